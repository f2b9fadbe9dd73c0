// Conversions between JavaScript values and the core's types, for the
// bindings (exports.hpp). Every array handed to JavaScript is a copy
// (a typed array that owns its memory), so it stays valid when the wasm heap
// grows or the next call reuses a buffer.
#pragma once

#include <emscripten/val.h>

#include <optional>
#include <string>

#include "core/logic/candidate_grid.hpp"
#include "core/logic/ladder.hpp"
#include "core/registry.hpp"

namespace sudoku::wasm {

using emscripten::val;

// Options objects: a missing (undefined or null) key gives the fallback; a
// value of the wrong type or out of range is a kBadOption error naming the
// option and the value. `options` is the JS wrapper's plain copy (own data
// properties, primitives only: readOptions and wasmOptions in sudoku_api.js): reading it
// runs no user code, so no JavaScript exception can unwind through wasm.
Result<std::string> string_option(const val& options, const char* key, const std::string& fallback = "");

// options[key] as true or false; false when missing.
Result<bool> bool_option(const val& options, const char* key);
// A number option: its name, its value when missing, its range, and whether
// it must be whole (a count: 0.5 is refused, never truncated). The table
// below serves both ways in, the options object (number_option) and the
// call area (check_number, call_area.cpp's quickSearch), so both say the same.
struct NumberOption {
  const char* key;
  double fallback, min, max;
  bool whole;
};
constexpr double kMaxInteger = 9007199254740991.0;  // 2^53 - 1
// Whole numbers only: a fractional limit once truncated to 0, "no limit".
constexpr NumberOption kLimitOption{"limit", 1, 0, kMaxInteger, true};
constexpr NumberOption kMaxNodesOption{"maxNodes", 0, 0, kMaxInteger, true};
// Durations are milliseconds and may be fractional.
constexpr NumberOption kTimeLimitOption{"timeLimit", 0, 0, 1e12, false};
constexpr NumberOption kBatchSizeOption{"batchSize", 256, 1, 1 << 20, true};
constexpr NumberOption kProgressIntervalOption{"progressInterval", 100, 1, 1e9, false};
// options[option.key]: the fallback when missing, else a number checked as check_number does.
Result<double> number_option(const val& options, const NumberOption& option);
// A number already read, checked: finite, in [min, max], whole if it must be.
Result<double> check_number(const NumberOption& option, double d);
// techniqueCap's value: a rung's id ("naked_single"), or "" for no cap (Technique::kAny).
Result<Technique> technique_cap_of(const std::string& id);
// options.techniques as sudoku_api.js passes it (the ids joined by commas;
// "" for an empty list): the set hints may use, or nothing when not given.
// An id that is no rung of the ladder is a bad_option naming it.
Result<std::optional<TechniqueSet>> techniques_of(const val& options);
// A number as JavaScript's String() writes it (0.5, 1e+300, NaN), for messages.
std::string js_number(double d);

// A kTooLong error when the JS string `text` is longer than `max` characters
// ("the text is N characters long; CALL reads at most MAX" + hint), read
// before the text is copied into wasm memory, which never shrinks.
std::optional<InputError> too_long_for(const val& text, const char* call, std::size_t max, const char* hint);
// A puzzle's text: a JS string, refused before any copy when too long.
Result<std::string> puzzle_text_from_js(const val& text);
// True when a puzzle comes as cells: the JS wrapper's own Uint8Array of
// values in reading order, 0 = blank (puzzleInput in sudoku_api.js), not text.
bool is_cells_from_js(const val& puzzle);
// Those cells, copied into wasm memory in one call (at most kMaxCells).
Result<Grid> cells_from_js(const val& cells);
// What options say about the board: {variant, regions} of a square grid, or
// {layout} (a built-in layout's id, layouts.hpp), or {shape}: the text of a
// shape file, as the JS wrapper writes the caller's shape (readShape in
// sudoku_api.js; a string, so reading it runs no user code), read by the
// core's reader (shape_file.hpp) as the CLI reads --shape, past 1 MiB
// refused before it is copied. A shape beside a layout, variant or region
// map is a kBadOption error; the shape's own faults are kBadShape.
struct BoardChoice {
  VariantOptions variant;  // square grids and built-in layouts (variant.layout)
  ShapePtr custom;         // set for options.shape
};
Result<BoardChoice> board_from_js(const val& options);
// The shape a choice names when it is no square grid (a built-in layout or a
// custom shape), else nullptr.
Result<ShapePtr> layout_of(const BoardChoice& choice);
// A puzzle (text, or cells: is_cells_from_js) plus options (board_from_js)
// → a validated puzzle. Cells are taken as they are (puzzle_from_cells): no
// text is built or read, and the errors are the text's for the same cells.
// An ISS puzzle string (core/iss_format.hpp: ".~R1C1_5.Cage~15~R1C2~R1C3")
// carries its shape and constraints; options then name no board.
Result<Puzzle> puzzle_from_js(const val& puzzle, const val& options);
// The same, refusing a puzzle with constraints by the name of `call` ("hint
// does not take constraints ... yet"): the calls that would ignore them.
Result<Puzzle> unconstrained_puzzle_from_js(const val& puzzle, const val& options, const char* call);
// The givens of a puzzle whose givens conflict (puzzle_from_js said
// kConflict), as read: a page shows them with the conflict marked.
Result<Grid> conflicting_givens_from_js(const val& puzzle, const val& options);
// options.algorithm (default "fast") → a registry entry that supports the size.
Result<const Algorithm*> algorithm_from_js(const val& options, const Puzzle& puzzle);
// The algorithm itself when the registry says it takes the puzzle (refusal,
// registry.hpp: the CLI applies the same rule), else the
// kBadOption error that algorithm_from_js gives.
Result<const Algorithm*> algorithm_for(const Algorithm& algorithm, const Puzzle& puzzle);
// options {limit (default 1), maxNodes, techniqueCap} → SearchOptions (no callbacks).
Result<SearchOptions> search_options_from_js(const val& options);
// The eliminations of a logic state, as the JS wrapper flattens them (its own
// Float64Array [cell0, value0, cell1, value1, ...], or undefined for none) →
// pairs checked against the shape: whole numbers, cells 0..N*N-1, values
// 1..N; a kBadOption error names the first bad one as "eliminations[i]".
Result<Eliminations> eliminations_from_js(const val& flat, const Shape& shape);

val int_array(const std::vector<int>& values);  // number[]
val values_of(CandidateMask mask);               // the values of a mask, ascending
// {code, message, cells: number[]}, and for code "conflict"
// conflicts: [{value, house, houseName, cells}].
val error_to_js(const InputError& error);
val invalid_result(const InputError& error);  // {status: "invalid", error}
val stats_to_js(const Stats& stats);       // {placements, backtracks, nodes, attempts, elapsedMs, hardestTechnique}
val grid_to_js(const Grid& grid);          // Uint8Array copy, or null when empty
val puzzle_to_js(const Puzzle& puzzle);    // size, cellCount, layout, boxRows, boxCols, variant, cells, givens, houses, regionOf, constraints
// [{kind: a constraint_list.hpp id, cells, number (absent when 0)}, ...]
val constraints_to_js(const std::vector<Constraint>& constraints);
// A shape as a page draws it: {id, name, symbols, cellCount, rows, cols,
// cells: [{row, col, form: "square"|"triangle"}], houses: [{kind, index,
// name, cells}], groupOf: number[]} (geometry as in core/shape.hpp).
val shape_to_js(const Shape& shape);

template <typename T>
val copy_to_js(const char* array_type, const T* data, std::size_t size) {
  return val::global(array_type).new_(emscripten::typed_memory_view(size, data));
}

}  // namespace sudoku::wasm
