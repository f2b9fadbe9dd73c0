// A trace handed out in batches, for animation: the events an algorithm
// emits, in order, a batch at a time, without keeping the whole trace.
//
// Algorithms are recursive functions and cannot be paused, so the stepper
// replays: to produce events after position P it runs the (deterministic)
// search again from the start, skips the first P events and records the next
// chunk, then stops the run; the context drops the skipped events before
// they are built (SearchContext::skip_events). The first run records
// kMinChunk events, so the first batch comes quickly; every later one
// records up to kMaxChunk, so a trace of E events takes 1 + E / kMaxChunk
// runs (a million events: 3 runs, 0.64M events skipped; chunks that doubled
// from kMinChunk took 5 runs and skipped 0.96M). Memory stays bounded: a
// run's rows, 48 bytes an event (3 MB for the first run, 24 MB for a later
// one, reserved at once), and 49 bytes an event of the batch handed out.
// Each chunk costs a replay of the whole prefix:
// measured in WebAssembly (node, CPU time, naive on an empty grid), a
// 2^19-event chunk took 63-73 ms at P = 1.5M and 372 ms at P = 16.7M.
//
// Data layout: a replay records each event as one fixed-size TraceRow (one
// store per event, where appending to thirteen columns cost three quarters of
// a trace's time), a deduction's step encoded in a list of numbers beside the
// rows; next() turns the rows it hands out into one TraceColumns per batch, a
// structure of arrays so that each column can be handed to JavaScript as one
// typed array.
//
//   index i (0 .. size-1) is one event:
//     kind[i]        EventKind          technique[i]  Technique
//     depth[i]       search depth       cell[i]       cell index or -1
//     value[i]       the value placed, removed or eliminated, else 0
//     words[i]       the index in templates() of its sentence's template
//                    (words.hpp): filled from the event's own fields, or for
//                    a kDeduce, its step's message
//     effect[i]      1 when the event carries out the kDeduce before it
//                    (Event::effect): a step is an event and its effects
//     step_end[i]    kDeduce: the step is steps[step_end[i-1] .. step_end[i]),
//                    UTF-8 JSON as step_json.hpp writes it (with its
//                    sentence); an empty range for every other event
//     mask_end[i]    with candidates on (TraceStepper's `candidates`): the
//                    pencil marks event i changes are mask_cells[k] (a cell)
//                    and mask_values[k] (its marks now, bit v-1 for value v)
//                    for k in mask_end[i-1] .. mask_end[i) (candidate_replay.hpp);
//                    all three empty with candidates off
//     placements[i], backtracks[i], nodes[i]: the algorithm's counters just
//                    after the event (doubles: exact to 2^53, plain JS numbers)
//     solution_index[i] kSolution: the number of solutions so far, else 0
// A step is written as JSON only when its batch is handed out, so a replay's
// rows stay small; a batch of Crook's trace holds a sentence a deduction.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/logic/candidate_replay.hpp"
#include "core/logic/deduction.hpp"
#include "core/registry.hpp"

namespace sudoku {

// One recorded event: the fields of an event and the counters after it.
// step_end: the end of its deduction's code in the list kept beside the rows
// (it starts where the previous row's ends; see encode_step). value: the
// value placed, removed or eliminated, or for kSolution the number of
// solutions so far.
struct TraceRow {
  std::uint64_t placements, backtracks, nodes;
  std::uint32_t step_end;
  std::int32_t value;
  std::uint16_t depth;
  std::int16_t cell;
  std::uint8_t kind, technique, effect;
};

// The row of event `e` with the counters `stats`, its step's code ending at `step_end`.
TraceRow trace_row(const Event& e, const Stats& stats, std::uint32_t step_end);
// A deduction as numbers, appended to `code` (and back): how a replay keeps
// the steps of its rows until they are handed out as JSON.
void encode_step(const Deduction& d, std::vector<std::int32_t>& code);
Deduction decode_step(const std::int32_t* code, Technique technique);

// An allocator whose resize() leaves new elements uninitialized: a batch's
// columns are resized, then every new element is written, and zero-filling
// them first took a fifth of a trace's time in WebAssembly (memset).
template <typename T>
struct UninitializedAllocator : std::allocator<T> {
  template <typename U>
  struct rebind {
    using other = UninitializedAllocator<U>;
  };
  UninitializedAllocator() = default;
  template <typename U>
  UninitializedAllocator(const UninitializedAllocator<U>&) noexcept {}
  template <typename U>
  void construct(U* p) noexcept {
    ::new (static_cast<void*>(p)) U;  // default-initialized: no zero for a number
  }
  template <typename U, typename... Args>
  void construct(U* p, Args&&... args) {
    ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
  }
};
template <typename T>
using TraceColumn = std::vector<T, UninitializedAllocator<T>>;

struct TraceColumns {
  TraceColumn<std::uint8_t> kind, technique, value, words, effect;
  TraceColumn<std::uint16_t> depth;
  TraceColumn<std::int16_t> cell;
  TraceColumn<std::uint32_t> step_end;
  std::string steps;
  TraceColumn<std::uint32_t> mask_end;
  TraceColumn<std::int16_t> mask_cells;
  TraceColumn<std::uint32_t> mask_values;
  TraceColumn<double> placements, backtracks, nodes, solution_index;

  std::size_t size() const { return kind.size(); }
  void clear();
  void reserve(std::size_t n);  // room for n events in every column but steps
  // The step of event i: its JSON, or "" when it is not a kDeduce event.
  std::string_view step(std::size_t i) const;
  // Appends event `i` of `from` (its step copied).
  void append(const TraceColumns& from, std::size_t i);
  // Appends events [first, first + count) of `from`, likewise.
  void append(const TraceColumns& from, std::size_t first, std::size_t count);
  // Appends one event as it happens (its deduction written as JSON on `shape`).
  void append(const Event& e, const Stats& stats, const Shape& shape);
  // Appends `count` rows; their steps are code[code_begin ..
  // rows[count - 1].step_end), written as JSON on `shape`.
  void append(const TraceRow* rows, std::size_t count, const std::int32_t* code, std::uint32_t code_begin,
              const Shape& shape);
};

class TraceStepper {
 public:
  static constexpr std::size_t kMinChunk = 1 << 16;
  static constexpr std::size_t kMaxChunk = 1 << 19;

  // `options.limit` and `options.max_nodes` shape the traced search; its
  // callback, sink and stop check are not used. With `candidates`, each batch
  // also carries the pencil marks each event changes (mask_end, ...): only for
  // algorithms that name techniques (kNamesTechniques), whose searches keep
  // the candidates a person would (see candidate_replay.hpp).
  TraceStepper(const Algorithm& algorithm, Puzzle puzzle, SearchOptions options, bool candidates = false);

  // The next events, at most `max_events` of them (at least one unless the
  // trace has ended; at most kMaxChunk). The batch stays valid until the next
  // call.
  const TraceColumns& next(std::size_t max_events);

  // True once every event has been handed out.
  bool done() const { return finished_ && read_ == rows_.size(); }
  // The search's result: final once the replay that reached the end has run
  // (done() or finished()); until then the counters of the latest replay.
  bool finished() const { return finished_; }
  const SolveResult& result() const { return result_; }
  std::uint64_t position() const { return handed_out_; }
  std::uint64_t replays() const { return replays_; }

 private:
  void refill();
  void add_candidate_changes(std::size_t first);

  const Algorithm& algorithm_;
  Puzzle puzzle_;
  SearchOptions options_;
  std::vector<TraceRow> rows_;        // the latest replay's chunk of events
  std::vector<std::int32_t> steps_;    // their deductions' code (TraceRow::step_end)
  std::size_t read_ = 0;               // next row to hand out
  TraceColumns batch_;
  std::optional<CandidateReplay> replay_;  // with candidates on
  std::vector<std::pair<int, CandidateMask>> changes_;
  std::uint64_t handed_out_ = 0;
  std::uint64_t replays_ = 0;
  bool finished_ = false;
  SolveResult result_;
};

}  // namespace sudoku
