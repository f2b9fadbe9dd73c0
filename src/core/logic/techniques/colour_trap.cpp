// Simple colouring, the trap: in a cluster of one value's conjugate pairs
// (colouring.hpp) one colour holds the value, so a cell outside the cluster
// that sees a cell of each colour cannot.
#include "core/logic/colouring.hpp"
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_colour_trap(const CandidateGrid& g) {
  const Shape& s = g.shape();
  for (int v = 1; v <= s.size(); ++v)
    for (const ColourCluster& cluster : colour_clusters(g, v)) {
      std::vector<int> targets;
      for (int cell = 0; cell < s.cell_count(); ++cell)
        if (!g.value(cell) && (g.candidates(cell) & bit_of(v)) && sees_one_of(s, cell, cluster.colour[0]) &&
            sees_one_of(s, cell, cluster.colour[1]))
          targets.push_back(cell);
      if (!targets.empty()) return colouring_step(cluster, 0, targets);
    }
  return std::nullopt;
}

}  // namespace sudoku
