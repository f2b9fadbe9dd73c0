// Naked pair: two cells of a house holding only the same two values.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_naked_pair(const CandidateGrid& grid) { return naked_subset(grid, 2); }

}  // namespace sudoku
