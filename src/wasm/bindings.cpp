// The binding table: the JavaScript name of each export (exports.hpp) and of
// the one class, the trace handle (trace_handle.hpp). No logic lives here.
// The friendly API over these (js/sudoku_api.js) is what callers use; the
// contract is sudoku.d.ts.
#include <emscripten/bind.h>

#include "wasm/exports.hpp"
#include "wasm/trace_handle.hpp"

namespace sudoku::wasm {

EMSCRIPTEN_BINDINGS(sudoku) {
  using namespace emscripten;
  function("algorithms", &algorithms_js);
  function("sizes", &sizes_js);
  function("variants", &variants_js);
  function("constraintKinds", &constraint_kinds_js);
  function("layouts", &layouts_js);
  function("shapeInfo", &shape_info_js);
  function("cellNames", &cell_names_js);
  function("techniques", &technique_ids);
  function("eventKinds", &event_kind_ids);
  function("templates", &templates_js);
  function("useWording", &use_wording_js);
  function("parse", &parse_js);
  function("search", &search_js);
  function("callArea", &call_area_js);
  function("quickSearch", &quick_search_js);
  function("hint", &hint_js);
  function("rate", &rate_js);
  function("estimate", &estimate_js);
  function("pieces", &pieces_js);
  function("generation", &generation_js);
  function("generate", &generate_js);
  function("candidates", &candidates_js);
  function("solveBatch", &solve_batch_js);
  function("format", &format_js);
  function("splitPuzzles", &split_js);
  function("readAnyLayout", &read_any_layout_js);
  class_<JsTraceStepper>("TraceStepper")
      .constructor<const val&, const val&>()
      .function("error", &JsTraceStepper::error)
      .function("next", &JsTraceStepper::next)
      .function("result", &JsTraceStepper::result);
}

}  // namespace sudoku::wasm
