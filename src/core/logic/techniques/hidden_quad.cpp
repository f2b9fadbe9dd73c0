// Hidden quad: four values of a house with four places among them.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_hidden_quad(const CandidateGrid& grid) { return hidden_subset(grid, 4); }

}  // namespace sudoku
