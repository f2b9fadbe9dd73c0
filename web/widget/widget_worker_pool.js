// The page's Workers for the widgets' searches: one pool of at most `size`
// Worker clients shared by every <sudoku-solver> on the page, instead of a
// Worker per widget. Twenty widgets listing every solution of an empty grid
// once ran twenty Workers counting for ever on a 2-core machine; the page's
// main thread then got a share of the cores, and a task needing 12 ms of
// its time took 87 ms (8 widgets) to 275 ms (20) of the clock (Chromium's
// trace: the long tasks' wall time against their thread time;
// scripts/lib/bench/widget_stalls.cjs measures the stalls). The pool leaves
// a core to the page (poolSize) and every Worker is sent the one module the
// page compiled (worker_connection.js), so a Worker more costs no compile.
//
// Each widget leases a client (lease()) with the Worker client's methods:
// its searches (solve, count, enumerate) wait for a free Worker of the pool;
// every other call (traces, cell names, candidates: short, bounded calls)
// goes to the page's client for short calls, `short`, which the widgets
// share already. A search runs in one Worker at a time; while another
// waits, a search that has run its slice is stopped (its Worker replaced,
// worker_connection.js) and queued again behind the waiting ones, to run
// later from the start. Each time a search is stopped so, its next slice is
// twice as long (SLICE_MS, 2*SLICE_MS, 4*SLICE_MS, ...), so every search
// that ends ends, having spent at most about twice its own time, and a
// search that never ends (counting an empty grid's solutions) takes its
// turns with the others instead of holding a Worker for ever. A search run
// again is made to look like one run to its caller: an enumeration's
// solutions already delivered are not delivered again (the Worker's batches
// come in the same order every run), progress reports go on from the last
// one delivered (a run's earlier ones are dropped), and a timeLimit counts
// the time the search ran, in all its runs.

import { nextTask } from './next_task.js';

export const SLICE_MS = 250;
const MAX_POOL = 4;
const SEARCHES = ['solve', 'count', 'enumerate'];
const SHORT_CALLS = ['algorithms', 'sizes', 'variants', 'constraintKinds', 'layouts', 'techniques', 'eventKinds', 'templates', 'eventAt',
  'parse', 'validate', 'hint', 'rate', 'candidates', 'solveBatch', 'shapeInfo', 'cellNames', 'readAnyLayout',
  'format', 'splitPuzzles', 'trace', 'levels', 'symmetries', 'generate'];

/** How many Workers the pool may run on a machine of `cores` logical cores: one core left to the page, 1 to 4. */
export function poolSize(cores) {
  return Math.max(1, Math.min(MAX_POOL, (Number(cores) || 2) - 1));
}

function stoppedStats(report, ranMs) {
  report = report || {};
  return { placements: report.placements || 0, backtracks: report.backtracks || 0, nodes: report.nodes || 0,
    attempts: report.attempts || 0, elapsedMs: ranMs, hardestTechnique: 'none' };
}

/**
 * A pool of at most `size` clients made by createClient() (a Worker client,
 * worker_client.js), each made when first needed. clock: {now(),
 * setTimer(fn, ms), clearTimer(id), later(fn): fn in a task of its own}
 * (tests pass their own; default the page's). Returns {lease(short), workers}: workers is how many clients the
 * pool holds now.
 */
export function createWorkerPool(createClient, size, clock) {
  const now = clock && clock.now || (() => performance.now());
  const setTimer = clock && clock.setTimer || ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = clock && clock.clearTimer || ((id) => clearTimeout(id));
  const defer = clock && clock.later || nextTask;
  let slots = [];      // [{client, job}]: job is the search running in it, or null
  let queue = [];      // searches waiting for a slot, first first
  let leases = 0;      // leases not terminated
  let timer = null;

  function freeSlot() {
    const idle = slots.find((slot) => !slot.job);
    if (idle) return idle;
    if (slots.length >= size) return null;
    const slot = { client: createClient(), job: null };
    slots.push(slot);
    return slot;
  }

  // Starts what waits while there are slots; then, if something still
  // waits, stops the search whose slice ends first once it ends.
  function schedule() {
    if (timer !== null) { clearTimer(timer); timer = null; }
    while (queue.length) {
      const slot = freeSlot();
      if (!slot) break;
      start(queue.shift(), slot);
    }
    if (!queue.length) return;
    let first = null;
    slots.forEach((slot) => {
      const job = slot.job;
      if (job && !job.stopping && (!first || job.sliceEnd < first.sliceEnd)) first = job;
    });
    if (!first) return;  // every running search is being stopped already: its end schedules again
    const wait = first.sliceEnd - now();
    if (wait > 0) { timer = setTimer(() => { timer = null; schedule(); }, wait); return; }
    first.stopping = 'slice';
    first.slot.client.cancel();
  }

  function start(job, slot) {
    job.slot = slot;
    slot.job = job;
    job.startedAt = now();
    job.sliceEnd = job.startedAt + SLICE_MS * Math.pow(2, job.runs);
    const run = Object.assign({}, job.options);
    if (job.options.timeLimit > 0) {
      const left = job.options.timeLimit - job.ranMs;
      if (left <= 0) { end(job); job.resolve(stopped(job, 'time_limit')); return; }
      run.timeLimit = left;
    }
    if (typeof job.options.onProgress === 'function') run.onProgress = (report) => progress(job, report);
    if (job.method === 'enumerate') run.onBatch = (batch) => deliver(job, batch);
    slot.client[job.method](job.puzzle, run).then((result) => finished(job, result), (error) => {
      if (job.retired) return;  // settled already; its Worker's end rejects the call
      end(job);
      job.reject(error);
    });
  }

  // Progress of this run, once it has gone past what an earlier run reported.
  function progress(job, report) {
    if (report.nodes <= job.reportedNodes) return true;
    job.reportedNodes = report.nodes;
    job.report = Object.assign({}, report, { elapsedMs: job.ranMs + (now() - job.startedAt) });
    return job.options.onProgress(job.report);
  }

  // An enumeration's batch, less the solutions an earlier run delivered.
  function deliver(job, batch) {
    const end = batch.index + batch.solutions.length;
    if (end <= job.delivered) return true;
    const solutions = batch.index < job.delivered ? batch.solutions.slice(job.delivered - batch.index) : batch.solutions;
    const first = job.delivered;
    job.delivered = end;
    if (typeof job.options.onBatch === 'function') return job.options.onBatch({ index: first, solutions: solutions });
    Array.prototype.push.apply(job.collected, solutions);
    return true;
  }

  // Takes the job out of its slot, adding the time it ran; what waits then
  // starts (`later`: in a task of its own, else once this task's
  // callbacks are done).
  function end(job, later) {
    if (job.slot) {
      job.ranMs += now() - job.startedAt;
      job.slot.job = null;
      job.slot = null;
    }
    if (later) defer(schedule);
    else Promise.resolve().then(schedule);
  }

  function finished(job, result) {
    if (job.retired) return;
    const why = job.stopping;
    job.stopping = null;
    end(job);
    if (why === 'slice') {  // stopped for a waiting search: it waits its turn again
      job.runs += 1;
      queue.push(job);
      return;
    }
    job.resolve(asOneRun(job, result));
  }

  // The last run's result as the whole search's: counted over every run.
  function asOneRun(job, result) {
    if (!result || typeof result !== 'object') return result;
    const out = Object.assign({}, result);
    if (out.stats) out.stats = Object.assign({}, out.stats, { elapsedMs: job.ranMs });
    if (job.method === 'enumerate') {
      out.count = job.delivered;
      if (typeof job.options.onBatch !== 'function') out.solutions = job.collected;
    } else if (job.method === 'count' && job.report && out.status === 'stopped') {
      out.count = Math.max(out.count, job.report.count || 0);
    }
    return out;
  }

  // Stops a running search for good: its Worker is let go, not replaced
  // (a Worker client's cancel() starts a new one at once), and the pool
  // makes another when a search needs it. What waits starts in a later
  // task: a page stopping its 20 widgets (each widget's stop() its own
  // task, widget_controller.js) would else start each next widget's search
  // in a new Worker only for the next stop() to end it (14 Workers started
  // for nothing, 90 ms).
  function retire(job) {
    const slot = job.slot;
    job.retired = true;
    slots.splice(slots.indexOf(slot), 1);
    end(job, true);
    job.resolve(stopped(job, 'cancel'));
    slot.client.terminate();
  }

  // The result of a search stopped before its run ended, as worker_connection.js makes one.
  function stopped(job, reason) {
    const stats = stoppedStats(job.report, job.ranMs);
    if (job.method === 'solve') {
      return { status: 'stopped', solution: null, stats: stats, algorithm: job.options.algorithm || 'fast', stoppedBy: reason };
    }
    const out = { status: 'stopped', count: job.method === 'enumerate' ? job.delivered : (job.report ? job.report.count : 0),
      complete: false, stats: stats, stoppedBy: reason };
    if (job.method === 'enumerate' && typeof job.options.onBatch !== 'function') out.solutions = job.collected;
    return out;
  }

  /**
   * A client for one widget: the searches go to the pool, the rest to
   * `short`. cancel() stops this lease's searches only (running ones settle
   * as stopped, as a Worker client's do); terminate() too, and the pool lets
   * its Workers go once no lease is left.
   */
  function lease(short) {
    let terminated = false;
    const mine = [];  // this lease's searches not yet settled
    leases += 1;
    const client = {};
    SEARCHES.forEach((method) => {
      client[method] = (puzzle, options) => {
        if (terminated) return Promise.reject(new Error('this solver client was terminated'));
        const job = { method: method, puzzle: puzzle, options: options && typeof options === 'object' ? options : {},
          runs: 0, ranMs: 0, delivered: 0, collected: [], reportedNodes: -1, report: null, slot: null, stopping: null };
        const settled = new Promise((resolve, reject) => { job.resolve = resolve; job.reject = reject; });
        mine.push(job);
        const forget = () => { const i = mine.indexOf(job); if (i >= 0) mine.splice(i, 1); };
        settled.then(forget, forget);
        queue.push(job);
        schedule();
        return settled;
      };
    });
    SHORT_CALLS.forEach((method) => { client[method] = function () { return short[method].apply(short, arguments); }; });
    client.cancel = () => {
      mine.slice().forEach((job) => {
        if (job.slot) {
          const asked = job.stopping;  // a slice's end asked already: its Worker is being replaced
          job.stopping = 'cancel';
          if (!asked) retire(job);
        } else {
          const i = queue.indexOf(job);
          if (i >= 0) queue.splice(i, 1);
          job.resolve(stopped(job, 'cancel'));
        }
      });
    };
    client.terminate = () => {
      if (terminated) return;
      terminated = true;
      client.cancel();
      leases -= 1;
      if (!leases) {
        const old = slots;
        slots = [];
        Promise.resolve().then(() => old.forEach((slot) => slot.client.terminate()));
      }
    };
    Object.defineProperty(client, 'ready', { get: () => short.ready });
    return client;
  }

  return { lease: lease, get workers() { return slots.length; } };
}
