// solve() and count() through the call area (quick_search.js and
// call_area.cpp's quickSearch): the same answers and the same errors as
// through Module.search, which they take only for what the area cannot
// carry. Each answer is checked against that path's answer to the same
// question, asked with the module's quickSearch made to decline (viaSearch).
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

// What `call` answers through Module.search: quickSearch answers "invalid"
// meanwhile, which sends every call there (to name the fault, as it thinks).
function viaSearch(raw, call) {
  const quickSearch = raw.quickSearch;
  raw.quickSearch = () => 1;  // call_area.hpp's kQuickInvalid
  try {
    return call();
  } finally {
    raw.quickSearch = quickSearch;
  }
}

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
  const { api, raw, spy } = await spiedModule();
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
        const viaModule = answer(() => viaSearch(raw, () => api[call](row.puzzle, options)));
        assert.equal(spy.searches - before - areaSearches, 1, `${row.name}: viaSearch goes through Module.search`);
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
  const { api, raw, spy } = await spiedModule();
  const line = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
  const bad = [
    { limit: -1 }, { limit: 0.5 }, { limit: 'two' }, { limit: NaN }, { limit: Infinity },
    { maxNodes: -5 }, { maxNodes: 1.5 }, { timeLimit: -1 }, { timeLimit: 'soon' }, { batchSize: 0 },
    { progressInterval: 0 }, { algorithm: 'quantum' }, { algorithm: 7 }, { techniqueCap: 'telepathy' },
    { techniqueCap: 3 }, { variant: 'bogus' }, { variant: ['x'] }, { regions: '12' }, { layout: 'moon' },
    { layout: 'star', variant: 'x' }, { shape: { symbols: 4, cells: [], houses: [] } },
  ];
  // A value of the wrong type is refused before the module is called (options_check.js), the rest by Module.search.
  const TYPES = { limit: 'number', timeLimit: 'number', algorithm: 'string', techniqueCap: 'string' };
  const wrongType = (options) => Object.keys(TYPES).some((k) => k in options && typeof options[k] !== TYPES[k]);
  for (const options of bad) {
    for (const call of ['solve', 'count']) {
      const before = spy.searches;
      const viaArea = thrown(() => api[call](line, options));
      if (wrongType(options)) {
        assert.equal(spy.searches, before, `${JSON.stringify(options)}: refused before any search`);
        assert.match(viaArea.message, new RegExp('option ' + Object.keys(options)[0] + ' must be a'), JSON.stringify(options));
      } else {
        assert.ok(spy.searches > before, `${JSON.stringify(options)}: Module.search names the fault`);
      }
      assert.ok(viaArea && viaArea.name === 'SudokuError' && viaArea.message, JSON.stringify(options));
      assert.deepEqual(viaArea, thrown(() => viaSearch(raw, () => api[call](line, options))), JSON.stringify(options));
    }
  }
  for (const row of invalidTable()) {
    const viaArea = thrown(() => api.solve(row.input, row.options));
    assert.equal(viaArea.code, row.code, row.name);
    assert.deepEqual(viaArea, thrown(() => viaSearch(raw, () => api.solve(row.input, row.options))), row.name);
  }
  // Texts the area does not take (not ASCII, longer than the area) are read as before.
  for (const text of [line.replace('5', '５'), line.replace('0', 'é'), line + ' '.repeat(5000), '9'.repeat(70000)]) {
    assert.deepEqual(thrown(() => api.solve(text)), thrown(() => viaSearch(raw, () => api.solve(text))), text.slice(0, 20));
  }
});

// Issue 26: a Worker's Solve reports progress, and takes the call area all the same.
test('onProgress goes with the call area: its reports, a false that stops, and the answers Module.search gives', async () => {
  const { api, raw, spy } = await spiedModule();
  const empty = '.'.repeat(81);
  const reports = [];
  const counted = api.count(empty, { limit: 0, maxNodes: 3e5, progressInterval: 1, onProgress: (p) => { reports.push(p); } });
  assert.equal(spy.searches, 0, 'onProgress takes the call area');
  assert.ok(reports.length >= 2, `${reports.length} reports`);
  assert.ok(reports.every((p, i) => i === 0 || p.nodes >= reports[i - 1].nodes), 'the counters grow report by report');
  assert.equal(counted.stoppedBy, 'node_budget');
  const stopped = api.count(empty, { limit: 0, progressInterval: 1, onProgress: () => false });
  assert.deepEqual([stopped.status, stopped.stoppedBy, stopped.complete], ['stopped', 'callback', false]);
  assert.equal(spy.searches, 0);
  // An easy puzzle with a callback: the same answer either way.
  const line = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
  const options = { progressInterval: 1, onProgress: () => true };
  assert.deepEqual(answer(() => api.solve(line, options)), answer(() => viaSearch(raw, () => api.solve(line, options))));
  // Not a function: refused before either way is taken (option_callbacks.test.js).
  assert.throws(() => api.solve(line, { onProgress: 5 }), (e) => e.code === 'bad_option' && /onProgress/.test(e.message));
  assert.equal(spy.searches, 1);
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

// Issue 26: a puzzle given as cells (a Uint8Array, as parse() gives them, or
// an array of numbers) goes to the module as cells, with no text built, and
// answers as its text does, through the call area and through Module.search.
test('every row of the puzzle table given as cells takes the call area and answers as its text does', async () => {
  const { api, raw, spy } = await spiedModule();
  let quick = 0;
  for (const row of puzzleTable()) {
    const cells = api.parse(row.puzzle, row.options).cells;
    assert.ok(cells instanceof Uint8Array, row.name);
    for (const [call, extra] of [['solve', { maxNodes: 20000 }], ['count', { limit: 2, maxNodes: 20000 }]]) {
      const options = Object.assign({}, row.options, extra);
      const before = spy.searches;
      const fromCells = answer(() => api[call](cells, options));
      if (spy.searches === before) quick += 1;
      assert.deepEqual(fromCells, answer(() => api[call](row.puzzle, options)), `${row.name}, ${call}`);
      assert.deepEqual(answer(() => viaSearch(raw, () => api[call](Array.from(cells), options))), fromCells, `${row.name}, ${call} via Module.search`);
    }
  }
  // Cells always fit the area: only the custom-shape rows (none in the table) would take Module.search.
  assert.equal(quick, 2 * puzzleTable().length);
});

test('bad cells get the error the same numbers written as text get, from every call that takes a puzzle', async () => {
  const { api } = await spiedModule();
  const nine = Array.from('058000003170050008000000100000000000407080006083060017910003070006000080000000034', Number);
  const star = new Array(54).fill(0);
  const cases = [
    [[], {}], [new Array(80).fill(0), {}], [nine.slice(0, 80).concat([0, 0]), {}],
    [nine.map((v, i) => (i === 4 ? 10 : v)), {}], [nine.map((v, i) => (i === 0 ? 5 : v)), {}],  // too large; a conflict
    [nine, { variant: 'x' }], [nine, { variant: 'bogus' }], [new Array(36).fill(0), { variant: 'jigsaw' }],
    [star.slice(1), { layout: 'star' }], [star.map((v, i) => (i < 2 ? 1 : 0)), { layout: 'star' }], [star, { layout: 'moon' }],
  ];
  for (const [cells, options] of cases) {
    const label = `${cells.length} cells, ${JSON.stringify(options)}`;
    const asText = thrown(() => api.solve(cells.join(' '), options));
    for (const given of [cells, Uint8Array.from(cells)]) {
      for (const call of ['solve', 'count', 'enumerate', 'hint', 'candidates', 'trace']) {
        const run = () => { const r = api[call](given, options); if (call === 'trace') r.close(); };
        assert.deepEqual(thrown(run), asText, `${call}: ${label}`);
      }
      const parsed = api.parse(given, options);
      assert.equal(parsed.ok, asText === null, label);
      if (asText) assert.deepEqual({ code: parsed.error.code, message: parsed.error.message, cells: parsed.error.cells },
        { code: asText.code, message: asText.message, cells: asText.cells }, label);
      // Conflicting givens are read all the same, as given.
      if (asText && asText.code === 'conflict') assert.deepEqual(Array.from(parsed.cells), cells, label);
    }
  }
});
