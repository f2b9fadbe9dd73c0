// Long runs leave the wasm heap bounded: nothing accumulates per solution,
// per batch or per trace event.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku } = require('./support/library');

const EMPTY = '.'.repeat(81);
const MB = 1 << 20;

test('enumerating a million solutions in batches keeps the heap bounded', async () => {
  const api = await sudoku();
  const before = api.heapBytes();
  let received = 0;
  const r = api.enumerate(EMPTY, { limit: 1000000, batchSize: 1000, onBatch: (b) => { received += b.solutions.length; } });
  assert.equal(r.count, 1000000);
  assert.equal(received, 1000000);
  assert.ok(api.heapBytes() <= before + 8 * MB, `heap grew from ${before} to ${api.heapBytes()}`);
});

test('counting a million solutions keeps the heap bounded', async () => {
  const api = await sudoku();
  const before = api.heapBytes();
  const r = api.count(EMPTY, { limit: 1000000 });
  assert.equal(r.count, 1000000);
  assert.equal(r.complete, false);
  assert.ok(api.heapBytes() <= before + 8 * MB, `heap grew from ${before} to ${api.heapBytes()}`);
});

test('a long trace and many traces opened and closed keep the heap bounded', async () => {
  const api = await sudoku();
  const grid = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
  const trace = api.trace(grid, { algorithm: 'naive' });
  while (!trace.done) trace.next(20000);
  trace.close();
  const after = api.heapBytes();
  for (let i = 0; i < 200; ++i) {
    const t = api.trace(grid, { algorithm: 'crook' });
    t.next(100);
    t.close();
  }
  assert.ok(after <= 64 * MB, `heap ${after}`);
  assert.ok(api.heapBytes() <= after + 4 * MB, `heap grew from ${after} to ${api.heapBytes()}`);
});
