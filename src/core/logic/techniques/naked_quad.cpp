// Naked quad: four cells of a house holding only four values among them.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_naked_quad(const CandidateGrid& grid) { return naked_subset(grid, 4); }

}  // namespace sudoku
