// The classic script's entry: esbuild bundles this into build/site/sudoku.js
// (src/wasm/CMakeLists.txt) with the Emscripten glue, the API
// (sudoku_api.js), the binary inlined (library_wasm.js), the Worker client
// (the page side worker_client.js over worker_connection.js) and the
// Worker's own script as a string fixed at build time (sudoku-worker.js,
// worker_entry.js bundled). The bundle sits inside the function that
// library_head.js opens and library_tail.js closes, whose result is what
// `<script src="sudoku.js">` (the globals Sudoku and createSudoku) and
// require('./sudoku.js') see. The two wrapper files are passed to esbuild as
// one line each (--banner, --footer), so they hold block comments only.
// The ES module sudoku.mjs is library_esm.js's.
import { SudokuError } from './sudoku_api.js';
import { instantiate, compiledFrom } from './library_instance.js';
import { wasmModule, wasmBytes } from './library_wasm.js';    // the binary, inlined, compiled once
import { wasmSource, glueOptions } from './library_wasm_source.js';
import { createSudokuWorker as connectClient } from './worker_client.js';
import { setWorkerStarter } from './worker_connection.js';
import { startWorker } from './library_worker_blob.js';  // sudoku-worker.js inlined as text, started from a Blob URL
import { serveWorker } from './worker_server.js';

var OWN = { module: wasmModule, bytes: wasmBytes };
setWorkerStarter(startWorker);

/** Loads the module; resolves to the API (see sudoku.d.ts). */
function createSudoku(options) {
  return instantiate(wasmSource(options, OWN).module(), glueOptions(options));
}

/** Starts a Worker client (see sudoku.d.ts). */
function createSudokuWorker(options) {
  return connectClient(options || {}, wasmSource(options, OWN));
}

function makeLibrary() {
  return {
    version: SUDOKU_VERSION,  // the project's version, defined by the build
    createSudoku: createSudoku,
    createSudokuWorker: createSudokuWorker,
    SudokuError: SudokuError,
    // The Worker side in this realm, for tests that stand in for a Worker: the
    // binary the page sends, or this script's own when its 'init' says none follows.
    _serveWorker: function (scope) {
      serveWorker(scope, function (wasm) { return instantiate(compiledFrom(wasm, wasmModule)); });
    },
  };
}

// Handed to library_tail.js through a variable library_head.js declares,
// rather than as an export: esbuild builds an exports object with for…in,
// which a page that adds to Object.prototype breaks.
sudokuLibraryMaker = makeLibrary;  // eslint-disable-line no-undef
