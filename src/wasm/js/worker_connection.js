// The page side's bookkeeping of one Worker client (worker_client.js builds
// the API over it): the Worker it talks to, the calls sent to it and not yet
// settled, and what stops, crashes and replaces that Worker. The messages
// are worker_protocol.js's; the Worker side answering them is
// worker_server.js, started by worker_entry.js.
//
// The Worker runs sudoku-worker.js (worker_entry.js bundled: the glue, the
// API and the Worker side, no binary), started by the entry's own starter
// (setWorkerStarter): sudoku.mjs starts the file beside it as a module
// Worker, written as new Worker(new URL('./sudoku-worker.js',
// import.meta.url), {type: 'module'}), the form webpack, Vite and Parcel
// bundle as a Worker (library_worker_beside.js); sudoku.js and the widget's
// single file carry the script as a string fixed at build time and start it
// from a Blob URL (library_worker_blob.js), which works from file:// and
// needs only `worker-src blob:` under a Content-Security-Policy. A page may
// instead name the file itself (the client option workerURL, started as a
// classic Worker). Each Worker is sent the module this page compiled (or,
// where a module cannot be posted, the binary's bytes), so the binary is
// fetched or inflated, and compiled, once.
//
// A running call cannot be interrupted inside the Worker, so stopping one
// (cancel(), or a callback returning false) terminates the Worker, settles
// the running call as stopped, starts a new Worker and sends it the calls
// that had not started yet. Traces live in the old Worker and end with it.
//
// A Worker that ends from outside (the browser killing it, say, out of
// memory) fires no event on the page, and a Worker busy in a search answers
// no ping. So each Worker holds a Web Lock named for it as long as it lives
// (worker_server.js) and the page queues for the same lock: the page gets it
// once the Worker is gone, rejects the call it was running, calls onCrash and
// sends the calls queued behind it to a new Worker.

import { inputError } from './sudoku_api.js';
import { ANSWER, isSearch, isOnTrace, callMessage, initArgs, wasmMessage, ackMessage, errorFromInfo } from './worker_protocol.js';

var startOwnWorker = null;  // () => Worker: the entry's own way to start sudoku-worker.js

/** Sets how a client starts the Worker when its options name no workerURL: a function returning a new Worker. */
export function setWorkerStarter(start) {
  startOwnWorker = start;
}

/** What a call stopped on purpose (cancel(), terminate(), a replaced Worker's trace) rejects with. */
export function CancelledError(message) {
  var e = new Error(message);
  e.name = 'CancelledError';
  return e;
}

function statsFromReport(report) {
  report = report || {};
  return {
    placements: report.placements || 0,
    backtracks: report.backtracks || 0,
    nodes: report.nodes || 0,
    attempts: report.attempts || 0,
    elapsedMs: report.elapsedMs || 0,
    hardestTechnique: 'none',
  };
}

/** The result a search call ({method, options, lastReport, delivered}) settles with when it is stopped from outside. */
export function stoppedResult(call, reason) {
  var stats = statsFromReport(call.lastReport);
  if (call.method === 'solve') {
    return { status: 'stopped', solution: null, stats: stats, algorithm: call.options.algorithm || 'fast', stoppedBy: reason };
  }
  var count = call.method === 'enumerate' ? call.delivered : (call.lastReport ? call.lastReport.count : 0);
  var result = { status: 'stopped', count: count, complete: false, stats: stats, stoppedBy: reason };
  if (call.collected) result.solutions = call.collected;
  return result;
}

/**
 * Starts a Worker and keeps its calls. clientOptions: {onCrash(message),
 * workerURL} (sudoku.d.ts, WorkerClientOptions); wasm: where the binary
 * comes from ({module(), bytes()}: Promises of the compiled module and of
 * its bytes, library_wasm_source.js). Returns {send(method, args, extra),
 * ready, tables, generation, cancel(), terminate()}: send posts a call and
 * resolves to its answer (extra: {options: the call's options, kept for a
 * stopped result; onBatch, onProgress: the caller's callbacks; holdAcks: onBatch's
 * batch has ack(), and the Worker hears that the batch was taken only when it
 * is called, so that a caller holding batches holds the Worker back); ready
 * resolves once the Worker has loaded the module, after which tables holds
 * what 'init' answered; generation bumps with every new Worker (a trace
 * belongs to one).
 */
export function connectWorker(clientOptions, wasm) {
  var worker = null;
  var generation = 0;  // bumps with every new Worker; traces belong to one
  var nextId = 1;
  var calls = {};      // id → call record, in order of ids
  var tables = null;       // what 'init' answers: the catalog's tables but the layouts
  var terminated = false;
  var readyPromise = null;
  var initPromise = null;  // the current Worker's 'init' call
  var started = false;     // some Worker has loaded the module: a failure later is a crash, not a broken set-up
  var broken = null;       // why no Worker can run here (e.g. a CSP without 'wasm-unsafe-eval')

  function spawn() {
    generation += 1;
    var spawned = generation;
    try {
      worker = clientOptions.workerURL ? new Worker(String(clientOptions.workerURL)) : startOwnWorker();
    } catch (e) {  // some browsers refuse a blocked Worker at once
      worker = { postMessage: function () {}, terminate: function () {} };
      broken = 'the solver cannot start here: ' + e.message;
      readyPromise = Promise.reject(new Error(broken));
      readyPromise['catch'](function () {});
      return;
    }
    worker.onmessage = onMessage;
    worker.onerror = function (event) {
      if (event && event.preventDefault) event.preventDefault();
      var message = event && event.message ? event.message : 'the Worker failed to start';
      if (!started) giveUp(message);  // never loaded: respawning would fail the same way, forever
      else crash('the solver stopped unexpectedly: ' + message);
    };
    var lockName = 'sudoku-worker-' + Math.random().toString(36).slice(2) + '-' + spawned;
    initPromise = send('init', initArgs(lockName, true), {});
    sendWasm(worker);
    readyPromise = initPromise.then(function (t) {
      tables = t;
      started = true;
      if (t.watched && spawned === generation) watch(lockName, spawned);
      return undefined;
    }, function (e) {
      if (!started) giveUp(e.message);
      throw e;
    });
    readyPromise['catch'](function () { /* callers of ready see it; nobody else must */ });
  }

  // Sends `target` the binary once the page has it: the compiled module, or
  // where a module cannot be posted (a DataCloneError) its bytes, or why the
  // page has neither (the Worker's calls then reject with that message).
  function sendWasm(target) {
    function post(wasm) {
      try {
        target.postMessage(wasmMessage(wasm));
        return true;
      } catch (e) {
        return false;
      }
    }
    function failed(e) { post({ error: String(e && e.message || e) }); }
    wasm.module().then(function (module) {
      if (post({ module: module })) return;
      wasm.bytes().then(function (bytes) {
        if (!post({ bytes: bytes })) failed(new Error('neither the WebAssembly module nor its bytes could be sent to the Worker'));
      }, failed);
    }, failed);
  }

  // The Worker holds the lock `name` while it lives: the page gets it once the Worker is gone.
  function watch(name, watched) {
    if (typeof navigator === 'undefined' || !navigator.locks) return;
    try {
      navigator.locks.request(name, function () {
        if (watched === generation) crash('the solver stopped unexpectedly: its Worker ended');
      })['catch'](function () {});
    } catch (e) { /* no locks here: such an ending goes unnoticed */ }
  }

  function send(method, args, extra) {
    if (terminated) return Promise.reject(new Error('this solver client was terminated'));
    if (broken) return Promise.reject(new Error(broken));
    var id = nextId++;
    var call = { id: id, method: method, args: args, started: false, generation: generation,
                 lastReport: null, delivered: 0, options: extra.options || {}, onBatch: extra.onBatch,
                 onProgress: extra.onProgress, holdAcks: !!extra.holdAcks,
                 // enumerate without onBatch: the Worker streams, the client keeps them
                 collected: method === 'enumerate' && !extra.onBatch ? [] : null };
    var promise = new Promise(function (resolve, reject) { call.resolve = resolve; call.reject = reject; });
    try {
      worker.postMessage(callMessage(id, method, args));
    } catch (e) {  // e.g. a DataCloneError: something in the options cannot go to a Worker
      return Promise.reject(inputError('bad_option', 'cannot send this call to the Worker: ' + e.message));
    }
    calls[id] = call;
    return promise;
  }

  // No Worker can run here: reject everything now and later, start no more.
  function giveUp(message) {
    if (broken || terminated) return;
    broken = 'the solver cannot start here: ' + message;
    var old = calls;
    calls = {};
    worker.terminate();
    Object.keys(old).forEach(function (id) { old[id].reject(new Error(broken)); });
    if (clientOptions.onCrash) {
      try { clientOptions.onCrash(broken); } catch (e) { /* the page's handler must not break the client */ }
    }
  }

  function settle(call) { delete calls[call.id]; }

  function onMessage(event) {
    var msg = event.data;
    var call = calls[msg.id];
    if (!call) return;
    if (msg.type === ANSWER.start) {
      call.started = true;
    } else if (msg.type === ANSWER.progress) {
      call.lastReport = msg.report;
      if (call.onProgress && userSaysStop(call, call.onProgress, msg.report)) stopRunning('callback');
    } else if (msg.type === ANSWER.batch) {
      call.delivered += msg.solutions.length;
      if (call.collected) Array.prototype.push.apply(call.collected, msg.solutions);
      var n = msg.solutions.length;
      var ack = function () {
        if (calls[call.id] === call && call.generation === generation) worker.postMessage(ackMessage(call.id, n));  // onBatch may have cancelled
      };
      var batch = { index: msg.index, solutions: msg.solutions };
      if (call.holdAcks) batch.ack = ack;  // the caller acknowledges when it has really taken them
      if (call.onBatch && userSaysStop(call, call.onBatch, batch)) stopRunning('callback');
      else if (!call.holdAcks) ack();
    } else if (msg.type === ANSWER.result) {
      settle(call);
      if (call.collected) msg.value.solutions = call.collected;
      call.resolve(msg.value);
    } else if (msg.type === ANSWER.error && msg.loadFailed) {
      settle(call);
      giveUp(msg.error.message);
      call.reject(new Error(broken));
    } else if (msg.type === ANSWER.error) {
      settle(call);
      call.reject(errorFromInfo(msg.error));
      if (msg.fatal) restart();
    }
  }

  // Runs a user callback; true when it asks to stop (returns false or throws).
  function userSaysStop(call, fn, arg) {
    try {
      return fn(arg) === false;
    } catch (e) {
      call.userError = e;
      return true;
    }
  }

  // Terminates the Worker and settles or re-sends each call.
  function replaceWorker(settleCall) {
    var old = calls;
    calls = {};
    worker.terminate();
    spawn();
    if (broken) {  // the new Worker could not even be created
      Object.keys(old).forEach(function (id) { old[id].reject(new Error(broken)); });
      return;
    }
    Object.keys(old).map(Number).sort(function (a, b) { return a - b; }).forEach(function (id) {
      var call = old[id];
      if (call.method === 'init') { initPromise.then(call.resolve, call.reject); return; }
      if (settleCall(call)) return;
      // Not started and not a trace of the old Worker: send it again.
      call.generation = generation;
      try {
        worker.postMessage(callMessage(call.id, call.method, call.args));
        calls[call.id] = call;
      } catch (e) {
        call.reject(e);
      }
    });
  }

  function settleStopped(call, reason) {
    if (call.userError) call.reject(call.userError);
    else if (isSearch(call.method)) call.resolve(stoppedResult(call, reason));
    else call.reject(new CancelledError('cancelled'));
  }

  // Stops the running call only.
  function stopRunning(reason) {
    if (terminated || broken) return;
    replaceWorker(function (call) {
      if (call.started) { settleStopped(call, reason); return true; }
      if (isOnTrace(call.method)) { call.reject(new CancelledError('the trace ended when its worker was replaced')); return true; }
      return false;
    });
  }

  // The running call failed and took the Worker with it (or may have): it
  // rejects with `message`; the calls behind it go to a new Worker.
  function replaceFailed(message) {
    replaceWorker(function (call) {
      if (call.started) { call.reject(new Error(message)); return true; }
      if (isOnTrace(call.method)) { call.reject(new CancelledError('the trace ended when its worker was replaced')); return true; }
      return false;
    });
  }

  function restart() {
    if (terminated || broken) return;
    replaceFailed('the solver failed and was restarted');
  }

  function crash(message) {
    if (terminated || broken) return;
    if (clientOptions.onCrash) {
      try { clientOptions.onCrash(message); } catch (e) { /* the page's handler must not stop the restart */ }
    }
    replaceFailed(message + '; the solver was restarted');
  }

  spawn();

  return {
    send: send,
    get ready() { return readyPromise; },
    get tables() { return tables; },
    get generation() { return generation; },
    /** Stops all work: every call settles (a search as stopped) and a new Worker takes over. */
    cancel: function () {
      if (terminated || broken) return;
      replaceWorker(function (call) {
        if (isOnTrace(call.method) || !call.started) {
          if (isSearch(call.method)) call.resolve(stoppedResult(call, 'cancel'));
          else call.reject(new CancelledError('cancelled'));
        } else {
          settleStopped(call, 'cancel');
        }
        return true;
      });
    },
    /** Ends the Worker for good; pending calls reject with CancelledError. */
    terminate: function () {
      if (terminated) return;
      var old = calls;
      calls = {};
      terminated = true;
      if (!broken) worker.terminate();
      Object.keys(old).forEach(function (id) { old[id].reject(new CancelledError('the solver client was terminated')); });
    },
  };
}
