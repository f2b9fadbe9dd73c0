// The global rules of a square grid between cells a fixed step apart
// (anti-knight, anti-king, non-consecutive): the constraint holds every cell
// in reading order, and each pair of cells one of the steps apart must
// satisfy a relation of values (value_pairs.hpp).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/constraints/constraint.hpp"
#include "core/constraints/value_pairs.hpp"
#include "core/shape.hpp"

namespace sudoku {

// The whole grid, in reading order: the cells of a global rule.
inline std::optional<std::string> check_whole_grid(const Shape& shape, const Constraint& c) {
  bool whole = shape.is_square_grid() && static_cast<int>(c.cells.size()) == shape.cell_count();
  for (int i = 0; whole && i < shape.cell_count(); ++i) whole = c.cells[i] == i;
  if (whole) return std::nullopt;
  return "the " + std::string(info_of(c.kind).id) + " rule applies to a whole square grid";
}

// The steps between cells that anti-knight and anti-king keep apart (half of
// them: each pair once). Their rule is only that such cells differ, so the
// house engines take those cells as peers (solvers/houses/step_peers.hpp).
const std::vector<std::pair<int, int>>& anti_knight_steps();
const std::vector<std::pair<int, int>>& anti_king_steps();

// Narrows every pair of cells (r, c) and (r + dr, c + dc), for each step,
// by a symmetric relation. masks: the whole N x N grid.
// Passes until one changes nothing, so that what it leaves is settled (the
// house engines narrow it again only when its cells change).
inline bool narrow_steps(CandidateMask* masks, int size, const std::vector<std::pair<int, int>>& steps,
                         const Partners& partners) {
  for (bool changed = true; changed;) {
    changed = false;
    for (int r = 0; r < size; ++r)
      for (int c = 0; c < size; ++c)
        for (const auto& [dr, dc] : steps) {
          const int r2 = r + dr, c2 = c + dc;
          if (r2 < 0 || r2 >= size || c2 < 0 || c2 >= size) continue;
          CandidateMask& a = masks[r * size + c];
          CandidateMask& b = masks[r2 * size + c2];
          const CandidateMask before_a = a, before_b = b;
          if (!narrow_pair(a, b, partners, partners)) return false;
          changed = changed || a != before_a || b != before_b;
        }
  }
  return true;
}

}  // namespace sudoku
