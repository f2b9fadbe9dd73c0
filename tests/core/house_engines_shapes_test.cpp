// The fast solver's two engines over houses on random shape files: the plane
// engine (houses::solve) and the mask engine (houses::solve_by_masks) must
// walk the same search tree (support/same_walk.hpp) on any shape a person may
// write, not only on the built-in ones that house_engines_test covers:
// houses smaller than N (whose cells only differ), houses crossing in 2 to 4
// cells, cells in dozens of houses, more than 64 and more than 256 houses,
// cells in no complete house, 1 to 25 symbols, and cell counts on each side
// of the plane engine's bounds (64 cells: one word; 128 and 192 with 9
// symbols: two and three). houses::solve sends the others (above 192 cells,
// or above 64 with N other than 9) to the mask engine itself; there the walk
// is compared with itself, and what is checked is that solutions are valid.
// On shapes of up to 64 cells the solutions are also checked against mrv's,
// which knows only peers.
//
// A shape is what a shape file becomes (a ShapeSpec, Shape::from_spec):
// square grids glued at whole boxes (as twodoku and samurai are), some cells
// cut out, or cells alone; then houses drawn, mostly around a planted
// solution (a value per cell): every house takes cells of different planted
// values, so the shape keeps a solution and its houses constrain it as a
// sudoku's do. The others take cells at random, and mostly have none. Shape
// `index` comes from its own generator (kSeed, index), so a failure names the
// one shape to make again; its INFO prints it as a shape file (`sudoku solve
// --shape`) and the puzzle as one line of values.
#include "support/catch.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "core/registry.hpp"
#include "core/shape.hpp"
#include "support/random_puzzles.hpp"
#include "support/same_walk.hpp"

using namespace sudoku;
using test::Rng;

namespace {

constexpr std::uint64_t kSeed = 2026;
constexpr int kShapes = 320;
// Nodes per engine and puzzle: most puzzles here take a few dozen; the
// budget keeps the file within seconds (a budget run must still be the same
// walk, so it is compared too). A node costs more with more houses (the mask
// engine looks at every crossing of two houses: on a shape of 374 houses and
// 57 cells a node took about a millisecond), so the budget shrinks with them.
std::uint64_t budget_for(const Shape& s) {
  const size_t houses = s.houses().size();
  return houses > 256 ? 150 : houses > 128 ? 600 : 3000;
}
// mrv's: it only forward-checks, so it needs many more nodes than fast.
constexpr std::uint64_t kMrvBudget = 200000;

// A random shape and how it was drawn.
struct RandomShape {
  ShapeSpec spec;
  ShapePtr shape;
  Grid planted;     // the solution its houses were drawn around; empty when drawn at random
  std::string how;  // for failure reports
};

// The shape as a shape file (src/core/shape_file.hpp), one house a line.
std::string shape_file(const ShapeSpec& spec) {
  std::ostringstream out;
  out << "{\"symbols\": " << spec.symbols << ", \"cells\": [";
  for (size_t c = 0; c < spec.cells.size(); ++c)
    out << (c ? ", " : "") << "{\"row\": " << spec.cells[c].row << ", \"col\": " << spec.cells[c].col << "}";
  out << "],\n \"houses\": [";
  for (size_t h = 0; h < spec.houses.size(); ++h) {
    out << (h ? ",\n  [" : "\n  [");
    for (size_t i = 0; i < spec.houses[h].cells.size(); ++i) out << (i ? ", " : "") << spec.houses[h].cells[i];
    out << "]";
  }
  out << "]}";
  return out.str();
}

std::string grid_text(const Grid& g) {
  std::string out;
  for (Value v : g) out += v ? symbol_of(v) : '.';
  return out;
}

// Cells: one cell count for each of the four ranges of the dispatch (up to
// 64; 65 to 128; 129 to 192; more), a bound itself one time in three.
int draw_cells(int range, Rng& rng) {
  static const int kBounds[4][2] = {{64, 63}, {65, 128}, {129, 192}, {193, 193}};
  if (rng.percent(33)) return kBounds[range][rng.below(2)];
  switch (range) {
    case 0: return 2 + rng.below(63);
    case 1: return 65 + rng.below(64);
    case 2: return 129 + rng.below(64);
    default: return 193 + rng.below(108);
  }
}

// Draws houses over the cells of `s.spec` (already placed) around
// `s.planted` when it has one.
class HouseDrawer {
 public:
  HouseDrawer(RandomShape& s, Rng& rng) : s_(s), rng_(rng), n_(s.spec.symbols), cells_(cell_count()) {
    if (!s.planted.empty()) {
      by_value_.resize(n_ + 1);
      for (int c = 0; c < cells_; ++c) by_value_[s.planted[c]].push_back(c);
    }
    for (const HouseSpec& h : s.spec.houses)  // a glued grid's: houses to overlap
      (static_cast<int>(h.cells.size()) == n_ ? complete_ : smaller_).push_back(h.cells);
  }

  // Cells left out of every complete house (they get smaller ones only).
  void keep_out(int count) {
    loose_.assign(cells_, 0);
    for (int i = 0; i < count; ++i) loose_[rng_.below(cells_)] = 1;
  }

  // `count` houses: complete ones but for `incomplete_percent` of them; of
  // each kind, `overlap_percent` drawn from an earlier house of that kind,
  // of which they keep 2 to 4 cells.
  void add(int count, int incomplete_percent, int overlap_percent) {
    for (int i = 0, tries = 0; i < count && tries < 4 * count + 20; ++tries) {
      const bool complete = n_ == 1 || !rng_.percent(incomplete_percent);
      const std::vector<std::vector<int>>& earlier = complete ? complete_ : smaller_;
      std::vector<int> base;
      if (!earlier.empty() && rng_.percent(overlap_percent)) {
        base = earlier[rng_.below(static_cast<int>(earlier.size()))];
        rng_.shuffle(base);
        base.resize(std::min<size_t>(base.size(), 2 + rng_.below(3)));
      }
      const int size = complete ? n_ : 1 + rng_.below(n_ - 1);
      std::vector<int> cells = draw(base, std::max<int>(size, static_cast<int>(base.size())), complete);
      if (cells.empty()) continue;
      (complete ? complete_ : smaller_).push_back(cells);
      s_.spec.houses.push_back({HouseKind::kCustom, "", cells});
      ++i;
    }
  }

  // A house for each cell in none: the cell and up to two others of other values.
  void cover() {
    std::vector<char> covered(cells_, 0);
    for (const HouseSpec& h : s_.spec.houses)
      for (int c : h.cells) covered[c] = 1;
    for (int c = 0; c < cells_; ++c) {
      if (covered[c]) continue;
      std::vector<int> cells = draw({c}, std::min(n_, 1 + rng_.below(3)), false);
      if (cells.empty()) cells = {c};
      for (int x : cells) covered[x] = 1;
      s_.spec.houses.push_back({HouseKind::kCustom, "", cells});
    }
  }

 private:
  int cell_count() const { return static_cast<int>(s_.spec.cells.size()); }

  // `size` cells holding `base`, of different planted values (any cells on
  // a random shape), none loose in a complete house; empty when none fit.
  std::vector<int> draw(std::vector<int> cells, int size, bool complete) {
    const auto allowed = [&](int c) {
      return (!complete || loose_.empty() || !loose_[c]) && std::find(cells.begin(), cells.end(), c) == cells.end();
    };
    if (s_.planted.empty()) {
      for (int tries = 0; static_cast<int>(cells.size()) < size && tries < 20 * size; ++tries) {
        const int c = rng_.below(cells_);
        if (allowed(c)) cells.push_back(c);
      }
      return static_cast<int>(cells.size()) == size ? cells : std::vector<int>{};
    }
    std::vector<char> used(n_ + 1, 0);
    for (int c : cells) {
      if (used[s_.planted[c]]) return {};
      used[s_.planted[c]] = 1;
    }
    std::vector<int> values;
    for (int v = 1; v <= n_; ++v)
      if (!used[v]) values.push_back(v);
    rng_.shuffle(values);
    for (int v : values) {
      if (static_cast<int>(cells.size()) == size) break;
      std::vector<int> options;
      for (int c : by_value_[v])
        if (allowed(c)) options.push_back(c);
      if (options.empty()) {
        if (complete) return {};
        continue;
      }
      cells.push_back(options[rng_.below(static_cast<int>(options.size()))]);
    }
    return static_cast<int>(cells.size()) == size ? cells : std::vector<int>{};
  }

  RandomShape& s_;
  Rng& rng_;
  const int n_, cells_;
  std::vector<std::vector<int>> by_value_;  // planted: the cells of each value
  std::vector<char> loose_;                 // per cell: kept out of complete houses
  std::vector<std::vector<int>> complete_, smaller_;
};

// Square grids of N symbols (their rows, columns and boxes), 1 to 3 glued at
// offsets of whole boxes (as twodoku and samurai are; so the grids share
// boxes, duplicate houses), sometimes with cells cut out at random (their
// houses shrink: smaller houses, cells in no complete house), and a
// solution of that found by fast, planted for the houses drawn next (none
// when fast found none).
void draw_grids(RandomShape& s, Rng& rng, std::ostringstream& how) {
  static const int kSizes[] = {4, 6, 8, 9, 9, 9};
  const int n = kSizes[rng.below(6)];
  const int box_rows = Shape::box_rows_for(n), box_cols = Shape::box_cols_for(n);
  const int grids = 1 + rng.below(3);
  std::vector<std::pair<int, int>> origins = {{0, 0}};  // of each grid: row, column
  while (static_cast<int>(origins.size()) < grids) {
    const int down = 1 + rng.below(n / box_rows - 1), across = rng.below(2 * (n / box_cols) - 1) - (n / box_cols - 1);
    origins.push_back({origins.back().first + box_rows * down, origins.back().second + box_cols * across});
  }
  const int cut = rng.percent(40) ? 3 + rng.below(18) : 0;  // percent of the cells
  std::map<std::pair<int, int>, int> cell_at;               // by place; numbered in reading order below
  for (const auto& o : origins)
    for (int k = 0; k < n * n; ++k) cell_at[{o.first + k / n, o.second + k % n}] = 0;
  for (auto it = cell_at.begin(); it != cell_at.end();) it = rng.percent(cut) ? cell_at.erase(it) : std::next(it);
  int min_col = 0;
  for (const auto& o : origins) min_col = std::min(min_col, o.second);
  for (auto& [place, cell] : cell_at) {
    cell = static_cast<int>(s.spec.cells.size());
    s.spec.cells.push_back(CellGeometry{place.first, place.second - min_col, CellForm::kSquare});
  }
  const ShapePtr square = Shape::create(n, {}).value();
  for (const auto& o : origins)
    for (const House& h : square->houses()) {
      std::vector<int> cells;
      for (int k : h.cells) {
        const auto it = cell_at.find({o.first + k / n, o.second + k % n});
        if (it != cell_at.end()) cells.push_back(it->second);
      }
      if (!cells.empty()) s.spec.houses.push_back({HouseKind::kCustom, "", cells});
    }
  s.spec.symbols = n;
  s.planted = test::random_full_grid(Shape::from_spec(s.spec).value(), rng);
  how << grids << " grids " << n << "x" << n << " glued at";
  for (const auto& o : origins) how << " (" << o.first << ", " << o.second << ")";
  how << ", " << cut << "% of cells cut, then ";
}

// Cells in the range of the dispatch `range` (draw_cells), N symbols, and,
// mostly, a planted solution: values 1..N about equally often, shuffled.
void draw_cells_and_values(RandomShape& s, int range, Rng& rng) {
  const int n = (range == 1 || range == 2) ? (rng.percent(75) ? 9 : 1 + rng.below(25))
                                           : (rng.percent(50) ? 9 : 1 + rng.below(25));
  const int cells = draw_cells(range, rng);
  for (int c = 0; c < cells; ++c) s.spec.cells.push_back(CellGeometry{c / 16, c % 16, CellForm::kSquare});
  s.spec.symbols = n;
  if (rng.percent(85)) {
    s.planted.resize(cells);
    for (int c = 0; c < cells; ++c) s.planted[c] = static_cast<Value>(1 + c % n);
    rng.shuffle(s.planted);
  }
}

// Shape `index` of the stream: glued grids (two in five), or cells in the
// range index % 4 of the dispatch; then more houses.
RandomShape random_shape(int index) {
  Rng rng(kSeed * 1000003 + static_cast<std::uint64_t>(index));
  const int range = index % 4;
  for (int attempt = 0;; ++attempt) {
    RandomShape s;
    std::ostringstream how;
    s.spec.name = "random " + std::to_string(index);
    if (rng.percent(40))
      draw_grids(s, rng, how);
    else
      draw_cells_and_values(s, range, rng);
    const int n = s.spec.symbols, cells = static_cast<int>(s.spec.cells.size());
    // Houses: few (about two a cell), several, over 64, or, one shape in
    // eight of up to 128 cells, over 256 (a cell is in dozens; half of them
    // have more than 256 complete houses).
    const int draw = rng.below(8);
    const int mode = (draw < 3 ? 0 : draw < 6 ? 1 : draw == 6 || cells > 128 ? 2 : 3) >> (attempt > 0);
    const int per_n = std::max(1, cells / n);
    const int count = mode == 0 ? per_n + rng.below(per_n + 1)
                    : mode == 1 ? 2 * per_n + rng.below(3 * per_n + 3)
                    : mode == 2 ? 65 + rng.below(190)
                                : 257 + rng.below(48);
    const int incomplete = mode == 3 && rng.percent(50) ? 0 : std::array<int, 4>{0, 15, 40, 80}[rng.below(4)];
    const int overlap = rng.below(2) ? 40 : 10;
    HouseDrawer drawer(s, rng);
    const int loose = rng.percent(25) ? 1 + rng.below(3) : 0;
    if (loose) drawer.keep_out(loose);
    drawer.add(count, incomplete, overlap);
    drawer.cover();
    how << (s.planted.empty() ? "random" : "planted") << ", " << n << " symbols, " << cells << " cells, "
        << s.spec.houses.size() << " houses (" << incomplete << "% of those added smaller than N, " << overlap
        << "% from an earlier one, " << loose << " cells kept out of complete ones)";
    s.how = how.str();
    Result<ShapePtr> shape = Shape::from_spec(s.spec);
    if (shape.ok()) {
      s.shape = shape.value();
      return s;
    }
    // Over kMaxHouses with the houses for uncovered cells: again, with fewer.
    INFO("shape " << index << ": " << shape.error().message);
    REQUIRE(attempt < 5);
  }
}

// What the puzzles of the shapes covered: each rule of the engines and
// each bound of the dispatch is met somewhere (or the test says which not).
struct Coverage {
  int planes[4] = {};  // shapes run on planes of 1, 2 and 3 words, and on masks (both runs)
  int over_64_houses = 0, over_256_houses = 0, over_256_complete = 0;
  int smaller_houses = 0;    // shapes with a house of fewer than N cells
  int cells_uncovered = 0;   // shapes with a cell in no complete house
  int deep_overlaps = 0;     // shapes with two houses sharing 2 to 4 cells
  int unique = 0, several = 0, none = 0, stopped = 0;  // puzzles, by what the engines found
  int against_mrv = 0;       // puzzles whose solutions mrv listed the same
};

// The plane engine's words per cell set on `s`, as houses::solve picks
// them, or 0 when it sends `s` to the mask engine (then both walks of
// check_same_walk are the mask engine's, checked against mrv and for valid
// solutions only).
int plane_words(const Shape& s) {
  const int cells = s.cell_count();
  return cells <= 64 ? 1 : s.size() != 9 || cells > 192 ? 0 : cells <= 128 ? 2 : 3;
}
bool on_planes(const Shape& s) { return plane_words(s) > 0; }

void count_shape(const Shape& s, Coverage& cover) {
  const int cells = s.cell_count();
  cover.planes[(plane_words(s) + 3) % 4]++;
  const int houses = static_cast<int>(s.houses().size());
  int complete = 0;
  std::vector<char> in_complete(cells, 0);
  bool smaller = false;
  for (int h = 0; h < houses; ++h) {
    if (s.is_complete(h)) {
      ++complete;
      for (int c : s.houses()[h].cells) in_complete[c] = 1;
    } else {
      smaller = true;
    }
  }
  cover.over_64_houses += houses > 64;
  cover.over_256_houses += houses > 256;
  cover.over_256_complete += complete > 256;
  cover.smaller_houses += smaller;
  cover.cells_uncovered += std::count(in_complete.begin(), in_complete.end(), 0) > 0;
  bool deep = false;
  for (int a = 0; a < houses && !deep; ++a)
    for (int b = a + 1; b < houses && !deep; ++b) {
      const std::vector<int>&x = s.houses()[a].cells, &y = s.houses()[b].cells;
      std::vector<int> both;
      std::set_intersection(x.begin(), x.end(), y.begin(), y.end(), std::back_inserter(both));
      deep = both.size() >= 2 && both.size() <= 4 && both.size() < std::min(x.size(), y.size());
    }
  cover.deep_overlaps += deep;
}

// Both engines on one puzzle, every solution counted within budget_for nodes;
// on shapes of up to 64 cells, mrv's solutions too when both searches end.
void check_puzzle(const Puzzle& p, Coverage& cover) {
  REQUIRE_FALSE(find_conflicts(*p.shape, p.givens).has_value());
  const test::Walk planes = test::check_same_walk(p, 0, budget_for(*p.shape));
  const SolveResult& r = planes.result;
  if (r.status == Status::kStopped) ++cover.stopped;
  else if (r.solutions == 0) ++cover.none;
  else if (r.solutions == 1) ++cover.unique;
  else ++cover.several;
  if (p.shape->cell_count() > 64 || r.status == Status::kStopped || r.solutions > 500) return;
  const test::Walk mrv = test::walk(find_algorithm("mrv")->run, p, 0, kMrvBudget);
  if (mrv.result.status == Status::kStopped) return;
  std::vector<Grid> ours = planes.solutions, theirs = mrv.solutions;
  std::sort(ours.begin(), ours.end());
  std::sort(theirs.begin(), theirs.end());
  CHECK(ours == theirs);
  ++cover.against_mrv;
}

// A given at an empty cell of `p`, other than `full`'s there, that no
// peer's given rules out; false when none was found.
bool add_other_given(Puzzle& p, const Grid& full, Rng& rng) {
  const Shape& shape = *p.shape;
  for (int tries = 0; tries < 20; ++tries) {
    const int c = rng.below(shape.cell_count());
    if (p.givens[c]) continue;
    CandidateMask used = full.empty() ? 0 : bit_of(full[c]);
    for (int peer : shape.peers_of(c))
      if (p.givens[peer]) used |= bit_of(p.givens[peer]);
    const CandidateMask left = all_values(shape.size()) & ~used;
    if (!left) continue;
    p.givens[c] = static_cast<Value>(lowest_value(left));
    return true;
  }
  return false;
}

// The puzzles of a shape. With a solution (fast's from a few random givens,
// or the planted one): some of its cells kept, fewer of them (more
// solutions); and on shapes that houses::solve runs on planes, of up to 256
// houses, its givens removed while fast counts one solution (down to a
// quarter to a half of them above 64 cells, where fast's counts of sparser
// puzzles take long), that with one given fewer (several) and one more
// unlike the solution (none).
// With none found: the empty grid and a few givens.
void check_shape(const RandomShape& s, Rng& rng, Coverage& cover) {
  const Shape& shape = *s.shape;
  const int cells = shape.cell_count();
  Grid full = test::random_full_grid(s.shape, rng);
  if (full.empty()) full = s.planted;
  if (full.empty()) {
    Puzzle p{s.shape, Grid(cells, 0)};
    INFO("the empty grid");
    check_puzzle(p, cover);
    for (int i = 0; i < 3; ++i) add_other_given(p, {}, rng);
    INFO("givens " << grid_text(p.givens));
    check_puzzle(p, cover);
    return;
  }
  const int percent = 10 + rng.below(61);
  Puzzle kept{s.shape, Grid(cells, 0)}, fewer{s.shape, Grid(cells, 0)};
  for (int c = 0; c < cells; ++c) {
    if (rng.percent(percent)) kept.givens[c] = full[c];
    if (rng.percent(percent / 4)) fewer.givens[c] = full[c];
  }
  {
    INFO("a solution's cells kept (" << percent << "%): " << grid_text(kept.givens));
    check_puzzle(kept, cover);
  }
  {
    INFO("fewer kept: " << grid_text(fewer.givens));
    check_puzzle(fewer, cover);
  }
  if (!on_planes(shape) || shape.houses().size() > 256) return;
  std::vector<int> keys;
  const int target = cells <= 64 ? 0 : cells * (25 + rng.below(20)) / 100;
  Puzzle unique{s.shape, test::reduce_to_unique(s.shape, full, target, rng, keys)};
  {
    INFO("unique: " << grid_text(unique.givens));
    check_puzzle(unique, cover);
  }
  if (!keys.empty()) {
    Puzzle several = unique;
    several.givens[keys[rng.below(static_cast<int>(keys.size()))]] = 0;
    INFO("several: " << grid_text(several.givens));
    check_puzzle(several, cover);
  }
  Puzzle none = unique;
  if (add_other_given(none, full, rng)) {
    INFO("none: " << grid_text(none.givens));
    check_puzzle(none, cover);
  }
}

}  // namespace

TEST_CASE("the plane and mask engines walk the same search tree on random shape files") {
  Coverage cover;
  for (int index = 0; index < kShapes; ++index) {
    const RandomShape s = random_shape(index);
    INFO("shape " << index << " (seed " << kSeed << "): " << s.how << "\n" << shape_file(s.spec));
    Rng rng(kSeed + 7919 * static_cast<std::uint64_t>(index));
    count_shape(*s.shape, cover);
    check_shape(s, rng, cover);
  }
  // What the shapes and puzzles above covered; each must occur, or the
  // generator no longer tests what it says.
  INFO("planes of 1, 2, 3 words and masks: " << cover.planes[0] << ", " << cover.planes[1] << ", "
       << cover.planes[2] << ", " << cover.planes[3] << "; over 64, 256 houses: " << cover.over_64_houses << ", "
       << cover.over_256_houses << "; over 256 complete: " << cover.over_256_complete
       << "; with smaller houses: " << cover.smaller_houses << "; a cell in no complete house: "
       << cover.cells_uncovered << "; houses sharing 2 to 4 cells: " << cover.deep_overlaps
       << "; puzzles unique, several, none, stopped: " << cover.unique << ", " << cover.several << ", "
       << cover.none << ", " << cover.stopped << "; solutions as mrv's: " << cover.against_mrv);
  CHECK(std::min({cover.planes[0], cover.planes[1], cover.planes[2]}) >= 40);
  CHECK(cover.over_64_houses >= 40);
  CHECK(cover.over_256_houses >= 10);
  CHECK(cover.over_256_complete >= 5);
  CHECK(cover.smaller_houses >= 100);
  CHECK(cover.cells_uncovered >= 30);
  CHECK(cover.deep_overlaps >= 100);
  CHECK(std::min({cover.unique, cover.several, cover.none}) >= 40);
  CHECK(cover.against_mrv >= 100);
}

TEST_CASE("a complete house emptied of a value by the root's first hidden singles is a contradiction at once") {
  // Shape 118 of the test above, minimised (with its puzzle of 3 givens; 192
  // cells, 79 houses). Two complete houses, A = houses[6] and B = houses[9]
  // (they share cells 1 and 6), and smaller ones. The givens 1 at cells 0
  // and 10 leave 1 in A at cells 7, 11 and 12 and in B at cell 16 only: a
  // hidden single, whose peers 7, 11 and 12 then leave A with no place for
  // 1. The mask engine sees that at the root (1 node). The plane engine's
  // first look at the root (every house) places 16 but keeps no plane to
  // compare the next look with, so that look takes only the houses with a
  // cell in plane 1 as changed, and never A again: it searches 69,281 nodes
  // before it finds no solution.
  ShapeSpec spec;
  spec.name = "emptied house";
  spec.symbols = 9;
  for (int c = 0; c < 18; ++c) spec.cells.push_back(CellGeometry{c / 6, c % 6, CellForm::kSquare});
  for (const std::vector<int>& cells : std::vector<std::vector<int>>{
           {2, 10}, {10, 3, 4, 13}, {10, 9, 15}, {11, 16, 7}, {0, 6}, {12, 16}, {7, 11, 17, 12, 5, 1, 6, 9, 4},
           {0, 8, 1}, {14, 0}, {15, 8, 13, 16, 6, 2, 1, 14, 3}, {5, 0, 17}})
    spec.houses.push_back({HouseKind::kCustom, "", cells});
  Puzzle p{Shape::from_spec(spec).value(), Grid(18, 0)};
  p.givens[0] = p.givens[10] = 1;
  const test::Walk planes = test::check_same_walk(p, 0, 100000);
  CHECK(planes.result.status == Status::kNoSolution);
  CHECK(planes.result.stats.nodes == 1);
}
