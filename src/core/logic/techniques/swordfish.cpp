// Swordfish: a fish of 3 rows and 3 columns, or 3 columns and 3 rows (fish.hpp).
#include "core/logic/fish.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_swordfish(const CandidateGrid& g) { return find_fish(g, 3, false); }

}  // namespace sudoku
