// Callback options and eventAt's arguments are checked before any work
// (src/wasm/js/options_check.js): count(P, {onProgress: true}) once ran and
// threw a raw "n.apply is not a function" mid-search, enumerate(P, {onBatch:
// {}}) "S is not a function", and eventAt('x') a raw TypeError. Numbers are
// the module's to check (NumberOption); one each is here to show every
// option is refused by name before anything runs, in the synchronous API
// and in the Worker client alike.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku, loadLibrary } = require('./support/library');
const { recordingWorkerClient } = require('./support/in_process_worker');

const EMPTY = '.'.repeat(81);

// A refusal as the issue asks for it: a SudokuError "bad_option" naming the option.
function badOption(name) {
  return (e) => e.name === 'SudokuError' && e.code === 'bad_option' && e.message.includes(name);
}

// Each bad option with the calls that read it; a callback that would run is a spy.
const NOT_FUNCTIONS = [true, {}, 1, 'f', []];

test('regression: count(P, {onProgress: true, progressInterval: 10}) is a bad_option before the search, not a TypeError in it', async () => {
  const api = await sudoku();
  for (const bad of NOT_FUNCTIONS) {
    for (const method of ['solve', 'count', 'enumerate']) {
      assert.throws(() => api[method](EMPTY, { onProgress: bad, progressInterval: 10, limit: 5 }), badOption('onProgress'),
        `${method} with onProgress ${JSON.stringify(bad)}`);
    }
  }
  // Undefined and null are "not given", as for every other option.
  assert.equal(api.count(EMPTY, { onProgress: undefined, limit: 5 }).count, 5);
  assert.equal(api.count(EMPTY, { onProgress: null, limit: 5 }).count, 5);
});

test('regression: enumerate(P, {onBatch: {}}) is a bad_option naming onBatch, and no search runs', async () => {
  const api = await sudoku();
  let progressCalls = 0;
  const onProgress = () => { progressCalls += 1; };
  for (const bad of NOT_FUNCTIONS) {
    assert.throws(() => api.enumerate(EMPTY, { onBatch: bad, onProgress, progressInterval: 1, limit: 0, maxNodes: 1e7 }),
      badOption('onBatch'));
  }
  assert.equal(progressCalls, 0, 'the search never started');
  assert.equal(api.enumerate(EMPTY, { onBatch: () => true, limit: 3 }).count, 3);
});

test('numbers out of range are refused by name before any search runs', async () => {
  const api = await sudoku();
  const cases = [['limit', -1], ['limit', NaN], ['maxNodes', Infinity], ['timeLimit', '5'], ['progressInterval', 0],
    ['progressInterval', NaN], ['batchSize', 0], ['batchSize', 2.5]];
  for (const [name, value] of cases) {
    for (const method of ['solve', 'count', 'enumerate']) {
      assert.throws(() => api[method](EMPTY, { [name]: value, onProgress: () => assert.fail('searched') }), badOption(name),
        `${method} with ${name} ${String(value)}`);
    }
  }
});

test('regression: eventAt with a bad batch or index is a bad_option, not a raw TypeError', async () => {
  const api = await sudoku();
  const trace = api.trace(EMPTY, { algorithm: 'naive' });
  const batch = trace.next(10);
  trace.close();
  assert.ok(api.eventKinds().includes(api.eventAt(batch, 9).kind), 'a good batch and index still read');
  const bad = [[undefined, 0], ['x', 0], [{}, 0], [null, 0], [batch, -1], [batch, 10], [batch, 1.5], [batch, '0'],
    [batch, NaN], [{ ...batch, technique: new Uint8Array(10).fill(255) }, 0], [{ kind: batch.kind }, 0]];
  for (const [b, i] of bad) assert.throws(() => api.eventAt(b, i), badOption('event'), `eventAt(${typeof b}, ${i})`);
  assert.throws(() => api.eventAt(batch, 10), /from 0 to 9 \(the batch has 10 events\); got number 10/);
});

test('regression: the Worker client rejects enumerate(P, {onBatch: {}}) and onProgress: true on the page, sending nothing', async (t) => {
  const { client, sent } = recordingWorkerClient(loadLibrary(), t);
  await client.ready;
  await assert.rejects(client.enumerate(EMPTY, { onBatch: {}, limit: 5 }), badOption('onBatch'));
  await assert.rejects(client.count(EMPTY, { onProgress: true, progressInterval: 10, limit: 5 }), badOption('onProgress'));
  await assert.rejects(client.solveBatch(EMPTY, { onProgress: 1 }), badOption('onProgress'));
  assert.deepEqual(sent, ['init'], 'no call reached the Worker');
  await assert.rejects(client.count(EMPTY, { progressInterval: NaN, limit: 5 }), badOption('progressInterval'));
  assert.throws(() => client.eventAt({}, 0), badOption('eventAt'));
  assert.equal((await client.count(EMPTY, { limit: 5 })).count, 5);
});
