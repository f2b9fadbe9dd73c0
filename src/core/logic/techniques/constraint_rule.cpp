// Variant rule: a rule beyond the houses (a thermometer, a dot, an arrow, a
// cage without a sum, ...; core/constraints/) leaves some candidates of its
// cells with no filling that keeps it. Cages and sums with a total are the
// cage combinations' (cage_combination.cpp), a step of their own.
#include "core/logic/constraint_steps.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_constraint_rule(const CandidateGrid& g) {
  for (const Constraint& c : g.constraints()) {
    if (is_summed_cage(c)) continue;
    if (std::optional<Deduction> d = narrowing_step(g, c)) return d;
  }
  return std::nullopt;
}

}  // namespace sudoku
