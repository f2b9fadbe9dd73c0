// Naked single: an empty cell with one candidate left.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_naked_single(const CandidateGrid& g) {
  for (int c = 0; c < g.shape().cell_count(); ++c) {
    if (g.value(c) || !is_single(g.candidates(c))) continue;
    Deduction d;
    d.cells = {{c, Role::kPattern}};
    d.values = g.candidates(c);
    d.placements = {{c, lowest_value(g.candidates(c))}};
    return d;
  }
  return std::nullopt;
}

}  // namespace sudoku
