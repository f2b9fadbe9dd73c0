// Module.search and Module.solveBatch: searches whose inputs come as
// JavaScript values (see exports.hpp).
#include "core/batch.hpp"
#include "wasm/exports.hpp"
#include "wasm/search_run.hpp"

namespace sudoku::wasm {

// options: {algorithm, variant, regions (or layout or shape: convert.hpp), limit, maxNodes, timeLimit (ms),
// techniqueCap, batchSize, progressInterval (ms)}. onBatch(Uint8Array, count)
// receives solutions when it is a function; onProgress(report) every
// progressInterval ms. Either returning false stops the search.
val search_js(const val& given, const val& options, const val& on_batch, const val& on_progress) {
  const Result<Puzzle> puzzle = puzzle_from_js(given, options);
  if (!puzzle) return invalid_result(puzzle.error());
  const Result<const Algorithm*> algorithm = algorithm_from_js(options, puzzle.value());
  if (!algorithm) return invalid_result(algorithm.error());
  Result<SearchOptions> search = search_options_from_js(options);
  if (!search) return invalid_result(search.error());
  const Result<double> time_limit = number_option(options, kTimeLimitOption);
  const Result<double> batch = number_option(options, kBatchSizeOption);
  const Result<double> interval = number_option(options, kProgressIntervalOption);
  for (const Result<double>* r : {&time_limit, &batch, &interval})
    if (!*r) return invalid_result(r->error());
  const SearchRun run = run_search(*algorithm.value(), puzzle.value(), search.value(), time_limit.value(),
                                   batch.value(), interval.value(), on_batch, on_progress, true);
  val out = result_to_js(run.result);
  if (run.stopped_by >= 0) out.set("stoppedBy", val(std::string(kStopReasons[run.stopped_by])));
  return out;
}

// Puzzles one a line, all of one size, solved in one loop (core/batch.hpp).
// options: {algorithm, variant, regions or layout or shape (a layout's
// puzzles one a line in reading order), limit (default 1, per puzzle),
// maxNodes (per puzzle), timeLimit (ms, the whole batch)}. Texts longer than
// kMaxBatchText are refused.
val solve_batch_js(const val& text, const val& options) {
  if (!text.isString())
    return invalid_result(InputError{ErrorCode::kBadOption, "solveBatch takes the puzzles as one string, one a line", {}});
  if (const auto error =
          too_long_for(text, "solveBatch", kMaxBatchText, " (about 200,000 9x9 puzzles): split it into several calls"))
    return invalid_result(*error);
  const Result<BoardChoice> board = board_from_js(options);
  if (!board) return invalid_result(board.error());
  const Result<PuzzleBatch> batch = board->custom ? read_batch(text.as<std::string>(), board->custom)
                                                  : read_batch(text.as<std::string>(), board->variant);
  if (!batch) return invalid_result(batch.error());
  const Puzzle first{batch->shape, Grid(batch->givens.begin(), batch->givens.begin() + batch->cells())};
  const Result<const Algorithm*> algorithm = algorithm_from_js(options, first);
  if (!algorithm) return invalid_result(algorithm.error());
  Result<SearchOptions> search = search_options_from_js(options);
  if (!search) return invalid_result(search.error());
  const Result<double> time_limit = number_option(options, kTimeLimitOption);
  if (!time_limit) return invalid_result(time_limit.error());
  JsStopCheck stop(time_limit.value(), 1e12, val::undefined());
  search->stop = &stop;
  const BatchResult r = solve_batch(*algorithm.value(), batch.value(), search.value());

  const std::size_t n = static_cast<std::size_t>(batch->count());
  std::vector<double> counts(r.counts.begin(), r.counts.end());
  std::vector<std::uint8_t> complete(r.complete.begin(), r.complete.end());
  val out = val::object();
  out.set("status", val(std::string(r.interrupted ? "stopped" : "done")));
  if (r.interrupted) out.set("stoppedBy", val(std::string("time_limit")));
  out.set("puzzles", static_cast<double>(n));
  out.set("started", r.started);
  out.set("size", batch->shape->size());
  out.set("solved", r.solved);
  out.set("stopped", r.stopped);
  out.set("counts", copy_to_js("Float64Array", counts.data(), n));
  out.set("complete", copy_to_js("Uint8Array", complete.data(), n));
  out.set("solutions", copy_to_js("Uint8Array", r.solutions.data(), r.solutions.size()));
  out.set("stats", stats_to_js(r.totals));
  return out;
}

}  // namespace sudoku::wasm
