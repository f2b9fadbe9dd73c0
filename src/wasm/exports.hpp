// Every function the module exports to JavaScript, by the file that holds
// it; bindings.cpp names them. Inputs are the JS wrapper's plain copies
// (sudoku_api.js); input errors come back as values ({status: "invalid",
// error} or {ok: false, error}), never as exceptions. A puzzle is text (a
// string) or cells (the wrapper's own Uint8Array: convert.hpp's
// puzzle_from_js). The contract JavaScript sees is sudoku.d.ts.
#pragma once

#include "wasm/convert.hpp"

namespace sudoku::wasm {

// catalog_js.cpp: what the library offers.
val algorithms_js();                         // [{id, name, description, capabilities, minSize, maxSize}]
val sizes_js();                              // [{size, boxRows, boxCols}]
val variants_js();                           // [{id, name, sizes}]
val constraint_kinds_js();                   // [{id, name, rule, number, draw}]
val layouts_js();                            // the built-in layouts as shape_to_js draws them, with name, description
val shape_info_js(const val& options);       // {status: "ok", shape} of options' layout or shape
val cell_names_js(const val& options);       // {status: "ok", names} of options' shape ({size}, layout or shape)
val technique_ids();                         // [{id, name, score}] in Technique order
val use_wording_js(const val& texts);        // {status: "ok"} or invalid: another language's templates (core/words.hpp use_wording)
val templates_js();                          // [{id, text}] of every sentence, templates() order (core/words.hpp)
val event_kind_ids();                        // EventKind ids in order

// text_js.cpp: puzzle text.
val parse_js(const val& puzzle, const val& options);
val format_js(const val& grid, const val& options);
val split_js(const val& text, const val& options);
val read_any_layout_js(const val& text);  // {status: "ok", readings} of a text whose layout is not given

// search_js.cpp: searches.
val search_js(const val& puzzle, const val& options, const val& on_batch, const val& on_progress);
val solve_batch_js(const val& text, const val& options);

// call_area.cpp: the same search through fixed memory (call_area.hpp).
val call_area_js();
int quick_search_js(const val& on_progress);  // onProgress(report) as search_js calls it, or undefined

// generate_js.cpp: new puzzles.
val generation_js();                    // {levels: [{id, description}], symmetries: [{id, description}]}
val generate_js(const val& options);    // generated JSON text (core/generate/generated_json.hpp), or invalid

// hint_js.cpp: logic states.
val hint_js(const val& puzzle, const val& options, const val& eliminations);  // hint JSON text, or invalid
val rate_js(const val& puzzle, const val& options);
// pieces_js.cpp: a search split into pieces (core/search_pieces.hpp).
val pieces_js(const val& puzzle, const val& options);  // {status: "split", pieces} or invalid

// estimate_js.cpp: Knuth's estimate of the solution count (core/estimate.hpp).
val estimate_js(const val& puzzle, const val& options);  // rating JSON text, or invalid
val candidates_js(const val& puzzle, const val& options, const val& eliminations);

}  // namespace sudoku::wasm
