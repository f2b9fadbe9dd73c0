// The widget as a page's script uses it: the element's methods resolve with
// the library's results and fire its events (sudoku-solved, sudoku-solution,
// sudoku-step, sudoku-error, which these tests record without their prefix);
// attributes and properties mirror each other and apply at once (size,
// variant, regions, algorithm, controls, readonly); bad options become error
// events and words while the widget goes on with the defaults; a widget taken
// off the page lets its Worker go.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  useWidgetPages, writePage, addWidget, openPage, widget, button, gridLine, statusMatching, eventually, events, assertSolves,
} = require('./support/widget');

const env = useWidgetPages();
const TEN_SOLUTIONS = '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';
const FIRST_SOURCE = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34';
const JIGSAW_REGIONS = '111223333441222233411222333441555555441556666441856696777899996777888896777888999';
const JIGSAW = '..8...2....7...4.9.4...635.4.2.3.7...3..28...58.3.46...9..85.6..6.9.2...8.3....2.';

test('the methods resolve with the results and fire solved, solution and step events', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'api', puzzle: TEN_SOLUTIONS, controls: 'none' });
  const w = widget(page, '#api');
  assert.equal(await w.getByRole('button').filter({ visible: true }).count(), 0, 'controls="none": no buttons');

  const solved = await w.evaluate((el) => el.solve().then((r) => ({ status: r.status, grid: el.grid })));
  assert.equal(solved.status, 'solved');
  assertSolves(solved.grid, TEN_SOLUTIONS);
  let seen = await events(page);
  assert.deepEqual(seen.map((e) => [e.type, e.target, e.detail.by, e.detail.algorithm]), [['solved', 'api', 'solve', 'fast']]);
  assert.equal(seen[0].detail.solution, solved.grid);
  assert.equal(seen[0].detail.puzzle, TEN_SOLUTIONS);

  const all = await w.evaluate((el) => el.solveAll().then((r) => ({ count: r.count, complete: r.complete, verdict: r.verdict })));
  assert.deepEqual(all, { count: 10, complete: true, verdict: '10 solutions' });
  const solutions = (await events(page)).filter((e) => e.type === 'solution');
  assert.deepEqual(solutions.map((e) => e.detail.index), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  assert.equal(new Set(solutions.map((e) => e.detail.solution)).size, 10);
  solutions.forEach((e) => assertSolves(e.detail.solution, TEN_SOLUTIONS));

  // Animation: properties set the algorithm and speed; steps come as events; pause, stop.
  await w.evaluate((el) => { el.puzzle = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34'; el.algorithm = 'naive'; el.speed = 2000; });
  await w.evaluate((el) => el.ready);
  assert.equal(await gridLine(w), FIRST_SOURCE);
  await w.evaluate((el) => el.animate());
  const step = await eventually(async () => {
    const s = await page.evaluate(() => window.__steps);
    assert.ok(s.count > 3 && s.last.backtracks > 0, JSON.stringify(s));
    return s;
  });
  assert.equal(step.target, 'api');
  assert.deepEqual(Object.keys(step.last).sort(), ['backtracks', 'depth', 'nodes', 'placements', 'steps', 'text']);
  assert.equal(await w.evaluate((el) => el.busy), true);
  await w.evaluate((el) => el.pause());
  const paused = (await page.evaluate(() => window.__steps)).last.steps;
  await page.waitForTimeout(150);
  assert.equal((await page.evaluate(() => window.__steps)).last.steps, paused);
  await w.evaluate((el) => el.stop());
  assert.equal(await w.evaluate((el) => el.busy), false);

  // Single steps from the givens, then back to them.
  for (let i = 1; i <= 3; i++) {
    await w.evaluate((el) => el.step());
    assert.equal((await page.evaluate(() => window.__steps)).last.steps, i);
  }
  assert.notEqual(await gridLine(w), FIRST_SOURCE);
  await w.evaluate((el) => el.reset());
  assert.equal(await gridLine(w), FIRST_SOURCE);

  // An animation played to its end says so with a solved event.
  await w.evaluate((el) => { el.puzzle = '.....3.4....143.'; el.speed = 100000; });
  await w.evaluate((el) => el.play());
  await eventually(async () => assert.ok((await events(page)).some((e) => e.type === 'solved' && e.detail.by === 'animate')));
  const end = (await events(page)).find((e) => e.detail.by === 'animate');
  assertSolves(end.detail.solution, '.....3.4....143.');
  assert.equal(end.detail.algorithm, 'naive');
  assert.ok(end.detail.stats.placements > 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('attributes and properties mirror each other, and a change shows at once', async () => {
  // A property set before the script defines the element is not lost.
  writePage(env, 'early.html', '<!DOCTYPE html><meta charset="utf-8"><sudoku-solver id="early"></sudoku-solver>' +
    `<script>document.getElementById('early').puzzle = '${JIGSAW}'; document.getElementById('early').readOnly = true;</script>` +
    '<script src="sudoku-widget.js"></script>');
  const { page, errors } = await openPage(env, env.fileUrl('early.html'));
  const w = widget(page, '#early');
  assert.equal(await gridLine(w), JIGSAW);
  assert.equal(await w.getAttribute('readonly'), '');
  assert.equal(await w.getByRole('grid').getAttribute('aria-readonly'), 'true');

  await w.evaluate((el, regions) => { el.variant = 'jigsaw'; el.regions = regions; el.readOnly = false; }, JIGSAW_REGIONS);
  await w.evaluate((el) => el.ready);
  assert.equal(await w.getAttribute('variant'), 'jigsaw');
  assert.equal(await w.locator('.cell.tinted').count(), 81);
  await button(w, 'Solve').click();
  await statusMatching(w, /^Solved by Fast solver/);
  const solution = await gridLine(w);
  assert.ok(!solution.includes('.'));

  // Size with no puzzle: an empty grid of that size; controls as asked.
  await w.evaluate((el) => { el.removeAttribute('variant'); el.puzzle = null; el.size = '16'; el.controls = 'solve stop'; el.theme = 'dark'; });
  await w.evaluate((el) => el.ready);
  assert.equal(await w.getByRole('gridcell').count(), 256);
  assert.equal(await w.getByRole('grid').getAttribute('aria-label'), 'Sudoku grid, 16 by 16');
  assert.deepEqual(await w.getByRole('button').filter({ visible: true }).allTextContents(), ['Solve', 'Stop']);
  assert.equal(await w.getByRole('combobox', { name: 'Algorithm' }).isVisible(), false);

  // X: the diagonals are drawn; the algorithm menu follows the attribute.
  await w.evaluate((el) => { el.size = null; el.variant = 'x'; el.algorithm = 'mrv'; el.controls = 'algorithm solve'; });
  await w.evaluate((el) => el.ready);
  assert.equal(await w.locator('.cell.special').count(), 17);
  assert.equal(await w.getByRole('combobox', { name: 'Algorithm', exact: true }).inputValue(), 'mrv');
  assert.deepEqual(errors, []);
  await page.close();
});

test('bad options are error events and words; the widget goes on with the defaults', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'bad', mode: 'bogus', speed: 'fast', theme: 'purple', controls: 'solve blink', algorithm: 'nope', puzzle: TEN_SOLUTIONS });
  const w = widget(page, '#bad');
  await statusMatching(w, /^Widget options: 5 problems, listed below\.$/);
  const text = (await w.locator('#problems li').allTextContents()).join('\n');
  for (const word of ['mode "bogus"', 'speed "fast"', 'theme "purple"', '"blink"', 'algorithm "nope"']) assert.ok(text.includes(word), `${word} in ${text}`);
  const bad = (await events(page)).filter((e) => e.type === 'error');
  assert.equal(bad.length, 5);
  assert.ok(bad.every((e) => e.detail.code === 'bad_option' && e.target === 'bad'));
  await button(w, 'Solve').click();
  await statusMatching(w, /^Solved by Fast solver/);

  // Givens in conflict: marked at once; Solve says why, as an error event with the cells.
  await w.evaluate((el) => { ['mode', 'speed', 'theme', 'controls', 'algorithm'].forEach((a) => el.removeAttribute(a)); el.puzzle = '11' + '.'.repeat(79); });
  await statusMatching(w, /^1 is given twice in row 1 and box 1: r1c1 and r1c2\.$/);
  assert.equal(await w.locator('.cell.conflict').count(), 2);
  await button(w, 'Solve').click();
  await statusMatching(w, /^Invalid: /);
  const conflict = (await events(page)).filter((e) => e.type === 'error').pop();
  assert.equal(conflict.detail.code, 'conflict');
  assert.deepEqual(conflict.detail.cells, [0, 1]);

  // Any format the library reads; what it cannot read is said.
  await w.evaluate((el) => { el.puzzle = '4 . | . .\n. . | 3 .\n----+----\n. 3 | . .\n. . | . 1'; });
  await eventually(async () => assert.equal(await gridLine(w), '4.....3..3.....1'));
  await w.evaluate((el) => { el.puzzle = '12345'; });
  await statusMatching(w, /^The puzzle attribute: read 5 cells/);
  assert.equal((await events(page)).pop().detail.code, 'bad_cell_count');
  assert.deepEqual(errors, []);
  await page.close();
});

test('taken off the page a widget stops and lets its Worker go; put back, it works again', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'moved', puzzle: '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...', algorithm: 'naive' });
  await addWidget(page, { id: 'other', puzzle: TEN_SOLUTIONS });
  const w = widget(page, '#moved');
  const workers = () => page.workers().length;
  assert.equal(workers(), 1, 'one Worker answers both widgets\' short calls');
  await button(w, 'Solve').click();
  await statusMatching(w, /^Solving/);
  await eventually(async () => assert.equal(workers(), 2));
  // Off the page once the task's microtasks have run (not merely moved): it stops.
  const held = await w.evaluate(async (el) => { window.__held = el; el.remove(); await null; return el.busy; });
  assert.equal(held, false);
  await eventually(async () => assert.equal(workers(), 1));
  await page.evaluate(() => document.body.appendChild(window.__held));
  await page.evaluate(() => window.__held.ready);
  await w.getByRole('combobox', { name: 'Algorithm', exact: true }).selectOption('fast');
  await button(w, 'Solve').click();
  await statusMatching(w, /^Solved by Fast solver/);
  await button(widget(page, '#other'), 'Solve').click();
  await statusMatching(widget(page, '#other'), /^Solved by Fast solver/);
  assert.deepEqual(errors, []);
  await page.close();
});
