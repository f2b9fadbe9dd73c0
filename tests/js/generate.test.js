'use strict';
// generate(): new puzzles from the core's generator (core/generate/), the
// structure `sudoku generate --json` prints, from the synchronous API and the
// Worker client alike: the CLI's puzzle for the same seed, one solution,
// the level and symmetry asked, drawn regions that solve, and bad options
// refused by name before any work.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { sudoku, loadLibrary, ROOT } = require('./support/library');
const { recordingWorkerClient } = require('./support/in_process_worker');

const CLI = path.join(ROOT, 'build/native/src/sudoku');

function cliGenerated(args) {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run scripts/build`);
  return JSON.parse(execFileSync(CLI, ['generate', '--json', ...args], { encoding: 'utf8' }));
}

test('generate() makes the CLI\'s puzzle for the same options and seed, whatever the board', async () => {
  const api = await sudoku();
  const cases = [
    [{ seed: 7, level: 'hard', symmetry: 'rotate180' }, ['--seed', '7', '--level', 'hard', '--symmetry', 'rotate180']],
    [{ seed: 11, size: 6, regions: 'random' }, ['--seed', '11', '--size', '6', '--regions', 'random']],
    [{ seed: 3, variant: 'x', minimal: true }, ['--seed', '3', '--variant', 'x', '--minimal']],
    [{ seed: 2, layout: 'samurai' }, ['--seed', '2', '--layout', 'samurai']],
    [{ seed: 5, variant: '4x3', level: 'medium' }, ['--seed', '5', '--variant', '4x3', '--level', 'medium']],
  ];
  for (const [options, args] of cases) assert.deepEqual(api.generate(options), cliGenerated(args), JSON.stringify(options));
});

test('a generated puzzle has one solution, its givens in it, and the level and symmetry asked', async () => {
  const api = await sudoku();
  for (const level of api.levels().map((l) => l.id).filter((id) => id !== 'extreme')) {
    for (const symmetry of ['none', 'rotate180', 'mirror', 'diagonal']) {
      const g = api.generate({ level, symmetry, seed: 100 });
      assert.equal(api.count(g.puzzle, { limit: 2 }).count, 1, `${level} ${symmetry}: one solution`);
      assert.equal(api.solve(g.puzzle).solution.join(''), g.solution, 'the solution given is the solution');
      const cells = [...g.puzzle];
      cells.forEach((c, i) => { if (c !== '.') assert.equal(c, g.solution[i]); });
      assert.equal(cells.filter((c) => c !== '.').length, g.givens);
      assert.equal(api.rate(g.puzzle).level, level, `${level} ${symmetry}: rated as asked`);
      assert.deepEqual(g.rating, api.rate(g.puzzle));
      const given = (r, c) => cells[r * 9 + c] !== '.';
      for (let r = 0; r < 9; r++) {
        for (let c = 0; c < 9; c++) {
          const image = { none: [r, c], rotate180: [8 - r, 8 - c], mirror: [r, 8 - c], diagonal: [c, r] }[symmetry];
          assert.equal(given(r, c), given(...image), `${level} ${symmetry}: r${r + 1}c${c + 1} and its image`);
        }
      }
    }
  }
});

test('without a seed each call draws one, and the seed it names makes the same puzzle again', async () => {
  const api = await sudoku();
  const a = api.generate({}), b = api.generate({});
  assert.ok(Number.isSafeInteger(a.seed) && a.seed >= 0);
  assert.notEqual(a.seed, b.seed);
  assert.deepEqual(api.generate({ seed: a.seed }), a);
});

test('random jigsaw regions come with the puzzle, and the puzzle solves with them only', async () => {
  const api = await sudoku();
  const g = api.generate({ size: 8, regions: 'random', seed: 4 });
  assert.equal(g.regions.length, 64);
  assert.equal(api.count(g.puzzle, { regions: g.regions, limit: 2 }).count, 1);
});

test('boxes taller than wide: a 3x2 puzzle is a 6x6 one, unique with its boxes and not a puzzle with the usual 2x3', async () => {
  const api = await sudoku();
  const g = api.generate({ variant: '3x2', seed: 9, level: 'hard' });
  assert.equal(g.puzzle.length, 36);
  assert.equal(api.count(g.puzzle, { variant: '3x2', limit: 2 }).count, 1);
  const line = (cells) => Array.from(cells).join('');
  assert.equal(line(api.solve(g.puzzle, { variant: '3x2' }).solution), g.solution);
  const usual = api.count(g.puzzle, { limit: 2 });
  assert.ok(usual.status !== 'ok' || usual.count !== 1 || line(api.solve(g.puzzle).solution) !== g.solution);
  assert.throws(() => api.generate({ variant: '3x2', size: 9 }), /boxes of 3x2 hold 6 cells, but a 9x9 grid's boxes hold 9/);
});

test('bad options are refused by name, and a level never reached says budget_spent', async () => {
  const api = await sudoku();
  const refused = (options, code, words) => assert.throws(() => api.generate(options),
    (e) => e.code === code && e.message.includes(words), JSON.stringify(options));
  refused({ level: 'impossible' }, 'bad_option', "level expects one of any, easy, medium, hard, expert, extreme; got 'impossible'");
  refused({ symmetry: 'spiral' }, 'bad_option', 'unknown symmetry "spiral"');
  refused({ size: 7 }, 'bad_variant', 'a 7x7 grid has no boxes');
  refused({ size: 3 }, 'bad_option', 'size expects 4 to 25, got 3');
  refused({ size: 26 }, 'bad_option', 'option size must be between 1 and 25; got 26');
  refused({ seed: -1 }, 'bad_option', 'seed');
  refused({ seed: 2 ** 53 }, 'bad_option', 'seed');
  refused({ minimal: 'yes' }, 'bad_option', 'minimal must be a boolean');
  refused({ levl: 'hard' }, 'bad_option', 'unknown option "levl" for generate');
  refused({ size: 6, variant: 'windoku', regions: 'random' }, 'bad_option', 'no windoku windows');
  refused({ size: 4, level: 'extreme', attempts: 3, seed: 1 }, 'budget_spent', '');
  refused({ technique: 'fishy' }, 'bad_option', "technique expects one of any, naked_single, hidden_single,");
  refused({ technique: 'guess' }, 'bad_option', "technique expects one of any,");
  // Past the forcing chain (contradiction), a rung is too rare as a random grid's hardest step.
  refused({ technique: 'forcing_net' }, 'bad_option',
    "technique forcing_net is too rare as a puzzle's hardest step to make practice puzzles for; it expects one of any, naked_single,");
  assert.deepEqual(api.techniques().filter((t) => t.practice).map((t) => t.id).slice(-2), ['death_blossom', 'forcing_contradiction']);
  refused({ technique: 'jellyfish', attempts: 2, seed: 1 }, 'budget_spent', 'hardest step Jellyfish');
});

test('practice: a puzzle whose hardest step is the technique asked, as rate() finds it, the CLI\'s for the same seed', async () => {
  const api = await sudoku();
  for (const technique of ['hidden_single', 'x_wing', 'xy_wing', 'unique_rectangle']) {
    const made = api.generate({ technique, seed: 5 });
    assert.equal(made.rating.hardest, technique);
    assert.equal(api.rate(made.puzzle).hardest, technique);
    assert.equal(api.count(made.puzzle, { limit: 2 }).count, 1);
    assert.deepEqual(made, cliGenerated(['--seed', '5', '--technique', technique]), technique);
  }
});

test('the Worker client generates what the synchronous API does, and lists the same levels and symmetries', async (t) => {
  const { client } = recordingWorkerClient(loadLibrary(), t);
  const api = await sudoku();
  assert.deepEqual(await client.generate({ seed: 9, level: 'medium' }), api.generate({ seed: 9, level: 'medium' }));
  assert.deepEqual(await client.levels(), api.levels());
  assert.deepEqual(await client.symmetries(), api.symmetries());
  await assert.rejects(client.generate({ symmetry: 'spiral' }), (e) => e.code === 'bad_option');
});
