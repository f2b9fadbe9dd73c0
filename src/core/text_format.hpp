// Reading and writing grids as text.
//
// Every reader takes UTF-8 text: a byte-order mark at its start is skipped,
// lines may end in \n, \r\n or a lone \r, and positions in error messages
// count characters (code points), not bytes.
//
// Symbols: 1-9 then letters, A = 10 ... P = 25 (lowercase accepted when
// reading). Blanks: . 0 _ * x X ? and '·' (none is ever a value; see
// text_cells.hpp for the exact rules). Accepted layouts, detected automatically:
//   - one line of N*N symbols;
//   - a multi-line grid where whitespace and rules are ignored: | - + =, the
//     box-drawing characters U+2500-U+257F (┌───┬───┐ │ 5 3 . │, light,
//     heavy or double) and Unicode dashes;
//   - border lines (a horizontal stroke and only drawing besides it, like
//     SimpleSudoku's "*-----------*" and "|---+---+---|") and comment lines
//     starting with '#' (.sdk) hold no cells;
//   - whitespace-separated numbers, one row a line, 0 or . for a blank,
//     including two-digit numbers for N > 9 ("5 3 0 0 7 0 0 0 0");
//   - fields separated by , or ; (CSV), an empty field a blank ("5,3,,,7,,,,").
// The size is inferred from the number of cells (16, 36, 64, 81, 144, 256, 625).
// A character that is no cell is named as people see it, with its code point
// and place; more than three make one sentence that counts them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/candidate_mask.hpp"
#include "core/input_error.hpp"

namespace sudoku {

// The longest text parse_grid and parse_region_map read: a 25x25 grid written
// with spaces and separators needs under 4 KiB, so anything longer is refused
// at once (a pasted file, say) instead of being scanned cell by cell.
constexpr size_t kMaxGridText = 64 * 1024;

// The error for a text over kMaxGridText: `what` is "the puzzle" or "the region map".
InputError text_too_long(std::string_view what, size_t size);

// `text` without the UTF-8 byte-order mark (EF BB BF) some editors put at the
// start of a file; every reader here skips it.
std::string_view without_bom(std::string_view text);

struct ParsedGrid {
  int size = 0;
  std::vector<Value> cells;  // row-major, 0 = blank
  // The boxes a multi-line grid's rules draw, rows x columns (drawn_boxes.hpp); 0 when none.
  int drawn_box_rows = 0, drawn_box_cols = 0;
};

Result<ParsedGrid> parse_grid(std::string_view text);

// A square grid given as cells rather than text (values 0..25 in reading
// order, 0 = blank; what the JavaScript API takes as an array): its size
// from the count, the values checked against it, with the errors parse_grid
// gives for the same cells written as numbers ("5 3 0 ..."): kEmpty,
// kBadCellCount, kValueTooLarge naming each value as that text writes it.
Result<ParsedGrid> grid_from_cells(const std::vector<Value>& cells);

// A jigsaw region map: N*N symbols (digits or letters, case-insensitive), one
// per cell, in the same one-line or multi-line layouts. Ids follow the
// symbols' order, 0-9 then A-Z: in a map written with the symbols 1..N (as
// format_regions writes it), symbol k is region k (id k-1) wherever it
// first appears. `size` is the grid's size; the map must have exactly N
// distinct symbols, each on N cells.
Result<std::vector<int>> parse_region_map(std::string_view text, int size);

// Splits a text holding several puzzles: one a line, one multi-line grid
// (N lines of N cells), or several such grids one after another (k*N lines
// of N cells: a file of .ss or .sdk grids; each piece runs from its comment
// lines and top border to its bottom border). Sixteen lines of 16 cells are
// rows of a 16x16 grid only if they hold a separator or a value above 4;
// otherwise sixteen 4x4 puzzles. Border, comment and blank lines are not
// counted. Each piece is a part of `text` (whole lines), then given to
// parse_grid on its own.
std::vector<std::string> split_puzzles(std::string_view text);

char symbol_of(Value value);  // 0 -> '.', 1..9 -> '1'..'9', 10.. -> 'A'..

// One line of N*N symbols, '.' for blanks.
std::string format_line(const std::vector<Value>& cells);
// A multi-line grid with box separators (none for jigsaw region maps, whose
// boxes are not rectangles), rows ending in '\n'.
std::string format_pretty(const std::vector<Value>& cells, int box_rows, int box_cols);
// A region map as one line of symbols 1-9A-P.
std::string format_regions(const std::vector<int>& regions);

}  // namespace sudoku
