// Cage combinations: a cage (or sum) with a total can be made only from
// some digits in its cells' candidates; the others leave its cells. The
// step names the digits every way of making it draws on.
#include "core/logic/constraint_steps.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_cage_combination(const CandidateGrid& g) {
  for (const Constraint& c : g.constraints()) {
    if (!is_summed_cage(c)) continue;
    if (std::optional<Deduction> d = narrowing_step(g, c)) return d;
  }
  return std::nullopt;
}

}  // namespace sudoku
