// 3D Medusa, the trap (logic/medusa.hpp): one colour is all true, so a
// candidate outside the cluster goes when either colour would rule it out:
// its cell holds candidates of both colours; it sees its value in both
// colours; or its cell holds one colour and it sees its value in the other.
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"
#include "core/logic/medusa.hpp"

namespace sudoku {

std::optional<Deduction> find_medusa_trap(const CandidateGrid& g) {
  const Shape& s = g.shape();
  const std::size_t cells = static_cast<std::size_t>(s.cell_count());
  // By colour, by cell: the values the colour holds there, and those it holds in the cell's peers.
  std::vector<CandidateMask> here[2], seen[2];
  for (const MedusaCluster& cluster : medusa_clusters(g)) {
    for (int side : {0, 1}) {
      here[side].assign(cells, 0);
      seen[side].assign(cells, 0);
      for (const auto& [cell, value] : cluster.colour[side]) {
        here[side][cell] |= bit_of(value);
        for (int p : s.peers_of(cell)) seen[side][p] |= bit_of(value);
      }
    }
    std::vector<std::pair<int, int>> removed;
    for (int c = 0; c < s.cell_count(); ++c) {
      if (g.value(c)) continue;
      const CandidateMask a = here[0][c], b = here[1][c];
      CandidateMask gone = seen[0][c] & seen[1][c];  // its value seen in both colours
      if (a && b) gone = ~CandidateMask{0};          // its cell holds both colours
      if (a) gone |= seen[1][c];                      // its cell one colour, its value seen in the other
      if (b) gone |= seen[0][c];
      for (CandidateMask m = g.candidates(c) & ~a & ~b & gone; m; m &= m - 1) removed.push_back({c, lowest_value(m)});
    }
    if (!removed.empty()) return medusa_step(cluster, 0, std::move(removed));
  }
  return std::nullopt;
}

}  // namespace sudoku
