#include "core/logic/medusa.hpp"

#include <algorithm>

#include "core/logic/grid_key.hpp"
#include "core/logic/house_logic.hpp"

namespace sudoku {

namespace {

std::vector<MedusaCluster> find_clusters(const CandidateGrid& g) {
  const Shape& s = g.shape();
  const int n = s.size();
  const int nodes = s.cell_count() * n;  // node cell * N + value - 1
  // Strong links as adjacency lists in one array (start[x] to start[x + 1]),
  // each with the house it comes from (-1 for a cell's two candidates).
  struct Link {
    int to, house;
  };
  std::vector<std::pair<int, Link>> links;
  for (int c = 0; c < s.cell_count(); ++c) {
    const CandidateMask m = g.candidates(c);
    if (g.value(c) || count_of(m) != 2) continue;
    const int x = c * n + lowest_value(m) - 1, y = c * n + lowest_value(m & (m - 1)) - 1;
    links.push_back({x, {y, -1}});
    links.push_back({y, {x, -1}});
  }
  for (int h = 0; h < house_count(g); ++h) {
    if (!s.is_complete(h)) continue;
    for (int v = 1; v <= n; ++v) {
      const Places places = places_of(g, h, v);
      if (places.size() != 2) continue;
      const int x = places[0] * n + v - 1, y = places[1] * n + v - 1;
      links.push_back({x, {y, h}});
      links.push_back({y, {x, h}});
    }
  }
  std::stable_sort(links.begin(), links.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<int> start(static_cast<std::size_t>(nodes) + 1, 0);
  for (const auto& l : links) ++start[l.first + 1];
  for (int x = 0; x < nodes; ++x) start[x + 1] += start[x];

  std::vector<int> colour_of(static_cast<std::size_t>(nodes), -1);
  std::vector<MedusaCluster> clusters;
  std::vector<int> queue;
  for (int first = 0; first < nodes; ++first) {
    if (colour_of[first] >= 0 || start[first] == start[first + 1]) continue;
    MedusaCluster cluster;
    bool two_colours = true;
    queue.assign(1, first);
    colour_of[first] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i) {
      const int x = queue[i];
      cluster.colour[colour_of[x]].push_back({x / n, x % n + 1});
      for (int k = start[x]; k < start[x + 1]; ++k) {
        const Link& l = links[k].second;
        if (l.house >= 0 && std::find(cluster.houses.begin(), cluster.houses.end(), l.house) == cluster.houses.end())
          cluster.houses.push_back(l.house);
        if (colour_of[l.to] < 0) {
          colour_of[l.to] = 1 - colour_of[x];
          queue.push_back(l.to);
        } else if (colour_of[l.to] == colour_of[x]) {
          two_colours = false;
        }
      }
    }
    if (two_colours && queue.size() > 2) clusters.push_back(std::move(cluster));
  }
  return clusters;
}

thread_local LastGrid<std::vector<MedusaCluster>> last;  // the last grid's clusters (grid_key.hpp)

}  // namespace

const std::vector<MedusaCluster>& medusa_clusters(const CandidateGrid& g) {
  return last.for_grid(g, [&](std::vector<MedusaCluster>& clusters) { clusters = find_clusters(g); });
}

Deduction medusa_step(const MedusaCluster& cluster, int first_colour, std::vector<std::pair<int, int>> eliminations) {
  Deduction d;
  std::sort(eliminations.begin(), eliminations.end());
  eliminations.erase(std::unique(eliminations.begin(), eliminations.end()), eliminations.end());
  d.eliminations = std::move(eliminations);
  for (int h : cluster.houses) d.houses.push_back({h, Role::kBase});
  for (int side : {first_colour, 1 - first_colour}) {
    std::vector<std::pair<int, int>>& candidates = d.coloured[side == first_colour ? 0 : 1];
    candidates = cluster.colour[side];
    std::sort(candidates.begin(), candidates.end());
    std::vector<int> cells;
    for (const auto& [cell, value] : cluster.colour[side]) {
      if (std::find(cells.begin(), cells.end(), cell) == cells.end()) cells.push_back(cell);
      d.values |= bit_of(value);
    }
    std::sort(cells.begin(), cells.end());
    for (int c : cells) d.cells.push_back({c, side == first_colour ? Role::kColourA : Role::kColourB});
  }
  return d;
}

}  // namespace sudoku
