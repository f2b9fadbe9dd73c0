// Reading and writing puzzles of a layout (a Shape that is not one square
// grid: layouts.hpp, or a shape file). Square grids use text_format.hpp.
//
// Every form below follows the shape's reading order (shape.hpp: by place,
// row by row from the top, each row from the left), so each writer's output
// reads back, whatever the order of a shape file's cell list.
// Input (UTF-8; a byte-order mark, any line ending and blank lines are
// accepted; '.', '0' and '-' are blanks; symbols 1-9 then A-P):
//   - the bounding box as rows of tokens (square cells only): exactly rows()
//     lines of cols() tokens each, separated by spaces or not, places that are
//     no cell of the layout blank too. Puzzle sites publish samurai puzzles
//     so: 21 lines of 21 space-separated tokens with '-' for blanks. (One
//     line is such a row only when the box is one row and the line has
//     cols() tokens.)
//   - the cells in reading order (any layout): cell_count() symbols, whitespace
//     ignored (the star: 54 symbols). This is what format_line writes.
//   - the drawing format_layout writes: rule lines ("-----+-----") and the
//     bars '|' and '+' are skipped; in a drawing of square cells place k of
//     a row stands at character 2k + 1 and a place outside is a space, and
//     rows that hold no cell are left out. A line whose tokens stand exactly
//     at its row's cells is read by place even in a drawing with no rules or
//     bars. A triangle drawing is its cells in reading order.
// Comment lines (starting with '#') are skipped.
// For more than 9 symbols, whitespace-separated numbers ("12") are tokens too.
// Errors: a given outside the layout (kOutsideLayout, named by its row and
// column), a row of the wrong length (kBadCellCount: which row, how long,
// expected), a symbol above N (kValueTooLarge), any other character
// (kBadCharacter); conflicts are found by make_layout_puzzle (puzzle.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/candidate_mask.hpp"
#include "core/input_error.hpp"
#include "core/shape.hpp"

namespace sudoku {

// The givens of one puzzle of `shape`, in reading order, 0 = blank.
Result<std::vector<Value>> parse_layout_grid(std::string_view text, const Shape& shape);

// The givens of one puzzle of `shape` given as cells rather than text
// (values 0..25 in reading order, 0 = blank), checked with the errors
// parse_layout_grid gives for the same cells written as one line of numbers
// ("5 3 0 ..."): kEmpty, kBadCellCount, kValueTooLarge (the value at its
// position in that line).
Result<std::vector<Value>> layout_grid_from_cells(const std::vector<Value>& cells, const Shape& shape);

// Splits a text holding puzzles of `shape`: the bounding-box rows of one
// puzzle (rows() non-blank lines, square cells only) or its drawing (a line
// per row holding cells; taken first when the text has rules or bars) are one
// piece; otherwise each non-blank line is a puzzle in reading order. Each
// piece then goes to parse_layout_grid.
std::vector<std::string> split_layout_puzzles(std::string_view text, const Shape& shape);

// A piece of split_layout_pieces: its text and the number (from 1) of its
// first line that holds cells, for messages ("line 23: ...").
struct LayoutPiece {
  std::string text;
  int line = 0;
};
// split_layout_puzzles, each piece with the line it starts on.
std::vector<LayoutPiece> split_layout_pieces(std::string_view text, const Shape& shape);

// A drawing of the layout, rows ending in '\n'; parse_layout_grid reads it
// back, and its symbols read left to right, top to bottom, are format_line's:
//   square cells  the bounding box, one symbol per place ('.' for a blank
//                 cell, ' ' outside), '|' and '-' between cells of different
//                 drawing groups (the boxes), '-' also between a cell and an
//                 outside place above or below it (samurai: the centre grid's
//                 top and bottom edges); a rule that would read as a row of
//                 blanks ("-" alone) has its dashes doubled ("--"); rows that
//                 hold no cell are left out (a blank line would end the
//                 puzzle);
//   triangles     strip by strip, each cell at its half-column (two
//                 characters each), so the star shows as a star; strips
//                 with no cell are left out.
std::string format_layout(const Shape& shape, const std::vector<Value>& cells);

// The bounding-box rows of a square-celled layout as a puzzle site writes
// them: rows() lines of cols() space-separated tokens, '-' for blanks and
// outside places. parse_layout_grid reads it back.
std::string format_layout_rows(const Shape& shape, const std::vector<Value>& cells);

}  // namespace sudoku
