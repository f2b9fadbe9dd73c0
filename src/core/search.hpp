// The one shape every algorithm has.
//
//   in:  a Puzzle (already validated), SearchOptions (solution limit, a
//        solution callback, an event sink, a stop check, a node budget)
//   out: SolveResult (status, number of solutions, whether that number is
//        complete, the first solution, counters)
//
// An algorithm is a function `void run(const Puzzle&, SearchContext&)`. It
// reports each complete grid to the context, counts its work in ctx.stats,
// asks ctx.should_stop() at every node, and emits events through ctx when
// ctx.tracing(). The context owns the limit, the callback and the stop logic,
// so algorithms hold only their own search state.
#pragma once

#include <cstdint>
#include <functional>

#include "core/events.hpp"
#include "core/puzzle.hpp"

namespace sudoku {

struct Stats {
  std::uint64_t placements = 0;  // values written into empty cells (guesses and deductions)
  std::uint64_t backtracks = 0;  // dead ends: a cell (or state) left with nothing left to try
  std::uint64_t nodes = 0;       // search states visited
  // Moves tried, valid or not: the counter of `levels` (the generic framework's
  // algorithm, solvers/levels.cpp), where a given is tried at its own level and
  // may fail. 0 for every other algorithm: in naive and its kin every value
  // tried is a candidate, so their equivalent would only repeat placements.
  std::uint64_t attempts = 0;
  double elapsed_ms = 0;
  // Logic solvers: the hardest technique applied (kNone if none was). Run
  // with no technique cap, this grades the puzzle.
  Technique hardest = Technique::kNone;
};

// What a search has done so far, as a stop check sees it.
struct SearchProgress {
  const Stats& stats;
  std::uint64_t solutions;
};

// Asked every few hundred nodes; return true to end the search as kStopped.
// Also the place to report progress (e.g. every 100 ms) during long searches.
class StopCheck {
 public:
  virtual ~StopCheck() = default;
  virtual bool stop_requested(const SearchProgress& progress) = 0;
};

// Called with each solution; return false to end the search.
using SolutionCallback = std::function<bool(const Grid&)>;

struct SearchOptions {
  std::uint64_t limit = 1;        // stop after this many solutions; 0 = no limit
  SolutionCallback on_solution;   // optional
  EventSink* events = nullptr;    // optional
  StopCheck* stop = nullptr;      // optional
  std::uint64_t max_nodes = 0;    // 0 = no budget; past it the search ends as kStopped
  Technique technique_cap = Technique::kAny;  // logic solvers use no harder technique
};

enum class Status { kSolved, kNoSolution, kStopped };
const char* status_id(Status s);  // "solved", "no_solution", "stopped"

struct SolveResult {
  Status status = Status::kNoSolution;
  std::uint64_t solutions = 0;
  bool complete = false;  // true when the whole search space was explored
  Grid first_solution;    // empty when none was found
  Stats stats;
};

class SearchContext {
 public:
  SearchContext(const Puzzle& puzzle, const SearchOptions& options);

  Stats stats;

  // True when the search must end now: at once when the node budget is
  // spent, and when the stop check says so. `work` weighs expensive nodes so
  // that the stop check is still asked often enough (every kPollWork units).
  bool should_stop(int work = 1) {
    if (halted_) return true;
    if (stats.nodes >= node_budget_) return halted_ = stopped_ = true;
    poll_credit_ -= work;
    if (poll_credit_ > 0) return false;
    return poll();
  }
  // Reports a complete grid (N*N values). True when the search must end.
  bool found(const Value* cells);
  bool halted() const { return halted_; }
  const SearchOptions& options() const { return options_; }

  bool tracing() const { return sink_ != nullptr; }
  // Drops the next `n` events before they are built or reach the sink: a
  // trace replay (trace_stepper.hpp) skips what it handed out before, and
  // sending each of those to its sink cost a fifth of a long trace.
  void skip_events(std::uint64_t n) { skip_ = n; }
  void emit(const Event& e) {
    if (skip_) --skip_;
    else sink_->on_event(e);
  }
  // Shorthands that do nothing unless tracing.
  void place(int cell, int value, int depth, Technique t) {
    if (sink_) emit_simple(EventKind::kPlace, cell, value, depth, t);
  }
  void remove(int cell, int value, int depth) {
    if (sink_) emit_simple(EventKind::kRemove, cell, value, depth, Technique::kNone);
  }
  void dead_end(int cell, int depth) {
    if (sink_) emit_simple(EventKind::kDeadEnd, cell, 0, depth, Technique::kNone);
  }
  // Emits the kRemove and kPlace events that turn grid `from` into `to`.
  void switch_state(const Value* from, const Value* to, int depth);

  // The result, once: the first solution is moved out of the context.
  SolveResult finish();

 private:
  static constexpr int kPollWork = 256;
  bool poll();
  void emit_simple(EventKind kind, int cell, int value, int depth, Technique t);

  const Puzzle& puzzle_;
  const SearchOptions& options_;
  EventSink* sink_;
  std::uint64_t skip_ = 0;  // events still to drop (skip_events)
  int poll_credit_ = kPollWork;
  std::uint64_t node_budget_;  // options.max_nodes, or "never" when 0
  bool halted_ = false;
  bool stopped_ = false;  // halted by the stop check or the node budget
  std::uint64_t solutions_ = 0;
  Grid first_solution_;
  Grid scratch_;
};

}  // namespace sudoku
