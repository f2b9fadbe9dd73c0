// On a phone the board sits above the Solver panel and the puzzle panel:
// after Solve, Hint, Apply hint (under the keypad) or New puzzle (in the
// puzzle panel), pressed from wherever the page is scrolled, the grid and
// the status line that show the result are scrolled into view (issue 27: at
// 390x844 the hint text sat at y = -28 px and the grid at -612 to -254 px).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { FIRST_SOURCE, useSite, openSite, fragment, button, statusMatching, screenshot } = require('./support/site');

const env = useSite();
const PHONE = { width: 390, height: 844 };

// The grid's top and the status line's bottom, against the window's height.
const inView = (page) => page.evaluate(() => {
  const grid = document.getElementById('grid-holder').getBoundingClientRect();
  const status = document.getElementById('status').getBoundingClientRect();
  return { top: grid.top, bottom: status.bottom, height: window.innerHeight };
});

// Presses `name` scrolled into view: below the board (New puzzle), the grid
// is above the window before the press; Solve, Hint and Apply hint sit under
// the keypad, so pressed after a scroll down to the Solver panel.
async function pressBelow(page, name, pattern) {
  if (['Solve', 'Hint', 'Apply hint'].includes(name)) await page.getByRole('combobox', { name: 'Algorithm' }).scrollIntoViewIfNeeded();
  await button(page, name).scrollIntoViewIfNeeded();
  const before = await inView(page);
  if (name === 'New puzzle') assert.ok(before.top < 0, `${name}: the grid is above the window before the press (top ${before.top})`);
  await button(page, name).click();
  await statusMatching(page, pattern, 30000);
  for (let i = 0; i < 40; i++) {  // a smooth scroll takes a few frames
    const now = await inView(page);
    if (now.top >= 0 && now.bottom <= now.height) return now;
    await page.waitForTimeout(50);
  }
  const now = await inView(page);
  assert.fail(`${name}: the grid and the status are not both in view (grid top ${now.top}, status bottom ${now.bottom} of ${now.height})`);
}

test('on a phone, Hint, Apply hint, Solve and New puzzle bring the grid and the status into view', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE), viewport: PHONE });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pressBelow(page, 'Hint', /^(Naked|Hidden) single/);
  await pressBelow(page, 'Apply hint', /./);
  await pressBelow(page, 'Solve', /^Solved by Fast solver/);
  await screenshot(page, 'phone-solved-in-view');
  await page.waitForFunction(() => !document.getElementById('new-puzzle').disabled);
  await pressBelow(page, 'New puzzle', /^(Making a new|New \w+ puzzle)/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a wide screen, where the board is in view, a result scrolls nothing', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE), viewport: { width: 1280, height: 900 } });
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by Fast solver/);
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  assert.deepEqual(errors, []);
  await page.close();
});
