// A chain hint is drawn on the grid (issue 29): each node of the chain a
// circle with its value at that value's pencil-mark place, each link an
// arrow to the next, solid for a strong link and dashed for a weak one, as
// the hint's words write it in Eureka notation ("(2)r1c7=(5)r1c7-(5)r1c2").
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, fragment, button, screenshot } = require('./support/site');

const env = useSite();

// Hint and Apply hint, repeated (at most `steps` hints), until found(words)
// holds for a hint's words: those words, or null.
async function hintUntil(page, steps, found) {
  for (let step = 0; step < steps; step++) {
    const before = await page.getByRole('status').textContent();
    await button(page, 'Hint').click();
    await page.waitForFunction((text) => document.getElementById('status').textContent !== text &&
      !/^Looking/.test(document.getElementById('status').textContent), before);
    const said = await page.getByRole('status').textContent();
    if (await found(said)) return said;
    await button(page, 'Apply hint').click();
  }
  return null;
}
// magictour_top1465's first puzzle: Hint and Apply hint reach a chain after some thirty steps.
const PUZZLE = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

test('Hint and Apply hint, repeated, reach a chain, drawn as circles and arrows the hint\'s words match; the next change takes it away', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(PUZZLE) });
  const words = await hintUntil(page, 120, async () => (await page.locator('.grid .chain').count()) > 0);
  assert.ok(words, 'a chain on the way');
  const eureka = words.match(/(\(\w+\)r\d+c\d+[=-])+\(\w+\)r\d+c\d+/)[0];
  const links = eureka.match(/[=-]/g);
  const chain = page.locator('.grid .chain');
  assert.equal(await chain.locator('circle').count(), links.length + 1);
  assert.deepEqual(await chain.locator('line').evaluateAll((lines) => lines.map((l) => l.getAttribute('class'))),
    links.map((l) => (l === '=' ? 'strong' : 'weak')));
  // Each circle carries its node's value, in the notation's order.
  assert.deepEqual(await chain.locator('text').allTextContents(), eureka.match(/\((\w+)\)/g).map((v) => v.slice(1, -1)));
  await screenshot(page, 'hint-chain', { fullPage: false });
  await button(page, 'Apply hint').click();
  await page.waitForFunction(() => !document.querySelector('.grid .chain'));
  assert.deepEqual(errors, []);
  await page.close();
});

// magictour_top1465's 125th puzzle opens with a finned Swordfish; its next step is a forcing chain.
const FORCING = '4..6..3...1..2..6...8..7..19..8..5...4..5..1......2..75.....6...3..8..4......9..5';

test('a forcing chain\'s hint circles each placement its branch forces, as its words list them, and marks what breaks', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FORCING) });
  await button(page, 'Candidates').click();
  const words = await hintUntil(page, 10, (said) => /^Forcing chain/.test(said));
  assert.ok(words, 'a forcing chain on the way');
  // "2 in r3c8 forces by singles r4c8 is 3, r1c8 is 5, ...; then 6 has no place left in row 6, ..."
  const forced = [...words.matchAll(/r(\d+)c(\d+) is (\w)/g)];
  assert.ok(forced.length >= 1);
  assert.match(words, /; then (\w has no place left in (row|column|box) \d+|r\d+c\d+ has no candidate left), so /);
  const drawn = page.locator('.grid .forced');
  assert.equal(await drawn.locator('circle').count(), forced.length);
  assert.equal(await drawn.locator('line').count(), 0);  // no arrows: a branch, not a chain
  assert.deepEqual(await drawn.locator('text').allTextContents(), forced.map((m) => m[3]));
  // The candidate the step removes ("so r3c8 loses 2") is crossed out, and only it.
  const [, row, col, gone] = words.match(/so r(\d+)c(\d+) loses (\w)\./);
  const struck = page.locator('.grid .pencil .struck');
  assert.equal(await struck.count(), 1);
  assert.equal(await struck.textContent(), gone);
  assert.match(await struck.locator('xpath=ancestor::*[@role="gridcell"]').getAttribute('aria-label'),
    new RegExp(`^Row ${row}, column ${col},.* ${gone} ruled out`));
  await screenshot(page, 'hint-forcing-chain', { fullPage: false });
  await button(page, 'Apply hint').click();
  await page.waitForFunction(() => !document.querySelector('.grid .forced'));
  assert.deepEqual(errors, []);
  await page.close();
});

// magictour_top1465's 260th puzzle: its tenth step is a 3D Medusa trap.
const MEDUSA = '..8.9.1...6.5...2......6....3.1.7.5.........9..4...3...5....2...7...3.8.2..7....4';

test('a 3D Medusa hint circles each colour\'s candidates, one colour filled, as its words list them', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(MEDUSA) });
  const words = await hintUntil(page, 30, (said) => /^3D Medusa/.test(said));
  assert.ok(words, 'a 3D Medusa step on the way');
  // "...one all true, the other all false: 5 in r1c1, 5 in r5c3, ...; and 7 in r1c1, ... . Each ..."
  const [, first, second] = words.match(/all false: (.*?); and (.*?)\. /);
  const values = (list) => [...list.matchAll(/(\w) in r\d+c\d+/g)].map((m) => m[1]);
  const drawn = page.locator('.grid .forced');
  assert.deepEqual(await drawn.locator('circle.a + text').allTextContents(), values(first));
  assert.deepEqual(await drawn.locator('circle.b + text').allTextContents(), values(second));
  assert.equal(await drawn.locator('line').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
