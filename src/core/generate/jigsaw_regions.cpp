#include "core/generate/jigsaw_regions.hpp"

#include "core/shape.hpp"

namespace sudoku {

namespace {

// True when the cells of `region` are orthogonally connected.
bool connected(const std::vector<int>& regions, int size, int region, std::vector<int>& stack,
               std::vector<char>& seen) {
  const int cells = size * size;
  int first = -1, members = 0;
  for (int c = 0; c < cells; ++c) {
    if (regions[c] == region) {
      ++members;
      if (first < 0) first = c;
    }
  }
  seen.assign(cells, 0);
  stack.assign(1, first);
  seen[first] = 1;
  int reached = 0;
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    ++reached;
    const int r = c / size, col = c % size;
    const int around[4][2] = {{r - 1, col}, {r + 1, col}, {r, col - 1}, {r, col + 1}};
    for (const auto& p : around) {
      if (p[0] < 0 || p[0] >= size || p[1] < 0 || p[1] >= size) continue;
      const int n = p[0] * size + p[1];
      if (!seen[n] && regions[n] == region) seen[n] = 1, stack.push_back(n);
    }
  }
  return reached == members;
}

}  // namespace

std::vector<int> random_jigsaw_regions(int size, Random& random) {
  const int cells = size * size;
  const int box_rows = Shape::box_rows_for(size), box_cols = Shape::box_cols_for(size);
  std::vector<int> regions(cells);
  for (int c = 0; c < cells; ++c) {
    const int r = c / size, col = c % size;
    regions[c] = (r / box_rows) * (size / box_cols) + col / box_cols;
  }
  std::vector<int> stack;
  std::vector<char> seen;
  // Tried swaps: enough that no cell of the boxes' edges keeps its place.
  const int tries = 8 * cells;
  for (int t = 0; t < tries; ++t) {
    const int a = static_cast<int>(random.below(static_cast<std::uint32_t>(cells)));
    const int direction = static_cast<int>(random.below(4));
    const int r = a / size + (direction == 0 ? -1 : direction == 1 ? 1 : 0);
    const int col = a % size + (direction == 2 ? -1 : direction == 3 ? 1 : 0);
    if (r < 0 || r >= size || col < 0 || col >= size) continue;
    const int b = r * size + col;
    if (regions[a] == regions[b]) continue;
    // a joins b's region and a cell of a's region next to... b leaves: swap a
    // with a cell c of b's region that neighbours a's region, so sizes hold.
    const int ra = regions[a], rb = regions[b];
    std::vector<int> partners;
    for (int c = 0; c < cells; ++c) {
      if (regions[c] != rb || c == b) continue;
      const int cr = c / size, cc = c % size;
      const int around[4][2] = {{cr - 1, cc}, {cr + 1, cc}, {cr, cc - 1}, {cr, cc + 1}};
      for (const auto& p : around) {
        if (p[0] < 0 || p[0] >= size || p[1] < 0 || p[1] >= size) continue;
        if (regions[p[0] * size + p[1]] == ra && p[0] * size + p[1] != a) {
          partners.push_back(c);
          break;
        }
      }
    }
    if (partners.empty()) continue;
    const int c = partners[random.below(static_cast<std::uint32_t>(partners.size()))];
    regions[a] = rb;
    regions[c] = ra;
    if (!connected(regions, size, ra, stack, seen) || !connected(regions, size, rb, stack, seen)) {
      regions[a] = ra;
      regions[c] = rb;
    }
  }
  return regions;
}

}  // namespace sudoku
