// The tokenizer under every text reader: the characters of UTF-8 text, what
// each stands for in a grid, and the cells of one line. text_format.cpp
// builds parse_grid, parse_region_map and split_puzzles on it; a reader of
// other layouts (samurai, ...) can take lines and cells from here too.
//
// A line reads in one of three ways (line_kind):
//   - a comment: its first visible character is '#' (.sdk files put
//     "#A author" lines before the grid); no cells.
//   - a border: at least one horizontal stroke (- = a dash, or a box-drawing
//     character with a horizontal part) and otherwise only whitespace, rules
//     and the decorations * . : ' _ and U+00B7 ('·'). SimpleSudoku's
//     "*-----------*", "|---+---+---|", HoDoKu's ".-------.-------." and
//     "┌───┬───┐" are borders; "|...|...|...|" and "│ . . │" are not (no
//     horizontal stroke), so their dots are cells. No cells.
//   - cells: everything else. Whitespace, rules and , ; separate cells;
//     every other character is a cell character. A line of fields between
//     tabs, each of at most two characters (a row copied from a spreadsheet
//     or an HTML table), is read as , and ; are: an empty field is a blank.
//
// Character classes (char_class), by code point:
//   space  ASCII whitespace and the Unicode spaces (U+00A0 no-break, U+2000 -
//          U+200A en to hair spaces, U+202F, U+205F, U+3000, U+1680, U+2028/9)
//   rule   | - + = , the box-drawing block U+2500-U+257F (light, heavy,
//          double, dashed, rounded), dashes U+2010-U+2015 and U+2212 (minus)
//   field  , ;  (CSV and spreadsheet exports)
//   cell   anything else: a digit, a letter, a blank, or a character that is
//          no cell symbol (reported by the grid reader)
//
// Blanks (blank_value): . 0 _ * x X ? and U+00B7 ('·'). None of them is ever a
// value: values are 1-9 then A-P (25 is the largest size), so 'x' cannot be
// the letter of a value, and '*' or '_' never is. '*', '.', '_' and '·' on a
// border line are drawing, not cells (see above).
//
// Positions: lines and columns count from 1; columns count characters
// (code points), not bytes, so "é" is one column. A byte that starts no
// well-formed UTF-8 sequence is one character of its own ("byte 0xFF").
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku {

// --- Characters of UTF-8 text ------------------------------------------------

// The bytes of the character starting at text[i]: 1 for ASCII, 2 to 4 for a
// well-formed multi-byte sequence, 1 for a byte that starts none.
size_t char_length(std::string_view text, size_t i);

// The code point of the character `ch` (char_length bytes); U+FFFD (the
// replacement character) for a single byte that is no UTF-8.
unsigned code_point(std::string_view ch);

// The number of characters (as char_length counts them) in `text`.
size_t count_chars(std::string_view text);

// A character as people see it, for messages: 'x', 'é' (U+00E9), "the
// control character U+0001", or "byte 0xFF" for a byte that is no UTF-8.
std::string describe_char(std::string_view ch);

// `value` in upper-case hexadecimal, zero-padded to at least `digits`
// digits: hex_digits(0xE9, 4) is "00E9". (No printf: the WebAssembly build
// links no printf, whose floating-point code is some 14 KB.)
std::string hex_digits(unsigned value, int digits);

// The lines of `text`: \n, \r\n and a lone \r each end one. Always at least one.
std::vector<std::string> split_lines(std::string_view text);

// Where each line of split_lines is in `text`, in bytes (its end excluded).
struct LineSpan {
  size_t start = 0, length = 0;
};
std::vector<LineSpan> line_spans(std::string_view text);

// --- What a character stands for -------------------------------------------

enum class CharClass { kSpace, kRule, kField, kCell };
CharClass char_class(unsigned cp);

// The value of a cell character: 0 for a blank, 1-9, 10 ('A' or 'a') to 25
// ('P' or 'p'); -1 if it is none of these.
int cell_char_value(std::string_view ch);

enum class LineKind { kCells, kBorder, kComment };
LineKind line_kind(std::string_view line);

// Whether a line of a puzzle's text is a title above its grid ("Puzzle #123
// (easy)"): it holds a word, three letters in a row, one of them none of a
// cell's (q-w, y, z in either case; values are A-P, the blank x). The grid
// readers skip such lines as comments; a region map's letters are symbols
// (regions may be named up to Z), so its reader does not.
bool is_title_line(std::string_view line);

// --- The cells of a line ----------------------------------------------------

// A cell read from text, with its place for messages.
struct TextCell {
  std::string text;  // one character (1-4 bytes); in the token layout a token ("10", "5", "" for an empty field)
  int line = 0;      // 1-based
  int column = 0;    // 1-based, in characters
  bool token = false;  // read in the token layout
};

// Character layout: every cell character of a cells line is one cell
// ("4..|.3.|...", "5 3 . | . 7 .", "│ 5 3 · │"). Appends to `out`; border
// and comment lines add nothing.
void character_cells(std::string_view line, int line_number, std::vector<TextCell>& out);

// Token layout: cells are separated by whitespace, rules and , ; so that
// numbers can take two digits ("10 . 3", "10,3,,12"). In a line holding ,
// or ; (or tabs only, between fields of at most two characters) each field
// between them is one cell, and an empty field is a blank ("5,3,,,7,,,,",
// "5\t3\t\t\t7"); elsewhere runs of separators separate once.
void token_cells(std::string_view line, int line_number, std::vector<TextCell>& out);

// The value of a cell in a grid: 0 blank, 1-25 for a symbol or a number of
// one or two digits (up to 99: the grid reader says when it is too large),
// -1 for a cell that is no digit, letter A-P or blank.
int cell_value(const TextCell& cell);

// What one line holds, counted in both layouts without storing cells.
struct LineCounts {
  size_t chars = 0;           // cells in the character layout
  size_t tokens = 0;          // cells in the token layout
  bool tokens_fit = true;     // every token is a blank, a symbol or a number of one or two digits
  bool two_digit = false;     // some token is a two-digit number
  bool empty_field = false;   // some field between , or ; is empty: only the token layout reads it
};
LineCounts count_line(std::string_view line);

// Sums the counts of every line of a text (or of a group of lines).
LineCounts& operator+=(LineCounts& a, const LineCounts& b);

// Which layout a text (or one line) with these counts is read in: tokens
// when some field is empty, or when every token fits and some has two
// digits, unless only the characters give a grid size (`size_of` returns 0
// for a count no grid has): "12 34" rows of a 4x4 are characters.
bool read_as_tokens(const LineCounts& c, int (*size_of)(size_t cells));

}  // namespace sudoku
