// The boxes a multi-line grid draws: where its rules cut the rows and the
// columns. A grid printed with boxes taller than wide (a 6x6 of 3x2 boxes)
// says so only by its drawing, so the reader takes the box shape from it.
#pragma once

#include <optional>
#include <string_view>
#include <utility>

namespace sudoku {

// Rows x columns of the boxes `text` draws, when it is a grid of `size`
// lines of `size` cell characters whose rules (| - + = and box drawing)
// fall evenly: every cells line cut after every C cells, a border line
// after every R cells lines, R * C = size. Nothing otherwise (one line, a
// grid of numbers, no rules, rules that do not tile, only rows cut).
std::optional<std::pair<int, int>> drawn_boxes(std::string_view text, int size);

}  // namespace sudoku
