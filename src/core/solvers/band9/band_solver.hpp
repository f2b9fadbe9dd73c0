// The fast solver's engine for standard 9x9 grids (rows, columns, 3x3 boxes).
//
// Each value's candidates are kept as three 27-bit band words (see
// band_tables.hpp for the layout and the rule they are closed under). After
// every placement the engine closes each touched value under that rule (hidden
// singles, pointing and claiming in rows and columns, table lookups on whole
// bands), strikes newly solved cells from the other values, and solves naked
// singles, until nothing changes; while 45 or more cells are open it also
// applies the triad rule (each row or column piece of a box holds exactly
// three values). It then branches on how one value crosses
// one band or stack (one child per permutation of its triads left: nearly
// always two), choosing the band or stack with the fewest permutations left
// over all values; when every value is fixed at that level it guesses a cell
// with the fewest candidates. Each child is a copy of the 120-byte state.
//   placements  cells solved (guessed or deduced)
//   backtracks  contradictions met
//   nodes       branches taken, plus the root
// When tracing, each state reached is shown as the kRemove / kPlace events
// that turn the previous one into it; a dead end is reported with cell -1
// (a permutation branch) or the guessed cell.
#pragma once

#include "core/search.hpp"

namespace sudoku::band9 {

// Runs the search on 81 givens (0 = blank) that are free of direct conflicts.
void solve(const Value* givens, SearchContext& ctx);

}  // namespace sudoku::band9
