// Regressions found in review of the JavaScript layer, each named after what
// it guards.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku, loadLibrary } = require('./support/library');

const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const TEN_SOLUTIONS = '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';
const isCode = (code, pattern) => (e) => e.name === 'SudokuError' && e.code === code && (!pattern || pattern.test(e.message));

test('array cells that are not whole numbers 0-25 are refused, naming the cell (a -1 once read as 1)', async () => {
  const api = await sudoku();
  const cells = Array.from(SOURCE_GRID, Number);
  for (const bad of [-1, -4, 3.5, NaN, Infinity, '5', null, 26]) {
    const grid = cells.slice();
    grid[4] = bad;
    assert.throws(() => api.solve(grid), isCode('bad_character', /cell 5 holds/), String(bad));
    const parsed = api.parse(grid);
    assert.equal(parsed.ok, false);
    assert.deepEqual(parsed.error.cells, [4]);
  }
  assert.throws(() => api.solve(new Array(626).fill(0)), isCode('bad_cell_count', /626 cells/));
});

test('options of the wrong type are refused, not ignored (variant ["x"] once meant standard)', async () => {
  const api = await sudoku();
  assert.throws(() => api.solve(SOURCE_GRID, { variant: ['x'] }), isCode('bad_option', /option variant must be a string/));
  assert.throws(() => api.solve(SOURCE_GRID, { algorithm: 5 }), isCode('bad_option', /option algorithm must be a string/));
  assert.throws(() => api.solve(SOURCE_GRID, { techniqueCap: 7 }), isCode('bad_option', /techniqueCap must be a string/));
  assert.throws(() => api.solve(SOURCE_GRID, { regions: 'x'.repeat(70000) }), isCode('bad_option', /at most 65536/));
});

test('a huge text is refused before it is copied into wasm memory', async () => {
  const api = await sudoku();
  const before = api.heapBytes();
  const huge = '.'.repeat(30 * 1000 * 1000);
  assert.throws(() => api.solve(huge), isCode('too_long', /30000000 characters long; at most 65536/));
  assert.equal(api.parse(huge).error.code, 'too_long');
  assert.equal(api.heapBytes(), before);
});

test('trace.next refuses nonsense and caps huge requests (next(3e9) once exhausted memory)', async () => {
  const api = await sudoku();
  const trace = api.trace('.'.repeat(81), { algorithm: 'naive', limit: 0 });
  for (const n of [NaN, 0, -5, 'ten']) assert.throws(() => trace.next(n), isCode('bad_option'), String(n));
  assert.ok(trace.next(3e9).size <= 1 << 19);
  assert.ok(trace.next(2 ** 32).size > 1, 'a request above 2^32 is capped, not wrapped');
  trace.close();
});

test('enumerate stopped by its callback says "stopped", never complete', async () => {
  const api = await sudoku();
  const r = api.enumerate(TEN_SOLUTIONS, { limit: 0, batchSize: 10, onBatch: () => false });
  assert.equal(r.status, 'stopped');
  assert.equal(r.stoppedBy, 'callback');
  assert.equal(r.complete, false);
});

test('solve reports "solved" whenever it returns a solution', async () => {
  const api = await sudoku();
  const r = api.solve('.'.repeat(81), { limit: 0, maxNodes: 100 });
  assert.ok(r.solution);
  assert.equal(r.status, 'solved');
  assert.equal(r.stoppedBy, undefined);
});

test('SudokuError can be built from a message alone', () => {
  const { SudokuError } = loadLibrary();
  const e = new SudokuError('plain message');
  assert.equal(e.message, 'plain message');
  assert.equal(e.code, 'bad_option');
  assert.deepEqual(e.cells, []);
  assert.ok(e instanceof Error);
  assert.equal(new SudokuError().code, 'bad_option');
});
