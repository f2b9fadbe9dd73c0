// Finned Swordfish (sashimi too): a fish of 3 rows (or columns) with fins (fish.hpp).
#include "core/logic/fish.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_finned_swordfish(const CandidateGrid& g) { return find_fish(g, 3, true); }

}  // namespace sudoku
