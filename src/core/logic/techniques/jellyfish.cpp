// Jellyfish: a fish of 4 rows and 4 columns, or 4 columns and 4 rows (fish.hpp).
#include "core/logic/fish.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_jellyfish(const CandidateGrid& g) { return find_fish(g, 4, false); }

}  // namespace sudoku
