// The raw module: JavaScript names for the core's calls, and conversions.
// No solver logic lives here. Input errors come back as values
// ({status: "invalid", error} or {ok: false, error}), never as exceptions.
// The friendly API over these (sudoku_api.js) is what callers use; the
// contract is sudoku.d.ts.
#include <emscripten/bind.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <iterator>
#include <optional>
#include <string_view>

#include "core/batch.hpp"
#include "core/hint.hpp"
#include "core/layout_format.hpp"
#include "core/layouts.hpp"
#include "core/trace_stepper.hpp"
#include "core/variants.hpp"
#include "wasm/call_area.hpp"
#include "wasm/convert.hpp"

namespace sudoku::wasm {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

// Undefined first: asking typeOf() converts a string, and most calls pass no callback.
bool is_function(const val& v) { return !v.isUndefined() && v.typeOf().as<std::string>() == "function"; }

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
  Clock::time_point start_ = Clock::now();
  double time_limit_ms_, interval_ms_;
  val on_progress_;
  bool reports_;
  double next_report_ms_ = 0;
  const char* reason_ = nullptr;
};

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

val result_to_js(const SolveResult& r) {
  val out = val::object();
  out.set("status", val(std::string(status_id(r.status))));
  out.set("count", static_cast<double>(r.solutions));
  out.set("complete", r.complete);
  out.set("solution", grid_to_js(r.first_solution));
  out.set("stats", stats_to_js(r.stats));
  return out;
}

val algorithms_js() {
  val out = val::array();
  int i = 0;
  for (const Algorithm& a : algorithms()) {
    val entry = val::object();
    entry.set("id", val(std::string(a.id)));
    entry.set("name", val(std::string(a.name)));
    entry.set("description", val(std::string(a.description)));
    val caps = val::object();
    caps.set("enumerate", (a.capabilities & kCanEnumerate) != 0);
    caps.set("trace", (a.capabilities & kCanTrace) != 0);
    caps.set("namesTechniques", (a.capabilities & kNamesTechniques) != 0);
    caps.set("countsBacktracks", (a.capabilities & kCountsBacktracks) != 0);
    caps.set("needsBudget", (a.capabilities & kNeedsBudget) != 0);
    entry.set("capabilities", caps);
    entry.set("minSize", a.min_size);
    entry.set("maxSize", a.max_size);
    out.set(i++, entry);
  }
  return out;
}

// The supported sizes: [{size, boxRows, boxCols}].
val sizes_js() {
  val out = val::array();
  int i = 0;
  for (int n : Shape::supported_sizes()) {
    val entry = val::object();
    entry.set("size", n);
    entry.set("boxRows", Shape::box_rows_for(n));
    entry.set("boxCols", Shape::box_cols_for(n));
    out.set(i++, entry);
  }
  return out;
}

// The variant list (core/variants.hpp): [{id, name, sizes: number[]}].
val variants_js() {
  val out = val::array();
  int i = 0;
  for (const VariantInfo& v : variants()) {
    val entry = val::object();
    entry.set("id", val(std::string(v.id)));
    entry.set("name", val(std::string(v.name)));
    entry.set("sizes", int_array(v.sizes));
    out.set(i++, entry);
  }
  return out;
}

// The built-in layouts (core/layouts.hpp), each as shape_to_js draws it plus
// {name: the description's words before ':', description}.
val layouts_js() {
  val out = val::array();
  int i = 0;
  for (const LayoutInfo& l : layouts()) {
    const Result<ShapePtr> shape = make_layout(l.id);
    if (!shape) continue;  // every listed id makes its layout (layouts_test); nothing to show otherwise
    val entry = shape_to_js(*shape.value());
    const std::string description(l.description);
    entry.set("name", val(description.substr(0, description.find(':'))));
    entry.set("description", val(description));
    out.set(i++, entry);
  }
  return out;
}

// The shape options name ({layout} or {shape}): {status: "ok", shape}, or
// invalid (a square grid's options are a bad_option: sizes() describes those).
val shape_info_js(const val& options) {
  const Result<BoardChoice> board = board_from_js(options);
  if (!board) return invalid_result(board.error());
  const Result<ShapePtr> shape = layout_of(board.value());
  if (!shape) return invalid_result(shape.error());
  if (!shape.value())
    return invalid_result(InputError{ErrorCode::kBadOption, "shapeInfo needs option layout or shape", {}});
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("shape", shape_to_js(*shape.value()));
  return out;
}

val technique_ids() {
  val out = val::array();
  for (int t = 0; t < kTechniqueCount; ++t) {
    val entry = val::object();
    entry.set("id", val(std::string(technique_id(static_cast<Technique>(t)))));
    entry.set("name", val(std::string(technique_name(static_cast<Technique>(t)))));
    out.set(t, entry);
  }
  return out;
}

val event_kind_ids() {
  val out = val::array();
  for (int k = 0; k <= static_cast<int>(EventKind::kSolution); ++k)
    out.set(k, val(std::string(event_kind_id(static_cast<EventKind>(k)))));
  return out;
}

val parse_js(const val& text, const val& options) {
  const Result<Puzzle> puzzle = puzzle_from_js(text, options);
  if (!puzzle) {
    val out = val::object();
    out.set("ok", false);
    out.set("error", error_to_js(puzzle.error()));
    // Givens that conflict were read all the same: a page shows them with the conflict marked.
    if (puzzle.error().code == ErrorCode::kConflict) {
      const Result<std::string> grid_text = puzzle_text_from_js(text);
      const Result<BoardChoice> board = board_from_js(options);
      const Result<ShapePtr> layout = board ? layout_of(board.value()) : Result<ShapePtr>(board.error());
      if (grid_text && layout && layout.value()) {
        const Result<std::vector<Value>> cells = parse_layout_grid(grid_text.value(), *layout.value());
        if (cells) out.set("cells", grid_to_js(cells.value()));
      } else if (grid_text && layout) {
        const Result<ParsedGrid> grid = parse_grid(grid_text.value());
        if (grid) out.set("cells", grid_to_js(grid->cells));
      }
    }
    return out;
  }
  val out = puzzle_to_js(puzzle.value());
  out.set("ok", true);
  return out;
}

// A grid (givens, a solution, a half-filled grid; conflicts allowed) as text:
// options.style "line" (default) or "grid" (rows, with box lines unless
// options.boxes is false, as for jigsaw).
val format_js(const val& text, const val& options) {
  const Result<std::string> grid_text = puzzle_text_from_js(text);
  if (!grid_text) return invalid_result(grid_text.error());
  const Result<ParsedGrid> grid = parse_grid(grid_text.value());
  if (!grid) return invalid_result(grid.error());
  const Result<std::string> style = string_option(options, "style", "line");
  if (!style) return invalid_result(style.error());
  if (style.value() != "line" && style.value() != "grid")
    return invalid_result(InputError{ErrorCode::kBadOption, "option style must be \"line\" or \"grid\"", {}});
  const bool boxes = options.isUndefined() || options.isNull() || !options["boxes"].isFalse();
  const int n = grid->size;
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("text", val(style.value() == "line" ? format_line(grid->cells)
                                              : format_pretty(grid->cells, boxes ? Shape::box_rows_for(n) : 0,
                                                              boxes ? Shape::box_cols_for(n) : 0)));
  return out;
}

// Texts of many puzzles, refused by length before the copy into wasm memory
// (which never shrinks): a 3-million-line batch once left a 960 MB heap.
// solveBatch's limit is the core's kMaxBatchText (16 MiB, about 200,000 9x9 lines).
constexpr std::size_t kMaxSplitText = 64 * kMaxGridText;   // 4 MiB

std::optional<InputError> too_long_for(const val& text, const char* call, std::size_t max, const char* hint) {
  const double length = text["length"].as<double>();
  if (length <= static_cast<double>(max)) return std::nullopt;
  return InputError{ErrorCode::kTooLong,
                    std::string("the text is ") + js_number(length) + " characters long; " + call + " reads at most " +
                        std::to_string(max) + hint,
                    {}};
}

// The puzzles of a text holding several (one a line, or one multi-line grid;
// of a layout or shape in options, as the CLI splits them: split_layout_puzzles):
// {status: "ok", puzzles: string[]}, or invalid past kMaxSplitText.
val split_js(const val& text, const val& options) {
  if (!text.isString())
    return invalid_result(InputError{ErrorCode::kBadOption, "splitPuzzles needs a string", {}});
  if (const auto error = too_long_for(text, "splitPuzzles", kMaxSplitText, "")) return invalid_result(*error);
  const Result<BoardChoice> board = board_from_js(options);
  if (!board) return invalid_result(board.error());
  const Result<ShapePtr> layout = layout_of(board.value());
  if (!layout) return invalid_result(layout.error());
  const std::string whole = text.as<std::string>();
  const std::vector<std::string> pieces =
      layout.value() ? split_layout_puzzles(whole, *layout.value()) : split_puzzles(whole);
  val list = val::array();
  for (std::size_t i = 0; i < pieces.size(); ++i) list.set(i, val(pieces[i]));
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("puzzles", list);
  return out;
}

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

// options: {algorithm, variant, regions (or layout or shape: convert.hpp), limit, maxNodes, timeLimit (ms),
// techniqueCap, batchSize, progressInterval (ms)}. onBatch(Uint8Array, count)
// receives solutions when it is a function; onProgress(report) every
// progressInterval ms. Either returning false stops the search.
val search_js(const val& text, const val& options, const val& on_batch, const val& on_progress) {
  const Result<Puzzle> puzzle = puzzle_from_js(text, options);
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

// The call area (call_area.hpp): one per module, handed to JavaScript as
// views. Module-wide, but no state: each quickSearch reads only what its
// caller has just written, and nothing runs JavaScript while it does.
CallArea call_area;

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

// A number slot: NaN (not given) gives the option's fallback.
Result<double> slot_number(Slot slot, const NumberOption& option) {
  const double d = call_area[slot];
  return std::isnan(d) ? Result<double>(option.fallback) : check_number(option, d);
}

// Module.search without emval: the inputs and the result in the call area
// (call_area.hpp), no callbacks. kQuickInvalid when any input is wrong; the
// wrapper then asks Module.search, which names the fault.
int quick_search_js() {
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
  const Result<Puzzle> puzzle =
      read_puzzle(text, VariantOptions{std::string(variant), std::string(regions), std::string(layout)});
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
  if (!(cap == -1 || (cap >= 0 && cap < kTechniqueCount && cap == std::floor(cap)))) return kQuickInvalid;
  SearchOptions o;
  o.limit = static_cast<std::uint64_t>(limit.value());
  o.max_nodes = static_cast<std::uint64_t>(max_nodes.value());
  if (cap >= 0) o.technique_cap = static_cast<Technique>(cap);

  static const val no_callback = val::undefined();  // one handle, not two made and dropped per call
  const SearchRun run = run_search(algorithms()[static_cast<std::size_t>(algorithm_index)], puzzle.value(), o,
                                   time_limit.value(), batch.value(), interval.value(), no_callback, no_callback,
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
  out.set("size", batch->shape->size());
  out.set("solved", r.solved);
  out.set("stopped", r.stopped);
  out.set("counts", copy_to_js("Float64Array", counts.data(), n));
  out.set("complete", copy_to_js("Uint8Array", complete.data(), n));
  out.set("solutions", copy_to_js("Uint8Array", r.solutions.data(), r.solutions.size()));
  out.set("stats", stats_to_js(r.totals));
  return out;
}

// The next step on a logic state: the grid `text` and `eliminations` (see
// eliminations_from_js). options: {variant, regions, techniqueCap}.
val hint_js(const val& text, const val& options, const val& eliminations) {
  const Result<Puzzle> puzzle = puzzle_from_js(text, options);
  if (!puzzle) return invalid_result(puzzle.error());
  const Result<SearchOptions> search = search_options_from_js(options);
  if (!search) return invalid_result(search.error());
  const Result<Eliminations> crossed = eliminations_from_js(eliminations, *puzzle->shape);
  if (!crossed) return invalid_result(crossed.error());
  const Hint h = find_hint(puzzle.value(), crossed.value(), search->technique_cap);
  const Deduction& d = h.deduction;
  auto pairs = [](const std::vector<std::pair<int, int>>& list) {
    val out = val::array();
    for (std::size_t i = 0; i < list.size(); ++i) {
      val p = val::object();
      p.set("cell", list[i].first);
      p.set("value", list[i].second);
      out.set(i, p);
    }
    return out;
  };
  val out = val::object();
  out.set("status", val(std::string(hint_kind_id(h.kind))));
  out.set("message", val(h.message));
  const bool deduction = h.kind == HintKind::kDeduction;
  out.set("technique", deduction ? val(std::string(technique_id(d.technique))) : val::null());
  out.set("techniqueName", deduction ? val(std::string(technique_name(d.technique))) : val::null());
  auto house = [](int index) { return index >= 0 ? val(index) : val::null(); };
  auto house_name = [&](int index) { return index >= 0 ? val(puzzle->shape->house_name(index)) : val::null(); };
  // A deduction's house, or the house a value has no place left in (no_solution).
  const int main_house = deduction ? d.house : h.house;
  out.set("house", house(main_house));
  out.set("houseName", house_name(main_house));
  out.set("otherHouse", house(d.other_house));
  out.set("otherHouseName", house_name(d.other_house));
  out.set("cells", int_array(d.cells));
  out.set("values", values_of(deduction ? d.values : h.value ? bit_of(h.value) : 0));
  out.set("placements", pairs(d.placements));
  out.set("eliminations", pairs(d.eliminations));
  out.set("cell", h.cell >= 0 ? val(h.cell) : val::null());
  out.set("candidates", values_of(h.candidates));
  return out;
}

// The candidates of a logic state: {status: "ok", masks: Uint32Array} with
// N*N masks (bit v-1 for value v; 0 for a filled cell). options: {variant, regions}.
val candidates_js(const val& text, const val& options, const val& eliminations) {
  const Result<Puzzle> puzzle = puzzle_from_js(text, options);
  if (!puzzle) return invalid_result(puzzle.error());
  const Result<Eliminations> crossed = eliminations_from_js(eliminations, *puzzle->shape);
  if (!crossed) return invalid_result(crossed.error());
  const CandidateGrid grid(puzzle.value(), crossed.value());
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("masks", copy_to_js("Uint32Array", grid.candidate_data(), grid.values().size()));
  return out;
}

// A trace for animation; a long-lived object JavaScript must delete().
class JsTraceStepper {
 public:
  JsTraceStepper(const val& text, const val& options) {
    Result<Puzzle> puzzle = puzzle_from_js(text, options);
    if (!puzzle) {
      error_ = puzzle.error();
      return;
    }
    const Result<const Algorithm*> algorithm = algorithm_from_js(options, puzzle.value());
    if (!algorithm) {
      error_ = algorithm.error();
      return;
    }
    const Result<SearchOptions> search = search_options_from_js(options);
    if (!search) {
      error_ = search.error();
      return;
    }
    stepper_.emplace(*algorithm.value(), std::move(puzzle.value()), search.value());
  }

  val error() const { return error_ ? error_to_js(*error_) : val::null(); }

  // The next batch of events as columns (see core/trace_stepper.hpp), copied.
  val next(double max_events) {
    if (!stepper_) return val::null();
    // NaN, negatives and huge numbers become 1 .. kMaxChunk before the cast.
    const double wanted = max_events >= 1 ? std::min(max_events, double{TraceStepper::kMaxChunk}) : 1.0;
    const TraceColumns& b = stepper_->next(static_cast<std::size_t>(wanted));
    val out = val::object();
    out.set("size", static_cast<double>(b.size()));
    out.set("kind", copy_to_js("Uint8Array", b.kind.data(), b.size()));
    out.set("technique", copy_to_js("Uint8Array", b.technique.data(), b.size()));
    out.set("value", copy_to_js("Uint8Array", b.value.data(), b.size()));
    out.set("depth", copy_to_js("Uint16Array", b.depth.data(), b.size()));
    out.set("cell", copy_to_js("Int16Array", b.cell.data(), b.size()));
    out.set("house", copy_to_js("Int16Array", b.house.data(), b.size()));
    out.set("values", copy_to_js("Uint32Array", b.values.data(), b.size()));
    out.set("patternEnd", copy_to_js("Uint32Array", b.pattern_end.data(), b.size()));
    out.set("patternCells", copy_to_js("Int16Array", b.pattern_cells.data(), b.pattern_cells.size()));
    out.set("placements", copy_to_js("Float64Array", b.placements.data(), b.size()));
    out.set("backtracks", copy_to_js("Float64Array", b.backtracks.data(), b.size()));
    out.set("nodes", copy_to_js("Float64Array", b.nodes.data(), b.size()));
    out.set("solutionIndex", copy_to_js("Float64Array", b.solution_index.data(), b.size()));
    out.set("position", static_cast<double>(stepper_->position()));
    out.set("done", stepper_->done());
    return out;
  }

  // The search's result once `finished`; until then status "running" and
  // the counters of the latest replay.
  val result() const {
    if (!stepper_) return val::null();
    val out = result_to_js(stepper_->result());
    if (!stepper_->finished()) out.set("status", val(std::string("running")));
    out.set("finished", stepper_->finished());
    return out;
  }

 private:
  std::optional<TraceStepper> stepper_;
  std::optional<InputError> error_;
};

}  // namespace

EMSCRIPTEN_BINDINGS(sudoku) {
  using namespace emscripten;
  function("algorithms", &algorithms_js);
  function("sizes", &sizes_js);
  function("variants", &variants_js);
  function("layouts", &layouts_js);
  function("shapeInfo", &shape_info_js);
  function("techniques", &technique_ids);
  function("eventKinds", &event_kind_ids);
  function("parse", &parse_js);
  function("search", &search_js);
  function("callArea", &call_area_js);
  function("quickSearch", &quick_search_js);
  function("hint", &hint_js);
  function("candidates", &candidates_js);
  function("solveBatch", &solve_batch_js);
  function("format", &format_js);
  function("splitPuzzles", &split_js);
  class_<JsTraceStepper>("TraceStepper")
      .constructor<const val&, const val&>()
      .function("error", &JsTraceStepper::error)
      .function("next", &JsTraceStepper::next)
      .function("result", &JsTraceStepper::result);
}

}  // namespace sudoku::wasm
