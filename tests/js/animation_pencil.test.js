// The animation's pencil marks for Crook's algorithm (web/js/animation_pencil.js,
// driven by the player web/js/animation.js; issue 18), checked step by step
// against the library itself: after every step (an event and its effects) the marks the board is given
// must be the library's candidates (candidates()) of the grid the search has
// at that moment, with the candidates its deductions ruled out on the
// current branch crossed out. The board here only records what it is given;
// the browser test (tests/browser/site_crook_animation.test.js) checks what a
// person sees.
'use strict';
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { sudoku, gridLine } = require('./support/library');

// Singles only; pointing with eliminations and no guess; four guesses and a backtrack from depth 4.
const SINGLES = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const POINTING = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const GUESSING = '6....38......2...7..95.....96.18....7.........8.....49.........3.2.95...1..6..2.5';

let api, createAnimation;
before(async () => {
  api = await sudoku();
  ({ createAnimation } = await import(pathToFileURL(path.resolve(__dirname, '../../web/js/animation.js')).href));
});

/** The Worker client's calls the animation makes, answered by the library in this thread. */
function clientOf(api) {
  return {
    trace: (puzzle, options) => {
      const t = api.trace(puzzle, options);
      return Promise.resolve({
        next: (n) => Promise.resolve(t.next(n)),
        result: () => Promise.resolve(t.result()),
        close: () => { t.close(); return Promise.resolve(); },
      });
    },
    candidates: (puzzle, options) => Promise.resolve(api.candidates(puzzle, options)),
    cellNames: (options) => Promise.resolve(api.cellNames(options)),
  };
}

/**
 * Steps Crook's animation of `puzzle` through every step (an event and the
 * effects that carry it out); after each, checks the marks against the
 * library. Returns what it saw.
 */
async function stepThrough(puzzle) {
  const kinds = api.eventKinds();
  const board = { values: null, masks: null, struck: null, events: [], deduce: [] };
  const cells = (line) => Uint8Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch)));
  const anim = createAnimation(clientOf(api), { techniques: api.techniques(), kinds, templates: api.templates() }, {
    view: {
      show: (givens) => { board.values = Uint8Array.from(givens); },
      setCell: (cell, value) => { board.values[cell] = value; },
      setCandidates: (masks, struck) => { board.masks = masks; board.struck = struck || []; },
      mark: (name, marked) => { if (name === 'deduce-pattern') board.deduce = marked; }, clearMarks: () => {}, flash: () => {},
    },
    onCounters: () => {}, onEvent: (text) => board.events.push(text), onFinish: () => {}, onError: (e) => { throw e; },
  });
  const parsed = api.parse(puzzle);
  await anim.start({ puzzle, options: { algorithm: 'crook', limit: 1 }, givens: cells(puzzle), houses: parsed.houses, size: 9,
    candidates: { variant: 'standard' } });
  // The same trace, read here for its events: eliminations by depth, dropped when the search backs out of it.
  const trace = api.trace(puzzle, { algorithm: 'crook', limit: 1 });
  const batch = trace.next(100000);
  trace.close();
  let eliminations = [];
  const seen = { steps: 0, struck: 0, restored: 0 };
  for (let i = 0; i < batch.size;) {
    // One step: event i and the effects after it.
    const first = i;
    let end = i + 1;
    while (end < batch.size && batch.effect[end]) end++;
    await anim.step();
    const struck = [];
    for (; i < end; i++) {
      const kind = kinds[batch.kind[i]];
      if (kind === 'eliminate') {
        eliminations.push({ cell: batch.cell[i], value: batch.value[i], depth: batch.depth[i] });
        struck.push({ cell: batch.cell[i], value: batch.value[i] });
      }
      if (kind === 'remove') {
        eliminations = eliminations.filter((e) => e.depth <= batch.depth[i]);
        seen.restored++;
      }
    }
    const kind = kinds[batch.kind[first]];
    if (kind === 'solution') break;
    // A backtrack takes its digits out one step at a time but returns to the
    // earlier grid's marks at once: they match the grid after its last removal.
    if (kind === 'remove' && kinds[batch.kind[end]] === 'remove') continue;
    const expected = api.candidates(gridLine(board.values), { eliminations }).masks;
    assert.deepEqual(Array.from(board.masks), Array.from(expected), `after step ${seen.steps} (${kind}): ${board.events.at(-1)}`);
    // A deduction's eliminations are struck at its own step, all at once; its words are the hint's.
    assert.deepEqual(board.struck, struck, `step ${seen.steps} strikes its own eliminations`);
    seen.struck += struck.length;
    if (kind === 'deduce') {
      const step = api.eventAt(batch, first).step;
      assert.equal(board.events.at(-1), step.message);
      assert.deepEqual(board.deduce, step.cells.map((c) => c.cell));
    }
    seen.steps++;
  }
  anim.stop();
  return seen;
}

test('singles: after every step the marks are the library\'s candidates of the grid as the search has it', async () => {
  const seen = await stepThrough(SINGLES);
  assert.equal(seen.steps, 56, `${seen.steps} steps`);  // one a blank: each single and its placement are one step
  assert.equal(seen.struck, 0);
});

test('pointing and claiming: each elimination is struck at its step and stays out afterwards', async () => {
  const seen = await stepThrough(POINTING);
  assert.ok(seen.struck >= 10, `${seen.struck} eliminations`);
});

test('guesses and a backtrack: the marks return to those of the grid the search backs out to', async () => {
  const seen = await stepThrough(GUESSING);
  assert.ok(seen.restored >= 12, `${seen.restored} removals`);
  assert.ok(seen.struck >= 3);
});
