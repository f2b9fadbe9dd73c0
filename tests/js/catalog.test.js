// What a page needs to know of the rules, from the library: sizes(),
// variants() and conflicts per house. The core's own checks of these are in
// tests/core/variants_test.cpp and tests/core/puzzle_test.cpp; here, what the
// bindings and the JS layer add (names, copies, errors as values and thrown,
// and the Worker's side of the protocol, driven without a Worker).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku, loadLibrary } = require('./support/library');

// 5 at r1c1 and r1c3: one pair in row 1 (house 0) and box 1 (house 18).
const CONFLICT = '5.5' + '.'.repeat(78);
const CONFLICTS = [
  { value: 5, house: 0, houseName: 'row 1', cells: [0, 2] },
  { value: 5, house: 18, houseName: 'box 1', cells: [0, 2] },
];

// A region map as the regions option takes it: a symbol per region id.
const mapText = (ids) => ids.map((r) => r.toString(36)).join('');

test('sizes() lists every supported size with its boxes and starting map, ascending, as a copy', async () => {
  const api = await sudoku();
  const sizes = api.sizes();
  assert.deepEqual(sizes.map((s) => s.size), Array.from({ length: 22 }, (_, i) => i + 4), 'every size from 4 to 25');
  sizes.forEach((s, i) => {
    assert.deepEqual(Object.keys(s), ['size', 'boxRows', 'boxCols', 'startRegions']);
    assert.ok(i === 0 || s.size > sizes[i - 1].size, 'ascending');
    const empty = '.'.repeat(s.size * s.size);
    if (s.boxRows) {
      assert.ok(s.boxRows * s.boxCols === s.size && s.boxRows <= s.boxCols, `${s.size}: a box of ${s.boxRows}x${s.boxCols}`);
      // The grid the parser reads for N*N blanks has these boxes, and they are the starting map.
      const parsed = api.parse(empty);
      assert.deepEqual([parsed.size, parsed.boxRows, parsed.boxCols], [s.size, s.boxRows, s.boxCols]);
      assert.deepEqual(s.startRegions, parsed.regionOf);
    } else {
      // A prime size has no boxes: a jigsaw only, from the strips of its starting map.
      assert.equal(s.boxCols, 0);
      const refused = api.parse(empty);
      assert.equal(refused.ok, false);
      assert.equal(refused.error.code, 'bad_variant');
      assert.match(refused.error.message, new RegExp(`a ${s.size}x${s.size} grid has no boxes`));
    }
    const jigsaw = api.parse(empty, { variant: 'jigsaw', regions: mapText(s.startRegions) });
    assert.equal(jigsaw.ok, true, `${s.size}: its starting map is a jigsaw`);
    assert.deepEqual(jigsaw.regionOf, s.startRegions);
  });
  assert.deepEqual(sizes.filter((s) => !s.boxRows).map((s) => s.size), [5, 7, 11, 13, 17, 19, 23]);
  // Pinned: the standard 9x9 grid, with boxes of 3x3; 10x10 with 2x5.
  const boxesOf = (n) => { const s = sizes.find((z) => z.size === n); return [s.boxRows, s.boxCols]; };
  assert.deepEqual(boxesOf(9), [3, 3]);
  assert.deepEqual(boxesOf(10), [2, 5]);
  const first = sizes[0].size;
  sizes[0].size = first + 1;
  assert.equal(api.sizes()[0].size, first);
});

test('variants() lists ids, names and sizes in menu order, as a copy', async () => {
  const api = await sudoku();
  const variants = api.variants();
  const everySize = api.sizes().map((s) => s.size);
  assert.ok(variants.length > 0);
  assert.equal(new Set(variants.map((v) => v.id)).size, variants.length, 'ids are unique');
  for (const v of variants) {
    assert.deepEqual(Object.keys(v), ['id', 'name', 'sizes']);
    assert.ok(v.name.length > 0, v.id);
    assert.ok(v.sizes.length > 0 && v.sizes.every((size, i) => everySize.includes(size) && (i === 0 || size > v.sizes[i - 1])),
      `${v.id}: supported sizes, ascending`);
  }
  // Pinned: the standard grid is first (the menu's default) and fits every size with boxes; jigsaw every size; windoku fits 9x9 alone.
  const withBoxes = api.sizes().filter((s) => s.boxRows).map((s) => s.size);
  assert.deepEqual(variants[0], { id: 'standard', name: 'Standard', sizes: withBoxes });
  assert.deepEqual(variants.find((v) => v.id === 'jigsaw').sizes, everySize);
  const windoku = variants.findIndex((v) => v.id === 'windoku');
  assert.deepEqual(variants[windoku].sizes, [9]);
  variants[windoku].sizes.push(4);
  assert.deepEqual(api.variants()[windoku].sizes, [9]);
});

test('every variant id is what the variant option accepts', async () => {
  const api = await sudoku();
  for (const v of api.variants()) {
    for (const size of v.sizes) {
      const empty = '.'.repeat(size * size);
      const start = mapText(api.sizes().find((s) => s.size === size).startRegions);
      const r = api.parse(empty, { variant: v.id, regions: v.id.startsWith('jigsaw') ? start : undefined });
      assert.equal(r.ok, true, `${v.id} on ${size}x${size}`);
    }
  }
});

test('a conflict error lists its conflicts per house, in parse() and validate()', async () => {
  const api = await sudoku();
  const r = api.parse(CONFLICT);
  assert.equal(r.ok, false);
  assert.deepEqual(r.error.conflicts, CONFLICTS);
  // The message names the pair once, with both houses it breaks.
  assert.match(r.error.message, /5 at r1c1 and r1c3 \(row 1, box 1\)/);
  assert.deepEqual(r.error.cells, [0, 2]);
  assert.deepEqual(api.validate(CONFLICT).error.conflicts, CONFLICTS);
  // House indices are those parse() gives the houses of a valid grid.
  const houses = api.parse('.'.repeat(81)).houses;
  for (const c of r.error.conflicts) assert.equal(houses[c.house].name, c.houseName);
  // Other errors carry no conflicts.
  assert.equal('conflicts' in api.parse('5x').error, false);
  assert.equal('conflicts' in api.parse([1, -1]).error, false);
});

test('a thrown SudokuError has conflicts: the per-house list for "conflict", empty otherwise', async () => {
  const api = await sudoku();
  assert.throws(() => api.solve(CONFLICT), (e) => {
    assert.equal(e.name, 'SudokuError');
    assert.deepEqual(e.conflicts, CONFLICTS);
    return true;
  });
  assert.throws(() => api.count('5!'), (e) => e.code === 'bad_character' && Array.isArray(e.conflicts) && !e.conflicts.length);
  const { SudokuError } = loadLibrary();
  assert.deepEqual(new SudokuError({ code: 'bad_option', message: 'm', conflicts: CONFLICTS }).conflicts, []);
});

test("the Worker's side serves sizes and variants in 'init' and sends conflicts with an error", async () => {
  const { _serveWorker, SudokuError } = loadLibrary();
  const api = await sudoku();
  const posted = [];
  const scope = { postMessage: (message) => posted.push(message) };
  _serveWorker(scope);
  const answer = (id) => new Promise((resolve) => {
    const poll = () => {
      const found = posted.find((m) => m.id === id && (m.type === 'result' || m.type === 'error'));
      if (found) resolve(found); else setTimeout(poll, 5);
    };
    poll();
  });
  scope.onmessage({ data: { id: 1, method: 'init', args: [] } });
  const init = await answer(1);
  assert.deepEqual(init.value.sizes, api.sizes());
  assert.deepEqual(init.value.variants, api.variants());
  scope.onmessage({ data: { id: 2, method: 'solve', args: [CONFLICT, {}] } });
  const failed = await answer(2);
  assert.equal(failed.type, 'error');
  // The client rebuilds the error from the message as below.
  const rebuilt = new SudokuError(failed.error);
  assert.equal(rebuilt.code, 'conflict');
  assert.deepEqual(rebuilt.conflicts, CONFLICTS);
});
