'use strict';
// rate(): a puzzle's rating from its logical solution path, the structure
// `sudoku rate --json` prints (core/rating.hpp), from the synchronous API and
// the Worker client alike.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { sudoku, loadLibrary, ROOT } = require('./support/library');
const { inProcessWorker } = require('./support/in_process_worker');

const CLI = path.join(ROOT, 'build/native/src/sudoku');
// Issue 29's example: singles, one Empty Rectangle (a single-digit pattern, rated hard), singles.
const FISH = '....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5';
const HARDEST = '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6';
const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';

function cliRating(puzzle) {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run scripts/build`);
  try {
    return JSON.parse(execFileSync(CLI, ['rate', '--json', puzzle], { encoding: 'utf8' }));
  } catch (e) {
    return JSON.parse(e.stdout);  // exit 1 for a puzzle with no path
  }
}

test('rate() gives the CLI\'s rating: level, score, hardest technique, guesses, steps by technique', async () => {
  const api = await sudoku();
  for (const puzzle of [FISH, HARDEST, SOURCE_GRID, '.'.repeat(81)]) assert.deepEqual(api.rate(puzzle), cliRating(puzzle), puzzle);
  const fish = api.rate(FISH);
  assert.equal(fish.level, 'hard');
  assert.equal(fish.hardest, 'empty_rectangle');
  assert.equal(fish.guesses, 0);
  assert.equal(Object.values(fish.byTechnique).reduce((a, b) => a + b, 0), fish.steps);
  assert.equal(api.rate(HARDEST).level, 'extreme');
  assert.equal(api.rate(HARDEST).hardest, 'nested_forcing_net');
  assert.equal(api.rate(HARDEST).guesses, 0);
  assert.equal(api.rate(SOURCE_GRID).level, 'easy');
  assert.deepEqual(api.rate('.'.repeat(81)), { status: 'several_solutions' });
  // Cells as well as text; bad input is a typed error.
  assert.deepEqual(api.rate(Uint8Array.from(FISH, (c) => (c === '.' ? 0 : Number(c)))), fish);
  assert.throws(() => api.rate('12'), (e) => e.code === 'bad_cell_count');
});

test('the Worker client rates in the Worker, as the synchronous call does', async (t) => {
  const library = loadLibrary();
  const saved = globalThis.Worker;
  globalThis.Worker = inProcessWorker(library);
  t.after(() => { globalThis.Worker = saved; });
  const client = library.createSudokuWorker();
  t.after(() => client.terminate());
  const api = await sudoku();
  assert.deepEqual(await client.rate(FISH), api.rate(FISH));
  await assert.rejects(client.rate('12'), (e) => e.code === 'bad_cell_count');
});
