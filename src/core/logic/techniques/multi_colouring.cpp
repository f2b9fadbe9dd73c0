// Multi-colouring: two clusters of one value's conjugate pairs
// (colouring.hpp), each coloured two ways, one colour of each holding the
// value. When a cell of colour a (first cluster) sees a cell of colour b
// (second), a and b are not both the value, so one of their other colours
// is: a cell that sees a cell of each of those two colours loses the value.
#include <algorithm>

#include "core/logic/colouring.hpp"
#include "core/logic/house_logic.hpp"
#include "core/logic/ladder.hpp"

namespace sudoku {

namespace {

// A cell of `from` and a cell of `to` that see each other, or {-1, -1}.
std::pair<int, int> seeing_pair(const Shape& s, const std::vector<int>& from, const std::vector<int>& to) {
  for (int a : from)
    for (int b : to)
      if (sees(s, a, b)) return {a, b};
  return {-1, -1};
}

}  // namespace

std::optional<Deduction> find_multi_colouring(const CandidateGrid& g) {
  const Shape& s = g.shape();
  for (int v = 1; v <= s.size(); ++v) {
    const std::vector<ColourCluster>& clusters = colour_clusters(g, v);
    for (std::size_t i = 0; i < clusters.size(); ++i)
      for (std::size_t j = i + 1; j < clusters.size(); ++j)
        for (int a : {0, 1})
          for (int b : {0, 1}) {
            const ColourCluster& first = clusters[i];
            const ColourCluster& second = clusters[j];
            const auto [x, y] = seeing_pair(s, first.colour[a], second.colour[b]);
            if (x < 0) continue;
            const std::vector<int>& one = first.colour[1 - a];   // one of these two colours holds v
            const std::vector<int>& other = second.colour[1 - b];
            std::vector<int> targets;
            for (int cell = 0; cell < s.cell_count(); ++cell) {
              if (g.value(cell) || !(g.candidates(cell) & bit_of(v))) continue;
              const auto in = [&](const ColourCluster& c) {
                return std::count(c.colour[0].begin(), c.colour[0].end(), cell) + std::count(c.colour[1].begin(), c.colour[1].end(), cell) > 0;
              };
              if (in(first) || in(second)) continue;
              if (sees_one_of(s, cell, one) && sees_one_of(s, cell, other)) targets.push_back(cell);
            }
            if (targets.empty()) continue;
            Deduction d;
            for (int c : targets) d.eliminations.push_back({c, v});
            for (int h : first.houses) d.houses.push_back({h, Role::kBase});
            for (int h : second.houses)
              if (std::none_of(d.houses.begin(), d.houses.end(), [&](const HouseInStep& x) { return x.house == h; }))
                d.houses.push_back({h, Role::kBase});
            d.cells = {{x, Role::kPattern}, {y, Role::kPattern}};
            for (int c : one) d.cells.push_back({c, Role::kColourA});
            for (int c : other) d.cells.push_back({c, Role::kColourB});
            d.values = bit_of(v);
            return d;
          }
  }
  return std::nullopt;
}

}  // namespace sudoku
