// Branching on the most constrained cell (or house value), shared by the searching solvers.
#pragma once

#include "core/candidate_mask.hpp"
#include "core/shape.hpp"

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

// The most constrained choice of a search over Sudoku's two kinds of
// variable: which value an empty cell takes (its candidates), and where a
// value goes in a house of N cells, which holds every value (the empty cells
// of the house that have it as a candidate). Forward checking with MRV over
// both finds a value's last place in a house as soon as a cell's last
// candidate; over cells alone it guesses 50/50 there and thrashes on large
// grids that singles solve (a trivial 25x25 took millions of nodes).
struct Choice {
  int cell = -1;   // a cell's candidates: this cell
  int house = -1;  // a value's places: this house and value
  int value = 0;
  int options = 0;  // candidates or places; 0: a dead end (no candidate, or no place left)
  bool done() const { return cell < 0 && house < 0; }  // every cell filled
};

// The empty cell with the fewest candidates (the first such in reading
// order), unless a value has fewer places in some house of N cells (the first
// such house, then the smallest value): ties go to the cell. A cell with one
// candidate or fewer is taken at once, a value with one place too.
inline Choice most_constrained(const Shape& shape, const Value* values, const CandidateMask* candidates) {
  Choice best;
  const int cell = fewest_candidates_cell(values, candidates, shape.cell_count(), 1);
  if (cell < 0) return best;
  best.cell = cell;
  best.options = count_of(candidates[cell]);
  if (best.options <= 1) return best;
  const int n = shape.size();
  for (int h = 0; h < static_cast<int>(shape.houses().size()); ++h) {
    if (!shape.is_complete(h)) continue;
    int places[kMaxSize + 1] = {};
    CandidateMask placed = 0;
    for (int c : shape.houses()[h].cells) {
      if (values[c]) {
        placed |= bit_of(values[c]);
        continue;
      }
      for (CandidateMask m = candidates[c]; m; m &= m - 1) ++places[lowest_value(m)];
    }
    for (int v = 1; v <= n; ++v) {
      if ((placed & bit_of(v)) || places[v] >= best.options) continue;
      best = Choice{-1, h, v, places[v]};
      if (places[v] <= 1) return best;
    }
  }
  return best;
}

}  // namespace sudoku
