// Finned X-Wing (sashimi too): a fish of 2 rows (or columns) with fins (fish.hpp).
#include "core/logic/fish.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_finned_x_wing(const CandidateGrid& g) { return find_fish(g, 2, true); }

}  // namespace sudoku
