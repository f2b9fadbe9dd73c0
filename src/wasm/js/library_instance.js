// An instance of the module: the Emscripten glue (sudoku_module.js, found on
// the build's NODE_PATH) with the API of sudoku_api.js over it. Every entry
// shares it: the classic script (library.js), the ES module
// (library_esm.js) and the Worker (worker_entry.js). The glue is handed an
// instance of a module compiled elsewhere (library_wasm.js from the inlined
// binary, library_wasm_url.js from sudoku.wasm, or the page, for a Worker)
// through its instantiateWasm hook, so it never fetches or compiles anything
// itself.
import createSudokuModule from 'sudoku_module.js';
import { makeSudokuApi } from './sudoku_api.js';

/**
 * Resolves to the API over an instance of `compiled` (a Promise of a
 * WebAssembly.Module). Own keys of glueOptions go to the glue as they are:
 * a caller's own wasmBinary or instantiateWasm is used instead of `compiled`.
 */
export function instantiate(compiled, glueOptions) {
  var options = {};
  var given = glueOptions || {};
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

/**
 * The binary a Worker was sent (worker_protocol.js's wasm message), compiled:
 * a Promise of a WebAssembly.Module. `own` (() => Promise of a module) is
 * what a message that brings none falls back on; none: it rejects.
 */
export function compiledFrom(wasm, own) {
  if (wasm && wasm.module) return Promise.resolve(wasm.module);
  if (wasm && wasm.bytes) return WebAssembly.compile(wasm.bytes);
  if (wasm && wasm.error) return Promise.reject(new Error(wasm.error));
  if (own) return own();
  return Promise.reject(new Error('the page sent this Worker no WebAssembly module'));
}
