// The raw module: JavaScript names for the core's calls, and conversions.
// No solver logic lives here. Input errors come back as values
// ({status: "invalid", error} or {ok: false, error}), never as exceptions.
// The friendly API over these (sudoku_api.js) is what callers use; the
// contract is sudoku.d.ts.
#include <emscripten/bind.h>

#include <algorithm>
#include <chrono>
#include <optional>

#include "core/batch.hpp"
#include "core/hint.hpp"
#include "core/layout_format.hpp"
#include "core/layouts.hpp"
#include "core/trace_stepper.hpp"
#include "core/variants.hpp"
#include "wasm/convert.hpp"

namespace sudoku::wasm {

namespace {

using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

bool is_function(const val& v) { return v.typeOf().as<std::string>() == "function"; }

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

// The puzzles of a text holding several (one a line, or one multi-line grid):
// {status: "ok", puzzles: string[]}, or invalid past kMaxSplitText.
val split_js(const val& text) {
  if (!text.isString())
    return invalid_result(InputError{ErrorCode::kBadOption, "splitPuzzles needs a string", {}});
  if (const auto error = too_long_for(text, "splitPuzzles", kMaxSplitText, "")) return invalid_result(*error);
  const std::vector<std::string> pieces = split_puzzles(text.as<std::string>());
  val list = val::array();
  for (std::size_t i = 0; i < pieces.size(); ++i) list.set(i, val(pieces[i]));
  val out = val::object();
  out.set("status", val(std::string("ok")));
  out.set("puzzles", list);
  return out;
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
  Result<SearchOptions> search = search_options_from_js(options, 1);
  if (!search) return invalid_result(search.error());
  // Durations are milliseconds and may be fractional; counts are whole numbers.
  const Result<double> time_limit = number_option(options, "timeLimit", 0, 0, 1e12);
  const Result<double> batch = integer_option(options, "batchSize", 256, 1, 1 << 20);
  const Result<double> interval = number_option(options, "progressInterval", 100, 1, 1e9);
  for (const Result<double>* r : {&time_limit, &batch, &interval})
    if (!*r) return invalid_result(r->error());

  JsStopCheck stop(time_limit.value(), interval.value(), on_progress);
  // A batch holds at most 16 MB, whatever batchSize asks for.
  const std::size_t cells = static_cast<std::size_t>(puzzle->shape->cell_count());
  const std::size_t batch_size = std::min(static_cast<std::size_t>(batch.value()), (std::size_t{1} << 24) / cells);
  SolutionBatcher batcher(on_batch, batch_size, static_cast<int>(cells));
  SearchOptions& o = search.value();
  o.stop = &stop;
  if (is_function(on_batch)) o.on_solution = [&batcher](const Grid& g) { return batcher.add(g); };
  SolveResult r = run_algorithm(*algorithm.value(), puzzle.value(), o);
  if (!batcher.stopped()) batcher.flush();
  if (batcher.stopped()) {  // the caller ended it: stopped, whatever the core's status
    r.status = Status::kStopped;
    r.complete = false;
  }
  val out = result_to_js(r);
  if (r.status == Status::kStopped) {
    out.set("stoppedBy", val(std::string(batcher.stopped() ? "callback" : stop.reason() ? stop.reason() : "node_budget")));
  }
  return out;
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
  Result<SearchOptions> search = search_options_from_js(options, 1);
  if (!search) return invalid_result(search.error());
  const Result<double> time_limit = number_option(options, "timeLimit", 0, 0, 1e12);
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
  const Result<SearchOptions> search = search_options_from_js(options, 1);
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
    const Result<SearchOptions> search = search_options_from_js(options, 1);
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
