// How hints are given (issue 29): a nudge first (the technique and where to
// look, the house marked, no step), the whole step at the next Hint; and a
// cap a teacher sets on the techniques hints may use, from the library's
// ladder, so a hint past it says to guess instead; or any mix of techniques
// ticked one by one.
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
  assert.deepEqual(offered, [''].concat(api.techniques().filter((t) => t.score > 0).map((t) => t.id), ['chosen']),
    'every rung of the ladder, cheapest first, then "Chosen below" for a mix ticked one by one');
  await menu.selectOption('naked_single');
  await button(page, 'Hint').click();
  await statusMatching(page, /^No technique up to Naked single applies: guess r\d+c\d+, one of /);
  await menu.selectOption('');
  await button(page, 'Hint').click();
  await statusMatching(page, /^Hidden single: /);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Techniques ticked one by one: hints keep to them, skipping the rungs between; the menu follows the ticks', async () => {
  const api = await sudoku();
  const rungs = api.techniques().filter((t) => t.score > 0);
  const XWING = '....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5';
  const { page, errors } = await openSite(env, { hash: fragment(XWING) });
  const menu = page.getByRole('combobox', { name: 'Hints may use' });
  await page.getByText('Choose techniques one by one').click();
  const list = page.getByRole('group', { name: 'Hints may use these techniques' });
  assert.deepEqual(await list.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => [b.value, b.checked])),
    rungs.map((t) => [t.id, true]), 'a box a rung, cheapest first, all ticked');
  // The menu ticks every rung up to the one it names.
  await menu.selectOption('pointing');
  assert.deepEqual(await list.getByRole('checkbox', { checked: true }).evaluateAll((b) => b.map((x) => x.value)),
    rungs.slice(0, rungs.findIndex((t) => t.id === 'pointing') + 1).map((t) => t.id));
  assert.deepEqual(rungs.slice(0, 3).map((t) => t.id), ['naked_single', 'hidden_single', 'constraint_rule'],
    '(the rules\' own rungs lie among them: they never fire without rules)');
  // A mix that is no prefix: "Chosen below", and hints keep to it.
  await page.getByRole('button', { name: 'None', exact: true }).click();
  for (const name of ['Naked single', 'Hidden single', 'X-Wing']) await list.getByLabel(name, { exact: true }).check();
  assert.equal(await menu.inputValue(), 'chosen');
  const seen = new Set();
  for (let i = 0; i < 60; ++i) {
    await button(page, 'Hint').click();
    const said = await statusMatching(page, /^(Naked single|Hidden single|X-Wing on \d|None of the chosen techniques applies)/);
    if (said.startsWith('None')) break;
    seen.add(said.match(/^([^:]+?)( on \d)?:/)[1]);
    await button(page, 'Apply hint').click();
    await statusMatching(page, /^(Placed|Ruled out) /);
  }
  assert.ok(seen.has('X-Wing'), 'the X-Wing, past the box/line rungs left out: ' + [...seen].join(', '));
  await statusMatching(page, /^None of the chosen techniques applies: guess r\dc\d, one of /);
  // Ticking back to a prefix of the ladder names it in the menu.
  await page.getByRole('button', { name: 'All', exact: true }).click();
  assert.equal(await menu.inputValue(), '');
  await list.getByLabel(rungs[rungs.length - 1].name, { exact: true }).uncheck();
  assert.equal(await menu.inputValue(), rungs[rungs.length - 2].id);
  assert.deepEqual(errors, []);
  await page.close();
});
