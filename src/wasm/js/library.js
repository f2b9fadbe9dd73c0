// The library's entry point: the Emscripten module with its WebAssembly
// binary (library_wasm.js), the API (sudoku_api.js) and the Worker client
// (the page side worker_client.js over worker_connection.js, the Worker side
// worker_server.js, the messages between them worker_protocol.js).
// esbuild bundles this into build/site/sudoku.js (src/wasm/CMakeLists.txt),
// inside the function `sudokuLibrary` that library_head.js opens and
// library_tail.js closes: that function's source is what a Worker runs, and
// its result is what `<script src="sudoku.js">` (the globals Sudoku and
// createSudoku), require('./sudoku.js') and a Worker see. The two wrapper
// files are passed to esbuild as one line each (--banner, --footer), so they
// hold block comments only.
import createSudokuModule from 'sudoku_module.js';  // the Emscripten glue, found on the build's NODE_PATH
import { SudokuError, makeSudokuApi } from './sudoku_api.js';
import { wasmModule } from './library_wasm.js';    // the binary, compiled once
import { createSudokuWorker } from './worker_client.js';
import { setWorkerSource } from './worker_connection.js';
import { serveWorker } from './worker_server.js';

/**
 * An instance of the compiled module `compiled` (a Promise of a
 * WebAssembly.Module); resolves to the API. The glue gets the instance
 * through its instantiateWasm hook, so it never fetches or compiles
 * anything itself. Own keys of moduleOptions go to the glue as they are (a
 * caller's own wasmBinary or instantiateWasm is used instead of ours).
 */
function instantiate(compiled, moduleOptions) {
  var options = {};
  var given = moduleOptions || {};
  Object.keys(given).forEach(function (key) { options[key] = given[key]; });  // own keys only
  if (options.wasmBinary || options.instantiateWasm) return createSudokuModule(options).then(makeSudokuApi);
  return compiled.then(function (module) {
    return new Promise(function (resolve, reject) {
      options.instantiateWasm = function (imports, receiveInstance) {
        WebAssembly.instantiate(module, imports).then(function (instance) {
          receiveInstance(instance, module);
        })['catch'](reject);
        return {};  // the exports come later, through receiveInstance
      };
      createSudokuModule(options).then(resolve, reject);
    });
  }).then(makeSudokuApi);
}

/** Loads the module; resolves to the API (see sudoku.d.ts). */
function createSudoku(moduleOptions) {
  return instantiate(wasmModule(), moduleOptions);
}

// A Worker's instance: of the module its page compiled and posted, or of its own.
function createWorkerSudoku(module) {
  return instantiate(module ? Promise.resolve(module) : wasmModule());
}

/**
 * The library object. `source` is the function that library_head.js wraps
 * around this bundle: a Worker client starts its Worker from its source.
 */
function makeLibrary(source) {
  setWorkerSource(source, wasmModule);
  return {
    version: SUDOKU_VERSION,  // the project's version, defined by the build
    createSudoku: createSudoku,
    createSudokuWorker: createSudokuWorker,
    SudokuError: SudokuError,
    _serveWorker: function (scope) { serveWorker(scope, createWorkerSudoku); },
  };
}

// Handed to library_tail.js through a variable library_head.js declares,
// rather than as an export: esbuild builds an exports object with for…in,
// which a page that adds to Object.prototype breaks.
sudokuLibraryMaker = makeLibrary;  // eslint-disable-line no-undef
