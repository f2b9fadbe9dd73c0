// XY-Wing: a pivot holding only x and y sees two pincers holding only x and
// z, and y and z. Whichever value the pivot takes, one pincer is z, so z
// leaves every cell that sees both pincers.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_xy_wing(const CandidateGrid& g) {
  const Shape& s = g.shape();
  for (int pivot = 0; pivot < s.cell_count(); ++pivot) {
    const CandidateMask xy = g.candidates(pivot);
    if (count_of(xy) != 2) continue;
    std::vector<int> wings;  // bivalue peers sharing exactly one value with the pivot
    for (int p : s.peers_of(pivot))
      if (count_of(g.candidates(p)) == 2 && count_of(g.candidates(p) & xy) == 1) wings.push_back(p);
    for (std::size_t i = 0; i < wings.size(); ++i)
      for (std::size_t j = i + 1; j < wings.size(); ++j) {
        const int a = wings[i], b = wings[j];
        const CandidateMask za = g.candidates(a) & ~xy, zb = g.candidates(b) & ~xy;
        if (za != zb || (g.candidates(a) & xy) == (g.candidates(b) & xy)) continue;
        if (std::optional<Deduction> d = wing_step(g, pivot, a, b, lowest_value(za), false)) return d;
      }
  }
  return std::nullopt;
}

}  // namespace sudoku
