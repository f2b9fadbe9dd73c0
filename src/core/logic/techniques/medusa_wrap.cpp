// 3D Medusa, the wrap (logic/medusa.hpp): a colour that puts two of its
// candidates in one cell, or one value twice in a house, cannot be the true
// one; every candidate of that colour goes (and the other colour's follow as
// singles).
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"
#include "core/logic/medusa.hpp"

namespace sudoku {

namespace {

bool contradicts_itself(const Shape& s, const std::vector<std::pair<int, int>>& colour) {
  for (std::size_t i = 0; i < colour.size(); ++i)
    for (std::size_t j = i + 1; j < colour.size(); ++j) {
      const auto [c1, v1] = colour[i];
      const auto [c2, v2] = colour[j];
      if (c1 == c2 || (v1 == v2 && sees(s, c1, c2))) return true;
    }
  return false;
}

}  // namespace

std::optional<Deduction> find_medusa_wrap(const CandidateGrid& g) {
  const Shape& s = g.shape();
  for (const MedusaCluster& cluster : medusa_clusters(g))
    for (int colour : {0, 1})
      if (contradicts_itself(s, cluster.colour[colour])) return medusa_step(cluster, colour, cluster.colour[colour]);
  return std::nullopt;
}

}  // namespace sudoku
