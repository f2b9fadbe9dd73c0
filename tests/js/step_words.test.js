// One sentence a step, everywhere: the library's trace events worded from its
// templates (step_words.js, as the page's animation words them) read exactly
// as the CLI's `sudoku trace` prints them, and hint() says what `sudoku hint`
// says, with the same structure as `sudoku hint --json`. The CLI is the
// native build (scripts/test builds it before these tests).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { sudoku, ROOT } = require('./support/library');

const CLI = path.join(ROOT, 'build/native/src/sudoku');
const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const STAR = '.'.repeat(20) + '123456789' + '.'.repeat(25);

let stepWords = null;
async function words() {
  // The module the page imports: an ES module, loaded as node loads one.
  stepWords = stepWords || await import(path.join(ROOT, 'src/wasm/js/step_words.js'));
  return stepWords;
}

function cli(args) {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run scripts/build`);
  try {
    return execFileSync(CLI, args, { encoding: 'utf8' });
  } catch (e) {
    return e.stdout;  // exit status 1: no solution or stopped, still printed
  }
}

// The library's trace of `puzzle`, one line a step as the CLI prints them.
async function libraryTrace(api, puzzle, options) {
  const { eventSentence } = await words();
  const tables = {
    templates: api.templates(),
    techniques: api.techniques(),
    cellNames: api.cellNames(options.layout ? { layout: options.layout } : { size: Math.sqrt(puzzle.length) }),
  };
  const trace = api.trace(puzzle, options);
  const lines = [];
  try {
    while (!trace.done) {
      const batch = trace.next(777);  // steps cut across batches too
      for (let i = 0; i < batch.size; i++) {
        if (batch.effect[i]) continue;
        lines.push(`depth ${batch.depth[i]}: ${eventSentence(batch, i, tables)}`);
      }
    }
  } finally {
    trace.close();
  }
  return lines;
}

function cliTrace(puzzle, options) {
  const args = ['trace', puzzle, '-a', options.algorithm, '--max-nodes', String(options.maxNodes), '--limit',
    String(options.limit)];
  if (options.layout) args.push('--layout', options.layout);
  return cli(args).split('\n').filter((line) => line && !line.startsWith('#'));
}

test('every algorithm\'s trace reads the same in the library (as the animation words it) and in the CLI', async () => {
  const api = await sudoku();
  const cases = [
    { puzzle: '1234341221434...', options: {} },
    { puzzle: SOURCE_GRID, options: {} },
    { puzzle: HARD, options: {} },
    { puzzle: '.'.repeat(16), options: { limit: 3 } },  // several solutions: "Solution 3 found."
    { puzzle: STAR, options: { layout: 'star' } },
  ];
  let compared = 0;
  const templatesSeen = new Set();
  for (const algorithm of api.algorithms()) {
    for (const { puzzle, options } of cases) {
      const o = { algorithm: algorithm.id, maxNodes: 3000, limit: 1, ...options };
      const ours = await libraryTrace(api, puzzle, o);
      const theirs = cliTrace(puzzle, o);
      assert.deepEqual(ours, theirs, `${algorithm.id} on ${puzzle}`);
      compared += ours.length;
      for (const line of ours) templatesSeen.add(line.replace(/^depth \d+: /, '').split(/[ :]/)[0]);
    }
  }
  // Every kind of sentence came up: tries, backtracks, dead ends, solutions, forced cells, deductions.
  for (const first of ['Try', 'Take', 'Dead', 'Solution', 'Naked', 'Hidden']) assert.ok(templatesSeen.has(first), first);
  assert.ok(compared > 10000, `${compared} steps compared`);
});

test('hint() says what `sudoku hint` says, with the structure `sudoku hint --json` prints', async () => {
  const api = await sudoku();
  // The source grid, a hard one, an empty one (stuck: guess) and one whose r1c9 has no candidate left.
  const dead = '12345678.........9' + '.'.repeat(55) + '98765432';
  for (const puzzle of [SOURCE_GRID, HARD, '.'.repeat(81), dead]) {
    const ours = api.hint(puzzle);
    assert.equal(`${ours.message}\n`, cli(['hint', puzzle]), puzzle);
    assert.deepEqual(ours, JSON.parse(cli(['hint', puzzle, '--json'])), puzzle);
    if (ours.step) assert.equal(ours.step.message, ours.message);
  }
});

test('the first step of crook\'s trace is the hint\'s step, in words and as data', async () => {
  const api = await sudoku();
  const trace = api.trace(SOURCE_GRID, { algorithm: 'crook' });
  const batch = trace.next(10);
  trace.close();
  const first = api.eventAt(batch, 0);
  assert.equal(first.kind, 'deduce');
  const hint = api.hint(SOURCE_GRID);
  assert.deepEqual(first.step, hint.step);
  const { eventSentence } = await words();
  const tables = { templates: api.templates(), techniques: api.techniques(), cellNames: api.cellNames({ size: 9 }) };
  assert.equal(eventSentence(batch, 0, tables), hint.message);
  // Its effects follow it, marked: the animation shows them as part of the one step.
  assert.equal(api.eventAt(batch, 1).effect, true);
  assert.equal(api.eventAt(batch, 1).kind, 'place');
});

test('fillTemplate leaves an unknown field as written and counts take commas', async () => {
  const { fillTemplate, withCommas } = await words();
  assert.equal(fillTemplate('{technique}: {nope} {value}', { technique: 'X', value: 3 }), 'X: {nope} 3');
  assert.equal(withCommas(1234567), '1,234,567');
  assert.equal(withCommas(12), '12');
});
