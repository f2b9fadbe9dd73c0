#include "core/generate/jigsaw_regions.hpp"

#include <algorithm>

#include "core/registry.hpp"
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

std::vector<int> starting_regions(int size) {
  const int cells = size * size;
  std::vector<int> regions(cells);
  const int box_rows = Shape::box_rows_for(size), box_cols = Shape::box_cols_for(size);
  if (box_rows) {
    for (int c = 0; c < cells; ++c) {
      const int r = c / size, col = c % size;
      regions[c] = (r / box_rows) * (size / box_cols) + col / box_cols;
    }
    return regions;
  }
  int width = 1;
  while ((width + 1) * (width + 1) <= size) ++width;
  int walked = 0;  // cells of the snakes so far: the region is walked / size
  for (int left = 0; left < size; left += width) {
    const int right = std::min(left + width, size);
    for (int r = 0; r < size; ++r)
      for (int i = 0; i < right - left; ++i, ++walked) {
        const int col = r % 2 == 0 ? left + i : right - 1 - i;
        regions[r * size + col] = walked / size;
      }
  }
  return regions;
}

namespace {

// One random trade of random_jigsaw_regions at a time, with its buffers.
class RegionTrader {
 public:
  RegionTrader(int size, Random& random) : size_(size), random_(random) {}

  // Tries one trade on `regions`: a random cell a and a neighbour b in
  // another region; a joins b's region and a cell c of b's region that
  // neighbours a's region goes the other way, so sizes hold; undone unless
  // both regions stay connected. True when it was kept.
  bool try_trade(std::vector<int>& regions) {
    const int size = size_, cells = size * size;
    const int a = static_cast<int>(random_.below(static_cast<std::uint32_t>(cells)));
    const int direction = static_cast<int>(random_.below(4));
    const int r = a / size + (direction == 0 ? -1 : direction == 1 ? 1 : 0);
    const int col = a % size + (direction == 2 ? -1 : direction == 3 ? 1 : 0);
    if (r < 0 || r >= size || col < 0 || col >= size) return false;
    const int b = r * size + col;
    if (regions[a] == regions[b]) return false;
    const int ra = regions[a], rb = regions[b];
    partners_.clear();
    for (int c = 0; c < cells; ++c) {
      if (regions[c] != rb || c == b) continue;
      const int cr = c / size, cc = c % size;
      const int around[4][2] = {{cr - 1, cc}, {cr + 1, cc}, {cr, cc - 1}, {cr, cc + 1}};
      for (const auto& p : around) {
        if (p[0] < 0 || p[0] >= size || p[1] < 0 || p[1] >= size) continue;
        if (regions[p[0] * size + p[1]] == ra && p[0] * size + p[1] != a) {
          partners_.push_back(c);
          break;
        }
      }
    }
    if (partners_.empty()) return false;
    const int c = partners_[random_.below(static_cast<std::uint32_t>(partners_.size()))];
    regions[a] = rb;
    regions[c] = ra;
    if (!connected(regions, size, ra, stack_, seen_) || !connected(regions, size, rb, stack_, seen_)) {
      regions[a] = ra;
      regions[c] = rb;
      return false;
    }
    return true;
  }

 private:
  int size_;
  Random& random_;
  std::vector<int> partners_, stack_;
  std::vector<char> seen_;
};

// A grid for a map traded from one that had `grid` (fitted_jigsaw), or for
// the starting map (`grid` blank): kKeptCells of its cells kept at random,
// the rest the fast solver's within kRefillNodes, or nothing. Measured on
// batches of `size` trades: the grid filler (random_full_grid) refilled
// fewer than 1 in 20 on a 13x13, whatever the share of cells kept, and took
// 6.5 s for a first grid of the 23x23 strips; the fast solver with 1,000
// nodes and 3 cells kept refilled 78 of 80 on 13x13, 86 of 140 on 19x19, 53
// of 180 on 25x25 (with 200 nodes none there, 2,000 about as many as 1,000),
// and more cells kept tie its hands (13x13 at 200 nodes: 47 of 50 with none
// kept, 28 with 30% of the cells, 2 with half).
constexpr int kKeptCells = 3;
constexpr std::uint64_t kRefillNodes = 1000;
std::optional<Grid> refill(int size, const VariantSpec& traded, const Grid& grid, const std::vector<int>& was,
                          Random& random) {
  static const Algorithm* fast = find_algorithm("fast");
  const int cells = size * size;
  Grid kept(cells, 0);
  for (int k = 0; k < kKeptCells; ++k) {
    const int c = static_cast<int>(random.below(static_cast<std::uint32_t>(cells)));
    if (traded.regions[c] == was[c]) kept[c] = grid[c];  // a moved cell's value may be its new region's twice
  }
  SearchOptions options;
  options.limit = 1;
  options.max_nodes = kRefillNodes;
  const SolveResult result = run_untimed(*fast, Puzzle{Shape::create(size, traded).value(), kept}, options);
  if (result.status != Status::kSolved) return std::nullopt;
  return result.first_solution;
}

}  // namespace

std::vector<int> random_jigsaw_regions(int size, Random& random) {
  std::vector<int> regions = starting_regions(size);
  RegionTrader trader(size, random);
  // Tried trades: enough that no cell of the boxes' edges keeps its place.
  const int tries = 8 * size * size;
  for (int t = 0; t < tries; ++t) trader.try_trade(regions);
  return regions;
}

std::optional<FittedJigsaw> fitted_jigsaw(int size, bool diagonals, Random& random) {
  VariantSpec variant;
  variant.diagonals = diagonals;
  variant.regions = starting_regions(size);
  std::optional<Grid> grid = refill(size, variant, Grid(size * size, 0), variant.regions, random);
  if (!grid) return std::nullopt;
  RegionTrader trader(size, random);
  std::vector<int> trial;
  // As many tried trades as random_jigsaw_regions, `size` at a time.
  for (int batch = 0; batch < 8 * size; ++batch) {
    trial = variant.regions;
    for (int t = 0; t < size; ++t) trader.try_trade(trial);
    if (trial == variant.regions) continue;
    VariantSpec next = variant;
    next.regions = trial;
    std::optional<Grid> refilled = refill(size, next, *grid, variant.regions, random);
    if (!refilled) continue;  // the batch is dropped
    variant.regions = std::move(next.regions);
    grid = std::move(refilled);
  }
  // The solver's grids follow its order of values: the values shuffled.
  std::vector<Value> relabel(size);
  for (int v = 0; v < size; ++v) relabel[v] = static_cast<Value>(v + 1);
  random.shuffle(relabel.data(), relabel.size());
  for (Value& v : *grid) v = relabel[v - 1];
  return FittedJigsaw{std::move(variant.regions), std::move(*grid)};
}

}  // namespace sudoku
