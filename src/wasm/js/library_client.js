// The ES entries' Worker client over their own binary and Worker (the bare
// imports 'sudoku-own-wasm' and 'sudoku-own-worker', which the build points
// at the files beside sudoku.mjs or at the inlined copies: see
// library_esm.js). library_esm.js exports it with the rest of the library;
// the widget's single file bundles this alone (src/wasm/CMakeLists.txt,
// SUDOKU_INLINE_CLIENT): its page only starts Worker clients, so it carries
// the Emscripten glue once, inside the Worker's script, and not a second
// time for a createSudoku() it never calls.
import { wasmModule, wasmBytes } from 'sudoku-own-wasm';
import { wasmSource } from './library_wasm_source.js';
import { createSudokuWorker as connectClient } from './worker_client.js';
import { setWorkerStarter } from './worker_connection.js';
import { startWorker } from 'sudoku-own-worker';

/** The entry's own binary, as library_wasm_source.js takes it. */
export var OWN = { module: wasmModule, bytes: wasmBytes };

/** Starts a Worker client (see sudoku.d.ts). */
export function createSudokuWorker(options) {
  setWorkerStarter(startWorker);
  return connectClient(options || {}, wasmSource(options, OWN));
}
