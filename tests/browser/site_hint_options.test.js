// How hints are given (issue 29): a nudge first (the technique and where to
// look, the house marked, no step), the whole step at the next Hint; and a
// cap a teacher sets on the techniques hints may use, from the library's
// ladder, so a hint past it says to guess instead.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, fragment, button, statusMatching } = require('./support/site');
const { sudoku } = require('../js/support/library');

const env = useSite();
const HARD = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

test('Nudge first: the technique and the house to look at, then the whole step; Apply hint only once it shows', async () => {
  const { page, errors } = await openSite(env);
  await page.getByLabel('Nudge first').check();
  await button(page, 'Hint').click();
  const said = await statusMatching(page, /^Nudge: (Naked|Hidden) single, in (row|column|box) \d\. Press Hint again for the whole step\.$/);
  const house = said.match(/in (\w+ \d)/)[1];
  assert.equal(await page.locator('.cell.hint-house').count(), 9, `the cells of ${house} marked`);
  assert.equal(await page.locator('.cell.hint-target').count(), 0, 'no target shown yet');
  assert.equal(await button(page, 'Apply hint').isVisible(), false);
  await button(page, 'Hint').click();
  const step = await statusMatching(page, /^(Naked|Hidden) single: /);
  assert.ok(step.startsWith(said.match(/^Nudge: ([^,]+),/)[1]), 'the step the nudge named');
  assert.equal(await button(page, 'Apply hint').isVisible(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Hints may use techniques up to one chosen from the library\'s ladder; past it the hint says to guess', async () => {
  const api = await sudoku();
  const { page, errors } = await openSite(env, { hash: fragment(HARD) });
  const menu = page.getByRole('combobox', { name: 'Hints may use' });
  const offered = await menu.locator('option').evaluateAll((o) => o.map((x) => x.value));
  assert.deepEqual(offered, [''].concat(api.techniques().filter((t) => t.score > 0).map((t) => t.id)), 'every rung of the ladder, cheapest first');
  await menu.selectOption('naked_single');
  await button(page, 'Hint').click();
  await statusMatching(page, /^No technique up to Naked single applies: guess r\d+c\d+, one of /);
  await menu.selectOption('');
  await button(page, 'Hint').click();
  await statusMatching(page, /^Hidden single: /);
  assert.deepEqual(errors, []);
  await page.close();
});
