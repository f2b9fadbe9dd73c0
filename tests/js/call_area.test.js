// solve() and count() through the call area (quick_search.js and
// call_area.cpp's quickSearch): the same answers and the same errors as
// through Module.search, which they take only for what the area cannot
// carry. A progress callback sends a call through Module.search, so each
// answer is checked against that path's answer to the same question.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { loadLibrary, puzzleTable, invalidTable } = require('./support/library');

// A module of our own, with a count of its Module.search calls.
async function spiedModule() {
  let raw = null;
  const api = await loadLibrary().createSudoku({ preRun: [(m) => { raw = m; }] });
  const spy = { searches: 0 };
  const search = raw.search;
  raw.search = function () { spy.searches += 1; return search.apply(this, arguments); };
  return { api, raw, spy };
}

// Through Module.search: the same options with a progress callback that never stops.
function viaSearch(options) { return Object.assign({}, options, { onProgress: () => true }); }

// A result without its timing, which differs from run to run.
function untimed(r) {
  const copy = Object.assign({}, r, { stats: Object.assign({}, r.stats) });
  delete copy.stats.elapsedMs;
  return copy;
}

// What a call returned (untimed) or threw.
function answer(call) {
  const error = thrown(() => { answer.last = call(); });
  return error ? { error } : untimed(answer.last);
}

// What a call threw, as data.
function thrown(call) {
  try {
    call();
  } catch (e) {
    return { name: e.name, code: e.code, message: e.message, cells: e.cells, conflicts: e.conflicts };
  }
  return null;
}

test('solve() and count() on every row of the puzzle table take the call area and answer as Module.search does', async () => {
  const { api, spy } = await spiedModule();
  let quick = 0;
  for (const row of puzzleTable()) {
    for (const { id: algorithm } of api.algorithms()) {
      // naive's budget keeps the big empty grids short; a stopped search is an answer to compare too.
      const cases = [['solve', { algorithm, maxNodes: 20000 }], ['count', { algorithm, limit: 2, maxNodes: 20000 }]];
      for (const [call, extra] of cases) {
        const options = Object.assign({}, row.options, extra);
        const before = spy.searches;
        const viaArea = answer(() => api[call](row.puzzle, options));
        const areaSearches = spy.searches - before;
        const viaModule = answer(() => api[call](row.puzzle, viaSearch(options)));
        assert.equal(spy.searches - before - areaSearches, 1, `${row.name}: the callback goes through Module.search`);
        assert.deepEqual(viaArea, viaModule, `${row.name}, ${call} with ${algorithm}`);
        if (areaSearches === 0) quick += 1;
      }
    }
  }
  // Every row fits the area but the long 25x25 texts with a region map (more than its 4096 bytes).
  assert.ok(quick > 100, `only ${quick} calls took the call area`);
});

test('the plain calls of issue 16 never enter Module.search', async () => {
  const { api, spy } = await spiedModule();
  const line = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
  const solved = api.solve(line);
  const counted = api.count(line, { limit: 2 });
  const capped = api.solve(line, { algorithm: 'crook', techniqueCap: 'hidden_single', maxNodes: 1e6, timeLimit: 1000 });
  assert.equal(spy.searches, 0);
  assert.equal(solved.status, 'solved');
  assert.equal(solved.solution.length, 81);
  assert.equal(counted.count, 1);
  assert.equal(counted.complete, true);
  assert.equal(capped.status, 'solved');
});

test('every invalid input and bad option gets the message Module.search gives', async () => {
  const { api, spy } = await spiedModule();
  const line = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
  const bad = [
    { limit: -1 }, { limit: 0.5 }, { limit: 'two' }, { limit: NaN }, { limit: Infinity },
    { maxNodes: -5 }, { maxNodes: 1.5 }, { timeLimit: -1 }, { timeLimit: 'soon' }, { batchSize: 0 },
    { progressInterval: 0 }, { algorithm: 'quantum' }, { algorithm: 7 }, { techniqueCap: 'telepathy' },
    { techniqueCap: 3 }, { variant: 'bogus' }, { variant: ['x'] }, { regions: '12' }, { layout: 'moon' },
    { layout: 'star', variant: 'x' }, { shape: { symbols: 4, cells: [], houses: [] } },
  ];
  for (const options of bad) {
    for (const call of ['solve', 'count']) {
      const before = spy.searches;
      const viaArea = thrown(() => api[call](line, options));
      assert.ok(spy.searches > before, `${JSON.stringify(options)}: Module.search names the fault`);
      assert.ok(viaArea && viaArea.name === 'SudokuError' && viaArea.message, JSON.stringify(options));
      assert.deepEqual(viaArea, thrown(() => api[call](line, viaSearch(options))), JSON.stringify(options));
    }
  }
  for (const row of invalidTable()) {
    const viaArea = thrown(() => api.solve(row.input, row.options));
    assert.equal(viaArea.code, row.code, row.name);
    assert.deepEqual(viaArea, thrown(() => api.solve(row.input, viaSearch(row.options))), row.name);
  }
  // Texts the area does not take (not ASCII, longer than the area) are read as before.
  for (const text of [line.replace('5', '５'), line.replace('0', 'é'), line + ' '.repeat(5000), '9'.repeat(70000)]) {
    assert.deepEqual(thrown(() => api.solve(text)), thrown(() => api.solve(text, viaSearch({}))), text.slice(0, 20));
  }
});

test('a heap grown between calls: solve() and count() write and read the call area through new views', async () => {
  const { api, spy } = await spiedModule();
  const line = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
  const first = api.solve(line);
  const before = api.heapBytes();
  // A batch of 100,000 lines is copied into wasm memory: the heap grows, and old views go empty.
  const batch = api.solveBatch(Array(100000).fill(line).join('\n'), { limit: 1 });
  assert.equal(batch.solved, 100000);
  assert.ok(api.heapBytes() > before, `the heap stayed at ${before} bytes`);
  const again = api.solve(line);
  assert.equal(again.status, 'solved');
  assert.deepEqual(again.solution, first.solution);
  assert.deepEqual(api.count(line, { limit: 2 }).count, 1);
  // Still through the area (an empty view would have sent them to Module.search).
  assert.equal(spy.searches, 0);
});

test('elapsedMs through the call area is the call\'s own time: the module reads no clock for it', async () => {
  const { api, spy } = await spiedModule();
  // The first source grid with naive: 301,478 backtracks, some milliseconds however fast the machine.
  const grid = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
  const t0 = Date.now();
  const r = api.solve(grid, { algorithm: 'naive' });
  const wall = Date.now() - t0;
  assert.equal(spy.searches, 0);
  assert.equal(r.stats.backtracks, 301478);
  assert.ok(r.stats.elapsedMs > 0 && r.stats.elapsedMs <= wall + 1, `elapsedMs ${r.stats.elapsedMs}, call ${wall} ms`);
  const counted = api.count(grid, { algorithm: 'naive', limit: 2 });
  assert.ok(counted.stats.elapsedMs > 0, `count: elapsedMs ${counted.stats.elapsedMs}`);
});
