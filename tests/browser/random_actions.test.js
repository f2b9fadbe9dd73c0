// Random actions on the site and on a widget, each followed by a check that
// what is shown is true (support/random_actions.js lists the invariants):
// examples, sizes, variants, layouts, algorithms, typing, pasting, Solve,
// All solutions, Animate, Play, Step, Back, Reset, Hint, Apply hint, Undo,
// Redo, Stop, Escape, Compare, Clear, the Solutions panel and the speed, in
// an order a seed decides. scripts/test runs a short run with a fixed seed;
// a long one (tests/README.md): SUDOKU_RANDOM_ACTIONS=3000 SUDOKU_RANDOM_SEED=random node --test tests/browser/random_actions.test.js
// (the seed of a failing run is printed with the actions that led to it).
// What such runs found is pinned by name in stale_results.test.js.
'use strict';
const { test } = require('node:test');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { useSite, openSite } = require('./support/site');
const { useWidgetPages, writeWidgetPage, openPage } = require('./support/widget');
const { SYMBOLS, runSettings, createOracle, runRandomActions } = require('./support/random_actions');

const SHORT_RUN = 150;  // actions on each of the site and the widget in scripts/test
const SEED = 34;

const siteEnv = useSite();
const widgetEnv = useWidgetPages();
let examplesList = null;
const examples = async () => examplesList || (examplesList =
  (await import(pathToFileURL(path.resolve(__dirname, '../../web/js/examples.js')).href)).EXAMPLES);

// ---- Reading the page -----------------------------------------------------------

// The cells of a grid (in a document or a shadow root) in index order: the
// symbol each shows (its own text: the pencil marks are in a child), how it
// is drawn, and whether it is marked as a conflict.
function readCells(root) {
  const own = (el) => [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data).join('').trim();
  return [...root.querySelectorAll('[role=gridcell]')]
    .sort((a, b) => Number(a.dataset.cell) - Number(b.dataset.cell))
    .map((el) => ({ v: own(el), kind: el.classList.contains('given') ? 'given' : el.classList.contains('solver') ? 'solver' : '',
      conflict: el.classList.contains('conflict') }));
}

// What a session's view shows besides the grid, read in the same task.
function readLines(root) {
  const text = (id) => (root.getElementById(id) ? root.getElementById(id).textContent : '');
  const counters = {};
  root.querySelectorAll('#counters dt').forEach((dt) => { counters[dt.textContent] = dt.nextElementSibling.textContent; });
  const panel = root.getElementById('solutions-panel');
  const open = panel && !panel.hidden;
  return { algorithm: root.getElementById('algorithm').value, status: text('status'), stepText: text('step-text'), counters, verdict: open ? text('verdict') : '', position: open ? text('position') : '',
    problems: [...root.querySelectorAll('#problems li')].map((li) => li.textContent) };
}

// The site: the grid, the lines, and the shape its menus show (they follow the session's state).
async function siteSnapshot(page) {
  return page.evaluate(({ cellsSource, linesSource }) => {
    const readCells = new Function('return ' + cellsSource)();
    const readLines = new Function('return ' + linesSource)();
    const $ = (id) => document.getElementById(id);
    const layout = $('layout').value;
    const variant = $('variant').value;
    const where = layout ? { layout } : { size: Number($('size').value), variant,
      ...(variant.split(',').includes('jigsaw') && $('regions').value ? { regions: $('regions').value } : {}) };
    const puzzle = new URLSearchParams(location.hash.slice(1)).get('puzzle');
    return { cells: readCells(document.getElementById('grid-holder')), where, ...(puzzle !== null ? { puzzle } : {}), ...readLines(document) };
  }, { cellsSource: readCells.toString(), linesSource: readLines.toString() });
}

// ---- Acting as a person on the site ------------------------------------------------

// Where a control is found: the site's document, or the widget's shadow root.
const rootOf = (inWidget) => (inWidget ? document.querySelector('sudoku-solver').shadowRoot : document);

// A click on a button that can be clicked now (shown, enabled), in one task
// of the page: null when there was none.
const press = (page, id, inWidget = false) => page.evaluate(([id, inWidget, rootSource]) => {
  const b = new Function('return ' + rootSource)()(inWidget).getElementById(id);
  if (!b || b.disabled || b.closest('[hidden]')) return null;
  b.click();
  return '';
}, [id, inWidget, rootOf.toString()]);

// One of a menu's enabled options, chosen by the seed, as a person chooses it (a change event).
async function choose(page, rng, id, inWidget = false) {
  const options = await page.evaluate(([id, inWidget, rootSource]) => [...new Function('return ' + rootSource)()(inWidget).getElementById(id).options]
    .filter((o) => !o.disabled && o.value !== '').map((o) => [o.value, o.textContent]), [id, inWidget, rootOf.toString()]);
  if (!options.length) return null;
  const [value, text] = rng.pick(options);
  const done = await page.evaluate(([id, value, inWidget, rootSource]) => {
    const select = new Function('return ' + rootSource)()(inWidget).getElementById(id);
    if (select.disabled || select.closest('[hidden]')) return false;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    return true;
  }, [id, value, inWidget, rootOf.toString()]);
  return done ? text : null;
}

// Moves the speed slider to a position the seed picks.
async function slide(page, rng, inWidget = false) {
  const at = rng.below(101);
  await page.evaluate(([at, inWidget, rootSource]) => {
    const speed = new Function('return ' + rootSource)()(inWidget).getElementById('speed');
    speed.value = String(at);
    speed.dispatchEvent(new Event('input', { bubbles: true }));
  }, [at, inWidget, rootOf.toString()]);
  return String(at);
}

// A pause of up to 600 ms: a search or an animation gets on, answers come.
async function pause(page, rng) {
  const ms = rng.below(600);
  await page.waitForTimeout(ms);
  return ms + ' ms';
}

// Clicks a cell (the grid selects it) and types a key: a symbol of the grid, sometimes one beyond it, or a clearing key.
async function typeInto(grid, keypad, page, rng) {
  const n = await grid.locator('[role=gridcell]').count();
  if (!n) return null;
  const cell = rng.below(n);
  const symbols = (await keypad.locator('button').count()) - 1;  // a key a symbol, and Clear
  const key = rng.chance(0.15) ? rng.pick(['Backspace', 'Delete', '0']) : SYMBOLS[rng.below(Math.min(symbols + 1, 25))];
  await grid.locator(`[data-cell="${cell}"]`).click();
  await page.keyboard.press(key);
  return `${key} in cell ${cell}`;
}

function siteActions(list) {
  return {
    example: { weight: 4, run: (page, rng) => choose(page, rng, 'examples') },
    size: { weight: 2, run: (page, rng) => choose(page, rng, 'size') },
    variant: { weight: 2, run: (page, rng) => choose(page, rng, 'variant') },
    layout: { weight: 1, run: (page, rng) => choose(page, rng, 'layout') },
    algorithm: { weight: 3, run: (page, rng) => choose(page, rng, 'algorithm') },
    type: { weight: 5, run: (page, rng) => typeInto(page.locator('#grid-holder'), page.locator('#keypad'), page, rng) },
    paste: {
      weight: 1,
      run: async (page, rng) => {
        const example = rng.pick(list);
        let text = example.puzzle;
        if (rng.chance(0.3)) {  // one cell changed: a puzzle with fewer, more or conflicting givens
          const at = rng.below(text.length);
          text = text.slice(0, at) + rng.pick(['.', '1', '2', '5', '9']) + text.slice(at + 1);
        }
        if (rng.chance(0.1)) text = 'not a puzzle ' + rng.below(1000);
        await page.locator('#puzzle-text').fill(text);
        return `"${text.slice(0, 30)}…"`;
      },
    },
    solve: { weight: 3, run: (page) => press(page, 'solve') },
    all: { weight: 2, run: (page) => press(page, 'all') },
    animate: { weight: 2, run: (page) => press(page, 'animate') },
    play: { weight: 2, run: (page) => press(page, 'play') },
    step: { weight: 3, run: (page) => press(page, 'step') },
    back: { weight: 3, run: (page) => press(page, 'step-back') },
    reset: { weight: 2, run: (page) => press(page, 'reset') },
    hint: { weight: 2, run: (page) => press(page, 'hint') },
    applyHint: { weight: 2, run: (page) => press(page, 'apply-hint') },
    undo: { weight: 2, run: (page) => press(page, 'undo') },
    redo: { weight: 1, run: (page) => press(page, 'redo') },
    stop: { weight: 2, run: (page) => press(page, 'stop') },
    escape: { weight: 1, run: async (page) => { await page.keyboard.press('Escape'); return ''; } },
    compare: { weight: 1, run: (page) => press(page, 'compare') },
    clear: { weight: 1, run: (page) => press(page, 'clear') },
    next: { weight: 1, run: (page) => press(page, 'next') },
    previous: { weight: 1, run: (page) => press(page, 'previous') },
    candidates: { weight: 1, run: (page) => press(page, 'candidates') },
    speed: { weight: 1, run: (page, rng) => slide(page, rng) },
    wait: { weight: 2, run: pause },
  };
}

test('random actions on the site: every grid, status, count and counter shown is true of the grid shown', async (t) => {
  const { seed, actions } = runSettings(SEED, SHORT_RUN);
  const oracle = await createOracle();
  const list = await examples();
  const { page, errors } = await openSite(siteEnv);
  try {
    const r = await runRandomActions({ page, errors, actions: siteActions(list), count: actions, seed, snapshot: siteSnapshot,
      oracle, examples: list, label: 'the site' });
    t.diagnostic(`seed ${seed}: ${r.actions} actions (${r.skipped} did nothing), checks: ${JSON.stringify(r.tally)}, shapes: ${JSON.stringify(r.shapes)}`);
  } finally {
    await page.close();
  }
});

// ---- The widget -----------------------------------------------------------------

const WIDGET_CONTROLS = 'algorithm solve all animate speed hint stop keypad';
const SHAPE_ATTRIBUTES = ['layout', 'puzzle', 'size', 'variant', 'regions'];

/**
 * Attributes a blog's page might set, picked by the seed, and the shape the
 * widget then shows (its rules: a puzzle's cells give the size, a variant
 * that does not fit the size is standard, a layout takes no variant).
 */
function widgetAttributes(rng, list, oracle) {
  const algorithms = oracle.api.algorithms().map((a) => a.id);
  const attributes = { algorithm: rng.pick(algorithms), mode: rng.pick(['solve', 'all', 'animate', 'play']),
    speed: String(rng.pick([3, 50, 800, 20000, 300000])), controls: WIDGET_CONTROLS };
  let where;
  if (rng.chance(0.6)) {
    const example = rng.pick(list);
    attributes.puzzle = example.puzzle;
    if (example.layout) {
      attributes.layout = example.layout;
      where = { layout: example.layout };
    } else {
      if (example.variant) attributes.variant = example.variant;
      if (example.regions) attributes.regions = example.regions;
      where = { size: Math.round(Math.sqrt(example.puzzle.length)), variant: example.variant || 'standard',
        ...(example.regions ? { regions: example.regions } : {}) };
    }
  } else if (rng.chance(0.2)) {
    attributes.layout = rng.pick(oracle.layouts).id;
    where = { layout: attributes.layout };
  } else {
    const size = rng.pick(oracle.api.sizes()).size;
    const variant = rng.pick(oracle.variants);
    attributes.size = String(size);
    attributes.variant = variant.id;
    where = { size, variant: variant.sizes.includes(size) ? variant.id : 'standard' };
  }
  return { attributes, where };
}

function widgetActions(list, oracle, model) {
  const w = (page) => page.locator('sudoku-solver');
  const keys = async (page, combo) => {
    await w(page).locator('[role=gridcell][tabindex="0"]').focus();
    await page.keyboard.press(combo);
    return '';
  };
  return {
    attributes: {
      weight: 3,
      run: async (page, rng) => {
        const { attributes, where } = widgetAttributes(rng, list, oracle);
        await page.evaluate(([attributes, shapeNames]) => {
          const el = document.querySelector('sudoku-solver');
          shapeNames.forEach((name) => { if (!(name in attributes)) el.removeAttribute(name); });
          Object.entries(attributes).forEach(([name, value]) => el.setAttribute(name, value));
        }, [attributes, SHAPE_ATTRIBUTES]);
        model.where = where;
        const { controls, ...said } = attributes;
        return JSON.stringify({ ...said, puzzle: said.puzzle && said.puzzle.slice(0, 20) + '…' });
      },
    },
    algorithm: { weight: 2, run: (page, rng) => choose(page, rng, 'algorithm', true) },
    type: { weight: 5, run: (page, rng) => typeInto(w(page).locator('#grid-holder'), w(page).locator('#keypad'), page, rng) },
    solve: { weight: 3, run: (page) => press(page, 'solve', true) },
    all: { weight: 2, run: (page) => press(page, 'all', true) },
    play: { weight: 3, run: (page) => press(page, 'play', true) },
    step: { weight: 3, run: (page) => press(page, 'step', true) },
    reset: { weight: 2, run: (page) => press(page, 'reset', true) },
    hint: { weight: 2, run: (page) => press(page, 'hint', true) },
    applyHint: { weight: 2, run: (page) => press(page, 'apply-hint', true) },
    stop: { weight: 2, run: (page) => press(page, 'stop', true) },
    escape: { weight: 1, run: (page) => keys(page, 'Escape') },
    undo: { weight: 2, run: (page) => keys(page, 'Control+z') },
    redo: { weight: 1, run: (page) => keys(page, 'Control+y') },
    next: { weight: 1, run: (page) => press(page, 'next', true) },
    previous: { weight: 1, run: (page) => press(page, 'previous', true) },
    speed: { weight: 1, run: (page, rng) => slide(page, rng, true) },
    wait: { weight: 2, run: pause },
  };
}

test('random actions on a widget: every grid, status, count and counter shown is true of the grid shown', async (t) => {
  const { seed, actions } = runSettings(SEED, SHORT_RUN);
  const oracle = await createOracle();
  const list = await examples();
  writeWidgetPage(widgetEnv, 'random.html', [{ controls: WIDGET_CONTROLS }]);
  const { page, errors } = await openPage(widgetEnv, widgetEnv.fileUrl('random.html'));
  // The shape the widget shows: its attributes' (an empty 9x9 grid to begin with).
  const model = { where: { size: 9, variant: 'standard' } };
  const snapshot = async (page) => ({ ...(await page.evaluate(({ cellsSource, linesSource }) => {
    const root = document.querySelector('sudoku-solver').shadowRoot;
    const readCells = new Function('return ' + cellsSource)();
    const readLines = new Function('return ' + linesSource)();
    return { cells: readCells(root.getElementById('grid-holder')), ...readLines(root) };
  }, { cellsSource: readCells.toString(), linesSource: readLines.toString() })), where: model.where });
  try {
    const r = await runRandomActions({ page, errors, actions: widgetActions(list, oracle, model), count: actions, seed, snapshot,
      oracle, examples: [], label: 'the widget' });
    t.diagnostic(`seed ${seed}: ${r.actions} actions (${r.skipped} did nothing), checks: ${JSON.stringify(r.tally)}, shapes: ${JSON.stringify(r.shapes)}`);
  } finally {
    await page.close();
  }
});
