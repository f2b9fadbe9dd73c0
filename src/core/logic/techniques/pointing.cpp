// Pointing: a value whose places in a box (or any house that is not a line)
// all lie in one other house leaves the rest of that house.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_pointing(const CandidateGrid& grid) { return locked_candidates(grid, false); }

}  // namespace sudoku
