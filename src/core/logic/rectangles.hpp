// Unique rectangles (techniques/unique_rectangle*.cpp): four empty cells in
// two rows and two columns whose two values could swap, were the grid to
// hold only those two there, leaving it two solutions. The corners are
// named a, b (one row) and c, d (the other; a above c, b above d).
#pragma once

#include <optional>
#include <vector>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/deduction.hpp"

namespace sudoku {

// The house of kind `kind` that holds both cells, or -1.
int shared_house(const Shape& s, int a, int b, HouseKind kind);

// True when swapping two values across the corners keeps every house: each
// meets the corners in none, or in one side {a, b}, {c, d}, {a, c}, {b, d}
// (two rows, two columns, two boxes on a plain grid; a jigsaw region, a
// diagonal or a window must do the same).
bool swappable(const Shape& s, int a, int b, int c, int d);

// Calls visit(a, b, c, d, pair) for each rectangle of empty cells whose
// floor a, b (along a row, or a column) holds exactly the two candidates
// `pair` and whose roof c, d (c beside a, d beside b) holds both, until
// visit returns a step.
template <typename Visit>
std::optional<Deduction> each_rectangle(const CandidateGrid& g, Visit visit);

// The step's houses (the rectangle's two rows and two columns, as base),
// whichever way the floor lies.
std::vector<HouseInStep> rectangle_houses(const Shape& s, int a, int b, int c, int d);

template <typename Visit>
std::optional<Deduction> each_rectangle(const CandidateGrid& g, Visit visit) {
  const Shape& s = g.shape();
  const int n = s.cell_count();
  for (int a = 0; a < n; ++a) {
    const CandidateMask pair = g.candidates(a);
    if (count_of(pair) != 2) continue;
    for (HouseKind along : {HouseKind::kRow, HouseKind::kColumn}) {
      const HouseKind across = along == HouseKind::kRow ? HouseKind::kColumn : HouseKind::kRow;
      for (int b = 0; b < n; ++b) {  // a's partner: the floor
        if (b == a || g.candidates(b) != pair || shared_house(s, a, b, along) < 0) continue;
        for (int c = 0; c < n; ++c) {  // the roof: c beside a, d beside b
          if (c == a || c == b || g.value(c) || (g.candidates(c) & pair) != pair || shared_house(s, a, c, across) < 0) continue;
          for (int d = 0; d < n; ++d) {
            if (d == a || d == b || d == c || g.value(d) || (g.candidates(d) & pair) != pair) continue;
            if (shared_house(s, b, d, across) < 0 || shared_house(s, c, d, along) < 0) continue;
            if (!swappable(s, a, b, c, d)) continue;
            if (std::optional<Deduction> step = visit(a, b, c, d, pair)) return step;
          }
        }
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
