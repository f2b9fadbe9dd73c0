// The Worker client: the API of sudoku_api.js as promises, computed in a Web
// Worker so the page never blocks (sudoku.d.ts, SudokuWorkerClient). This is
// the page side's face: each method checks its arguments and sends a call
// through worker_connection.js, which keeps the Worker and its calls
// (stopping, crashes, replacement); the messages are worker_protocol.js's,
// and the Worker side answering them is worker_server.js.
//
// Bad arguments (a null puzzle, an array longer than the largest grid)
// reject the call on the page, before anything is copied or sent. Traces are
// pulled (next() asks for one batch of at most 2^19 events), so they never
// run ahead.

import { SudokuError, inputError, puzzleInput, copyOptions, readShape, readConstraints, eventAt } from './sudoku_api.js';
import { connectWorker, CancelledError, stoppedResult } from './worker_connection.js';
import { isObject, reportsProgress, isSearch } from './worker_protocol.js';
import { parallelCount } from './parallel_count.js';
import { parallelBatch } from './parallel_batch.js';
import { parallelEnumerate } from './parallel_enumerate.js';

/** The Workers count() spreads over by default: the machine's cores, at most this many. */
var MOST_WORKERS = 16;

// clientOptions.workers, else the cores the browser reports (1 where it reports none).
function workersWanted(clientOptions) {
  var n = clientOptions.workers;
  if (n === undefined || n === null) {
    n = typeof navigator === 'object' && navigator && navigator.hardwareConcurrency > 0 ? navigator.hardwareConcurrency : 1;
    return Math.min(n, MOST_WORKERS);
  }
  if (typeof n !== 'number' || n !== Math.floor(n) || n < 1 || n > 64) {
    throw inputError('bad_option', 'workers must be a whole number from 1 to 64, not ' + String(n));
  }
  return n;
}

/** Creates a client with its own Worker (see sudoku.d.ts), sending it the binary of `wasm` (library_wasm_source.js). */
export function createSudokuWorker(clientOptions, wasm) {
  clientOptions = clientOptions || {};
  var workers = workersWanted(clientOptions);
  var connection = connectWorker(clientOptions, wasm);
  var layoutsAsked = null; // Promise of layouts(), asked of the Worker on the first call
  var helpers = [];        // the Workers count() spreads over beside the client's own, started on its first spread
  function helpersFor(n) {
    while (helpers.length < n) helpers.push(connectWorker(clientOptions, wasm));
    return helpers.slice(0, n);
  }
  var aborts = [];  // the spread counts and enumerations running: abort(reason) ends one, returns the connections it cancelled
  var spreadCount = parallelCount(connection, helpersFor, workers, aborts);
  var spreadBatch = parallelBatch(connection, helpersFor, workers);
  var spreadEnumerate = parallelEnumerate(connection, helpersFor, workers, aborts);
  // Calls run one at a time, in order: while a count or a batch runs spread over the
  // Workers (its parts interleave with the client's own Worker's calls),
  // the calls made after it wait here, and are sent once it has settled.
  var spreading = 0;   // counts and batches in progress (spread or not: one may spread once it has looked)
  var waiting = [];    // {method, options, go(), resolve, reject}: calls made meanwhile, in order

  function send(method, args, extra) {
    if (!spreading) return connection.send(method, args, extra);
    return later(method, extra.options, function () { return connection.send(method, args, extra); });
  }
  function later(method, options, go) {
    return new Promise(function (resolve, reject) {
      waiting.push({ method: method, options: options || {}, go: go, resolve: resolve, reject: reject });
    });
  }
  function sendWaiting() {
    while (!spreading && waiting.length) {
      var call = waiting.shift();
      call.go().then(call.resolve, call.reject);
    }
  }
  // Settles the waiting calls as the Worker's cancel() settles queued ones: searches stopped, the rest rejected.
  function dropWaiting(reason) {
    var dropped = waiting;
    waiting = [];
    dropped.forEach(function (call) {
      if (isSearch(call.method) && reason === 'cancel') call.resolve(stoppedResult({ method: call.method, options: call.options, delivered: 0 }, 'cancel'));
      else call.reject(new CancelledError(reason === 'cancel' ? 'cancelled' : 'the client was terminated'));
    });
  }

  // count and enumerate: over `workers` Workers where they can be (parallel_count.js,
  // parallel_enumerate.js), else one call.
  function spreadingSearch(method, spreadSearch) {
    return function (puzzle, options) {
      var call;
      try {
        call = readSearch(method, puzzle, options);
      } catch (e) {
        return Promise.reject(e);
      }
      return alone(method, call.forwarded, function () {
        return spreadSearch(call.input, call.forwarded, call.given, function () {
          return sendSearch(method, call.input, call.given, call.forwarded, true);
        });
      });
    };
  }
  var count = spreadingSearch('count', spreadCount);
  var enumerate = spreadingSearch('enumerate', spreadEnumerate);

  // solveBatch: over `workers` Workers where it can be (parallel_batch.js), else one call.
  function solveBatch(text, options) {
    var forwarded;
    try {
      forwarded = isObject(options) ? forwardable(options, 'solveBatch') : options || {};
    } catch (e) {
      return Promise.reject(e);
    }
    return alone('solveBatch', forwarded, function () {
      return spreadBatch(text, forwarded, function () { return connection.send('solveBatch', [text, forwarded], {}); });
    });
  }

  // Runs call() (which may spread over the Workers) once the calls before it
  // have settled, and holds the calls after it until it has.
  function alone(method, forwarded, call) {
    function run() {
      spreading += 1;
      var done = function () { spreading -= 1; sendWaiting(); };
      var result = call();
      result.then(done, done);
      return result;
    }
    return spreading ? later(method, isObject(forwarded) ? forwarded : {}, run) : run();
  }

  // A puzzle call: the puzzle checked here and sent as text or as cells (a
  // Uint8Array of our own, puzzleInput; an array longer than the largest
  // grid is refused before it is copied), the options read once. solve and
  // count say whether the caller wants progress reports (the Worker posts
  // none otherwise). Bad arguments reject; nothing here throws.
  function searchCall(method, puzzle, options) {
    var call;
    try {
      call = readSearch(method, puzzle, options);
    } catch (e) {
      return Promise.reject(e);
    }
    return sendSearch(method, call.input, call.given, call.forwarded, false);
  }
  // A puzzle call's arguments read once: {input, given (the options copied), forwarded (as the Worker is sent them)}; throws on bad ones.
  function readSearch(method, puzzle, options) {
    var input = puzzleInput(puzzle);  // (the puzzle checked first, as always)
    var given = isObject(options) ? copyOptions(options, false, method) : {};
    return {
      input: input,
      given: given,
      // Not an object: sent as it is, for the Worker's API to refuse as the synchronous one does.
      forwarded: isObject(options) ? forwardable(given, method) : options,
    };
  }
  // The call of a puzzle read (input), its options as given and as forwarded; now: past the calls waiting.
  function sendSearch(method, input, given, forwarded, now) {
    var args = reportsProgress(method) ? [input, forwarded, typeof given.onProgress === 'function'] : [input, forwarded];
    var extra = { options: isObject(forwarded) ? forwarded : {}, onBatch: given.onBatch, onProgress: given.onProgress };
    return now ? connection.send(method, args, extra) : send(method, args, extra);
  }

  // Options as a Worker is sent them: data only, and a custom shape read once
  // here into its JSON text (readShape), so that no getter or Proxy of the
  // caller's reaches postMessage; the Worker's core reads and checks the text.
  function forwardable(options, method) {
    var copy = copyOptions(options, true, method);
    if (copy.shape !== undefined && copy.shape !== null) copy.shape = readShape(copy.shape);
    if (copy.constraints !== undefined && copy.constraints !== null) copy.constraints = readConstraints(copy.constraints);
    return copy;
  }

  // A call on a whole text (solveBatch, splitPuzzles): its options forwarded, a bad one rejected.
  function textCall(method) {
    return function (text, options) {
      var forwarded;
      try {
        forwarded = isObject(options) ? forwardable(options, method) : options || {};
      } catch (e) {
        return Promise.reject(e);
      }
      return send(method, [text, forwarded], {});
    };
  }

  // A call on options alone (shapeInfo, cellNames).
  function optionsCall(method) {
    return function (options) {
      var forwarded;
      try {
        forwarded = isObject(options) ? forwardable(options, method) : options;
      } catch (e) {
        return Promise.reject(e);
      }
      return send(method, [forwarded], {});
    };
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
      var traceGeneration = connection.generation;
      var done = false;
      var closed = false;
      function alive() {
        if (closed) return Promise.reject(new Error('this trace was closed'));
        if (traceGeneration !== connection.generation) return Promise.reject(new CancelledError('the trace ended when its worker was replaced'));
        return null;
      }
      return {
        get done() { return done; },
        next: function (maxEvents) {
          return alive() || connection.send('next', [handle, maxEvents === undefined ? 1000 : maxEvents], {}).then(function (batch) {
            done = batch.done;
            return batch;
          });
        },
        result: function () { return alive() || connection.send('result', [handle], {}); },
        close: function () {
          if (closed) return Promise.resolve();
          closed = true;
          return traceGeneration === connection.generation ? connection.send('close', [handle], {}) : Promise.resolve();
        },
      };
    });
  }

  return {
    get ready() { return connection.ready; },
    algorithms: function () { return connection.ready.then(function () { return connection.tables.algorithms; }); },
    sizes: function () { return connection.ready.then(function () { return connection.tables.sizes; }); },
    variants: function () { return connection.ready.then(function () { return connection.tables.variants; }); },
    constraintKinds: function () { return connection.ready.then(function () { return connection.tables.constraintKinds; }); },
    // Asked only when wanted: building the layouts costs a Worker's start tens
    // of milliseconds (sudoku_api.js), and a Worker that only solves needs none.
    layouts: function () {
      if (!layoutsAsked) {
        layoutsAsked = send('layouts', [], {});
        layoutsAsked['catch'](function () { layoutsAsked = null; });  // a later call asks again
      }
      return layoutsAsked;
    },
    techniques: function () { return connection.ready.then(function () { return connection.tables.techniques; }); },
    eventKinds: function () { return connection.ready.then(function () { return connection.tables.eventKinds; }); },
    templates: function () { return connection.ready.then(function () { return connection.tables.templates; }); },
    levels: function () { return connection.ready.then(function () { return connection.tables.levels; }); },
    symmetries: function () { return connection.ready.then(function () { return connection.tables.symmetries; }); },
    eventAt: function (batch, i) {
      if (!connection.tables) throw new Error('eventAt needs the client to be ready');
      var t = connection.tables;
      return eventAt(batch, i, t.eventKinds, t.techniques, t.templates);
    },
    parse: function (puzzle, options) { return parseCall('parse', puzzle, options); },
    validate: function (puzzle, options) { return parseCall('validate', puzzle, options); },
    solve: function (puzzle, options) { return searchCall('solve', puzzle, options); },
    count: count,
    pieces: function (puzzle, options) { return searchCall('pieces', puzzle, options); },
    enumerate: enumerate,
    hint: function (puzzle, options) { return searchCall('hint', puzzle, options); },
    rate: function (puzzle, options) { return searchCall('rate', puzzle, options); },
    estimate: function (puzzle, options) { return searchCall('estimate', puzzle, options); },
    candidates: function (puzzle, options) { return searchCall('candidates', puzzle, options); },
    solveBatch: solveBatch,
    shapeInfo: optionsCall('shapeInfo'),
    cellNames: optionsCall('cellNames'),
    generate: optionsCall('generate'),
    readAnyLayout: function (text) { return send('readAnyLayout', [text], {}); },
    format: function (grid, options) { return searchCall('format', grid, options); },
    splitPuzzles: textCall('splitPuzzles'),
    trace: trace,
    /** How many Workers count(), enumerate() and solveBatch() spread over (the client's own and its helpers). */
    get workers() { return workers; },
    cancel: function () {
      dropWaiting('cancel');
      // A spread call ends at once (nothing more reaches its callbacks); each Worker is replaced once.
      var done = [];
      aborts.slice().forEach(function (abort) { done = done.concat(abort('cancel')); });
      [connection].concat(helpers).forEach(function (c) { if (done.indexOf(c) < 0) c.cancel(); });
    },
    terminate: function () {
      dropWaiting('terminate');
      connection.terminate();
      helpers.forEach(function (h) { h.terminate(); });
    },
  };
}
