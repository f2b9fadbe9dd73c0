// Branching on the most constrained cell, shared by the searching solvers.
#pragma once

#include "core/candidate_mask.hpp"

namespace sudoku {

// The empty cell (value 0) with the fewest candidates, the first such in
// row-major order; -1 when every cell is filled. The scan ends early at a cell
// with `good_enough` candidates or fewer (0 finds the first true minimum, since
// no cell has fewer than 0).
inline int fewest_candidates_cell(const Value* values, const CandidateMask* candidates, int cells,
                                  int good_enough = 0) {
  int best = -1, best_count = kMaxSize + 1;
  for (int c = 0; c < cells; ++c) {
    if (values[c]) continue;
    const int count = count_of(candidates[c]);
    if (count < best_count) {
      best = c;
      best_count = count;
      if (count <= good_enough) break;
    }
  }
  return best;
}

}  // namespace sudoku
