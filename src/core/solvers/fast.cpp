// The fast exact solver for every size and variant. Standard 9x9 grids go to
// the band engine (band9/band_solver.hpp); every other shape uses the generic
// engine below.
//
// State: one candidate mask per cell (a solved cell keeps its single bit) and
// the count of unsolved cells; a guess copies the state (a few hundred bytes
// for 9x9) onto a stack instead of undoing. Propagation alternates:
//   - naked singles, through a queue: solving a cell removes its bit from its
//     peers, and a peer left with one candidate is queued;
//   - hidden singles, per house with the once/twice bit trick
//     (twice |= once & m; once |= m): a value in `once & ~twice` has one
//     place; a value missing from `once` has none (contradiction).
// Branching picks the unsolved cell with the fewest candidates (a pair when
// one exists).
//   placements  cells solved (guessed or propagated)
//   backtracks  contradictions met
//   nodes       guesses made, plus the root
#include <cstring>
#include <vector>

#include "core/solvers/band9/band_solver.hpp"
#include "core/solvers/choose_cell.hpp"
#include "core/solvers/solvers.hpp"

namespace sudoku {

namespace {

class FastSolver {
 public:
  FastSolver(const Puzzle& puzzle, SearchContext& ctx)
      : ctx_(ctx), shape_(*puzzle.shape), cells_(shape_.cell_count()), full_(all_values(shape_.size())),
        cand_(cells_, full_), values_(cells_, 0), queue_(cells_) {
    for (const House& h : shape_.houses()) house_cells_.push_back(h.cells.data());
    ok_ = true;
    unsolved_ = cells_;
    for (int c = 0; c < cells_ && ok_; ++c)
      if (puzzle.givens[c]) ok_ = assign(c, puzzle.givens[c], 0, Technique::kNone);
  }

  void run() {
    ++ctx_.stats.nodes;
    if (!ok_ || !propagate(0)) {
      ++ctx_.stats.backtracks;
      return;
    }
    search(0);
  }

 private:
  // Returns true when the search must end.
  bool search(int depth) {
    if (unsolved_ == 0) return ctx_.found(values_.data());
    if (ctx_.should_stop()) return true;
    // Propagation leaves no unsolved cell with one candidate: a pair is the best there is.
    const int best = fewest_candidates_cell(values_.data(), cand_.data(), cells_, 2);
    const size_t frame = saved_cand_.size();
    saved_cand_.insert(saved_cand_.end(), cand_.begin(), cand_.end());
    saved_values_.insert(saved_values_.end(), values_.begin(), values_.end());
    const int saved_unsolved = unsolved_;
    const CandidateMask options = cand_[best];
    for (CandidateMask m = options; m; m &= m - 1) {
      ++ctx_.stats.nodes;
      if (assign(best, lowest_value(m), depth + 1, Technique::kGuess) && propagate(depth + 1)) {
        if (search(depth + 1)) return true;
      } else {
        ++ctx_.stats.backtracks;
        ctx_.dead_end(best, depth);
      }
      if (ctx_.tracing()) ctx_.switch_state(values_.data(), &saved_values_[frame], depth);
      std::memcpy(cand_.data(), &saved_cand_[frame], cells_ * sizeof(CandidateMask));
      std::memcpy(values_.data(), &saved_values_[frame], cells_ * sizeof(Value));
      unsolved_ = saved_unsolved;
      queue_size_ = 0;
    }
    saved_cand_.resize(frame);
    saved_values_.resize(frame);
    return false;
  }

  // Solves cell with v and strikes v from its peers. False on a contradiction.
  bool assign(int cell, int v, int depth, Technique why) {
    const CandidateMask b = bit_of(v);
    if (!(cand_[cell] & b)) return false;
    cand_[cell] = b;
    values_[cell] = static_cast<Value>(v);
    --unsolved_;
    if (why != Technique::kNone) {  // kNone: a given, not a placement
      ++ctx_.stats.placements;
      ctx_.place(cell, v, depth, why);
    }
    for (int p : shape_.peers_of(cell)) {
      if (!(cand_[p] & b)) continue;
      const CandidateMask left = cand_[p] &= ~b;
      if (!left) return false;
      if (is_single(left) && !values_[p]) queue_[queue_size_++] = p;
    }
    return true;
  }

  bool drain(int depth) {
    while (queue_size_) {
      const int c = queue_[--queue_size_];
      if (values_[c]) continue;
      if (!is_single(cand_[c]) || !assign(c, lowest_value(cand_[c]), depth, Technique::kNakedSingle)) {
        queue_size_ = 0;
        return false;
      }
    }
    return true;
  }

  bool propagate(int depth) {
    const int houses = static_cast<int>(house_cells_.size());
    const int n = shape_.size();
    while (true) {
      if (!drain(depth)) return false;
      if (unsolved_ == 0) return true;
      bool progress = false;
      for (int h = 0; h < houses; ++h) {
        const int* cells = house_cells_[h];
        CandidateMask once = 0, twice = 0, solved = 0;
        for (int i = 0; i < n; ++i) {
          const CandidateMask m = cand_[cells[i]];
          twice |= once & m;
          once |= m;
          if (values_[cells[i]]) solved |= m;
        }
        if (once != full_) return false;
        CandidateMask hidden = once & ~twice & ~solved;
        if (!hidden) continue;
        for (int i = 0; i < n && hidden; ++i) {
          const int c = cells[i];
          const CandidateMask m = cand_[c] & hidden;
          if (!m || values_[c]) continue;
          if (!is_single(m)) return false;  // two values that both need this cell
          hidden &= ~m;
          if (!assign(c, lowest_value(m), depth, Technique::kHiddenSingle)) return false;
          progress = true;
        }
        if (!drain(depth)) return false;
      }
      if (!progress) return true;
    }
  }

  SearchContext& ctx_;
  const Shape& shape_;
  int cells_;
  CandidateMask full_;
  std::vector<CandidateMask> cand_;
  std::vector<Value> values_;
  std::vector<const int*> house_cells_;
  std::vector<int> queue_;
  int queue_size_ = 0;
  int unsolved_ = 0;
  bool ok_ = true;
  std::vector<CandidateMask> saved_cand_;  // one frame of cells_ masks per open guess
  std::vector<Value> saved_values_;
};

bool is_standard_9x9(const Shape& shape) {
  const VariantSpec& v = shape.variant();
  return shape.size() == 9 && !v.diagonals && !v.windows && v.regions.empty();
}

}  // namespace

void run_fast(const Puzzle& puzzle, SearchContext& ctx) {
  if (is_standard_9x9(*puzzle.shape))
    band9::solve(puzzle.givens.data(), ctx);
  else
    FastSolver(puzzle, ctx).run();
}

}  // namespace sudoku
