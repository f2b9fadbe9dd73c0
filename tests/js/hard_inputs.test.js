// The hard inputs of the README's bad-input table through the JavaScript API
// (tests/core/cli_test.cpp takes them through the CLI,
// tests/browser/site_bad_inputs.test.js through the page): each gets a precise
// error or a correct answer, and the endless ones stop when asked.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { sudoku, loadLibrary, isValidSolution } = require('./support/library');

// No solution, but naive backtracking fills 63 cells before it meets r9c9.
const NAIVE_FOREVER = '........9' + '.'.repeat(63) + '12345678.';

test('a 10 MB paste is refused at once with its size, by every call', async () => {
  const api = await sudoku();
  const { SudokuError } = loadLibrary();
  const big = '.'.repeat(10 * 1024 * 1024);
  for (const call of ['parse', 'solve', 'count', 'hint']) {
    const started = performance.now();
    let error = null;
    try {
      const r = api[call](big);
      error = r.ok === false ? r.error : null;
    } catch (e) {
      assert.ok(e instanceof SudokuError, call);
      error = e;
    }
    assert.ok(error, `${call} must refuse it`);
    assert.equal(error.code, 'too_long', call);
    assert.match(error.message, /10485760 characters long/, call);
    assert.ok(performance.now() - started < 1000, `${call} took ${performance.now() - started} ms`);
  }
});

test('a 25x25 grid with one given is solved, keeping the given', async () => {
  const api = await sudoku();
  const grid = 'A' + '.'.repeat(624);
  const r = api.solve(grid);
  assert.equal(r.status, 'solved');
  assert.equal(r.solution[0], 10);
  assert.ok(isValidSolution(api.parse(grid), r.solution));
});

test('counting an empty grid of every size with no limit stops within 100 ms of the request (4x4: 288)', async () => {
  const api = await sudoku();
  const small = api.count('.'.repeat(16), { limit: 0 });
  assert.deepEqual([small.count, small.complete], [288, true]);
  for (const { size } of api.sizes().filter((s) => s.size > 4)) {
    let askedAt = 0;
    let reports = 0;
    const r = api.count('.'.repeat(size * size), {
      limit: 0, progressInterval: 50,
      onProgress: () => {
        reports++;
        if (reports < 2) return true;
        askedAt = performance.now();
        return false;
      },
    });
    const late = performance.now() - askedAt;
    assert.equal(r.status, 'stopped', `${size}x${size}`);
    assert.equal(r.stoppedBy, 'callback');
    assert.equal(r.complete, false);
    assert.ok(r.count > 0);
    assert.ok(late < 100, `${size}x${size} ended ${late} ms after the request`);
  }
});

test('a grid naive backtracking needs forever for ends at its time limit; fast proves it unsolvable', async () => {
  const api = await sudoku();
  const naive = api.solve(NAIVE_FOREVER, { algorithm: 'naive', timeLimit: 150 });
  assert.equal(naive.status, 'stopped');
  assert.equal(naive.stoppedBy, 'time_limit');
  assert.ok(naive.stats.elapsedMs < 250, `${naive.stats.elapsedMs} ms`);
  assert.ok(naive.stats.backtracks > 1000);
  assert.equal(api.solve(NAIVE_FOREVER).status, 'no_solution');
});
