// A trace for animation (Module.TraceStepper): a long-lived object
// JavaScript must delete(), the one handle the module hands out.
#pragma once

#include <optional>

#include "core/trace_stepper.hpp"
#include "wasm/convert.hpp"
#include "wasm/search_run.hpp"

namespace sudoku::wasm {

class JsTraceStepper {
 public:
  // `given`: the puzzle as text or cells (convert.hpp's puzzle_from_js).
  JsTraceStepper(const val& given, const val& options) {
    Result<Puzzle> puzzle = puzzle_from_js(given, options);
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
    const Result<bool> candidates = bool_option(options, "candidates");
    if (!candidates) {
      error_ = candidates.error();
      return;
    }
    const Algorithm& a = *algorithm.value();
    if (candidates.value() && !(a.capabilities & kNamesTechniques)) {
      error_ = InputError{ErrorCode::kBadOption,
                          "option candidates traces the pencil marks of algorithms that name techniques; " +
                              std::string(a.name) + " does not",
                          {}};
      return;
    }
    stepper_.emplace(a, std::move(puzzle.value()), search.value(), candidates.value());
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
    out.set("words", copy_to_js("Uint8Array", b.words.data(), b.size()));
    out.set("effect", copy_to_js("Uint8Array", b.effect.data(), b.size()));
    out.set("stepEnd", copy_to_js("Uint32Array", b.step_end.data(), b.size()));
    out.set("steps", copy_to_js("Uint8Array", reinterpret_cast<const std::uint8_t*>(b.steps.data()), b.steps.size()));
    out.set("maskEnd", copy_to_js("Uint32Array", b.mask_end.data(), b.mask_end.size()));
    out.set("maskCells", copy_to_js("Int16Array", b.mask_cells.data(), b.mask_cells.size()));
    out.set("maskValues", copy_to_js("Uint32Array", b.mask_values.data(), b.mask_values.size()));
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

}  // namespace sudoku::wasm
