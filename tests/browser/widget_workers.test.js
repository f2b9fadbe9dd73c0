// The widgets' Workers (web/widget/widget_worker_pool.js): the page's
// widgets share a pool of at most poolSize(navigator.hardwareConcurrency)
// Workers for their searches, plus the one for short calls, instead of a
// Worker each; N widgets listing every solution once held their host page's
// main thread 97 ms (8 widgets) to 173 ms (20), twenty Workers counting on
// two cores. What is asserted here is by count (Workers alive, events,
// solutions); the stalls are scripts/lib/bench/widget_stalls.cjs's to
// measure. navigator.hardwareConcurrency is set by each test, so the pool's
// size does not depend on the machine.
'use strict';
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const { useWidgetPages, addWidget, widgetsReady } = require('./support/widget');
const { watchErrors } = require('./support/browser');
const { sudoku } = require('../js/support/library');

const env = useWidgetPages();
const EVENTS_KEPT = 10000;  // web/js/session_search.js KEEP_SOLUTIONS
// Two 9x9 puzzles of some two million solutions each (a second or more of
// counting, several slices of the pool's), and an empty 4x4 grid.
const MANY = ['...1.2..........6..4.......56.....49.97......28..6.......823.......9......5.1....',
  '..8............4.........5..6..............2..839645..9.........36.9.2.1.....6..4'];
const SMALL = '.'.repeat(16);

let api;
before(async () => { api = await sudoku(); });

// A page whose navigator says `cores` and which counts the Workers started and ended.
async function pageWithCores(cores) {
  const page = await env.browser.context.newPage();
  const errors = watchErrors(page);
  await page.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n, configurable: true });
    const workers = window.__workers = { started: 0, ended: 0, mostAlive: 0 };
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        workers.started++;
        workers.mostAlive = Math.max(workers.mostAlive, workers.started - workers.ended);
      }
      terminate() { workers.ended++; super.terminate(); }
    };
  }, cores);
  await page.goto(env.fileUrl('blank.html'));
  return { page, errors };
}

test('regression: N widgets share at most K Workers: six listing every solution of an empty grid run at most poolSize + 1, and each fires its 10,000 events', async () => {
  const { page, errors } = await pageWithCores(3);  // a pool of 2
  for (let i = 0; i < 6; i++) await addWidget(page, { id: 'w' + i, mode: 'all', puzzle: '.'.repeat(81) });
  await widgetsReady(page, 6);
  const r = await page.evaluate(async (kept) => {
    const all = [...document.querySelectorAll('sudoku-solver')];
    const events = new Map(all.map((el) => [el, 0]));
    document.addEventListener('sudoku-solution', (e) => events.set(e.target, events.get(e.target) + 1));
    all.forEach((el) => el.solveAll());
    await new Promise((resolve) => {
      const check = () => ([...events.values()].every((n) => n >= kept) ? resolve() : setTimeout(check, 50));
      check();
    });
    const busy = all.map((el) => el.busy);  // an empty grid: each counts on
    await Promise.all(all.map((el) => el.stop()));
    return { events: [...events.values()], busy, workers: window.__workers };
  }, EVENTS_KEPT);
  assert.deepEqual(r.events, Array(6).fill(EVENTS_KEPT));
  assert.deepEqual(r.busy, Array(6).fill(true));
  assert.ok(r.workers.mostAlive <= 3, `${r.workers.mostAlive} Workers alive at once (a pool of 2 and the short calls' one)`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: counting stays correct when Workers are shared: three widgets on one pool Worker each count every solution', async () => {
  const { page, errors } = await pageWithCores(2);  // a pool of 1
  const puzzles = [...MANY, SMALL];
  for (let i = 0; i < puzzles.length; i++) await addWidget(page, { id: 'w' + i, mode: 'all', puzzle: puzzles[i] });
  await widgetsReady(page, puzzles.length);
  const r = await page.evaluate(async () => {
    const all = [...document.querySelectorAll('sudoku-solver')];
    const events = new Map(all.map((el) => [el, 0]));
    document.addEventListener('sudoku-solution', (e) => events.set(e.target, events.get(e.target) + 1));
    const results = await Promise.all(all.map((el) => el.solveAll()));
    return { results: results.map((x) => [x.count, x.complete]), events: [...events.values()], workers: window.__workers };
  });
  const expected = puzzles.map((p) => api.count(p, { limit: 0 }).count);
  assert.deepEqual(r.results, expected.map((n) => [n, true]));
  assert.deepEqual(r.events, expected.map((n) => Math.min(n, EVENTS_KEPT)));
  assert.ok(r.workers.mostAlive <= 2, `${r.workers.mostAlive} Workers alive at once (a pool of 1 and the short calls' one)`);
  // Each count is a second or more of work, four slices at least: the pool stopped one for another.
  assert.ok(r.workers.ended >= 1, 'a search gave way to another (its Worker replaced) and still counted right');
  assert.deepEqual(errors, []);
  await page.close();
});
