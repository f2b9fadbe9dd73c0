#include "wasm/search_run.hpp"

#include <optional>
#include <string_view>

namespace sudoku::wasm {

namespace {

// Collects solutions and hands them to JavaScript `batch` at a time as one
// Uint8Array of batch * cells values; a false return ends the search.
class SolutionBatcher {
 public:
  SolutionBatcher(val on_batch, std::size_t batch, int cells)
      : on_batch_(std::move(on_batch)), batch_(batch), cells_(cells) {}
  bool add(const Grid& grid) {
    buffer_.insert(buffer_.end(), grid.begin(), grid.end());
    return buffer_.size() < batch_ * cells_ || flush();
  }
  bool flush() {
    if (buffer_.empty()) return true;
    const std::size_t count = buffer_.size() / cells_;
    const val keep_going = on_batch_(copy_to_js("Uint8Array", buffer_.data(), buffer_.size()), count);
    buffer_.clear();
    if (keep_going.isFalse()) stopped_ = true;
    return !stopped_;
  }
  bool stopped() const { return stopped_; }

 private:
  val on_batch_;
  std::size_t batch_;
  std::size_t cells_;
  std::vector<Value> buffer_;
  bool stopped_ = false;
};

}  // namespace

val result_to_js(const SolveResult& r) {
  val out = val::object();
  out.set("status", val(std::string(status_id(r.status))));
  out.set("count", static_cast<double>(r.solutions));
  out.set("complete", r.complete);
  out.set("solution", grid_to_js(r.first_solution));
  out.set("stats", stats_to_js(r.stats));
  return out;
}

// Runs `algorithm` with the time limit and batch size (already checked) and
// the callbacks when they are functions (onBatch, onProgress: see search_js).
// Untimed (stats.elapsed_ms 0) unless `timed`: a clock read is a call out to
// JavaScript, so quickSearch's caller reads its own clock around the call.
SearchRun run_search(const Algorithm& algorithm, const Puzzle& puzzle, SearchOptions o, double time_limit,
                     double batch, double interval, const val& on_batch, const val& on_progress, bool timed) {
  // No stop check when there is nothing to check: its clock reads are calls out to JavaScript.
  std::optional<JsStopCheck> stop;
  if (time_limit > 0 || is_function(on_progress)) o.stop = &stop.emplace(time_limit, interval, on_progress);
  // A batch holds at most 16 MB, whatever batchSize asks for.
  std::optional<SolutionBatcher> batcher;
  if (is_function(on_batch)) {
    const std::size_t cells = static_cast<std::size_t>(puzzle.shape->cell_count());
    batcher.emplace(on_batch, std::min(static_cast<std::size_t>(batch), (std::size_t{1} << 24) / cells),
                    static_cast<int>(cells));
    o.on_solution = [&batcher](const Grid& g) { return batcher->add(g); };
  }
  SearchRun run{timed ? run_algorithm(algorithm, puzzle, o) : run_untimed(algorithm, puzzle, o)};
  const bool callback_stopped = batcher && (batcher->stopped() || !batcher->flush());
  if (callback_stopped) {  // the caller ended it: stopped, whatever the core's status
    run.result.status = Status::kStopped;
    run.result.complete = false;
  }
  if (run.result.status == Status::kStopped) {
    const char* reason = callback_stopped ? "callback" : stop && stop->reason() ? stop->reason() : "node_budget";
    for (std::size_t i = 0; i < std::size(kStopReasons); ++i)
      if (std::string_view(reason) == kStopReasons[i]) run.stopped_by = static_cast<int>(i);
  }
  return run;
}

}  // namespace sudoku::wasm
