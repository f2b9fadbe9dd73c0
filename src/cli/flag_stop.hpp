// The stop check and search options every CLI command shares.
#pragma once

#include <atomic>
#include <chrono>

#include "cli/cli_options.hpp"
#include "core/search.hpp"

namespace sudoku::cli {

// Stops on Ctrl-C, or once a time limit (0 = none) has passed.
class FlagStop : public StopCheck {
 public:
  explicit FlagStop(const std::atomic<bool>& flag, double limit_ms = 0)
      : flag_(flag), limit_ms_(limit_ms), start_(std::chrono::steady_clock::now()) {}
  bool stop_requested(const SearchProgress&) override {
    if (flag_.load(std::memory_order_relaxed)) return true;
    if (limit_ms_ <= 0) return false;
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count() > limit_ms_;
  }

 private:
  const std::atomic<bool>& flag_;
  double limit_ms_;
  std::chrono::steady_clock::time_point start_;
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
