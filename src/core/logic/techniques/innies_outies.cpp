// Innies and outies: complete houses add up to N (N + 1) / 2 each, so with
// the cages that lie inside them (and those that cross them, when cages
// cover them), the few cells left over add up to a known total (the "45
// rule", core/constraints/implied_sums.hpp), which leaves out some of their
// candidates. Read with the puzzle's cages, sums and little killers.
#include "core/constraints/implied_sums.hpp"
#include "core/logic/constraint_steps.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_innies_outies(const CandidateGrid& g) {
  if (g.constraints().empty()) return std::nullopt;
  for (const ImpliedSum& implied : implied_sum_areas(g.shape(), g.constraints())) {
    std::optional<Deduction> d = narrowing_step(g, implied.sum);
    if (!d) continue;
    d->rule = -1;  // (the area, not a rule of the puzzle, is what the step names)
    for (int h : implied.houses) d->houses.push_back({h, Role::kBase});
    return d;
  }
  return std::nullopt;
}

}  // namespace sudoku
