#include "core/logic/chains.hpp"

#include <algorithm>

#include "core/logic/house_logic.hpp"

namespace sudoku {

namespace {

// Nodes are numbered cell * N + value - 1.
class ChainSearch {
 public:
  ChainSearch(const CandidateGrid& g, ChainKind kind) : g_(g), s_(g.shape()), n_(s_.size()), kind_(kind) {}

  std::optional<Deduction> run(int max_nodes, int score) {
    build_links();
    std::optional<Deduction> best;
    std::size_t best_nodes = static_cast<std::size_t>(max_nodes) + 1;
    for (int c = 0; c < s_.cell_count() && best_nodes > 4; ++c)
      for (CandidateMask m = g_.candidates(c); m; m &= m - 1) {
        if (kind_ == ChainKind::kXY && count_of(g_.candidates(c)) != 2) break;
        std::optional<Deduction> d = from(node(c, lowest_value(m)), best_nodes - 1);
        if (d && d->chain.size() < best_nodes) {
          best_nodes = d->chain.size();
          best = std::move(d);
          if (best_nodes <= 4) break;  // chains have an even count of nodes; two make a box/line step, found before
        }
      }
    if (best) best->score = score + 10 * std::max(0, (static_cast<int>(best->chain.size()) - 5) / 2);
    return best;
  }

 private:
  int node(int cell, int value) const { return cell * n_ + value - 1; }
  int cell_of(int node) const { return node / n_; }
  int value_of(int node) const { return node % n_ + 1; }

  // The nodes a strong (weak) link joins to `x`, from the adjacency lists
  // built once per search.
  IndexSpan strong(int x) const { return {strong_.data() + strong_start_[x], strong_.data() + strong_start_[x + 1]}; }
  IndexSpan weak(int x) const { return {weak_.data() + weak_start_[x], weak_.data() + weak_start_[x + 1]}; }

  void build_links() {
    const int nodes = s_.cell_count() * n_;
    // The two places of each value in each complete house that has just two.
    std::vector<std::vector<int>> pair_of(static_cast<std::size_t>(nodes));
    if (kind_ != ChainKind::kXY)
      for (int h = 0; h < house_count(g_); ++h) {
        if (!s_.is_complete(h)) continue;
        for (int v = 1; v <= n_; ++v) {
          const Places places = places_of(g_, h, v);
          if (places.size() != 2) continue;
          pair_of[node(places[0], v)].push_back(node(places[1], v));
          pair_of[node(places[1], v)].push_back(node(places[0], v));
        }
      }
    strong_start_.assign(1, 0);
    weak_start_.assign(1, 0);
    for (int x = 0; x < nodes; ++x) {
      const int c = cell_of(x), v = value_of(x);
      if (g_.candidates(c) & bit_of(v)) {
        if (kind_ != ChainKind::kX && count_of(g_.candidates(c)) == 2)
          strong_.push_back(node(c, lowest_value(g_.candidates(c) & ~bit_of(v))));
        for (int y : pair_of[x])
          if (std::find(strong_.begin() + strong_start_.back(), strong_.end(), y) == strong_.end())
            strong_.push_back(y);
        if (kind_ == ChainKind::kAny)
          for (CandidateMask m = g_.candidates(c) & ~bit_of(v); m; m &= m - 1)
            weak_.push_back(node(c, lowest_value(m)));
        for (int p : s_.peers_of(c)) {
          if (!(g_.candidates(p) & bit_of(v))) continue;
          if (kind_ == ChainKind::kXY && count_of(g_.candidates(p)) != 2) continue;
          weak_.push_back(node(p, v));
        }
      }
      strong_start_.push_back(static_cast<int>(strong_.size()));
      weak_start_.push_back(static_cast<int>(weak_.size()));
    }
  }

  // Breadth first from `start` assumed false: state 2*node + 1 when the node
  // is reached true (by a strong link), 2*node when false (by a weak one).
  std::optional<Deduction> from(int start, std::size_t max_nodes) {
    std::vector<int>& parent = parent_;
    if (parent.empty()) parent.assign(static_cast<std::size_t>(s_.cell_count()) * n_ * 2, -2);
    for (int st : touched_) parent[st] = -2;  // what the last start's search marked
    touched_.clear();
    std::vector<int>& frontier = frontier_;
    std::vector<int>& next = next_;
    frontier.assign(1, 2 * start);
    parent[2 * start] = -1;
    touched_.push_back(2 * start);
    for (std::size_t nodes = 1; nodes < max_nodes && !frontier.empty(); ++nodes) {
      next.clear();
      for (int state : frontier) {
        const bool is_true = state & 1;
        for (int y : is_true ? weak(state / 2) : strong(state / 2)) {
          const int to = 2 * y + (is_true ? 0 : 1);
          if (parent[to] != -2) continue;
          parent[to] = state;
          touched_.push_back(to);
          if (!is_true) {
            if (std::optional<Deduction> d = conclusion(start, to, parent)) return d;
          }
          next.push_back(to);
        }
      }
      frontier.swap(next);
    }
    return std::nullopt;
  }

  // What the chain from start (false) to `end` (true) removes, if anything.
  std::optional<Deduction> conclusion(int start, int end_state, const std::vector<int>& parent) const {
    const int end = end_state / 2;
    const int c1 = cell_of(start), a = value_of(start), c2 = cell_of(end), b = value_of(end);
    Deduction d;
    if (start == end) {
      for (CandidateMask m = g_.candidates(c1) & ~bit_of(a); m; m &= m - 1)
        d.eliminations.push_back({c1, lowest_value(m)});
    } else if (a == b && c1 != c2) {
      // seeing_all(g_, {c1, c2}, a) without its two allocations: this test
      // runs at every node a search reaches.
      for (int c : s_.peers_of(c1))
        if ((g_.candidates(c) & bit_of(a)) && c != c2 && sees(s_, c, c2)) d.eliminations.push_back({c, a});
      std::sort(d.eliminations.begin(), d.eliminations.end());
    } else if (c1 == c2) {
      for (CandidateMask m = g_.candidates(c1) & ~bit_of(a) & ~bit_of(b); m; m &= m - 1)
        d.eliminations.push_back({c1, lowest_value(m)});
    } else if (kind_ == ChainKind::kAny && sees(s_, c1, c2)) {
      if (g_.candidates(c1) & bit_of(b)) d.eliminations.push_back({c1, b});
      if (g_.candidates(c2) & bit_of(a)) d.eliminations.push_back({c2, a});
    }
    if (d.eliminations.empty()) return std::nullopt;
    std::vector<int> path;
    for (int st = end_state; st != -1; st = parent[st]) path.push_back(st);
    std::reverse(path.begin(), path.end());
    CandidateMask values = 0;
    for (std::size_t i = 0; i < path.size(); ++i) {
      const int x = path[i] / 2;
      ChainNode n{cell_of(x), value_of(x), Link::kStrong};
      if (i + 1 < path.size()) n.next = (path[i + 1] & 1) ? Link::kStrong : Link::kWeak;
      d.chain.push_back(n);
      values |= bit_of(n.value);
      const bool listed =
          std::any_of(d.cells.begin(), d.cells.end(), [&](const CellInStep& c) { return c.cell == n.cell; });
      if (!listed) d.cells.push_back({n.cell, Role::kPattern});
    }
    d.values = values;
    return d;
  }

  const CandidateGrid& g_;
  const Shape& s_;
  int n_;
  ChainKind kind_;
  std::vector<int> strong_start_, strong_, weak_start_, weak_;  // CSR adjacency by node
  std::vector<int> parent_;   // by state: the state it was reached from, -1 the start, -2 unreached
  std::vector<int> touched_;  // the states whose parent_ is set
  std::vector<int> frontier_, next_;  // from()'s breadth-first levels, kept to spare allocations
};

}  // namespace

std::optional<Deduction> find_chain(const CandidateGrid& g, ChainKind kind, int max_nodes, int score) {
  return ChainSearch(g, kind).run(max_nodes, score);
}

}  // namespace sudoku
