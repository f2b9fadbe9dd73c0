#include "support/random_puzzles.hpp"

#include <algorithm>
#include <cctype>
#include <numeric>
#include <stdexcept>

#include "core/generate/jigsaw_regions.hpp"
#include "core/registry.hpp"

namespace sudoku::test {

namespace {

// Sizes, how often each comes up, and the share of cells kept as givens in
// unique puzzles (a percentage drawn between min and max). Big grids keep many
// givens so that the slow algorithms (naive, reverse, ...) usually finish
// within the cross-check's node budget.
struct SizePlan {
  int size, weight, min_percent, max_percent;
};
constexpr SizePlan kSizePlans[] = {
    {4, 12, 0, 40},  {5, 5, 0, 40},    {6, 12, 25, 45}, {7, 5, 20, 45},  {8, 12, 35, 50},  {9, 24, 33, 45},
    {10, 5, 45, 58}, {12, 12, 50, 62}, {15, 3, 58, 70}, {16, 10, 58, 70}, {20, 2, 68, 78}, {25, 6, 72, 82},
};

// A budget for every `fast` run the generator makes: far more than any
// puzzle here needs, so running out is treated as "unknown", never trusted.
constexpr std::uint64_t kGeneratorNodes = 200000;

const Algorithm& fast() {
  static const Algorithm* a = find_algorithm("fast");
  if (!a) throw std::runtime_error("the registry has no 'fast' algorithm");
  return *a;
}

// fast's number of solutions up to `limit`, or -1 when the budget ran out.
int count_solutions(const ShapePtr& shape, const Grid& givens, std::uint64_t limit) {
  SearchOptions o;
  o.limit = limit;
  o.max_nodes = kGeneratorNodes;
  const SolveResult r = run_algorithm(fast(), Puzzle{shape, givens}, o);
  return r.status == Status::kStopped ? -1 : static_cast<int>(r.solutions);
}

// Values no peer of `cell` holds.
CandidateMask allowed_values(const Shape& s, const Grid& g, int cell) {
  CandidateMask used = 0;
  for (int p : s.peers_of(cell))
    if (g[p]) used |= bit_of(g[p]);
  return all_values(s.size()) & ~used;
}

Value random_value(CandidateMask m, Rng& rng) {
  for (int k = rng.below(count_of(m)); k > 0; --k) m &= m - 1;
  return static_cast<Value>(lowest_value(m));
}

std::vector<int> shuffled_cells(int cells, Rng& rng) {
  std::vector<int> order(cells);
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  return order;
}

std::uint64_t stream_seed(std::uint64_t seed, std::uint64_t index) {
  Rng outer(seed);
  Rng inner(outer.next() + index * 0xD1B54A32D192ED03ull);
  return inner.next();
}

PuzzleKind draw_kind(Rng& rng) {
  const int r = rng.below(100);
  if (r < 35) return PuzzleKind::kUnique;
  if (r < 60) return PuzzleKind::kSeveral;
  if (r < 85) return PuzzleKind::kNone;
  return PuzzleKind::kInvalid;
}

const SizePlan& draw_size(Rng& rng) {
  int total = 0;
  for (const SizePlan& p : kSizePlans) total += p.weight;
  int r = rng.below(total);
  for (const SizePlan& p : kSizePlans) {
    if (r < p.weight) return p;
    r -= p.weight;
  }
  return kSizePlans[0];
}

struct VariantChoice {
  bool jigsaw = false, diagonals = false, windows = false;
  int box_rows = 0, box_cols = 0;  // boxes turned (taller than wide); 0: the size's usual
  std::string boxes() const { return box_rows ? std::to_string(box_rows) + "x" + std::to_string(box_cols) : ""; }
  std::string names() const {
    std::string out = jigsaw ? "jigsaw" : "";
    if (diagonals) out += out.empty() ? "x" : ",x";
    if (windows) out += out.empty() ? "windoku" : ",windoku";
    if (box_rows) out += out.empty() ? boxes() : "," + boxes();
    return out;
  }
  std::string label() const {
    std::string out = jigsaw ? "jigsaw" : "";
    if (diagonals) out += out.empty() ? "x" : "+x";
    if (windows) out += out.empty() ? "windoku" : "+windoku";
    if (box_rows) out += out.empty() ? boxes() : "+" + boxes();
    return out.empty() ? "standard" : out;
  }
};

// standard, x, jigsaw, jigsaw+x on every size with boxes; jigsaw and
// jigsaw+x on a prime size (no boxes); windoku and x+windoku on 9x9; the usual
// boxes turned (3x2, 4x2, 4x3, ...) where they are not square.
VariantChoice draw_variant(int size, Rng& rng) {
  VariantChoice v;
  if (!Shape::box_rows_for(size)) {
    v.jigsaw = true;
    v.diagonals = rng.percent(50);
    return v;
  }
  const bool turnable = Shape::box_rows_for(size) != Shape::box_cols_for(size);
  switch (rng.below(size == 9 ? 6 : turnable ? 5 : 4)) {
    case 0: break;
    case 1: v.diagonals = true; break;
    case 2: v.jigsaw = true; break;
    case 3: v.jigsaw = v.diagonals = true; break;
    case 4:
      if (turnable) {
        v.box_rows = Shape::box_cols_for(size);
        v.box_cols = Shape::box_rows_for(size);
      } else {
        v.windows = true;
      }
      break;
    default: v.windows = v.diagonals = true; break;
  }
  return v;
}

std::vector<int> by_first_appearance(const std::vector<int>& regions) {
  std::vector<int> id(regions.size() + 1, -1), out;
  int next = 0;
  for (int r : regions) {
    if (id[r] < 0) id[r] = next++;
    out.push_back(id[r]);
  }
  return out;
}

// True when region `id`, which holds `start`, is connected (4-neighbours).
bool region_connected(int n, const std::vector<int>& map, int id, int start, std::vector<int>& stack) {
  int reached = 1;
  std::vector<char> seen(map.size(), 0);
  seen[start] = 1;
  stack.assign(1, start);
  while (!stack.empty()) {
    const int c = stack.back(), r = c / n, col = c % n;
    stack.pop_back();
    for (int next : {r > 0 ? c - n : -1, r < n - 1 ? c + n : -1, col > 0 ? c - 1 : -1, col < n - 1 ? c + 1 : -1})
      if (next >= 0 && !seen[next] && map[next] == id) {
        seen[next] = 1;
        ++reached;
        stack.push_back(next);
      }
  }
  return reached == n;
}

// The usual boxes as a map; on a prime size the library's strips (jigsaw_regions.hpp).
std::vector<int> box_map(int n) { return starting_regions(n); }

// A random jigsaw map for which `full` (a solution with regular boxes) stays a
// solution: starting from the boxes, a cell moves into a neighbouring region
// and that region's cell with the same value moves back, kept when both
// regions stay connected. Every region keeps one cell of each value.
std::vector<int> jigsaw_map_for_grid(const Grid& full, int n, Rng& rng) {
  const int cells = n * n;
  std::vector<int> map = box_map(n);
  std::vector<int> where(n * (n + 1));  // where[region * (n + 1) + value]: its cell
  for (int c = 0; c < cells; ++c) where[map[c] * (n + 1) + full[c]] = c;
  std::vector<int> stack;
  for (int step = 0; step < 8 * cells; ++step) {
    const int a = rng.below(cells), r = a / n, col = a % n;
    const int d = rng.below(4);
    const int nb = d == 0 ? (r > 0 ? a - n : -1)
                 : d == 1 ? (r < n - 1 ? a + n : -1)
                 : d == 2 ? (col > 0 ? a - 1 : -1)
                          : (col < n - 1 ? a + 1 : -1);
    if (nb < 0 || map[nb] == map[a]) continue;
    const int A = map[a], B = map[nb], b = where[B * (n + 1) + full[a]];
    map[a] = B;
    map[b] = A;
    if (region_connected(n, map, A, b, stack) && region_connected(n, map, B, a, stack)) {
      where[B * (n + 1) + full[a]] = a;
      where[A * (n + 1) + full[a]] = b;
    } else {
      map[a] = A;
      map[b] = B;
    }
  }
  return map;
}

// The grid as text in one of the accepted layouts.
std::string grid_text(const Grid& g, const Shape& shape, Rng& rng) {
  const int n = shape.size();
  std::string out;
  switch (rng.below(4)) {
    case 0: return format_line(g);
    case 1:
      out = format_line(g);
      std::replace(out.begin(), out.end(), '.', '0');
      return out;
    case 2: return format_pretty(g, shape.box_rows(), shape.box_cols());
    default:  // numbers, one row a line
      for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) out += (c ? " " : "") + std::to_string(g[r * n + c]);
        out += '\n';
      }
      return out;
  }
}

const std::string kRegionSymbols = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// A region map as text: a random symbol per region, on one line or one row a
// line, sometimes in lowercase. `symbols` receives the symbol of each id
// (ids 0..n-1 in ascending order of their symbols; symbols[n] is unused).
std::string regions_text(const std::vector<int>& regions, int n, Rng& rng, std::string& symbols) {
  symbols = kRegionSymbols;
  std::vector<char> shuffled(symbols.begin(), symbols.end());
  rng.shuffle(shuffled);
  std::sort(shuffled.begin(), shuffled.begin() + n);  // the library numbers regions in their symbols' order
  symbols.assign(shuffled.begin(), shuffled.end());
  const bool lower = rng.percent(25), lines = rng.percent(30);
  std::string out;
  for (int c = 0; c < n * n; ++c) {
    const char ch = symbols[regions[c]];
    out += lower ? static_cast<char>(std::tolower(static_cast<unsigned char>(ch))) : ch;
    if (lines && c % n == n - 1) out += '\n';
  }
  return out;
}

}  // namespace

// Removes givens of `full` in random order while fast still counts one
// solution, down to `target` givens. `keys` receives the givens kept because
// removing them gave a second solution: removing one of them from the result
// still does (fewer givens never mean fewer solutions).
Grid reduce_to_unique(const ShapePtr& shape, const Grid& full, int target, Rng& rng, std::vector<int>& keys) {
  Grid g = full;
  int givens = shape->cell_count();
  const std::vector<int> order = shuffled_cells(givens, rng);
  // Cells go in chunks while that keeps one solution (then so would each of
  // them alone: the result is the same as one at a time, with fewer counts),
  // one at a time after a chunk fails.
  size_t next = 0;
  int chunk = std::max(1, (givens - target) / 16);
  while (givens > target && next < order.size()) {
    const size_t end = std::min(order.size(), next + static_cast<size_t>(std::min(chunk, givens - target)));
    if (end - next > 1) {
      for (size_t i = next; i < end; ++i) g[order[i]] = 0;
      if (count_solutions(shape, g, 2) == 1) {
        givens -= static_cast<int>(end - next);
        next = end;
        continue;
      }
      for (size_t i = next; i < end; ++i) g[order[i]] = full[order[i]];
      chunk = 1;
    }
    const int c = order[next++];
    g[c] = 0;
    const int count = count_solutions(shape, g, 2);
    if (count == 1) {
      --givens;
    } else {
      g[c] = full[c];
      if (count >= 2) keys.push_back(c);
    }
  }
  return g;
}

namespace {

// Another solution that differs from `full` in few cells: two rows or two
// columns (often of one band or stack) blanked and solved again by fast, then
// more lines if that finds nothing, then random cells too (30% to 60%).
// Empty when none was found.
Grid nearby_solution(const ShapePtr& shape, const Grid& full, Rng& rng) {
  const int n = shape->size();
  for (int attempt = 0; attempt < 24; ++attempt) {
    Grid g = full;
    const auto blank = [&](bool row, int line) {
      for (int i = 0; i < n; ++i) g[row ? line * n + i : i * n + line] = 0;
    };
    const bool rows = rng.percent(50);
    const int band = rows ? shape->box_rows() : shape->box_cols();  // 0 on a prime size: no bands
    const int a = rng.below(n);
    blank(rows, a);
    blank(rows, band && rng.percent(50) ? (a / band) * band + (a % band + 1 + rng.below(band - 1)) % band
                                : (a + 1 + rng.below(n - 1)) % n);
    for (int more = attempt / 5; more > 0; --more) blank(rng.percent(50), rng.below(n));
    if (attempt >= 20)  // strongly constrained shapes (jigsaw+x, x+windoku): random cells too
      for (int c = 0; c < n * n; ++c)
        if (rng.percent(10 * (attempt - 17))) g[c] = 0;
    Grid other;
    SearchOptions o;
    o.limit = 2;
    o.max_nodes = kGeneratorNodes;
    o.on_solution = [&](const Grid& solution) {
      if (solution != full) other = solution;
      return true;
    };
    run_algorithm(fast(), Puzzle{shape, g}, o);
    if (!other.empty()) return other;
  }
  return {};
}

// Puts givens of `removed` back into `g` in random order while fast still
// counts two solutions or more. Returns how many went back.
int put_back(const ShapePtr& shape, Grid& g, const Grid& full, std::vector<int> removed, Rng& rng) {
  rng.shuffle(removed);
  int back = 0;
  for (int c : removed) {
    g[c] = full[c];
    if (count_solutions(shape, g, 2) >= 2)
      ++back;
    else
      g[c] = 0;
  }
  return back;
}

// Makes a unique puzzle (a subset of `full`) have several solutions while
// keeping about its density, one of two ways: the givens where `full` and a
// nearby solution differ are removed, so both stay solutions; or one of the
// `keys` of reduce_to_unique is removed. Failing both (rare), givens are
// removed until fast counts two. When that took more than a few givens, as
// many are put back as can be (sparse puzzles with several solutions can take
// the slow algorithms millions of nodes). Then sometimes a few more go.
bool reduce_to_several(const ShapePtr& shape, Grid& g, const Grid& full, const std::vector<int>& keys, Rng& rng,
                       std::string& how) {
  const int n = shape->size(), cells = shape->cell_count();
  std::vector<int> given;
  for (int c : shuffled_cells(cells, rng))
    if (g[c]) given.push_back(c);
  Grid other;
  if (keys.empty() || rng.percent(50)) other = nearby_solution(shape, full, rng);
  std::vector<int> removed;
  if (!other.empty()) {
    int differ = 0;
    for (int c = 0; c < cells; ++c) {
      if (other[c] == full[c]) continue;
      ++differ;
      if (g[c]) removed.push_back(c);
      g[c] = 0;
    }
    how = "the givens of the " + std::to_string(differ) + " cells where two solutions differ (" +
          std::to_string(removed.size()) + ") removed from a unique puzzle";
  } else if (!keys.empty()) {
    const int c = keys[rng.below(static_cast<int>(keys.size()))];
    g[c] = 0;
    how = "the given at " + shape->cell_name(c) +
          ", whose removal gave a second solution, removed from a unique puzzle";
  } else {
    // Strongly constrained shapes may stay unique down to very few givens.
    size_t i = 0;
    for (; i < given.size(); ++i) {
      const Value v = g[given[i]];
      g[given[i]] = 0;
      const int count = count_solutions(shape, g, 2);
      if (count >= 2) break;
      if (count < 0)
        g[given[i]] = v;
      else
        removed.push_back(given[i]);
    }
    if (i == given.size()) return false;
    how = "givens removed from a unique puzzle until it had several solutions (" +
          std::to_string(removed.size() + 1) + ")";
  }
  if (static_cast<int>(removed.size()) > n / 2)
    how += ", " + std::to_string(put_back(shape, g, full, removed, rng)) + " of them put back";
  const int extra = rng.percent(30) ? 1 + rng.below(3) : 0;
  for (size_t i = 0, k = 0; k < static_cast<size_t>(extra) && i < given.size(); ++i)
    if (g[given[i]]) {
      g[given[i]] = 0;
      ++k;
    }
  how += ", then " + std::to_string(extra) + " more";
  return count_solutions(shape, g, 2) == 2;
}

// A unique puzzle made to have no solution: a given changed (checked by
// fast), or else a given added that the unique solution contradicts.
Grid make_unsolvable(const ShapePtr& shape, const Grid& unique, const Grid& full, Rng& rng, std::string& how) {
  const Shape& s = *shape;
  const int cells = s.cell_count();
  if (rng.percent(50)) {
    for (int attempt = 0; attempt < 10; ++attempt) {
      const int c = rng.below(cells);
      if (!unique[c]) continue;
      Grid g = unique;
      g[c] = 0;
      const CandidateMask m = allowed_values(s, g, c) & ~bit_of(full[c]);
      if (!m) continue;
      g[c] = random_value(m, rng);
      if (count_solutions(shape, g, 1) != 0) continue;
      how = "given at " + s.cell_name(c) + " changed from " + symbol_of(full[c]) + " to " + symbol_of(g[c]);
      return g;
    }
  }
  for (int c : shuffled_cells(cells, rng)) {
    if (unique[c]) continue;
    const CandidateMask m = allowed_values(s, unique, c) & ~bit_of(full[c]);
    if (!m) continue;
    Grid g = unique;
    g[c] = random_value(m, rng);
    how = std::string("given ") + symbol_of(g[c]) + " added at " + s.cell_name(c) + " where the unique solution has " +
          symbol_of(full[c]);
    return g;
  }
  return {};
}

// Random givens with no two equal in a house (no solution needed).
Grid random_conflict_free(const Shape& s, Rng& rng) {
  Grid g(s.cell_count(), 0);
  const int tries = rng.below(s.cell_count() / 2 + 1);
  for (int i = 0; i < tries; ++i) {
    const int c = rng.below(s.cell_count());
    const CandidateMask m = allowed_values(s, g, c);
    if (!g[c] && m) g[c] = random_value(m, rng);
  }
  return g;
}

void make_invalid(RandomPuzzle& p, VariantChoice v, Rng& rng) {
  const int n = p.size;
  int what = rng.below(100);
  if (what >= 80 && what < 90 && n == 25) what = 0;  // every symbol fits 25x25: no value is too large
  if (what >= 90 && n == 9) what = 0;                // windoku fits 9x9
  if (what >= 45 && what < 80) v.jigsaw = true;      // a bad region map needs a jigsaw
  if (v.jigsaw) v.box_rows = v.box_cols = 0;         // whose regions are its boxes
  if (what >= 90) v = VariantChoice{false, rng.percent(50), true};
  if (!Shape::box_rows_for(n)) v.jigsaw = true;      // a prime size has no boxes

  VariantSpec spec;
  spec.diagonals = v.diagonals;
  spec.windows = v.windows && n == 9;  // windoku off 9x9 is what read_puzzle must refuse
  spec.box_rows = v.box_rows;
  spec.box_cols = v.box_cols;
  std::vector<int> regions;  // numbered as the library numbers them (see regions_text)
  if (v.jigsaw) {
    regions = spec.regions = by_first_appearance(random_region_map(n, rng));
    p.regions_made = "random";
  }
  const ShapePtr shape = Shape::create(n, spec).value();
  const Shape& s = *shape;
  Grid g = random_conflict_free(s, rng);
  p.variant = v.label();
  p.diagonals = spec.diagonals;
  p.windows = spec.windows;
  p.box_rows = spec.box_rows;
  p.box_cols = spec.box_cols;
  p.options.names = v.names();
  std::string symbols;
  if (v.jigsaw) p.options.regions = regions_text(regions, n, rng, symbols);

  if (what < 45) {
    // Two equal givens in one house: a kind of house first, then one of its houses.
    std::vector<HouseKind> kinds;
    for (const House& h : s.houses())
      if (std::find(kinds.begin(), kinds.end(), h.kind) == kinds.end()) kinds.push_back(h.kind);
    const HouseKind kind = kinds[rng.below(static_cast<int>(kinds.size()))];
    std::vector<int> of_kind;
    for (int h = 0; h < static_cast<int>(s.houses().size()); ++h)
      if (s.houses()[h].kind == kind) of_kind.push_back(h);
    const int h = of_kind[rng.below(static_cast<int>(of_kind.size()))];
    const std::vector<int>& cells = s.houses()[h].cells;
    const int i = rng.below(n);
    const int j = (i + 1 + rng.below(n - 1)) % n;
    const int a = std::min(cells[i], cells[j]), b = std::max(cells[i], cells[j]);
    const Value value = g[a] ? g[a] : g[b] ? g[b] : static_cast<Value>(1 + rng.below(n));
    g[a] = g[b] = value;
    p.error = ErrorCode::kConflict;
    p.error_cells = {a, b};
    // The pair is named once, with every house the two cells share, in house order.
    std::string shared;
    for (int k = 0; k < static_cast<int>(s.houses().size()); ++k) {
      const std::vector<int>& members = s.houses()[k].cells;
      if (std::count(members.begin(), members.end(), a) && std::count(members.begin(), members.end(), b))
        shared += (shared.empty() ? "" : ", ") + s.house_name(k);
    }
    p.error_fragment = std::string(1, symbol_of(value)) + " at " + s.cell_name(a) + " and " + s.cell_name(b) + " (" + shared + ")";
    p.how = "equal givens in " + s.house_name(h);
  } else if (what < 80) {
    std::string& map = p.options.regions;
    // Positions of the map's symbols in its text (it may hold line breaks).
    std::vector<size_t> at;
    for (size_t k = 0; k < map.size(); ++k)
      if (map[k] != '\n') at.push_back(k);
    const int cell = rng.below(n * n);
    // Symbols are case-insensitive, so an uppercase one fits a lowercase map.
    const auto symbol_for = [&](int id) { return symbols[id]; };  // id N is a symbol no region uses
    p.error = ErrorCode::kBadRegions;
    switch (rng.below(5)) {
      case 0: {  // one cell moved to another region: sizes N+1 and N-1
        const int to = (regions[cell] + 1 + rng.below(n - 1)) % n;
        map[at[cell]] = symbol_for(to);
        p.error_fragment = "every region must have exactly " + std::to_string(n) + " cells";
        p.how = "region map with " + s.cell_name(cell) + " moved to another region";
        break;
      }
      case 1: {  // two regions merged: N-1 regions
        const int from = regions[cell], to = (from + 1 + rng.below(n - 1)) % n;
        for (int c = 0; c < n * n; ++c)
          if (regions[c] == from) map[at[c]] = symbol_for(to);
        p.error_fragment = "has " + std::to_string(n - 1) + " regions but";
        p.how = "region map with two regions merged";
        break;
      }
      case 2:  // a symbol used nowhere else: N+1 regions
        map[at[cell]] = symbol_for(n);
        p.error_fragment = "has " + std::to_string(n + 1) + " regions but";
        p.how = "region map with an extra region at " + s.cell_name(cell);
        break;
      case 3:  // one symbol too few or too many
        if (rng.percent(50)) {
          map.erase(at[cell], 1);
          p.error_fragment = "has " + std::to_string(n * n - 1) + " cells but";
        } else {
          map.insert(at[cell], 1, map[at[cell]]);
          p.error_fragment = "has " + std::to_string(n * n + 1) + " cells but";
        }
        p.how = "region map of the wrong length";
        break;
      default: {  // a symbol that is neither digit nor letter
        const std::string bad = "*#?@!.";
        map[at[cell]] = bad[rng.below(static_cast<int>(bad.size()))];
        p.error_fragment = "region symbols are digits and letters";
        p.how = "region map with a bad symbol";
        break;
      }
    }
  } else if (what < 90) {
    const int cell = rng.below(n * n);
    g[cell] = static_cast<Value>(n + 1 + rng.below(25 - n));
    p.error = ErrorCode::kValueTooLarge;
    p.error_cells = {cell};
    p.error_fragment = "value too large for a " + std::to_string(n) + "x" + std::to_string(n) + " grid";
    p.how = std::string("value ") + symbol_of(g[cell]) + " at " + s.cell_name(cell);
  } else {
    p.error = ErrorCode::kBadVariant;
    p.error_fragment = "windoku needs a 9x9 grid";
    p.how = "windoku on " + std::to_string(n) + "x" + std::to_string(n);
  }
  p.text = grid_text(g, s, rng);
}

}  // namespace

std::uint64_t Rng::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

int Rng::below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }

const char* kind_name(PuzzleKind kind) {
  switch (kind) {
    case PuzzleKind::kUnique: return "unique";
    case PuzzleKind::kSeveral: return "several";
    case PuzzleKind::kNone: return "none";
    case PuzzleKind::kInvalid: return "invalid";
  }
  return "?";
}

std::vector<int> random_region_map(int n, Rng& rng) {
  // Start from the regular boxes; each step moves a cell `a` into a
  // neighbouring region B and a cell of B that touches a's old region A into
  // A, and is undone unless both regions stay connected. Sizes never change.
  const int cells = n * n;
  std::vector<int> map = box_map(n);
  const auto touches = [&](int cell, int region) {
    const int r = cell / n, col = cell % n;
    return (r > 0 && map[cell - n] == region) || (r < n - 1 && map[cell + n] == region) ||
           (col > 0 && map[cell - 1] == region) || (col < n - 1 && map[cell + 1] == region);
  };
  std::vector<int> candidates, stack;
  for (int step = 0; step < 3 * cells; ++step) {
    const int a = rng.below(cells), r = a / n, col = a % n;
    const int d = rng.below(4);
    const int b = d == 0 ? (r > 0 ? a - n : -1)
                : d == 1 ? (r < n - 1 ? a + n : -1)
                : d == 2 ? (col > 0 ? a - 1 : -1)
                         : (col < n - 1 ? a + 1 : -1);
    if (b < 0 || map[b] == map[a]) continue;
    const int A = map[a], B = map[b];
    map[a] = B;
    candidates.clear();
    for (int c = 0; c < cells; ++c)
      if (map[c] == B && c != a && touches(c, A)) candidates.push_back(c);
    if (candidates.empty()) {
      map[a] = A;
      continue;
    }
    const int x = candidates[rng.below(static_cast<int>(candidates.size()))];
    map[x] = A;
    if (!region_connected(n, map, A, x, stack) || !region_connected(n, map, B, a, stack)) {
      map[x] = B;
      map[a] = A;
    }
  }
  return map;
}

bool regions_connected(int n, const std::vector<int>& regions) {
  const int cells = n * n;
  std::vector<char> seen(cells, 0);
  std::vector<int> stack;
  std::vector<char> region_done(cells, 0);
  for (int start = 0; start < cells; ++start) {
    const int id = regions[start];
    if (region_done[id]) {
      if (!seen[start]) return false;  // a second piece of a region already walked
      continue;
    }
    region_done[id] = 1;
    seen[start] = 1;
    stack.assign(1, start);
    while (!stack.empty()) {
      const int c = stack.back();
      stack.pop_back();
      const int r = c / n, col = c % n;
      for (int next : {r > 0 ? c - n : -1, r < n - 1 ? c + n : -1, col > 0 ? c - 1 : -1, col < n - 1 ? c + 1 : -1})
        if (next >= 0 && !seen[next] && regions[next] == id) {
          seen[next] = 1;
          stack.push_back(next);
        }
    }
  }
  return true;
}

Grid random_full_grid(const ShapePtr& shape, Rng& rng) {
  const Shape& s = *shape;
  const int n = s.size(), cells = s.cell_count();
  for (int attempt = 0; attempt < 4; ++attempt) {
    // A few random givens, then fast's first solution of them.
    Grid g(cells, 0);
    const int seeds = n / 2 + rng.below(n + 1);
    for (int i = 0; i < seeds; ++i) {
      const int c = rng.below(cells);
      const CandidateMask m = allowed_values(s, g, c);
      if (!g[c] && m) g[c] = random_value(m, rng);
    }
    SearchOptions o;
    o.max_nodes = 5000;
    SolveResult r = run_algorithm(fast(), Puzzle{shape, g}, o);
    if (r.status != Status::kSolved) continue;
    // Relabel the values at random: a valid grid stays valid in every variant.
    std::vector<Value> relabel(n + 1, 0);
    std::iota(relabel.begin() + 1, relabel.end(), Value{1});
    std::vector<Value> values(relabel.begin() + 1, relabel.end());
    rng.shuffle(values);
    std::copy(values.begin(), values.end(), relabel.begin() + 1);
    for (Value& v : r.first_solution) v = relabel[v];
    return r.first_solution;
  }
  return {};
}

PuzzleKind random_kind(std::uint64_t seed, std::uint64_t index) {
  Rng rng(stream_seed(seed, index));
  return draw_kind(rng);
}

RandomPuzzle random_puzzle(std::uint64_t seed, std::uint64_t index) {
  Rng rng(stream_seed(seed, index));
  RandomPuzzle p;
  p.kind = draw_kind(rng);
  const SizePlan& plan = draw_size(rng);
  const int n = p.size = plan.size, cells = n * n;
  const VariantChoice v = draw_variant(n, rng);
  if (p.kind == PuzzleKind::kInvalid) {
    make_invalid(p, v, rng);
    return p;
  }
  p.variant = v.label();
  p.diagonals = v.diagonals;
  p.windows = v.windows;
  p.box_rows = v.box_rows;
  p.box_cols = v.box_cols;
  p.options.names = v.names();
  for (int attempt = 0; attempt < 20; ++attempt) {
    VariantSpec spec;
    spec.diagonals = v.diagonals;
    spec.windows = v.windows;
    spec.box_rows = v.box_rows;
    spec.box_cols = v.box_cols;
    Grid full;
    // A random map (a few on small grids). Some have no solution at all, and
    // on others fast may need long to find one; then the other way below. On
    // grids above 9x9 random maps almost always end that way.
    const int random_maps = v.jigsaw && n <= 9 && rng.percent(60) ? (n <= 6 ? 4 : 1) : 0;
    for (int k = 0; k < random_maps && full.empty(); ++k) {
      spec.regions = random_region_map(n, rng);
      full = random_full_grid(Shape::create(n, spec).value(), rng);
      p.regions_made = "random";
    }
    if (full.empty()) {
      // A grid with regular boxes (a prime size: strips), then a jigsaw map made to fit it.
      spec.regions.clear();
      if (!Shape::box_rows_for(n)) spec.regions = box_map(n);
      full = random_full_grid(Shape::create(n, spec).value(), rng);
      if (full.empty()) continue;
      if (v.jigsaw) {
        spec.regions = jigsaw_map_for_grid(full, n, rng);
        p.regions_made = "fitted to a grid";
      }
    }
    const ShapePtr shape = Shape::create(n, spec).value();

    const int percent = plan.min_percent + rng.below(plan.max_percent - plan.min_percent + 1);
    std::vector<int> keys;
    Grid g = reduce_to_unique(shape, full, cells * percent / 100, rng, keys);
    p.solution = full;
    p.how = "givens removed from a full grid while the solution stayed unique";
    if (p.kind == PuzzleKind::kSeveral && !reduce_to_several(shape, g, full, keys, rng, p.how)) continue;
    if (p.kind == PuzzleKind::kNone) {
      g = make_unsolvable(shape, g, full, rng, p.how);
      if (g.empty()) continue;
      p.solution.clear();
    }
    p.givens = g;
    if (v.jigsaw) {
      std::string symbols;
      p.options.regions = regions_text(spec.regions, n, rng, symbols);
      p.regions = by_first_appearance(spec.regions);
    }
    p.text = grid_text(g, *shape, rng);
    return p;
  }
  throw std::runtime_error("no random " + std::string(kind_name(p.kind)) + " puzzle for " + std::to_string(n) + "x" +
                           std::to_string(n) + " " + p.variant + " after 20 attempts");
}

}  // namespace sudoku::test
