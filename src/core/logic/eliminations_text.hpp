// Candidates crossed out, as people write them: HoDoKu's "r1c3<>4" notation.
//
//   r1c3<>4, r4c3<>45, r9c9<>A
//
// Entries are separated by commas, semicolons or line ends; each is a cell
// named as the shape names it (Shape::cell_name: "r1c3", or a triangle's
// "cell 12"; case and spaces do not matter), "<>", then one or more value
// symbols (1-9, then A-P for 10-25, as in puzzle text). The CLI reads
// `hint --eliminated` with it; the JavaScript API takes {cell, value} pairs.
#pragma once

#include <string_view>

#include "core/input_error.hpp"
#include "core/logic/candidate_grid.hpp"
#include "core/shape.hpp"

namespace sudoku {

// The pairs in the order written, or a bad_option error naming the entry
// (its number and text) and what is wrong with it. At most kMaxEliminationEntries entries.
constexpr int kMaxEliminationEntries = 1 << 16;
Result<Eliminations> read_eliminations(const Shape& shape, std::string_view text);

}  // namespace sudoku
