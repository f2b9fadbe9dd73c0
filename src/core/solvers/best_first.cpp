// Best-first search over copied states.
//
// A state is a whole grid with the candidate set of every empty cell. The
// open list holds states not yet expanded; the best state (the deepest one,
// and among siblings the one with the smallest value) is expanded next:
// its most constrained empty cell becomes one child state per candidate, each a
// copy of the parent with that value placed and forward-checked. Children that
// leave some cell with no candidate are dropped at once. Nothing is undone:
// states are copied.
//
// Layout: the open list is a stack of fixed-size records in two flat arrays,
//   values_[k * cells ..]  the grid of open state k
//   cands_[k * cells ..]   its candidate masks (0 for filled cells)
// so expanding a state allocates nothing once the arrays have grown.
//   placements  child states created (one value written each)
//   backtracks  expanded states none of whose children survived
//   nodes       states expanded
#include <cstring>
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
        value_(cells_), cand_(cells_) {
    HouseMasks houses(puzzle);
    std::vector<CandidateMask> root(cells_, 0);
    for (int c = 0; c < cells_; ++c)
      if (!puzzle.givens[c]) root[c] = houses.candidates(c);
    push(puzzle.givens.data(), root.data(), 0);
  }

  void run() {
    while (!depth_.empty()) {
      ++ctx_.stats.nodes;
      if (ctx_.should_stop()) return;
      const int depth = pop();
      ctx_.switch_state(shown_.data(), value_.data(), depth);
      if (ctx_.tracing()) shown_ = value_;
      const int best = fewest_candidates_cell(value_.data(), cand_.data(), cells_);
      if (best < 0) {
        if (ctx_.found(value_.data())) return;
        continue;
      }
      // Push children largest value first so that the smallest is expanded first.
      int survivors = 0;
      for (int v = shape_.size(); v >= 1; --v) {
        if (!(cand_[best] & bit_of(v))) continue;
        ++ctx_.stats.placements;
        survivors += push_child(best, v, depth + 1);
      }
      if (!survivors) {
        ++ctx_.stats.backtracks;
        ctx_.dead_end(best, depth);
      }
    }
  }

 private:
  void push(const Value* values, const CandidateMask* cands, int depth) {
    const size_t at = depth_.size() * cells_;
    open_values_.resize(at + cells_);
    open_cands_.resize(at + cells_);
    std::memcpy(&open_values_[at], values, cells_ * sizeof(Value));
    std::memcpy(&open_cands_[at], cands, cells_ * sizeof(CandidateMask));
    depth_.push_back(depth);
  }

  // Copies the current state with v placed in cell; keeps it if no empty cell
  // loses its last candidate. Returns 1 if kept.
  int push_child(int cell, int v, int depth) {
    push(value_.data(), cand_.data(), depth);
    Value* values = &open_values_[(depth_.size() - 1) * cells_];
    CandidateMask* cands = &open_cands_[(depth_.size() - 1) * cells_];
    values[cell] = static_cast<Value>(v);
    cands[cell] = 0;
    const CandidateMask b = bit_of(v);
    for (int p : shape_.peers_of(cell)) {
      if (values[p] || !(cands[p] & b)) continue;
      cands[p] &= ~b;
      if (!cands[p]) {
        depth_.pop_back();
        return 0;
      }
    }
    return 1;
  }

  int pop() {
    const size_t at = (depth_.size() - 1) * cells_;
    std::memcpy(value_.data(), &open_values_[at], cells_ * sizeof(Value));
    std::memcpy(cand_.data(), &open_cands_[at], cells_ * sizeof(CandidateMask));
    const int depth = depth_.back();
    depth_.pop_back();
    return depth;
  }

  SearchContext& ctx_;
  const Shape& shape_;
  int cells_;
  Grid shown_;  // the grid the trace last showed (only kept when tracing)
  Grid value_;  // the state being expanded
  std::vector<CandidateMask> cand_;
  std::vector<Value> open_values_;
  std::vector<CandidateMask> open_cands_;
  std::vector<int> depth_;  // depth of each open state
};

}  // namespace

void run_bestfirst(const Puzzle& puzzle, SearchContext& ctx) { BestFirstSearch(puzzle, ctx).run(); }

}  // namespace sudoku
