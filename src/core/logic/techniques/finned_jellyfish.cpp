// Finned Jellyfish (sashimi too): a fish of 4 rows (or columns) with fins (fish.hpp).
#include "core/logic/fish.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_finned_jellyfish(const CandidateGrid& g) { return find_fish(g, 4, true); }

}  // namespace sudoku
