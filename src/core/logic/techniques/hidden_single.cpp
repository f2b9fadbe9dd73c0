// Hidden single: a value with one place left in a house that must hold it (a
// house of N cells; smaller houses need not hold every value).
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_hidden_single(const CandidateGrid& g) {
  for (int h = 0; h < house_count(g); ++h) {
    if (!g.shape().is_complete(h)) continue;  // a house of fewer than N cells need not hold every value
    CandidateMask once = 0, twice = 0;
    for (int c : cells_of(g, h)) {
      twice |= once & g.candidates(c);
      once |= g.candidates(c);
    }
    const CandidateMask unique = once & ~twice & ~placed_in(g, h);
    if (!unique) continue;
    const int v = lowest_value(unique);
    for (int c : cells_of(g, h)) {
      if (!(g.candidates(c) & bit_of(v))) continue;
      Deduction d;
      d.houses = {{h, Role::kBase}};
      d.cells = {{c, Role::kPattern}};
      d.values = bit_of(v);
      d.placements = {{c, v}};
      return d;
    }
  }
  return std::nullopt;
}

}  // namespace sudoku
