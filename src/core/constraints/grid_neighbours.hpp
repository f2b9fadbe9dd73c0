// The global rules of a square grid between cells a fixed step apart
// (anti-knight, anti-king, non-consecutive): the constraint holds every cell
// in reading order, and each pair of cells one of the steps apart must
// satisfy a relation of values (value_pairs.hpp).
#pragma once

#include <algorithm>
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

// The most values a value may not stand beside under `partners`: a cell of
// more candidates than that strikes nothing from its neighbour.
inline int most_forbidden(const Partners& partners, int size) {
  int most = 0;
  for (int v = 1; v <= size; ++v) most = std::max(most, count_of(all_values(size) & ~partners[v]));
  return most;
}

// Narrows every pair of cells (r, c) and (r + dr, c + dc), for each step,
// by a symmetric relation. masks: the whole N x N grid.
// Passes until one changes nothing, so that what it leaves is settled (the
// house engines narrow it again only when its cells change). Pairs of
// cells both wider than most_forbidden are passed over (on a
// non-consecutive search, most pairs).
inline bool narrow_steps(CandidateMask* masks, int size, const std::vector<std::pair<int, int>>& steps,
                         const Partners& partners) {
  const int most = most_forbidden(partners, size);
  for (bool changed = true; changed;) {
    changed = false;
    for (int r = 0; r < size; ++r)
      for (int c = 0; c < size; ++c)
        for (const auto& [dr, dc] : steps) {
          const int r2 = r + dr, c2 = c + dc;
          if (r2 < 0 || r2 >= size || c2 < 0 || c2 >= size) continue;
          CandidateMask& a = masks[r * size + c];
          CandidateMask& b = masks[r2 * size + c2];
          if (count_of(a) > most && count_of(b) > most) continue;
          const CandidateMask before_a = a, before_b = b;
          if (!narrow_pair(a, b, partners, partners)) return false;
          changed = changed || a != before_a || b != before_b;
        }
  }
  return true;
}

// narrow_steps where the grid was `settled` by it before and each cell has
// lost candidates since, if any (masks[i] within settled[i]): only the
// neighbours of cells that changed are looked at, and theirs in turn when
// they change.
inline bool narrow_steps_since(CandidateMask* masks, const CandidateMask* settled, int size,
                               const std::vector<std::pair<int, int>>& steps, const Partners& partners) {
  const int most = most_forbidden(partners, size);  // a cell of more candidates strikes nothing
  const int cells = size * size;
  int queue[kMaxSize * kMaxSize];
  bool queued[kMaxSize * kMaxSize] = {};
  int head = 0, waiting = 0;  // a ring of `cells` places: a cell is in it at most once
  for (int i = 0; i < cells; ++i)
    if (masks[i] != settled[i]) {
      if (!masks[i]) return false;
      if (count_of(masks[i]) > most) continue;
      queue[waiting++] = i;
      queued[i] = true;
    }
  while (waiting > 0) {
    const int cell = queue[head];
    head = (head + 1) % cells;
    --waiting;
    queued[cell] = false;
    const int r = cell / size, c = cell % size;
    for (const auto& [dr, dc] : steps)
      for (int sign = -1; sign <= 1; sign += 2) {
        const int r2 = r + sign * dr, c2 = c + sign * dc;
        if (r2 < 0 || r2 >= size || c2 < 0 || c2 >= size) continue;
        const int other = r2 * size + c2;
        const CandidateMask kept = with_partner(masks[other], masks[cell], partners);
        if (kept == masks[other]) continue;
        if (!(masks[other] = kept)) return false;
        if (!queued[other] && count_of(kept) <= most) {
          queue[(head + waiting) % cells] = other;
          ++waiting;
          queued[other] = true;
        }
      }
  }
  return true;
}

}  // namespace sudoku
