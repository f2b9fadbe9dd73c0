// Best-first search over copied states.
//
// A state is a whole grid with the candidate set of every empty cell. The
// best state (the deepest one, and among siblings the one with the smallest
// value) is expanded next: its most constrained empty cell becomes one child
// state per candidate, each a copy of the parent with that value placed and
// forward-checked. A child that would leave some empty cell with no candidate
// is dropped at once. Nothing is undone: states are copied.
//
// A child is copied from its parent when its turn comes, not when the parent
// is expanded: expanding only finds which children survive (a child dies
// exactly when an empty peer of the cell has that value as its one
// candidate), and the parent is kept until its last surviving child has been
// visited. So the open list holds at most one state per level of the search
// instead of one per child: on a 2,500-cell shape of 25 symbols, 31 MB at
// most where a copy of every child took 410 MB. The states are visited in
// the same order either way, so the counters and the trace are the same.
//
// Layout: the open list is a stack of the parents that have children left,
// deepest last, in flat arrays:
//   open_values_[k * cells ..]  the grid of parent k
//   open_cands_[k * cells ..]   its candidate masks (0 for filled cells)
//   open_[k]                    its branching cell, the values of its surviving
//                               children not visited yet, and its depth
// so the search allocates nothing once the arrays have grown.
//   placements  children of expanded states, one per candidate of the cell
//               (one value written each), the dropped ones included
//   backtracks  expanded states none of whose children survived
//   nodes       states expanded
#include <vector>

#include "core/solvers/choose_cell.hpp"
#include "core/solvers/house_masks.hpp"
#include "core/solvers/solvers.hpp"

namespace sudoku {

namespace {

class BestFirstSearch {
 public:
  BestFirstSearch(const Puzzle& puzzle, SearchContext& ctx)
      : ctx_(ctx), shape_(*puzzle.shape), cells_(shape_.cell_count()), shown_(puzzle.givens),
        value_(puzzle.givens), cand_(cells_, 0),
        // A node copies a state in and out of the open list and scans it
        // (three passes over the grid); weighed so that the stop check is
        // asked every few hundred microseconds on a 2,500-cell shape, as on
        // small grids (1 on a 9x9, as before).
        node_work_(3 * cells_ / 256 + 1) {
    HouseMasks houses(puzzle);
    int empty = 0;
    for (int c = 0; c < cells_; ++c)
      if (!value_[c]) cand_[c] = houses.candidates(c), ++empty;
    // At most one parent per empty cell: reserved (pages are only touched as
    // the list grows), so the arrays never move, and never hold twice that.
    open_values_.reserve(size_t(empty) * cells_);
    open_cands_.reserve(size_t(empty) * cells_);
  }

  void run() {
    int depth = 0;  // value_ and cand_ hold the root
    do {
      ++ctx_.stats.nodes;
      if (ctx_.should_stop(work_)) return;
      ctx_.switch_state(shown_.data(), value_.data(), depth);
      if (ctx_.tracing()) shown_ = value_;
      const int best = fewest_candidates_cell(value_.data(), cand_.data(), cells_);
      work_ = node_work_;
      if (best < 0) {
        if (ctx_.found(value_.data())) return;
        continue;
      }
      CandidateMask alive = 0;
      for (CandidateMask m = cand_[best]; m; m &= m - 1) {
        const int v = lowest_value(m);
        ++ctx_.stats.placements;
        if (survives(best, v)) alive |= bit_of(v);
      }
      work_ += count_of(cand_[best]) * shape_.peers_of(best).size() / 256;
      if (alive) {
        open(best, alive, depth);
      } else {
        ++ctx_.stats.backtracks;
        ctx_.dead_end(best, depth);
      }
    } while (next_child(depth));
  }

 private:
  // One parent of the open list (layout above).
  struct Open {
    int cell;
    CandidateMask left;
    int depth;
  };

  // Placing v in `cell` leaves every empty peer a candidate.
  bool survives(int cell, int v) const {
    const CandidateMask b = bit_of(v);
    for (int p : shape_.peers_of(cell))
      if (!value_[p] && cand_[p] == b) return false;
    return true;
  }

  // Keeps the current state as a parent whose children `alive` are still to visit.
  void open(int cell, CandidateMask alive, int depth) {
    open_values_.insert(open_values_.end(), value_.begin(), value_.end());
    open_cands_.insert(open_cands_.end(), cand_.begin(), cand_.end());
    open_.push_back(Open{cell, alive, depth});
  }

  // Makes the next state to expand, the smallest child left of the deepest
  // parent, the current one (its depth in `depth`), dropping the parent with
  // its last child. False when the open list is empty: the search is over.
  bool next_child(int& depth) {
    if (open_.empty()) return false;
    Open& parent = open_.back();
    const int v = lowest_value(parent.left);
    parent.left &= parent.left - 1;
    const size_t at = (open_.size() - 1) * cells_;
    std::copy(open_values_.begin() + at, open_values_.begin() + at + cells_, value_.begin());
    std::copy(open_cands_.begin() + at, open_cands_.begin() + at + cells_, cand_.begin());
    const int cell = parent.cell;
    depth = parent.depth + 1;
    if (!parent.left) {
      open_.pop_back();
      open_values_.resize(at);
      open_cands_.resize(at);
    }
    value_[cell] = static_cast<Value>(v);
    cand_[cell] = 0;
    const CandidateMask b = bit_of(v);
    for (int p : shape_.peers_of(cell))
      if (!value_[p]) cand_[p] &= ~b;  // none is left empty: survives() said so
    return true;
  }

  SearchContext& ctx_;
  const Shape& shape_;
  int cells_;
  Grid shown_;  // the grid the trace last showed (only kept when tracing)
  Grid value_;  // the state being expanded
  std::vector<CandidateMask> cand_;
  const int node_work_;
  int work_ = 1;  // what the node just expanded weighed, told to the stop check at the next
  std::vector<Value> open_values_;
  std::vector<CandidateMask> open_cands_;
  std::vector<Open> open_;
};

}  // namespace

void run_bestfirst(const Puzzle& puzzle, SearchContext& ctx) { BestFirstSearch(puzzle, ctx).run(); }

}  // namespace sudoku
