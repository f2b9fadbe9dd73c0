// How the ES module sudoku.mjs starts its Worker: sudoku-worker.js, the
// file beside it, as a module Worker, written in the one form that webpack
// 5, Vite and Parcel recognize and bundle as a Worker of the app's (the
// URL must be built inside the `new Worker(...)`, with static options).
// esbuild and Rollup copy no such file: beside the bundle it must go by
// hand, or the page names it with the workerURL option (see the package's
// README). The script is an IIFE with no import, which runs the same as a
// module or a classic script. The classic bundles carry it as a string
// instead (library_worker_blob.js).

/** A new Worker running sudoku-worker.js, the file beside this module. */
export function startWorker() {
  return new Worker(new URL('./sudoku-worker.js', import.meta.url), { type: 'module' });
}
