#include "core/registry.hpp"

#include <chrono>

#include "core/solvers/solvers.hpp"

namespace sudoku {

const std::vector<Algorithm>& algorithms() {
  constexpr unsigned kSearch = kCanEnumerate | kCanTrace;
  static const std::vector<Algorithm> list = {
      {"naive", "Naive backtracking",
       "First empty cell in row-major order, values ascending, each checked against the grid.",
       kSearch | kCountsBacktracks, 4, 25, run_naive},
      {"reverse", "Reverse backtracking",
       "Naive backtracking scanning from the last cell backwards.", kSearch | kCountsBacktracks, 4, 25,
       run_reverse},
      {"implications", "Backtracking with implications",
       "After each placement, fill every forced cell (naked and hidden singles); undo them together.",
       kSearch | kCountsBacktracks, 4, 25, run_implications},
      {"mrv", "Forward checking + MRV",
       "Incremental candidate sets; branch on the cell with the fewest candidates; fail when a cell has none.",
       kSearch | kCountsBacktracks, 4, 25, run_mrv},
      {"bestfirst", "Best-first search",
       "Expand the most constrained cell into one child grid per candidate, copying states instead of undoing.",
       kSearch | kCountsBacktracks, 4, 25, run_best_first},
      {"crook", "Crook's algorithm",
       "Human techniques (singles, box/line, naked and hidden subsets) until stuck, then a guess.",
       kSearch | kNamesTechniques | kCountsBacktracks, 4, 25, run_crook},
      {"fast", "Fast solver",
       "9x9: per-value band bit words closed under singles and locked candidates, branching on band permutations; "
       "other shapes: candidate bit masks with singles, pointing and claiming between any two houses and jigsaw leftovers, "
       "branching on the fewest candidates.", kSearch, 4, 25,
       run_fast},
      {"levels", "Level by level",
       "Every cell in reading order is a level, givens included; a given enters its houses' sets only at its "
       "own level, so it may fail there; counts every move tried as an attempt.",
       kSearch | kNeedsBudget, 4, 25, run_levels},
  };
  return list;
}

std::optional<std::string> refusal(const Algorithm& a, const Shape& shape) {
  const int n = shape.size();
  if (!shape.is_square_grid() || (n >= a.min_size && n <= a.max_size)) return std::nullopt;
  return std::string(a.name) + " does not support " + std::to_string(n) + "x" + std::to_string(n);
}

const Algorithm* find_algorithm(std::string_view id) {
  for (const Algorithm& a : algorithms())
    if (a.id == id) return &a;
  return nullptr;
}

SolveResult run_untimed(const Algorithm& algorithm, const Puzzle& puzzle, const SearchOptions& options) {
  SearchContext ctx(puzzle, options);
  algorithm.run(puzzle, ctx);
  return ctx.finish();
}

SolveResult run_algorithm(const Algorithm& algorithm, const Puzzle& puzzle, const SearchOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  SolveResult result = run_untimed(algorithm, puzzle, options);
  result.stats.elapsed_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace sudoku
