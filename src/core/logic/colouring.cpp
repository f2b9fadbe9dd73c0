#include "core/logic/colouring.hpp"

#include <algorithm>

#include "core/logic/grid_key.hpp"
#include "core/logic/house_logic.hpp"

namespace sudoku {

namespace {

std::vector<ColourCluster> find_clusters(const CandidateGrid& g, int v) {
  const Shape& s = g.shape();
  // The pairs, as adjacency lists by cell (edge_start[c] to edge_start[c + 1]
  // in edges: one array, not one per cell), each edge with the house it comes from.
  struct Edge {
    int to, house;
  };
  std::vector<Edge> pairs;  // both ends of each pair, by house
  std::vector<int> edge_start(static_cast<std::size_t>(s.cell_count()) + 1, 0);
  for (int h = 0; h < house_count(g); ++h) {
    if (!s.is_complete(h)) continue;
    const Places places = places_of(g, h, v);
    if (places.size() != 2) continue;
    pairs.push_back({places[0], h});
    pairs.push_back({places[1], h});
    ++edge_start[places[0] + 1];
    ++edge_start[places[1] + 1];
  }
  for (int c = 0; c < s.cell_count(); ++c) edge_start[c + 1] += edge_start[c];
  std::vector<Edge> edges(pairs.size());
  std::vector<int> filled(edge_start.begin(), edge_start.end() - 1);
  for (std::size_t i = 0; i < pairs.size(); i += 2) {
    edges[filled[pairs[i].to]++] = {pairs[i + 1].to, pairs[i].house};
    edges[filled[pairs[i + 1].to]++] = {pairs[i].to, pairs[i].house};
  }
  auto edges_of = [&](int c) { return std::make_pair(edges.begin() + edge_start[c], edges.begin() + edge_start[c + 1]); };
  std::vector<int> colour_of(static_cast<std::size_t>(s.cell_count()), -1);
  std::vector<ColourCluster> clusters;
  for (int start = 0; start < s.cell_count(); ++start) {
    if (colour_of[start] >= 0 || edge_start[start] == edge_start[start + 1]) continue;
    ColourCluster cluster{v, {}, {}};
    bool two_colours = true;
    std::vector<int> queue{start};
    colour_of[start] = 0;
    for (std::size_t i = 0; i < queue.size(); ++i) {
      const int c = queue[i];
      cluster.colour[colour_of[c]].push_back(c);
      for (auto [e, end] = edges_of(c); e != end; ++e) {
        if (std::find(cluster.houses.begin(), cluster.houses.end(), e->house) == cluster.houses.end())
          cluster.houses.push_back(e->house);
        if (colour_of[e->to] < 0) {
          colour_of[e->to] = 1 - colour_of[c];
          queue.push_back(e->to);
        } else if (colour_of[e->to] == colour_of[c]) {
          two_colours = false;
        }
      }
    }
    if (two_colours && queue.size() > 2) clusters.push_back(std::move(cluster));
  }
  return clusters;
}

// The last grid's clusters by value (grid_key.hpp), each found when first
// asked for (known[v]).
struct ClustersByValue {
  std::vector<std::vector<ColourCluster>> by_value;
  std::vector<char> known;
};
thread_local LastGrid<ClustersByValue> last;

}  // namespace

const std::vector<ColourCluster>& colour_clusters(const CandidateGrid& g, int v) {
  ClustersByValue& c = last.for_grid(g, [&](ClustersByValue& fresh) {
    fresh.by_value.assign(static_cast<std::size_t>(g.shape().size()) + 1, {});
    fresh.known.assign(static_cast<std::size_t>(g.shape().size()) + 1, 0);
  });
  if (!c.known[v]) {
    c.by_value[v] = find_clusters(g, v);
    c.known[v] = 1;
  }
  return c.by_value[v];
}

bool sees_one_of(const Shape& s, int cell, const std::vector<int>& cells) {
  return std::any_of(cells.begin(), cells.end(), [&](int c) { return sees(s, cell, c); });
}

Deduction colouring_step(const ColourCluster& cluster, int first_colour, const std::vector<int>& targets) {
  Deduction d;
  for (int c : targets) d.eliminations.push_back({c, cluster.value});
  for (int h : cluster.houses) d.houses.push_back({h, Role::kBase});
  for (int c : cluster.colour[first_colour]) d.cells.push_back({c, Role::kColourA});
  for (int c : cluster.colour[1 - first_colour]) d.cells.push_back({c, Role::kColourB});
  d.values = bit_of(cluster.value);
  return d;
}

}  // namespace sudoku
