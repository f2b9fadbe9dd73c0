// Almost locked sets (techniques/als_*.cpp): N empty cells of one house
// with N+1 candidates between them. Take any one candidate away and the
// rest are locked in the set (each of its N values in one of its cells).
#pragma once

#include <optional>
#include <vector>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

struct Als {
  int house = -1;
  std::vector<int> cells;   // ascending
  CandidateMask values = 0;  // N+1 of them
};

// The grid's almost locked sets of 1 to `max_cells` cells (one cell with two
// candidates is the smallest), each set of cells once (the first house that
// holds it), at most `max_sets` of them, by house and then size.
std::vector<Als> almost_locked_sets(const CandidateGrid& g, int max_cells, std::size_t max_sets);

// The cells of `set` with candidate v.
std::vector<int> cells_with(const CandidateGrid& g, const Als& set, int v);

// True when the sets share no cell.
bool disjoint(const Als& a, const Als& b);

// True when v is in both sets and each of its cells in one sees each in the
// other: v can then be in one set at most (a restricted common candidate).
bool restricted_common(const CandidateGrid& g, const Als& a, const Als& b, int v);

// The ALS-XZ step of sets a and b with restricted common x: each other value
// z common to both is in one of them (the set without x is locked), so z
// leaves every cell that sees all of z's cells in both. Nothing when that
// removes nothing.
std::optional<Deduction> als_xz_step(const CandidateGrid& g, const Als& a, const Als& b, int x);

}  // namespace sudoku
