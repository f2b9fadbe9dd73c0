// <sudoku-solver puzzle="random">: a new puzzle from the library's
// generator on the board the attributes name, of their level and symmetry,
// the seed's puzzle (the CLI's and generate()'s for the same seed), one a
// day for seed="daily", new regions for a jigsaw; bad ones said as every
// bad attribute is.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { sudoku } = require('../js/support/library');
const { useWidgetPages, addWidget, openPage, widget, button, statusMatching, events } = require('./support/widget');

const env = useWidgetPages();

test('puzzle="random" with a seed draws generate()\'s puzzle for it, of the level and symmetry named, and it solves', async () => {
  const api = await sudoku();
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'seeded', puzzle: 'random', level: 'medium', symmetry: 'mirror', seed: '42', loading: 'eager' });
  const w = widget(page, '#seeded');
  await statusMatching(w, /^Press Solve/, 30000);
  const expected = api.generate({ seed: 42, level: 'medium', symmetry: 'mirror' });
  assert.equal(await w.evaluate((el) => el.grid), expected.puzzle);
  assert.deepEqual(await w.evaluate((el) => [el.puzzle, el.level, el.symmetry, el.seed]), ['random', 'medium', 'mirror', '42']);
  await button(w, 'Solve').click();
  await statusMatching(w, /^Solved by Fast solver/);
  assert.equal(await w.evaluate((el) => el.grid), expected.solution);

  // seed="daily": the reader's date; a jigsaw without regions gets regions drawn.
  const today = await page.evaluate(() => { const d = new Date(); return d.getFullYear() * 10000 + (d.getMonth() + 1) * 100 + d.getDate(); });
  await addWidget(page, { id: 'daily', puzzle: 'random', seed: 'daily', size: '6', variant: 'jigsaw', loading: 'eager' });
  const d = widget(page, '#daily');
  await statusMatching(d, /^Press Solve/, 30000);
  const daily = api.generate({ seed: today, size: 6, variant: 'jigsaw', regions: 'random' });
  assert.equal(await d.evaluate((el) => el.grid), daily.puzzle);
  await button(d, 'Solve').click();
  await statusMatching(d, /^Solved by Fast solver/);
  assert.equal(await d.evaluate((el) => el.grid), daily.solution, 'solved in the regions drawn');
  assert.deepEqual(errors, []);
  await page.close();
});

test('without a seed every load draws a new puzzle; a bad level or seed is one sudoku-error each, and the default', async () => {
  const api = await sudoku();
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'a', puzzle: 'random', loading: 'eager' });
  await addWidget(page, { id: 'b', puzzle: 'random', loading: 'eager' });
  const [a, b] = [widget(page, '#a'), widget(page, '#b')];
  await statusMatching(a, /^Press Solve/, 30000);
  await statusMatching(b, /^Press Solve/, 30000);
  const lines = await Promise.all([a, b].map((w) => w.evaluate((el) => el.grid)));
  assert.notEqual(lines[0], lines[1]);
  for (const line of lines) assert.equal(api.count(line, { limit: 2 }).count, 1, 'one solution');

  await addWidget(page, { id: 'bad', puzzle: 'random', level: 'insane', seed: 'tomorrow', loading: 'eager' });
  const bad = widget(page, '#bad');
  await statusMatching(bad, /^Widget options: 2 problems, listed below\.$/, 30000);
  const reported = (await events(page)).filter((e) => e.type === 'error').map((e) => e.detail.message);
  assert.deepEqual(reported, [`level "insane" is not one of any, ${api.levels().map((l) => l.id).join(', ')}; using any.`,
    'seed "tomorrow" is not a whole number (up to 15 digits) or "daily"; drawing one at random.']);
  assert.equal(api.count(await bad.evaluate((el) => el.grid), { limit: 2 }).count, 1, 'a puzzle all the same');
  assert.deepEqual(errors, []);
  await page.close();
});

test('puzzle="random" shows a New puzzle button (and only then), which draws another puzzle with one solution', async () => {
  const api = await sudoku();
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'r', puzzle: 'random', seed: '5', level: 'easy', loading: 'eager' });
  await addWidget(page, { id: 'plain', puzzle: '.'.repeat(81), loading: 'eager' });
  const [r, plain] = [widget(page, '#r'), widget(page, '#plain')];
  await statusMatching(r, /^Press Solve/, 30000);
  await statusMatching(plain, /^Press Solve/, 30000);
  assert.equal(await button(plain, 'New puzzle').isVisible(), false, 'no New puzzle for a puzzle given as text');
  const first = await r.evaluate((el) => el.grid);
  assert.equal(first, api.generate({ seed: 5, level: 'easy' }).puzzle);
  await button(r, 'New puzzle').click();
  await statusMatching(r, /^Press Solve/, 30000);
  const second = await r.evaluate((el) => el.grid);
  assert.notEqual(second, first);
  assert.equal(api.count(second, { limit: 2 }).count, 1);
  assert.equal(api.rate(second).level, 'easy', 'of the same level');
  // The element's method does the same, and resolves to the line it shows.
  const third = await r.evaluate((el) => el.newPuzzle());
  assert.equal(third, await r.evaluate((el) => el.grid));
  assert.equal(await plain.evaluate((el) => el.newPuzzle()), null);
  assert.deepEqual(errors, []);
  await page.close();
});
