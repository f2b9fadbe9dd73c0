// Which binary an instance or a Worker client uses: the caller's (the
// options wasmModule, a WebAssembly.Module or a Promise of one, or wasmURL,
// where sudoku.wasm is served) or the entry's own (library_wasm.js, inlined;
// library_wasm_beside.js, sudoku.wasm beside the ES module). A source is
// {module(), bytes()}: Promises of the compiled module and of its bytes (a
// Worker is sent the bytes only where a module cannot be posted).
import { moduleFromURL, bytesFromURL } from './library_wasm_url.js';

// The options the library reads itself; createSudoku's other options go to the Emscripten glue.
var LIBRARY_OPTIONS = ['wasmModule', 'wasmURL', 'workerURL'];

/** The source `options` name, or `own`. */
export function wasmSource(options, own) {
  if (options && options.wasmModule) {
    var given = Promise.resolve(options.wasmModule);
    return {
      module: function () { return given; },
      bytes: function () { return Promise.reject(new Error('the module given as wasmModule cannot be sent to a Worker here')); },
    };
  }
  if (options && options.wasmURL) {
    var url = options.wasmURL;
    return { module: function () { return moduleFromURL(url); }, bytes: function () { return bytesFromURL(url); } };
  }
  return own;
}

/** The own keys of createSudoku's options that go to the glue (all but the library's). */
export function glueOptions(options) {
  var out = {};
  Object.keys(options || {}).forEach(function (key) {
    if (LIBRARY_OPTIONS.indexOf(key) < 0) out[key] = options[key];
  });
  return out;
}
