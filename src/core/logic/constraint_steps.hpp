// What the ladder's constraint techniques share (techniques/constraint_rule.cpp,
// cage_combination.cpp, innies_outies.cpp): a rule beyond the houses narrowed
// on a grid's candidates (its solved cells as their one value), as a step.
#pragma once

#include <optional>

#include "core/constraints/constraint.hpp"
#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

// A cage or sum with a total: the cage combinations' kind of rule.
bool is_summed_cage(const Constraint& c);

// The candidates of c's empty cells that no filling keeping c leaves (the
// rule's own narrow(), constraints/constraint_list.hpp) as eliminations, with
// c's cells as the pattern, the values left to its empty cells, its kind and
// number; nothing when it strikes none (or finds no filling at all: a
// contradiction the search, not a step, reports).
std::optional<Deduction> narrowing_step(const CandidateGrid& g, const Constraint& c);

}  // namespace sudoku
