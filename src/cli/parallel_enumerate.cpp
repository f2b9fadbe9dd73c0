#include "cli/parallel_enumerate.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <limits>
#include <mutex>
#include <vector>

#include "cli/run_threads.hpp"
#include "core/search_pieces.hpp"

namespace sudoku::cli {

namespace {

constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
using Clock = std::chrono::steady_clock;

// Texts of consecutive solutions of one piece: `ends[k]` is where the k-th
// ends in `texts`.
struct Chunk {
  std::string texts;
  std::vector<std::size_t> ends;
};

// The order the texts are written in. `head` is the first piece not yet
// finished: its chunks are written as they come; a later piece's wait in
// `waiting` until it becomes the head.
class OrderedWriter {
 public:
  OrderedWriter(std::size_t pieces, std::uint64_t limit, const std::function<bool(const std::string&)>& write)
      : waiting_(pieces), done_(pieces, 0), limit_(limit), write_(write) {}

  // A chunk found in piece `i`; false when the search must end.
  bool hand_over(std::size_t i, Chunk&& chunk) {
    std::unique_lock<std::mutex> lock(mutex_);
    const std::size_t size = chunk.texts.size();
    turn_.wait(lock, [&] { return ended_ || i == head_ || waiting_bytes_ + size <= kWaitingBytes; });
    if (ended_) return false;
    if (i == head_) return emit(i, chunk);
    waiting_bytes_ += size;
    waiting_[i].push_back(std::move(chunk));
    return true;
  }

  // Piece `i`'s search ended (its last chunk handed over); the chunks of the
  // pieces now at the head go out.
  void finished(std::size_t i) {
    std::lock_guard<std::mutex> lock(mutex_);
    done_[i] = 1;
    while (head_ < done_.size() && done_[head_]) {
      if (++head_ == done_.size()) break;
      for (const Chunk& c : waiting_[head_]) {
        waiting_bytes_ -= c.texts.size();
        if (!ended_) emit(head_, c);
      }
      std::vector<Chunk>().swap(waiting_[head_]);
    }
    turn_.notify_all();
  }

  // Ends every piece's search (a stop, the limit, a failed write).
  void end() {
    std::lock_guard<std::mutex> lock(mutex_);
    end_locked();
  }
  bool ended() const { return ended_flag_.load(std::memory_order_relaxed); }
  std::uint64_t written() const { return written_; }
  std::size_t first_written() const { return first_written_; }

 private:
  bool emit(std::size_t i, const Chunk& chunk) {
    if (chunk.ends.empty()) return true;
    const std::uint64_t room = limit_ ? limit_ - written_ : chunk.ends.size();
    const bool cut = room < chunk.ends.size() || (limit_ && room == chunk.ends.size());
    const std::size_t take = room < chunk.ends.size() ? static_cast<std::size_t>(room) : chunk.ends.size();
    const bool ok = take == chunk.ends.size() ? write_(chunk.texts) : write_(chunk.texts.substr(0, chunk.ends[take - 1]));
    if (!ok) {
      end_locked();
      return false;
    }
    if (first_written_ == kNone) first_written_ = i;
    written_ += take;
    if (cut) end_locked();  // the limit is reached
    return !cut;
  }
  void end_locked() {
    ended_ = true;
    ended_flag_ = true;
    turn_.notify_all();
  }

  std::mutex mutex_;
  std::condition_variable turn_;
  std::vector<std::vector<Chunk>> waiting_;  // by piece: chunks found ahead of their turn
  std::vector<char> done_;                   // by piece: its search has ended
  std::size_t head_ = 0;
  std::size_t waiting_bytes_ = 0;
  std::uint64_t written_ = 0;
  std::uint64_t limit_;
  std::size_t first_written_ = kNone;
  bool ended_ = false;
  std::atomic<bool> ended_flag_{false};  // ended_, read without the lock by the stop checks
  const std::function<bool(const std::string&)>& write_;
};

// A thread's search of one piece at a time: collects the texts of its
// solutions into chunks for the writer, and checks the stops.
class PieceSearch final : public StopCheck {
 public:
  PieceSearch(OrderedWriter& writer, StopCheck* outer, std::atomic<bool>& stopped)
      : writer_(writer), outer_(outer), stopped_(stopped) {}

  void start(std::size_t piece) { piece_ = piece; }
  bool found(std::string text) {
    if (chunk_.ends.empty()) first_at_ = Clock::now();
    chunk_.texts += text;
    chunk_.ends.push_back(chunk_.texts.size());
    return chunk_.texts.size() < kHandOverBytes || hand_over();
  }
  // The piece's search has ended.
  void finish() {
    hand_over();
    writer_.finished(piece_);
  }
  bool stop_requested(const SearchProgress& progress) override {
    if (!chunk_.ends.empty() && std::chrono::duration<double, std::milli>(Clock::now() - first_at_).count() >= kHandOverMs &&
        !hand_over())
      return true;
    if (writer_.ended()) return true;
    if (outer_ && outer_->stop_requested(progress)) {
      stopped_ = true;
      writer_.end();
      return true;
    }
    return false;
  }

 private:
  bool hand_over() {
    if (chunk_.ends.empty()) return !writer_.ended();
    const bool go_on = writer_.hand_over(piece_, std::move(chunk_));
    chunk_ = Chunk{};
    return go_on;
  }

  OrderedWriter& writer_;
  StopCheck* outer_;
  std::atomic<bool>& stopped_;
  std::size_t piece_ = 0;
  Chunk chunk_;
  Clock::time_point first_at_;
};

}  // namespace

SolveResult enumerate_parallel(const Algorithm& algorithm, const Puzzle& puzzle, const SearchOptions& options,
                               int threads, const std::function<std::string(const Grid&)>& text,
                               const std::function<bool(const std::string&)>& write) {
  const auto start = Clock::now();
  const std::vector<Grid> pieces = search_pieces(*puzzle.shape, puzzle.givens, kEnumeratePieces);
  OrderedWriter writer(pieces.size(), options.limit, write);
  std::atomic<bool> stopped{false};
  std::vector<SolveResult> results(pieces.size());
  std::vector<char> ran(pieces.size(), 0);
  std::atomic<std::size_t> next{0};

  auto work = [&](int) {
    PieceSearch search(writer, options.stop, stopped);
    SearchOptions each = options;
    each.stop = &search;
    each.on_solution = [&](const Grid& g) { return search.found(text(g)); };
    Puzzle piece{puzzle.shape, {}, puzzle.constraints};  // the pieces fill cells by the houses; the constraints stay
    for (std::size_t i; !writer.ended() && (i = next.fetch_add(1)) < pieces.size();) {
      search.start(i);
      piece.givens = pieces[i];
      results[i] = run_untimed(algorithm, piece, each);
      search.finish();
      ran[i] = !writer.ended();
    }
  };
  run_threads(threads, work);

  SolveResult out;
  out.solutions = writer.written();
  out.complete = !writer.ended();
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const SolveResult& r = results[i];
    out.complete = out.complete && ran[i] && r.complete;
    out.stats.placements += r.stats.placements;
    out.stats.backtracks += r.stats.backtracks;
    out.stats.nodes += r.stats.nodes;
    out.stats.attempts += r.stats.attempts;
  }
  if (writer.first_written() != kNone) out.first_solution = results[writer.first_written()].first_solution;
  out.status = stopped ? Status::kStopped : out.solutions ? Status::kSolved : Status::kNoSolution;
  out.stats.elapsed_ms = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
  return out;
}

}  // namespace sudoku::cli
