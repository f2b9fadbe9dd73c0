// Hidden triple: three values of a house with three places among them.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_hidden_triple(const CandidateGrid& grid) { return hidden_subset(grid, 3); }

}  // namespace sudoku
