// The Worker client: the API of sudoku_api.js as promises, computed in a Web
// Worker so the page never blocks. The Worker is built from a Blob URL whose
// source is this very library (the function library.js hands to
// setWorkerSource, see there): that is the only way that works from file://,
// needs no second file, and only `worker-src blob:` under a
// Content-Security-Policy.
//
// Protocol (one Worker per client, calls run one at a time in order):
//   page → worker  {id, method, args}
//   worker → page  {id, type: 'start'}                    the call began
//                  {id, type: 'progress', report}         every progressInterval ms
//                  {id, type: 'batch', index, solutions}  enumerate
//                  {id, type: 'result', value} | {id, type: 'error', error, fatal}
// A running call cannot be interrupted inside the Worker, so stopping one
// (cancel(), or a callback returning false) terminates the Worker, settles
// the running call as stopped, starts a new Worker and sends it the calls
// that had not started yet. Traces live in the old Worker and end with it.

import { SudokuError, inputError, copyOptions, eventAt } from './sudoku_api.js';

var librarySource = null;    // the function whose call returns the whole library (library.js sets it)
var sharedWorkerUrl = null;  // one Blob URL for every client on the page

/** Names the function whose source a Worker runs: calling it returns the library. */
export function setWorkerSource(fn) { librarySource = fn; }

function workerUrl() {
  if (!sharedWorkerUrl) {
    var source = '(' + librarySource.toString() + ')()._serveWorker(self);\n';
    sharedWorkerUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
  }
  return sharedWorkerUrl;
}

function CancelledError(message) {
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
    elapsedMs: report.elapsedMs || 0,
    hardestTechnique: 'none',
  };
}

// The result a search call settles with when it is stopped from outside.
function stoppedResult(call, reason) {
  var stats = statsFromReport(call.lastReport);
  if (call.method === 'solve') {
    return { status: 'stopped', solution: null, stats: stats, algorithm: call.options.algorithm || 'fast', stoppedBy: reason };
  }
  var count = call.method === 'enumerate' ? call.delivered : (call.lastReport ? call.lastReport.count : 0);
  var result = { status: 'stopped', count: count, complete: false, stats: stats, stoppedBy: reason };
  if (call.collected) result.solutions = call.collected;
  return result;
}

var SEARCH_METHODS = { solve: true, count: true, enumerate: true };

/** Creates a client with its own Worker (see sudoku.d.ts). */
export function createSudokuWorker(clientOptions) {
  clientOptions = clientOptions || {};
  var worker = null;
  var generation = 0;  // bumps with every new Worker; traces belong to one
  var nextId = 1;
  var calls = {};      // id → call record, in order of ids
  var tables = null;
  var terminated = false;
  var readyPromise = null;
  var initPromise = null;  // the current Worker's 'init' call
  var started = false;     // some Worker has loaded the module: a failure later is a crash, not a broken set-up
  var broken = null;       // why no Worker can run here (e.g. a CSP without 'wasm-unsafe-eval')

  function spawn() {
    generation += 1;
    try {
      worker = new Worker(workerUrl());
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
    initPromise = send('init', [], {});
    readyPromise = initPromise.then(function (t) {
      tables = t;
      started = true;
      return undefined;
    }, function (e) {
      if (!started) giveUp(e.message);
      throw e;
    });
    readyPromise['catch'](function () { /* callers of ready see it; nobody else must */ });
  }

  function send(method, args, extra) {
    if (terminated) return Promise.reject(new Error('this solver client was terminated'));
    if (broken) return Promise.reject(new Error(broken));
    var id = nextId++;
    var call = { id: id, method: method, args: args, started: false, generation: generation,
                 lastReport: null, delivered: 0, options: extra.options || {}, onBatch: extra.onBatch,
                 onProgress: extra.onProgress,
                 // enumerate without onBatch: the Worker streams, the client keeps them
                 collected: method === 'enumerate' && !extra.onBatch ? [] : null };
    var promise = new Promise(function (resolve, reject) { call.resolve = resolve; call.reject = reject; });
    try {
      worker.postMessage({ id: id, method: method, args: args });
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
    if (msg.type === 'start') {
      call.started = true;
    } else if (msg.type === 'progress') {
      call.lastReport = msg.report;
      if (call.onProgress && userSaysStop(call, call.onProgress, msg.report)) stopRunning('callback');
    } else if (msg.type === 'batch') {
      call.delivered += msg.solutions.length;
      if (call.collected) Array.prototype.push.apply(call.collected, msg.solutions);
      if (call.onBatch && userSaysStop(call, call.onBatch, { index: msg.index, solutions: msg.solutions })) stopRunning('callback');
    } else if (msg.type === 'result') {
      settle(call);
      if (call.collected) msg.value.solutions = call.collected;
      call.resolve(msg.value);
    } else if (msg.type === 'error' && msg.loadFailed) {
      settle(call);
      giveUp(msg.error.message);
      call.reject(new Error(broken));
    } else if (msg.type === 'error') {
      settle(call);
      var e = msg.error.name === 'SudokuError' ? new SudokuError(msg.error) : new Error(msg.error.message);
      call.reject(e);
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
        worker.postMessage({ id: call.id, method: call.method, args: call.args });
        calls[call.id] = call;
      } catch (e) {
        call.reject(e);
      }
    });
  }

  function settleStopped(call, reason) {
    if (call.userError) call.reject(call.userError);
    else if (SEARCH_METHODS[call.method]) call.resolve(stoppedResult(call, reason));
    else call.reject(new CancelledError('cancelled'));
  }

  function usesOldTrace(call) { return call.method === 'next' || call.method === 'result' || call.method === 'close'; }

  // Stops the running call only.
  function stopRunning(reason) {
    if (terminated || broken) return;
    replaceWorker(function (call) {
      if (call.started) { settleStopped(call, reason); return true; }
      if (usesOldTrace(call)) { call.reject(new CancelledError('the trace ended when its worker was replaced')); return true; }
      return false;
    });
  }

  function restart() {
    if (terminated || broken) return;
    replaceWorker(function (call) {
      if (call.started) { call.reject(new Error('the solver failed and was restarted')); return true; }
      if (usesOldTrace(call)) { call.reject(new CancelledError('the trace ended when its worker was replaced')); return true; }
      return false;
    });
  }

  function crash(message) {
    if (terminated || broken) return;
    if (clientOptions.onCrash) {
      try { clientOptions.onCrash(message); } catch (e) { /* the page's handler must not stop the restart */ }
    }
    replaceWorker(function (call) {
      call.reject(new Error(message + '; the solver was restarted'));
      return true;
    });
  }

  function searchCall(method, puzzle, options) {
    options = options || {};
    var forwarded = copyOptions(options, true);
    return send(method, [typeof puzzle === 'string' ? puzzle : Array.prototype.slice.call(puzzle), forwarded],
                { options: forwarded, onBatch: options.onBatch, onProgress: options.onProgress });
  }

  function trace(puzzle, options) {
    return searchCall('trace', puzzle, options).then(function (handle) {
      var traceGeneration = generation;
      var done = false;
      var closed = false;
      function alive() {
        if (closed) return Promise.reject(new Error('this trace was closed'));
        if (traceGeneration !== generation) return Promise.reject(new CancelledError('the trace ended when its worker was replaced'));
        return null;
      }
      return {
        get done() { return done; },
        next: function (maxEvents) {
          return alive() || send('next', [handle, maxEvents === undefined ? 1000 : maxEvents], {}).then(function (batch) {
            done = batch.done;
            return batch;
          });
        },
        result: function () { return alive() || send('result', [handle], {}); },
        close: function () {
          if (closed) return Promise.resolve();
          closed = true;
          return traceGeneration === generation ? send('close', [handle], {}) : Promise.resolve();
        },
      };
    });
  }

  spawn();

  return {
    get ready() { return readyPromise; },
    algorithms: function () { return readyPromise.then(function () { return tables.algorithms; }); },
    sizes: function () { return readyPromise.then(function () { return tables.sizes; }); },
    variants: function () { return readyPromise.then(function () { return tables.variants; }); },
    techniques: function () { return readyPromise.then(function () { return tables.techniques; }); },
    eventKinds: function () { return readyPromise.then(function () { return tables.eventKinds; }); },
    eventAt: function (batch, i) {
      if (!tables) throw new Error('eventAt needs the client to be ready');
      return eventAt(batch, i, tables.eventKinds, tables.techniques);
    },
    parse: function (puzzle, options) { return searchCall('parse', puzzle, options); },
    validate: function (puzzle, options) { return searchCall('validate', puzzle, options); },
    solve: function (puzzle, options) { return searchCall('solve', puzzle, options); },
    count: function (puzzle, options) { return searchCall('count', puzzle, options); },
    enumerate: function (puzzle, options) { return searchCall('enumerate', puzzle, options); },
    hint: function (puzzle, options) { return searchCall('hint', puzzle, options); },
    solveBatch: function (text, options) { return send('solveBatch', [text, options || {}], {}); },
    format: function (grid, options) { return searchCall('format', grid, options); },
    splitPuzzles: function (text) { return send('splitPuzzles', [text], {}); },
    trace: trace,
    cancel: function () {
      if (terminated || broken) return;
      replaceWorker(function (call) {
        if (usesOldTrace(call) || !call.started) {
          if (SEARCH_METHODS[call.method]) call.resolve(stoppedResult(call, 'cancel'));
          else call.reject(new CancelledError('cancelled'));
        } else {
          settleStopped(call, 'cancel');
        }
        return true;
      });
    },
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

// The Worker's side: answers the messages above with the synchronous API
// that createSudoku() resolves to.
export function serveWorker(scope, createSudoku) {
  var apiPromise = createSudoku();
  var traces = {};

  function post(message, transfer) { scope.postMessage(message, transfer || []); }

  function withReporting(id, options, enumerate) {
    var copy = copyOptions(options, false);
    copy.onProgress = function (report) { post({ id: id, type: 'progress', report: report }); };
    if (enumerate) {
      copy.onBatch = function (batch) {
        var buffer = batch.solutions.length ? batch.solutions[0].buffer : null;
        post({ id: id, type: 'batch', index: batch.index, solutions: batch.solutions }, buffer ? [buffer] : []);
      };
    }
    return copy;
  }

  function run(api, msg) {
    var a = msg.args;
    switch (msg.method) {
      case 'init':
        return { algorithms: api.algorithms(), sizes: api.sizes(), variants: api.variants(),
                 techniques: api.techniques(), eventKinds: api.eventKinds() };
      case 'parse': return api.parse(a[0], a[1]);
      case 'validate': return api.validate(a[0], a[1]);
      case 'hint': return api.hint(a[0], a[1]);
      case 'solveBatch': return api.solveBatch(a[0], a[1]);
      case 'format': return api.format(a[0], a[1]);
      case 'splitPuzzles': return api.splitPuzzles(a[0]);
      case 'solve': return api.solve(a[0], withReporting(msg.id, a[1], false));
      case 'count': return api.count(a[0], withReporting(msg.id, a[1], false));
      case 'enumerate': return api.enumerate(a[0], withReporting(msg.id, a[1], true));
      case 'trace': traces[msg.id] = api.trace(a[0], a[1]); return msg.id;
      case 'next': return liveTrace(a[0]).next(a[1]);
      case 'result': return liveTrace(a[0]).result();
      case 'close': liveTrace(a[0]).close(); delete traces[a[0]]; return null;
    }
    throw new Error('unknown method ' + msg.method);
  }

  function liveTrace(handle) {
    if (!traces[handle]) throw new Error('no such trace');
    return traces[handle];
  }

  function transferables(value) {
    if (!value || typeof value !== 'object') return [];
    var list = [];
    for (var k in value) {
      var buffer = value[k] && ArrayBuffer.isView(value[k]) ? value[k].buffer : null;
      if (buffer && list.indexOf(buffer) < 0) list.push(buffer);
    }
    return list;
  }

  // An error that leaves the module unusable (an abort, running out of memory).
  function isFatal(e) {
    return (typeof WebAssembly !== 'undefined' && e instanceof WebAssembly.RuntimeError) ||
           /Aborted|out of memory/i.test(String(e && e.message));
  }

  function describe(e) {
    return { name: e && e.name, code: e && e.code, message: String(e && e.message || e), cells: e && e.cells,
             conflicts: e && e.conflicts };
  }

  scope.onmessage = function (event) {
    var msg = event.data;
    apiPromise.then(function (api) {
      post({ id: msg.id, type: 'start' });
      var value;
      try {
        value = run(api, msg);
      } catch (e) {
        post({ id: msg.id, type: 'error', fatal: isFatal(e), error: describe(e) });
        return;
      }
      post({ id: msg.id, type: 'result', value: value }, transferables(value));
    }, function (e) {  // the module could not load (e.g. no 'wasm-unsafe-eval')
      post({ id: msg.id, type: 'error', loadFailed: true, error: describe(e) });
    });
  };
}
