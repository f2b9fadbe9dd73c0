// X-Wing: a fish of 2 rows and 2 columns, or 2 columns and 2 rows (fish.hpp).
#include "core/logic/fish.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_x_wing(const CandidateGrid& g) { return find_fish(g, 2, false); }

}  // namespace sudoku
