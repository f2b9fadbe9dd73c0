// Layouts in the JavaScript API (issue 19): the `layout` and `shape` options
// on every call that takes a puzzle, results in reading order, the layouts()
// catalog and shapeInfo(), a custom shape read once in JavaScript into its
// JSON text (hostile objects refused, never crashing), and the Worker's side
// passing both on. The CLI and the library read that text with one reader
// (core/shape_file.hpp): shape_messages.test.js compares their messages.
// The core's own checks of shapes and layout puzzles are in
// tests/core/shape_test.cpp and tests/core/layout_format_test.cpp; here, what
// the bindings and the JS layer add.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { sudoku, loadLibrary, puzzleTable, isValidSolution, gridLine, ROOT } = require('./support/library');
const { inProcessWorker } = require('./support/in_process_worker');
const { boxDrawn, LIGHT } = require('./support/pasted_texts');

// The READMEs' star example (the widget's, the package's): 54 symbols, strip by strip from the top tip.
const STAR = '14.....6....3........97...5.7..8...........62.3....9..';
const STAR_SOLUTION = '142875369961354827132976485574682913897453162231587946';
const DOMINO = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/data/shape_domino.json'), 'utf8'));
const layoutRows = () => puzzleTable().filter((r) => r.options.layout);
// A copy of the domino with `change` applied, for the invalid cases.
const domino = (change) => change(JSON.parse(JSON.stringify(DOMINO)));

function refusedWith(call, code, message) {
  assert.throws(call, (e) => {
    assert.equal(e.name, 'SudokuError');
    assert.equal(e.code, code);
    if (message instanceof RegExp) assert.match(e.message, message);
    else assert.equal(e.message, message);
    return true;
  });
}

test('the star example solves to its one solution with every algorithm of the registry', async () => {
  const api = await sudoku();
  for (const a of api.algorithms()) {
    const r = api.solve(STAR, { layout: 'star', algorithm: a.id });
    assert.equal(r.status, 'solved', a.id);
    assert.equal(r.solution.length, 54, a.id);
    assert.equal(gridLine(r.solution), STAR_SOLUTION, a.id);
  }
});

test("the table's layout rows give their solution and count with every algorithm (levels within its budget)", async () => {
  const api = await sudoku();
  const rows = layoutRows();
  for (const l of api.layouts()) assert.ok(rows.some((r) => r.options.layout === l.id), `tests/data/puzzles.txt has a row of ${l.id}`);
  for (const row of rows) {
    const parsed = api.parse(row.puzzle, row.options);
    assert.equal(parsed.ok, true, row.name);
    for (const a of api.algorithms()) {
      const label = `${a.id} on ${row.name}`;
      // levels counts by trying every assignment (needsBudget): it may stop, never answer wrongly.
      const limits = { algorithm: a.id, maxNodes: a.capabilities.needsBudget ? 2000000 : 0 };
      const solved = api.solve(row.puzzle, { ...row.options, ...limits });
      const counted = api.count(row.puzzle, { ...row.options, ...limits, limit: row.solutions + 1 });
      if (a.capabilities.needsBudget && counted.status === 'stopped') {
        assert.ok(counted.count <= row.solutions, label);
      } else {
        assert.equal(counted.count, row.solutions, label);
        assert.equal(counted.complete, true, label);
      }
      if (a.capabilities.needsBudget && solved.status === 'stopped') continue;
      assert.ok(isValidSolution(parsed, solved.solution), label);
      if (row.solutions === 1) assert.equal(gridLine(solved.solution), row.solution, label);
    }
  }
});

test('enumerate, trace, hint and candidates take a layout and answer in reading order', async () => {
  const api = await sudoku();
  const several = layoutRows().find((r) => r.name.startsWith('star several'));
  const listed = api.enumerate(several.puzzle, { layout: 'star', limit: 0 });
  assert.equal(listed.count, several.solutions);
  assert.equal(new Set(listed.solutions.map(gridLine)).size, several.solutions);
  const parsed = api.parse(several.puzzle, { layout: 'star' });
  for (const s of listed.solutions) assert.ok(isValidSolution(parsed, s));

  const trace = api.trace(STAR, { layout: 'star', algorithm: 'crook' });
  const grid = Array.from(api.parse(STAR, { layout: 'star' }).cells);
  let events = 0;
  while (!trace.done) {
    const batch = trace.next(500);
    for (let i = 0; i < batch.size; ++i, ++events) {
      const e = api.eventAt(batch, i);
      if (e.cell >= 0) assert.ok(e.cell < 54, `event ${events} names cell ${e.cell}`);
      if (e.step) for (const c of e.step.cells) assert.ok(c.cell >= 0 && c.cell < 54 && /^cell \d+ \(strip \d\)$/.test(c.name));
      if (e.kind === 'place' || e.kind === 'deduce') grid[e.cell] = e.value;
    }
  }
  assert.equal(trace.result().status, 'solved');
  trace.close();
  assert.equal(gridLine(grid), STAR_SOLUTION, 'the trace places the solution, cell by reading-order index');

  const hint = api.hint(STAR, { layout: 'star' });
  assert.equal(hint.status, 'deduction');
  for (const p of hint.step.placements) assert.equal(p.value, Number(STAR_SOLUTION[p.cell]), hint.message);
  const { masks } = api.candidates(STAR, { layout: 'star', eliminations: hint.step.eliminations });
  assert.equal(masks.length, 54);
  assert.equal(masks[0], 0, 'a given has no candidates');
  for (let c = 0; c < 54; ++c) if (masks[c]) assert.ok(masks[c] & (1 << (Number(STAR_SOLUTION[c]) - 1)), `cell ${c}`);
  refusedWith(() => api.hint(STAR, { layout: 'star', eliminations: [{ cell: 54, value: 1 }] }), 'bad_option', /54/);
});

test('parse() returns the layout\'s cells, and its givens when they conflict', async () => {
  const api = await sudoku();
  const star = api.parse(STAR, { layout: 'star' });
  assert.equal(star.layout, 'star');
  assert.equal(star.cellCount, 54);
  assert.equal(star.cells.length, 54);
  assert.equal(star.givens, [...STAR].filter((ch) => ch !== '.').length);
  assert.equal(star.houses.length, 24);
  assert.ok(star.houses.some((h) => h.kind === 'triangle') && star.houses.some((h) => h.kind === 'line'));
  assert.equal(api.parse('.'.repeat(81)).layout, null);
  const clash = api.parse('11' + '.'.repeat(52), { layout: 'star' });
  assert.equal(clash.ok, false);
  assert.equal(clash.error.code, 'conflict');
  assert.deepEqual(Array.from(clash.cells.slice(0, 3)), [1, 1, 0]);
  assert.equal(api.validate(STAR, { layout: 'star' }).ok, true);
});

test('solveBatch takes a layout or a shape: puzzles one a line, solutions of cellCount values each', async () => {
  const api = await sudoku();
  const several = layoutRows().find((r) => r.name.startsWith('star several'));
  const r = api.solveBatch(`${STAR}\n${several.puzzle}\n`, { layout: 'star', limit: 2 });
  assert.equal(r.puzzles, 2);
  assert.deepEqual(Array.from(r.counts), [1, 2]);
  assert.equal(r.solutions.length, 108);
  assert.equal(gridLine(r.solutions.slice(0, 54)), STAR_SOLUTION);
  const d = api.solveBatch('1.......\n.2......', { shape: DOMINO, limit: 0 });
  assert.equal(d.solutions.length, 16);
  assert.ok(d.counts.every((n) => n > 0));
});

test('regression: solveBatch splits a layout as splitPuzzles does: two samurai as 21 rows each are two puzzles', async () => {
  // It took one puzzle a line, so a published samurai was 21 bad puzzles.
  const api = await sudoku();
  const rows = fs.readFileSync(path.join(ROOT, 'tests/data/samurai_published.txt'), 'utf8')
    .split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => l + '\n').join('');
  const r = api.solveBatch(rows + '\n' + rows, { layout: 'samurai' });
  assert.equal(r.puzzles, 2);
  assert.deepEqual(Array.from(r.counts), [1, 1]);
  const one = api.solve(rows, { layout: 'samurai' });
  assert.deepEqual(Array.from(r.solutions.slice(0, one.solution.length)), Array.from(one.solution));
  assert.throws(() => api.solveBatch(rows + '\n' + rows.slice(rows.indexOf('\n') + 1), { layout: 'samurai' }),
    (e) => e.code === 'bad_cell_count' && /^line 23: /.test(e.message) && /21 rows/.test(e.message));
});

test('layouts() describes every layout for drawing, and shapeInfo() the same for a layout or a shape', async () => {
  const api = await sudoku();
  const layouts = api.layouts();
  assert.ok(layouts.length > 0);
  assert.equal(new Set(layouts.map((l) => l.id)).size, layouts.length, 'ids are unique');
  for (const l of layouts) {
    const { name, description, ...shape } = l;
    assert.ok(description.startsWith(`${name}:`), description);
    assert.deepEqual(api.shapeInfo({ layout: l.id }), { ...shape, name: l.id });
    assert.equal(l.cells.length, l.cellCount);
    assert.equal(l.groupOf.length, l.cellCount);
    for (let c = 0; c < l.cellCount; ++c) {
      const { row, col } = l.cells[c];
      assert.ok(row >= 0 && row < l.rows && col >= 0 && col < l.cols, `${l.id} cell ${c}`);
      assert.ok(l.houses[l.groupOf[c]].cells.includes(c), `${l.id}: cell ${c} lies in its group`);
    }
    assert.equal(new Set(l.cells.map((c) => `${c.row},${c.col}`)).size, l.cellCount, `${l.id}: one cell a place`);
  }
  // Two layouts pinned by name: the star of triangles and the samurai of squares.
  const star = layouts.find((l) => l.id === 'star');
  assert.equal(star.cellCount, 54);
  assert.ok(star.cells.every((c) => c.form === 'triangle'));
  const samurai = layouts.find((l) => l.id === 'samurai');
  assert.deepEqual([samurai.cellCount, samurai.rows, samurai.cols], [369, 21, 21]);
  assert.ok(samurai.cells.every((c) => c.form === 'square'));
  assert.ok(samurai.houses.some((h) => /grid/.test(h.name)), 'houses named by their grid');
  layouts[0].cells[0].row = 99;
  assert.equal(api.layouts()[0].cells[0].row, star.cells[0].row === 99 ? 0 : star.cells[0].row, 'a copy');

  const info = api.shapeInfo({ shape: DOMINO });
  assert.deepEqual([info.id, info.symbols, info.cellCount, info.rows, info.cols], ['domino', 4, 8, 2, 4]);
  assert.deepEqual(info.houses.slice(0, 2).map((h) => h.name), ['top row', 'bottom row']);
  assert.deepEqual(info.houses[4].cells, [0, 4]);
  refusedWith(() => api.shapeInfo({}), 'bad_option', /layout or shape/);
  refusedWith(() => api.shapeInfo({ layout: 'hexagon' }), 'bad_variant', /star/);
});

test('a custom shape object solves, counts and traces like a layout', async () => {
  const api = await sudoku();
  const r = api.solve('1.......', { shape: DOMINO });
  assert.equal(r.status, 'solved');
  assert.equal(r.solution.length, 8);
  assert.ok(isValidSolution(api.parse('1.......', { shape: DOMINO }), r.solution));
  assert.equal(api.count('1234' + '....', { shape: DOMINO }).count, 4, 'the bottom row: 3412, 3421, 4312, 4321');
  const pair = { name: 'pair', symbols: 2, cells: [{ row: 0, col: 0 }, { row: 0, col: 1 }], houses: [[0, 1]] };
  assert.equal(api.parse('1.', { shape: pair }).ok, true);
  assert.equal(api.count('1.', { shape: pair }).count, 1);
  const t = api.trace('12......', { shape: DOMINO, algorithm: 'naive' });
  while (!t.done) t.next(100);
  assert.equal(t.result().status, 'solved');
  t.close();
  refusedWith(() => api.solve('1.......', { shape: DOMINO, layout: 'star' }), 'bad_option', /no layout, variant or regions/);
  refusedWith(() => api.solve('1.......', { shape: DOMINO, variant: 'x' }), 'bad_option', /no layout, variant or regions/);
  refusedWith(() => api.format('1.......', { shape: DOMINO }), 'bad_option', /square grids only/);
  refusedWith(() => api.format(STAR, { layout: 'star' }), 'bad_option', /square grids only/);
});

test('a custom shape of 1 to 3 symbols is taken by every algorithm, as the CLI takes it (the registry\'s one rule)', async () => {
  const api = await sudoku();
  // A 3x3 Latin square, the latin3.json: 12 solutions.
  const cells = [], houses = [];
  for (let r = 0; r < 3; ++r) for (let c = 0; c < 3; ++c) cells.push({ row: r, col: c });
  for (let i = 0; i < 3; ++i) houses.push([3 * i, 3 * i + 1, 3 * i + 2], [i, i + 3, i + 6]);
  const latin3 = { name: 'latin 3', symbols: 3, cells, houses };
  const one = { name: 'one', symbols: 1, cells: [{ row: 0, col: 0 }], houses: [[0]] };
  for (const a of api.algorithms()) {
    assert.equal(api.count('.........', { shape: latin3, algorithm: a.id, maxNodes: 1e6 }).count, 12, a.id);
    const r = api.solve('12.......', { shape: latin3, algorithm: a.id });
    assert.equal(r.status, 'solved', a.id);
    assert.ok(isValidSolution(api.parse('12.......', { shape: latin3 }), r.solution), a.id);
    assert.equal(gridLine(api.solve('.', { shape: one, algorithm: a.id }).solution), '1', a.id);
  }
  // Square grids keep the registry's sizes: every size the library reads is one every algorithm takes.
  for (const a of api.algorithms()) assert.equal(api.solve('1' + '.'.repeat(15), { algorithm: a.id }).status, 'solved', a.id);
});

test('splitPuzzles with a layout splits as the CLI: a samurai with a row missing is one piece and one error naming the count', async () => {
  const api = await sudoku();
  const rows = fs.readFileSync(path.join(ROOT, 'tests/data/samurai_published.txt'), 'utf8')
    .split('\n').filter((l) => l.trim() && !l.startsWith('#')).map((l) => l + '\n').join('');
  const twenty = rows.slice(rows.indexOf('\n') + 1);
  const pieces = api.splitPuzzles(twenty, { layout: 'samurai' });
  assert.equal(pieces.length, 1);
  const r = api.parse(pieces[0], { layout: 'samurai' });
  assert.equal(r.ok, false);
  assert.equal(r.error.message, "the samurai's bounding box has 21 rows of 21 places; the text has 20 rows of 21");
  assert.deepEqual(api.splitPuzzles(rows + '\n' + rows, { layout: 'samurai' }), [rows, rows]);
  assert.deepEqual(api.splitPuzzles(rows + rows, { layout: 'samurai' }), [rows, rows]);
  // The star's 54 symbols wrapped over six lines are one puzzle.
  const drawn = api.splitPuzzles(STAR.replace(/(.{9})/g, '$1\n'), { layout: 'star' });
  assert.equal(drawn.length, 1);
  assert.equal(api.solve(drawn[0], { layout: 'star' }).status, 'solved');
  refusedWith(() => api.splitPuzzles(rows, { layout: 'hexagon' }), 'bad_variant', /star/);
});

test('each invalid shape is a bad_shape naming its fault, as the CLI reads a shape file', async () => {
  const api = await sudoku();
  const cases = [
    // The core's checks (Shape::check), in its words.
    [domino((s) => { s.houses[0].cells = [0, 1, 2, 2]; return s; }), 'houses[0] ("top row") names cell 2 twice'],
    [domino((s) => { s.houses.push([0, 9]); return s; }), 'houses[8] names cell 9, but the shape\'s cells are 0 to 7'],
    [domino((s) => { s.symbols = 3; return s; }), 'houses[0] ("top row") has 4 cells but there are only 3 symbols'],
    [domino((s) => { s.cells.push({ row: 2, col: 0 }); return s; }), 'cells[8] is in no house'],
    [domino((s) => { s.cells[1] = { row: 0, col: 0 }; return s; }), 'cells[0] and cells[1] are both at row 0, column 0'],
    [domino((s) => { s.cells[7].form = 'triangle'; return s; }), 'cells[7] is a triangle but cells[0] is a square; a shape\'s cells all have one form'],
    // Its schema, named by place as in a shape file.
    [domino((s) => { s.houses[2].cells[1] = 'x'; return s; }), 'houses[2].cells[1] must be a whole number, got "x"'],
    [domino((s) => { s.cells[3].row = 0.5; return s; }), 'cells[3].row must be a whole number, got 0.5'],
    [domino((s) => { s.cells[7].row = 100000000000; return s; }), 'cells[7].row is 100000000000, out of range (-1000000 to 1000000)'],
    [domino((s) => { s.cells[3].form = 'hex'; return s; }), 'cells[3].form must be "square" or "triangle", got "hex"'],
    [domino((s) => { s.cells[0].size = 1; return s; }), 'cells[0] has an unknown key "size" (keys: row, col, form)'],
    [domino((s) => { s.colour = 'red'; return s; }), 'unknown key "colour" (keys: name, symbols, cells, houses)'],
    [domino((s) => { delete s.houses; return s; }), 'no "houses"'],
    [domino((s) => { s.symbols = '1235'; return s; }), /"symbols" as text must be the first N/],
    [domino((s) => { s.houses[4] = 7; return s; }), /houses\[4\] must be a list of cell numbers/],
    [domino((s) => { s.name = ''; return s; }), '"name" must be non-empty text, got ""'],
    [7, 'the top level must be an object with "symbols", "cells" and "houses"'],
    // A string is a shape file's text, read as the CLI reads one.
    ['domino', "not valid JSON: parse error at line 1, column 1: syntax error while parsing value - unexpected 'd'; " +
      "expected '[', '{', or a literal"],
    [JSON.stringify(domino((s) => { s.symbols = 3; return s; })), 'houses[0] ("top row") has 4 cells but there are only 3 symbols'],
  ];
  for (const [shape, message] of cases) {
    refusedWith(() => api.solve('1.......', { shape }), 'bad_shape', message);
    // Every call refuses it alike.
    refusedWith(() => api.shapeInfo({ shape }), 'bad_shape', message);
    assert.equal(api.parse('1.......', { shape }).error.code, 'bad_shape');
  }
  // A layout puzzle's given outside its cells.
  const outside = Array.from({ length: 21 }, (_, r) => (r === 0 ? '.'.repeat(10) + '1' + '.'.repeat(10) : '.'.repeat(21)));
  refusedWith(() => api.solve(outside.join('\n'), { layout: 'samurai' }), 'outside_layout',
    'a given outside the layout: 1 at r1c11 (line 1, column 11), a place that is no cell of the samurai layout');
});

test('a hostile shape (a throwing getter, a Proxy, a huge list) is refused before wasm, and the module goes on', async () => {
  const api = await sudoku();
  const thrower = () => { throw new Error('boom'); };
  const hostile = [
    ['a getter on the shape', Object.defineProperty({ ...DOMINO }, 'cells', { get: thrower, enumerable: true }), 'bad_option'],
    ['a getter on a cell', domino((s) => { Object.defineProperty(s.cells, 2, { get: thrower }); return s; }), 'bad_option'],
    ['a getter on a house\'s cells', domino((s) => { Object.defineProperty(s.houses[5], 0, { get: thrower }); return s; }), 'bad_option'],
    ['a Proxy whose traps throw', new Proxy(DOMINO, { get: thrower, ownKeys: thrower }), 'bad_option'],
    ['a Proxy of the cells', { ...DOMINO, cells: new Proxy(DOMINO.cells, { get: thrower }) }, 'bad_option'],
    ['a revoked Proxy', (() => { const p = Proxy.revocable({}, {}); p.revoke(); return p.proxy; })(), 'bad_option'],
    ['ten million cells', { ...DOMINO, cells: new Array(1e7) }, 'bad_shape'],
    ['a house of ten million cells', { ...DOMINO, houses: [new Array(1e7)] }, 'bad_shape'],
    ['a thousand houses', { ...DOMINO, houses: new Array(1000).fill([0, 1]) }, 'bad_shape'],
    ['an array-like posing as the cells', { ...DOMINO, cells: { length: 1e9 } }, 'bad_shape'],
  ];
  for (const [label, shape, code] of hostile) {
    for (const call of [() => api.solve('1.......', { shape }), () => api.shapeInfo({ shape }),
      () => api.solveBatch('1.......', { shape }), () => api.hint('1.......', { shape })]) {
      assert.throws(call, (e) => e.name === 'SudokuError' && e.code === code, label);
    }
  }
  let reads = 0;
  const counted = { ...DOMINO, get cells() { reads += 1; return DOMINO.cells; } };
  api.solve('1.......', { shape: counted });
  assert.equal(reads, 1, 'the shape is read once');
  assert.equal(gridLine(api.solve(STAR, { layout: 'star' }).solution), STAR_SOLUTION, 'the module still works');
});

test('the Worker client passes layout and shape through, a shape read once into its JSON text', async (t) => {
  const library = loadLibrary();
  const saved = globalThis.Worker;
  globalThis.Worker = inProcessWorker(library);
  t.after(() => { globalThis.Worker = saved; });
  const api = await sudoku();
  const client = library.createSudokuWorker();
  t.after(() => client.terminate());
  await client.ready;
  assert.deepEqual(await client.layouts(), api.layouts());
  assert.deepEqual(await client.shapeInfo({ layout: 'samurai' }), api.shapeInfo({ layout: 'samurai' }));
  assert.equal(gridLine((await client.solve(STAR, { layout: 'star', algorithm: 'mrv' })).solution), STAR_SOLUTION);
  assert.equal((await client.count(STAR, { layout: 'star' })).count, 1);
  const batch = await client.solveBatch(`${STAR}\n${STAR}`, { layout: 'star' });
  assert.equal(gridLine(batch.solutions.slice(54)), STAR_SOLUTION);

  // A Proxy cannot be cloned to a Worker: the client reads it once, here, and sends what it read.
  let reads = 0;
  const watched = new Proxy(DOMINO, { get: (target, key) => { reads += 1; return target[key]; } });
  assert.equal((await client.count('1234....', { shape: watched })).count, 4);
  assert.equal(reads, 4, 'one read of each of name, symbols, cells and houses');
  assert.equal((await client.shapeInfo({ shape: watched })).name, 'domino');
  assert.equal((await client.solveBatch('1234....', { shape: watched, limit: 0 })).counts[0], 4);
  const throwing = new Proxy(DOMINO, { get: () => { throw new Error('boom'); } });
  await assert.rejects(client.solve('1.......', { shape: throwing }), (e) => e.code === 'bad_option' && /boom/.test(e.message));
  await assert.rejects(client.solveBatch('1.......', { shape: throwing }), (e) => e.code === 'bad_option');
  const invalid = domino((s) => { s.symbols = 3; return s; });
  await assert.rejects(client.solve('1.......', { shape: invalid }), (e) => e.code === 'bad_shape');
  const parsed = await client.parse('1.......', { shape: invalid });
  assert.equal(parsed.error.code, 'bad_shape');
});

// Issue 16: building every layout's shape cost an instance 40-90 ms of its
// start (a fresh Worker, measured in Chromium), before any call; a Worker
// that only solves never needs them.
test('the layouts are built on the first layouts() call, not when an instance or a Worker starts', async (t) => {
  const library = loadLibrary();
  let built = 0;
  const api = await library.createSudoku({
    onRuntimeInitialized() {
      const own = this.layouts;
      this.layouts = function () { built += 1; return own.apply(this, arguments); };
    },
  });
  assert.equal(built, 0, 'none built while the instance starts');
  const first = api.layouts();
  assert.equal(api.layouts().length, first.length);
  assert.equal(built, 1, 'built once, then copied');

  const Base = inProcessWorker(library);
  const asked = [];  // the methods the page sent
  const answered = [];  // what the Worker answered
  const saved = globalThis.Worker;
  globalThis.Worker = class extends Base {
    constructor() {
      super();
      const post = this.scope.postMessage;
      this.scope.postMessage = (m) => { if (m.type === 'result') answered.push(m.value); post(m); };
    }
    postMessage(m) { if (m.method) asked.push(m.method); super.postMessage(m); }
  };
  t.after(() => { globalThis.Worker = saved; });
  const client = library.createSudokuWorker();
  t.after(() => client.terminate());
  await client.ready;
  assert.deepEqual(await client.algorithms(), api.algorithms());
  assert.equal(gridLine((await client.solve(STAR, { layout: 'star' })).solution), STAR_SOLUTION);
  assert.deepEqual(asked, ['init', 'solve'], 'starting and solving ask for no layouts');
  assert.ok(!('layouts' in answered[0]), 'the Worker\'s start answers without them');
  const [a, b] = await Promise.all([client.layouts(), client.layouts()]);
  assert.deepEqual(a, first);
  assert.equal(b, a);
  assert.deepEqual(asked, ['init', 'solve', 'layouts'], 'asked of the Worker once');
});

test('readAnyLayout reads a text whose layout is not given as the core does: a star line opens the star', async () => {
  const api = await sudoku();
  const [star] = api.readAnyLayout(STAR);
  assert.equal(star.layout, 'star');
  assert.equal(star.conflict, null);
  assert.equal(gridLine(star.cells), STAR.replace(/\./g, '0').replace(/0/g, '.'));
  const square = api.readAnyLayout('5' + '.'.repeat(80));
  assert.deepEqual(square.map((r) => [r.layout, r.size, r.variant]), [['', 9, '']]);
  // A 6x6 drawn with boxes of 3 rows by 2 columns (Solo's 3x2) reads with them, its givens clash-free in them.
  const drawn = boxDrawn('.....3..1..2..2.4..3.4..6..2..2.....', 6, 3, 2, LIGHT);
  assert.deepEqual(api.readAnyLayout(drawn).map((r) => [r.layout, r.size, r.variant, r.conflict]), [['', 6, '3x2', null]]);
  assert.equal(api.readAnyLayout(boxDrawn('1' + '.'.repeat(35), 6, 2, 3, LIGHT))[0].variant, '');
  const clash = api.readAnyLayout('55' + '.'.repeat(79));
  assert.equal(clash[0].conflict.code, 'conflict');
  refusedWith(() => api.readAnyLayout('12#4'), 'bad_character', /'#' at position 3/);
});
