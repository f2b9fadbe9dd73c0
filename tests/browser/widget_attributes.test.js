// Everything wrong with a widget's attributes is said at once (issue 18: a
// widget with four bad attributes showed only the first error): one line a
// problem under the grid, the status counting them, an error event each,
// and the widget goes on with the defaults. A puzzle or a region map the
// library cannot read does not hide the other problems.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { sudoku } = require('../js/support/library');
const {
  useWidgetPages, addWidget, openPage, widget, button, statusMatching, eventually, events, assertSolves,
} = require('./support/widget');

const env = useWidgetPages();
const JIGSAW_REGIONS = '111223333441222233411222333441555555441556666441856696777899996777888896777888999';
const JIGSAW = '..8...2....7...4.9.4...635.4.2.3.7...3..28...58.3.46...9..85.6..6.9.2...8.3....2.';
const FOUR_BAD = { size: '26', variant: 'nope', algorithm: 'zzz', speed: 'fast!' };

const listed = (w) => w.locator('#problems li').allTextContents();
const errorEvents = async (page) => (await events(page)).filter((e) => e.type === 'error').map((e) => e.detail);

test('a widget with four bad attributes shows all four problems, one a line, and works with the defaults', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'four', ...FOUR_BAD });
  const w = widget(page, '#four');
  await statusMatching(w, /^Widget options: 4 problems, listed below\.$/);
  const lines = await listed(w);
  assert.equal(lines.length, 4, lines.join('\n'));
  const sizes = (await sudoku()).sizes().map((s) => s.size).join(', ');
  [`size "26" is not one of ${sizes}; using 9.`, 'variant "nope" is not one of', 'algorithm "zzz" is not one of',
    'speed "fast!" is not a number of steps a second; using 20.'].forEach((start, i) => assert.ok(lines[i].startsWith(start), lines[i]));
  const bad = await errorEvents(page);
  assert.deepEqual(bad.map((e) => e.code), ['bad_option', 'bad_option', 'bad_option', 'bad_option']);
  assert.deepEqual(bad.map((e) => e.message), lines, 'the events say what the lines say');
  // The defaults in use: a 9x9 standard grid, the fast solver, 20 steps a second.
  assert.deepEqual(await w.evaluate((el) => [el.size, el.variant, el.algorithm, el.speed]), [9, 'standard', 'fast', 20]);
  assert.equal(await w.getByRole('gridcell').count(), 81);
  await button(w, 'Solve').click();
  await statusMatching(w, /^Solved by Fast solver/);
  assertSolves(await w.evaluate((el) => el.grid), '.'.repeat(81));
  assert.equal((await listed(w)).length, 4, 'the problems stay listed while the attributes are wrong');

  // Put right, one by one: the list follows, and with none left the widget says what to do.
  await w.evaluate((el) => { el.size = 4; el.variant = 'x'; });
  await eventually(async () => assert.equal((await listed(w)).length, 2));
  await w.evaluate((el) => { el.algorithm = 'mrv'; });
  await statusMatching(w, /^Widget options: speed "fast!" is not a number of steps a second; using 20\.$/);
  await w.evaluate((el) => { el.speed = 5; });
  await statusMatching(w, /^Press Solve to solve it with Forward checking/);
  assert.deepEqual(await listed(w), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a puzzle attribute the library cannot read is listed with the other bad attributes', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'puzzle', puzzle: '12345', algorithm: 'zzz', speed: 'fast!' });
  const w = widget(page, '#puzzle');
  await statusMatching(w, /^Widget options: 3 problems, listed below\.$/);
  const lines = await listed(w);
  assert.equal(lines.length, 3, lines.join('\n'));
  assert.match(lines[0], /^The puzzle attribute: read 5 cells/);
  assert.match(lines[1], /^algorithm "zzz" is not one of/);
  assert.match(lines[2], /^speed "fast!" is not a number/);
  assert.deepEqual((await errorEvents(page)).map((e) => e.code), ['bad_option', 'bad_option', 'bad_cell_count']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a region map of the wrong sizes is listed with the other bad attributes, naming the regions by their symbols', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'regions', puzzle: JIGSAW, variant: 'jigsaw', regions: '2' + JIGSAW_REGIONS.slice(1), algorithm: 'zzz', speed: 'fast!' });
  const w = widget(page, '#regions');
  await statusMatching(w, /^Widget options: 3 problems, listed below\.$/);
  const lines = await listed(w);
  assert.equal(lines.length, 3, lines.join('\n'));
  assert.match(lines[0], /^algorithm "zzz" is not one of naive, .*; using fast\.$/);
  assert.equal(lines[1], 'speed "fast!" is not a number of steps a second; using 20.');
  assert.equal(lines[2], 'Region map: every region must have exactly 9 cells: region 1 has 8 cells; region 2 has 10 cells');
  assert.deepEqual(errors, []);
  await page.close();
});

test('play mode with a bad attribute still counts the reader\'s progress and announces the finished grid', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  const SMALL = '.....3.4....143.', SOLUTION = '4123231432411432';
  await addWidget(page, { id: 'play', mode: 'play', puzzle: SMALL, speed: 'fast!' });
  const w = widget(page, '#play');
  await statusMatching(w, /^Widget options: speed "fast!" is not a number of steps a second; using 20\.$/);
  const blanks = [...SMALL].flatMap((c, i) => (c === '.' ? [i] : []));
  const cellAt = (i) => w.locator(`.grid .cell[data-cell="${i}"]`);
  await cellAt(blanks[0]).click();
  await page.keyboard.press(SOLUTION[blanks[0]]);
  await statusMatching(w, /^10 cells to go\.$/);
  for (const i of blanks.slice(1)) {
    await cellAt(i).click();
    await page.keyboard.press(SOLUTION[i]);
  }
  await statusMatching(w, /^Solved! Every house holds each value once\.$/);
  assert.equal((await listed(w)).length, 1, 'the bad attribute stays listed');
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: a bad regions attribute fires sudoku-error once, as every other bad attribute does', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'regions', puzzle: JIGSAW, variant: 'jigsaw', regions: '2' + JIGSAW_REGIONS.slice(1) });
  const w = widget(page, '#regions');
  await statusMatching(w, /^The regions attribute: .*every region must have exactly 9 cells/);
  const bad = await errorEvents(page);
  assert.equal(bad.length, 1, JSON.stringify(bad));
  assert.equal(bad[0].code, 'bad_regions');
  assert.match(bad[0].message, /every region must have exactly 9 cells: region 1 has 8 cells/);
  // Put right: no more events, and the widget says what to do.
  await w.evaluate((el) => { el.regions = '111223333441222233411222333441555555441556666441856696777899996777888896777888999'; });
  await statusMatching(w, /^Press Solve/);
  assert.equal((await errorEvents(page)).length, 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: <sudoku-solver puzzle="(625 dots)"> draws 25x25 and el.size says 25, not 9', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'big', puzzle: '.'.repeat(625), variant: 'x' });
  const w = widget(page, '#big');
  await w.evaluate((el) => el.ready);
  assert.equal(await w.getByRole('gridcell').count(), 625);
  assert.deepEqual(await w.evaluate((el) => [el.size, el.variant]), [25, 'x']);
  // A 16-cell puzzle with the size attribute saying 9: what is drawn wins.
  await w.evaluate((el) => { el.puzzle = '.'.repeat(16); el.size = 9; el.variant = 'windoku'; });
  await w.evaluate((el) => el.ready);
  assert.equal(await w.getByRole('gridcell').count(), 16);
  assert.deepEqual(await w.evaluate((el) => [el.size, el.variant]), [4, 'standard'], 'windoku does not fit a 4x4 grid: standard is drawn');
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: readonly with mode="play" says the grid cannot be filled in, not "Fill in the grid: N cells to go."', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  const SMALL = '.....3.4....143.';
  await addWidget(page, { id: 'ro', mode: 'play', puzzle: SMALL, readonly: '' });
  const w = widget(page, '#ro');
  await statusMatching(w, /^Read-only: this grid cannot be filled in here\.$/);
  await w.locator('.grid .cell[data-cell="0"]').click();
  await page.keyboard.press('4');
  assert.equal(await w.evaluate((el) => el.grid), SMALL, 'nothing was typed');
  assert.equal(await w.evaluate((el) => el.shadowRoot.querySelector('[role=status]').textContent), 'Read-only: this grid cannot be filled in here.');
  // Without readonly the same widget plays.
  await w.evaluate((el) => { el.readOnly = false; });
  await statusMatching(w, /^Fill in the grid: 11 cells to go\.$/);
  assert.deepEqual(errors, []);
  await page.close();
});
