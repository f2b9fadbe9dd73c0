// Crook's algorithm: human techniques until stuck, then a guess.
//
// The rungs of the logic ladder (logic/ladder.hpp) that Crook's paper
// describes (singles, box/line interactions, preemptive sets: naked and
// hidden subsets), up to options.technique_cap, are applied one deduction at a time, restarting from the cheapest technique
// after any progress; stats.hardest records the hardest rung used. When no
// technique applies, the empty cell with the fewest candidates is guessed, values
// ascending, each on a copy of the grid; a contradiction ends that copy.
// Each deduction is emitted as a kDeduce event carrying the step, followed by
// its kPlace / kEliminate effects.
//   placements  values written (deduced and guessed)
//   backtracks  guess cells left after all of their values failed
//   nodes       grids worked on (the root and one per guess)
#include "core/logic/ladder.hpp"
#include "core/solvers/choose_cell.hpp"
#include "core/solvers/solvers.hpp"

namespace sudoku {

namespace {

// Crook's rungs: what "A Pencil-and-Paper Algorithm for Solving Sudoku
// Puzzles" (2009) uses before a guess; the ladder's fish, wings and chains are not his.
const TechniqueSet& crook_rungs() {
  static const TechniqueSet rungs = [] {
    TechniqueSet s;
    for (Technique t : {Technique::kNakedSingle, Technique::kHiddenSingle, Technique::kPointing, Technique::kClaiming,
                        Technique::kNakedPair, Technique::kHiddenPair, Technique::kNakedTriple, Technique::kHiddenTriple,
                        Technique::kNakedQuad, Technique::kHiddenQuad})
      s.set(static_cast<std::size_t>(t));
    return s;
  }();
  return rungs;
}

class CrookSolver {
 public:
  CrookSolver(const Puzzle& puzzle, SearchContext& ctx) : ctx_(ctx), root_(puzzle) {}

  void run() { solve(root_, 0); }

 private:
  // Returns true when the search must end.
  bool solve(CandidateGrid& grid, int depth) {
    ++ctx_.stats.nodes;
    const int work = grid.shape().cell_count() / 8 + 1;  // a logic round costs about a scan of the grid
    while (true) {
      if (ctx_.should_stop(work)) return true;
      if (grid.contradicted()) return false;
      if (grid.solved()) {
        ++solutions_;
        return ctx_.found(grid.values().data());
      }
      LadderOptions ladder;
      ladder.cap = ctx_.options().technique_cap;
      ladder.only = &crook_rungs();
      std::optional<Deduction> d = find_deduction(grid, ladder);
      if (!d) break;
      if (d->technique > ctx_.stats.hardest) ctx_.stats.hardest = d->technique;
      emit(*d, depth);
      ctx_.stats.placements += d->placements.size();
      apply_deduction(grid, *d);
    }
    // Stuck: guess on the cell with the fewest candidates.
    const int best =
        fewest_candidates_cell(grid.values().data(), grid.candidate_data(), grid.shape().cell_count());
    const std::uint64_t solutions_before = solutions_;
    for (CandidateMask m = grid.candidates(best); m; m &= m - 1) {
      const int v = lowest_value(m);
      CandidateGrid guess = grid;
      guess.place(best, v);
      ++ctx_.stats.placements;
      ctx_.place(best, v, depth + 1, Technique::kGuess);
      if (solve(guess, depth + 1)) return true;
      ctx_.switch_state(guess.values().data(), grid.values().data(), depth);
    }
    if (solutions_ == solutions_before) {
      ++ctx_.stats.backtracks;
      ctx_.dead_end(best, depth);
    }
    return false;
  }

  void emit(const Deduction& d, int depth) {
    if (!ctx_.tracing()) return;
    Event e;
    e.kind = EventKind::kDeduce;
    e.technique = d.technique;
    e.depth = depth;
    e.deduction = &d;
    if (!d.cells.empty()) e.cell = d.cells.front().cell;
    ctx_.emit(e);
    Event effect;
    effect.technique = d.technique;
    effect.depth = depth;
    effect.effect = true;
    for (const auto* pairs : {&d.placements, &d.eliminations}) {
      effect.kind = pairs == &d.placements ? EventKind::kPlace : EventKind::kEliminate;
      for (const auto& [cell, value] : *pairs) {
        effect.cell = cell;
        effect.value = value;
        ctx_.emit(effect);
      }
    }
  }

  SearchContext& ctx_;
  CandidateGrid root_;
  std::uint64_t solutions_ = 0;
};

}  // namespace

void run_crook(const Puzzle& puzzle, SearchContext& ctx) { CrookSolver(puzzle, ctx).run(); }

}  // namespace sudoku
