#include "core/text_cells.hpp"

#include "core/candidate_mask.hpp"

namespace sudoku {

namespace {

// A decoded character: its code point and its bytes.
struct Char {
  unsigned cp;
  size_t length;
};

Char decode(std::string_view text, size_t i) {
  const size_t n = char_length(text, i);
  return {code_point(text.substr(i, n)), n};
}

bool is_unicode_space(unsigned cp) {
  return cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 ||
         cp == 0x202F || cp == 0x205F || cp == 0x3000;
}

bool is_box_drawing(unsigned cp) { return cp >= 0x2500 && cp <= 0x257F; }

// Box-drawing characters with no horizontal stroke: │ ┃ ┆ ┇ ┊ ┋ ╎ ╏ ║ ╵ ╷ ╹ ╻.
bool is_vertical_only(unsigned cp) {
  switch (cp) {
    case 0x2502: case 0x2503: case 0x2506: case 0x2507: case 0x250A: case 0x250B: case 0x254E:
    case 0x254F: case 0x2551: case 0x2575: case 0x2577: case 0x2579: case 0x257B:
      return true;
    default:
      return false;
  }
}

// A rule drawn across: what makes a line a border.
bool is_horizontal_stroke(unsigned cp) {
  return cp == '-' || cp == '=' || (cp >= 0x2010 && cp <= 0x2015) || cp == 0x2212 ||
         (is_box_drawing(cp) && !is_vertical_only(cp));
}

// Characters a border line may hold besides rules and whitespace: the
// corners of SimpleSudoku (*) and HoDoKu (. : '), and blanks drawn as lines.
bool is_border_decoration(unsigned cp) {
  return cp == '*' || cp == '.' || cp == ':' || cp == '\'' || cp == '_' || cp == 0xB7;
}

// Calls f(start, length, column) for each cell character of a cells line;
// `start` and `length` are in bytes, `column` in characters from 1.
template <typename F>
void each_char_cell(std::string_view line, F&& f) {
  int column = 0;
  for (size_t i = 0; i < line.size();) {
    const Char ch = decode(line, i);
    ++column;
    if (char_class(ch.cp) == CharClass::kCell) f(i, ch.length, column);
    i += ch.length;
  }
}

// Whether a line is a row copied from a spreadsheet or an HTML table: tabs
// between fields of at most two characters each (a value, a number up to
// 99, a blank, or nothing: an empty cell). A grid indented by a tab
// ("\t53..7....") has a longer field: its tabs are whitespace.
bool tab_separated(std::string_view line) {
  if (line.find('\t') == std::string_view::npos) return false;
  size_t start = 0;
  while (start <= line.size()) {
    size_t end = line.find('\t', start);
    if (end == std::string_view::npos) end = line.size();
    std::string_view field = line.substr(start, end - start);
    while (!field.empty() && (field.front() == ' ' || field.front() == '\r')) field.remove_prefix(1);
    while (!field.empty() && (field.back() == ' ' || field.back() == '\r')) field.remove_suffix(1);
    if (field.size() > 2 || field.find(' ') != std::string_view::npos) return false;
    start = end + 1;
  }
  return true;
}

// Calls f(start, length, column) for each token of a cells line; an empty
// field is a token of length 0 whose column is the character after its
// separator (or 1 at the start of the line).
template <typename F>
void each_token(std::string_view line, F&& f) {
  bool fields = false;
  for (char ch : line) fields = fields || ch == ',' || ch == ';';
  const bool tabs = !fields && tab_separated(line);
  fields = fields || tabs;
  int column = 0;
  size_t start = 0;
  int start_column = 0;
  bool in_token = false, field_has_token = false;
  int field_column = 1;
  for (size_t i = 0; i <= line.size();) {
    const bool end = i == line.size();
    const Char ch = end ? Char{'\n', 1} : decode(line, i);
    const CharClass cls = end || (tabs && ch.cp == '\t') ? CharClass::kField : char_class(ch.cp);
    if (!end) ++column;
    if (cls == CharClass::kCell) {
      if (!in_token) {
        in_token = true;
        start = i;
        start_column = column;
      }
    } else {
      if (in_token) {
        f(start, i - start, start_column);
        in_token = false;
        field_has_token = true;
      }
      if (cls == CharClass::kField && fields) {
        if (!field_has_token) f(i, size_t{0}, field_column);
        field_has_token = false;
        field_column = column + 1;
      }
    }
    if (end) break;
    i += ch.length;
  }
}

}  // namespace

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

unsigned code_point(std::string_view ch) {
  if (ch.size() == 1) {
    const auto byte = static_cast<unsigned char>(ch[0]);
    return byte < 0x80 ? byte : 0xFFFD;  // a byte that is no UTF-8 is no space or rule (0xA0 is not U+00A0)
  }
  unsigned cp = static_cast<unsigned char>(ch[0]) & (0x7F >> ch.size());
  for (size_t k = 1; k < ch.size(); ++k) cp = (cp << 6) | (static_cast<unsigned char>(ch[k]) & 0x3F);
  return cp;
}

size_t count_chars(std::string_view text) {
  size_t n = 0;
  for (size_t i = 0; i < text.size(); i += char_length(text, i)) ++n;
  return n;
}

std::string hex_digits(unsigned value, int digits) {
  std::string out;
  for (; value || digits > 0; value >>= 4, --digits) out.insert(out.begin(), "0123456789ABCDEF"[value & 15]);
  return out;
}

std::string describe_char(std::string_view ch) {
  if (ch.size() > 1) {
    return "'" + std::string(ch) + "' (U+" + hex_digits(code_point(ch), 4) + ")";
  }
  const auto u = static_cast<unsigned char>(ch[0]);
  if (u >= 0x80) return "byte 0x" + hex_digits(u, 2);  // starts no UTF-8 character
  if (u < 0x20 || u == 0x7F) return "the control character U+" + hex_digits(u, 4);
  return "'" + std::string(ch) + "'";
}

std::vector<LineSpan> line_spans(std::string_view text) {
  std::vector<LineSpan> spans;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n' && text[i] != '\r') continue;
    spans.push_back({start, i - start});
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;  // \r\n is one line end
    start = i + 1;
  }
  spans.push_back({start, text.size() - start});
  return spans;
}

std::vector<std::string> split_lines(std::string_view text) {
  std::vector<std::string> lines;
  for (const LineSpan& s : line_spans(text)) lines.emplace_back(text.substr(s.start, s.length));
  return lines;
}

CharClass char_class(unsigned cp) {
  if (cp == ' ' || (cp >= '\t' && cp <= '\r') || is_unicode_space(cp)) return CharClass::kSpace;
  if (cp == '|' || cp == '-' || cp == '+' || cp == '=' || is_box_drawing(cp) || (cp >= 0x2010 && cp <= 0x2015) ||
      cp == 0x2212)
    return CharClass::kRule;
  if (cp == ',' || cp == ';') return CharClass::kField;
  return CharClass::kCell;
}

int cell_char_value(std::string_view ch) {
  if (ch.size() == 2 && code_point(ch) == 0xB7) return 0;  // '·'
  if (ch.size() != 1) return -1;
  const char c = ch[0];
  if (c == '.' || c == '0' || c == '_' || c == '*' || c == 'x' || c == 'X' || c == '?') return 0;
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c < 'A' + kMaxSize - 9) return c - 'A' + 10;
  if (c >= 'a' && c < 'a' + kMaxSize - 9) return c - 'a' + 10;
  return -1;
}

bool is_title_line(std::string_view line) {
  int run = 0;
  bool wordy = false;
  for (char c : line) {
    const char lower = static_cast<char>(c | 0x20);
    if (lower >= 'a' && lower <= 'z') {
      ++run;
      wordy = wordy || (lower >= 'q' && lower <= 'z' && lower != 'x');
      if (run >= 3 && wordy) return true;
    } else {
      run = 0;
      wordy = false;
    }
  }
  return false;
}

LineKind line_kind(std::string_view line) {
  bool stroke = false, decoration_only = true, first = true;
  for (size_t i = 0; i < line.size();) {
    const Char ch = decode(line, i);
    i += ch.length;
    const CharClass cls = char_class(ch.cp);
    if (cls == CharClass::kSpace) continue;
    if (first && ch.cp == '#') return LineKind::kComment;
    first = false;
    if (cls == CharClass::kRule) stroke = stroke || is_horizontal_stroke(ch.cp);
    else if (!is_border_decoration(ch.cp)) decoration_only = false;
  }
  return stroke && decoration_only ? LineKind::kBorder : LineKind::kCells;
}

void character_cells(std::string_view line, int line_number, std::vector<TextCell>& out) {
  if (line_kind(line) != LineKind::kCells) return;
  each_char_cell(line, [&](size_t start, size_t length, int column) {
    out.push_back({std::string(line.substr(start, length)), line_number, column, false});
  });
}

void token_cells(std::string_view line, int line_number, std::vector<TextCell>& out) {
  if (line_kind(line) != LineKind::kCells) return;
  each_token(line, [&](size_t start, size_t length, int column) {
    out.push_back({std::string(line.substr(start, length)), line_number, column, true});
  });
}

namespace {

// The value of a token (see cell_value), from its bytes.
int token_value(std::string_view t) {
  if (t.empty()) return 0;  // an empty field
  if (t.size() <= 2 && t[0] >= '0' && t[0] <= '9' && (t.size() == 1 || (t[1] >= '0' && t[1] <= '9')))
    return t.size() == 1 ? t[0] - '0' : (t[0] - '0') * 10 + (t[1] - '0');
  return char_length(t, 0) == t.size() ? cell_char_value(t) : -1;
}

bool is_two_digit(std::string_view t) {
  return t.size() == 2 && t[0] >= '0' && t[0] <= '9' && t[1] >= '0' && t[1] <= '9';
}

}  // namespace

int cell_value(const TextCell& cell) { return cell.token ? token_value(cell.text) : cell_char_value(cell.text); }

LineCounts count_line(std::string_view line) {
  LineCounts c;
  if (line_kind(line) != LineKind::kCells) return c;
  each_char_cell(line, [&](size_t, size_t, int) { ++c.chars; });
  each_token(line, [&](size_t start, size_t length, int) {
    const std::string_view t = line.substr(start, length);
    ++c.tokens;
    c.empty_field = c.empty_field || t.empty();
    c.two_digit = c.two_digit || is_two_digit(t);
    c.tokens_fit = c.tokens_fit && token_value(t) >= 0;
  });
  return c;
}

LineCounts& operator+=(LineCounts& a, const LineCounts& b) {
  a.chars += b.chars;
  a.tokens += b.tokens;
  a.tokens_fit = a.tokens_fit && b.tokens_fit;
  a.two_digit = a.two_digit || b.two_digit;
  a.empty_field = a.empty_field || b.empty_field;
  return a;
}

bool read_as_tokens(const LineCounts& c, int (*size_of)(size_t cells)) {
  if (c.empty_field) return true;  // a blank between , or ; exists only as a token
  if (!(c.tokens_fit && c.two_digit && c.tokens > 1)) return false;
  return size_of(c.tokens) != 0 || size_of(c.chars) == 0;
}

}  // namespace sudoku
