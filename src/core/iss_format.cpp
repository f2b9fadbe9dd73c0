// Reading and writing ISS puzzle strings; see iss_format.hpp.
#include "core/iss_format.hpp"

#include <cctype>
#include <algorithm>
#include <map>
#include <set>
#include <tuple>
#include <optional>
#include <vector>

#include "core/shape_cache.hpp"
#include "core/text_format.hpp"

namespace sudoku {

namespace {

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return text;
}

std::vector<std::string_view> split(std::string_view text, char by) {
  std::vector<std::string_view> parts;
  for (size_t start = 0;;) {
    const size_t end = text.find(by, start);
    parts.push_back(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start));
    if (end == std::string_view::npos) return parts;
    start = end + 1;
  }
}

// A whole number of decimal digits, or -1.
int number_in(std::string_view text) {
  if (text.empty() || text.size() > 6) return -1;
  int n = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return -1;
    n = n * 10 + (ch - '0');
  }
  return n;
}

// ISS writes rows and columns in base 17: 1-9, then a-g (10-16).
int base17_in(std::string_view text) {
  if (text.empty() || text.size() > 2) return -1;
  int n = 0;
  for (char ch : text) {
    const int c = std::tolower(static_cast<unsigned char>(ch));
    const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'g' ? c - 'a' + 10 : -1;
    if (d < 0) return -1;
    n = n * 17 + d;
  }
  return n;
}

std::string base17_of(int n) {
  const char* digits = "0123456789abcdefg";
  return n < 17 ? std::string(1, digits[n]) : std::string(1, digits[n / 17]) + digits[n % 17];
}

InputError bad(std::string message) { return InputError{ErrorCode::kBadConstraint, std::move(message), {}}; }

std::string quoted_part(std::string_view part) {
  constexpr size_t kShown = 40;
  return "the ISS part '" + std::string(part.substr(0, kShown)) + (part.size() > kShown ? "..." : "") + "'";
}

// What the parts say, before the shape is built.
struct IssParts {
  int size = 9;
  int diagonals = 0;  // bit 0: "1" (the anti-diagonal, bottom left to top right), bit 1: "-1" (the main one)
  bool windows = false;
  std::string_view jigsaw;  // Jigsaw~MAP: a region symbol per cell, in reading order
  bool strict_kropki = false, strict_xv = false;  // every dot (every X and V) is given
  bool no_boxes = false;    // NoBoxes: the regions replace the boxes
  std::vector<std::pair<std::string_view, std::string_view>> givens;  // cell text, value text ("5", "2_4_6_8")
  struct Rule {
    ConstraintKind kind;
    int number;
    std::vector<std::string_view> cells;  // a little killer: its clue's key cell only
    bool pairs = false;  // a pair kind over a list: one constraint per side by side pair (pairs_of_list)
  };
  std::vector<Rule> rules;
  std::vector<ConstraintKind> global;  // anti-knight, anti-king, non-consecutive
};

constexpr std::string_view kRead =
    "givens and pencilmarks, Shape (square), Diagonal, Windoku, Cage, Sum, LittleKiller, Sandwich, Arrow, Thermo, Whisper, "
    "Renban, Palindrome, WhiteDot, BlackDot, X, V, StrictKropki, StrictXV, GreaterThan, AntiKnight, AntiKing, "
    "AntiConsecutive, Jigsaw and NoBoxes";

// ISS types whose arguments are cells only, and the kind each is; the pairs
// (dots, X, V, greater-than) take two cells or more (pairs_of_list).
struct CellsType {
  std::string_view type;
  ConstraintKind kind;
  int number;
  bool pairs;
};
constexpr CellsType kCellsTypes[] = {
    {"Thermo", ConstraintKind::thermo, 0, false},       {"Arrow", ConstraintKind::arrow, 0, false},
    {"Renban", ConstraintKind::renban, 0, false},       {"Palindrome", ConstraintKind::palindrome, 0, false},
    {"WhiteDot", ConstraintKind::white_dot, 0, true},   {"BlackDot", ConstraintKind::black_dot, 0, true},
    {"X", ConstraintKind::xv, 10, true},                {"V", ConstraintKind::xv, 5, true},
    {"GreaterThan", ConstraintKind::greater_than, 0, true},
};

bool looks_like_cell(std::string_view arg) {
  return arg.size() >= 4 && (arg[0] == 'R' || arg[0] == 'r') && arg.find_first_of("Cc", 2) != std::string_view::npos;
}

Result<IssParts> read_parts(std::string_view text) {
  IssParts p;
  const std::vector<std::string_view> parts = split(text, '.');
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::string_view part = parts[i];
    if (part.empty()) continue;  // ".." ends an argument list in ISS's own strings
    const std::vector<std::string_view> args = split(part, '~');
    const std::string_view type = args[0];
    const std::vector<std::string_view> rest(args.begin() + 1, args.end());
    const CellsType* cells_type = nullptr;
    for (const CellsType& t : kCellsTypes)
      if (t.type == type) cells_type = &t;
    if (type.empty()) {
      for (std::string_view a : rest) {
        const size_t bar = a.find('_');
        if (bar == std::string_view::npos) return bad(quoted_part(part) + ": a given is written R1C1_5, got '" + std::string(a) + "'");
        p.givens.emplace_back(a.substr(0, bar), a.substr(bar + 1));
      }
    } else if (type == "Sandwich") {
      const int sum = rest.size() == 2 ? number_in(rest[0]) : -1;
      if (sum < 0) return bad(quoted_part(part) + ": a sandwich is Sandwich~SUM~R3 (a row) or Sandwich~SUM~C3 (a column)");
      p.rules.push_back({ConstraintKind::sandwich, sum, {rest[1]}});
    } else if (type == "Cage" || type == "Sum" || type == "LittleKiller") {
      const bool little = type == "LittleKiller";
      if (rest.size() < 2 || (little && rest.size() != 2))
        return bad(quoted_part(part) + (little ? ": a little killer is LittleKiller~SUM~CELL, the diagonal's first cell"
                                               : ": a " + std::string(type) + " is " + std::string(type) + "~SUM~CELL~CELL..."));
      const int sum = rest[0].empty() && type == "Cage" ? 0 : number_in(rest[0]);
      if (sum < 0) return bad(quoted_part(part) + ": a sum is a whole number, got '" + std::string(rest[0]) + "'");
      const ConstraintKind kind = type == "Cage" ? ConstraintKind::cage : little ? ConstraintKind::little_killer : ConstraintKind::sum;
      p.rules.push_back({kind, sum, std::vector<std::string_view>(rest.begin() + 1, rest.end())});
    } else if (type == "Whisper") {
      const bool given = !rest.empty() && !looks_like_cell(rest[0]);  // German whispers leave out the 5
      const int difference = given ? number_in(rest[0]) : 5;
      if (difference < 0) return bad(quoted_part(part) + ": a whisper's difference is a whole number, got '" + std::string(rest[0]) + "'");
      p.rules.push_back({ConstraintKind::whisper, difference, std::vector<std::string_view>(rest.begin() + (given ? 1 : 0), rest.end())});
    } else if (cells_type) {
      if (!cells_type->pairs) {
        p.rules.push_back({cells_type->kind, cells_type->number, rest});
      } else {
        if (rest.size() < 2) return bad(quoted_part(part) + ": a " + std::string(type) + " joins two cells");
        p.rules.push_back({cells_type->kind, cells_type->number, rest, true});
      }
    } else if (type == "AntiKnight" || type == "AntiKing" || type == "AntiConsecutive") {
      p.global.push_back(type == "AntiKnight" ? ConstraintKind::anti_knight
                         : type == "AntiKing" ? ConstraintKind::anti_king
                                              : ConstraintKind::non_consecutive);
    } else if (type == "Shape") {
      const size_t x = args.size() > 1 ? args[1].find('x') : std::string_view::npos;
      const int rows = x == std::string_view::npos ? -1 : number_in(args[1].substr(0, x));
      const int cols = x == std::string_view::npos ? -1 : number_in(args[1].substr(x + 1));
      if (rows < 0 || rows != cols)
        return bad(quoted_part(part) + ": only square grids are read (Shape~6x6), not '" +
                   std::string(args.size() > 1 ? args[1] : "") + "'");
      p.size = rows;
      const std::string range = args.size() > 2 ? std::string(args[2]) : "";
      if (!range.empty() && range != std::to_string(rows) && range != "1-" + std::to_string(rows))
        return bad(quoted_part(part) + ": only the values 1 to " + std::to_string(rows) + " are read, not '" + range + "'");
      if (args.size() > 3 && !args[3].empty())
        return bad(quoted_part(part) + ": the grid type '" + std::string(args[3]) + "' is not read");
    } else if (type == "Diagonal") {
      if (args.size() != 2 || (args[1] != "1" && args[1] != "-1"))
        return bad(quoted_part(part) + ": a diagonal is Diagonal~1 or Diagonal~-1");
      p.diagonals |= args[1] == "1" ? 1 : 2;
    } else if (type == "Windoku") {
      p.windows = true;
    } else if (type == "Jigsaw") {
      if (args.size() != 2 || args[1].empty()) return bad(quoted_part(part) + ": a jigsaw is Jigsaw~ then a region symbol per cell");
      p.jigsaw = args[1];
    } else if (type == "NoBoxes") {
      p.no_boxes = true;
    } else if (type == "StrictKropki") {
      p.strict_kropki = true;
    } else if (type == "StrictXV") {
      p.strict_xv = true;
    } else {
      return bad(quoted_part(part) + " is a " + std::string(type) + ", which is not read yet (read: " + std::string(kRead) + ")");
    }
  }
  return p;
}

// A pair kind's list of cells as ISS reads it: for each cell in the list's
// order, a pair with each side by side neighbour that comes later in the list
// (a greater-than's first cell is the greater: "greater than any later
// adjacent cells", so a fortress cell lists itself, then its neighbours).
std::vector<std::pair<int, int>> pairs_of_list(std::vector<int> cells, int n) {
  std::vector<int> once;  // a cell listed again counts once, as in ISS's set of them
  for (int c : cells)
    if (std::find(once.begin(), once.end(), c) == once.end()) once.push_back(c);
  cells = std::move(once);
  std::vector<std::pair<int, int>> pairs;
  for (size_t i = 0; i < cells.size(); ++i)
    for (size_t j = i + 1; j < cells.size(); ++j) {
      const int a = cells[i], b = cells[j];
      const int dr = a / n - b / n, dc = a % n - b % n;
      if (dr * dr + dc * dc == 1) pairs.emplace_back(a, b);
    }
  return pairs;
}

// ISS's little killer clues: the diagonals of two cells or more, each named
// by its first cell, in ISS's order (a diagonal met twice keeps its first name).
std::vector<std::vector<int>> little_killer_diagonals(int n, std::vector<int>& key_cell) {
  std::vector<std::vector<int>> diagonals;
  std::set<std::vector<int>> seen;
  auto add = [&](int row, int col, int dr, int dc) {
    std::vector<int> cells;
    for (; row >= 0 && col >= 0 && row < n && col < n; row += dr, col += dc) cells.push_back(row * n + col);
    if (cells.size() <= 1) return;
    std::vector<int> sorted = cells;
    std::sort(sorted.begin(), sorted.end());
    if (!seen.insert(sorted).second) return;
    key_cell.push_back(cells[0]);
    diagonals.push_back(std::move(cells));
  };
  for (int row = 0; row < n - 1; ++row) add(row, 0, 1, 1);
  for (int row = 1; row < n - 1; ++row) add(row, n - 1, -1, -1);
  for (int col = 1; col < n; ++col) add(0, col, 1, -1);
  for (int col = 1; col < n - 1; ++col) add(n - 1, col, -1, 1);
  return diagonals;
}

// SudokuWiki's killer form: "3x3::k:" or "3x3:d:k:", then 81 numbers, each sum * 256 + cage.
Result<IssParts> read_sudokuwiki_killer(std::string_view text) {
  const std::vector<std::string_view> parts = split(text, ':');
  const size_t trailing = parts.back().empty() ? 1 : 0;
  const size_t cells = parts.size() >= 3 + trailing ? parts.size() - 3 - trailing : 0;
  if (parts.size() < 3 || parts[2] != "k" || (parts[1] != "" && parts[1] != "d") || cells != 81)
    return bad("a SudokuWiki killer is 3x3::k: (or 3x3:d:k: with both diagonals) then 81 numbers, each sum * 256 + cage, joined by ':'; read " +
               std::to_string(cells) + " numbers");
  IssParts p;
  if (parts[1] == "d") p.diagonals = 3;
  static const std::string kCellNames = [] {
    std::string names;
    for (int c = 0; c < 81; ++c) names += "R" + std::to_string(c / 9 + 1) + "C" + std::to_string(c % 9 + 1);
    return names;
  }();
  std::map<int, size_t> cage_of_id;
  for (size_t c = 0; c < 81; ++c) {
    const int value = number_in(parts[3 + c]);
    if (value < 0) return bad("a SudokuWiki killer's cell " + std::to_string(c + 1) + " is '" + std::string(parts[3 + c]) + "', not a number");
    if (value / 256 == 0) continue;  // in no cage
    auto [at, added] = cage_of_id.emplace(value % 256, p.rules.size());
    if (added) p.rules.push_back({ConstraintKind::cage, value / 256, {}});
    else if (p.rules[at->second].number != value / 256)
      return bad("a SudokuWiki killer's cage " + std::to_string(value % 256) + " has two sums");
    p.rules[at->second].cells.push_back(std::string_view(kCellNames).substr(c * 4, 4));
  }
  return p;
}

// True when `cells` are the little killer diagonal ISS names by their first cell.
bool is_iss_diagonal(const std::vector<int>& cells, int n) {
  std::vector<int> key_cell;
  const std::vector<std::vector<int>> diagonals = little_killer_diagonals(n, key_cell);
  for (size_t i = 0; i < diagonals.size(); ++i)
    if (diagonals[i] == cells) return true;
  return false;
}

}  // namespace

bool is_iss_text(std::string_view text) {
  text = trimmed(text);
  if (text.substr(0, 4) == "3x3:") return text.find(":k:") != std::string_view::npos;
  return !text.empty() && text[0] == '.' && (text.find('~') != std::string_view::npos || text == ".Windoku");
}

Result<Puzzle> read_iss(std::string_view typed) {
  std::string compact;  // ISS's own strings wrap over lines: no token holds a space
  for (char ch : typed)
    if (!std::isspace(static_cast<unsigned char>(ch))) compact += ch;
  const std::string_view text = compact;
  Result<IssParts> read = text.substr(0, 4) == "3x3:" ? read_sudokuwiki_killer(text)
                          : !text.empty() && text[0] == '.'
                              ? read_parts(text)
                              : Result<IssParts>(bad("an ISS puzzle string starts with '.' (\".~R1C1_5.Cage~15~R1C2~R1C3\")"));
  if (!read) return read.error();
  const IssParts& p = read.value();
  // NoBoxes with a Jigsaw: the regions are the boxes (our jigsaw); a Jigsaw
  // beside the boxes: its regions are cages without sums (their cells differ).
  const bool regions_replace_boxes = p.no_boxes && !p.jigsaw.empty();
  if (p.no_boxes && p.jigsaw.empty())
    return InputError{ErrorCode::kBadVariant, "NoBoxes without Jigsaw regions (a Latin square) is not read yet", {}};
  if (!Shape::is_supported_size(p.size) || (!regions_replace_boxes && Shape::box_rows_for(p.size) == 0))
    return InputError{ErrorCode::kBadVariant,
                      "a " + std::to_string(p.size) + "x" + std::to_string(p.size) +
                          " grid with boxes is not one this solver has (sizes 4 to 25 that are not prime; "
                          "other sizes from 4 to 25 as jigsaws: NoBoxes and Jigsaw)",
                      {}};
  VariantSpec spec;
  spec.diagonals = p.diagonals == 3;
  spec.windows = p.windows;
  std::vector<int> jigsaw_regions;
  if (!p.jigsaw.empty()) {
    Result<std::vector<int>> map = parse_region_map(p.jigsaw, p.size);
    if (!map) return map.error();
    jigsaw_regions = std::move(map.value());
    if (regions_replace_boxes) spec.regions = jigsaw_regions;
  }
  Result<ShapePtr> shape = shared_shape(p.size, spec);
  if (!shape) return shape.error();
  const int n = p.size;

  // R<row>C<column>, either letter in either case; a row of base 17 may
  // hold a 'c' (R12 is "Rc"): the first split whose both sides are numbers.
  auto cell_of = [n](std::string_view id) -> int {
    if (id.size() < 4 || (id[0] != 'R' && id[0] != 'r')) return -1;
    for (size_t c = 2; c + 1 < id.size(); ++c) {
      if (id[c] != 'C' && id[c] != 'c') continue;
      const int row = base17_in(id.substr(1, c - 1)), col = base17_in(id.substr(c + 1));
      if (row >= 1 && row <= n && col >= 1 && col <= n) return (row - 1) * n + (col - 1);
    }
    return -1;
  };
  auto no_cell = [n](std::string_view id) {
    return bad("'" + std::string(id) + "' is no cell of a " + std::to_string(n) + "x" + std::to_string(n) +
               " grid (cells are R1C1 to R" + base17_of(n) + "C" + base17_of(n) + ")");
  };

  Puzzle puzzle{shape.value(), Grid(static_cast<size_t>(n) * n, 0)};
  for (const auto& [id, values_text] : p.givens) {
    const int cell = cell_of(id);
    if (cell < 0) return no_cell(id);
    CandidateMask allowed = 0;
    for (std::string_view value_text : split(values_text, '_')) {
      const int value = number_in(value_text);
      if (value < 1 || value > n)
        return bad("the given " + std::string(id) + "_" + std::string(values_text) + " is no value from 1 to " + std::to_string(n));
      allowed |= bit_of(value);
    }
    if (!is_single(allowed)) {  // pencilmarks: the cell holds one of them
      puzzle.constraints.push_back(Constraint{ConstraintKind::values, {cell}, static_cast<int>(allowed)});
      continue;
    }
    const int value = lowest_value(allowed);
    if (puzzle.givens[cell] && puzzle.givens[cell] != value)
      return bad(std::string(id) + " is given twice, as " + std::to_string(puzzle.givens[cell]) + " and " + std::to_string(value));
    puzzle.givens[cell] = static_cast<Value>(value);
  }
  // One diagonal alone: its cells differ, as a cage without a sum.
  for (int bit : {1, 2})
    if (p.diagonals == bit) {
      Constraint diagonal{ConstraintKind::cage, {}, 0};
      for (int r = 0; r < n; ++r) diagonal.cells.push_back(r * n + (bit == 1 ? n - 1 - r : r));
      puzzle.constraints.push_back(std::move(diagonal));
    }
  if (!jigsaw_regions.empty() && !regions_replace_boxes)
    for (int region = 0; region < n; ++region) {
      Constraint cells_differ{ConstraintKind::cage, {}, 0};
      for (int cell = 0; cell < n * n; ++cell)
        if (jigsaw_regions[static_cast<size_t>(cell)] == region) cells_differ.cells.push_back(cell);
      puzzle.constraints.push_back(std::move(cells_differ));
    }
  std::vector<int> key_cell;
  const std::vector<std::vector<int>> diagonals = little_killer_diagonals(n, key_cell);
  for (const IssParts::Rule& rule : p.rules) {
    if (rule.kind == ConstraintKind::sandwich) {  // R3 or C3, maybe with ISS's direction (",1", ",-1")
      const std::string_view id = rule.cells[0].substr(0, rule.cells[0].find(','));
      const int line = id.size() >= 2 && (id[0] == 'R' || id[0] == 'C') ? number_in(id.substr(1)) : -1;
      if (line < 1 || line > n)
        return bad("the sandwich clue '" + std::string(rule.cells[0]) + "' names no row or column (R1 to R" +
                   std::to_string(n) + ", C1 to C" + std::to_string(n) + ")");
      Constraint line_cells{rule.kind, {}, rule.number};
      for (int k = 0; k < n; ++k) line_cells.cells.push_back(id[0] == 'R' ? (line - 1) * n + k : k * n + (line - 1));
      puzzle.constraints.push_back(std::move(line_cells));
      continue;
    }
    Constraint c{rule.kind, {}, rule.number};
    for (std::string_view id : rule.cells) {
      const int cell = cell_of(id);
      if (cell < 0) return no_cell(id);
      c.cells.push_back(cell);  // a cell named twice (ISS counts it twice in a sum) is refused by check_constraint
    }
    if (rule.pairs) {
      const std::vector<std::pair<int, int>> pairs = pairs_of_list(c.cells, n);
      if (pairs.empty()) return bad(constraint_cells_text(*puzzle.shape, c) + ": no two of its cells are side by side");
      for (const auto& [a, b] : pairs) puzzle.constraints.push_back(Constraint{rule.kind, {a, b}, rule.number});
      continue;
    }
    if (rule.kind == ConstraintKind::little_killer) {
      const auto at = std::find(key_cell.begin(), key_cell.end(), c.cells[0]);
      if (at == key_cell.end())
        return bad("no little killer diagonal starts at " + std::string(rule.cells[0]) + " (ISS names each by its first cell)");
      c.cells = diagonals[static_cast<size_t>(at - key_cell.begin())];
    }
    puzzle.constraints.push_back(std::move(c));
  }
  // All dots (or all Xs and Vs) given: every side by side pair without one.
  for (const auto& [strict, marked_a, marked_b, kind] :
       {std::make_tuple(p.strict_kropki, ConstraintKind::white_dot, ConstraintKind::black_dot, ConstraintKind::no_kropki),
        std::make_tuple(p.strict_xv, ConstraintKind::xv, ConstraintKind::xv, ConstraintKind::no_xv)}) {
    if (!strict) continue;
    std::set<std::pair<int, int>> marked;
    for (const Constraint& c : puzzle.constraints)
      if (c.kind == marked_a || c.kind == marked_b) marked.insert(std::minmax(c.cells[0], c.cells[1]));
    for (int cell = 0; cell < n * n; ++cell)
      for (int next : {cell % n + 1 < n ? cell + 1 : -1, cell + n < n * n ? cell + n : -1})
        if (next >= 0 && !marked.count({cell, next})) puzzle.constraints.push_back(Constraint{kind, {cell, next}, 0});
  }
  for (ConstraintKind kind : p.global) {
    Constraint c{kind, std::vector<int>(static_cast<size_t>(n) * n), 0};
    for (int i = 0; i < n * n; ++i) c.cells[i] = i;
    puzzle.constraints.push_back(std::move(c));
  }
  if (std::optional<InputError> conflict = find_conflicts(*puzzle.shape, puzzle.givens)) return *conflict;
  if (std::optional<InputError> broken = check_constraints(puzzle)) return *broken;
  return puzzle;
}

std::string format_iss(const Puzzle& puzzle) {
  const Shape& s = *puzzle.shape;
  const VariantSpec& v = s.variant();
  const int n = s.size();
  if (!s.is_square_grid() || (v.box_rows && v.box_rows != Shape::box_rows_for(n))) return "";
  auto id = [&](int cell) { return "R" + base17_of(cell / n + 1) + "C" + base17_of(cell % n + 1); };
  auto cells = [&](const Constraint& c) {
    std::string text;
    for (int cell : c.cells) text += "~" + id(cell);
    return text;
  };
  std::string text, marks;
  bool strict_kropki = false, strict_xv = false;
  if (n != 9) text += ".Shape~" + std::to_string(n) + "x" + std::to_string(n);
  if (v.diagonals) text += ".Diagonal~1.Diagonal~-1";
  if (v.windows) text += ".Windoku";
  if (!v.regions.empty()) {  // regions 0..N-1 as one symbol each
    text += ".NoBoxes.Jigsaw~";
    for (int region : v.regions) text += "0123456789ABCDEFGHIJKLMNOP"[region];
  }
  for (const Constraint& c : puzzle.constraints) {
    const std::string number = std::to_string(c.number);
    switch (c.kind) {
      case ConstraintKind::cage: text += ".Cage~" + (c.number ? number : std::string()) + cells(c); break;
      case ConstraintKind::sum: text += ".Sum~" + number + cells(c); break;
      case ConstraintKind::little_killer:  // ISS's clue when the cells are its diagonal, else the same sum
        text += is_iss_diagonal(c.cells, n) ? ".LittleKiller~" + number + "~" + id(c.cells[0]) : ".Sum~" + number + cells(c);
        break;
      case ConstraintKind::sandwich:
        text += ".Sandwich~" + number + "~" +
                (c.cells[0] / n == c.cells[1] / n ? "R" + std::to_string(c.cells[0] / n + 1) : "C" + std::to_string(c.cells[0] % n + 1));
        break;
      case ConstraintKind::arrow: text += ".Arrow" + cells(c); break;
      case ConstraintKind::thermo: text += ".Thermo" + cells(c); break;
      case ConstraintKind::whisper: text += ".Whisper~" + number + cells(c); break;
      case ConstraintKind::renban: text += ".Renban" + cells(c); break;
      case ConstraintKind::palindrome: text += ".Palindrome" + cells(c); break;
      case ConstraintKind::white_dot: text += ".WhiteDot" + cells(c); break;
      case ConstraintKind::black_dot: text += ".BlackDot" + cells(c); break;
      case ConstraintKind::xv: text += (c.number == 10 ? ".X" : c.number == 5 ? ".V" : ".Sum~" + number) + cells(c); break;
      case ConstraintKind::greater_than: text += ".GreaterThan" + cells(c); break;
      case ConstraintKind::no_kropki: strict_kropki = true; break;  // written once, below
      case ConstraintKind::no_xv: strict_xv = true; break;
      case ConstraintKind::anti_knight: text += ".AntiKnight"; break;
      case ConstraintKind::anti_king: text += ".AntiKing"; break;
      case ConstraintKind::non_consecutive: text += ".AntiConsecutive"; break;
      case ConstraintKind::values:
        marks += "~" + id(c.cells[0]);
        for (CandidateMask m = static_cast<CandidateMask>(c.number); m; m &= m - 1) marks += "_" + std::to_string(lowest_value(m));
        break;
    }
  }
  if (strict_kropki) text += ".StrictKropki";
  if (strict_xv) text += ".StrictXV";
  std::string givens;
  for (int cell = 0; cell < s.cell_count(); ++cell)
    if (puzzle.givens[cell]) givens += "~" + id(cell) + "_" + std::to_string(puzzle.givens[cell]);
  if (!givens.empty() || !marks.empty()) text += "." + givens + marks;
  return text.empty() ? "." : text;
}

}  // namespace sudoku
