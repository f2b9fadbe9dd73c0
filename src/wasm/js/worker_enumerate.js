// enumerate inside a Worker, with flow control: the Worker side
// (worker_server.js) hands an enumerate call here, and the page acknowledges
// each batch (an ack message, worker_protocol.js) once its onBatch has had it.
//
// A running wasm call cannot receive messages, and without cross-origin
// isolation (a page opened from file://) there is no SharedArrayBuffer to
// block on, so a Worker cannot wait for the page in the middle of a search;
// left alone it posts batches as fast as it finds them, and behind a slow
// onBatch they pile up on the page (about 100 MB/s for an empty 9x9 grid).
// So enumerate is served the way trace_stepper.hpp serves traces, by
// deterministic replay. When a batch would take what is posted and not yet
// acknowledged past WINDOW_BYTES (16 MB, at least two batches), the
// Worker's onBatch returns false, which ends that run of the search. Once
// the page has taken every batch, the Worker runs the search again from the
// start with the same options, skips the batches it posted before (same
// batch size, so the same batches, order and indices) and posts on. The
// page never holds more than the window, whatever its speed.
//   The cost: each run replays the search up to where the last one ended,
// and a run can post only a window (it cannot hear the page's acks while it
// runs; waiting until the page has taken them all lets the next run post a
// whole window), so a long enumeration slows down as it goes, even for a
// fast onBatch: fast on an empty 9x9 grid replays roughly half a million to
// 800,000 solutions a second in Chromium, so each window (some 200,000
// solutions) past the first million waits a second or two. Enumerations
// that fit in a window (the default limit of 1000 does) run once, as
// before. The result is the last run's (it went from the start to the end,
// so its counters are the whole search's), with the count of solutions
// posted; timeLimit and elapsedMs count from the call's start, waits for
// the page included; progress reports go on from the last one posted (a
// replay's earlier ones are dropped).

import { copyOptions } from './sudoku_api.js';
import { isObject, batchMessage, progressMessage } from './worker_protocol.js';

// What an enumeration may have posted that the page has not yet taken: 16 MB
// (the most one batch may hold), counting each solution's cells and each
// batch's message as 1 KB more. Larger, a long enumeration replays less
// often; smaller, less waits on the page.
var WINDOW_BYTES = 16 << 20;
var MESSAGE_BYTES = 1024;

function now() { return typeof performance !== 'undefined' ? performance.now() : Date.now(); }

/**
 * Enumerate call `id` of `puzzle` with `options` on `api` (the synchronous
 * API). post(message, transfer) posts to the page; finish(value, error,
 * failed) ends the call (worker_server.js). Returns {id, begin(),
 * acknowledge(n)}: begin() runs it (finish may be called before it returns,
 * so keep the object first), acknowledge takes the page's acks of this call.
 */
export function serveEnumeration(api, id, puzzle, options, post, finish) {
  var start = now();
  var posted = 0;          // solutions posted to the page
  var taken = 0;           // solutions the page has acknowledged
  var windowSize = 0;      // solutions; known from the first batch
  var paused = false;      // this run was ended to wait for the page
  var waiting = false;     // between runs, until the page has taken every batch
  var reportedNodes = -1;  // the nodes of the last progress report posted
  var farthest = null;     // the result of the run that got farthest
  var deadline = null;     // ends the call at its time limit while it waits

  var enumeration = {
    id: id,
    begin: function () {
      if (!isObject(options)) {  // let the API refuse what is not an options object (or default what is absent)
        if (options !== undefined && options !== null) {
          try { api.enumerate(puzzle, options); } catch (e) { finish(null, e, true); return; }
        }
        options = {};
      }
      runOnce();
    },
    acknowledge: function (n) {
      taken += n;
      if (waiting && taken === posted) {
        waiting = false;
        clearTimeout(deadline);
        runOnce();
      }
    },
  };

  function onBatch(batch) {
    var solutions = batch.solutions;
    if (batch.index + solutions.length <= posted) return true;  // a replay: the page has these
    if (batch.index < posted) solutions = solutions.slice(posted - batch.index);
    if (!windowSize) {
      var n = solutions.length;
      windowSize = Math.max(2 * n, Math.floor(WINDOW_BYTES * n / (n * solutions[0].length + MESSAGE_BYTES)));
    }
    if (posted > taken && posted - taken + solutions.length > windowSize) {
      paused = true;
      return false;
    }
    post(batchMessage(id, posted, solutions), [solutions[0].buffer]);
    posted += solutions.length;
    return true;
  }

  function onProgress(report) {
    if (report.nodes <= reportedNodes) return;  // a replay going over ground already reported
    reportedNodes = report.nodes;
    report.elapsedMs = now() - start;
    post(progressMessage(id, report));
  }

  function runOnce() {
    var run = copyOptions(options, false);
    run.onBatch = onBatch;
    run.onProgress = onProgress;
    if (farthest && options.timeLimit > 0) {  // a later run: what is left of the call's time limit
      var left = options.timeLimit - (now() - start);
      if (left <= 0) { finish(result(farthest, 'time_limit')); return; }
      run.timeLimit = left;
    }
    paused = false;
    var r;
    try {
      r = api.enumerate(puzzle, run);
    } catch (e) {
      finish(null, e, true);
      return;
    }
    if (!farthest || r.stats.nodes >= farthest.stats.nodes) farthest = r;
    if (!paused) {
      finish(result(r, r.stoppedBy));
      return;
    }
    waiting = true;
    if (options.timeLimit > 0) {
      deadline = setTimeout(function () {
        if (!waiting) return;
        waiting = false;
        finish(result(farthest, 'time_limit'));
      }, Math.max(options.timeLimit - (now() - start), 0));
    }
  }

  // The call's result from run `r`: the solutions posted (a run that ended
  // on its own posted all it found; a paused one found some it did not
  // post), the counters of the run that got farthest, the call's time.
  function result(r, stoppedBy) {
    var stats = Object.assign({}, farthest.stats);
    stats.elapsedMs = now() - start;
    var out = { status: stoppedBy ? 'stopped' : r.status, count: posted,
                complete: stoppedBy ? false : r.complete, stats: stats };
    if (stoppedBy) out.stoppedBy = stoppedBy;
    return out;
  }

  return enumeration;
}
