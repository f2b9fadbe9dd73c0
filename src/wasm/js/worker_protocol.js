// The messages between a Worker client and its Worker: what the page side
// (worker_client.js, over worker_connection.js) sends and reads, and what the
// Worker side (worker_server.js, with worker_enumerate.js) reads and sends.
// Both sides build and read the messages with what this file exports, so
// their shapes are written down once.
//
//   page → worker  {id, method, args}                     a call; the Worker queues it and runs
//                                                         calls one at a time, in order
//                  {wasm: {module} | {bytes} | {error}}   the binary: the module the page compiled
//                                                         (library_wasm.js, library_wasm_url.js), its
//                                                         bytes where a module cannot be posted, or why
//                                                         the page has none. Sent once, right after an
//                                                         'init' call that says it follows
//                  {id, ack: n}                           the page has taken n more solutions of
//                                                         enumerate `id` (flow control: worker_enumerate.js)
//   worker → page  {id, type: 'start'}                    the call began
//                  {id, type: 'progress', report}         every progressInterval ms (solve, count, enumerate)
//                  {id, type: 'batch', index, solutions}  enumerate: solutions from `index` on
//                  {id, type: 'result', value}            the call's answer (typed arrays transferred)
//                  {id, type: 'error', error, fatal, loadFailed}
//                                                         it threw: `error` as errorInfo writes it;
//                                                         fatal: the module is unusable, start a new Worker;
//                                                         loadFailed: the module never loaded here
//
// The methods a call names, with its args:
//   init [lockName, moduleFollows?]  the catalog's tables but the layouts ({algorithms, sizes, variants,
//                                    techniques, eventKinds, templates, watched}); the Worker holds the Web Lock
//                                    lockName while it lives (watched: it could)
//   layouts []                       the layouts (a call of their own: building them costs tens of ms)
//   parse, validate, hint, rate, candidates, enumerate, trace, format [puzzle, options]
//   solve, count [puzzle, options, reports]   reports: post progress (the page's call has onProgress)
//   solveBatch, splitPuzzles [text, options]   shapeInfo, cellNames, generate [options]   readAnyLayout [text]
//   next [trace handle, maxEvents], result [trace handle], close [trace handle]
//                                    on a trace the Worker holds (trace answers its handle)
// A puzzle travels as its text, or as cells: a Uint8Array of values in
// reading order (puzzleInput in sudoku_api.js), copied by postMessage, not
// transferred, since a call not yet started is sent again to a new Worker
// when its Worker is replaced (worker_connection.js); 625 bytes at most.
// Options travel as data only: no functions, a custom shape as its JSON
// text. Options that are not an object go as they are, for the
// Worker's API to refuse as the synchronous one does (isObject).

import { SudokuError } from './sudoku_api.js';

/** The types of the Worker's messages about a call (worker → page). */
export var ANSWER = Object.freeze({ start: 'start', progress: 'progress', batch: 'batch', result: 'result', error: 'error' });

// The searches, which settle with a 'stopped' result and the counters so
// far when stopped from the page; other calls reject with CancelledError.
var SEARCH_METHODS = ['solve', 'count', 'enumerate'];
// The calls on a trace, which live in one Worker and end with it.
var TRACE_METHODS = ['next', 'result', 'close'];

/** True for solve, count and enumerate. */
export function isSearch(method) { return SEARCH_METHODS.indexOf(method) >= 0; }

/** True for solve and count, whose calls say whether progress is reported (their third arg). */
export function reportsProgress(method) { return method === 'solve' || method === 'count'; }

/** True for the calls on a trace the Worker holds (next, result, close). */
export function isOnTrace(method) { return TRACE_METHODS.indexOf(method) >= 0; }

/** True when call options are an object (copied, sent as data), not a value sent as it is. */
export function isObject(v) { return v !== null && typeof v === 'object'; }

// ---- page → worker ----------------------------------------------------------

export function callMessage(id, method, args) { return { id: id, method: method, args: args }; }

/** The args of an 'init' call; moduleFollows: a {wasmModule} message comes next. */
export function initArgs(lockName, moduleFollows) { return moduleFollows ? [lockName, true] : [lockName]; }

/** Whether `msg`, the first call a Worker gets, says the page's module follows it. */
export function moduleFollows(msg) { return msg.method === 'init' && !!msg.args && msg.args[1] === true; }

/** The binary for the Worker: {module} (a WebAssembly.Module), {bytes} (a Uint8Array) or {error} (a message). */
export function wasmMessage(wasm) { return { wasm: wasm }; }

export function isWasmMessage(msg) { return msg.wasm !== undefined; }

export function ackMessage(id, n) { return { id: id, ack: n }; }

export function isAck(msg) { return msg.ack !== undefined; }

// ---- worker → page ----------------------------------------------------------

export function startMessage(id) { return { id: id, type: ANSWER.start }; }

export function progressMessage(id, report) { return { id: id, type: ANSWER.progress, report: report }; }

export function batchMessage(id, index, solutions) { return { id: id, type: ANSWER.batch, index: index, solutions: solutions }; }

export function resultMessage(id, value) { return { id: id, type: ANSWER.result, value: value }; }

/** The call `id` threw `e`; fatal: it left the module unusable. */
export function errorMessage(id, e, fatal) { return { id: id, type: ANSWER.error, fatal: fatal, error: errorInfo(e) }; }

/** The module could not load (e.g. no 'wasm-unsafe-eval'): no call can run in this Worker. */
export function loadFailedMessage(id, e) { return { id: id, type: ANSWER.error, loadFailed: true, error: errorInfo(e) }; }

// An error as it travels: what a SudokuError is made again from on the page.
function errorInfo(e) {
  return { name: e && e.name, code: e && e.code, message: String(e && e.message || e), cells: e && e.cells,
           conflicts: e && e.conflicts, details: e && e.details };
}

/** The page's error for the `error` of an error message: a SudokuError again, or an Error with its message. */
export function errorFromInfo(info) {
  return info.name === 'SudokuError' ? new SudokuError(info) : new Error(info.message);
}
