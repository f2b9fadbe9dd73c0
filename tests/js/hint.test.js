// Hints through the JS API: the next step named, or why there is none.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku } = require('./support/library');

const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';

test('a hint names the technique, the cells and the value, and agrees with the solution', async () => {
  const api = await sudoku();
  const solution = api.solve(SOURCE_GRID).solution;
  const h = api.hint(SOURCE_GRID);
  assert.equal(h.status, 'deduction');
  assert.ok(['naked_single', 'hidden_single'].includes(h.step.technique));
  assert.equal(h.template, h.step.technique);
  assert.equal(h.step.placements.length, 1);
  const { cell, value } = h.step.placements[0];
  assert.equal(solution[cell], value);
  assert.deepEqual(h.step.cells.map((c) => c.cell), [cell]);
  assert.deepEqual(h.step.cells.map((c) => c.role), ['pattern']);
  const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
  assert.equal(h.step.cells[0].name, name);
  assert.ok(h.message.includes(name), h.message);
  assert.ok(h.message.startsWith(h.step.name), h.message);
  assert.equal(h.step.message, h.message);
});

test('following hints solves an easy grid; a technique cap makes logic stop sooner', async () => {
  const api = await sudoku();
  let grid = Array.from(SOURCE_GRID, Number);
  const used = new Set();
  for (let step = 0; step < 200; ++step) {
    const h = api.hint(grid);
    if (h.status !== 'deduction' || h.step.placements.length === 0) break;
    used.add(h.step.technique);
    for (const p of h.step.placements) grid[p.cell] = p.value;
  }
  assert.ok(used.has('naked_single') || used.has('hidden_single'));
  const capped = api.hint('.'.repeat(81), { techniqueCap: 'naked_single' });
  assert.equal(capped.status, 'stuck');
  assert.equal(capped.cap, 'naked_single');
  assert.equal(capped.template, 'hint_stuck_cap');
  assert.ok(capped.message.includes('Naked single'), capped.message);
});

test('hints kept to chosen techniques skip the rungs between, and say so when none applies', async () => {
  const api = await sudoku();
  // Singles and the X-Wing alone: issue 29's example, whose walk otherwise takes box/line steps first.
  const chosen = ['naked_single', 'hidden_single', 'x_wing'];
  let grid = Array.from('....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5', (c) => (c === '.' ? 0 : Number(c)));
  let eliminations = [];
  const used = new Set();
  let h;
  for (let step = 0; step < 200; ++step) {
    h = api.hint(grid, { techniques: chosen, eliminations });
    if (h.status !== 'deduction') break;
    used.add(h.step.technique);
    for (const p of h.step.placements) grid[p.cell] = p.value;
    eliminations = eliminations.concat(h.step.eliminations.map(({ cell, value }) => ({ cell, value })));
  }
  assert.deepEqual([...used].sort(), chosen.slice().sort(), 'each chosen technique, and no other');
  assert.equal(h.status, 'stuck');
  assert.equal(h.template, 'hint_stuck_chosen');
  assert.match(h.message, /^None of the chosen techniques applies: guess r\dc\d, one of /);
  const none = api.hint(SOURCE_GRID, { techniques: [] });
  assert.equal(none.status, 'stuck');
  // With a cap too, only the chosen techniques up to it.
  assert.equal(api.hint(SOURCE_GRID, { techniques: ['hidden_single', 'x_wing'], techniqueCap: 'naked_single' }).status, 'stuck');
  assert.equal(api.hint(SOURCE_GRID, { techniques: ['hidden_single'] }).step.technique, 'hidden_single');
  const refused = (options, pattern) => assert.throws(() => api.hint(SOURCE_GRID, options),
    (e) => e.name === 'SudokuError' && e.code === 'bad_option' && pattern.test(e.message), JSON.stringify(options));
  refused({ techniques: 'x_wing' }, /option techniques must be an array of strings/);
  refused({ techniques: ['naked_single', 'x_wings'] }, /unknown technique 'x_wings' in techniques/);
  refused({ techniques: [3] }, /techniques\[0\] must be a technique id; got number/);
  refused({ techniques: ['naked_single,x_wing'] }, /techniques\[0\] must be a technique id; got 'naked_single,x_wing'/);
  refused({ techniques: new Array(1001).fill('x_wing') }, /option techniques has 1001 entries; at most 1000/);
});

test('hints for a full grid, a dead grid and a grid where logic is stuck', async () => {
  const api = await sudoku();
  const solved = api.hint(api.solve(SOURCE_GRID).solution);
  assert.equal(solved.status, 'solved');
  assert.equal(solved.step, null);
  assert.equal(solved.template, 'hint_solved');

  const dead = api.hint('12345678.........9' + '.'.repeat(63));
  assert.equal(dead.status, 'no_solution');
  assert.equal(dead.cell, 8);
  assert.match(dead.message, /no solution: r1c9 has no candidate/);

  const stuck = api.hint('.'.repeat(81));
  assert.equal(stuck.status, 'stuck');
  assert.equal(stuck.cap, null);
  assert.equal(stuck.message, 'No technique applies: guess r1c1, one of 1, 2, 3, 4, 5, 6, 7, 8, 9.');
  assert.equal(stuck.cell, 0);
  assert.deepEqual(stuck.candidates, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
  assert.match(stuck.message, /guess r1c1/);
});

test('hint rejects invalid input with a SudokuError', async () => {
  const api = await sudoku();
  assert.throws(() => api.hint('5.5' + '.'.repeat(78)), (e) => e.name === 'SudokuError' && e.code === 'conflict');
  assert.throws(() => api.hint(SOURCE_GRID, { techniqueCap: 'magic' }), (e) => e.code === 'bad_option');
  // "guess" and "none" are techniques, but no rung of the ladder to stop at.
  assert.throws(() => api.hint(SOURCE_GRID, { techniqueCap: 'guess' }), (e) => e.code === 'bad_option');
});

test('Hint and Apply hint, repeated on a puzzle with one solution, reach a unique rectangle, drawn by role and sound', async () => {
  const api = await sudoku();
  // magictour_top1465's first puzzle: its 21st step is a unique rectangle on 1 and 2.
  const puzzle = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  const solution = api.solve(puzzle).solution;
  const grid = Array.from(puzzle, (c) => (c === '.' ? 0 : Number(c)));
  const eliminations = [];
  let rectangle = null;
  for (let step = 0; step < 300 && !rectangle; ++step) {
    const h = api.hint(grid, { eliminations });
    assert.equal(h.status, 'deduction', h.message);
    for (const p of h.step.placements) { assert.equal(solution[p.cell], p.value); grid[p.cell] = p.value; }
    for (const e of h.step.eliminations) { assert.notEqual(solution[e.cell], e.value); eliminations.push({ cell: e.cell, value: e.value }); }
    if (h.step.technique === 'unique_rectangle') rectangle = h;
  }
  assert.ok(rectangle, 'a unique rectangle on the way');
  assert.deepEqual(rectangle.step.cells.map((c) => c.role).sort(), ['fin', 'pattern', 'pattern', 'pattern']);
  assert.match(rectangle.message, /^Unique rectangle on \d, \d: .* the puzzle would have two solutions: /);
  // On a grid with several solutions no hint is a uniqueness step.
  const several = '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';
  const g2 = Array.from(several, (c) => (c === '.' ? 0 : Number(c)));
  for (let step = 0; step < 100; ++step) {
    const h = api.hint(g2);
    if (h.status !== 'deduction') break;
    assert.ok(!['unique_rectangle', 'bug_plus_one'].includes(h.step.technique), h.message);
    if (!h.step.placements.length) break;
    for (const p of h.step.placements) g2[p.cell] = p.value;
  }
});
