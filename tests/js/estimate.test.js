// estimate(): Knuth's estimate of the solution count through the API and the
// Worker client, against count() where a count finishes, and past a double's
// range on an empty 25x25. (The estimator's calibration over many seeds is
// checked natively: tests/core/estimate_test.cpp.)
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku, loadLibrary } = require('./support/library');
const { recordingWorkerClient } = require('./support/in_process_worker');

// The first source grid's solution with 58 cells, in a spread order, blanked: 55,472 solutions.
function withBlanks(blanks) {
  const grid = '534678912672195348198342567859761423426853791713924856961537284287419635345286179'.split('');
  for (let i = 0, c = 0; i < blanks; ++i, c = (c + 29) % 81) grid[c] = '.';
  return grid.join('');
}

test('the estimate of a grid count() can finish is near its count, and its interval holds it', async () => {
  const api = await sudoku();
  const puzzle = withBlanks(58);
  const exact = api.count(puzzle, { limit: 0 }).count;
  assert.equal(exact, 55472);
  const e = api.estimate(puzzle, { probes: 20000, seed: 3 });
  assert.equal(e.status, 'estimated');
  assert.equal(e.probes, 20000);
  assert.ok(e.low.value <= exact && exact <= e.high.value, `${e.low.value} <= ${exact} <= ${e.high.value}`);
  assert.ok(Math.abs(e.estimate.value - exact) / exact < 0.1, `${e.estimate.value} vs ${exact}`);
  assert.ok(e.relativeError > 0 && e.relativeError < 0.1);
  assert.deepEqual(api.estimate(puzzle, { probes: 500, seed: 3 }), api.estimate(puzzle, { probes: 500, seed: 3 }), 'a seed repeats');
});

test('an empty 25x25 is estimated by mantissa and power of ten, past what a number holds', async () => {
  const api = await sudoku();
  const e = api.estimate('.'.repeat(625), { probes: 40 });
  assert.ok(e.estimate.exponent >= 306 && e.estimate.exponent <= 310, `10^${e.estimate.exponent}`);
  assert.ok(e.estimate.mantissa >= 1 && e.estimate.mantissa < 10);
  const nine = api.estimate('.'.repeat(81), { probes: 2000 });
  assert.equal(nine.estimate.exponent, 21);
  assert.equal(nine.estimate.value, nine.estimate.mantissa * 1e21);
});

test('bad options and bad puzzles are refused naming what is wrong; a time limit stops it with the walks so far', async () => {
  const api = await sudoku();
  assert.throws(() => api.estimate('.'.repeat(81), { probes: 0 }), { code: 'bad_option', message: /probes must be between 1 and/ });
  assert.throws(() => api.estimate('.'.repeat(81), { probes: 1.5 }), { code: 'bad_option', message: /probes/ });
  assert.throws(() => api.estimate('.'.repeat(81), { walks: 5 }), { code: 'bad_option', message: /unknown option "walks"/ });
  assert.throws(() => api.estimate('55' + '.'.repeat(79)), { code: 'conflict' });
  const stopped = api.estimate('.'.repeat(81), { probes: 1e8, timeLimit: 30 });
  assert.equal(stopped.status, 'stopped');
  assert.equal(stopped.stopReason, 'time_limit');
  assert.ok(stopped.probes > 0 && stopped.probes < 1e8);
});

test('the Worker client estimates as the API does', async (t) => {
  const { client } = recordingWorkerClient(loadLibrary(), t);
  await client.ready;
  const api = await sudoku();
  const puzzle = withBlanks(55);
  assert.deepEqual(await client.estimate(puzzle, { probes: 1000, seed: 9 }), api.estimate(puzzle, { probes: 1000, seed: 9 }));
  await assert.rejects(client.estimate(puzzle, { probes: -1 }), { code: 'bad_option' });
});
