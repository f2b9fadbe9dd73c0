#include "core/puzzle.hpp"

#include <algorithm>
#include <optional>
#include <string>
#include <utility>

#include "core/layout_format.hpp"
#include "core/shape_cache.hpp"

namespace sudoku {

namespace {

constexpr int kMaxListedPairs = 40;

std::vector<std::string> split_names(const std::string& names) {
  std::vector<std::string> out;
  std::string current;
  for (char ch : names + ",") {
    if (ch == ',' || ch == '+' || ch == ' ') {
      if (!current.empty()) out.push_back(current);
      current.clear();
    } else {
      current += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    }
  }
  return out;
}

// A box shape named as rows x columns ("3x2"), each 1 to 99; else nothing.
std::optional<std::pair<int, int>> box_shape_name(const std::string& name) {
  const size_t x = name.find('x');
  const auto number = [](const std::string& digits) {
    if (digits.empty() || digits.size() > 2) return 0;
    for (char ch : digits)
      if (ch < '0' || ch > '9') return 0;
    return std::stoi(digits);
  };
  if (x == std::string::npos) return std::nullopt;
  const int rows = number(name.substr(0, x)), cols = number(name.substr(x + 1));
  if (!rows || !cols) return std::nullopt;
  return std::make_pair(rows, cols);
}

// Each value that two or more cells of house `h` hold, ascending.
void add_house_conflicts(const Shape& s, int h, const std::vector<Value>& givens, std::vector<Conflict>& out) {
  std::vector<std::vector<int>> cells_of(s.size() + 1);
  for (int c : s.houses()[h].cells) cells_of[givens[c]].push_back(c);  // house cells ascend, so these do
  for (int v = 1; v <= s.size(); ++v)
    if (cells_of[v].size() > 1) out.push_back(Conflict{v, h, s.house_name(h), cells_of[v]});
}

}  // namespace

std::optional<std::pair<int, int>> box_shape_in(const std::string& names) {
  for (const std::string& name : split_names(names))
    if (std::optional<std::pair<int, int>> boxes = box_shape_name(name)) return boxes;
  return std::nullopt;
}

bool take_drawn_boxes(const ParsedGrid& grid, VariantSpec& spec) {
  if (!grid.drawn_box_rows || grid.drawn_box_rows == Shape::box_rows_for(grid.size)) return false;
  spec.box_rows = grid.drawn_box_rows;
  spec.box_cols = grid.drawn_box_cols;
  return true;
}

Result<VariantSpec> make_variant(const VariantOptions& options, int size) {
  VariantSpec spec;
  if (options.names.empty() && options.regions.empty()) return spec;  // the commonest call: nothing to split or read
  bool jigsaw = false;
  for (const std::string& name : split_names(options.names)) {
    if (name == "standard" || name == "classic") continue;
    if (name == "x" || name == "diagonal") spec.diagonals = true;
    else if (name == "windoku") spec.windows = true;
    else if (name == "jigsaw") jigsaw = true;
    else if (std::optional<std::pair<int, int>> boxes = box_shape_name(name)) {
      // The size's usual boxes stay unnamed, so one shape has one spec.
      if (boxes->first != Shape::box_rows_for(size) || boxes->second != Shape::box_cols_for(size)) {
        spec.box_rows = boxes->first;
        spec.box_cols = boxes->second;
      }
    } else
      return InputError{ErrorCode::kBadVariant,
                        "unknown variant '" + name +
                            "'; variants are standard, x, windoku, jigsaw, a box shape of rows x columns like 3x2, "
                            "and combinations like jigsaw,x",
                        {}};
  }
  if (!options.regions.empty()) {
    Result<std::vector<int>> regions = parse_region_map(options.regions, size);
    if (!regions) return regions.error();
    spec.regions = std::move(regions.value());
  } else if (jigsaw) {
    return InputError{ErrorCode::kBadRegions, "the jigsaw variant needs a region map", {}};
  }
  return spec;
}

namespace {

// True when some house holds one value twice. One pass over the cells: each
// given is checked against the values already seen in each of its houses
// (houses_of, one mask per house), so the work is the cells plus three or so
// checks per given, not every cell of every house; a valid puzzle (nearly
// every one read) then skips the pairwise listing below.
bool has_conflict(const Shape& s, const std::vector<Value>& givens) {
  CandidateMask seen[kMaxHouses];  // a shape has at most kMaxHouses houses (Shape::check)
  std::fill_n(seen, s.houses().size(), CandidateMask{0});
  const Value* value = givens.data();
  for (int c = 0; c < s.cell_count(); ++c) {
    if (value[c] == 0) continue;
    const CandidateMask bit = bit_of(value[c]);
    for (int h : s.houses_of(c)) {
      if (seen[h] & bit) return true;
      seen[h] |= bit;
    }
  }
  return false;
}

}  // namespace

std::optional<InputError> find_conflicts(const Shape& s, const std::vector<Value>& givens) {
  if (!has_conflict(s, givens)) return std::nullopt;
  // Every pair of equal givens once, with every house the two share ("row 1, box 1").
  struct Pair {
    int a, b;
    Value value;
    std::string houses;
  };
  std::vector<Pair> pairs;
  for (int h = 0; h < static_cast<int>(s.houses().size()); ++h) {
    const std::vector<int>& house = s.houses()[h].cells;
    for (size_t i = 0; i < house.size(); ++i) {
      const Value v = givens[house[i]];
      if (v == 0) continue;
      for (size_t j = i + 1; j < house.size(); ++j) {
        if (givens[house[j]] != v) continue;
        const int a = std::min(house[i], house[j]), b = std::max(house[i], house[j]);
        auto same = std::find_if(pairs.begin(), pairs.end(), [&](const Pair& p) { return p.a == a && p.b == b; });
        if (same != pairs.end()) same->houses += ", " + s.house_name(h);
        else pairs.push_back(Pair{a, b, v, s.house_name(h)});
      }
    }
  }
  if (pairs.empty()) return std::nullopt;
  std::string listed;
  std::vector<int> cells;
  for (size_t k = 0; k < pairs.size(); ++k) {
    const Pair& p = pairs[k];
    if (k < static_cast<size_t>(kMaxListedPairs))
      listed += (k ? "; " : "") + std::string(1, symbol_of(p.value)) + " at " + s.cell_name(p.a) + " and " + s.cell_name(p.b) +
                " (" + p.houses + ")";
    cells.push_back(p.a);
    cells.push_back(p.b);
  }
  std::sort(cells.begin(), cells.end());
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  const int pair_count = static_cast<int>(pairs.size());
  std::string message = std::string(pair_count == 1 ? "conflicting givens: " : "conflicting givens (") +
                        (pair_count == 1 ? "" : std::to_string(pair_count) + " pairs): ") + listed;
  if (pair_count > kMaxListedPairs) message += " and " + std::to_string(pair_count - kMaxListedPairs) + " more";
  // Grouped per house and value only now: valid puzzles (most of a batch) skip this.
  std::vector<Conflict> conflicts;
  for (int h = 0; h < static_cast<int>(s.houses().size()); ++h) add_house_conflicts(s, h, givens, conflicts);
  return InputError{ErrorCode::kConflict, message, cells, std::move(conflicts)};
}

namespace {

// The shared shape of `size` and `variant` with `givens`, checked for
// conflicts; the givens are moved in, not copied.
Result<Puzzle> checked_puzzle(int size, const VariantSpec& variant, Grid givens) {
  Result<ShapePtr> shape = shared_shape(size, variant);
  if (!shape) return shape.error();
  if (std::optional<InputError> conflict = find_conflicts(*shape.value(), givens)) return *conflict;
  return Puzzle{std::move(shape.value()), std::move(givens)};
}

}  // namespace

Result<Puzzle> make_puzzle(const ParsedGrid& grid, const VariantSpec& variant) {
  return checked_puzzle(grid.size, variant, grid.cells);
}

Result<Puzzle> read_layout_puzzle(std::string_view text, const ShapePtr& shape) {
  Result<std::vector<Value>> givens = parse_layout_grid(text, *shape);
  if (!givens) return givens.error();
  if (std::optional<InputError> conflict = find_conflicts(*shape, givens.value())) return *conflict;
  return Puzzle{shape, std::move(givens.value())};
}

Result<ShapePtr> layout_shape(const VariantOptions& options) {
  if (!options.names.empty() || !options.regions.empty())
    return InputError{ErrorCode::kBadVariant,
                      "the " + options.layout + " layout has its own houses; it takes no variant or region map", {}};
  return shared_layout(options.layout);
}

Result<Puzzle> read_puzzle(std::string_view text, const VariantOptions& options) {
  if (!options.layout.empty() && options.layout != "standard") {
    Result<ShapePtr> shape = layout_shape(options);
    if (!shape) return shape.error();
    return read_layout_puzzle(text, shape.value());
  }
  Result<ParsedGrid> grid = parse_grid(text);
  if (!grid) return grid.error();
  Result<VariantSpec> variant = make_variant(options, grid->size);
  if (!variant) return variant.error();
  // Boxes drawn other than the size's usual ones (a 6x6 printed with 3x2
  // boxes) are the puzzle's, unless the variant names its own or regions.
  VariantSpec& spec = variant.value();
  if (!box_shape_in(options.names) && spec.regions.empty()) take_drawn_boxes(grid.value(), spec);
  return checked_puzzle(grid->size, spec, std::move(grid->cells));
}

Result<Puzzle> puzzle_from_cells(const Grid& cells, const VariantOptions& options) {
  if (!options.layout.empty() && options.layout != "standard") {
    Result<ShapePtr> shape = layout_shape(options);
    if (!shape) return shape.error();
    return layout_puzzle_from_cells(cells, shape.value());
  }
  Result<ParsedGrid> grid = grid_from_cells(cells);
  if (!grid) return grid.error();
  Result<VariantSpec> variant = make_variant(options, grid->size);
  if (!variant) return variant.error();
  return checked_puzzle(grid->size, variant.value(), std::move(grid->cells));
}

Result<Puzzle> layout_puzzle_from_cells(const Grid& cells, const ShapePtr& shape) {
  Result<std::vector<Value>> givens = layout_grid_from_cells(cells, *shape);
  if (!givens) return givens.error();
  if (std::optional<InputError> conflict = find_conflicts(*shape, givens.value())) return *conflict;
  return Puzzle{shape, std::move(givens.value())};
}

bool is_valid_solution(const Puzzle& puzzle, const Grid& solution) {
  const Shape& s = *puzzle.shape;
  if (static_cast<int>(solution.size()) != s.cell_count()) return false;
  for (int c = 0; c < s.cell_count(); ++c) {
    if (solution[c] < 1 || solution[c] > s.size()) return false;
    if (puzzle.givens[c] && puzzle.givens[c] != solution[c]) return false;
  }
  for (const House& h : s.houses()) {  // values 1..N all different: a house of N cells holds each
    CandidateMask seen = 0;
    for (int c : h.cells) {
      if (seen & bit_of(solution[c])) return false;
      seen |= bit_of(solution[c]);
    }
  }
  std::vector<CandidateMask> masks;
  for (const Constraint& k : puzzle.constraints) {  // narrow() is an exact check on solved cells
    masks.clear();
    for (int c : k.cells) masks.push_back(bit_of(solution[c]));
    if (!narrow(k, masks.data(), s.size())) return false;
  }
  return true;
}

std::optional<InputError> check_constraints(const Puzzle& puzzle) {
  const Shape& s = *puzzle.shape;
  std::vector<CandidateMask> masks;
  for (const Constraint& k : puzzle.constraints) {
    if (std::optional<std::string> why = check_constraint(s, k)) return InputError{ErrorCode::kBadConstraint, *why, k.cells};
    masks.clear();
    for (int c : k.cells) masks.push_back(puzzle.givens[c] ? bit_of(puzzle.givens[c]) : all_values(s.size()));
    if (!narrow(k, masks.data(), s.size()))
      return InputError{ErrorCode::kBadConstraint,
                        "the givens break " + constraint_cells_text(s, k) +
                            (k.number && !info_of(k.kind).number.empty()
                                 ? " (" + std::string(info_of(k.kind).number) + " " + std::to_string(k.number) + ")"
                                 : std::string()),
                        k.cells};
  }
  return std::nullopt;
}

}  // namespace sudoku
