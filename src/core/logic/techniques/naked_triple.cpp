// Naked triple: three cells of a house holding only three values among them.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_naked_triple(const CandidateGrid& grid) { return naked_subset(grid, 3); }

}  // namespace sudoku
