// The library's entry point: the Emscripten module with its WebAssembly
// binary, the API (sudoku_api.js) and the Worker client (worker_client.js).
// esbuild bundles this into build/site/sudoku.js (src/wasm/CMakeLists.txt),
// inside the function `sudokuLibrary` that library_head.js opens and
// library_tail.js closes: that function's source is what a Worker runs, and
// its result is what `<script src="sudoku.js">` (the globals Sudoku and
// createSudoku), require('./sudoku.js') and a Worker see. The two wrapper
// files are passed to esbuild as one line each (--banner, --footer), so they
// hold block comments only.
import createSudokuModule from 'sudoku_module.js';  // the Emscripten glue, found on the build's NODE_PATH
import wasmBase64 from 'sudoku_module.wasm';        // the binary, as base64 text (esbuild's base64 loader)
import { SudokuError, makeSudokuApi, decodeBase64 } from './sudoku_api.js';
import { createSudokuWorker, serveWorker, setWorkerSource } from './worker_client.js';

/** Loads the module; resolves to the API (see sudoku.d.ts). */
function createSudoku(moduleOptions) {
  var options = { wasmBinary: decodeBase64(wasmBase64) };
  var given = moduleOptions || {};
  Object.keys(given).forEach(function (key) { options[key] = given[key]; });  // own keys only
  return createSudokuModule(options).then(makeSudokuApi);
}

/**
 * The library object. `source` is the function that library_head.js wraps
 * around this bundle: a Worker client starts its Worker from its source.
 */
function makeLibrary(source) {
  setWorkerSource(source);
  return {
    version: SUDOKU_VERSION,  // the project's version, defined by the build
    createSudoku: createSudoku,
    createSudokuWorker: createSudokuWorker,
    SudokuError: SudokuError,
    _serveWorker: function (scope) { serveWorker(scope, createSudoku); },
  };
}

// Handed to library_tail.js through a variable library_head.js declares,
// rather than as an export: esbuild builds an exports object with for…in,
// which a page that adds to Object.prototype breaks.
sudokuLibraryMaker = makeLibrary;  // eslint-disable-line no-undef
