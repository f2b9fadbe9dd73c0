// Counting one puzzle's solutions on several threads: the CLI's
// `count --threads N`.
#pragma once

#include "core/registry.hpp"

namespace sudoku::cli {

// Splits the search at its top: the empty cell with the fewest candidates
// gets each of its candidates in turn, again in the pieces, until there are
// about 16 pieces a thread (fewer when the grid runs out of empty cells);
// the pieces are counted by `algorithm` on `threads` threads, each taking
// the next piece when it is done, and their counts summed.
//
// The result is SolveResult's as one search would give it: solutions up to
// options.limit (summed over the pieces, the running ones included, and
// capped at the limit), complete when every piece was searched to its end
// and the limit was not reached, kStopped when options.stop ended it (then
// the solutions are those found so far). first_solution is the first piece's
// (in the order of candidates) that has one, which may not be the solution a
// single search finds first. stats are summed; elapsed_ms is the wall clock.
// options.on_solution, events and max_nodes must be unset (the CLI then
// counts on one thread); options.stop must be safe to call from several
// threads at once (FlagStop is).
SolveResult count_parallel(const Algorithm& algorithm, const Puzzle& puzzle, const SearchOptions& options, int threads);

}  // namespace sudoku::cli
