// The stop check and search options every CLI command shares.
#pragma once

#include <atomic>
#include <chrono>
#include <ostream>

#include "cli/cli_options.hpp"
#include "core/search.hpp"

namespace sudoku::cli {

// Stops on Ctrl-C, once a time limit (0 = none) has passed, or once a write
// to `out` (when given) has failed: nothing the search finds could be shown.
class FlagStop : public StopCheck {
 public:
  explicit FlagStop(const std::atomic<bool>& flag, double limit_ms = 0, const std::ostream* out = nullptr)
      : flag_(flag), limit_ms_(limit_ms), out_(out), start_(std::chrono::steady_clock::now()) {}
  bool stop_requested(const SearchProgress&) override {
    if (flag_.load(std::memory_order_relaxed)) return true;
    if (out_ && out_->fail()) return true;
    if (limit_ms_ <= 0) return false;
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count() > limit_ms_;
  }

 private:
  const std::atomic<bool>& flag_;
  double limit_ms_;
  const std::ostream* out_;
  std::chrono::steady_clock::time_point start_;
};

// Streams a search's output: after each solution written, call wrote(). The
// output is flushed once kFlushMs have passed since the last flush, checked
// there and at every stop check (at least every 256 nodes), so a solution
// appears within about kFlushMs of being found, while a search finding a
// million a second is not slowed by a write() for each (flushing every one
// made `enumerate` six times slower).
class FlushingStop : public StopCheck {
 public:
  static constexpr double kFlushMs = 50;

  FlushingStop(StopCheck& inner, std::ostream& out) : inner_(inner), out_(out) {}
  void wrote() {
    pending_ = true;
    flush_if_due();
  }
  bool stop_requested(const SearchProgress& progress) override {
    if (pending_) flush_if_due();
    return inner_.stop_requested(progress);
  }

 private:
  void flush_if_due() {
    const auto now = std::chrono::steady_clock::now();
    if (std::chrono::duration<double, std::milli>(now - last_).count() < kFlushMs) return;
    out_.flush();
    last_ = now;
    pending_ = false;
  }

  StopCheck& inner_;
  std::ostream& out_;
  bool pending_ = false;
  std::chrono::steady_clock::time_point last_{};
};

// The search options every command shares: Ctrl-C and --time-limit through
// `stop`, --max-nodes, and --limit or the command's own default.
inline SearchOptions search_options(const CliOptions& o, FlagStop& stop, std::uint64_t default_limit) {
  SearchOptions search;
  search.stop = &stop;
  search.max_nodes = o.max_nodes;
  search.limit = o.limit_given ? o.limit : default_limit;
  return search;
}

}  // namespace sudoku::cli
