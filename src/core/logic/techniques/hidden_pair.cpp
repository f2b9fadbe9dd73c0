// Hidden pair: two values of a house with the same two places.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_hidden_pair(const CandidateGrid& grid) { return hidden_subset(grid, 2); }

}  // namespace sudoku
