// Simple colouring, the wrap: in a cluster of one value's conjugate pairs
// (colouring.hpp) the cells of one colour all hold the value or none does;
// two of one colour that see each other cannot both hold it, so that colour
// holds none, and the value leaves all its cells.
#include "core/logic/colouring.hpp"
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

std::optional<Deduction> find_colour_wrap(const CandidateGrid& g) {
  const Shape& s = g.shape();
  for (int v = 1; v <= s.size(); ++v)
    for (const ColourCluster& cluster : colour_clusters(g, v))
      for (int colour : {0, 1}) {
        const std::vector<int>& cells = cluster.colour[colour];
        for (std::size_t i = 0; i < cells.size(); ++i)
          for (std::size_t j = i + 1; j < cells.size(); ++j)
            if (sees(s, cells[i], cells[j])) return colouring_step(cluster, colour, cells);
      }
  return std::nullopt;
}

}  // namespace sudoku
