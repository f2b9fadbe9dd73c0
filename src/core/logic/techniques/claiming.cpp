// Claiming: a value whose places in a row, column or line all lie in one
// other house (a box, a region) leaves the rest of that house.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_claiming(const CandidateGrid& grid) { return locked_candidates(grid, true); }

}  // namespace sudoku
