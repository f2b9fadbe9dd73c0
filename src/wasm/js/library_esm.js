// The ES module's entry: esbuild bundles this into build/site/sudoku.mjs
// (src/wasm/CMakeLists.txt) with the Emscripten glue, the API and the Worker
// client. Its binary and its Worker are the bare imports 'sudoku-own-wasm'
// and 'sudoku-own-worker', which the build points, for sudoku.mjs, at
// library_wasm_beside.js (sudoku.wasm, the file beside it, fetched and
// compiled as it streams in) and library_worker_beside.js (sudoku-worker.js,
// the file beside it, as a module Worker); and for the Worker client that
// the widget's single file bundles (library_client.js), at library_wasm.js
// (the binary inlined) and library_worker_blob.js (the Worker's script
// inlined as a string). Each export is a top-level binding, so a bundler
// leaves out what an app does not use.
import { SudokuError } from './sudoku_api.js';
import { instantiate } from './library_instance.js';
import { wasmSource, glueOptions } from './library_wasm_source.js';
import { OWN, createSudokuWorker } from './library_client.js';

/** The project's version, defined by the build. */
export var version = SUDOKU_VERSION;

/** Loads the module; resolves to the API (see sudoku.d.ts). */
export function createSudoku(options) {
  return instantiate(wasmSource(options, OWN).module(), glueOptions(options));
}

export { SudokuError, createSudokuWorker };

/** The library object, as sudoku.js's require() and its global Sudoku give it. */
export default { version: version, createSudoku: createSudoku, createSudokuWorker: createSudokuWorker, SudokuError: SudokuError };
