// A batch spread over threads: the CLI's `batch --threads N`.
#pragma once

#include <vector>

#include "core/batch.hpp"

namespace sudoku::cli {

// The result of a batch whose puzzles ran on several threads. `result` is
// solve_batch's for the whole batch in puzzle order, except that the puzzles
// that ran need not be a prefix: after a stop check fires (Ctrl-C), the
// puzzles no thread had taken are not started. ran[i] says which ran;
// result.started counts them; result.totals.elapsed_ms is the wall-clock
// time of the whole batch.
struct ParallelBatch {
  BatchResult result;
  std::vector<char> ran;
};

// Runs solve_batch on chunks of kParallelChunk puzzles, each thread taking
// the next chunk when it is done with one, so slow puzzles do not leave
// cores idle. options.stop must be safe to call from several threads at once
// (FlagStop is); every algorithm keeps its state per call, and the shared
// caches (shape_cache, house_tables) lock. threads >= 1; 1 runs in this thread.
constexpr int kParallelChunk = 64;
ParallelBatch solve_batch_parallel(const Algorithm& algorithm, const PuzzleBatch& batch, const SearchOptions& options,
                                   int threads);

}  // namespace sudoku::cli
