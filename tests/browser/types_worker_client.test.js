// The Worker client's results against sudoku.d.ts, type by type, as
// tests/js/declarations.test.js holds the synchronous API's: each call's
// resolved value (and each callback's argument) against the type its
// SudokuWorkerClient declaration promises, read by the TypeScript checker.
// That includes what worker_connection.js builds on the page itself: the
// "stopped" results of searches ended by cancel(), running or queued.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { watchErrors, useBrowserWithPages } = require('./support/browser');
const { readDeclarations } = require('../js/support/declarations');
const { puzzleTable, ROOT } = require('../js/support/library');

const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site');
const env = useBrowserWithPages();
const row = (name) => puzzleTable().find((r) => r.name === name).puzzle;
const PUZZLES = {
  first: row('first source, 301478 naive backtracks'),
  ten: row('top row blanked, ten solutions'),
  noCandidate: row('no solution: a cell with no candidate, at both ends'),
  empty: '.'.repeat(81),
};

// In the page: runs the calls and returns [{method, label, value}] with typed
// arrays as {__typed, values} and functions as {__function: true}, so that
// they survive the trip to node (page.evaluate passes JSON-like values).
async function runCalls(P) {
  const encode = (v) => {
    if (ArrayBuffer.isView(v)) return { __typed: v.constructor.name, values: Array.from(v) };
    if (typeof v === 'function') return { __function: true };
    if (Array.isArray(v)) return v.map(encode);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).map((k) => [k, encode(v[k])]));
    return v;
  };
  const out = [];
  const record = (method, label, value) => { out.push({ method, label, value: encode(value) }); return value; };
  const client = Sudoku.createSudokuWorker();
  await client.ready;
  for (const name of ['algorithms', 'sizes', 'variants', 'techniques', 'eventKinds']) record(name, '', await client[name]());
  record('solve', 'solved', await client.solve(P.first));
  record('solve', 'no_solution', await client.solve(P.noCandidate));
  record('solve', 'node budget', await client.solve(P.first, { algorithm: 'naive', maxNodes: 10 }));
  record('count', 'complete', await client.count(P.ten));
  record('count', 'no_solution', await client.count(P.noCandidate));
  record('count', 'onProgress false', await client.count(P.empty, {
    progressInterval: 1, onProgress: (p) => { record('Progress', 'onProgress', p); return false; } }));
  record('enumerate', 'collected', await client.enumerate(P.ten));
  record('enumerate', 'onBatch', await client.enumerate(P.ten, { batchSize: 4, onBatch: (b) => { record('SolutionBatch', 'onBatch', b); } }));
  // cancel(): the running count, and a solve and an enumerate queued behind it, settle as stopped.
  const running = client.count(P.empty, { limit: 0 });
  const queued = [client.solve(P.first), client.enumerate(P.empty, { limit: 0 })];
  await new Promise((resolve) => setTimeout(resolve, 200));
  client.cancel();
  record('count', 'cancelled', await running);
  record('solve', 'cancelled while queued', await queued[0]);
  record('enumerate', 'cancelled while queued', await queued[1]);
  record('parse', 'ok', await client.parse(P.first));
  record('parse', 'conflict', await client.parse('5.5' + '.'.repeat(78)));
  record('parse', 'refused on the page', await client.parse([1, -1]));
  record('validate', 'ok', await client.validate(P.first, { variant: 'x' }));
  record('hint', 'deduction', await client.hint(P.first));
  record('hint', 'stuck', await client.hint(P.empty, { techniqueCap: 'naked_single' }));
  record('candidates', '', await client.candidates(P.first, { eliminations: [{ cell: 1, value: 2 }] }));
  record('solveBatch', '', await client.solveBatch(P.first + '\n' + P.ten, { limit: 2 }));
  record('format', '', await client.format(P.first, { style: 'grid' }));
  record('splitPuzzles', '', await client.splitPuzzles(P.first + '\n' + P.ten));
  const trace = record('trace', 'crook', await client.trace(P.first, { algorithm: 'crook' }));
  record('WorkerTrace.result', 'running', await trace.result());
  const batch = record('WorkerTrace.next', '', await trace.next(300));
  record('eventAt', '', client.eventAt(batch, 0));
  while (!trace.done) await trace.next(5000);
  record('WorkerTrace.result', 'finished', await trace.result());
  await trace.close();
  client.terminate();
  return out;
}

function decode(v) {
  if (Array.isArray(v)) return v.map(decode);
  if (v && typeof v === 'object') {
    if (v.__typed) return new globalThis[v.__typed](v.values);
    if (v.__function) return function stand_in() {};
    return Object.fromEntries(Object.keys(v).map((k) => [k, decode(v[k])]));
  }
  return v;
}

test('every Worker client call resolves to what its declaration says, searches ended by cancel() included', async () => {
  const d = readDeclarations(path.join(SITE, 'sudoku.d.ts'));
  const page = await env.browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(pathToFileURL(path.join(env.dir, 'blank.html')).href);
  const calls = await page.evaluate(runCalls, PUZZLES);
  const onProgress = d.parameterType(d.memberType('SearchLimits', 'onProgress'));
  const onBatch = d.parameterType(d.memberType('EnumerateOptions', 'onBatch'));
  const typeOf = (method) => {
    if (method === 'Progress') return onProgress;
    if (method === 'SolutionBatch') return onBatch;
    if (method.startsWith('WorkerTrace.')) return d.awaitedReturnType('WorkerTrace', method.slice('WorkerTrace.'.length));
    return d.awaitedReturnType('SudokuWorkerClient', method);
  };
  const problems = calls.flatMap((c) => d.problems(typeOf(c.method), decode(c.value), `${c.method}(${c.label})`));
  assert.deepEqual(problems, []);
  const stopped = calls.filter((c) => /cancelled/.test(c.label)).map((c) => `${c.value.status}/${c.value.stoppedBy}`);
  assert.deepEqual(stopped, ['stopped/cancel', 'stopped/cancel', 'stopped/cancel']);
  assert.ok(calls.some((c) => c.method === 'Progress') && calls.some((c) => c.method === 'SolutionBatch'));
  assert.deepEqual(errors, []);
  await page.close();
});
