// The ES module's entry: esbuild bundles this into build/site/sudoku.mjs
// (src/wasm/CMakeLists.txt) with the Emscripten glue, the API, the Worker
// client and the Worker's own script as a string fixed at build time, as
// library.js does for the classic script. Its binary is the bare import
// 'sudoku-own-wasm', which the build points at library_wasm_beside.js for
// sudoku.mjs (sudoku.wasm, a file beside it, fetched and compiled as it
// streams in) and at library_wasm.js for the copy the widget's single file
// bundles (the binary inlined). Each export is a top-level binding, so a
// bundler leaves out what an app does not use (an app that only starts
// Worker clients carries no second copy of the glue).
import { SudokuError } from './sudoku_api.js';
import { instantiate } from './library_instance.js';
import { wasmModule, wasmBytes } from 'sudoku-own-wasm';
import { wasmSource, glueOptions } from './library_wasm_source.js';
import { createSudokuWorker as connectClient } from './worker_client.js';
import { setWorkerSource } from './worker_connection.js';
import workerSource from 'sudoku_worker_source.txt';  // sudoku-worker.js as text (esbuild's text loader)

var OWN = { module: wasmModule, bytes: wasmBytes };

/** The project's version, defined by the build. */
export var version = SUDOKU_VERSION;

/** Loads the module; resolves to the API (see sudoku.d.ts). */
export function createSudoku(options) {
  return instantiate(wasmSource(options, OWN).module(), glueOptions(options));
}

/** Starts a Worker client (see sudoku.d.ts). */
export function createSudokuWorker(options) {
  setWorkerSource(workerSource);
  return connectClient(options || {}, wasmSource(options, OWN));
}

export { SudokuError };

/** The library object, as sudoku.js's require() and its global Sudoku give it. */
export default { version: version, createSudoku: createSudoku, createSudokuWorker: createSudokuWorker, SudokuError: SudokuError };
