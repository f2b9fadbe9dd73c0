// Support for the random-action tests (random_actions.test.js): a seeded
// run of a person's actions on the site or a widget, with the page read
// after each one (one snapshot, taken in a single task of the page, so the
// grid, the status and the counters are seen as they are drawn together)
// and held to what must always be true of what is shown:
//   symbols    every digit is a symbol of the grid (1-4 on a 4x4, 1-9 and A-G on a 16x16)
//   conflicts  a solver digit never repeats a value of its houses (a given's
//              or another solver digit's), unless the page marks the cells
//              as a conflict (the reader's own digits in play mode, a given
//              typed next to a placed digit)
//   givens     the givens drawn are the puzzle's (the site writes it into
//              the address with every change): no grid of another puzzle
//              is painted over it
//   solved     a status saying the grid is solved comes with a full grid,
//              a valid solution of the givens shown
//   verdicts   a count or verdict (the status, the Solutions panel) is the
//              library's for the givens shown, counted here in node with
//              build/site/sudoku.js; a status naming a loaded example, a
//              size, a reading or a cell names the grid shown
//   counters   the animation's depth never exceeds the blanks of the grid
//   errors     no page error, no console error
// A check that fails is taken again until it passes or the hang guard has
// gone by, as the conflict marks and the problems come a moment after an
// edit; what no later answer corrects (a stale result) fails.
// SUDOKU_RANDOM_SEED (a number, or "random") and SUDOKU_RANDOM_ACTIONS set the
// run; a failure prints the seed and the actions that led to it.
'use strict';
const assert = require('node:assert/strict');
const { sudoku } = require('../../js/support/library');
const { eventually } = require('./site');

const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
const KEPT_ACTIONS = 30;  // actions listed with a failure

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed, the same actions. */
function randomOf(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A whole number in [0, n). */
    below: (n) => Math.floor(next() * n),
    /** One item of `list`. */
    pick: (list) => list[Math.floor(next() * list.length)],
    /** True with probability p. */
    chance: (p) => next() < p,
  };
}

/** The run's seed and length: SUDOKU_RANDOM_SEED ("random" for a new one) and SUDOKU_RANDOM_ACTIONS, else the defaults. */
function runSettings(defaultSeed, defaultActions) {
  const asked = process.env.SUDOKU_RANDOM_SEED;
  const seed = asked === 'random' ? Math.floor(Math.random() * 2 ** 31) : asked ? Number(asked) : defaultSeed;
  const actions = process.env.SUDOKU_RANDOM_ACTIONS ? Number(process.env.SUDOKU_RANDOM_ACTIONS) : defaultActions;
  if (!Number.isInteger(seed) || !Number.isInteger(actions) || actions < 1) {
    throw new Error('SUDOKU_RANDOM_SEED must be a whole number or "random", SUDOKU_RANDOM_ACTIONS a whole number above 0');
  }
  return { seed, actions };
}

/**
 * What the library says of the grids shown, asked in node (build/site/sudoku.js):
 * their houses and how many solutions their givens have, each kept once asked.
 */
async function createOracle() {
  const api = await sudoku();
  const layouts = api.layouts();
  const variants = api.variants();
  const shapes = new Map();
  const counts = new Map();
  return {
    api,
    layouts,
    variants,
    /** The houses of a shape {layout} or {size, variant, regions}: {symbols, cellCount, houses: [[cell, ...], ...]}. */
    shape(where) {
      const key = JSON.stringify(where);
      if (!shapes.has(key)) shapes.set(key, shapeOf(api, layouts, where));
      return shapes.get(key);
    },
    /** {count, complete} of `givens` (cells) on a shape, the fast solver counting up to `limit`. */
    count(givens, where, limit) {
      const key = Array.from(givens).join(',') + JSON.stringify(where) + limit;
      if (!counts.has(key)) {
        const r = api.count(Uint8Array.from(givens), Object.assign(optionsOf(api, where), { algorithm: 'fast', limit, timeLimit: 3000 }));
        counts.set(key, { count: r.count, complete: r.complete || r.count < limit && !r.stoppedBy });
      }
      return counts.get(key);
    },
    /** Whether the givens conflict on the shape (the library's parse). */
    conflicting(givens, where) {
      const r = api.parse(Uint8Array.from(givens), optionsOf(api, where));
      return !r.ok && r.error.code === 'conflict';
    },
  };
}

// A jigsaw without its map takes the library's starting map of its size (as
// the page does): the boxes, or a prime size's strips.
function settled(api, where) {
  if (!where.variant || !where.variant.split(',').includes('jigsaw') || where.regions) return where;
  return Object.assign({}, where, { regions: startMap(api, where.size) });
}

// The starting map of a size as a regions option.
function startMap(api, size) {
  return api.sizes().find((s) => s.size === size).startRegions.map((r) => r.toString(36)).join('');
}

function optionsOf(api, where) {
  where = settled(api, where);
  if (where.layout) return { layout: where.layout };
  const options = { variant: where.variant || 'standard' };
  if (where.regions) options.regions = where.regions;
  return options;
}

function shapeOf(api, layouts, where) {
  where = settled(api, where);
  if (where.layout) {
    const layout = layouts.find((l) => l.id === where.layout);
    const parsed = api.parse(new Uint8Array(layout.cellCount), { layout: layout.id });
    return { symbols: layout.symbols, cellCount: layout.cellCount, houses: parsed.houses.map((h) => h.cells), square: false };
  }
  const n = where.size;
  let parsed = api.parse(new Uint8Array(n * n), optionsOf(api, where));
  // An unfinished region map: rows and columns hold for sure.
  if (!parsed.ok) {
    parsed = { houses: api.parse(new Uint8Array(n * n), { variant: 'jigsaw', regions: startMap(api, n) }).houses
      .filter((h) => h.kind === 'row' || h.kind === 'column') };
  }
  return { symbols: n, cellCount: n * n, houses: parsed.houses.map((h) => h.cells), square: true };
}

// ---- What must be true of a snapshot ----------------------------------------------

/**
 * The invariants a snapshot breaks, as sentences (none: all hold).
 * snap: {cells: [{v: symbol or '', kind: 'given' | 'solver' | '', conflict}],
 * where: the shape ({layout} or {size, variant, regions}), algorithm (its id), status, stepText,
 * counters {name: text}, verdict (the Solutions panel's, '' when hidden),
 * puzzle (the puzzle's line, '.' for blanks, when the page says it: the site's address),
 * position (its "Solution 3 of 10", '' when none), problems: [text]}.
 * examples: [{name, puzzle, layout}] a status may name. tally: counts each
 * invariant checked ({name: n}).
 */
function violations(snap, oracle, examples, tally) {
  const out = [];
  const checked = (name) => { tally[name] = (tally[name] || 0) + 1; };
  const shape = oracle.shape(snap.where);
  const value = (c) => (c.v ? SYMBOLS.indexOf(c.v) + 1 : 0);
  const givens = snap.cells.map((c) => (c.kind === 'given' ? value(c) : 0));
  const blanks = givens.filter((v) => !v).length;
  const full = snap.cells.every((c) => c.v);
  const nameOf = (cell) => (shape.square ? 'r' + (Math.floor(cell / shape.symbols) + 1) + 'c' + (cell % shape.symbols + 1) : 'cell ' + cell);

  checked('cell count');
  if (snap.cells.length !== shape.cellCount) {
    out.push(`the grid has ${snap.cells.length} cells where its shape (${JSON.stringify(snap.where)}) has ${shape.cellCount}`);
    return out;
  }

  if (snap.puzzle !== undefined) {
    checked('givens');
    const drawn = givens.map((v) => (v ? SYMBOLS[v - 1] : '.')).join('');
    const puzzle = snap.puzzle.toUpperCase().replace(/0/g, '.');
    if (drawn !== puzzle) out.push(`the grid draws the givens ${drawn} where the puzzle is ${puzzle}`);
  }

  checked('symbols');
  snap.cells.forEach((c, i) => {
    if (c.v && (c.v.length !== 1 || value(c) < 1 || value(c) > shape.symbols)) {
      out.push(`${nameOf(i)} shows "${c.v}", not a symbol of a grid of ${shape.symbols} symbols`);
    }
  });

  // Level by level tries a whole row of a level at once and checks it after:
  // its animation shows digits that repeat, and that is its lesson.
  const tries = snap.algorithm === 'levels' && snap.counters.Steps !== undefined;
  checked('conflicts');
  const valid = (() => {
    let ok = full;
    for (const house of shape.houses) {
      const byValue = new Map();
      for (const cell of house) {
        const v = value(snap.cells[cell]);
        if (!v) continue;
        if (!byValue.has(v)) byValue.set(v, []);
        byValue.get(v).push(cell);
      }
      for (const [v, cells] of byValue) {
        if (cells.length < 2) continue;
        ok = false;
        const solver = cells.filter((cell) => snap.cells[cell].kind === 'solver');
        if (solver.length && !tries && !cells.every((cell) => snap.cells[cell].conflict)) {
          out.push(`solver digit ${SYMBOLS[v - 1]} at ${solver.map(nameOf).join(', ')} repeats in a house with ${cells.filter((c) => !solver.includes(c)).map(nameOf).join(', ') || 'another solver digit'}, unmarked`);
        }
      }
    }
    return ok;
  })();

  // A solved grid, as the status or the Solutions panel says it.
  const solvedSaid = /^Solved by |^Solved! |^Animation finished: solved /.test(snap.status);
  const browsing = snap.position !== '';
  if (solvedSaid || browsing) {
    checked('solved');
    if (!full) out.push(`"${snap.status}${browsing ? ' / ' + snap.position : ''}" over a grid with ${snap.cells.filter((c) => !c.v).length} blank cells`);
    else if (!valid) out.push(`"${snap.status}${browsing ? ' / ' + snap.position : ''}" over a grid that breaks a house`);
  }

  // Counts and verdicts, checked against the library's count of the givens shown.
  const count = (limit) => oracle.count(givens, snap.where, limit);
  const expect = (what, test, limit) => {
    checked('verdicts');
    const c = count(limit);
    if (!c.complete && c.count < limit) return;  // the library could not settle it quickly here: no verdict to hold it to
    if (!test(c)) out.push(`${what}, but the givens shown have ${c.complete ? '' : 'at least '}${c.count} solution(s)`);
  };
  const verdictChecks = (text, where) => {
    let m;
    if ((m = /^(?:Solved by .* — )?(unique|one of (at least )?([\d,]+) solutions)\b/.exec(text.replace(/^Solved by .* in [^—]*— /, 'Solved by x — ')))) {
      const n = m[3] ? Number(m[3].replace(/,/g, '')) : 1;
      expect(`${where} says "${text}"`, m[1] === 'unique' ? (c) => c.count === 1 && c.complete
        : m[2] ? (c) => c.count >= n : (c) => c.count === n && c.complete, n + 1);
    }
    // A puzzle's verdict once read or loaded (session_verdict.js), after what the status says first.
    if ((m = / It has (one|no|at least [\d,]+|[\d,]+) solutions?\b/.exec(text))) {
      const said = m[1], n = /\d/.test(said) ? Number(said.replace(/[^\d]/g, '')) : said === 'one' ? 1 : 0;
      expect(`${where} says "${text}"`, /^at least/.test(said) ? (c) => c.count >= n : (c) => c.count === n && c.complete, n + 1);
    }
    if (/^No solution(\.|:)|^Animation finished: no solution/.test(text)) expect(`${where} says "${text}"`, (c) => c.count === 0, 1);
    if ((m = /^Unique solution\.?$/.exec(text))) expect(`${where} says "${text}"`, (c) => c.count === 1 && c.complete, 2);
    if ((m = /^([\d,]+) solutions\.?$/.exec(text))) {
      const n = Number(m[1].replace(/,/g, ''));
      if (n <= 100000) expect(`${where} says "${text}"`, (c) => c.count === n && c.complete, n + 1);
    }
    if ((m = /^At least ([\d,]+) solutions?\b/.exec(text))) {
      const n = Number(m[1].replace(/,/g, ''));
      if (n <= 100000) expect(`${where} says "${text}"`, (c) => c.count >= n, n);
    }
  };
  verdictChecks(snap.status, 'the status');
  if (snap.verdict) verdictChecks(snap.verdict, 'the Solutions panel');

  let m;
  if ((m = /^(.+) = (.) leaves no solution\.$/.exec(snap.status))) {
    expect(`the status says "${snap.status}"`, (c) => c.count === 0, 1);
  }
  // A hint or a check reads the grid as drawn: in play mode the reader's
  // digits (drawn as a solver's, with no solution on show) are givens to it.
  if (/^Invalid: conflicting givens/.test(snap.status)) {
    checked('verdicts');
    const drawn = snap.cells.map(value);
    if (!oracle.conflicting(drawn, snap.where)) out.push(`the status says "${snap.status.slice(0, 80)}", but the digits shown do not conflict`);
  }
  if ((m = /^Loaded "(.+)"\.$/.exec(snap.status))) {
    const example = examples.find((e) => e.name === m[1]);
    if (example) {
      checked('names');
      const line = givens.map((v) => (v ? SYMBOLS[v - 1] : '.')).join('');
      if (line !== example.puzzle.replace(/0/g, '.')) out.push(`the status says "${snap.status}", but the grid shows ${line}`);
    }
  }
  if ((m = /^The grid changed: (\d+)x\d+, (.+?)\.(?: .+ does not fit a \d+x\d+ grid\.)?$/.exec(snap.status))) {
    checked('names');
    const variant = oracle.variants.find((v) => v.name === m[2]);
    if (!shape.square || Number(m[1]) !== shape.symbols || (variant && variant.id !== (snap.where.variant || 'standard'))) {
      out.push(`the status says "${snap.status}" over ${JSON.stringify(snap.where)}`);
    }
  }
  if ((m = /^Read a (\d+)x\d+ puzzle: (\d+) givens?\./.exec(snap.status))) {
    checked('names');
    const n = givens.filter((v) => v).length;
    if (!shape.square || Number(m[1]) !== shape.symbols || Number(m[2]) !== n) out.push(`the status says "${snap.status}" over ${n} givens of ${JSON.stringify(snap.where)}`);
  }
  if ((m = /^(?:Fill in the grid: )?(\d+) cells? to go\.$/.exec(snap.status))) {
    checked('names');
    const left = snap.cells.filter((c) => !c.v).length;
    if (Number(m[1]) !== left) out.push(`the status says "${snap.status}" over a grid with ${left} blank cells`);
  }
  // Cells named by the status and the step text are cells of the grid shown.
  if (shape.square) {
    for (const [what, text] of [['the status', snap.status], ['the step text', snap.stepText]]) {
      for (const r of text.matchAll(/\br(\d+)c(\d+)\b/g)) {
        checked('names');
        if (Number(r[1]) > shape.symbols || Number(r[2]) > shape.symbols) out.push(`${what} names ${r[0]} on a ${shape.symbols}x${shape.symbols} grid: "${text}"`);
      }
    }
  }

  if (snap.counters.Depth !== undefined) {
    checked('counters');
    const depth = Number(snap.counters.Depth.replace(/,/g, ''));
    if (depth > blanks) out.push(`the counters show depth ${depth} on a grid with ${blanks} blank cells`);
  }
  return out;
}

/**
 * Runs `count` actions picked at random (by weight) from `actions`
 * ({name: {weight, run(page, rng) → a description, or null when it did
 * nothing}}), and after each holds a snapshot (snapshot(page)) to the
 * invariants, retrying a failing check until the hang guard. Returns
 * {actions: how many ran, skipped: how many did nothing, tally: invariants checked by name,
 * shapes: snapshots taken of each shape}.
 * Throws an error naming the seed, the action and the actions before it.
 */
async function runRandomActions({ page, errors, actions, count, seed, snapshot, oracle, examples, label }) {
  const rng = randomOf(seed);
  const names = Object.keys(actions);
  const total = names.reduce((sum, n) => sum + actions[n].weight, 0);
  const history = [];
  const tally = {};
  const shapes = {};  // snapshots taken of each shape: a layout's id, or size and variant
  let skipped = 0;
  const fail = (i, message) => {
    throw new Error(`${label}: ${message}\n  after action ${i + 1} of ${count}; reproduce with SUDOKU_RANDOM_SEED=${seed} ` +
      `SUDOKU_RANDOM_ACTIONS=${count}\n  the last actions:\n    ${history.slice(-KEPT_ACTIONS).join('\n    ')}`);
  };
  for (let i = 0; i < count; i++) {
    let r = rng.next() * total, name = names[0];
    for (const n of names) { r -= actions[n].weight; if (r < 0) { name = n; break; } }
    let said;
    try {
      said = await actions[name].run(page, rng);
    } catch (error) {
      fail(i, `action ${name} failed: ${error.message}`);
    }
    if (said === null) skipped++;
    history.push(`${i + 1}. ${name}${said ? ' ' + said : said === null ? ' (nothing to do)' : ''}`);
    // Sometimes at once, sometimes a moment later, so answers land before and after the next action.
    if (rng.chance(0.5)) await page.waitForTimeout(rng.below(150));
    let first = null;
    try {
      await eventually(async () => {
        tally.snapshots = (tally.snapshots || 0) + 1;
        const snap = await snapshot(page);
        const shape = snap.where.layout || snap.where.size + 'x' + snap.where.size + ' ' + (snap.where.variant || 'standard');
        shapes[shape] = (shapes[shape] || 0) + 1;
        const found = violations(snap, oracle, examples, tally);
        if (errors.length) found.push(`page errors: ${errors.join(' | ')}`);
        if (found.length && !first) first = { found, snap };
        assert.deepEqual(found, []);
      }, 0, 50);
    } catch (error) {
      if (!first) throw error;
      const s = first.snap;
      fail(i, `${first.found.join('; ')}\n  status: "${s.status}"\n  grid: ${s.cells.map((c) => c.v || '.').join('')}` +
        `\n  shape: ${JSON.stringify(s.where)}`);
    }
  }
  return { actions: count, skipped, tally, shapes };
}

module.exports = { SYMBOLS, randomOf, runSettings, createOracle, violations, runRandomActions };
