// The algorithm registry: one row each, in menu order. Everything else about
// an algorithm derives from its row: the registry entry (registry.hpp) and
// the declaration of its entry point, `void run_<id>(const Puzzle&,
// SearchContext&)`, defined in its own file in solvers/. Adding an algorithm
// is that file plus one row here.
//
//   X(id, "Name", "what a person gets, in plain words", "how it works, one line", capabilities, min_size, max_size)
//
// capabilities: Capability bits (registry.hpp); kSearch is kCanEnumerate | kCanTrace.
// Sizes: the square grids it is built and tested for (every layout is taken).
#pragma once

// clang-format off
#define SUDOKU_ALGORITHMS(X)                                                                                      \
  X(naive, "Naive backtracking",                                                                                  \
    "Tries 1, 2, 3... in each empty cell from the top left, stepping back when a digit does not fit; often slow.", \
    "First empty cell in row-major order, values ascending, each checked against the grid.",                      \
    kSearch | kCountsBacktracks | kFixedCellOrder, 4, 25)                                                                           \
  X(reverse, "Reverse backtracking",                                                                              \
    "The same trial and error, starting from the bottom right cell instead.",                                     \
    "Naive backtracking scanning from the last cell backwards.", kSearch | kCountsBacktracks | kFixedCellOrder, 4, 25)              \
  X(implications, "Backtracking with implications",                                                               \
    "Trial and error that fills in every cell left with one choice after each guess, so it guesses far less.",    \
    "After each placement, fill every forced cell (naked and hidden singles); undo them together.",               \
    kSearch | kCountsBacktracks, 4, 25)                                                                           \
  X(mrv, "Forward checking + MRV",                                                                                \
    "Guesses first where there are fewest choices (a cell's digits, or a digit's places in a row, column or box), and notices at once when one has none left.", \
    "Incremental candidate sets; branch on the cell with the fewest candidates or the value with the fewest places in a house; fail when either has none.", \
    kSearch | kCountsBacktracks, 4, 25)                                                                           \
  X(bestfirst, "Best-first search",                                                                               \
    "Explores the most constrained choice first (a cell, or a digit's places in a row, column or box), keeping a copy of the grid for each option.", \
    "Expand the most constrained cell (or value of a house) into one child grid per option, copying states instead of undoing.", \
    kSearch | kCountsBacktracks, 4, 25)                                                                           \
  X(crook, "Crook's algorithm",                                                                                   \
    "Solves as a person would, with pencil marks and named techniques, and guesses only when they run out.",      \
    "Human techniques (singles, box/line, naked and hidden subsets) until stuck, then a guess.",                  \
    kSearch | kNamesTechniques | kCountsBacktracks, 4, 25)                                                        \
  X(fast, "Fast solver",                                                                                          \
    "The quickest here, the one to use for answers; the others are here to watch and compare.",                   \
    "9x9: per-value band bit words closed under singles and locked candidates, branching on band permutations; "  \
    "other shapes: candidate bit masks with singles, pointing and claiming between any two houses and jigsaw "    \
    "leftovers, branching on the fewest candidates; with rules beyond the houses (cages, lines, dots), each rule "   \
    "and the sums the houses imply narrow the candidates, and it branches where its search met contradictions.",  \
    kSearch | kSolvesConstraints, 4, 25)                                             \
  X(levels, "Level by level",                                                                                     \
    "Places digits one cell a level in reading order, counting every attempt; may run for hours.",                \
    "Every cell in reading order is a level, givens included; a given enters its houses' sets only at its "       \
    "own level, so it may fail there; counts every move tried as an attempt.", kSearch | kNeedsBudget, 4, 25)     \
  /* one row a line above, each ending in a backslash */
// clang-format on
