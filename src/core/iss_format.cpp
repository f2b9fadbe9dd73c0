// Reading and writing ISS puzzle strings; see iss_format.hpp.
#include "core/iss_format.hpp"

#include <cctype>
#include <map>
#include <optional>
#include <vector>

#include "core/shape_cache.hpp"

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
  std::vector<std::pair<std::string_view, std::string_view>> givens;  // cell text, value text
  struct Cage {
    std::string_view part;
    int sum;
    std::vector<std::string_view> cells;
  };
  std::vector<Cage> cages;
};

constexpr std::string_view kRead = "givens, Cage, Shape (square), Diagonal (both) and Windoku";

Result<IssParts> read_parts(std::string_view text) {
  IssParts p;
  const std::vector<std::string_view> parts = split(text, '.');
  for (size_t i = 1; i < parts.size(); ++i) {
    const std::string_view part = parts[i];
    if (part.empty()) continue;  // ".." ends an argument list in ISS's own strings
    const std::vector<std::string_view> args = split(part, '~');
    const std::string_view type = args[0];
    if (type.empty()) {
      for (size_t a = 1; a < args.size(); ++a) {
        const size_t bar = args[a].find('_');
        if (bar == std::string_view::npos) return bad(quoted_part(part) + ": a given is written R1C1_5, got '" + std::string(args[a]) + "'");
        if (args[a].find('_', bar + 1) != std::string_view::npos)
          return bad(quoted_part(part) + ": '" + std::string(args[a]) +
                     "' limits a cell to several values (pencilmarks), which is not read yet");
        p.givens.emplace_back(args[a].substr(0, bar), args[a].substr(bar + 1));
      }
    } else if (type == "Cage") {
      if (args.size() < 3) return bad(quoted_part(part) + ": a cage is Cage~SUM~CELL~CELL..., with at least one cell");
      const int sum = args[1].empty() ? 0 : number_in(args[1]);
      if (sum < 0) return bad(quoted_part(part) + ": a cage's sum is a whole number, got '" + std::string(args[1]) + "'");
      p.cages.push_back({part, sum, std::vector<std::string_view>(args.begin() + 2, args.end())});
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
    } else {
      return bad(quoted_part(part) + " is a " + std::string(type) + ", which is not read yet (read: " + std::string(kRead) + ")");
    }
  }
  return p;
}

// SudokuWiki's killer form: "3x3::k:" or "3x3:d:k:", then 81 numbers, each sum * 256 + cage.
Result<IssParts> read_sudokuwiki_killer(std::string_view text) {
  const std::vector<std::string_view> parts = split(text, ':');
  const size_t cells = parts.size() >= 3 ? parts.size() - 3 - (parts.back().empty() ? 1 : 0) : 0;
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
    auto [at, added] = cage_of_id.emplace(value % 256, p.cages.size());
    if (added) p.cages.push_back({text, value / 256, {}});
    else if (p.cages[at->second].sum != value / 256)
      return bad("a SudokuWiki killer's cage " + std::to_string(value % 256) + " has two sums");
    p.cages[at->second].cells.push_back(std::string_view(kCellNames).substr(c * 4, 4));
  }
  return p;
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
  if (!Shape::is_supported_size(p.size) || Shape::box_rows_for(p.size) == 0)
    return InputError{ErrorCode::kBadVariant,
                      "a " + std::to_string(p.size) + "x" + std::to_string(p.size) +
                          " grid with boxes is not one this solver has (sizes 4 to 25 that are not prime)",
                      {}};
  if (p.diagonals == 1 || p.diagonals == 2)
    return InputError{ErrorCode::kBadVariant, "a single diagonal is not read yet: only both (the x variant)", {}};
  VariantSpec spec;
  spec.diagonals = p.diagonals == 3;
  spec.windows = p.windows;
  Result<ShapePtr> shape = shared_shape(p.size, spec);
  if (!shape) return shape.error();
  const int n = p.size;

  auto cell_of = [n](std::string_view id) -> int {
    const size_t c = id.find('C', 1);  // upper case: a row of base 17 may hold a 'c' (R12 is "Rc")
    if (id.size() < 4 || id[0] != 'R' || c == std::string_view::npos) return -1;
    const int row = base17_in(id.substr(1, c - 1)), col = base17_in(id.substr(c + 1));
    if (row < 1 || row > n || col < 1 || col > n) return -1;
    return (row - 1) * n + (col - 1);
  };
  auto no_cell = [n](std::string_view id) {
    return bad("'" + std::string(id) + "' is no cell of a " + std::to_string(n) + "x" + std::to_string(n) +
               " grid (cells are R1C1 to R" + base17_of(n) + "C" + base17_of(n) + ")");
  };

  Puzzle puzzle{shape.value(), Grid(static_cast<size_t>(n) * n, 0)};
  for (const auto& [id, value_text] : p.givens) {
    const int cell = cell_of(id);
    if (cell < 0) return no_cell(id);
    const int value = number_in(value_text);
    if (value < 1 || value > n)
      return bad("the given " + std::string(id) + "_" + std::string(value_text) + " is no value from 1 to " + std::to_string(n));
    if (puzzle.givens[cell] && puzzle.givens[cell] != value)
      return bad(std::string(id) + " is given twice, as " + std::to_string(puzzle.givens[cell]) + " and " + std::to_string(value));
    puzzle.givens[cell] = static_cast<Value>(value);
  }
  for (const IssParts::Cage& cage : p.cages) {
    Constraint c{ConstraintKind::cage, {}, cage.sum};
    for (std::string_view id : cage.cells) {
      const int cell = cell_of(id);
      if (cell < 0) return no_cell(id);
      c.cells.push_back(cell);
    }
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
  if (!s.is_square_grid() || !v.regions.empty() || (v.box_rows && v.box_rows != Shape::box_rows_for(n))) return "";
  auto id = [&](int cell) { return "R" + base17_of(cell / n + 1) + "C" + base17_of(cell % n + 1); };
  std::string text;
  if (n != 9) text += ".Shape~" + std::to_string(n) + "x" + std::to_string(n);
  if (v.diagonals) text += ".Diagonal~1.Diagonal~-1";
  if (v.windows) text += ".Windoku";
  for (const Constraint& c : puzzle.constraints) {
    if (c.kind != ConstraintKind::cage) return "";
    text += ".Cage~" + (c.number ? std::to_string(c.number) : std::string());
    for (int cell : c.cells) text += "~" + id(cell);
  }
  std::string givens;
  for (int cell = 0; cell < s.cell_count(); ++cell)
    if (puzzle.givens[cell]) givens += "~" + id(cell) + "_" + std::to_string(puzzle.givens[cell]);
  if (!givens.empty()) text += "." + givens;
  return text.empty() ? "." : text;
}

}  // namespace sudoku
