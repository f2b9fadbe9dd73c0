// Puzzle strings of the Interactive Sudoku Solver (ISS), so that a puzzle
// moves between the two tools: parts joined by '.', each a type and its
// arguments joined by '~'.
//   .~R1C1_5~R2C4_1          givens: cell, '_', value; several values are
//                            pencilmarks (the cell holds one of them: "values")
//   .Shape~6x6               the grid's size (9x9 when absent); "~1-6" or "~6" may follow
//   .Diagonal~1.Diagonal~-1  both main diagonals (our x variant); one alone is
//                            a sumless cage over it
//   .Windoku                 the four windows
//   .NoBoxes.Jigsaw~MAP      jigsaw regions (a symbol per cell) in place of the boxes; a
//                            Jigsaw beside the boxes: its regions are sumless cages
//   .Cage~15~R1C1~R1C2       a killer cage (an empty sum: none); .Sum~ the same
//                            with repeats allowed
//   .LittleKiller~8~R1C4     the sum along the diagonal ISS names by that cell
//   .Sandwich~10~R3          the sum between the 1 and the N of row 3 (C3: column 3)
//   .Arrow~CIRCLE~CELL...  .Thermo~BULB~CELL...  .Whisper~[5~]CELL...
//   .Renban~...  .Palindrome~...
//   .WhiteDot~A~B  .BlackDot~A~B  .X~A~B  .V~A~B  .GreaterThan~A~B
//                            (more cells: each cell with its side by side
//                            neighbours later in the list)
//   .StrictKropki  .StrictXV every dot (every X and V) is given: each side by
//                            side pair without one is a no_kropki (no_xv) pair,
//                            and those are written back as the one part
//   .AntiKnight  .AntiKing  .AntiConsecutive
// Each becomes a Constraint (constraints/constraint_list.hpp). Cells are
// R<row>C<column>, 1-based, in base 17 as ISS writes them (R10 is "Ra").
// Also read: SudokuWiki's killer form, "3x3::k:" or "3x3:d:k:" (x) then per
// cell sum * 256 + cage number. Any other ISS type (Skyscraper, ...) is
// refused by name.
#pragma once

#include <string>
#include <string_view>

#include "core/puzzle.hpp"

namespace sudoku {

// True when `text` (trimmed) is such a string: it starts with '.' and holds a
// '~' (no grid's text holds one), or is ".Windoku", or starts with "3x3:" and
// holds ":k:".
bool is_iss_text(std::string_view text);

// The puzzle, its givens checked for conflicts and its constraints checked
// (check_constraints). Errors: kBadConstraint naming the part ("the ISS part
// 'Thermo~R1C1~R2C2' is a Thermo, which is not read yet: ..."), kBadVariant
// (a size or a single diagonal the shapes lack), kConflict.
Result<Puzzle> read_iss(std::string_view text);

// The ISS string of a square-grid puzzle (its shape, givens and
// constraints), which read_iss reads back; empty for a shape ISS strings
// cannot carry (a layout, a jigsaw, boxes other than the size's usual ones).
std::string format_iss(const Puzzle& puzzle);

}  // namespace sudoku
