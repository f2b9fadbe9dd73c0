// XYZ-Wing: a pivot holding only x, y and z sees two pincers holding only x
// and z, and y and z. One of the three is z, so z leaves every cell that
// sees all three.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_xyz_wing(const CandidateGrid& g) {
  const Shape& s = g.shape();
  for (int pivot = 0; pivot < s.cell_count(); ++pivot) {
    const CandidateMask xyz = g.candidates(pivot);
    if (count_of(xyz) != 3) continue;
    std::vector<int> wings;  // bivalue peers whose values are both the pivot's
    for (int p : s.peers_of(pivot))
      if (count_of(g.candidates(p)) == 2 && (g.candidates(p) & ~xyz) == 0) wings.push_back(p);
    for (std::size_t i = 0; i < wings.size(); ++i)
      for (std::size_t j = i + 1; j < wings.size(); ++j) {
        const int a = wings[i], b = wings[j];
        const CandidateMask common = g.candidates(a) & g.candidates(b);
        if (count_of(common) != 1 || (g.candidates(a) | g.candidates(b)) != xyz) continue;
        if (std::optional<Deduction> d = wing_step(g, pivot, a, b, lowest_value(common), true)) return d;
      }
  }
  return std::nullopt;
}

}  // namespace sudoku
