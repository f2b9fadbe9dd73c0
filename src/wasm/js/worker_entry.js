// The Worker's own script: esbuild bundles this (the glue, the API and the
// Worker side worker_server.js, no binary) into sudoku-worker.js, an IIFE
// with no import, so it runs as a module Worker (sudoku.mjs starts the file
// beside it so: library_worker_beside.js) or a classic one (sudoku.js and
// the widget's single file carry it as a string fixed at build time and
// start it from a Blob URL: library_worker_blob.js; a page may name it with
// the workerURL option). The page sends it the module it compiled (or, where
// a module cannot be posted, the binary's bytes), so the binary travels once.
import { instantiate, compiledFrom } from './library_instance.js';
import { serveWorker } from './worker_server.js';

serveWorker(self, function (wasm) { return instantiate(compiledFrom(wasm)); });
