// Backtracking with implications.
//
// Like naive backtracking it branches on the first empty cell in row-major
// order, values ascending. After each placement it repeatedly fills every
// forced cell, naked singles (a cell with one candidate) and hidden singles (a
// value with one place in a house), until nothing is forced; a cell or a house
// value with no place is a contradiction. On backtrack the placement and all
// of its implications are undone together (they sit on one trail).
//   placements  every value written, guessed or implied
//   backtracks  a branch cell left after all of its values failed
//   nodes       calls of the recursive search (1 when the givens alone
//               decide the grid, by propagation or contradiction)
#include <vector>

#include "core/solvers/house_masks.hpp"
#include "core/solvers/solvers.hpp"

namespace sudoku {

namespace {

class ImplicationSearch {
 public:
  ImplicationSearch(const Puzzle& puzzle, SearchContext& ctx)
      : ctx_(ctx), shape_(*puzzle.shape), grid_(puzzle.givens), houses_(puzzle) {}

  void run() {
    if (!propagate(0)) {  // the givens alone may force cells or contradict
      ++ctx_.stats.nodes;
      return;
    }
    search(0);
  }

 private:
  bool search(int depth) {
    ++ctx_.stats.nodes;
    if (ctx_.should_stop(propagation_work_)) return true;
    int cell = 0;
    const int cells = shape_.cell_count();
    while (cell < cells && grid_[cell]) ++cell;
    if (cell == cells) {
      ++solutions_;
      return ctx_.found(grid_.data());
    }
    const std::uint64_t solutions_before = solutions_;
    for (CandidateMask m = houses_.candidates(cell); m; m &= m - 1) {
      const size_t mark = trail_.size();
      assign(cell, lowest_value(m), depth, Technique::kGuess);
      if (propagate(depth) && search(depth + 1)) return true;
      undo_to(mark, depth);
    }
    if (solutions_ == solutions_before) {
      ++ctx_.stats.backtracks;
      ctx_.dead_end(cell, depth);
    }
    return false;
  }

  void assign(int cell, int value, int depth, Technique why) {
    grid_[cell] = static_cast<Value>(value);
    houses_.set(cell, value);
    trail_.push_back(cell);
    ++ctx_.stats.placements;
    ctx_.place(cell, value, depth, why);
  }

  void undo_to(size_t mark, int depth) {
    while (trail_.size() > mark) {
      const int cell = trail_.back();
      trail_.pop_back();
      ctx_.remove(cell, grid_[cell], depth);
      houses_.clear(cell, grid_[cell]);
      grid_[cell] = 0;
    }
  }

  // Fills forced cells until none is left. False on a contradiction.
  bool propagate(int depth) {
    const CandidateMask full = all_values(shape_.size());
    for (bool changed = true; changed;) {
      changed = false;
      for (int c = 0; c < shape_.cell_count(); ++c) {
        if (grid_[c]) continue;
        const CandidateMask m = houses_.candidates(c);
        if (!m) return false;
        if (is_single(m)) {
          assign(c, lowest_value(m), depth, Technique::kNakedSingle);
          changed = true;
        }
      }
      for (int h = 0; h < static_cast<int>(shape_.houses().size()); ++h) {
        if (!shape_.is_complete(h)) continue;  // a house of fewer than N cells has no hidden singles
        const std::vector<int>& cells = shape_.houses()[h].cells;
        CandidateMask once = 0, twice = 0;
        for (int c : cells) {
          if (grid_[c]) continue;
          const CandidateMask m = houses_.candidates(c);
          twice |= once & m;
          once |= m;
        }
        const CandidateMask open = full & ~houses_.used(h);
        if (open & ~once) return false;  // a value with no place left in this house
        for (CandidateMask unique = once & ~twice; unique; unique &= unique - 1) {
          const int v = lowest_value(unique);
          if (houses_.used(h) & bit_of(v)) continue;  // placed by an earlier single in this pass
          int target = -1;
          for (int c : cells)
            if (!grid_[c] && (houses_.candidates(c) & bit_of(v))) target = c;
          if (target < 0) return false;
          assign(target, v, depth, Technique::kHiddenSingle);
          changed = true;
        }
      }
    }
    return true;
  }

  SearchContext& ctx_;
  const Shape& shape_;
  Grid grid_;
  HouseMasks houses_;
  std::vector<int> trail_;  // cells filled, in order, for undo
  // A node propagates over the whole grid: weigh it so large grids still poll often.
  int propagation_work_ = shape_.cell_count() / 8 + 1;
  std::uint64_t solutions_ = 0;
};

}  // namespace

void run_implications(const Puzzle& puzzle, SearchContext& ctx) { ImplicationSearch(puzzle, ctx).run(); }

}  // namespace sudoku
