#include "core/solvers/houses/house_links.hpp"

#include <algorithm>

namespace sudoku::houses {

namespace {

// True when the regions are the regular boxes (a jigsaw map drawn as boxes).
bool regular_boxes(const Shape& shape) {
  const int n = shape.size(), rows = shape.box_rows(), cols = shape.box_cols();
  if (!rows || !cols) return false;  // a prime size: its regions can be no boxes
  for (int c = 0; c < shape.cell_count(); ++c) {
    const int r = c / n, k = c % n;
    const int corner = (r - r % rows) * n + (k - k % cols);
    if (shape.region_of(c) != shape.region_of(corner)) return false;
  }
  return true;
}

// The lines of one direction cut by the tiles (boxes or regions).
Segments cut_lines(const Shape& shape, bool rows) {
  const int n = shape.size();
  Segments g;
  std::vector<int> count(n), slot(n);  // per tile: cells in this line, and its segment's next cell
  g.first.reserve(n * n + 1);  // at most one segment per cell
  g.line.reserve(n * n);
  g.tile.reserve(n * n);
  g.line_first.reserve(n + 1);
  g.cells.resize(n * n);
  g.first.push_back(0);
  for (int line = 0; line < n; ++line) {
    g.line_first.push_back(g.count());
    const auto cell = [&](int i) { return rows ? line * n + i : i * n + line; };
    std::fill(count.begin(), count.end(), 0);
    for (int i = 0; i < n; ++i) ++count[shape.region_of(cell(i))];
    for (int i = 0; i < n; ++i) {  // segments in the order the line meets the tiles
      const int t = shape.region_of(cell(i));
      if (!count[t]) continue;
      slot[t] = g.first.back();
      g.first.push_back(g.first.back() + count[t]);
      g.line.push_back(line);
      g.tile.push_back(t);
      count[t] = 0;
    }
    for (int i = 0; i < n; ++i) g.cells[slot[shape.region_of(cell(i))]++] = cell(i);
  }
  g.line_first.push_back(g.count());
  // The same segments tile by tile: a counting sort on their tiles.
  g.tile_first.assign(n + 1, 0);
  for (int s = 0; s < g.count(); ++s) ++g.tile_first[g.tile[s] + 1];
  for (int t = 0; t < n; ++t) g.tile_first[t + 1] += g.tile_first[t];
  g.by_tile.resize(g.count());
  std::copy(g.tile_first.begin(), g.tile_first.end() - 1, slot.begin());
  for (int s = 0; s < g.count(); ++s) g.by_tile[slot[g.tile[s]]++] = s;
  return g;
}

bool is_line(const House& h) { return h.kind == HouseKind::kRow || h.kind == HouseKind::kColumn; }
bool is_tile(const House& h) { return h.kind == HouseKind::kBox || h.kind == HouseKind::kRegion; }

}  // namespace

void add_crossings(const Shape& shape, HouseLinks& links) {
  const bool square = shape.is_square_grid();
  if (square) {
    links.by_rows = cut_lines(shape, true);
    links.by_columns = cut_lines(shape, false);
  }
  // The others: a diagonal or a window and any house sharing two cells or more
  // with it; on a layout, every house.
  const std::vector<House>& houses = shape.houses();
  const int count = static_cast<int>(houses.size());
  const auto is_other = [&](int h) { return !square || (!is_line(houses[h]) && !is_tile(houses[h])); };
  std::vector<int> shared(count), others;  // shared[b]: cells of house a also in b
  std::vector<int> in(shape.cell_count(), 0);  // == mark: in house b; == -mark: in house a
  for (int a = 0; a < count; ++a) {
    if (!is_other(a)) continue;
    others.clear();
    for (int c : houses[a].cells)
      for (int b : shape.houses_of(c))
        if (b != a && !(is_other(b) && b < a) && shared[b]++ == 0) others.push_back(b);
    std::sort(others.begin(), others.end());
    for (int b : others) {
      const int shared_cells = shared[b];
      shared[b] = 0;
      if (shared_cells < 2) continue;
      const int mark = static_cast<int>(links.crossings.size()) + 1;
      Crossing x{a, b, static_cast<int>(links.cells.size()), 0, 0};
      for (int c : houses[b].cells) in[c] = mark;
      for (int c : houses[a].cells)
        if (in[c] != mark) links.cells.push_back(c);
      for (int c : houses[a].cells) in[c] = -mark;
      x.b_first = static_cast<int>(links.cells.size());
      for (int c : houses[b].cells)
        if (in[c] != -mark) links.cells.push_back(c);
      x.b_last = static_cast<int>(links.cells.size());
      links.crossings.push_back(x);
    }
  }
}

void add_leftovers(const Shape& shape, HouseLinks& links) {
  const int n = shape.size();
  if (!shape.is_square_grid() || shape.variant().regions.empty() || regular_boxes(shape)) return;
  const int most = max_leftover_cells(n);
  std::vector<int> overlap(n);  // cells of each region in the run
  std::vector<int> with(n + 1);  // with[m]: regions with m cells in the run
  std::vector<char> in_t(n);
  for (const bool by_rows : {true, false}) {
    const Segments& g = by_rows ? links.by_rows : links.by_columns;
    // Runs of lines [first, first + k). One that ends at the last line is the
    // complement of one that starts at the first, whose L and R are its R
    // and L: left out.
    for (int first = 0; first < n; ++first) {
      std::fill(overlap.begin(), overlap.end(), 0);
      for (int k = 1; first + k < n; ++k) {
        const int added = first + k - 1;
        for (int s = g.line_first[added]; s < g.line_first[added + 1]; ++s) overlap[g.tile[s]] += g.size(s);
        // T: the k regions with the most cells in the run, taken from the top
        // down to `lowest` cells, of which `room` regions complete T.
        std::fill(with.begin(), with.end(), 0);
        for (int t = 0; t < n; ++t) ++with[overlap[t]];
        int lowest = n, room = k, inside = 0;
        for (; room > with[lowest]; --lowest) {
          inside += with[lowest] * lowest;
          room -= with[lowest];
        }
        inside += room * lowest;
        const int left = k * n - inside;  // |L| = |R|
        if (left == 0 || left > most) continue;
        for (int t = 0; t < n; ++t) in_t[t] = overlap[t] > lowest || (overlap[t] == lowest && room-- > 0);
        // L: the segments in the run of the regions out of T; R: the
        // segments of the regions in T outside the run.
        Leftover x{by_rows, static_cast<int>(links.segments.size()), 0, 0};
        for (int s = g.line_first[first]; s < g.line_first[first + k]; ++s)
          if (!in_t[g.tile[s]]) links.segments.push_back(s);
        x.r_first = static_cast<int>(links.segments.size());
        for (int t = 0; t < n; ++t)
          if (in_t[t])
            for (int i = g.tile_first[t]; i < g.tile_first[t + 1]; ++i) {
              const int line = g.line[g.by_tile[i]];
              if (line < first || line >= first + k) links.segments.push_back(g.by_tile[i]);
            }
        x.r_last = static_cast<int>(links.segments.size());
        links.leftovers.push_back(x);
      }
    }
  }
}

int max_leftover_cells(int size) { return size; }

}  // namespace sudoku::houses
