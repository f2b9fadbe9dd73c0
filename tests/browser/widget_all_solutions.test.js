// The widget's sudoku-solution events come in slices, each its own task, never
// a whole batch of the Worker's at once: N widgets listing every solution
// once held their host page's main thread for 0.52 s (one) to 5.2 s (twenty).
// What is asserted here is the slicing, by work (events a turn, turns a
// search); the times are scripts/lib/bench/widget_stalls.cjs's to measure.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useWidgetPages, addWidget, openPage, widget } = require('./support/widget');

const env = useWidgetPages();
const MAX_EVENTS_A_SLICE = 64;      // web/widget/widget_solution_events.js
const FOUR_BY_FOUR_SOLUTIONS = 288;

test('regression: N widgets in mode all each solveAll(): the sudoku-solution events come in slices of at most 64, each its own task', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  for (const id of ['a', 'b', 'c']) await addWidget(page, { id, mode: 'all', puzzle: '.'.repeat(16) });
  const r = await page.evaluate(async () => {
    const all = [...document.querySelectorAll('sudoku-solver')];
    await Promise.all(all.map((el) => el.ready));
    // A turn ends at the microtask checkpoint after each task: the events of one turn came in one task.
    const turns = [];
    let current = null;
    const indexes = new Map(all.map((el) => [el.id, []]));
    document.addEventListener('sudoku-solution', (e) => {
      indexes.get(e.target.id).push(e.detail.index);
      if (!current) {
        current = { events: 0 };
        turns.push(current);
        queueMicrotask(() => { current = null; });
      }
      current.events++;
    });
    const results = await Promise.all(all.map((el) => el.solveAll()));
    const heardAtResolve = [...indexes.values()].map((list) => list.length);
    return { results: results.map((x) => [x.count, x.complete]), heardAtResolve, turns: turns.map((t) => t.events),
      indexes: [...indexes.values()] };
  });
  assert.deepEqual(r.results, [[288, true], [288, true], [288, true]]);
  assert.deepEqual(r.heardAtResolve, [288, 288, 288], 'solveAll() resolves once every event has fired');
  const expected = Array.from({ length: FOUR_BY_FOUR_SOLUTIONS }, (_, i) => i + 1);
  r.indexes.forEach((list) => assert.deepEqual(list, expected, 'each widget fires its solutions once each, in order'));
  assert.ok(Math.max(...r.turns) <= MAX_EVENTS_A_SLICE, `turns of ${r.turns.join(', ')} events`);
  assert.ok(r.turns.length >= 3 * Math.ceil(FOUR_BY_FOUR_SOLUTIONS / MAX_EVENTS_A_SLICE), `${r.turns.length} turns`);
  // Pressed again, a new search fires its own events from 1.
  const again = await widget(page, '#a').evaluate(async (el) => {
    const heard = [];
    el.addEventListener('sudoku-solution', (e) => heard.push(e.detail.index));
    await el.solveAll();
    return heard;
  });
  assert.deepEqual(again, expected);
  assert.deepEqual(errors, []);
  await page.close();
});
