// The fast exact solver for every size, variant and layout: standard 9x9 grids
// go to the band engine (band9/band_solver.hpp), every other shape and every
// puzzle with constraints (killer cages, ...) to the generic engine over
// houses (houses/house_solver.hpp). Their counters mean the same:
//   placements  cells solved (guessed or deduced)
//   backtracks  contradictions met
//   nodes       branches taken, plus the root
#include <algorithm>
#include <set>
#include <vector>

#include "core/constraints/exclusion_groups.hpp"
#include "core/constraints/implied_sums.hpp"
#include "core/solvers/band9/band_solver.hpp"
#include "core/solvers/houses/house_solver.hpp"
#include "core/solvers/solvers.hpp"

namespace sudoku {

namespace {

bool is_standard_9x9(const Shape& shape) {
  const VariantSpec& v = shape.variant();
  return shape.is_square_grid() && shape.size() == 9 && !v.diagonals && !v.windows && v.regions.empty();
}

}  // namespace

void run_fast(const Puzzle& puzzle, SearchContext& ctx) {
  if (!puzzle.constraints.empty()) {  // the houses' totals add their sums (the 45 rule)
    Puzzle with_implied = puzzle;
    // The puzzle's sums over cells that share houses narrow exactly over their
    // exclusion groups. (Not the implied sums: on ISS's killers their groups
    // cost more time than the nodes they save: HS_KILLERS #9 took the same
    // 201,729 nodes, in 3.3 s against 2.6 s.)
    for (Constraint& c : with_implied.constraints) fill_exclusion_groups(*puzzle.shape, c);
    for (Constraint& c : implied_sums(puzzle)) {
      fill_exclusion_groups(*puzzle.shape, c);
      with_implied.constraints.push_back(std::move(c));
    }
    std::set<std::vector<int>> summed;  // the cells of each sum so far, sorted
    for (const Constraint& c : with_implied.constraints) {
      std::vector<int> cells = c.cells;
      std::sort(cells.begin(), cells.end());
      summed.insert(std::move(cells));
    }
    for (Constraint& c : implied_differences(puzzle)) {
      std::vector<int> cells = c.cells;
      std::sort(cells.begin(), cells.end());
      if (!c.negatives && summed.count(cells)) continue;
      fill_exclusion_groups(*puzzle.shape, c);
      with_implied.constraints.push_back(std::move(c));
    }
    houses::solve(with_implied, ctx);
  } else if (is_standard_9x9(*puzzle.shape))
    band9::solve(puzzle.givens.data(), ctx);
  else
    houses::solve(puzzle, ctx);
}

}  // namespace sudoku
