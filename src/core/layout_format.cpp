#include "core/layout_format.hpp"

#include <cctype>

#include "core/text_cells.hpp"
#include "core/text_format.hpp"

namespace sudoku {

namespace {

bool is_space(char ch) { return std::isspace(static_cast<unsigned char>(ch)) != 0; }

// One symbol of the input and where it stands (1-based).
struct Token {
  std::string text;
  int line, column;
};

// A rule line of a drawing (format_layout): only - + | = and whitespace, with
// a '+' or two dashes side by side ("-----+-----", "+-----+"). A row of blank
// places as a puzzle site writes it ("- - - -") is no rule: it holds cells.
bool is_rule_line(std::string_view line) {
  if (line.find_first_not_of("-+|= \t") != std::string_view::npos) return false;
  return line.find('+') != std::string_view::npos || line.find("--") != std::string_view::npos;
}

// A line that holds no cells: blank, a rule line or a comment ('#' first).
bool holds_no_cells(std::string_view line) {
  const size_t first = line.find_first_not_of(" \t");
  return first == std::string_view::npos || line[first] == '#' || is_rule_line(line);
}

// The lines of `text` (\n, \r\n or a lone \r ends one), 1-based numbers implied by position.
std::vector<std::string_view> text_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  for (;;) {
    size_t end = text.find_first_of("\r\n", start);
    if (end == std::string_view::npos) end = text.size();
    lines.push_back(text.substr(start, end - start));
    if (end == text.size()) break;
    start = end + (text.compare(end, 2, "\r\n") == 0 ? 2 : 1);
  }
  return lines;
}

// The lines holding cells, each as its tokens. '|' and '+' separate tokens
// like whitespace (the bars of a drawing); `drawn` is set when the text has
// bars or rule lines, so it is read as a drawing (places by column).
std::vector<std::vector<Token>> tokenize(std::string_view text, bool numbers, bool& drawn) {
  std::vector<std::vector<Token>> lines;
  const std::vector<std::string_view> all = text_lines(text);
  drawn = false;
  for (size_t n = 0; n < all.size(); ++n) {
    const std::string_view l = all[n];
    const int line = static_cast<int>(n) + 1;
    if (holds_no_cells(l)) {
      drawn = drawn || is_rule_line(l);
      continue;
    }
    const auto separates = [&](char ch) { return is_space(ch) || ch == '|' || ch == '+'; };
    if (l.find('|') != std::string_view::npos) drawn = true;
    std::vector<Token> tokens;
    // Whitespace-separated numbers ("12") when the symbols go past 9;
    // otherwise every character that is not whitespace is one token.
    bool by_words = false;
    if (numbers)
      for (size_t i = 0; i + 1 < l.size() && !by_words; ++i)
        by_words = std::isdigit(static_cast<unsigned char>(l[i])) && std::isdigit(static_cast<unsigned char>(l[i + 1]));
    for (size_t i = 0; i < l.size();) {
      if (separates(l[i])) {
        ++i;
        continue;
      }
      size_t j = i + 1;
      if (by_words)
        while (j < l.size() && !separates(l[j])) ++j;
      else
        while (j < l.size() && (static_cast<unsigned char>(l[j]) & 0xC0) == 0x80) ++j;  // one UTF-8 character
      tokens.push_back(Token{std::string(l.substr(i, j - i)), line, static_cast<int>(i) + 1});
      i = j;
    }
    if (!tokens.empty()) lines.push_back(std::move(tokens));
  }
  return lines;
}

// tokenize for a puzzle of `shape`. Above 9 symbols a line with two digits
// side by side is read as whitespace-separated numbers ("12 . 3"), unless the
// text is one line that holds the shape's cells one character each, as
// format_line writes them ("1A25..."), and not as numbers.
std::vector<std::vector<Token>> tokenize_for(std::string_view text, const Shape& shape, bool& drawn) {
  std::vector<std::vector<Token>> lines = tokenize(text, shape.size() > 9, drawn);
  const size_t cells = static_cast<size_t>(shape.cell_count());
  if (shape.size() > 9 && lines.size() == 1 && lines[0].size() != cells) {
    bool chars_drawn = false;
    std::vector<std::vector<Token>> chars = tokenize(text, false, chars_drawn);
    if (chars.size() == 1 && chars[0].size() == cells) {
      drawn = chars_drawn;
      return chars;
    }
  }
  return lines;
}

std::string where(const Token& t, bool multi_line) {
  return multi_line ? "line " + std::to_string(t.line) + ", column " + std::to_string(t.column)
                    : "position " + std::to_string(t.column);
}

std::string describe(const std::string& s) {
  const auto u = static_cast<unsigned char>(s[0]);
  if (s.size() == 1 && (u < 0x20 || u >= 0x7f)) return "byte 0x" + hex_digits(u, 2);
  return "'" + s + "'";
}

// The value of a token, 0 for a blank, or an error.
Result<int> value_of(const Token& t, int symbols, bool multi_line) {
  const std::string& s = t.text;
  int v = -1;
  if (s == "." || s == "0" || s == "-") {
    v = 0;
  } else if (s.size() == 1 && s[0] >= '1' && s[0] <= '9') {
    v = s[0] - '0';
  } else if (s.size() == 1 && std::isalpha(static_cast<unsigned char>(s[0]))) {
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
    if (upper <= 'A' + (kMaxSize - 10)) v = upper - 'A' + 10;
  } else if (s.size() <= 2 && std::isdigit(static_cast<unsigned char>(s[0])) &&
             std::isdigit(static_cast<unsigned char>(s.back()))) {
    v = std::stoi(s);
  }
  if (v < 0)
    return InputError{ErrorCode::kBadCharacter,
                      describe(s) + " at " + where(t, multi_line) +
                          " is not a cell symbol (1-9, then A-P; '.', '0' or '-' for a blank)",
                      {}};
  if (v > symbols)
    return InputError{ErrorCode::kValueTooLarge,
                      describe(s) + " at " + where(t, multi_line) + " is above " + std::to_string(symbols) +
                          ", the largest value of this layout",
                      {}};
  return v;
}

std::string place_name(int row, int col) { return "r" + std::to_string(row + 1) + "c" + std::to_string(col + 1); }

// The rows (strips) of the bounding box that hold a cell, ascending: the
// lines of a drawing, which leaves out the others (a blank line would end the
// puzzle for split_layout_pieces).
std::vector<int> drawn_rows(const Shape& shape) {
  std::vector<char> holds(shape.rows(), 0);
  for (int c = 0; c < shape.cell_count(); ++c) holds[shape.geometry(c).row] = 1;
  std::vector<int> rows;
  for (int r = 0; r < shape.rows(); ++r)
    if (holds[r]) rows.push_back(r);
  return rows;
}

// The places of the bounding box (row * cols + col) and the cell at each, -1 outside.
std::vector<int> cells_by_place(const Shape& shape) {
  std::vector<int> cell_at(static_cast<size_t>(shape.rows()) * shape.cols(), -1);
  for (int c = 0; c < shape.cell_count(); ++c)
    cell_at[static_cast<size_t>(shape.geometry(c).row) * shape.cols() + shape.geometry(c).col] = c;
  return cell_at;
}

// True when the tokens of a line stand exactly where a drawing puts the cells
// of bounding-box row r (place k at character 2k + 1): one token at each cell,
// none elsewhere. Such a line is read by place even without the bars and rules
// that mark a drawing: format_layout draws a shape of one group with holes so.
bool at_cell_places(const std::vector<Token>& line, int r, const Shape& shape, const std::vector<int>& cell_at) {
  size_t cells_in_row = 0;
  for (int k = 0; k < shape.cols(); ++k) cells_in_row += cell_at[static_cast<size_t>(r) * shape.cols() + k] >= 0;
  if (line.size() != cells_in_row) return false;
  for (const Token& t : line) {
    const int k = (t.column - 1) / 2;
    if ((t.column - 1) % 2 != 0 || k >= shape.cols() || cell_at[static_cast<size_t>(r) * shape.cols() + k] < 0)
      return false;
  }
  return true;  // tokens are in increasing columns, so each cell has one
}

// The error for a puzzle in reading order of `count` cells on `lines` lines
// when the shape has another number of cells.
InputError reading_order_count_error(const Shape& shape, size_t lines, size_t count) {
  const std::string name = "the " + shape.layout() + " layout";
  const std::size_t cells = static_cast<std::size_t>(shape.cell_count());
  std::string expected = name + " has " + std::to_string(cells) + " cells";
  if (shape.form() == CellForm::kSquare)
    expected = name + " takes " + std::to_string(shape.rows()) + " rows of " + std::to_string(shape.cols()) +
               " places, or its " + std::to_string(cells) + " cells in reading order";
  return InputError{ErrorCode::kBadCellCount,
                    expected + "; the text has " + std::to_string(lines) + (lines > 1 ? " lines" : " line") + " and " +
                        std::to_string(count) + (count == 1 ? " cell" : " cells"),
                    {}};
}

constexpr const char* kEmptyPuzzle = "the puzzle is empty";

}  // namespace

Result<std::vector<Value>> parse_layout_grid(std::string_view text, const Shape& shape) {
  text = without_bom(text);
  if (text.size() > kMaxGridText) return text_too_long("the puzzle", text.size());
  const int n = shape.size();
  bool drawn = false;
  const std::vector<std::vector<Token>> lines = tokenize_for(text, shape, drawn);
  if (lines.empty()) return InputError{ErrorCode::kEmpty, kEmptyPuzzle, {}};
  const bool multi_line = lines.size() > 1;
  const std::string name = "the " + shape.layout() + " layout";
  std::vector<Value> cells(shape.cell_count(), 0);

  const bool boxed = shape.form() == CellForm::kSquare;
  // The rows of the text: every row of the bounding box, or those a drawing
  // shows (the rows holding cells) when each line stands where a drawing puts
  // that row's cells; else the text is the cells in reading order, below.
  std::vector<int> rows;
  std::vector<int> cell_at;
  // (One line is the cells in reading order, unless the box is one row and
  // the line has a token for each of its places.)
  if (boxed && (lines.size() > 1 || (shape.rows() == 1 && static_cast<int>(lines[0].size()) == shape.cols()))) {
    cell_at = cells_by_place(shape);
    const std::vector<int> shown = drawn_rows(shape);
    if (static_cast<int>(lines.size()) == shape.rows()) {
      for (int r = 0; r < shape.rows(); ++r) rows.push_back(r);
    } else if (lines.size() == shown.size()) {
      bool drawing = true;
      for (size_t i = 0; i < shown.size() && drawing; ++i)
        drawing = static_cast<int>(lines[i].size()) == shape.cols() || at_cell_places(lines[i], shown[i], shape, cell_at);
      if (drawing) rows = shown;
    }
  }
  if (!rows.empty()) {
    // The bounding box, row by row.
    for (size_t i = 0; i < rows.size(); ++i) {
      const int r = rows[i];
      const std::vector<Token>& row = lines[i];
      // A drawing (format_layout) puts place k at character 2k and leaves
      // places outside the layout as spaces, so its rows are read by column.
      if ((drawn || at_cell_places(row, r, shape, cell_at)) && static_cast<int>(row.size()) != shape.cols()) {
        for (const Token& t : row) {
          const int k = (t.column - 1) / 2;
          const int cell = (t.column - 1) % 2 == 0 && k < shape.cols() ? cell_at[r * shape.cols() + k] : -1;
          if (cell < 0)
            return InputError{ErrorCode::kOutsideLayout,
                              describe(t.text) + " at " + where(t, true) + " is no place of " + name +
                                  " drawn as format_layout draws it (place k of a row at character 2k + 1)",
                              {}};
          Result<int> v = value_of(t, n, multi_line);
          if (!v) return v.error();
          cells[cell] = static_cast<Value>(v.value());
        }
        continue;
      }
      if (static_cast<int>(row.size()) != shape.cols())
        return InputError{ErrorCode::kBadCellCount,
                          "row " + std::to_string(r + 1) + " (line " + std::to_string(row.front().line) + ") has " +
                              std::to_string(row.size()) + " cells; " + name + " is " + std::to_string(shape.rows()) +
                              " rows of " + std::to_string(shape.cols()),
                          {}};
      for (int k = 0; k < shape.cols(); ++k) {
        Result<int> v = value_of(row[k], n, multi_line);
        if (!v) return v.error();
        const int cell = cell_at[r * shape.cols() + k];
        if (cell < 0) {
          if (v.value())
            return InputError{ErrorCode::kOutsideLayout,
                              "a given outside the layout: " + row[k].text + " at " + place_name(r, k) + " (" +
                                  where(row[k], true) + "), a place that is no cell of " + name,
                              {}};
          continue;
        }
        cells[cell] = static_cast<Value>(v.value());
      }
    }
    return cells;
  }

  // The cells in reading order.
  size_t count = 0;
  for (const std::vector<Token>& line : lines) count += line.size();
  // Rows of the bounding box, but not as many as it has: one message naming the count.
  bool rows_of_box = boxed && lines.size() > 1;
  for (const std::vector<Token>& line : lines) rows_of_box = rows_of_box && static_cast<int>(line.size()) == shape.cols();
  if (rows_of_box && count != cells.size())
    return InputError{ErrorCode::kBadCellCount,
                      "the " + shape.layout() + "'s bounding box has " + std::to_string(shape.rows()) + " rows of " +
                          std::to_string(shape.cols()) + " places; the text has " + std::to_string(lines.size()) +
                          " rows of " + std::to_string(shape.cols()),
                      {}};
  if (count != cells.size()) return reading_order_count_error(shape, lines.size(), count);
  size_t i = 0;
  for (const std::vector<Token>& line : lines)
    for (const Token& t : line) {
      Result<int> v = value_of(t, n, multi_line);
      if (!v) return v.error();
      cells[i++] = static_cast<Value>(v.value());
    }
  return cells;
}

Result<std::vector<Value>> layout_grid_from_cells(const std::vector<Value>& cells, const Shape& shape) {
  if (cells.empty()) return InputError{ErrorCode::kEmpty, kEmptyPuzzle, {}};
  if (cells.size() != static_cast<std::size_t>(shape.cell_count()))
    return reading_order_count_error(shape, 1, cells.size());
  // A value above the shape's symbols is named as the text "v0 v1 ..." has it, at its column there.
  int column = 1;
  for (const Value v : cells) {
    if (v > shape.size()) return value_of(Token{std::to_string(v), 1, column}, shape.size(), false).error();
    column += static_cast<int>(std::to_string(v).size()) + 1;
  }
  return cells;
}

std::vector<LayoutPiece> split_layout_pieces(std::string_view text, const Shape& shape) {
  text = without_bom(text);
  const std::vector<std::string_view> all = text_lines(text);
  std::vector<size_t> with_cells;  // the lines holding cells, by index into `all`
  std::vector<size_t> tokens;      // how many symbols each holds (whitespace, bars and rules not counted)
  size_t total = 0;
  for (size_t l = 0; l < all.size(); ++l) {
    if (holds_no_cells(all[l])) continue;
    bool drawn = false;
    const std::vector<std::vector<Token>> t = tokenize_for(all[l], shape, drawn);
    with_cells.push_back(l);
    tokens.push_back(t.empty() ? 0 : t[0].size());
    total += tokens.back();
  }
  // The lines from all[from] to all[to], each ending in '\n'; `first` is the first with cells.
  const auto piece = [&](size_t from, size_t to, size_t first) {
    LayoutPiece out;
    for (size_t l = from; l <= to; ++l) out.text += std::string(all[l]) + '\n';
    out.line = static_cast<int>(first) + 1;
    return out;
  };
  const size_t n = with_cells.size(), rows = static_cast<size_t>(shape.rows()), cells = shape.cell_count();
  std::vector<LayoutPiece> pieces;
  if (n == 0) return pieces;
  // A line that holds a whole puzzle, or more than twice a row of the
  // bounding box, is no row: then each line is a puzzle in reading order, and
  // a bad one errs on its own. (A row a place or two too long is a bad row,
  // which the reader of its puzzle names.)
  bool one_a_line = false;
  for (size_t t : tokens) one_a_line = one_a_line || t >= cells || t > 2 * static_cast<size_t>(shape.cols());
  if (n == 1 || one_a_line) {
    for (size_t l : with_cells) pieces.push_back(LayoutPiece{std::string(all[l]), static_cast<int>(l) + 1});
    return pieces;
  }
  if (total == cells) return {piece(with_cells.front(), with_cells.back(), with_cells.front())};  // one puzzle over several lines
  // k puzzles of rows() lines (rows of the bounding box, or drawings), or of
  // as many lines as a drawing has when some row holds no cell. A drawing of
  // such a shape always has a rule (under the cells beside the empty row),
  // which rows of the bounding box never have: with rules, drawings first.
  const size_t shown = drawn_rows(shape).size();
  bool ruled = false;
  for (std::string_view line : all) ruled = ruled || is_rule_line(line) || line.find('|') != std::string_view::npos;
  const bool boxed = shape.form() == CellForm::kSquare;  // triangles have no rows but their drawing's
  const bool by_rows = boxed && rows > 1 && n % rows == 0, by_drawings = shown > 1 && n % shown == 0;
  const size_t per_piece = by_drawings && (ruled || !by_rows) ? shown : by_rows ? rows : 0;
  if (per_piece) {
    for (size_t first = 0; first < n; first += per_piece) {
      size_t from = with_cells[first], to = with_cells[first + per_piece - 1];  // with the rules above and below it
      while (from > 0 && is_rule_line(all[from - 1])) --from;
      while (to + 1 < all.size() && is_rule_line(all[to + 1])) ++to;
      pieces.push_back(piece(from, to, with_cells[first]));
    }
    return pieces;
  }
  // Otherwise blocks separated by blank lines are puzzles; a text of one block is one
  // puzzle, whose reader says what is wrong with it in one message (a missing row, say).
  size_t from = with_cells.front();
  for (size_t i = 1; i <= n; ++i) {
    const bool gap = i == n || [&] {
      for (size_t l = with_cells[i - 1] + 1; l < with_cells[i]; ++l)
        if (all[l].find_first_not_of(" \t") == std::string_view::npos) return true;
      return false;
    }();
    if (!gap) continue;
    pieces.push_back(piece(from, i == n ? with_cells.back() : with_cells[i - 1], from));
    if (i < n) from = with_cells[i];
  }
  return pieces;
}

std::vector<std::string> split_layout_puzzles(std::string_view text, const Shape& shape) {
  std::vector<std::string> texts;
  for (LayoutPiece& p : split_layout_pieces(text, shape)) texts.push_back(std::move(p.text));
  return texts;
}

std::string format_layout(const Shape& shape, const std::vector<Value>& cells) {
  const int rows = shape.rows(), cols = shape.cols();
  std::vector<std::string> canvas;
  const auto trimmed = [](std::string s) {
    s.erase(s.find_last_not_of(' ') + 1);
    return s + '\n';
  };
  const std::vector<int> shown = drawn_rows(shape);  // rows with no cell are left out
  if (shape.form() == CellForm::kTriangle) {
    int first = cols;
    for (int c = 0; c < shape.cell_count(); ++c) first = std::min(first, shape.geometry(c).col);
    canvas.assign(rows, std::string(2 * (cols - first), ' '));
    for (int c = 0; c < shape.cell_count(); ++c) {
      const CellGeometry& g = shape.geometry(c);
      canvas[g.row][2 * (g.col - first)] = symbol_of(cells[c]);
    }
    std::string out;
    for (int r : shown) out += trimmed(canvas[r]);
    return out;
  }
  const std::vector<int> cell_at = cells_by_place(shape);
  const auto at = [&](int r, int k) { return r < 0 || k < 0 || r >= rows || k >= cols ? -1 : cell_at[r * cols + k]; };
  const auto split = [&](int a, int b) { return a >= 0 && b >= 0 && shape.region_of(a) != shape.region_of(b); };
  const int width = 2 * cols - 1;
  std::vector<std::string> lines;
  std::vector<char> rule_lines;  // per line: a rule
  std::vector<char> holds_cells(rows, 0);
  for (int r : shown) holds_cells[r] = 1;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) {  // a rule where a group or the layout ends between this row and the one above
      std::string rule(width, ' ');
      bool any = false;
      for (int k = 0; k < cols; ++k)
        if (split(at(r - 1, k), at(r, k)) || (at(r - 1, k) >= 0) != (at(r, k) >= 0)) {  // or the layout's edge
          rule[2 * k] = '-';
          any = true;
        }
      for (int x = 1; x < width; x += 2)  // between two ruled cells; a corner is made '+' below
        if (rule[x - 1] == '-' || rule[x + 1] == '-') rule[x] = rule[x - 1] == rule[x + 1] ? '-' : '?';
      if (any) {
        lines.push_back(rule);
        rule_lines.push_back(1);
      }
    }
    if (!holds_cells[r]) continue;
    std::string line(width, ' ');
    for (int k = 0; k < cols; ++k) {
      const int cell = at(r, k);
      if (cell >= 0) line[2 * k] = symbol_of(cells[cell]);
      if (k > 0 && split(at(r, k - 1), cell)) line[2 * k - 1] = '|';
    }
    lines.push_back(line);
    rule_lines.push_back(0);
  }
  // Where a rule meets a bar, a '+'; a rule's end ('?') is a '+' at a bar, else nothing.
  for (size_t i = 0; i < lines.size(); ++i)
    for (int x = 1; x < width; x += 2) {
      char& ch = lines[i][x];
      if (ch != '-' && ch != '?') continue;
      const bool bar = (i > 0 && lines[i - 1][x] == '|') || (i + 1 < lines.size() && lines[i + 1][x] == '|');
      ch = bar ? '+' : ch == '-' ? '-' : ' ';
    }
  // A rule the reader would take for a row of blanks ("-" under one cell, or
  // "- -" under two apart) has each dash doubled to the right (to the left at
  // the right edge; a one-column shape's rule is "--"), so that it reads as a
  // rule: is_rule_line is the reader's test.
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string& rule = lines[i];
    if (!rule_lines[i] || is_rule_line(rule)) continue;
    for (int x = 0; x < width; x += 2) {
      if (rule[x] != '-') continue;
      if (x + 1 < width) rule[x + 1] = '-';
      else if (x > 0) rule[x - 1] = '-';
      else rule += '-';
    }
  }
  std::string out;
  for (const std::string& line : lines) out += trimmed(line);
  return out;
}

std::string format_layout_rows(const Shape& shape, const std::vector<Value>& cells) {
  const int rows = shape.rows(), cols = shape.cols();
  std::vector<std::string> places(rows * cols, "-");
  for (int c = 0; c < shape.cell_count(); ++c)
    if (cells[c])
      places[shape.geometry(c).row * cols + shape.geometry(c).col] =
          shape.size() > 9 ? std::to_string(cells[c]) : std::string(1, symbol_of(cells[c]));
  std::string out;
  for (int r = 0; r < rows; ++r) {
    for (int k = 0; k < cols; ++k) out += (k ? " " : "") + places[r * cols + k];
    out += '\n';
  }
  return out;
}

}  // namespace sudoku
