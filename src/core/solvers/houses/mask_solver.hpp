// The fast solver's engine over houses for the shapes the plane engine does
// not take (sohei, windmill, samurai, 10x10 and larger grids, large shape
// files): house_solver.hpp sends them here. It keeps one candidate mask per cell
// instead of a plane per value. Same rules, branching, counters, limits and
// events as the plane engine (house_solver.hpp), so the same search tree
// (house_engines_test). Timed against the first plane engine (223c174, which
// took every shape) on the layouts' minimal puzzles (tests/tools/bench_layouts,
// 100 each, one run on a loaded machine) it took 0.5 (sohei, windmill) to 0.9
// (twodoku) of its time from 144 cells up, where a plane is 3 words or more
// and a house spans several, while planes were faster on the 9x9s and the star.
//
// State: one candidate mask per cell (a solved cell keeps its single bit) and
// the count of unsolved cells; a guess copies the state (a few hundred bytes
// for 9x9) onto a stack instead of undoing. Propagation runs until nothing
// changes, cheapest rule first, each looking again only after a change:
//   - naked singles, through a queue: solving a cell strikes its value from
//     its peers, and a peer left with one candidate is queued;
//   - hidden singles in each house a cell of which changed, by the once/twice
//     bit trick (twice |= once & m; once |= m): a value in `once & ~twice`
//     has one place; a value missing from `once` has none (a contradiction);
//   - when singles run out, crossings (house_links.hpp): pointing and
//     claiming between any two houses sharing two cells or more;
//   - when crossings strike nothing, the leftovers of a jigsaw.
// The crossings and leftovers are found once per shape (house_tables.hpp).
// Branching picks the unsolved cell with the fewest candidates and, of those,
// the most unsolved peers; values ascending.
// With constraints (killer cages, lines, dots, ...), branching follows the
// puzzle's conflicts instead (conflict_scores.hpp): the failed value leaves
// the cell and the state is propagated before the next choice; anti-knight
// and anti-king cells are peers (step_peers.hpp).
#pragma once

#include "core/search.hpp"

namespace sudoku::houses {

// Runs the search on a validated puzzle of any shape.
void solve_by_masks(const Puzzle& puzzle, SearchContext& ctx);

}  // namespace sudoku::houses
