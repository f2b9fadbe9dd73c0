#include "core/text_format.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "core/shape.hpp"

namespace sudoku {

namespace {

bool is_separator(char ch) { return ch == '|' || ch == '-' || ch == '+'; }
bool is_space(char ch) { return std::isspace(static_cast<unsigned char>(ch)) != 0; }

// The value a cell symbol stands for, 0 for a blank, -1 if it is no symbol.
int value_of_symbol(char ch) {
  if (ch == '.' || ch == '0') return 0;
  if (ch >= '1' && ch <= '9') return ch - '0';
  const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  if (upper >= 'A' && upper <= 'A' + (kMaxSize - 10)) return upper - 'A' + 10;
  return -1;
}

// The code point of the well-formed UTF-8 sequence of 2 to 4 bytes `s`.
unsigned code_point(std::string_view s) {
  unsigned cp = static_cast<unsigned char>(s[0]) & (0x7F >> s.size());
  for (size_t k = 1; k < s.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(s[k]) & 0x3F);
  return cp;
}

// The bytes of the UTF-8 character starting at text[i]: 1 for ASCII, 2 to 4
// for a well-formed multi-byte sequence, 1 for a byte that starts none (it
// is then a character of its own, reported as "byte 0xFF"). Positions in
// messages count these characters.
size_t char_length(std::string_view text, size_t i) {
  const auto lead = static_cast<unsigned char>(text[i]);
  const size_t n = lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 1;
  if (n == 1 || i + n > text.size()) return 1;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return 1;
  const unsigned cp = code_point(text.substr(i, n));
  const bool overlong = cp < (n == 3 ? 0x800u : n == 4 ? 0x10000u : 0x80u);
  return overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF) ? 1 : n;
}

// A character for an error message: 'x', 'é' (U+00E9), or byte 0x01 for a
// control character or a byte that is no UTF-8.
std::string describe_char(std::string_view symbol) {
  const auto u = static_cast<unsigned char>(symbol[0]);
  char buf[24];
  if (symbol.size() > 1) {
    std::snprintf(buf, sizeof buf, " (U+%04X)", code_point(symbol));
    return "'" + std::string(symbol) + "'" + buf;
  }
  if (u < 0x20 || u >= 0x7f) {
    std::snprintf(buf, sizeof buf, "byte 0x%02X", u);
    return buf;
  }
  return std::string("'") + symbol[0] + "'";
}

// A cell read from text, remembering where it was for error messages.
struct RawCell {
  std::string symbol;  // one character (1 to 4 bytes of UTF-8), or a number token
  int line, column;    // 1-based; columns count characters (code points), not bytes
  bool number = false; // a token of the numeric layout: "10", "5" or "."
};

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  std::string current;
  for (size_t i = 0; i < text.size(); ++i) {
    const char ch = text[i];
    const bool crlf = ch == '\r' && i + 1 < text.size() && text[i + 1] == '\n';
    if (ch == '\n' || (ch == '\r' && !crlf)) {  // \n, \r\n and a lone \r all end a line
      lines.push_back(current);
      current.clear();
    } else if (ch != '\r') {
      current += ch;
    }
  }
  lines.push_back(current);
  return lines;
}

// Whitespace-separated tokens of a line, with their columns (in characters).
std::vector<RawCell> tokens_of(const std::string& line, int line_number) {
  std::vector<RawCell> tokens;
  size_t i = 0;
  int column = 0;  // characters before line[i]
  while (i < line.size()) {
    for (; i < line.size() && is_space(line[i]); ++i) ++column;
    const size_t start = i;
    const int start_column = column + 1;
    for (; i < line.size() && !is_space(line[i]); i += char_length(line, i)) ++column;
    if (i > start) tokens.push_back({line.substr(start, i - start), line_number, start_column, true});
  }
  return tokens;
}

bool is_separator_token(const std::string& t) {
  for (char ch : t)
    if (!is_separator(ch)) return false;
  return true;
}

// The numeric layout: every token (separators aside) is "." or one or two
// digits, and at least one has two digits. Otherwise every symbol is a cell.
bool looks_numeric(const std::vector<std::string>& lines) {
  bool any_two_digit = false;
  int count = 0;
  for (size_t l = 0; l < lines.size(); ++l)
    for (const RawCell& t : tokens_of(lines[l], static_cast<int>(l) + 1)) {
      if (is_separator_token(t.symbol)) continue;
      ++count;
      if (t.symbol == ".") continue;
      if (t.symbol.size() > 2) return false;
      for (char ch : t.symbol)
        if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
      if (t.symbol.size() == 2) any_two_digit = true;
    }
  return any_two_digit && count > 1;
}

// The size whose grid has `cells` cells, or 0.
int size_for_cell_count(size_t cells) {
  for (int n : Shape::supported_sizes())
    if (static_cast<size_t>(n) * n == cells) return n;
  return 0;
}

// Cells of a text: numeric tokens when the text looks numeric, unless only
// single characters give a possible grid ("12 34" is a 4x4 row, not 12 and 34).
std::vector<RawCell> raw_cells(std::string_view text, bool allow_numeric) {
  const std::vector<std::string> lines = split_lines(text);
  std::vector<RawCell> cells;
  if (allow_numeric && looks_numeric(lines)) {
    size_t chars = 0;
    for (const std::string& line : lines)
      for (size_t i = 0; i < line.size(); i += char_length(line, i)) chars += !is_space(line[i]) && !is_separator(line[i]);
    for (size_t l = 0; l < lines.size(); ++l)
      for (RawCell& t : tokens_of(lines[l], static_cast<int>(l) + 1))
        if (!is_separator_token(t.symbol)) cells.push_back(std::move(t));
    if (size_for_cell_count(cells.size()) || !size_for_cell_count(chars)) return cells;
    cells.clear();
  }
  for (size_t l = 0; l < lines.size(); ++l) {
    const std::string& line = lines[l];
    int column = 0;
    for (size_t i = 0; i < line.size(); i += char_length(line, i)) {
      ++column;
      if (!is_space(line[i]) && !is_separator(line[i]))
        cells.push_back({line.substr(i, char_length(line, i)), static_cast<int>(l) + 1, column});
    }
  }
  return cells;
}

std::string position_text(const RawCell& cell, bool multi_line) {
  if (!multi_line) return "position " + std::to_string(cell.column);
  return "line " + std::to_string(cell.line) + ", column " + std::to_string(cell.column);
}

bool spans_lines(const std::vector<RawCell>& cells) {
  return !cells.empty() && cells.front().line != cells.back().line;
}

std::string sizes_and_counts() {
  std::string out;
  const auto& sizes = Shape::supported_sizes();
  for (size_t i = 0; i < sizes.size(); ++i) {
    const std::string n = std::to_string(sizes[i]);
    out += (i ? ", " : "") + std::to_string(sizes[i] * sizes[i]) + " (" + n + "x" + n + ")";
  }
  return out;
}

constexpr int kMaxListed = 12;  // error messages list at most this many places

std::string cell_ref(int cell, int size) {
  return "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
}

}  // namespace

char symbol_of(Value value) {
  if (value == 0) return '.';
  if (value <= 9) return static_cast<char>('0' + value);
  return static_cast<char>('A' + value - 10);
}

std::string_view without_bom(std::string_view text) {
  constexpr std::string_view kBom = "\xEF\xBB\xBF";
  return text.substr(0, kBom.size()) == kBom ? text.substr(kBom.size()) : text;
}

InputError text_too_long(std::string_view what, size_t size) {
  return InputError{ErrorCode::kTooLong,
                    std::string(what) + " is " + std::to_string(size) + " characters long; at most " +
                        std::to_string(kMaxGridText) + " are read (a 25x25 grid needs under 4,000)",
                    {}};
}

// Cells in one line, counted without storing them (for split_puzzles), by
// the same rule as raw_cells: a line of numbers with some two-digit ones
// ("10 0 3 ...") may count its numbers (tokens) rather than its characters.
struct LineCells {
  size_t chars = 0;      // symbols, each character a cell
  size_t tokens = 0;     // whitespace-separated numbers
  bool numeric = false;  // only numbers and dots, some of two digits: tokens may be the cells
};

LineCells line_cells(const std::string& line) {
  LineCells c;
  bool numeric = true, two_digit = false;
  for (size_t i = 0; i < line.size();) {
    while (i < line.size() && is_space(line[i])) ++i;
    const size_t start = i;
    size_t cells = 0;
    bool digits = true;
    for (; i < line.size() && !is_space(line[i]); i += char_length(line, i)) {  // characters, as raw_cells counts
      cells += !is_separator(line[i]);
      digits = digits && std::isdigit(static_cast<unsigned char>(line[i]));
    }
    if (cells == 0) continue;  // empty, or separators only
    c.chars += cells;
    ++c.tokens;
    const size_t length = i - start;
    const bool dot = length == 1 && line[start] == '.';
    if (!dot && (!digits || length > 2)) numeric = false;
    two_digit = two_digit || (digits && length == 2);
  }
  c.numeric = numeric && two_digit && c.tokens > 1;
  return c;
}

// The cells of a line read on its own (a one-line puzzle).
size_t count_cells(const LineCells& c) {
  if (!c.numeric) return c.chars;
  return size_for_cell_count(c.chars) && !size_for_cell_count(c.tokens) ? c.chars : c.tokens;
}

// 16 lines of 16 cells are either one 16x16 grid or sixteen 4x4 puzzles. A
// grid shows itself by separators or by a value above 4.
bool is_sixteen_by_sixteen(const std::vector<std::string>& lines) {
  for (const std::string& line : lines)
    for (char ch : line)
      if (is_separator(ch) || value_of_symbol(ch) > 4) return true;
  return false;
}

Result<ParsedGrid> parse_grid(std::string_view text) {
  if (text.size() > kMaxGridText) return text_too_long("the puzzle", text.size());
  text = without_bom(text);
  const std::vector<RawCell> raw = raw_cells(text, true);
  if (raw.empty())
    return InputError{ErrorCode::kEmpty, "the puzzle is empty: no cells were read", {}};
  const bool multi_line = spans_lines(raw);

  // Characters that are never cell symbols.
  std::string bad;
  int bad_count = 0;
  for (size_t i = 0; i < raw.size(); ++i) {
    const std::string& s = raw[i].symbol;
    const bool ok = raw[i].number || (s.size() == 1 && value_of_symbol(s[0]) >= 0);
    if (!ok) {
      if (bad_count < kMaxListed)
        bad += (bad_count ? "; " : "") + describe_char(s) + " at " + position_text(raw[i], multi_line);
      ++bad_count;
    }
  }
  if (bad_count) {
    std::string message = std::string(bad_count == 1 ? "not a cell symbol: " : "not cell symbols: ") + bad;
    if (bad_count > kMaxListed) message += " and " + std::to_string(bad_count - kMaxListed) + " more";
    message += " (use 1-9, A-P for values above 9, and . or 0 for a blank)";
    return InputError{ErrorCode::kBadCharacter, message, {}};
  }

  const int size = size_for_cell_count(raw.size());
  if (size == 0)
    return InputError{ErrorCode::kBadCellCount,
                      "read " + std::to_string(raw.size()) + " cells, but a grid has " + sizes_and_counts() +
                          " cells",
                      {}};

  ParsedGrid grid;
  grid.size = size;
  grid.cells.resize(raw.size());
  std::string too_large;
  std::vector<int> large_cells;
  for (size_t i = 0; i < raw.size(); ++i) {
    const std::string& s = raw[i].symbol;
    const int value = raw[i].number && s.size() > 1 ? std::stoi(s) : value_of_symbol(s[0]);  // "10", or "5", "."
    if (value > size) {
      if (large_cells.size() < kMaxListed)
        too_large += (large_cells.empty() ? "" : "; ") + ("'" + s) + "' (" + std::to_string(value) + ") at " +
                     cell_ref(static_cast<int>(i), size);
      large_cells.push_back(static_cast<int>(i));
    } else {
      grid.cells[i] = static_cast<Value>(value);
    }
  }
  if (!large_cells.empty()) {
    std::string message = "value too large for a " + std::to_string(size) + "x" + std::to_string(size) +
                          " grid, which uses 1-" + std::string(1, symbol_of(static_cast<Value>(size))) +
                          ": " + too_large;
    if (large_cells.size() > kMaxListed)
      message += " and " + std::to_string(large_cells.size() - kMaxListed) + " more";
    return InputError{ErrorCode::kValueTooLarge, message, large_cells};
  }
  return grid;
}

Result<std::vector<int>> parse_region_map(std::string_view text, int size) {
  if (text.size() > kMaxGridText) return text_too_long("the region map", text.size());
  text = without_bom(text);
  const std::vector<RawCell> raw = raw_cells(text, false);
  if (raw.empty()) return InputError{ErrorCode::kBadRegions, "the region map is empty", {}};
  const bool multi_line = spans_lines(raw);
  std::string symbols;  // the upper-cased symbol of each cell
  for (const RawCell& cell : raw) {
    const char ch = static_cast<char>(std::toupper(static_cast<unsigned char>(cell.symbol[0])));
    if (cell.symbol.size() > 1 || !std::isalnum(static_cast<unsigned char>(ch)))
      return InputError{ErrorCode::kBadRegions,
                        "the region map has " + describe_char(cell.symbol) + " at " + position_text(cell, multi_line) +
                            "; region symbols are digits and letters",
                        {}};
    symbols += ch;
  }
  // Region ids follow the symbols' order (0-9, then A-Z), not where each
  // first appears, so repainting a cell never renumbers the other regions.
  std::string ids = symbols;  // the distinct symbols, in order: id i is ids[i]
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  std::vector<int> regions;
  for (char ch : symbols) regions.push_back(static_cast<int>(ids.find(ch)));
  const int cells = size * size;
  if (static_cast<int>(regions.size()) != cells)
    return InputError{ErrorCode::kBadRegions,
                      "the region map has " + std::to_string(regions.size()) + " cells but the " +
                          std::to_string(size) + "x" + std::to_string(size) + " grid has " + std::to_string(cells),
                      {}};
  if (static_cast<int>(ids.size()) != size)
    return InputError{ErrorCode::kBadRegions,
                      "the region map has " + std::to_string(ids.size()) + " regions but a " +
                          std::to_string(size) + "x" + std::to_string(size) + " grid needs exactly " +
                          std::to_string(size),
                      {}};
  // Region sizes are checked by Shape::create, which reports them by number.
  return regions;
}

std::vector<std::string> split_puzzles(std::string_view text) {
  text = without_bom(text);
  const std::vector<std::string> lines = split_lines(text);
  std::vector<std::string> with_cells;
  std::vector<LineCells> counts;
  for (const std::string& line : lines) {
    const LineCells c = line_cells(line);
    if (c.chars == 0) continue;
    with_cells.push_back(line);
    counts.push_back(c);
  }
  if (with_cells.size() <= 1) return with_cells;
  // N lines of N cells: one multi-line grid. A line of numbers counts as N
  // cells either way (a row "0 10 10 10 10 0 0 0 0 0 0 0" of a 12x12 grid
  // has 16 characters, like a 4x4 one-liner; its neighbours decide).
  const size_t n = with_cells.size();
  bool square = true;
  for (const LineCells& c : counts) square = square && (c.chars == n || (c.numeric && c.tokens == n));
  if (square && Shape::is_supported_size(static_cast<int>(n)) && (n != 16 || is_sixteen_by_sixteen(with_cells)))
    return {std::string(text)};
  if (size_for_cell_count(count_cells(counts.front())) != 0) return with_cells;  // one puzzle a line
  return {std::string(text)};
}

std::string format_line(const std::vector<Value>& cells) {
  std::string out;
  out.reserve(cells.size());
  for (Value v : cells) out += symbol_of(v);
  return out;
}

std::string format_pretty(const std::vector<Value>& cells, int box_rows, int box_cols) {
  const int n = static_cast<int>(std::lround(std::sqrt(static_cast<double>(cells.size()))));
  std::string out;
  const bool boxes = box_rows > 0 && box_cols > 0;
  std::string separator;
  for (int r = 0; r < n; ++r) {
    std::string row;
    for (int c = 0; c < n; ++c) {
      if (c > 0) row += boxes && c % box_cols == 0 ? " | " : " ";
      row += symbol_of(cells[r * n + c]);
    }
    if (separator.empty())
      for (char ch : row) separator += ch == '|' ? '+' : '-';
    if (boxes && r > 0 && r % box_rows == 0) out += separator + '\n';
    out += row + '\n';
  }
  return out;
}

std::string format_regions(const std::vector<int>& regions) {
  std::string out;
  for (int id : regions) out += symbol_of(static_cast<Value>(id + 1));
  return out;
}

}  // namespace sudoku
