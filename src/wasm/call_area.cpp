// callArea and quickSearch: Module.search without emval, through the call
// area (call_area.hpp).
#include <algorithm>
#include <cmath>
#include <iterator>
#include <string_view>

#include "wasm/call_area.hpp"
#include "wasm/exports.hpp"
#include "wasm/search_run.hpp"

namespace sudoku::wasm {

namespace {

// The call area (call_area.hpp): one per module, handed to JavaScript as
// views. Module-wide, but no state: each quickSearch reads only what its
// caller has just written, and nothing runs JavaScript while it does.
CallArea call_area;

// A number slot: NaN (not given) gives the option's fallback.
Result<double> slot_number(Slot slot, const NumberOption& option) {
  const double d = call_area[slot];
  return std::isnan(d) ? Result<double>(option.fallback) : check_number(option, d);
}

}  // namespace

// {text: Uint8Array, numbers: Float64Array, solution: Uint8Array} over the
// call area, {slots: {name: index}}, and the names its numbers stand for:
// statuses (status_id order), stopReasons, and `done`, quickSearch's
// QuickStatus for a search run (anything else: invalid). Views of wasm memory: they go
// empty when the heap grows, and the wrapper then asks again.
val call_area_js() {
  val out = val::object();
  out.set("text", val(emscripten::typed_memory_view(CallArea::kTextBytes, call_area.text)));
  out.set("numbers", val(emscripten::typed_memory_view(static_cast<std::size_t>(Slot::kSlotCount), call_area.numbers)));
  out.set("solution", val(emscripten::typed_memory_view(static_cast<std::size_t>(kMaxCells), call_area.solution)));
  val slots = val::object();
  for (int i = 0; i < static_cast<int>(Slot::kSlotCount); ++i) slots.set(kSlotNames[i], i);
  out.set("slots", slots);
  val statuses = val::array();
  for (Status s : {Status::kSolved, Status::kNoSolution, Status::kStopped})
    statuses.set(static_cast<int>(s), val(std::string(status_id(s))));
  out.set("statuses", statuses);
  val reasons = val::array();
  for (std::size_t i = 0; i < std::size(kStopReasons); ++i) reasons.set(i, val(std::string(kStopReasons[i])));
  out.set("stopReasons", reasons);
  out.set("done", static_cast<int>(kQuickDone));
  return out;
}

// Module.search without emval: the inputs and the result in the call area
// (call_area.hpp); `on_progress` the wrapper's guarded onProgress, or
// undefined (a search reads the clock only for it or a time limit, every
// few hundred nodes: an easy puzzle never does). kQuickInvalid when any
// input is wrong; the wrapper then asks Module.search, which names the fault.
int quick_search_js(const val& on_progress) {
  CallArea& a = call_area;
  const auto length = [&](Slot s) { return static_cast<std::size_t>(a[s]); };
  const std::size_t lengths[] = {length(Slot::kTextLength), length(Slot::kVariantLength),
                                 length(Slot::kRegionsLength), length(Slot::kLayoutLength)};
  std::size_t total = 0;
  for (std::size_t n : lengths) total += n;
  if (total > CallArea::kTextBytes) return kQuickInvalid;  // the wrapper never writes past the area
  const char* at = reinterpret_cast<const char*>(a.text);
  const std::string_view text(at, lengths[0]);
  const std::string_view variant(at += lengths[0], lengths[1]);
  const std::string_view regions(at += lengths[1], lengths[2]);
  const std::string_view layout(at += lengths[2], lengths[3]);
  const VariantOptions board{std::string(variant), std::string(regions), std::string(layout)};
  const Result<Puzzle> puzzle = a[Slot::kPuzzleIsCells] == 1
                                    ? puzzle_from_cells(Grid(text.begin(), text.end()), board)
                                    : read_puzzle(text, board);
  if (!puzzle) return kQuickInvalid;
  const double algorithm_index = a[Slot::kAlgorithm];
  if (!(algorithm_index >= 0 && algorithm_index < static_cast<double>(algorithms().size()))) return kQuickInvalid;
  if (!algorithm_for(algorithms()[static_cast<std::size_t>(algorithm_index)], puzzle.value())) return kQuickInvalid;
  const Result<double> limit = slot_number(Slot::kLimit, kLimitOption);
  const Result<double> max_nodes = slot_number(Slot::kMaxNodes, kMaxNodesOption);
  const Result<double> time_limit = slot_number(Slot::kTimeLimit, kTimeLimitOption);
  const Result<double> batch = slot_number(Slot::kBatchSize, kBatchSizeOption);
  const Result<double> interval = slot_number(Slot::kProgressInterval, kProgressIntervalOption);
  for (const Result<double>* r : {&limit, &max_nodes, &time_limit, &batch, &interval})
    if (!*r) return kQuickInvalid;
  const double cap = a[Slot::kTechniqueCap];
  if (!(cap == -1 || (cap == std::floor(cap) && cap >= 0 && cap < kTechniqueCount && is_rung(static_cast<Technique>(cap)))))
    return kQuickInvalid;
  SearchOptions o;
  o.limit = static_cast<std::uint64_t>(limit.value());
  o.max_nodes = static_cast<std::uint64_t>(max_nodes.value());
  if (cap >= 0) o.technique_cap = static_cast<Technique>(cap);

  static const val no_batches = val::undefined();  // one handle, not one made and dropped per call
  const SearchRun run = run_search(algorithms()[static_cast<std::size_t>(algorithm_index)], puzzle.value(), o,
                                   time_limit.value(), batch.value(), interval.value(), no_batches, on_progress,
                                   false);  // the wrapper times the call: elapsedMs is 0 here
  const SolveResult& r = run.result;
  a[Slot::kStatus] = static_cast<int>(r.status);
  a[Slot::kCount] = static_cast<double>(r.solutions);
  a[Slot::kComplete] = r.complete;
  a[Slot::kPlacements] = static_cast<double>(r.stats.placements);
  a[Slot::kBacktracks] = static_cast<double>(r.stats.backtracks);
  a[Slot::kNodes] = static_cast<double>(r.stats.nodes);
  a[Slot::kAttempts] = static_cast<double>(r.stats.attempts);
  a[Slot::kElapsedMs] = r.stats.elapsed_ms;
  a[Slot::kHardestTechnique] = static_cast<int>(r.stats.hardest);
  a[Slot::kStoppedBy] = run.stopped_by;
  const std::size_t cells = std::min(r.first_solution.size(), static_cast<std::size_t>(kMaxCells));
  std::copy(r.first_solution.begin(), r.first_solution.begin() + cells, a.solution);
  a[Slot::kSolutionCells] = static_cast<double>(cells);
  return kQuickDone;
}

}  // namespace sudoku::wasm
