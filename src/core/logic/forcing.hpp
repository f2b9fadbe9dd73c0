// Forcing chains and nets: assume a candidate and follow what it forces.
//
// Each branch places one candidate on a copy of the grid and propagates:
// with singles (naked and hidden) for chains, with singles, box/line
// interactions and pairs for nets, with every technique up to forcing chains
// (fish, wings, colouring, chains, and a forcing chain's own branches inside
// the branch) for nested nets, until nothing more follows or a contradiction
// shows (a cell with no candidate, a value with no place in a house).
//   contradiction  a branch that contradicts: its candidate goes
//   cell forcing   every candidate of a cell, as branches (none may
//                  contradict): what all branches place is placed, or else the
//                  candidates no branch keeps go
//   unit forcing   every place of a value in a house, likewise
#pragma once

#include <optional>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

enum class Propagation {
  kSingles,      // naked and hidden singles (forcing chains)
  kNet,          // singles, pointing, claiming, naked and hidden pairs (forcing nets)
  kNested,       // every rung up to forcing chains (contradiction), which branch again (nested forcing nets)
};

// Places v in cell and follows what it forces; false on a contradiction.
bool propagate(CandidateGrid& grid, int cell, int v, Propagation how);

std::optional<Deduction> find_forcing_contradiction(const CandidateGrid& g, Propagation how);
// The nested net's contradiction, following at most `budget` branches at
// every depth; past it the search gives up, finding nothing (always sound: a
// branch cut short only concludes less). The hardest known 9x9 puzzles
// (forum_hardest_1905_11plus, 200 spread over it) needed at most 10,446 for
// a step, median 236; without a budget a nearly empty 16x16 grid took 72 s
// to say "guess" (0.6 s without the nested rung; 0.9 s with this budget).
constexpr long kNestedBranchBudget = 30000;
std::optional<Deduction> find_nested_contradiction(const CandidateGrid& g, long budget = kNestedBranchBudget);
std::optional<Deduction> find_cell_forcing(const CandidateGrid& g, Propagation how);
std::optional<Deduction> find_unit_forcing(const CandidateGrid& g, Propagation how);

}  // namespace sudoku
