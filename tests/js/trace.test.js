// Traces through the JS API: batches of columns that replay into the
// algorithm's grid, live counters, deductions with their patterns.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku, puzzleTable, isValidSolution, gridLine } = require('./support/library');

const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const TEN_SOLUTIONS = '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';

// Drains a trace, replaying place/remove onto the givens. Returns the grids
// seen at "solution" events, the number of events and the last batch.
function replay(api, trace, givens, batchSize, alreadyHandedOut = 0) {
  const grid = Uint8Array.from(givens);
  const kinds = api.eventKinds();
  const PLACE = kinds.indexOf('place');
  const REMOVE = kinds.indexOf('remove');
  const SOLUTION = kinds.indexOf('solution');
  const solutions = [];
  let events = 0;
  let last = null;
  let problems = 0;
  while (!trace.done) {
    const b = trace.next(batchSize);
    assert.ok(b.size <= batchSize);
    for (let i = 0; i < b.size; ++i) {
      if (b.kind[i] === PLACE) {
        if (grid[b.cell[i]] !== 0) ++problems;
        grid[b.cell[i]] = b.value[i];
      } else if (b.kind[i] === REMOVE) {
        if (grid[b.cell[i]] !== b.value[i]) ++problems;
        grid[b.cell[i]] = 0;
      } else if (b.kind[i] === SOLUTION) {
        solutions.push(gridLine(grid));
      }
    }
    events += b.size;
    if (b.size) last = b;
    assert.equal(b.position, alreadyHandedOut + events);
  }
  return { solutions, events, last, problems, grid };
}

test('every algorithm: trace batches replay into the solution solve() finds', async () => {
  const api = await sudoku();
  const rows = [
    { name: 'first source', puzzle: SOURCE_GRID, options: {} },
    ...puzzleTable().filter((r) => /^(6x6 jigsaw unique|9x9 x unique|4x4 unique|9x9 windoku unique)/.test(r.name)),
  ];
  for (const algorithm of api.algorithms()) {
    for (const row of rows) {
      const label = `${algorithm.id} on ${row.name}`;
      if (algorithm.capabilities.needsBudget && row.puzzle === SOURCE_GRID) continue;  // levels: hours of search
      const options = { ...row.options, algorithm: algorithm.id };
      const expected = api.solve(row.puzzle, options);
      const trace = api.trace(row.puzzle, options);
      const parsed = api.parse(row.puzzle, row.options);
      const r = replay(api, trace, parsed.cells, 4096);
      assert.equal(r.problems, 0, `${label}: a place on a filled cell or a remove of another value`);
      assert.deepEqual(r.solutions, [gridLine(expected.solution)], label);
      const result = trace.result();
      assert.equal(result.finished, true, label);
      assert.equal(result.status, 'solved', label);
      assert.equal(result.count, 1, label);
      assert.equal(result.stats.placements, expected.stats.placements, label);
      // The counters travel with the events.
      assert.equal(r.last.placements[r.last.size - 1], expected.stats.placements, label);
      assert.equal(r.last.backtracks[r.last.size - 1], expected.stats.backtracks, label);
      trace.close();
    }
  }
});

test('naive on the first source grid: more than half a million events, in bounded batches', async () => {
  const api = await sudoku();
  const trace = api.trace(SOURCE_GRID, { algorithm: 'naive' });
  const first = trace.next(3);
  assert.deepEqual([0, 1, 2].map((i) => api.eventAt(first, i).kind), ['place', 'place', 'place']);
  assert.equal(trace.result().status, 'running');
  assert.equal(trace.result().finished, false);
  const givens = api.parse(SOURCE_GRID).cells;
  for (let i = 0; i < 3; ++i) givens[first.cell[i]] = first.value[i];
  const r = replay(api, trace, givens, 100000, 3);
  assert.equal(r.problems, 0);
  assert.ok(r.events + 3 > 600000, `${r.events} events`);
  assert.equal(r.last.backtracks[r.last.size - 1], 301478);
  assert.equal(trace.result().stats.backtracks, 301478);
  trace.close();
  assert.throws(() => trace.next(), /closed/);
});

test('a trace with limit 0 reaches every solution of a ten-solution grid', async () => {
  const api = await sudoku();
  const parsed = api.parse(TEN_SOLUTIONS);
  const trace = api.trace(TEN_SOLUTIONS, { algorithm: 'mrv', limit: 0 });
  const r = replay(api, trace, parsed.cells, 500);
  assert.equal(r.solutions.length, 10);
  assert.equal(new Set(r.solutions).size, 10);
  const counted = api.enumerate(TEN_SOLUTIONS, { algorithm: 'mrv', limit: 0 }).solutions.map(gridLine);
  assert.deepEqual(r.solutions, counted);
  assert.equal(trace.result().count, 10);
  assert.equal(trace.result().complete, true);
  trace.close();
});

test("crook's trace names its techniques and carries each step: its cells and houses by role, and its effects after it", async () => {
  const api = await sudoku();
  const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  const parsed = api.parse(HARD);
  const trace = api.trace(HARD, { algorithm: 'crook' });
  const seen = new Set();
  while (!trace.done) {
    const b = trace.next(64);
    for (let i = 0; i < b.size; ++i) {
      const e = api.eventAt(b, i);
      if (e.kind !== 'deduce') continue;
      seen.add(e.technique);
      const step = e.step;
      assert.equal(step.technique, e.technique);
      assert.ok(step.cells.length >= 1);
      assert.ok(step.values.length >= 1);
      if (e.technique === 'hidden_single' || e.technique === 'pointing') {
        const base = step.houses.find((h) => h.role === 'base');
        assert.equal(base.name, parsed.houses[base.house].name);
        for (const c of step.cells) assert.ok(parsed.houses[base.house].cells.includes(c.cell), e.technique);
      }
      // Its effects follow it, marked, in the batch or the next one.
      if (i + 1 < b.size) assert.equal(api.eventAt(b, i + 1).effect, step.placements.length + step.eliminations.length > 0);
    }
  }
  trace.close();
  for (const t of ['naked_single', 'hidden_single', 'pointing']) assert.ok(seen.has(t), [...seen].join());
});

test('a trace rejects bad input like every other call, and a node budget ends it', async () => {
  const api = await sudoku();
  assert.throws(() => api.trace('5.5' + '.'.repeat(78)), (e) => e.code === 'conflict');
  assert.throws(() => api.trace(SOURCE_GRID, { algorithm: 'nope' }), (e) => e.code === 'bad_option');
  const trace = api.trace(SOURCE_GRID, { algorithm: 'naive', maxNodes: 50 });
  const r = replay(api, trace, api.parse(SOURCE_GRID).cells, 1000);
  assert.ok(r.events > 50 && r.events < 200);
  assert.equal(trace.result().status, 'stopped');
  assert.equal(trace.result().finished, true);
  trace.close();
});
