// The reader at the grid: mode="play" (fill it in yourself, with the keypad
// or the keyboard; wrong digits marked, givens kept, a finished grid
// announced and fired as `solved`; hints; Solve shows the answer), readonly
// (nothing typed changes the grid, the solver still runs), and the keyboard
// alone (Tab into the grid, arrows, digits, the buttons, Escape stops).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useWidgetPages, writeWidgetPage, openPage, widget, button, status, gridLine, statusMatching, eventually, events } = require('./support/widget');

const env = useWidgetPages();
const SMALL = '.....3.4....143.';
const SMALL_SOLUTION = '4123231432411432';
const CLASSIC = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

const cell = (w, row, column) => w.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${column}(,|$)`) });

test('play mode: the reader fills in the grid; a wrong digit is marked, givens stay, a full grid is announced', async () => {
  writeWidgetPage(env, 'play.html', [{ id: 'small', mode: 'play', puzzle: SMALL }, { id: 'classic', mode: 'play', puzzle: CLASSIC }]);
  const { page, errors } = await openPage(env, env.fileUrl('play.html'), { widgets: 2 });
  const w = widget(page, '#small');
  assert.equal(await status(w).textContent(), 'Fill in the grid: 11 cells to go.');
  assert.deepEqual(await w.getByRole('group', { name: 'Keypad' }).getByRole('button').evaluateAll((b) => b.map((x) => x.getAttribute('aria-label'))),
    ['Enter 1', 'Enter 2', 'Enter 3', 'Enter 4', 'Clear cell']);
  assert.deepEqual(await w.getByRole('button').filter({ visible: true }).filter({ hasNotText: /^[1-4⌫]$/ }).allTextContents(),
    ['Solve', 'Hint', 'Rate', 'Notes', 'Check', 'Hide timer']);

  await cell(w, 2, 2).click();
  await page.keyboard.press('1');
  await statusMatching(w, /^r2c2 is a given\.$/);
  await cell(w, 1, 1).click();
  await page.keyboard.press('3');
  await statusMatching(w, /^3 appears twice in .*: r1c1 and r2c2\.$/);
  assert.equal(await w.locator('.cell.conflict').count(), 2);
  await page.keyboard.press('4');
  await statusMatching(w, /^10 cells to go\.$/);
  assert.equal(await w.locator('.cell.conflict').count(), 0);

  // The rest by arrows and digits, the last one by the keypad (as on a phone).
  const blanks = [...SMALL].map((c, i) => (c === '.' && i > 0 ? i : -1)).filter((i) => i >= 0);
  for (const i of blanks.slice(0, -1)) {
    await cell(w, Math.floor(i / 4) + 1, (i % 4) + 1).click();
    await page.keyboard.press(SMALL_SOLUTION[i]);
  }
  const last = blanks[blanks.length - 1];
  await cell(w, Math.floor(last / 4) + 1, (last % 4) + 1).click();
  await w.getByRole('button', { name: `Enter ${SMALL_SOLUTION[last]}` }).click();
  await statusMatching(w, /^Solved! Every house holds each value once\.$/);
  assert.equal(await gridLine(w), SMALL_SOLUTION);
  const solved = (await events(page)).filter((e) => e.type === 'solved');
  assert.deepEqual(solved.map((e) => [e.target, e.detail.by, e.detail.solution, e.detail.puzzle]), [['small', 'player', SMALL_SOLUTION, SMALL]]);

  // Hints in the other widget: the next step in words, placed on request; Solve shows the rest.
  const c = widget(page, '#classic');
  await button(c, 'Hint').click();
  const hint = await statusMatching(c, /single/);
  await button(c, 'Apply hint').click();
  await statusMatching(c, /^Placed \d in r\dc\d\.$/);
  assert.equal((await gridLine(c)).split('.').length - 1, [...CLASSIC].filter((d) => d === '0').length - 1, hint);
  await button(c, 'Solve').click();
  await statusMatching(c, /^Solved by Fast solver/);
  assert.ok(!(await gridLine(c)).includes('.'));
  assert.equal(await status(w).textContent(), 'Solved! Every house holds each value once.', 'the first widget is untouched');
  assert.deepEqual(errors, []);
  await page.close();
});

test('readonly: typing and the keypad change nothing, the solver still runs', async () => {
  writeWidgetPage(env, 'readonly.html', [{ readonly: true, controls: 'solve keypad', puzzle: CLASSIC }]);
  const { page, errors } = await openPage(env, env.fileUrl('readonly.html'));
  const w = widget(page);
  await cell(w, 1, 3).click();
  await page.keyboard.press('4');
  await page.keyboard.press('Delete');
  await cell(w, 1, 1).click();
  await page.keyboard.press('Backspace');
  assert.equal(await gridLine(w), CLASSIC.replace(/0/g, '.'));
  assert.equal(await w.getByRole('group', { name: 'Keypad' }).isVisible(), false);
  await button(w, 'Solve').click();
  await statusMatching(w, /^Solved by Fast solver/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('with the keyboard alone: into the grid, edit, on to the buttons, Play, and Escape stops', async () => {
  writeWidgetPage(env, 'keyboard.html', [{ mode: 'animate', speed: 50, puzzle: CLASSIC }], { before: '<button id="before">Before</button>' });
  const { page, errors } = await openPage(env, env.fileUrl('keyboard.html'));
  const w = widget(page);
  await page.locator('#before').focus();
  await page.keyboard.press('Tab');
  assert.match(await page.evaluate(() => document.activeElement.shadowRoot.activeElement.getAttribute('aria-label')), /^Row 1, column 1(,|$)/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('1');
  assert.equal(await cell(w, 1, 3).textContent(), '1');
  await page.keyboard.press('Delete');
  assert.equal(await gridLine(w), CLASSIC.replace(/0/g, '.'));
  await page.keyboard.press('Tab');  // the Algorithm menu
  await page.keyboard.press('Tab');  // Play
  assert.equal(await page.evaluate(() => document.activeElement.shadowRoot.activeElement.textContent), 'Play');
  await page.keyboard.press('Enter');
  await statusMatching(w, /^Animating Naive backtracking\.$/);
  await page.keyboard.press('Escape');
  await statusMatching(w, /^Animation stopped\.$/);
  assert.deepEqual(errors, []);
  await page.close();
});
