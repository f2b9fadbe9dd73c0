#include "cli/parallel_batch.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>

#include "cli/run_threads.hpp"

namespace sudoku::cli {

namespace {

// Copies a chunk's results into the whole batch's, at puzzle `first`.
void merge_chunk(const BatchResult& chunk, int first, int cells, ParallelBatch& out) {
  BatchResult& r = out.result;
  for (int i = 0; i < chunk.started; ++i) {
    const int at = first + i;
    out.ran[at] = 1;
    r.status[at] = chunk.status[i];
    r.counts[at] = chunk.counts[i];
    r.complete[at] = chunk.complete[i];
    std::memcpy(&r.solutions[size_t(at) * cells], &chunk.solutions[size_t(i) * cells], cells * sizeof(Value));
  }
  r.started += chunk.started;
  r.solved += chunk.solved;
  r.stopped += chunk.stopped;
  r.interrupted = r.interrupted || chunk.interrupted;
  r.totals.placements += chunk.totals.placements;
  r.totals.backtracks += chunk.totals.backtracks;
  r.totals.nodes += chunk.totals.nodes;
  r.totals.attempts += chunk.totals.attempts;
}

}  // namespace

ParallelBatch solve_batch_parallel(const Algorithm& algorithm, const PuzzleBatch& batch, const SearchOptions& options,
                                   int threads) {
  const int n = batch.count(), cells = batch.cells();
  ParallelBatch out;
  BatchResult& r = out.result;
  r.status.assign(n, Status::kNoSolution);
  r.counts.assign(n, 0);
  r.complete.assign(n, false);
  r.solutions.assign(batch.givens.size(), 0);
  out.ran.assign(n, 0);

  std::atomic<int> next_chunk{0};
  std::atomic<bool> interrupted{false};
  std::vector<std::vector<std::pair<int, BatchResult>>> done(threads);  // by thread: (first puzzle, its chunk's result)
  auto work = [&](int thread) {
    PuzzleBatch chunk{batch.shape, {}};
    while (!interrupted.load()) {
      const int first = next_chunk.fetch_add(kParallelChunk);
      if (first >= n) break;
      const int count = std::min(kParallelChunk, n - first);
      chunk.givens.assign(batch.givens.begin() + size_t(first) * cells, batch.givens.begin() + size_t(first + count) * cells);
      BatchResult result = solve_batch(algorithm, chunk, options);
      if (result.interrupted) interrupted = true;
      done[thread].emplace_back(first, std::move(result));
    }
  };
  const auto start = std::chrono::steady_clock::now();
  run_threads(threads, work);
  r.totals.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  for (const auto& chunks : done)
    for (const auto& [first, result] : chunks) merge_chunk(result, first, cells, out);
  return out;
}

}  // namespace sudoku::cli
