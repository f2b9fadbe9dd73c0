// The Worker client: the API of sudoku_api.js as promises, computed in a Web
// Worker so the page never blocks. The Worker is built from a Blob URL whose
// source is this very library (the function library.js hands to
// setWorkerSource, see there): that is the only way that works from file://,
// needs no second file, and only `worker-src blob:` under a
// Content-Security-Policy.
//
// Protocol (one Worker per client, calls run one at a time in order):
//   page → worker  {id, method, args}                     a call; the Worker queues it
//                  {wasmModule}                           the module the page compiled (library_wasm.js),
//                                                         or null: compile your own. Sent once, after
//                                                         'init' with args [lock, true] (see spawn)
//                  {id, ack: n}                           the page has taken n more solutions of enumerate `id`
//   worker → page  {id, type: 'start'}                    the call began
//                  {id, type: 'progress', report}         every progressInterval ms
//                  {id, type: 'batch', index, solutions}  enumerate
//                  {id, type: 'result', value} | {id, type: 'error', error, fatal}
// A running call cannot be interrupted inside the Worker, so stopping one
// (cancel(), or a callback returning false) terminates the Worker, settles
// the running call as stopped, starts a new Worker and sends it the calls
// that had not started yet. Traces live in the old Worker and end with it.
//
// Flow control. A running wasm call cannot receive messages, and without
// cross-origin isolation (a page opened from file://) there is no
// SharedArrayBuffer to block on, so a Worker cannot wait for the page in the
// middle of a search; left alone it posts batches as fast as it finds them,
// and behind a slow onBatch they pile up on the page (about 100 MB/s for an
// empty 9x9 grid). So enumerate is served the way trace_stepper.hpp serves
// traces, by deterministic replay. The page acknowledges each batch once
// onBatch has had it. When a batch would take what is posted and not yet
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
// replay's earlier ones are dropped). Traces are pulled (next() asks for one
// batch of at most 2^19 events), so they never run ahead.
//
// A Worker that ends from outside (the browser killing it, say, out of
// memory) fires no event on the page, and a Worker busy in a search answers
// no ping. So each Worker holds a Web Lock named for it as long as it lives
// and the page queues for the same lock: the page gets it once the Worker
// is gone, rejects the call it was running, calls onCrash and sends the
// calls queued behind it to a new Worker. Web Locks exist in secure
// contexts (https, localhost, file://); elsewhere such an ending goes
// unnoticed.
//
// Bad arguments (a null puzzle, an array longer than the largest grid)
// reject the call on the page, before anything is copied or sent.

import { SudokuError, inputError, puzzleText, copyOptions, readShape, eventAt } from './sudoku_api.js';

var librarySource = null;    // the function whose call returns the whole library (library.js sets it)
var compiledModule = null;   // () => Promise<WebAssembly.Module>, this realm's compiled binary (library.js sets it)
var sharedWorkerUrl = null;  // one Blob URL for every client on the page

// What an enumeration may have posted that the page has not yet taken: 16 MB
// (the most one batch may hold), counting each solution's cells and each
// batch's message as 1 KB more. Larger, a long enumeration replays less
// often; smaller, less waits on the page.
var WINDOW_BYTES = 16 << 20;
var MESSAGE_BYTES = 1024;

/**
 * Names the function whose source a Worker runs (calling it returns the
 * library) and the function giving the compiled module, which each Worker
 * is sent instead of inflating and compiling the binary again.
 */
export function setWorkerSource(fn, compiled) {
  librarySource = fn;
  compiledModule = compiled || null;
}

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
    attempts: report.attempts || 0,
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

function isObject(v) { return v !== null && typeof v === 'object'; }

function now() { return typeof performance !== 'undefined' ? performance.now() : Date.now(); }

/** Creates a client with its own Worker (see sudoku.d.ts). */
export function createSudokuWorker(clientOptions) {
  clientOptions = clientOptions || {};
  var worker = null;
  var generation = 0;  // bumps with every new Worker; traces belong to one
  var nextId = 1;
  var calls = {};      // id → call record, in order of ids
  var tables = null;       // what 'init' answers: the catalog's tables but the layouts
  var layoutsAsked = null; // Promise of layouts(), asked of the Worker on the first call
  var terminated = false;
  var readyPromise = null;
  var initPromise = null;  // the current Worker's 'init' call
  var started = false;     // some Worker has loaded the module: a failure later is a crash, not a broken set-up
  var broken = null;       // why no Worker can run here (e.g. a CSP without 'wasm-unsafe-eval')

  function spawn() {
    generation += 1;
    var spawned = generation;
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
    var lockName = 'sudoku-worker-' + Math.random().toString(36).slice(2) + '-' + spawned;
    initPromise = send('init', compiledModule ? [lockName, true] : [lockName], {});
    if (compiledModule) sendModule(worker);
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

  // Sends `target` the module this realm compiled, once compiled; null (the
  // Worker then compiles its own, and reports why that fails, if it does)
  // when it could not be compiled here or cannot be posted.
  function sendModule(target) {
    compiledModule().then(null, function () { return null; }).then(function (module) {
      try {
        target.postMessage({ wasmModule: module });
      } catch (e) {  // a DataCloneError where modules cannot be shared
        target.postMessage({ wasmModule: null });
      }
    });
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
      if (call.onBatch && userSaysStop(call, call.onBatch, { index: msg.index, solutions: msg.solutions })) {
        stopRunning('callback');
      } else if (calls[call.id] === call && call.generation === generation) {  // onBatch may have cancelled
        worker.postMessage({ id: call.id, ack: msg.solutions.length });
      }
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

  // The running call failed and took the Worker with it (or may have): it
  // rejects with `message`; the calls behind it go to a new Worker.
  function replaceFailed(message) {
    replaceWorker(function (call) {
      if (call.started) { call.reject(new Error(message)); return true; }
      if (usesOldTrace(call)) { call.reject(new CancelledError('the trace ended when its worker was replaced')); return true; }
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

  // A puzzle call: the puzzle checked and made text here (an array longer
  // than the largest grid is refused before it is copied), the options read
  // once. Bad arguments reject; nothing here throws.
  function searchCall(method, puzzle, options) {
    var text, given, forwarded;
    try {
      text = puzzleText(puzzle);
      given = isObject(options) ? copyOptions(options, false) : {};
      // Not an object: sent as it is, for the Worker's API to refuse as the synchronous one does.
      forwarded = isObject(options) ? forwardable(given) : options;
    } catch (e) {
      return Promise.reject(e);
    }
    return send(method, [text, forwarded], { options: isObject(forwarded) ? forwarded : {},
                                             onBatch: given.onBatch, onProgress: given.onProgress });
  }

  // Options as a Worker is sent them: data only, and a custom shape read once
  // here into a plain copy (readShape), so that no getter or Proxy of the
  // caller's reaches postMessage; the Worker's API checks the copy again.
  function forwardable(options) {
    var copy = copyOptions(options, true);
    if (copy.shape !== undefined && copy.shape !== null) copy.shape = readShape(copy.shape);
    return copy;
  }

  // A call on a whole text (solveBatch, splitPuzzles): its options forwarded, a bad one rejected.
  function textCall(method) {
    return function (text, options) {
      var forwarded;
      try {
        forwarded = isObject(options) ? forwardable(options) : options || {};
      } catch (e) {
        return Promise.reject(e);
      }
      return send(method, [text, forwarded], {});
    };
  }

  function shapeInfo(options) {
    var forwarded;
    try {
      forwarded = isObject(options) ? forwardable(options) : options;
    } catch (e) {
      return Promise.reject(e);
    }
    return send('shapeInfo', [forwarded], {});
  }

  // parse and validate answer bad input with {ok: false, error}, as the synchronous API does.
  function parseCall(method, puzzle, options) {
    return searchCall(method, puzzle, options)['catch'](function (e) {
      if (!(e instanceof SudokuError)) throw e;
      return { ok: false, error: { code: e.code, message: e.message, cells: e.cells } };
    });
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
    // Asked only when wanted: building the layouts costs a Worker's start tens
    // of milliseconds (sudoku_api.js), and a Worker that only solves needs none.
    layouts: function () {
      if (!layoutsAsked) {
        layoutsAsked = send('layouts', [], {});
        layoutsAsked['catch'](function () { layoutsAsked = null; });  // a later call asks again
      }
      return layoutsAsked;
    },
    techniques: function () { return readyPromise.then(function () { return tables.techniques; }); },
    eventKinds: function () { return readyPromise.then(function () { return tables.eventKinds; }); },
    eventAt: function (batch, i) {
      if (!tables) throw new Error('eventAt needs the client to be ready');
      return eventAt(batch, i, tables.eventKinds, tables.techniques);
    },
    parse: function (puzzle, options) { return parseCall('parse', puzzle, options); },
    validate: function (puzzle, options) { return parseCall('validate', puzzle, options); },
    solve: function (puzzle, options) { return searchCall('solve', puzzle, options); },
    count: function (puzzle, options) { return searchCall('count', puzzle, options); },
    enumerate: function (puzzle, options) { return searchCall('enumerate', puzzle, options); },
    hint: function (puzzle, options) { return searchCall('hint', puzzle, options); },
    candidates: function (puzzle, options) { return searchCall('candidates', puzzle, options); },
    solveBatch: textCall('solveBatch'),
    shapeInfo: shapeInfo,
    format: function (grid, options) { return searchCall('format', grid, options); },
    splitPuzzles: textCall('splitPuzzles'),
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
// that createSudoku() resolves to, one call at a time.
export function serveWorker(scope, createSudoku) {
  var apiPromise = null;   // made by the first message: 'init' says whether a module follows
  var receiveModule = null;
  var traces = {};
  var queue = [];          // calls not started yet, in order
  var busy = false;        // a call runs, or waits (enumerate for the page, init for its lock)
  var pumping = false;
  var enumeration = null;  // the enumerate call in progress: it takes the page's acks

  function post(message, transfer) { scope.postMessage(message, transfer || []); }

  // Options for a search with progress reports posted; options that are not
  // an object go as they are, for the API to refuse.
  function withReporting(id, options) {
    if (isObject(options)) options = copyOptions(options, false);
    else if (options !== undefined && options !== null) return options;
    else options = {};
    options.onProgress = function (report) { post({ id: id, type: 'progress', report: report }); };
    return options;
  }

  // Runs calls from the queue while none is busy.
  function pump(api) {
    if (pumping) return;
    pumping = true;
    try {
      while (!busy && queue.length) {
        var msg = queue.shift();
        busy = true;
        post({ id: msg.id, type: 'start' });
        begin(api, msg);
      }
    } finally {
      pumping = false;
    }
  }

  // Ends the busy call with a value or an error, and starts the next.
  function finish(api, id, value, error, failed) {
    if (failed) post({ id: id, type: 'error', fatal: isFatal(error), error: describe(error) });
    else post({ id: id, type: 'result', value: value }, transferables(value));
    busy = false;
    enumeration = null;
    pump(api);
  }

  function begin(api, msg) {
    var a = msg.args;
    if (msg.method === 'init') {
      var tables = { algorithms: api.algorithms(), sizes: api.sizes(), variants: api.variants(),
                     techniques: api.techniques(), eventKinds: api.eventKinds() };  // layouts: a call of their own
      holdLock(a[0], function (held) {
        tables.watched = held;
        finish(api, msg.id, tables);
      });
      return;
    }
    if (msg.method === 'enumerate') {
      enumerate(api, msg.id, a[0], a[1]);
      return;
    }
    var value;
    try {
      value = run(api, msg);
    } catch (e) {
      finish(api, msg.id, null, e, true);
      return;
    }
    finish(api, msg.id, value);
  }

  function run(api, msg) {
    var a = msg.args;
    switch (msg.method) {
      case 'parse': return api.parse(a[0], a[1]);
      case 'validate': return api.validate(a[0], a[1]);
      case 'hint': return api.hint(a[0], a[1]);
      case 'candidates': return api.candidates(a[0], a[1]);
      case 'solveBatch': return api.solveBatch(a[0], a[1]);
      case 'format': return api.format(a[0], a[1]);
      case 'splitPuzzles': return api.splitPuzzles(a[0], a[1]);
      case 'shapeInfo': return api.shapeInfo(a[0]);
      case 'layouts': return api.layouts();
      case 'solve': return api.solve(a[0], withReporting(msg.id, a[1]));
      case 'count': return api.count(a[0], withReporting(msg.id, a[1]));
      case 'trace': traces[msg.id] = api.trace(a[0], a[1]); return msg.id;
      case 'next': return liveTrace(a[0]).next(a[1]);
      case 'result': return liveTrace(a[0]).result();
      case 'close': liveTrace(a[0]).close(); delete traces[a[0]]; return null;
    }
    throw new Error('unknown method ' + msg.method);
  }

  // Holds a Web Lock named `name` for the Worker's whole life (see the
  // header); then(true) once held, then(false) where there are no locks.
  function holdLock(name, then) {
    var locks = typeof navigator !== 'undefined' && navigator.locks;
    var answered = false;
    function answer(held) {
      if (!answered) then(held);
      answered = true;
    }
    if (!name || !locks) { answer(false); return; }
    try {
      locks.request(name, function () {
        answer(true);
        return new Promise(function () {});  // never released: the lock ends with the Worker
      })['catch'](function () { answer(false); });
    } catch (e) {  // e.g. a SecurityError in an opaque origin
      answer(false);
    }
  }

  // enumerate with flow control (see the header): runs of the search, each
  // skipping the batches already posted and ended once the page holds a
  // window of them; the next starts when the page has taken them all.
  function enumerate(api, id, puzzle, options) {
    var start = now();
    var posted = 0;          // solutions posted to the page
    var taken = 0;           // solutions the page has acknowledged
    var windowSize = 0;      // solutions; known from the first batch
    var paused = false;      // this run was ended to wait for the page
    var waiting = false;     // between runs, until the page has taken every batch
    var reportedNodes = -1;  // the nodes of the last progress report posted
    var farthest = null;     // the result of the run that got farthest
    var deadline = null;     // ends the call at its time limit while it waits

    enumeration = {
      id: id,
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
      post({ id: id, type: 'batch', index: posted, solutions: solutions }, [solutions[0].buffer]);
      posted += solutions.length;
      return true;
    }

    function onProgress(report) {
      if (report.nodes <= reportedNodes) return;  // a replay going over ground already reported
      reportedNodes = report.nodes;
      report.elapsedMs = now() - start;
      post({ id: id, type: 'progress', report: report });
    }

    function runOnce() {
      var run = copyOptions(options, false);
      run.onBatch = onBatch;
      run.onProgress = onProgress;
      if (farthest && options.timeLimit > 0) {  // a later run: what is left of the call's time limit
        var left = options.timeLimit - (now() - start);
        if (left <= 0) { finish(api, id, result(farthest, 'time_limit')); return; }
        run.timeLimit = left;
      }
      paused = false;
      var r;
      try {
        r = api.enumerate(puzzle, run);
      } catch (e) {
        finish(api, id, null, e, true);
        return;
      }
      if (!farthest || r.stats.nodes >= farthest.stats.nodes) farthest = r;
      if (!paused) {
        finish(api, id, result(r, r.stoppedBy));
        return;
      }
      waiting = true;
      if (options.timeLimit > 0) {
        deadline = setTimeout(function () {
          if (!waiting) return;
          waiting = false;
          finish(api, id, result(farthest, 'time_limit'));
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

    if (!isObject(options)) {  // let the API refuse what is not an options object (or default what is absent)
      if (options !== undefined && options !== null) {
        try { api.enumerate(puzzle, options); } catch (e) { finish(api, id, null, e, true); return; }
      }
      options = {};
    }
    runOnce();
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
    if (msg.wasmModule !== undefined) {
      if (receiveModule) receiveModule(msg.wasmModule);
      receiveModule = null;
      return;
    }
    if (!apiPromise) {
      if (msg.method === 'init' && msg.args && msg.args[1] === true) {
        apiPromise = new Promise(function (resolve) { receiveModule = resolve; }).then(createSudoku);
      } else {
        apiPromise = createSudoku(null);
      }
    }
    if (msg.ack !== undefined) {
      if (enumeration && enumeration.id === msg.id) enumeration.acknowledge(msg.ack);
      return;
    }
    queue.push(msg);
    apiPromise.then(pump, function (e) {  // the module could not load (e.g. no 'wasm-unsafe-eval')
      post({ id: msg.id, type: 'error', loadFailed: true, error: describe(e) });
    });
  };
}
