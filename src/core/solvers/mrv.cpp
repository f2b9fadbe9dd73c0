// Forward checking with minimum remaining values.
//
// Candidate sets are kept incrementally: placing v in a cell removes v from
// the candidates of its empty peers (each removal goes on a trail so that undo
// restores exactly those). A placement that leaves a peer with no candidate
// fails at once. The search branches on the empty cell with the fewest
// candidates (the first such in row-major order), values ascending.
//   placements  values written (including ones whose forward check failed)
//   backtracks  a branch cell left after all of its values failed
//   nodes       calls of the recursive search
#include <vector>

#include "core/solvers/choose_cell.hpp"
#include "core/solvers/house_masks.hpp"
#include "core/solvers/solvers.hpp"

namespace sudoku {

namespace {

class ForwardChecker {
 public:
  ForwardChecker(const Puzzle& puzzle, SearchContext& ctx)
      : ctx_(ctx), shape_(*puzzle.shape), grid_(puzzle.givens), cand_(grid_.size(), 0) {
    HouseMasks houses(puzzle);
    for (int c = 0; c < shape_.cell_count(); ++c)
      if (!grid_[c]) cand_[c] = houses.candidates(c);
  }

  void run() { search(0); }

 private:
  bool search(int depth) {
    ++ctx_.stats.nodes;
    if (ctx_.should_stop(node_work_)) return true;
    const int best = fewest_candidates_cell(grid_.data(), cand_.data(), shape_.cell_count(), 1);
    if (best < 0) {
      ++solutions_;
      return ctx_.found(grid_.data());
    }
    const std::uint64_t solutions_before = solutions_;
    for (CandidateMask m = cand_[best]; m; m &= m - 1) {
      const int v = lowest_value(m);
      const size_t mark = trail_.size();
      ++ctx_.stats.placements;
      ctx_.place(best, v, depth, Technique::kGuess);
      if (place(best, v) && search(depth + 1)) return true;
      undo(best, v, mark);
      ctx_.remove(best, v, depth);
    }
    if (solutions_ == solutions_before) {
      ++ctx_.stats.backtracks;
      ctx_.dead_end(best, depth);
    }
    return false;
  }

  // Writes v and removes it from the empty peers. False if a peer is left
  // with no candidate (the removals made so far stay on the trail).
  bool place(int cell, int v) {
    grid_[cell] = static_cast<Value>(v);
    const CandidateMask b = bit_of(v);
    for (int p : shape_.peers_of(cell)) {
      if (grid_[p] || !(cand_[p] & b)) continue;
      cand_[p] &= ~b;
      trail_.push_back(p);
      if (!cand_[p]) return false;
    }
    return true;
  }

  void undo(int cell, int v, size_t mark) {
    const CandidateMask b = bit_of(v);
    while (trail_.size() > mark) {
      cand_[trail_.back()] |= b;
      trail_.pop_back();
    }
    grid_[cell] = 0;
  }

  SearchContext& ctx_;
  const Shape& shape_;
  Grid grid_;
  std::vector<CandidateMask> cand_;  // candidates of empty cells
  std::vector<int> trail_;           // peers that lost a candidate, for undo
  // A node scans the grid for its branching cell: weighed so that the stop
  // check is asked every dozen nodes on a 2,500-cell shape (1 below 128 cells).
  const int node_work_ = shape_.cell_count() / 128 + 1;
  std::uint64_t solutions_ = 0;
};

}  // namespace

void run_mrv(const Puzzle& puzzle, SearchContext& ctx) { ForwardChecker(puzzle, ctx).run(); }

}  // namespace sudoku
