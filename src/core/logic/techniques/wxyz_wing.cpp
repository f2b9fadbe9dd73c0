// WXYZ-Wing: four cells, a pivot and three of its peers, holding four
// candidates between them, each of them but one (z) confined to cells that
// all see each other. Those three values fill at most three of the four
// cells, so some cell of the four holds z: z leaves every other cell that
// sees all the cells of the four where z may go. (The XYZ-Wing is the same
// argument on three cells.)
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

namespace {

// True when the cells of `cells` that may hold v all see each other.
bool confined(const CandidateGrid& g, const std::vector<int>& cells, int v) {
  const Shape& s = g.shape();
  for (std::size_t i = 0; i < cells.size(); ++i)
    for (std::size_t j = i + 1; j < cells.size(); ++j)
      if ((g.candidates(cells[i]) & g.candidates(cells[j]) & bit_of(v)) && !sees(s, cells[i], cells[j])) return false;
  return true;
}

}  // namespace

std::optional<Deduction> find_wxyz_wing(const CandidateGrid& g) {
  const Shape& s = g.shape();
  for (int pivot = 0; pivot < s.cell_count(); ++pivot) {
    const CandidateMask own = g.candidates(pivot);
    if (count_of(own) < 2 || count_of(own) > 4) continue;
    std::vector<int> wings;  // peers with two to four candidates
    for (int p : s.peers_of(pivot))
      if (count_of(g.candidates(p)) >= 2 && count_of(g.candidates(p)) <= 4 && count_of(own | g.candidates(p)) <= 4) wings.push_back(p);
    for (std::size_t i = 0; i < wings.size(); ++i)
      for (std::size_t j = i + 1; j < wings.size(); ++j) {
        if (count_of(own | g.candidates(wings[i]) | g.candidates(wings[j])) > 4) continue;  // no fourth cell can mend that
        for (std::size_t k = j + 1; k < wings.size(); ++k) {
          const CandidateMask all = own | g.candidates(wings[i]) | g.candidates(wings[j]) | g.candidates(wings[k]);
          if (count_of(all) != 4) continue;
          const std::vector<int> cells{pivot, wings[i], wings[j], wings[k]};
          int z = 0;  // the one value not confined
          bool one = true;
          for (CandidateMask m = all; m && one; m &= m - 1) {
            const int v = lowest_value(m);
            if (confined(g, cells, v)) continue;
            one = z == 0;
            z = v;
          }
          if (!one || !z) continue;
          std::vector<int> z_cells;
          for (int c : cells)
            if (g.candidates(c) & bit_of(z)) z_cells.push_back(c);
          const std::vector<int> targets = seeing_all(g, z_cells, z, cells);
          if (targets.empty()) continue;
          Deduction d;
          for (int c : targets) d.eliminations.push_back({c, z});
          d.cells.push_back({pivot, Role::kPivot});
          for (int c : cells)
            if (c != pivot) d.cells.push_back({c, Role::kPincer});
          d.values = bit_of(z);
          return d;
        }
      }
  }
  return std::nullopt;
}

}  // namespace sudoku
