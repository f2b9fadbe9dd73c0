#include "cli/parallel_count.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <memory>
#include <vector>

#include "cli/run_threads.hpp"
#include "core/search_pieces.hpp"

namespace sudoku::cli {

namespace {

constexpr int kPiecesAThread = 16;

// What the threads share: the pieces' counts so far, to stop all at the limit.
struct Shared {
  std::uint64_t limit;
  StopCheck* outer;
  std::atomic<std::uint64_t> finished{0};               // solutions of finished pieces
  std::unique_ptr<std::atomic<std::uint64_t>[]> running;  // by thread: its piece's solutions so far
  int threads;
  std::atomic<bool> stopped{false};                     // the outer stop check fired

  std::uint64_t total() const {
    std::uint64_t sum = finished.load();
    for (int t = 0; t < threads; ++t) sum += running[t].load(std::memory_order_relaxed);
    return sum;
  }
};

// A thread's stop check: the outer one (Ctrl-C, --time-limit), or the
// limit reached by all pieces together.
class PieceStop final : public StopCheck {
 public:
  PieceStop(Shared& shared, int thread) : shared_(shared), thread_(thread) {}
  bool stop_requested(const SearchProgress& progress) override {
    shared_.running[thread_].store(progress.solutions, std::memory_order_relaxed);
    if (shared_.stopped.load() || (shared_.outer && shared_.outer->stop_requested(progress))) {
      shared_.stopped = true;
      return true;
    }
    return shared_.limit && shared_.total() >= shared_.limit;
  }

 private:
  Shared& shared_;
  int thread_;
};

}  // namespace

SolveResult count_parallel(const Algorithm& algorithm, const Puzzle& puzzle, const SearchOptions& options, int threads) {
  const auto start = std::chrono::steady_clock::now();
  const std::vector<Grid> pieces = search_pieces(*puzzle.shape, puzzle.givens, static_cast<std::size_t>(threads) * kPiecesAThread);
  Shared shared;
  shared.limit = options.limit;
  shared.outer = options.stop;
  shared.threads = threads;
  shared.running = std::make_unique<std::atomic<std::uint64_t>[]>(threads);
  for (int t = 0; t < threads; ++t) shared.running[t] = 0;

  std::vector<SolveResult> results(pieces.size());
  std::vector<char> ran(pieces.size(), 0);
  std::atomic<std::size_t> next{0};
  auto work = [&](int thread) {
    PieceStop stop(shared, thread);
    SearchOptions each = options;
    each.stop = &stop;
    Puzzle piece{puzzle.shape, {}, puzzle.constraints};  // the pieces fill cells by the houses; the constraints stay
    for (std::size_t i; !shared.stopped.load() && (i = next.fetch_add(1)) < pieces.size();) {
      if (shared.limit && shared.total() >= shared.limit) break;
      piece.givens = pieces[i];
      results[i] = run_untimed(algorithm, piece, each);
      ran[i] = 1;
      shared.finished += results[i].solutions;
      shared.running[thread] = 0;
    }
  };
  run_threads(threads, work);

  SolveResult out;
  out.complete = true;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    if (!ran[i]) {
      out.complete = false;
      continue;
    }
    const SolveResult& r = results[i];
    out.solutions += r.solutions;
    out.complete = out.complete && r.complete;
    if (out.first_solution.empty() && !r.first_solution.empty()) out.first_solution = r.first_solution;
    out.stats.placements += r.stats.placements;
    out.stats.backtracks += r.stats.backtracks;
    out.stats.nodes += r.stats.nodes;
    out.stats.attempts += r.stats.attempts;
  }
  if (options.limit && out.solutions >= options.limit) {
    out.solutions = options.limit;
    out.complete = false;
  }
  out.status = shared.stopped ? Status::kStopped : out.solutions ? Status::kSolved : Status::kNoSolution;
  out.stats.elapsed_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace sudoku::cli
