// The site stays truthful when the reader changes things under a running
// search, and when a link or a file is more than it can show (issue 20): the
// status line and Stop match what runs, an answer for an earlier grid is
// never applied, a bad link leaves the grid alone.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { useSite, openSite, fragment, cell, button, field, status, gridLine, statusMatching, eventually, counters, number,
  FIRST_SOURCE, TEN_SOLUTIONS, EMPTY_9, dotted } = require('./support/site');

const env = useSite();
/** The steps the animation's counters show. */
const stepsShown = async (page) => number((await counters(page)).Steps);
const HARD_FOR_NAIVE = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

test('typing during a search stops it, says so in the status, and disables Stop', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(HARD_FOR_NAIVE, { algorithm: 'naive' }) });
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solving with Naive backtracking/);
  assert.equal(await button(page, 'Stop').isEnabled(), true);
  await cell(page, 1, 1).click();
  await page.keyboard.type('9');  // the solution's digit there: the grid still has a solution
  await statusMatching(page, /^Solving stopped: the puzzle changed\.$/);
  assert.equal(await button(page, 'Stop').isEnabled(), false);
  // Changing the algorithm during All solutions does the same.
  await button(page, 'All solutions').click();
  await statusMatching(page, /^Looking for every solution/);
  await field(page, 'Algorithm').selectOption('mrv');
  await statusMatching(page, /^The search for every solution stopped: the algorithm changed\.$/);
  assert.equal(await button(page, 'Stop').isEnabled(), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a count shown for the grid before an edit gives way to the edit', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(TEN_SOLUTIONS) });
  await button(page, 'All solutions').click();
  await statusMatching(page, /^10 solutions\.$/);
  await cell(page, 2, 3).click();
  await page.keyboard.press('Backspace');
  await statusMatching(page, /^r2c3 is blank\.$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a bad link opened in the same tab leaves the current grid alone and says why', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  await page.evaluate(() => { location.hash = 'puzzle=' + '.'.repeat(99); });
  await statusMatching(page, /^This link cannot be opened: The link's puzzle has 99 cells/);
  assert.equal(await gridLine(page), dotted(FIRST_SOURCE));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a file with more puzzles than the list holds says how many are listed', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(EMPTY_9) });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-file-'));
  const file = path.join(dir, 'many.txt');
  fs.writeFileSync(file, Array.from({ length: 11000 }, () => dotted(FIRST_SOURCE)).join('\n') + '\n');
  await page.locator('#file').setInputFiles(file);
  const text = await statusMatching(page, /holds 11,000 puzzles/);
  assert.match(text, /\(the first 10,000 are listed\)\.$/);
  assert.equal(await page.locator('#file-puzzles option').count(), 10000);
  fs.rmSync(dir, { recursive: true, force: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test('Compare after a paused animation shows the givens, not the half-run animation\'s digits', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }) });
  await field(page, 'Speed').fill('100');
  await button(page, 'Animate').click();
  await eventually(async () => assert.ok((await gridLine(page)).replace(/\./g, '').length > FIRST_SOURCE.replace(/0/g, '').length + 5));
  await button(page, 'Pause').click();
  await statusMatching(page, /^Paused after [\d,]+ steps\.$/);
  await button(page, 'Compare').click();
  await eventually(async () => assert.equal(await gridLine(page), dotted(FIRST_SOURCE)));
  await statusMatching(page, /^Comparison done/, 40000);  // Level by level runs to its 10 s limit here
  assert.equal(await gridLine(page), dotted(FIRST_SOURCE));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Embed panel animates naive backtracking by default, and from disk says the snippets work on this computer only', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  assert.equal(await field(page, 'Algorithm').inputValue(), 'fast');
  const script = await page.locator('#embed-script').inputValue();
  assert.match(script, / algorithm="naive" mode="animate"/);
  // ... and says why, since the page shows the fast solver.
  assert.match(await page.locator('#embed-algorithm-note').textContent(), /^The animated widget watches naive backtracking/);
  await field(page, 'Algorithm').selectOption('mrv');
  assert.match(await page.locator('#embed-script').inputValue(), / algorithm="mrv" mode="animate"/);
  assert.equal(await page.locator('#embed-algorithm-note').isHidden(), true, 'no word when the snippet is the page\'s');
  assert.match(await page.getByRole('note').textContent(), /open from disk.*work here only/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a size the variant does not fit: the grid turns standard and the status says why, as it names the grid', async () => {
  const { page, errors } = await openSite(env);
  await field(page, 'Variant').selectOption('windoku');
  await statusMatching(page, /^The grid changed: 9x9, Windoku/);
  await field(page, 'Size').selectOption('6');
  await statusMatching(page, /^The grid changed: 6x6, Standard\. Windoku does not fit a 6x6 grid\.$/);
  assert.equal(await page.inputValue('#variant'), 'standard');
  // A problem of the grid before is not described once the grid is another.
  await field(page, 'Size').selectOption('9');
  await cell(page, 1, 1).click();
  await page.keyboard.press('5');
  await cell(page, 1, 2).click();
  await page.keyboard.press('5');
  await statusMatching(page, /5 is given twice/);
  await field(page, 'Size').selectOption('16');
  await statusMatching(page, /^(The grid changed: 16x16, Standard|No more conflicts)\.$/);
  await page.waitForTimeout(500);
  assert.doesNotMatch(await status(page).textContent(), /given twice|r1c/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a paused animation\'s status follows Step and Back: the steps it names are the counter\'s', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }) });
  await button(page, 'Animate').click();
  await eventually(async () => assert.ok((await gridLine(page)).replace(/\./g, '').length > FIRST_SOURCE.replace(/0/g, '').length + 5));
  await button(page, 'Pause').click();
  const paused = Number(/^Paused after ([\d,]+) steps\.$/.exec(await statusMatching(page, /^Paused after [\d,]+ steps\.$/))[1].replace(/,/g, ''));
  assert.equal(paused, await stepsShown(page));
  for (let i = 0; i < 5; i++) await button(page, 'Step').click();
  await statusMatching(page, new RegExp(`^Paused after ${paused + 5} steps\\.$`));
  assert.equal(await stepsShown(page), paused + 5);
  await button(page, 'Step back').click();
  await statusMatching(page, new RegExp(`^Paused after ${paused + 4} steps\\.$`));
  assert.equal(await stepsShown(page), paused + 4);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Back at the end of a long animation goes back one step without replaying the search on screen', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }) });
  await field(page, 'Speed').fill('100');
  await button(page, 'Animate').click();
  await statusMatching(page, /^Animation finished: solved after 301,534 placements/, 120000);
  const last = await stepsShown(page);
  // Watch the counter while the search is replayed to the step before: it never shows fewer steps.
  await page.evaluate(() => {
    window.__fewest = Infinity;
    window.__watch = new MutationObserver(() => {
      const dd = document.querySelector('#counters dd');
      if (dd) window.__fewest = Math.min(window.__fewest, Number(dd.textContent.replace(/,/g, '')));
    });
    window.__watch.observe(document.querySelector('.board'), { subtree: true, childList: true, characterData: true });
  });
  await button(page, 'Step back').click();
  await statusMatching(page, new RegExp(`^Paused after ${(last - 1).toLocaleString('en-US')} steps\\.$`), 60000);
  assert.equal(await stepsShown(page), last - 1);
  assert.equal(await page.evaluate(() => window.__fewest), last - 1, 'the counters went straight to the step before');
  assert.deepEqual(errors, []);
  await page.close();
});
