// The Worker side of the Worker client: inside the Worker
// (worker_entry.js), answers the page's call
// messages (worker_protocol.js) with the synchronous API, one call at a time
// and in order. The page side is worker_client.js over worker_connection.js;
// enumerate's flow control is worker_enumerate.js.
//
// The Worker holds a Web Lock, named by the page in its 'init' call, for as
// long as it lives: a Worker that ends from outside (the browser killing it,
// say, out of memory) fires no event on the page and a Worker busy in a
// search answers no ping, so the page learns of its end by getting the lock
// (worker_connection.js). Web Locks exist in secure contexts (https,
// localhost, file://); elsewhere such an ending goes unnoticed.

import { copyOptions } from './sudoku_api.js';
import { serveEnumeration } from './worker_enumerate.js';
import { isObject, isAck, isWasmMessage, moduleFollows, startMessage, progressMessage, resultMessage, errorMessage,
         loadFailedMessage } from './worker_protocol.js';

/**
 * Serves the page from the Worker's `scope`: createSudoku(wasm) resolves to
 * the synchronous API, made of the binary the page sent (the wasm of a
 * wasmMessage, worker_protocol.js), or of null when the page's 'init' said
 * none follows.
 */
export function serveWorker(scope, createSudoku) {
  var apiPromise = null;   // made by the first message: 'init' says whether a module follows
  var receiveModule = null;
  var traces = {};
  var queue = [];          // calls not started yet, in order
  var busy = false;        // a call runs, or waits (enumerate for the page, init for its lock)
  var pumping = false;
  var enumeration = null;  // the enumerate call in progress: it takes the page's acks

  function post(message, transfer) { scope.postMessage(message, transfer || []); }

  // Options for a search with progress reports posted (solve and count: when
  // the page's call has onProgress); options that are not an object go as
  // they are, for the API to refuse.
  function withReporting(id, options) {
    if (isObject(options)) options = copyOptions(options, false);
    else if (options !== undefined && options !== null) return options;
    else options = {};
    options.onProgress = function (report) { post(progressMessage(id, report)); };
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
        post(startMessage(msg.id));
        begin(api, msg);
      }
    } finally {
      pumping = false;
    }
  }

  // Ends the busy call with a value or an error, and starts the next.
  function finish(api, id, value, error, failed) {
    if (failed) post(errorMessage(id, error, isFatal(error)));
    else post(resultMessage(id, value), transferables(value));
    busy = false;
    enumeration = null;
    pump(api);
  }

  function begin(api, msg) {
    var a = msg.args;
    if (msg.method === 'init') {
      var tables = { algorithms: api.algorithms(), sizes: api.sizes(), variants: api.variants(),
                     constraintKinds: api.constraintKinds(),
                     techniques: api.techniques(), eventKinds: api.eventKinds(), templates: api.templates(),
                     levels: api.levels(), symmetries: api.symmetries() };  // layouts: a call of their own
      holdLock(a[0], function (held) {
        tables.watched = held;
        finish(api, msg.id, tables);
      });
      return;
    }
    if (msg.method === 'enumerate') {
      enumeration = serveEnumeration(api, msg.id, a[0], a[1], post, function (value, error, failed) {
        finish(api, msg.id, value, error, failed);
      });
      enumeration.begin();
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
      case 'rate': return api.rate(a[0], a[1]);
      case 'estimate': return api.estimate(a[0], a[1]);
      case 'pieces': return api.pieces(a[0], a[1]);
      case 'candidates': return api.candidates(a[0], a[1]);
      case 'solveBatch': return api.solveBatch(a[0], a[1]);
      case 'format': return api.format(a[0], a[1]);
      case 'splitPuzzles': return api.splitPuzzles(a[0], a[1]);
      case 'shapeInfo': return api.shapeInfo(a[0]);
      case 'cellNames': return api.cellNames(a[0]);
      case 'generate': return api.generate(a[0]);
      case 'readAnyLayout': return api.readAnyLayout(a[0]);
      case 'layouts': return api.layouts();
      case 'solve': return api.solve(a[0], a[2] ? withReporting(msg.id, a[1]) : a[1]);
      case 'count': return api.count(a[0], a[2] ? withReporting(msg.id, a[1]) : a[1]);
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

  scope.onmessage = function (event) {
    var msg = event.data;
    if (isWasmMessage(msg)) {
      if (receiveModule) receiveModule(msg.wasm);
      receiveModule = null;
      return;
    }
    if (!apiPromise) {
      if (moduleFollows(msg)) {
        apiPromise = new Promise(function (resolve) { receiveModule = resolve; }).then(createSudoku);
      } else {
        apiPromise = createSudoku(null);
      }
    }
    if (isAck(msg)) {
      if (enumeration && enumeration.id === msg.id) enumeration.acknowledge(msg.ack);
      return;
    }
    queue.push(msg);
    apiPromise.then(pump, function (e) {  // the module could not load (e.g. no 'wasm-unsafe-eval')
      post(loadFailedMessage(msg.id, e));
    });
  };
}
