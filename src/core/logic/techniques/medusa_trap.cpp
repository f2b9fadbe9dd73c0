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
  for (const MedusaCluster& cluster : medusa_clusters(g)) {
    std::vector<CandidateMask> in_colour[2];  // by colour, by cell: the values it colours there
    for (int side : {0, 1}) {
      in_colour[side].assign(static_cast<std::size_t>(s.cell_count()), 0);
      for (const auto& [cell, value] : cluster.colour[side]) in_colour[side][cell] |= bit_of(value);
    }
    std::vector<std::pair<int, int>> removed;
    for (int c = 0; c < s.cell_count(); ++c) {
      if (g.value(c)) continue;
      const CandidateMask here[2] = {in_colour[0][c], in_colour[1][c]};
      for (CandidateMask m = g.candidates(c) & ~here[0] & ~here[1]; m; m &= m - 1) {
        const int v = lowest_value(m);
        bool seen[2] = {false, false};  // whether c sees v in each colour
        for (int p : s.peers_of(c))
          for (int side : {0, 1}) seen[side] = seen[side] || (in_colour[side][p] & bit_of(v));
        const bool both_here = here[0] && here[1];
        const bool both_seen = seen[0] && seen[1];
        const bool here_and_seen = (here[0] && seen[1]) || (here[1] && seen[0]);
        if (both_here || both_seen || here_and_seen) removed.push_back({c, v});
      }
    }
    if (!removed.empty()) return medusa_step(cluster, 0, std::move(removed));
  }
  return std::nullopt;
}

}  // namespace sudoku
