// Open traces are capped per module and freed when garbage-collected: 600
// unclosed traces once filled the 2 GB heap and aborted the module for good.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const v8 = require('node:v8');
const vm = require('node:vm');
const { sudoku } = require('./support/library');

const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const EMPTY = '.'.repeat(81);
const CAP = 16;  // as documented in sudoku.d.ts (Trace)
const MB = 1 << 20;

const isTooMany = (e) => e.name === 'SudokuError' && e.code === 'too_many_traces' &&
  /16 traces are open/.test(e.message) && /close\(\)/.test(e.message);

test('opening traces without closing them hits the cap with too_many_traces; closing one frees a slot', async () => {
  const api = await sudoku();
  const open = [];
  for (let i = 0; i < CAP; ++i) {
    const t = api.trace(EMPTY, { algorithm: 'naive', limit: 0 });
    t.next(5000);
    open.push(t);
  }
  const heap = api.heapBytes();
  for (let i = 0; i < 100; ++i) assert.throws(() => api.trace(EMPTY, { algorithm: 'naive' }), isTooMany);
  // A refused trace allocates nothing, and the open ones still work.
  assert.equal(api.heapBytes(), heap);
  assert.equal(open[3].next(10).size, 10);

  open.pop().close();
  const again = api.trace(SOURCE_GRID, { algorithm: 'mrv' });
  assert.throws(() => api.trace(EMPTY), isTooMany);
  // An invalid puzzle is refused for what it is, and takes no slot.
  again.close();
  assert.throws(() => api.trace('11' + '.'.repeat(79)), (e) => e.code === 'conflict');
  const last = api.trace(SOURCE_GRID);
  while (!last.done) last.next(1000);
  assert.equal(last.result().status, 'solved');

  // close() twice frees once: the count stays right.
  last.close();
  last.close();
  open.forEach((t) => t.close());
  const fresh = [];
  for (let i = 0; i < CAP; ++i) fresh.push(api.trace(SOURCE_GRID));
  assert.throws(() => api.trace(SOURCE_GRID), isTooMany);
  fresh.forEach((t) => t.close());

  // The module keeps working, with a heap far from its 2 GB limit.
  assert.equal(api.solve(SOURCE_GRID).status, 'solved');
  assert.equal(api.count('.'.repeat(16)).count, 288);
  assert.ok(api.heapBytes() < 256 * MB, `heap ${api.heapBytes()}`);
});

test('traces dropped without close() are freed when garbage-collected', { skip: typeof FinalizationRegistry !== 'function' }, async () => {
  const api = await sudoku();
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc');
  (function openAndDrop() {
    for (let i = 0; i < CAP; ++i) api.trace(EMPTY, { algorithm: 'naive', limit: 0 }).next(1000);
  }());
  assert.throws(() => api.trace(EMPTY), isTooMany);
  // Finalizers run after a collection, between tasks.
  let freed = false;
  for (let round = 0; round < 50 && !freed; ++round) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    try {
      api.trace(EMPTY).close();
      freed = true;
    } catch (e) {
      if (!isTooMany(e)) throw e;
    }
  }
  assert.ok(freed, 'no dropped trace was freed');
  // Eventually every slot comes back.
  let opened = [];
  for (let round = 0; round < 50; ++round) {
    opened.forEach((t) => t.close());
    opened = [];
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    try {
      for (let i = 0; i < CAP; ++i) opened.push(api.trace(SOURCE_GRID));
      break;
    } catch (e) {
      if (!isTooMany(e)) throw e;
    }
  }
  assert.equal(opened.length, CAP);
  opened.forEach((t) => t.close());
  assert.equal(api.solve(SOURCE_GRID).status, 'solved');
});
