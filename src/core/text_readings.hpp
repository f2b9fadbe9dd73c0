// How a text reads when nobody said which layout it is: the one rule behind
// the CLI's advice ("it reads as a star puzzle: add --layout star") and the
// page's paste and file loading, which open the layout a text reads as.
//
// A text that reads as a square grid without conflicts is that grid, unless
// a layout drawn in a box of that size reads it without conflicts too (21
// rows of 21, now a size of its own, are far likelier a samurai's with its
// blank corners): those layouts first, in menu order, the grid after. Else
// every built-in layout is tried: those that read it without conflicts come
// first, in menu order (21 rows of 21 read as a samurai, a sohei and a
// windmill alike: the first is opened, the others offered); when none reads
// it cleanly, those that read it with conflicts (unless the square grid read
// it, conflicts and all, which then stays first), and after them the square
// grid's reading (a samurai's, whose grids clash in a 21x21's rows, as a
// butterfly's in a 12x12's). When nothing reads it: the square grid's error,
// or, for a text of several lines, the errors of the layouts with that many
// rows (a samurai's row too long says which).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/input_error.hpp"
#include "core/puzzle.hpp"

namespace sudoku {

struct TextReading {
  std::string layout;                 // a built-in layout's id, or "" for a square grid
  int size = 0;                       // a square grid's side
  std::string variant;                // a square grid's boxes as its rules draw them ("3x2"), "" the usual
  Grid cells;                         // the givens as read, in reading order
  std::optional<InputError> conflict; // the givens' conflicts, if any
};

struct TextReadings {
  std::vector<TextReading> readings;  // the one to open first, then the others it reads as
  std::optional<InputError> error;    // when it reads as nothing
};

TextReadings read_any_layout(std::string_view text);

}  // namespace sudoku
