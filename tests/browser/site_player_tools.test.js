// A player's tools and plain words on the site (issue 27), at a wide screen
// and a phone: Play it myself with the reader's digits drawn as theirs,
// hand-written notes, Check naming wrong digits, a timer that hides, the
// selected digit highlighted; Where they differ after All solutions; printing
// the grid alone; the opening words, a pasted puzzle's verdict, the
// algorithm's plain summary, dashes as blanks, and a problem said once.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  useSite, openSite, fragment, cell, button, field, status, statusMatching, eventually, screenshot,
  FIRST_SOURCE, FIRST_SOLUTION, TEN_SOLUTIONS, NO_SOLUTION,
} = require('./support/site');

const env = useSite();
const SIZES = [{ width: 1280, height: 900 }, { width: 390, height: 844 }];
const colourOf = (locator) => locator.evaluate((el) => getComputedStyle(el).color);

for (const viewport of SIZES) {
  const at = viewport.width + 'x' + viewport.height;

  test(`${at}: Play it myself: the reader's digits look unlike givens, notes, Check, the timer and the digit highlight`, async () => {
    const { page, errors } = await openSite(env, { viewport });
    await button(page, 'Play it myself').click();
    await statusMatching(page, /^Your turn: /);
    assert.equal(await button(page, 'Play it myself').getAttribute('aria-pressed'), 'true');
    // r1c1 is blank (its solution is 6); r1c4 too (2).
    await cell(page, 1, 1).click();
    await page.keyboard.press(FIRST_SOLUTION[0]);
    await statusMatching(page, /^55 cells to go\.$/);
    const mine = cell(page, 1, 1), given = cell(page, 1, 2);
    assert.match(await mine.getAttribute('class'), /\bentry\b/);
    assert.notEqual(await colourOf(mine), await colourOf(given), 'the reader\'s digit is drawn unlike a given');
    // Notes: small digits of the reader's own, in the cell's name too.
    await button(page, 'Notes').click();
    await cell(page, 1, 5).click();
    await page.keyboard.press('4');
    await page.keyboard.press('9');
    await statusMatching(page, /^r1c5: note 9 written\.$/);
    assert.match(await cell(page, 1, 5).getAttribute('aria-label'), /, notes 4 9$/);
    await button(page, 'Notes').click();
    // A wrong digit in r1c4, named by Check.
    await cell(page, 1, 4).click();
    await page.keyboard.press(FIRST_SOLUTION[3] === '9' ? '1' : String(Number(FIRST_SOLUTION[3]) + 1));
    await button(page, 'Check').click();
    await statusMatching(page, /^r1c4 is wrong\.$/);
    assert.match(await cell(page, 1, 4).getAttribute('class'), /\berror-cell\b/);
    // The selected cell's digit everywhere: r1c2 holds a 5.
    await cell(page, 1, 2).click();
    const fives = FIRST_SOURCE.split('').filter((c) => c === '5').length;
    assert.equal(await page.locator('.cell.same-digit').count(), fives);
    // The timer counts, and hides.
    const timer = page.getByRole('timer');
    await eventually(async () => assert.match(await timer.textContent(), /^0:0[1-9]$/));
    await screenshot(page, `player-tools-${at}`, { fullPage: viewport.width > 600 });
    await button(page, 'Hide timer').click();
    assert.equal(await timer.textContent(), '');
    assert.equal(await timer.getAttribute('aria-label'), 'Timer hidden');
    await button(page, 'Show timer').click();
    assert.match(await timer.textContent(), /^0:\d\d$/);
    // Leaving play mode hides the tools.
    await button(page, 'Play it myself').click();
    await eventually(async () => assert.equal(await button(page, 'Check').isVisible(), false));
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`${at}: Where they differ shows every value each blank takes across the solutions`, async () => {
    const { page, errors } = await openSite(env, { viewport, hash: fragment(TEN_SOLUTIONS) });
    await button(page, 'All solutions').click();
    await statusMatching(page, /^10 solutions\.$/);
    await button(page, 'Where they differ').click();
    const said = await statusMatching(page, /^Across the 10 solutions: (\d+) of (\d+) empty cells never change; .* take more than one value/);
    const [, settled, blanks] = said.match(/(\d+) of (\d+)/).map(Number);
    assert.equal(blanks, TEN_SOLUTIONS.split('').filter((c) => c === '.').length);
    assert.equal(await page.locator('.cell.settled').count(), settled);
    assert.equal(await page.locator('.cell.differs').count(), blanks - settled);
    // A differing cell names its values with how many solutions hold each.
    const label = await page.locator('.cell.differs').first().getAttribute('aria-label');
    assert.match(label, /, takes (\d in \d+, )+\d in \d+ of 10 solutions$/);
    await screenshot(page, `where-they-differ-${at}`, { fullPage: viewport.width > 600 });
    // The next solution drawn takes the view away.
    await button(page, 'Next').click();
    await eventually(async () => assert.equal(await page.locator('.cell.differs').count(), 0));
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('printing shows the grid alone, black on white', async () => {
  const { page, errors } = await openSite(env);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.getByRole('grid').isVisible(), true);
  for (const name of ['Solve', 'Play', 'Print', 'Play it myself']) assert.equal(await button(page, name).isVisible(), false, name);
  assert.equal(await status(page).isVisible(), false);
  assert.equal(await page.locator('#keypad').isVisible(), false);
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(255, 255, 255)');
  assert.equal(await colourOf(cell(page, 1, 2)), 'rgb(0, 0, 0)');
  await screenshot(page, 'print');
  assert.deepEqual(errors, []);
  await page.close();
});

test('plain words: the opening status and the algorithm summary, the technical line a click away', async () => {
  const { page, errors } = await openSite(env);
  await statusMatching(page, /^A puzzle to start with\. Solve fills it in, Hint explains the next step, .* It has one solution; rated easy \(hardest step: Naked single\)\.$/);
  const help = page.locator('#algorithm-description');
  assert.match(await help.textContent(), /^The quickest here/);
  assert.equal(await page.locator('#algorithm-technical').isVisible(), false);
  await page.getByText('How it works').click();
  assert.match(await page.locator('#algorithm-technical').textContent(), /band bit words/);
  await field(page, 'Algorithm').selectOption('naive');
  assert.match(await help.textContent(), /^Tries 1, 2, 3\.\.\./);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a pasted puzzle gets its verdict: one, how many, none naming the empty cell; dashes read as blanks', async () => {
  const { page, errors } = await openSite(env);
  const paste = async (text) => { await field(page, 'Puzzle').fill(text); };
  await paste(TEN_SOLUTIONS);
  await statusMatching(page, /^Read a 9x9 puzzle: \d+ givens\. It has 10 solutions: All solutions lists them, and Where they differ shows where\.$/);
  await paste('123456...' + '......789' + '.'.repeat(63));
  await statusMatching(page, /^Read a 9x9 puzzle: 9 givens\. It has no solution: r1c7 has no candidate left\.$/);
  await paste(FIRST_SOURCE.replace(/0/g, '-'));
  await statusMatching(page, /^Read a 9x9 puzzle: 25 givens\. It has one solution; rated easy \(hardest step: Naked single\)\.$/);
  await paste('53-7-6-195');
  await statusMatching(page, /\(3 '-' were taken as separators\)$/);
  // A problem is said once: in the status line, not again in the list under it.
  await paste('55' + '.'.repeat(79));
  const problem = await statusMatching(page, /^5 is given twice/);
  const listed = page.locator('#problems li', { hasText: problem });
  assert.equal(await listed.count(), 1);
  assert.equal(await listed.isVisible(), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Solve on a puzzle with several solutions says how many, and the NO_SOLUTION example says none', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(TEN_SOLUTIONS) });
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by Fast solver in .* — one of 10 solutions: All solutions lists them, and Where they differ shows where\.$/);
  await field(page, 'Puzzle').fill(NO_SOLUTION);
  await statusMatching(page, /^Read a 9x9 puzzle: \d+ givens\. It has no solution/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('typing over one cell of a solved grid, then Undo, brings the whole solution back', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by /);
  await eventually(async () => assert.equal((await page.getByRole('grid').getByRole('gridcell').allTextContents()).join(''), FIRST_SOLUTION));
  // r1c2 is a given 5: typed over with 4, the grid is a new puzzle and the solution goes.
  await cell(page, 1, 2).click();
  await page.keyboard.press('4');
  await eventually(async () => assert.notEqual((await page.getByRole('grid').getByRole('gridcell').allTextContents()).join(''), FIRST_SOLUTION));
  await page.keyboard.press('Control+z');
  await eventually(async () => assert.equal((await page.getByRole('grid').getByRole('gridcell').allTextContents()).join(''), FIRST_SOLUTION));
  assert.match(await cell(page, 1, 1).getAttribute('class'), /\bsolver\b/, 'the solver\'s digits, as before');
  assert.deepEqual(errors, []);
  await page.close();
});
