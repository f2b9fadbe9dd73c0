// Best-first search over copied states.
//
// A state is a whole grid with the candidate set of every empty cell. The
// best state (the deepest one, and among siblings the first) is expanded
// next: its most constrained choice (choose_cell.hpp: an empty cell with the
// fewest candidates, or a value with the fewest places in a house) becomes
// one child state per option (the cell's candidates ascending, or the
// value's places in reading order), each a copy of the parent with that
// value placed and forward-checked. A child that would leave some empty cell
// with no candidate is dropped at once; a state where a value has no place
// left in a house is expanded into no child. Nothing is undone: states are
// copied.
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
//   open_[k]                    its choice (a cell, or a house and value), the
//                               options of its surviving children not visited
//                               yet (values, or places as bits of the house's
//                               cells), and its depth
// so the search allocates nothing once the arrays have grown.
//   placements  children of expanded states, one per option of the choice
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
      const Choice choice = most_constrained(shape_, value_.data(), cand_.data());
      work_ = node_work_;
      if (choice.done()) {
        if (ctx_.found(value_.data())) return;
        continue;
      }
      std::uint32_t alive = 0;  // the options whose child survives, as bits (see Open)
      if (choice.cell >= 0) {
        for (CandidateMask m = cand_[choice.cell]; m; m &= m - 1) {
          const int v = lowest_value(m);
          ++ctx_.stats.placements;
          if (survives(choice.cell, v)) alive |= bit_of(v);
        }
      } else {
        const std::vector<int>& cells = shape_.houses()[choice.house].cells;
        for (std::size_t i = 0; i < cells.size(); ++i) {
          if (value_[cells[i]] || !(cand_[cells[i]] & bit_of(choice.value))) continue;
          ++ctx_.stats.placements;
          if (survives(cells[i], choice.value)) alive |= 1u << i;
        }
      }
      work_ += choice.options * static_cast<int>(shape_.peers_of(0).size()) / 256;
      if (alive) {
        open(choice, alive, depth);
      } else {
        ++ctx_.stats.backtracks;
        ctx_.dead_end(choice.cell, depth);  // -1 for a value's places: "this branch has no solution"
      }
    } while (next_child(depth));
  }

 private:
  // One parent of the open list (layout above).
  struct Open {
    Choice choice;
    std::uint32_t left;  // a cell's values left (bit v-1), or a value's places left (bit i: the house's i-th cell)
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
  void open(const Choice& choice, std::uint32_t alive, int depth) {
    open_values_.insert(open_values_.end(), value_.begin(), value_.end());
    open_cands_.insert(open_cands_.end(), cand_.begin(), cand_.end());
    open_.push_back(Open{choice, alive, depth});
  }

  // Makes the next state to expand, the smallest child left of the deepest
  // parent, the current one (its depth in `depth`), dropping the parent with
  // its last child. False when the open list is empty: the search is over.
  bool next_child(int& depth) {
    if (open_.empty()) return false;
    Open& parent = open_.back();
    const int option = __builtin_ctz(parent.left);
    parent.left &= parent.left - 1;
    const Choice& choice = parent.choice;
    const int cell = choice.cell >= 0 ? choice.cell : shape_.houses()[choice.house].cells[option];
    const int v = choice.cell >= 0 ? option + 1 : choice.value;
    const size_t at = (open_.size() - 1) * cells_;
    std::copy(open_values_.begin() + at, open_values_.begin() + at + cells_, value_.begin());
    std::copy(open_cands_.begin() + at, open_cands_.begin() + at + cells_, cand_.begin());
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
