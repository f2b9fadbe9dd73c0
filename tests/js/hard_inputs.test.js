// The hard inputs of the bad-input table (tests/README.md) through the
// JavaScript API (tests/core/cli_test.cpp takes them through the CLI,
// tests/browser/site_bad_inputs.test.js through the page): each gets a precise
// error or a correct answer, and the endless ones stop when asked. How soon
// is judged by work (nodes after the request), never by the clock: times are
// printed as diagnostics (scripts/bench prints the responsiveness figures).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { sudoku, loadLibrary, isValidSolution } = require('./support/library');

// No solution, but naive backtracking fills 63 cells before it meets r9c9.
const NAIVE_FOREVER = '........9' + '.'.repeat(63) + '12345678.';

test('a 10 MB paste is refused by its length (too_long), before it is read, by every call', async (t) => {
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
    t.diagnostic(`${call}: refused after ${(performance.now() - started).toFixed(1)} ms`);
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

test('counting an empty grid of every size with no limit stops at the request, with no node after it (4x4: 288)', async (t) => {
  const api = await sudoku();
  const small = api.count('.'.repeat(16), { limit: 0 });
  assert.deepEqual([small.count, small.complete], [288, true]);
  // (5x5, a jigsaw, is counted to the end, 7,200 grids, before a second report)
  for (const { size, boxRows, startRegions } of api.sizes().filter((s) => s.size > 5)) {
    let askedAt = 0;
    let nodesAsked = 0;
    let reports = 0;
    // A prime size has no boxes: its jigsaw of the starting map.
    const jigsaw = boxRows ? {} : { variant: 'jigsaw', regions: startRegions.map((r) => r.toString(36)).join('') };
    const r = api.count('.'.repeat(size * size), {
      ...jigsaw, limit: 0, progressInterval: 50,
      onProgress: (p) => {
        reports++;
        if (reports < 2) return true;
        askedAt = performance.now();
        nodesAsked = p.nodes;
        return false;
      },
    });
    const late = performance.now() - askedAt;
    assert.equal(r.status, 'stopped', `${size}x${size}`);
    assert.equal(r.stoppedBy, 'callback');
    assert.equal(r.complete, false);
    assert.ok(r.count > 0);
    // The callback is the stop check: false ends the search where it stands (tests/core/solvers_test.cpp
    // bounds how many nodes apart the checks are).
    assert.ok(r.stats.nodes - nodesAsked <= 1, `${size}x${size}: ${r.stats.nodes - nodesAsked} nodes after the request`);
    t.diagnostic(`${size}x${size}: ended ${late.toFixed(1)} ms after the request`);
  }
});

test('a grid naive backtracking needs forever for ends at its time limit; fast proves it unsolvable', async (t) => {
  const api = await sudoku();
  // maxNodes: a hang guard (minutes of naive backtracking) should the time limit be ignored; it would say node_budget.
  const naive = api.solve(NAIVE_FOREVER, { algorithm: 'naive', timeLimit: 150, maxNodes: 2e9 });
  assert.equal(naive.status, 'stopped');
  assert.equal(naive.stoppedBy, 'time_limit');
  assert.ok(naive.stats.elapsedMs >= 150, `${naive.stats.elapsedMs} ms: not before its limit`);
  t.diagnostic(`naive stopped ${naive.stats.elapsedMs.toFixed(1)} ms into a 150 ms limit`);
  assert.ok(naive.stats.backtracks > 1000);
  assert.equal(api.solve(NAIVE_FOREVER).status, 'no_solution');
});
