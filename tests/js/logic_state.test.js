// Logic states through the JS API: hint(puzzle, {eliminations}) and
// candidates(puzzle, {eliminations}). A state is the grid plus the candidates
// crossed out; applying a hint (placements into the grid, eliminations
// appended) gives the next state. The core's logic is tested in
// tests/core/hint_test.cpp; this checks what the bindings and the wrapper add:
// the list read once into plain data, its checks, the result shapes.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { sudoku, ROOT } = require('./support/library');
const { readInterfaces, mismatches } = require('./support/declarations');

const DECLARATIONS = path.join(process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site'), 'sudoku.d.ts');
// After its first placement, hints from the grid alone repeated one pointing step forever.
const POINTING = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const isBadOption = (pattern) => (e) => e.name === 'SudokuError' && e.code === 'bad_option' && pattern.test(e.message);

// Hint + apply until solved, or stuck; with `guess`, a stuck hint's cell gets
// the solution's digit and the walk goes on. Every hint must be new to the
// state and agree with the solution; candidates() must follow the state.
function walk(api, puzzle, { guess = false, checkCandidates = false, cap } = {}) {
  const solution = api.solve(puzzle).solution;
  const grid = Array.from(api.parse(puzzle).cells);
  const eliminations = [];
  const seen = new Set();
  const out = { steps: 0, guesses: 0, firstStuck: -1, solved: false, techniques: new Set() };
  for (; out.steps < 2000; ++out.steps) {
    const h = api.hint(grid, cap ? { eliminations, techniqueCap: cap } : { eliminations });
    if (h.status === 'solved') {
      assert.deepEqual(grid, Array.from(solution));
      out.solved = true;
      return out;
    }
    if (h.status === 'stuck') {
      assert.match(h.message, /guess r\d+c\d+/);
      assert.ok(h.candidates.includes(solution[h.cell]));
      if (out.firstStuck < 0) out.firstStuck = out.steps;
      if (!guess) return out;
      out.guesses += 1;
      grid[h.cell] = solution[h.cell];
      continue;
    }
    assert.equal(h.status, 'deduction', h.message);
    const step = h.step;
    assert.ok(step.placements.length + step.eliminations.length > 0, h.message);
    assert.ok(!seen.has(h.message), `repeated: ${h.message}`);
    seen.add(h.message);
    out.techniques.add(step.technique);
    const before = checkCandidates ? api.candidates(grid, { eliminations }).masks : null;
    for (const { cell, value } of step.placements) {
      assert.equal(grid[cell], 0);
      assert.equal(solution[cell], value, h.message);
      grid[cell] = value;
    }
    for (const e of step.eliminations) {
      assert.notEqual(solution[e.cell], e.value, h.message);
      assert.ok(!eliminations.some((x) => x.cell === e.cell && x.value === e.value), `already crossed out: ${h.message}`);
      if (before) assert.ok(before[e.cell] & (1 << (e.value - 1)), h.message);
      eliminations.push(e);
    }
    if (before) {
      const after = api.candidates(grid, { eliminations }).masks;
      for (const e of step.eliminations) assert.equal(after[e.cell] & (1 << (e.value - 1)), 0);
      for (const p of step.placements) assert.equal(after[p.cell], 0);
    }
  }
  assert.fail('no end after 2000 steps');
  return out;
}

test('applying hints to the state moves past the pointing step: the whole ladder to the end; capped, 27 hints, then a guess, and on to the solution', async () => {
  const api = await sudoku();
  const grid = Array.from(POINTING, (ch) => (ch === '.' ? 0 : Number(ch)));
  const first = api.hint(grid);
  for (const p of first.step.placements) grid[p.cell] = p.value;
  const pointing = api.hint(grid);
  assert.equal(pointing.step.technique, 'pointing');
  // Its box is the base, the column it clears the cover.
  assert.deepEqual(pointing.step.houses.map((h) => [h.role, h.name]), [['base', 'box 4'], ['cover', 'column 3']]);
  assert.match(pointing.message, /in box 4, 5 can only go in r5c3, r6c3/);
  // From the grid alone it comes back; from the state, the next step does.
  assert.equal(api.hint(grid).message, pointing.message);
  const next = api.hint(grid, { eliminations: pointing.step.eliminations });
  assert.equal(next.status, 'deduction');
  assert.notEqual(next.message, pointing.message);

  // The whole ladder finishes it; capped at naked quads (no fish, wings or
  // chains) it needs guesses.
  const whole = walk(api, POINTING, { checkCandidates: true });
  assert.equal(whole.solved, true);
  assert.equal(whole.guesses, 0);
  const logic = walk(api, POINTING, { checkCandidates: true, cap: 'naked_quad' });
  assert.equal(logic.solved, false);
  assert.equal(logic.firstStuck, 27);  // (the unique and hidden rectangles, at 100, are under the cap)
  for (const t of ['pointing', 'claiming', 'naked_pair', 'hidden_pair', 'unique_rectangle', 'hidden_rectangle']) assert.ok(logic.techniques.has(t), t);
  const guided = walk(api, POINTING, { guess: true, cap: 'naked_quad' });
  assert.equal(guided.solved, true);
  assert.equal(guided.guesses, 2);
  assert.equal(guided.steps, 86);
});

test('50 hard puzzles: the whole ladder solves each, capped at naked quads each walk ends solved or at a guess, never repeating a step or placing a wrong digit', async () => {
  const api = await sudoku();
  const lines = fs.readFileSync(path.join(ROOT, '../shared/data/magictour_top1465.txt'), 'utf8')
    .split('\n').filter((l) => l.trim() && !l.startsWith('#')).slice(0, 50);
  assert.equal(lines.length, 50);
  let solved = 0, capped = 0;
  for (const line of lines) {
    solved += walk(api, line.trim()).solved ? 1 : 0;
    capped += walk(api, line.trim(), { cap: 'naked_quad' }).solved ? 1 : 0;
  }
  assert.equal(solved, 50, 'the whole ladder finishes every one');
  assert.equal(capped, 24, 'up to naked quads, 24 need no guess');
});

test('candidates() are the houses\' (every house of the variant) minus the eliminations, 0 for filled cells', async () => {
  const api = await sudoku();
  for (const [puzzle, options] of [[POINTING, {}], ['.'.repeat(80) + '5', { variant: 'x' }]]) {
    const parsed = api.parse(puzzle, options);
    const { masks } = api.candidates(puzzle, options);
    assert.ok(masks instanceof Uint32Array);
    assert.equal(masks.length, 81);
    for (let c = 0; c < 81; ++c) {
      let expected = 0;
      if (!parsed.cells[c]) {
        expected = 0x1ff;
        for (const h of parsed.houses) if (h.cells.includes(c)) for (const p of h.cells) if (parsed.cells[p]) expected &= ~(1 << (parsed.cells[p] - 1));
      }
      assert.equal(masks[c], expected, `cell ${c}`);
    }
  }
  const plain = api.candidates(POINTING).masks;
  const crossed = api.candidates(POINTING, { eliminations: [{ cell: 1, value: 2 }, { cell: 1, value: 5 }, { cell: 0, value: 7 }, { cell: 1, value: 2 }] });
  assert.deepEqual(Object.keys(crossed), ['masks']);
  assert.equal(crossed.masks[1], plain[1] & ~0b10010);
  assert.equal(crossed.masks[0], 0);
  // A 16x16 grid: 16 bits.
  assert.equal(api.candidates('.'.repeat(256)).masks[0], 0xffff);
});

test('a contradicted state says where: no candidate left, no place in a house, an eliminated given', async () => {
  const api = await sudoku();
  const masks = api.candidates(POINTING).masks;
  const all = [];
  for (let v = 1; v <= 9; ++v) if (masks[1] & (1 << (v - 1))) all.push({ cell: 1, value: v });
  const empty = api.hint(POINTING, { eliminations: all });
  assert.equal(empty.status, 'no_solution');
  assert.equal(empty.cell, 1);
  assert.equal(empty.message, 'This grid has no solution: r1c2 has no candidate left.');

  const two = [];
  for (let c = 0; c < 9; ++c) if (masks[c] & 0b10) two.push({ cell: c, value: 2 });
  const house = api.hint(POINTING, { eliminations: two });
  assert.equal(house.status, 'no_solution');
  assert.equal(house.cell, null);
  assert.equal(house.house, 0);  // row 1
  assert.equal(house.value, 2);
  assert.equal(house.template, 'no_solution_house');
  assert.equal(house.message, 'This grid has no solution: 2 has no place left in row 1.');

  const given = api.hint(POINTING, { eliminations: [{ cell: 0, value: 4 }] });
  assert.equal(given.status, 'no_solution');
  assert.equal(given.cell, 0);
  assert.equal(given.value, 4);

  const solution = api.solve(POINTING).solution;
  const deep = api.hint(POINTING, { eliminations: [{ cell: 1, value: solution[1] }] });
  assert.equal(deep.status, 'no_solution');
  assert.equal(deep.cell, 1);
  assert.match(deep.message, /only completion has \d at r1c2/);
});

test('bad eliminations are SudokuError "bad_option" naming the entry, for hint and candidates alike', async () => {
  const api = await sudoku();
  const trap = () => { throw new Error('trap ran'); };
  const { proxy: revoked, revoke } = Proxy.revocable([], {});
  revoke();
  const cases = [
    ['a string', /option eliminations must be an array of \{cell, value\}/],
    [{ cell: 1, value: 2 }, /must be an array/],
    [[{ cell: 1, value: 2 }, 7], /eliminations\[1\] must be an object \{cell, value\}; got number/],
    [[null], /eliminations\[0\] must be an object/],
    [[{ cell: '1', value: 2 }], /eliminations\[0\]\.cell must be a number; got string/],
    [[{ cell: 1 }], /eliminations\[0\]\.value must be a number; got undefined/],
    [[{ cell: 0.5, value: 2 }], /eliminations\[0\]\.cell must be a whole number; got 0\.5/],
    [[{ cell: 1, value: NaN }], /eliminations\[0\]\.value must be a whole number; got NaN/],
    [[{ cell: 1, value: 2 }, { cell: 81, value: 2 }], /eliminations\[1\]: cell 81 is not in the 9x9 grid \(cells 0 to 80\)/],
    [[{ cell: -1, value: 2 }], /cell -1 is not in the 9x9 grid/],
    [[{ cell: 3, value: 10 }], /eliminations\[0\]: value 10 at r1c4 is not a value of the 9x9 grid \(1 to 9\)/],
    [[{ cell: 3, value: 0 }], /value 0 at r1c4/],
    [[{ cell: 1e300, value: 2 }], /cell must be a whole number; got 1e\+300/],
    [new Array(15626), /has 15626 entries; at most 15625/],
    [[{ get cell() { throw new Error('cell says no'); }, value: 1 }], /eliminations could not be read: cell says no/],
    [[new Proxy({}, { get: trap })], /eliminations could not be read: trap ran/],
    [revoked, /eliminations could not be read/],
  ];
  for (let round = 0; round < 200; ++round) {
    for (const [eliminations, pattern] of cases) {
      assert.throws(() => api.hint(POINTING, { eliminations }), isBadOption(pattern), String(pattern));
      assert.throws(() => api.candidates(POINTING, { eliminations }), isBadOption(pattern), String(pattern));
    }
  }
  // The options object itself is read as every call's is.
  const throwing = { get eliminations() { throw new Error('getter says no'); } };
  for (const call of ['hint', 'candidates']) {
    assert.throws(() => api[call](POINTING, throwing), isBadOption(/the options could not be read: getter says no/));
    assert.throws(() => api[call](POINTING, revoked), isBadOption(/the options could not be read/));
  }
  // The module is still sound, and the checks are against the grid's own size.
  assert.equal(api.hint(POINTING).status, 'deduction');
  assert.equal(api.candidates('.'.repeat(256), { eliminations: [{ cell: 255, value: 16 }] }).masks[255], 0x7fff);
  assert.throws(() => api.candidates('.'.repeat(16), { eliminations: [{ cell: 16, value: 1 }] }), isBadOption(/4x4 grid \(cells 0 to 15\)/));
});

test('each elimination is read once, so what was checked is what is used', async () => {
  const api = await sudoku();
  let reads = 0;
  const fickle = { value: 5, get cell() { reads += 1; return reads === 1 ? 1 : 999; } };
  const { masks } = api.candidates(POINTING, { eliminations: [fickle] });
  assert.equal(reads, 1);
  assert.equal(masks[1] & 0b10000, 0);
  // The caller's list is not kept or changed.
  const list = [{ cell: 1, value: 5 }];
  const h = api.hint(POINTING, { eliminations: list });
  assert.deepEqual(list, [{ cell: 1, value: 5 }]);
  assert.notEqual(h.eliminations, list);
});

test('hint and candidates return exactly the members sudoku.d.ts declares', async () => {
  const api = await sudoku();
  const d = readInterfaces(DECLARATIONS);
  const problems = [];
  problems.push(...mismatches(d, 'CandidatesResult', api.candidates(POINTING, { eliminations: [{ cell: 1, value: 2 }] })));
  for (const eliminations of [[], [{ cell: 0, value: 4 }], [{ cell: 1, value: 2 }]]) {
    const h = api.hint(POINTING, { eliminations });
    problems.push(...mismatches(d, 'Hint', h));
    if (h.step) {
      problems.push(...mismatches(d, 'Step', h.step));
      for (const e of h.step.eliminations) problems.push(...mismatches(d, 'Elimination', e));
      for (const house of h.step.houses) problems.push(...mismatches(d, 'StepHouse', house));
      for (const cell of h.step.cells) problems.push(...mismatches(d, 'StepCell', cell));
    }
  }
  assert.deepEqual(problems, []);
});
