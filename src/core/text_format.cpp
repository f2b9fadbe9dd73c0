#include "core/text_format.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <optional>
#include <utility>

#include "core/drawn_boxes.hpp"
#include "core/plain_line.hpp"
#include "core/shape.hpp"
#include "core/text_cells.hpp"

namespace sudoku {

namespace {

// The size whose grid has `cells` cells, or 0.
int size_for_cell_count(size_t cells) {
  for (int n : Shape::supported_sizes())
    if (static_cast<size_t>(n) * n == cells) return n;
  return 0;
}

// The cells of a text in the layout its counts call for (read_as_tokens);
// `allow_tokens` false reads characters only (region maps).
std::vector<TextCell> text_cells(std::string_view text, bool allow_tokens) {
  std::vector<std::string> lines = split_lines(text);
  if (allow_tokens) {  // a puzzle's grid: a title line above it reads as no cells (its line numbers stay)
    bool rows = false;  // some line that is no title holds cells: else the text is no grid with a title
    for (const std::string& line : lines) rows = rows || (!is_title_line(line) && count_line(line).chars > 0);
    for (std::string& line : lines)
      if (rows && is_title_line(line)) line.clear();
  }
  LineCounts counts;
  if (allow_tokens)
    for (const std::string& line : lines) counts += count_line(line);
  const bool tokens = allow_tokens && read_as_tokens(counts, size_for_cell_count);
  std::vector<TextCell> cells;
  for (size_t l = 0; l < lines.size(); ++l) {
    if (tokens) token_cells(lines[l], static_cast<int>(l) + 1, cells);
    else character_cells(lines[l], static_cast<int>(l) + 1, cells);
  }
  return cells;
}

std::string position_text(const TextCell& cell, bool multi_line) {
  if (!multi_line) return "position " + std::to_string(cell.column);
  return "line " + std::to_string(cell.line) + ", column " + std::to_string(cell.column);
}

bool spans_lines(const std::vector<TextCell>& cells) {
  return !cells.empty() && cells.front().line != cells.back().line;
}

// A cell for a message: a character as describe_char names it, a token in quotes.
std::string describe_cell(const TextCell& cell) {
  if (!cell.text.empty() && char_length(cell.text, 0) == cell.text.size()) return describe_char(cell.text);
  return "'" + cell.text + "'";
}

// The error for cells that are no digit, letter A-P or blank (`bad`, in
// text order, at least one): up to kNamedBad each named with its place,
// more in one sentence that counts them and names the first.
constexpr size_t kNamedBad = 3;
constexpr const char* kWhatCellsAre = "(. 0 _ * x ?)";

InputError bad_cells_error(const std::vector<const TextCell*>& bad, bool multi_line) {
  std::string message;
  if (bad.size() == 1) {
    message = describe_cell(*bad[0]) + " at " + position_text(*bad[0], multi_line) +
              " is not a digit, a letter A-P or a blank " + kWhatCellsAre;
  } else if (bad.size() <= kNamedBad) {
    for (size_t i = 0; i < bad.size(); ++i)
      message += std::string(i == 0 ? "" : i + 1 == bad.size() ? " and " : ", ") + describe_cell(*bad[i]) + " at " +
                 position_text(*bad[i], multi_line);
    message += std::string(" are not digits, letters A-P or blanks ") + kWhatCellsAre;
  } else {
    const bool tokens = bad[0]->token;
    message = std::to_string(bad.size()) + (tokens ? " entries" : " characters") +
              " are not digits, letters A-P or blanks " + kWhatCellsAre + ", starting with " + describe_cell(*bad[0]) +
              " at " + position_text(*bad[0], multi_line);
  }
  InputError error{ErrorCode::kBadCharacter, message, {}};
  error.details = {{"character", bad[0]->text}, {"column", std::to_string(bad[0]->column)}, {"count", std::to_string(bad.size())}};
  if (multi_line) error.details.push_back({"line", std::to_string(bad[0]->line)});
  return error;
}

// Why `count` cells make no grid: "a grid has a square number of cells,
// from 16 (4x4) to 625 (25x25); the nearest is 81 (9x9)".
std::string cell_counts_text(size_t count) {
  const auto& sizes = Shape::supported_sizes();
  const auto cells = [](int n) {
    const std::string side = std::to_string(n);
    return std::to_string(n * n) + " (" + side + "x" + side + ")";
  };
  int nearest = sizes.front();
  for (int n : sizes) {
    const long long off = static_cast<long long>(n) * n - static_cast<long long>(count);
    const long long best = static_cast<long long>(nearest) * nearest - static_cast<long long>(count);
    if (std::llabs(off) < std::llabs(best)) nearest = n;
  }
  return "a grid has a square number of cells, from " + cells(sizes.front()) + " to " + cells(sizes.back()) +
         "; the nearest is " + cells(nearest);
}

constexpr int kMaxListed = 12;  // error messages list at most this many places

std::string cell_ref(int cell, int size) {
  return "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
}

// The cells of a line read on its own (a one-line puzzle), by the layout rule.
size_t line_cell_count(const LineCounts& c) {
  return read_as_tokens(c, size_for_cell_count) ? c.tokens : c.chars;
}

// 16 lines of 16 cells are either one 16x16 grid or sixteen 4x4 puzzles. A
// grid shows itself by a rule or a separator, or by a value above 4.
bool is_sixteen_by_sixteen(const std::vector<std::string>& lines) {
  for (const std::string& line : lines)
    for (size_t i = 0; i < line.size(); i += char_length(line, i)) {
      const std::string_view ch = std::string_view(line).substr(i, char_length(line, i));
      const CharClass cls = char_class(code_point(ch));
      if (cls == CharClass::kRule || cls == CharClass::kField || cell_char_value(ch) > 4) return true;
    }
  return false;
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
                    {},
                    {},
                    {{"length", std::to_string(size)}, {"limit", std::to_string(kMaxGridText)}}};
}

namespace {

// The square grid of `count` cells whose values are value_at(0 .. count-1)
// (0 blank, 1 and up), its size given by the count: a kBadCellCount error
// when no grid has that many, a kValueTooLarge one naming each value above
// the size as text_at(i) wrote it ("'G' (16) at r1c5"). Shared by text
// (parse_grid) and cells (grid_from_cells), so both say the same.
template <typename ValueAt, typename TextAt>
Result<ParsedGrid> sized_grid(size_t count, ValueAt value_at, TextAt text_at) {
  const int size = size_for_cell_count(count);
  if (size == 0)
    return InputError{ErrorCode::kBadCellCount,
                      "read " + std::to_string(count) + " cells, but " + cell_counts_text(count),
                      {},
                      {},
                      {{"count", std::to_string(count)}}};
  ParsedGrid grid;
  grid.size = size;
  grid.cells.resize(count);
  std::string too_large;
  std::vector<int> large_cells;
  std::vector<std::pair<std::string, std::string>> first_large;  // the first too-large value's details
  for (size_t i = 0; i < count; ++i) {
    const int value = value_at(i);
    if (value > size) {
      if (large_cells.size() < kMaxListed)
        too_large += (large_cells.empty() ? "" : "; ") + ("'" + text_at(i)) + "' (" + std::to_string(value) + ") at " +
                     cell_ref(static_cast<int>(i), size);
      if (large_cells.empty())
        first_large = {{"character", text_at(i)}, {"value", std::to_string(value)}, {"cell", cell_ref(static_cast<int>(i), size)}};
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
    first_large.push_back({"size", std::to_string(size)});
    first_large.push_back({"count", std::to_string(large_cells.size())});
    return InputError{ErrorCode::kValueTooLarge, message, large_cells, {}, first_large};
  }
  return grid;
}

constexpr const char* kEmptyPuzzle = "the puzzle is empty: no cells were read";

// `text` with each '-' of its cells lines (not its border lines) as a blank
// '.': "53--7----6--195..." writes its blanks as dashes.
std::string dashes_as_blanks(std::string_view text) {
  std::string out(text);
  for (const LineSpan& span : line_spans(text)) {
    if (line_kind(text.substr(span.start, span.length)) != LineKind::kCells) continue;
    for (size_t i = span.start; i < span.start + span.length; ++i)
      if (out[i] == '-') out[i] = '.';
  }
  return out;
}

// The rule characters of `text`'s cells lines (| - + and the like), which a
// reading takes as separators: "51 '-' and 4 '|'", or "" when none.
std::string separators_in_cells_lines(std::string_view text) {
  std::vector<std::pair<std::string, int>> seen;  // in order of first appearance
  for (const LineSpan& span : line_spans(text)) {
    const std::string_view line = text.substr(span.start, span.length);
    if (line_kind(line) != LineKind::kCells) continue;
    for (size_t i = 0; i < line.size(); i += char_length(line, i)) {
      const std::string_view ch = line.substr(i, char_length(line, i));
      if (char_class(code_point(ch)) != CharClass::kRule) continue;
      auto it = std::find_if(seen.begin(), seen.end(), [&](const auto& s) { return s.first == ch; });
      if (it == seen.end()) seen.emplace_back(std::string(ch), 1);
      else ++it->second;
    }
  }
  std::string out;
  for (size_t i = 0; i < seen.size(); ++i)
    out += std::string(i == 0 ? "" : i + 1 == seen.size() ? " and " : ", ") + std::to_string(seen[i].second) + " " +
           describe_char(seen[i].first);
  return out;
}

// The grid of a text's characters (or tokens), or why not.
Result<ParsedGrid> grid_of_text(std::string_view text) {
  const std::vector<TextCell> raw = text_cells(text, true);
  if (raw.empty()) return InputError{ErrorCode::kEmpty, kEmptyPuzzle, {}};
  const bool multi_line = spans_lines(raw);
  std::vector<int> values(raw.size());
  std::vector<const TextCell*> bad;
  for (size_t i = 0; i < raw.size(); ++i)
    if ((values[i] = cell_value(raw[i])) < 0) bad.push_back(&raw[i]);
  if (!bad.empty()) return bad_cells_error(bad, multi_line);
  return sized_grid(raw.size(), [&](size_t i) { return values[i]; }, [&](size_t i) { return raw[i].text; });
}

}  // namespace

Result<ParsedGrid> parse_grid(std::string_view text) {
  if (std::optional<ParsedGrid> plain = read_plain_line(text)) return std::move(*plain);  // plain_line.hpp
  if (text.size() > kMaxGridText) return text_too_long("the puzzle", text.size());
  text = without_bom(text);
  Result<ParsedGrid> grid = grid_of_text(text);
  if (grid.ok()) {
    if (const std::optional<std::pair<int, int>> boxes = drawn_boxes(text, grid->size)) {
      grid->drawn_box_rows = boxes->first;
      grid->drawn_box_cols = boxes->second;
    }
    return grid;
  }
  const ErrorCode code = grid.error().code;
  if (code != ErrorCode::kBadCellCount && code != ErrorCode::kValueTooLarge) return grid;
  // Taken as separators, the cells lines' rules leave a count no grid has,
  // or a small grid's (the 25 givens of a 9x9 as a 5x5) with values too
  // large: as blanks, their dashes may make one ("53--7----6--195...").
  if (text.find('-') != std::string_view::npos) {
    Result<ParsedGrid> dashed = grid_of_text(dashes_as_blanks(text));
    if (dashed.ok()) return dashed;
  }
  if (code != ErrorCode::kBadCellCount) return grid;
  const std::string separators = separators_in_cells_lines(text);
  if (separators.empty()) return grid;
  InputError error = grid.error();
  const bool one = separators.find(" and ") == std::string::npos && separators.rfind("1 ", 0) == 0;
  error.message += " (" + separators + (one ? " was taken as a separator)" : " were taken as separators)");
  return error;
}

Result<ParsedGrid> grid_from_cells(const std::vector<Value>& cells) {
  if (cells.empty()) return InputError{ErrorCode::kEmpty, kEmptyPuzzle, {}};
  return sized_grid(cells.size(), [&](size_t i) { return static_cast<int>(cells[i]); },
                    [&](size_t i) { return std::to_string(cells[i]); });
}

Result<std::vector<int>> parse_region_map(std::string_view text, int size) {
  if (text.size() > kMaxGridText) return text_too_long("the region map", text.size());
  text = without_bom(text);
  const std::vector<TextCell> raw = text_cells(text, false);
  if (raw.empty()) return InputError{ErrorCode::kBadRegions, "the region map is empty", {}};
  const bool multi_line = spans_lines(raw);
  std::string symbols;  // the upper-cased symbol of each cell
  for (const TextCell& cell : raw) {
    const char ch = static_cast<char>(std::toupper(static_cast<unsigned char>(cell.text[0])));
    if (cell.text.size() > 1 || !std::isalnum(static_cast<unsigned char>(ch)))
      return InputError{ErrorCode::kBadRegions,
                        "the region map has " + describe_char(cell.text) + " at " + position_text(cell, multi_line) +
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
  const std::vector<LineSpan> spans = line_spans(text);
  auto line_of = [&](size_t l) { return text.substr(spans[l].start, spans[l].length); };
  std::vector<size_t> with_cells;  // lines holding cells (no borders, comments or blank lines)
  std::vector<LineCounts> counts;
  // Titles above puzzles are no rows, when some line that is no title has cells.
  bool rows = false;
  for (size_t l = 0; l < spans.size() && !rows; ++l) rows = !is_title_line(line_of(l)) && count_line(line_of(l)).chars > 0;
  for (size_t l = 0; l < spans.size(); ++l) {
    if (rows && is_title_line(line_of(l))) continue;
    const LineCounts c = count_line(line_of(l));
    if (c.chars == 0 && c.tokens == 0) continue;
    with_cells.push_back(l);
    counts.push_back(c);
  }
  std::vector<std::string> lines;
  for (size_t l : with_cells) lines.emplace_back(line_of(l));
  if (lines.size() <= 1) return lines;
  // Whether every line holds `n` cells. A line of numbers counts as n cells
  // either way (a row "0 10 10 10 10 0 0 0 0 0 0 0" of a 12x12 grid has 16
  // characters, like a 4x4 one-liner; its neighbours decide).
  auto all_hold = [&](size_t n) {
    for (const LineCounts& c : counts) {
      const bool tokens_possible = c.empty_field || (c.tokens_fit && c.two_digit && c.tokens > 1);
      if (!((c.chars == n && !c.empty_field) || (tokens_possible && c.tokens == n))) return false;
    }
    return true;
  };
  // Lines of n cells are rows of n x n grids; sixteen cells a line are rows
  // of a 16x16 grid only with a separator or a value above 4.
  auto are_rows = [&](size_t n) {
    return Shape::is_supported_size(static_cast<int>(n)) && all_hold(n) && (n != 16 || is_sixteen_by_sixteen(lines));
  };
  const size_t n = lines.size();
  if (are_rows(n)) return {std::string(text)};  // one multi-line grid
  // Several grids one after another (a file of .ss or .sdk grids): k*N lines
  // of N cells, each piece from its comments and top border to its bottom border.
  for (size_t rows : {counts.front().chars, counts.front().tokens}) {
    if (rows < 2 || n % rows != 0 || !are_rows(rows)) continue;
    std::vector<std::string> grids;
    for (size_t first = 0; first < n; first += rows) {
      size_t from = with_cells[first], to = with_cells[first + rows - 1];
      while (from > 0 && line_kind(line_of(from - 1)) != LineKind::kCells) --from;
      while (to + 1 < spans.size() && line_kind(line_of(to + 1)) == LineKind::kBorder) ++to;
      grids.emplace_back(text.substr(spans[from].start, spans[to].start + spans[to].length - spans[from].start));
    }
    return grids;
  }
  if (size_for_cell_count(line_cell_count(counts.front())) != 0) return lines;  // one puzzle a line
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
