// The fast solver's engine for every shape but the standard 9x9 (other sizes,
// x, windoku, jigsaw and their mixes, and the layouts: the star, samurai and
// its relatives, shape files). It knows only houses and peers, and works on
// bit sets of cells (cell_bits.hpp): W 64-bit words, W = ceil(cells / 64),
// fixed at compile time, as is N when it is 9. Shapes of up to 64 cells (4x4
// to 8x8, the star), the 9x9s and the layouts of 9 symbols up to 192 cells
// (twodoku, butterfly, flower) run here; the others (larger, or of 65 cells
// or more with N other than 9) on the mask engine (mask_solver.hpp), which
// walks the same search tree.
//
// State: per value d, a plane: the cells that may hold d (a solved cell stays
// in its value's plane only), and the solved cells; (N + 1) W words, copied
// whole for each guess (160 bytes for a 9x9), no undo. Propagation runs until
// nothing changes, cheapest rule first:
//   - naked singles, over every cell at once: with `once` and `twice`
//     accumulated plane by plane, cells in no plane are a contradiction and
//     unsolved cells in `once & ~twice` are singles;
//   - hidden singles in the houses of N cells (a smaller house need not hold
//     every value, its cells only differ): per value, a house whose cells in
//     the plane are one unsolved cell gives it the value; none is a
//     contradiction;
//   - when singles run out, the crossings: pointing and claiming between
//     any two houses sharing two cells or more (a box or region and a line,
//     a region and a diagonal, a window and a row, ...). When a value's
//     places in a complete house A all lie in another house B (one of the
//     houses of A's first place, each tested with one AND per word), it
//     leaves B \ A. On a shape with too many houses for houses_by_cell they
//     are links instead (below);
//   - when crossings strike nothing, the links of house_tables.hpp: a value
//     with no place left in one set of cells has none in another. They are
//     the leftovers of a jigsaw (sets of cells that must hold the same
//     values, which no house shows). Without them a sparse jigsaw sends the
//     search into dead subtrees of millions of nodes.
// Placing d in cell c strikes c's houses from plane d (one AND per word of
// each house) and c from every other plane. Hidden singles, crossings and
// links look again only at what holds a cell whose plane changed since their
// last look (everything at the root): the houses of those cells,
// the links whose first set holds them. Houses, links and these indexes are
// built once per shape (house_tables.hpp).
// Branching picks the unsolved cell with the fewest candidates and, of those,
// the most unsolved peers; values ascending.
// With constraints (killer cages, lines, dots, ...), branching follows the
// puzzle's conflicts instead (conflict_scores.hpp): the failed value leaves
// the cell and the state is propagated before the next choice; anti-knight
// and anti-king cells are peers (step_peers.hpp).
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
