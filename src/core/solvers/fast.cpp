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
    // exclusion groups; so do the implied sums and differences with a cell in
    // no cage, whose only sums they are. One over caged cells narrows by
    // bounds: their cages narrow each cell exactly already, and its groups
    // cost more time than the nodes they save (ISS's Wecoc #1 [mod A]: 1,123
    // ms with them, 547 without; tarek's unsolvable #41 55 and 31 ms).
    for (Constraint& c : with_implied.constraints) fill_exclusion_groups(*puzzle.shape, c);
    std::vector<char> caged(static_cast<size_t>(puzzle.shape->cell_count()), 0);
    for (const Constraint& c : puzzle.constraints)
      if (c.kind == ConstraintKind::cage)
        for (int cell : c.cells) caged[cell] = 1;
    const auto add_implied = [&](Constraint& c) {
      if (std::any_of(c.cells.begin(), c.cells.end(), [&](int cell) { return !caged[cell]; }))
        fill_exclusion_groups(*puzzle.shape, c);
      with_implied.constraints.push_back(std::move(c));
    };
    for (Constraint& c : implied_sums(puzzle)) add_implied(c);
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
      add_implied(c);
    }
    for (Constraint& c : combined_sums(puzzle)) add_implied(c);
    houses::solve(with_implied, ctx);
  } else if (is_standard_9x9(*puzzle.shape))
    band9::solve(puzzle.givens.data(), ctx);
  else
    houses::solve(puzzle, ctx);
}

}  // namespace sudoku
