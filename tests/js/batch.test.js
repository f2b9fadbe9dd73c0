// solveBatch: many puzzles in one call, as the benchmark and bulk users run
// them. The batch loop itself is tested natively (tests/core/batch_test.cpp);
// this checks the conversions, the options and the errors.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { sudoku, isValidSolution, gridLine } = require('./support/library');

const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const TEN_SOLUTIONS = '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';
const NO_SOLUTION = '12345678.........9.......................................................98765432';

test('solveBatch answers every puzzle: counts, completeness and each first solution', async () => {
  const api = await sudoku();
  const r = api.solveBatch(`${SOURCE_GRID}\n# skipped\n\n${TEN_SOLUTIONS}\n${NO_SOLUTION}\n`, { limit: 2 });
  assert.equal(r.status, 'done');
  assert.equal(r.puzzles, 3);
  assert.equal(r.size, 9);
  assert.equal(r.solved, 2);
  assert.deepEqual(Array.from(r.counts), [1, 2, 0]);
  assert.deepEqual(Array.from(r.complete), [1, 0, 1]);
  assert.equal(r.solutions.length, 3 * 81);
  const single = api.solve(SOURCE_GRID);
  assert.deepEqual(r.solutions.slice(0, 81), single.solution);
  assert.ok(isValidSolution(api.parse(TEN_SOLUTIONS), r.solutions.slice(81, 162)));
  assert.ok(r.solutions.slice(162).every((v) => v === 0));
  assert.ok(r.stats.nodes >= 3 && r.stats.elapsedMs >= 0);
});

test('solveBatch on a shared collection: every answer valid, the same as one solve at a time', async () => {
  const api = await sudoku();
  const file = path.join(__dirname, '../../../shared/data/forum_hardest_1106.txt');
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).slice(0, 50);
  const r = api.solveBatch(lines.join('\n'), { limit: 2 });
  assert.equal(r.solved, 50);
  lines.forEach((line, i) => {
    const solution = r.solutions.slice(81 * i, 81 * (i + 1));
    assert.ok(isValidSolution(api.parse(line), solution), `puzzle ${i + 1}`);
    assert.equal(r.counts[i], 1, `puzzle ${i + 1} is unique`);
    assert.equal(gridLine(solution), gridLine(api.solve(line).solution));
  });
});

test('solveBatch with another algorithm, a variant, and per-puzzle node budgets', async () => {
  const api = await sudoku();
  const x = api.solveBatch(`${'.'.repeat(16)}\n${'.'.repeat(16)}`, { algorithm: 'naive', limit: 0 });
  assert.deepEqual(Array.from(x.counts), [288, 288]);
  const budget = api.solveBatch(`${TEN_SOLUTIONS}\n${TEN_SOLUTIONS}`, { algorithm: 'naive', limit: 0, maxNodes: 10 });
  assert.equal(budget.status, 'done');
  assert.equal(budget.stopped, 2);
  const diagonal = api.solveBatch('.'.repeat(81), { variant: 'x' });
  const grid = diagonal.solutions;
  const main = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => grid[10 * i]));
  assert.equal(main.size, 9);
});

test('solveBatch refuses bad input with an error that names the line', async () => {
  const api = await sudoku();
  assert.throws(() => api.solveBatch(`${SOURCE_GRID}\n11${'.'.repeat(79)}`),
    (e) => e.name === 'SudokuError' && e.code === 'conflict' && /^line 2: /.test(e.message));
  assert.throws(() => api.solveBatch(`${SOURCE_GRID}\n${'.'.repeat(16)}`),
    (e) => /line 2: a 4x4 grid in a batch of 9x9 grids/.test(e.message));
  assert.throws(() => api.solveBatch('# nothing'), (e) => e.code === 'empty');
  assert.throws(() => api.solveBatch([SOURCE_GRID]), (e) => e.code === 'bad_option');
  assert.throws(() => api.solveBatch(SOURCE_GRID, { algorithm: 'quantum' }), (e) => /unknown algorithm 'quantum'/.test(e.message));
  assert.throws(() => api.solveBatch(SOURCE_GRID, { limit: -1 }), (e) => e.code === 'bad_option');
});

// Issue 35: a batch ended by its time limit left the puzzles it never started
// looking like searches that found nothing (count 0, complete 0).
test('regression: a solveBatch ended by its time limit says how many puzzles started', async () => {
  const api = await sudoku();
  const r = api.solveBatch(Array(200).fill('.'.repeat(81)).join('\n'), { algorithm: 'naive', limit: 0, timeLimit: 20 });
  assert.equal(r.status, 'stopped');
  assert.equal(r.stoppedBy, 'time_limit');
  assert.equal(r.puzzles, 200);
  assert.equal(r.started, 1);  // the first, an empty grid counted with no limit, never ends by itself
  assert.equal(r.stopped, 1);
  assert.equal(r.complete[0], 0);
  assert.ok(Array.from(r.counts.slice(1)).every((c) => c === 0));
  const done = api.solveBatch(`${SOURCE_GRID}\n${NO_SOLUTION}`);
  assert.equal(done.status, 'done');
  assert.equal(done.started, 2);
});
