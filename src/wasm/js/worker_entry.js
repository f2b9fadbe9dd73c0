// The Worker's own script: esbuild bundles this (the glue, the API and the
// Worker side worker_server.js, no binary) into sudoku-worker.js, a classic
// script that the library bundles carry as a string fixed at build time and
// start from a Blob URL (worker_connection.js), or that a page names with
// the workerURL option. The page sends it the module it compiled (or, where
// a module cannot be posted, the binary's bytes), so the binary travels once.
import { instantiate, compiledFrom } from './library_instance.js';
import { serveWorker } from './worker_server.js';

serveWorker(self, function (wasm) { return instantiate(compiledFrom(wasm)); });
