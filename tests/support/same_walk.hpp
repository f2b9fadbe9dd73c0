// The fast solver's two engines over houses (src/core/solvers/houses), run
// side by side on one puzzle: the plane engine (houses::solve) and the mask
// engine (houses::solve_by_masks) apply the same rules to a fixed point and
// branch by the same rule, so they must walk the same search tree: the same
// status, the same solutions in the same order, the same nodes and
// backtracks. (Not the same placements: on the way to a contradiction, what
// each places before it sees it depends on the order it applies the rules
// in.) Used by house_engines_test (square grids, layouts) and
// house_engines_shapes_test (random shape files).
#pragma once

#include <cstdint>
#include <vector>

#include "core/puzzle.hpp"
#include "core/search.hpp"
#include "core/solvers/houses/house_solver.hpp"
#include "core/solvers/houses/mask_solver.hpp"
#include "support/catch.hpp"

namespace sudoku::test {

// What one engine did: its result and every solution, in the order found.
struct Walk {
  SolveResult result;
  std::vector<Grid> solutions;
};

// Runs `engine` (houses::solve or houses::solve_by_masks) up to `limit`
// solutions (0: all) and `max_nodes` nodes (0: no budget).
template <typename Engine>
Walk walk(Engine engine, const Puzzle& p, std::uint64_t limit, std::uint64_t max_nodes) {
  Walk w;
  SearchOptions o;
  o.limit = limit;
  o.max_nodes = max_nodes;
  o.on_solution = [&w](const Grid& g) {
    w.solutions.push_back(g);
    return true;
  };
  SearchContext ctx(p, o);
  engine(p, ctx);
  w.result = ctx.finish();
  return w;
}

// Checks that both engines walk the same tree on `p` within `max_nodes` and
// that every solution is one; returns the plane engine's walk.
inline Walk check_same_walk(const Puzzle& p, std::uint64_t limit, std::uint64_t max_nodes = 20000) {
  Walk planes = walk(houses::solve, p, limit, max_nodes);
  const Walk masks = walk(houses::solve_by_masks, p, limit, max_nodes);
  CHECK(planes.result.status == masks.result.status);
  CHECK(planes.result.solutions == masks.result.solutions);
  CHECK(planes.solutions == masks.solutions);
  CHECK(planes.result.stats.nodes == masks.result.stats.nodes);
  CHECK(planes.result.stats.backtracks == masks.result.stats.backtracks);
  for (const Grid& g : planes.solutions) CHECK(is_valid_solution(p, g));
  return planes;
}

}  // namespace sudoku::test
