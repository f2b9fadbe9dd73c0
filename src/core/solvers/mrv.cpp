// Forward checking with minimum remaining values.
//
// Candidate sets are kept incrementally: placing v in a cell removes v from
// the candidates of its empty peers (each removal goes on a trail so that undo
// restores exactly those). A placement that leaves a peer with no candidate
// fails at once. The variables are both of Sudoku's kinds (choose_cell.hpp):
// each node branches on the most constrained one, an empty cell with the
// fewest candidates (values ascending) or a value with the fewest places in a
// house (places in reading order), and a node where a value has no place
// left in a house is a dead end.
//   placements  values written (including ones whose forward check failed)
//   backtracks  a branch left after all of its choices failed
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
    const Choice choice = most_constrained(shape_, grid_.data(), cand_.data());
    if (choice.done()) {
      ++solutions_;
      return ctx_.found(grid_.data());
    }
    const std::uint64_t solutions_before = solutions_;
    const auto attempt = [&](int cell, int v) {
      const size_t mark = trail_.size();
      ++ctx_.stats.placements;
      ctx_.place(cell, v, depth, Technique::kGuess);
      if (place(cell, v) && search(depth + 1)) return true;
      undo(cell, v, mark);
      ctx_.remove(cell, v, depth);
      return false;
    };
    if (choice.cell >= 0) {
      for (CandidateMask m = cand_[choice.cell]; m; m &= m - 1)
        if (attempt(choice.cell, lowest_value(m))) return true;
    } else {
      for (int c : shape_.houses()[choice.house].cells)
        if (!grid_[c] && (cand_[c] & bit_of(choice.value)) && attempt(c, choice.value)) return true;
    }
    if (solutions_ == solutions_before) {
      ++ctx_.stats.backtracks;
      ctx_.dead_end(choice.cell, depth);  // -1 for a value's places: "this branch has no solution"
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
