// The fast solver's engine for every shape but the standard 9x9 (other sizes,
// x, windoku, jigsaw and their mixes, and the layouts: the star, samurai and
// its relatives, shape files). It knows only houses and peers. Hidden singles
// and crossings use only houses of N cells (Shape::is_complete): a smaller
// house need not hold every value, its cells only differ.
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
//   - when singles run out, crossings: pointing and claiming between any two
//     houses sharing two cells or more (a box or region and a line, a region
//     and a diagonal, a window and a row, ...);
//   - when crossings strike nothing, the leftovers of a jigsaw: sets of cells
//     that must hold the same values, which no house shows.
// Crossings and leftovers are found from the shape the first time they are
// needed (house_links.hpp), so grids that singles solve never pay for them.
// Without them a sparse jigsaw sends the search into dead subtrees of
// millions of nodes that they close at once.
// Branching picks the unsolved cell with the fewest candidates and, of those,
// the most unsolved peers; values ascending.
//   placements  cells solved (guessed or propagated)
//   backtracks  contradictions met
//   nodes       guesses made, plus the root
// When tracing, each placement is a kPlace event (kGuess, kNakedSingle or
// kHiddenSingle); strikes are not reported; going back to a saved state is
// shown as the kRemove / kPlace events between the two grids.
#pragma once

#include "core/search.hpp"

namespace sudoku::houses {

// Runs the search on a validated puzzle of any shape.
void solve(const Puzzle& puzzle, SearchContext& ctx);

}  // namespace sudoku::houses
