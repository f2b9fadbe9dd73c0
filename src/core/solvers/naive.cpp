// Naive backtracking (the first source's algorithm) and its mirror image.
//
// Cells are visited in a fixed order (row-major, or reversed); each value
// 1..N is tried in ascending order and kept if no house of the cell holds it.
// Counters, exactly as the source defines them:
//   placements  every value written into an empty cell
//   backtracks  every time the search leaves a cell after trying all of its
//               values without reaching a solution below it
//   nodes       calls of the recursive search (placements + 1)
#include <algorithm>
#include <vector>

#include "core/solvers/house_masks.hpp"
#include "core/solvers/solvers.hpp"

namespace sudoku {

namespace {

class OrderedBacktracker {
 public:
  OrderedBacktracker(const Puzzle& puzzle, SearchContext& ctx, bool reverse)
      : ctx_(ctx), n_(puzzle.shape->size()), grid_(puzzle.givens), houses_(puzzle) {
    for (int c = 0; c < puzzle.shape->cell_count(); ++c)
      if (!grid_[c]) order_.push_back(c);
    if (reverse) std::reverse(order_.begin(), order_.end());
  }

  void run() { search(0); }

 private:
  // Returns true when the search must end.
  bool search(size_t k) {
    ++ctx_.stats.nodes;
    if (ctx_.should_stop()) return true;
    if (k == order_.size()) {
      ++solutions_;
      return ctx_.found(grid_.data());
    }
    const int cell = order_[k];
    const int depth = static_cast<int>(k);
    const CandidateMask allowed = houses_.candidates(cell);
    const std::uint64_t solutions_before = solutions_;
    for (int v = 1; v <= n_; ++v) {
      if (!(allowed & bit_of(v))) continue;
      grid_[cell] = static_cast<Value>(v);
      houses_.set(cell, v);
      ++ctx_.stats.placements;
      ctx_.place(cell, v, depth, Technique::kGuess);
      const bool end = search(k + 1);
      if (end) return true;
      houses_.clear(cell, v);
      grid_[cell] = 0;
      ctx_.remove(cell, v, depth);
    }
    if (solutions_ == solutions_before) {
      ++ctx_.stats.backtracks;
      ctx_.dead_end(cell, depth);
    }
    return false;
  }

  SearchContext& ctx_;
  int n_;
  Grid grid_;
  HouseMasks houses_;
  std::vector<int> order_;
  std::uint64_t solutions_ = 0;  // complete grids reached so far
};

}  // namespace

void run_naive(const Puzzle& puzzle, SearchContext& ctx) { OrderedBacktracker(puzzle, ctx, false).run(); }
void run_reverse(const Puzzle& puzzle, SearchContext& ctx) { OrderedBacktracker(puzzle, ctx, true).run(); }

}  // namespace sudoku
