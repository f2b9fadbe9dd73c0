// The JavaScript API over the WebAssembly module: what the bindings and the
// JS layer add (conversions, errors as values, options, batches, limits).
// The algorithms themselves are tested natively by the Catch2 suite.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku, loadLibrary, puzzleTable, invalidTable, isValidSolution, gridLine } = require('./support/library');

const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const TEN_SOLUTIONS = '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';

test('the registry arrives with ids, names, descriptions and capabilities', async () => {
  const api = await sudoku();
  const list = api.algorithms();
  assert.ok(list.length > 0);
  assert.equal(new Set(list.map((a) => a.id)).size, list.length, 'ids are unique');
  for (const a of list) {
    assert.match(a.id, /^[a-z][a-z0-9_]*$/, 'an id fits an option and a URL as it is');
    assert.ok(a.name.length > 3 && a.description.length > 20, a.id);
    assert.equal(typeof a.capabilities.enumerate, 'boolean');
    assert.equal(a.minSize, 4);
    assert.equal(a.maxSize, 25);
  }
  // Pinned: Crook's algorithm names the techniques of its steps, naive backtracking does not.
  assert.equal(list.find((a) => a.id === 'crook').capabilities.namesTechniques, true);
  assert.equal(list.find((a) => a.id === 'naive').capabilities.namesTechniques, false);
  // A copy: changing it does not change the next answer.
  const first = list[0].id;
  list[0].id = 'changed';
  assert.equal(api.algorithms()[0].id, first);
});

test('stats.attempts: levels counts every move tried (a hand count in tests/core/levels_test.cpp), the others 0', async () => {
  const api = await sudoku();
  const puzzle = '..34341221434321';  // two empty cells, then givens that fail after most choices
  const one = api.solve(puzzle, { algorithm: 'levels' });
  assert.equal(one.stats.attempts, 16);
  const all = api.count(puzzle, { algorithm: 'levels' });
  assert.equal(all.stats.attempts, 51);
  assert.equal(all.stats.placements, 16);
  assert.equal(api.solve(puzzle, { algorithm: 'naive' }).stats.attempts, 0);
  const reports = [];
  api.count('...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86',
    { algorithm: 'levels', maxNodes: 3000000, progressInterval: 1, onProgress: (p) => { reports.push(p); } });
  assert.ok(reports.length > 0 && reports.every((p) => p.attempts >= p.placements && p.attempts > 0));
});

test('every algorithm through the JS API on the shared table: status, count and a valid solution', async () => {
  const api = await sudoku();
  for (const algorithm of api.algorithms()) {
    for (const row of puzzleTable()) {
      const label = `${algorithm.id} on ${row.name}`;
      const parsed = api.parse(row.puzzle, row.options);
      assert.equal(parsed.ok, true, label);
      // A node budget keeps the slow algorithms on the big grids short; they
      // then say "stopped", which is honest, and never a wrong answer.
      const limits = { algorithm: algorithm.id, maxNodes: 2000000 };
      const solved = api.solve(row.puzzle, { ...row.options, ...limits });
      if (solved.status === 'stopped') {
        assert.equal(solved.solution, null, label);
        continue;
      }
      assert.equal(solved.status, row.solutions ? 'solved' : 'no_solution', label);
      if (row.solutions) assert.ok(isValidSolution(parsed, solved.solution), label);
      if (row.solutions === 1) assert.equal(gridLine(solved.solution), row.solution, label);
      const counted = api.count(row.puzzle, { ...row.options, ...limits, limit: row.solutions + 1 });
      if (counted.status === 'stopped') continue;
      assert.equal(counted.count, row.solutions, label);
      assert.equal(counted.complete, true, label);
    }
  }
});

test('the first source grid through naive gives the counters the source printed', async () => {
  const api = await sudoku();
  const r = api.solve(SOURCE_GRID, { algorithm: 'naive' });
  assert.equal(r.status, 'solved');
  assert.equal(r.stats.backtracks, 301478);
  assert.equal(r.stats.placements, 301534);
  assert.equal(r.algorithm, 'naive');
  assert.ok(r.solution instanceof Uint8Array);
});

test('a puzzle can be an array of numbers, and a typed array', async () => {
  const api = await sudoku();
  const values = Array.from(SOURCE_GRID, Number);
  const fromText = api.solve(SOURCE_GRID).solution;
  assert.deepEqual(api.solve(values).solution, fromText);
  assert.deepEqual(api.solve(Uint8Array.from(values)).solution, fromText);
  // Two-digit values in a 16x16 grid.
  const row = puzzleTable().find((r) => r.name.startsWith('16x16 unique'));
  const cells = api.parse(row.puzzle).cells;
  assert.equal(gridLine(api.solve(Array.from(cells)).solution), row.solution);
});

test('every bad input of the shared table is a SudokuError with its code, message and cells', async () => {
  const api = await sudoku();
  const { SudokuError } = loadLibrary();
  for (const row of invalidTable()) {
    const parsed = api.parse(row.input, row.options);
    assert.equal(parsed.ok, false, row.name);
    assert.equal(parsed.error.code, row.code, row.name);
    assert.ok(parsed.error.message.includes(row.fragment), `${row.name}: ${parsed.error.message}`);
    assert.ok(Array.isArray(parsed.error.cells), row.name);
    for (const call of ['solve', 'count', 'enumerate', 'hint', 'trace']) {
      assert.throws(() => api[call](row.input, row.options), (e) => {
        assert.ok(e instanceof SudokuError && e instanceof Error, `${call} ${row.name}`);
        assert.equal(e.name, 'SudokuError');
        assert.equal(e.code, row.code);
        assert.equal(e.message, parsed.error.message);
        assert.deepEqual(e.cells, parsed.error.cells);
        return true;
      });
    }
  }
});

test('conflicts name both cells and their house; the cells are indices', async () => {
  const api = await sudoku();
  const r = api.validate('5.5' + '.'.repeat(78));
  assert.equal(r.ok, false);
  assert.equal(r.error.code, 'conflict');
  assert.match(r.error.message, /5 at r1c1 and r1c3 \(row 1, box 1\)/);
  assert.deepEqual(r.error.cells, [0, 2]);
  assert.deepEqual(api.validate(SOURCE_GRID), { ok: true, size: 9, variant: 'standard', givens: 25 });
});

test('options are checked: unknown algorithm, bad numbers, wrong types', async () => {
  const api = await sudoku();
  const expectError = (fn, code, pattern) => assert.throws(fn, (e) => e.code === code && pattern.test(e.message));
  expectError(() => api.solve(SOURCE_GRID, { algorithm: 'quantum' }), 'bad_option', /unknown algorithm 'quantum'; known: naive/);
  expectError(() => api.count(SOURCE_GRID, { limit: -1 }), 'bad_option', /limit must be between 0/);
  expectError(() => api.count(SOURCE_GRID, { limit: 'ten' }), 'bad_option', /limit must be a number/);
  expectError(() => api.count(SOURCE_GRID, { timeLimit: Infinity }), 'bad_option', /timeLimit/);
  expectError(() => api.solve(SOURCE_GRID, { techniqueCap: 'exocet' }), 'bad_option', /unknown technique 'exocet'/);
  expectError(() => api.solve(SOURCE_GRID, 'fast'), 'bad_option', /options must be an object/);
  expectError(() => api.solve(42), 'bad_option', /a puzzle must be a string or an array/);
  expectError(() => api.solve(SOURCE_GRID, { variant: 'windoku,hexagonal' }), 'bad_variant', /hexagonal/);
});

test('parse describes the board: size, boxes, houses with names, regions', async () => {
  const api = await sudoku();
  const p = api.parse(SOURCE_GRID);
  assert.equal(p.ok, true);
  assert.equal(p.size, 9);
  assert.equal(p.boxRows, 3);
  assert.equal(p.houses.length, 27);
  assert.deepEqual(p.houses[0], { kind: 'row', index: 0, name: 'row 1', cells: [0, 1, 2, 3, 4, 5, 6, 7, 8] });
  assert.equal(p.regionOf[80], 8);
  const jigsaw = puzzleTable().find((r) => r.name.startsWith('6x6 jigsaw'));
  const j = api.parse(jigsaw.puzzle, jigsaw.options);
  assert.equal(j.variant, 'jigsaw');
  assert.deepEqual(j.regionOf.slice(0, 6), [0, 0, 0, 1, 1, 1]);
  assert.ok(j.houses.some((h) => h.kind === 'region' && h.name === 'region 1'));
  const x = api.parse('.'.repeat(81), { variant: 'x' });
  assert.ok(x.houses.some((h) => h.kind === 'anti_diagonal'));
});

test('limits and stops: time limit, node budget, progress reports, a callback that stops', async () => {
  const api = await sudoku();
  const empty = '.'.repeat(81);
  // maxNodes: a hang guard should the time limit be ignored (it would say node_budget).
  const timed = api.count(empty, { timeLimit: 150, maxNodes: 2e8 });
  assert.equal(timed.status, 'stopped');
  assert.equal(timed.stoppedBy, 'time_limit');
  assert.equal(timed.complete, false);
  assert.ok(timed.count > 0, `counted ${timed.count}`);
  assert.ok(timed.stats.elapsedMs >= 150, `stopped after ${timed.stats.elapsedMs} ms: not before its limit`);

  const budget = api.solve(SOURCE_GRID, { algorithm: 'naive', maxNodes: 1000 });
  assert.equal(budget.status, 'stopped');
  assert.equal(budget.stoppedBy, 'node_budget');
  assert.equal(budget.stats.nodes, 1000);

  const reports = [];
  const stopped = api.count(empty, {
    progressInterval: 10,
    onProgress: (report) => { reports.push(report); return reports.length < 3; },
  });
  assert.equal(stopped.stoppedBy, 'callback');
  assert.equal(reports.length, 3);
  assert.ok(reports[2].count >= reports[1].count && reports[1].count > 0);
  assert.ok(reports[2].nodes > 0 && reports[2].elapsedMs >= 20);
});

test('enumerate: batches in order, limits, complete flags, and a stop from the callback', async () => {
  const api = await sudoku();
  const parsed = api.parse(TEN_SOLUTIONS);
  const batches = [];
  const all = api.enumerate(TEN_SOLUTIONS, { limit: 0, batchSize: 3, onBatch: (b) => { batches.push(b); } });
  assert.deepEqual(batches.map((b) => [b.index, b.solutions.length]), [[0, 3], [3, 3], [6, 3], [9, 1]]);
  assert.equal(all.count, 10);
  assert.equal(all.complete, true);
  assert.equal(all.solutions, undefined);
  const lines = batches.flatMap((b) => b.solutions.map(gridLine));
  assert.equal(new Set(lines).size, 10);
  for (const b of batches) for (const s of b.solutions) assert.ok(isValidSolution(parsed, s));

  const collected = api.enumerate(TEN_SOLUTIONS, { limit: 4 });
  assert.equal(collected.solutions.length, 4);
  assert.equal(collected.count, 4);
  assert.equal(collected.complete, false);
  assert.equal(collected.status, 'solved');
  assert.deepEqual(collected.solutions.map(gridLine), lines.slice(0, 4));

  let calls = 0;
  const stopped = api.enumerate(TEN_SOLUTIONS, { limit: 0, batchSize: 2, onBatch: () => ++calls < 2 });
  assert.equal(calls, 2);
  assert.equal(stopped.stoppedBy, 'callback');
  assert.equal(stopped.complete, false);

  const none = api.enumerate('7..........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86');
  assert.equal(none.status, 'no_solution');
  assert.deepEqual(none.solutions, []);
  assert.equal(none.complete, true);
});

test('an exception in a callback reaches the caller, and the module keeps working', async () => {
  const api = await sudoku();
  assert.throws(() => api.enumerate(TEN_SOLUTIONS, { batchSize: 1, onBatch: () => { throw new Error('page bug'); } }),
    /page bug/);
  assert.throws(() => api.count('.'.repeat(81), { progressInterval: 1, onProgress: () => { throw new TypeError('oops'); } }),
    TypeError);
  assert.equal(api.count(TEN_SOLUTIONS).count, 10);
});

test('format writes grids as one line or as rows with box lines; splitPuzzles separates a file', async () => {
  const api = await sudoku();
  const solution = api.solve(SOURCE_GRID).solution;
  assert.equal(api.format(solution), puzzleTable()[0].solution);
  assert.equal(api.format(SOURCE_GRID), SOURCE_GRID.replace(/0/g, '.'));
  const rows = api.format(SOURCE_GRID, { style: 'grid' }).split('\n');
  assert.equal(rows[0], '. 5 8 | . . . | . . 3');
  assert.match(rows[3], /^[-+ ]+$/);
  // Conflicting grids can still be written out (a page shares what the user typed).
  assert.equal(api.format('55' + '.'.repeat(79)).slice(0, 3), '55.');
  const sixteen = api.parse(puzzleTable().find((r) => r.name.startsWith('16x16 unique')).puzzle).cells;
  assert.match(api.format(sixteen), /G/);
  assert.doesNotMatch(api.format(SOURCE_GRID, { style: 'grid', boxes: false }), /\|/);
  // A box shape's boxes (3 rows by 2 columns), which parse() reads back as that variant.
  const solo = '.....3..1..2..2.4..3.4..6..2..2.....';
  const drawn = api.format(solo, { style: 'grid', variant: '3x2' });
  assert.deepEqual(drawn.split('\n').slice(0, 4), ['. . | . . | . 3', '. . | 1 . | . 2', '. . | 2 . | 4 .', '----+-----+----']);
  assert.equal(api.parse(drawn).variant, '3x2');
  assert.throws(() => api.format(solo, { style: 'grid', variant: '4x3' }), (e) => e.code === 'bad_variant' && /boxes of 4x3/.test(e.message));
  // A prime size has no boxes: its grid is drawn without them, with or without its map.
  const seven = '.6..5....27.....3....2.....5....7.....53....5..1.';
  assert.equal(api.format(seven, { style: 'grid' }).split('\n')[0], '. 6 . . 5 . .');
  assert.equal(api.format(seven, { style: 'grid', variant: 'jigsaw', regions: '1123333122233311122241555664755566475666447777744' }),
    api.format(seven, { style: 'grid' }));
  assert.throws(() => api.format(SOURCE_GRID, { style: 'fancy' }), (e) => e.code === 'bad_option');
  assert.throws(() => api.format('12'), (e) => e.code === 'bad_cell_count');

  const file = `${SOURCE_GRID}\n\n${TEN_SOLUTIONS}\n# a comment?\n`;
  const pieces = api.splitPuzzles(file);
  assert.deepEqual(pieces.slice(0, 2), [SOURCE_GRID, TEN_SOLUTIONS]);
});
