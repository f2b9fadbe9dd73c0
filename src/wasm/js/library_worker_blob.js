// How sudoku.js and the widget's single file start their Worker: the
// Worker's script (sudoku-worker.js) is inside them as a string fixed at
// build time (esbuild's text loader), started from a Blob URL. That works
// from file:// and needs only `worker-src blob:` under a
// Content-Security-Policy; no bundler rewrites a string. The ES module
// starts the file instead (library_worker_beside.js).
import workerSource from 'sudoku_worker_source.txt';

var sharedURL = null;  // one Blob URL for every client on the page

/** A new Worker running sudoku-worker.js from a Blob URL of its text. */
export function startWorker() {
  if (!sharedURL) sharedURL = URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }));
  return new Worker(sharedURL);
}
