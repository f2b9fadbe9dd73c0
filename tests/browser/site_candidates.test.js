// Candidates on the page (issue 18): the Candidates toggle shows pencil marks
// in every empty cell and in its accessible name; the pencil rules one out;
// Hint and Apply hint, repeated, take a puzzle that needs pointing pairs and
// naked subsets as far as logic goes, applying eliminations as well as digits.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, fragment, button, statusMatching, eventually, screenshot, gridLine, assertSolves } = require('./support/site');

// A cell by its row and column (its accessible name grows its candidates, so not by name).
const cell = (page, row, column) => page.getByRole('grid').getByRole('gridcell').nth((row - 1) * 9 + column - 1);

const env = useSite();
const POINTING = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
// magictour_top1465, first of the file that the ladder solves with no guess:
// it needs pointing (15 times), claiming, naked and hidden pairs on the way.
const LADDER_SOLVES = '7.5.....2...4.1...3.........1.6..4..2...5...........9....37.....8....6...9.....8.';

test('Candidates shows pencil marks, named in each empty cell\'s accessible name; the pencil rules one out', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(POINTING) });
  await button(page, 'Candidates').click();
  await eventually(async () => assert.match(await cell(page, 1, 2).getAttribute('aria-label'), /^Row 1, column 2, candidates( [1-9])+$/));
  assert.match(await cell(page, 1, 1).getAttribute('aria-label'), /^Row 1, column 1, [1-9](, given)?$/, 'a filled cell has its digit and no candidates');
  const label = await cell(page, 1, 2).getAttribute('aria-label');
  const first = label.match(/candidates (\d)/)[1];
  await button(page, 'Pencil').click();
  await cell(page, 1, 2).click();
  await page.keyboard.type(first);
  await statusMatching(page, new RegExp(`^r1c2: ${first} ruled out\\.$`));
  await eventually(async () => assert.ok(!(await cell(page, 1, 2).getAttribute('aria-label')).includes(`candidates ${first}`)));
  await screenshot(page, 'candidates');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Hint and Apply hint, repeated, apply eliminations too and go on to the end (the whole ladder needs no guess here)', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(POINTING) });
  const statusText = () => page.getByRole('status').textContent();
  const changed = async (from) => {
    let now = '';
    await eventually(async () => { now = await statusText(); assert.notEqual(now, from); });
    return now;
  };
  let eliminations = 0;
  let said = '';
  for (let i = 0; i < 200; i++) {
    const before = await statusText();
    await button(page, 'Hint').click();
    said = await changed(before);
    if (await button(page, 'Apply hint').isHidden()) break;
    await button(page, 'Apply hint').click();
    const applied = await changed(said);
    assert.match(applied, /^(Placed|Ruled out) /);
    if (/Ruled out/.test(applied)) eliminations++;
  }
  assert.ok(eliminations > 0, 'some hints only rule candidates out, and they are applied');
  assert.equal(said, 'The grid is complete.');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Hint and Apply hint, repeated, take a puzzle that needs pointing pairs and naked subsets to its solution', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(LADDER_SOLVES) });
  const statusText = () => page.getByRole('status').textContent();
  const techniques = new Set();
  let said = '';
  for (let i = 0; i < 200; i++) {
    const before = await statusText();
    await button(page, 'Hint').click();
    await eventually(async () => { said = await statusText(); assert.notEqual(said, before); });
    techniques.add(said.split(/[:(]/)[0].trim());
    if (await button(page, 'Apply hint').isHidden()) break;
    const shown = said;
    await button(page, 'Apply hint').click();
    await eventually(async () => assert.notEqual(await statusText(), shown));
  }
  assert.doesNotMatch(said, /guess/i, said);
  assertSolves(await gridLine(page), LADDER_SOLVES);
  for (const needed of ['Pointing', 'Naked pair']) {
    assert.ok([...techniques].some((t) => t.startsWith(needed)), `${needed} among ${[...techniques].join(', ')}`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
