// Running one search for JavaScript, shared by Module.search and
// Module.solveBatch (search_js.cpp) and quickSearch (call_area.cpp): a time
// limit and progress reports that may stop the search (JsStopCheck), the
// solutions handed over in batches, why a search stopped, and the result as
// a plain object.
#pragma once

#include <chrono>
#include <string>

#include "core/registry.hpp"
#include "wasm/convert.hpp"

namespace sudoku::wasm {

// Undefined first: asking typeOf() converts a string, and most calls pass no callback.
inline bool is_function(const val& v) { return !v.isUndefined() && v.typeOf().as<std::string>() == "function"; }

// A time limit, and progress reports to JavaScript that may ask to stop.
class JsStopCheck final : public StopCheck {
 public:
  JsStopCheck(double time_limit_ms, double interval_ms, val on_progress)
      : time_limit_ms_(time_limit_ms), interval_ms_(interval_ms), on_progress_(std::move(on_progress)),
        reports_(is_function(on_progress_)) {}

  bool stop_requested(const SearchProgress& progress) override {
    const double now = ms_since(start_);
    if (time_limit_ms_ > 0 && now >= time_limit_ms_) return stop("time_limit");
    if (reports_ && now >= next_report_ms_) {
      next_report_ms_ = now + interval_ms_;
      val report = val::object();
      report.set("count", static_cast<double>(progress.solutions));
      report.set("placements", static_cast<double>(progress.stats.placements));
      report.set("backtracks", static_cast<double>(progress.stats.backtracks));
      report.set("nodes", static_cast<double>(progress.stats.nodes));
      report.set("attempts", static_cast<double>(progress.stats.attempts));
      report.set("elapsedMs", now);
      if (on_progress_(report).isFalse()) return stop("callback");
    }
    return false;
  }
  const char* reason() const { return reason_; }

 private:
  bool stop(const char* reason) {
    reason_ = reason;
    return true;
  }
  using Clock = std::chrono::steady_clock;
  static double ms_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  }
  Clock::time_point start_ = Clock::now();
  double time_limit_ms_, interval_ms_;
  val on_progress_;
  bool reports_;
  double next_report_ms_ = 0;
  const char* reason_ = nullptr;
};

// Why a search ended as stopped: stoppedBy's values, also read by the JS
// wrapper through callArea().stopReasons.
constexpr const char* kStopReasons[] = {"time_limit", "callback", "node_budget"};

// A search with checked inputs, as search_js and quick_search run it.
struct SearchRun {
  SolveResult result;
  int stopped_by = -1;  // index in kStopReasons when result.status is kStopped
};

// Runs `algorithm` with the time limit and batch size (already checked) and
// the callbacks when they are functions (onBatch, onProgress: see search_js).
// Untimed (stats.elapsed_ms 0) unless `timed`: a clock read is a call out to
// JavaScript, so quickSearch's caller reads its own clock around the call.
SearchRun run_search(const Algorithm& algorithm, const Puzzle& puzzle, SearchOptions o, double time_limit,
                     double batch, double interval, const val& on_batch, const val& on_progress, bool timed);

// {status, count, complete, solution, stats}.
val result_to_js(const SolveResult& r);

}  // namespace sudoku::wasm
