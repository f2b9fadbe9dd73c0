// The animation of Crook's algorithm teaches with pencil marks, as the
// walk-through it comes from does (issue 18): every empty cell's candidates
// from the first step, each placement taking its value out of its peers,
// each candidate a deduction rules out struck at its own step, with the
// technique named ("Pointing (box/line interaction) in box 8: 1 leaves r7c7, r7c8"), a backtrack
// bringing back the candidates of the grid it returns to, and a step back
// showing the marks as they were. Other algorithms animate without them.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, fragment, button, eventually, statusMatching, screenshot } = require('./support/site');

const env = useSite();

// Crook's trace of this puzzle (limit 1) begins: 0 a hidden single (6 in
// r7c3), 2 pointing in box 8 (1 confined to row 7) with 3-5 its
// eliminations of 1 from r7c7, r7c8 and r7c9, 6-9 four guesses (depths 1 to
// 4), 10-31 singles at depth 4 until a contradiction, 32-43 the backtrack to
// depth 3 (kRemove events), 44 the next guess. tests/js/trace.test.js
// style: the events are the library's; this test checks what the page draws.
const GUESSING = '6....38......2...7..95.....96.18....7.........8.....49.........3.2.95...1..6..2.5';

const cellAt = (page, i) => page.locator(`.grid .cell[data-cell="${i}"]`);
/** Every cell's accessible name: "Row 1, column 2, candidates 1 4 7[, 5 ruled out]" for an empty cell. */
const names = (page) => page.locator('.grid .cell').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
/** Every cell's pencil marks as {cell: 'candidates|struck'} for the cells that have them. */
const pencil = (page) => page.locator('.grid .cell').evaluateAll((els) => Object.fromEntries(els.flatMap((e, i) => {
  const marks = e.querySelector('.pencil');
  if (!marks) return [];
  const spans = [...marks.children];
  const shown = spans.filter((s) => s.textContent && !s.classList.contains('struck')).map((s) => s.textContent).join('');
  const struck = spans.filter((s) => s.classList.contains('struck')).map((s) => s.textContent).join('');
  return [[i, shown + '|' + struck]];
})));
const stepText = (page) => page.locator('#step-text').textContent();

/** The candidates of each empty cell of a 9x9 standard grid: the values no peer holds (this test's own count). */
function candidatesOf(line) {
  const out = {};
  for (let i = 0; i < 81; i++) {
    if (line[i] !== '.') continue;
    const r = Math.floor(i / 9), c = i % 9, used = new Set();
    for (let j = 0; j < 81; j++) {
      const rj = Math.floor(j / 9), cj = j % 9;
      if (rj === r || cj === c || (Math.floor(rj / 3) === Math.floor(r / 3) && Math.floor(cj / 3) === Math.floor(c / 3))) used.add(line[j]);
    }
    out[i] = [...'123456789'].filter((v) => !used.has(v)).join('') + '|';
  }
  return out;
}

/** The reader's own pencil marks (the Candidates toggle): the givens' candidates, in the cells that show no digit. */
async function readersMarks(page) {
  const digits = await page.locator('.grid .cell').evaluateAll((els) => els.map((e) => (e.firstChild && e.firstChild.nodeType === 3 ? e.firstChild.textContent : '')));
  return Object.fromEntries(Object.entries(candidatesOf(GUESSING)).filter(([i]) => !digits[i]));
}

/**
 * Clicks Step until `count` steps have been played since the givens (Reset
 * first). A step is an event and what carries it out: a deduction with its
 * placements and eliminations is one step, as `sudoku trace` prints it.
 */
async function stepTo(page, count, from = 0) {
  for (let k = from; k < count; k++) await button(page, 'Step').click();
  await eventually(async () => assert.equal((await page.locator('#counters dd').first().textContent()).replace(/,/g, ''), String(count)));
}

async function openCrook(options = {}) {
  const opened = await openSite(env, { hash: fragment(GUESSING, { algorithm: 'crook' }), ...options });
  await eventually(async () => assert.equal(await opened.page.locator('#algorithm').inputValue(), 'crook'));
  return opened;
}

test('the crook animation shows every empty cell\'s candidates from its first step, and placements take them out of the peers', async () => {
  const { page, errors } = await openCrook();
  assert.equal(await page.locator('.pencil').count(), 0, 'no marks before the animation');
  // The first step: the hidden single in words (the hint's sentence) and its placement, 6 in r7c3, at once.
  await stepTo(page, 1);
  assert.equal(await stepText(page), 'Hidden single: in column 3, 6 fits only r7c3.');
  assert.deepEqual(await page.locator('.grid .cell.deduce-pattern').evaluateAll((els) => els.map((e) => Number(e.dataset.cell))), [56]);
  const after = candidatesOf(GUESSING.slice(0, 56) + '6' + GUESSING.slice(57));
  await eventually(async () => assert.deepEqual(await pencil(page), after));
  const empty = [...GUESSING].filter((v) => v === '.').length;
  assert.equal((await names(page)).filter((n) => / candidates \d/.test(n)).length, empty - 1, 'each empty cell names its candidates');
  // A step back to the givens, then the marks of the givens in every empty cell.
  await button(page, 'Step back').click();
  await eventually(async () => assert.equal((await page.locator('#counters dd').first().textContent()), '0'));
  await stepTo(page, 1);
  await eventually(async () => assert.deepEqual(await pencil(page), after));
  assert.deepEqual(errors, []);
  await page.close();
});

test('each candidate a deduction rules out is struck at its own step, the step naming the technique', async () => {
  const { page, errors } = await openCrook();
  await stepTo(page, 1);
  const marks = await pencil(page);
  for (const i of [60, 61, 62]) assert.ok(marks[i].split('|')[0].includes('1'), `r7c${i - 53} still lists 1`);
  // The pointing step: its box and row marked, its three eliminations struck together.
  await stepTo(page, 2, 1);
  assert.equal(await stepText(page),
    'Pointing (box/line interaction): in box 8, 1 can only go in r7c5, r7c6, all in row 7, so 1 leaves the rest of row 7.');
  const box8 = [57, 58, 59, 66, 67, 68, 75, 76, 77];
  assert.deepEqual(await page.locator('.grid .cell.deduce-house').evaluateAll((els) => els.map((e) => Number(e.dataset.cell))), box8);
  assert.equal(await page.locator('.grid .cell.deduce-cover').count(), 9, 'row 7, the house it clears');
  assert.deepEqual(await page.locator('.grid .cell.deduce-pattern').evaluateAll((els) => els.map((e) => Number(e.dataset.cell))), [58, 59]);
  const struck = await pencil(page);
  assert.deepEqual([60, 61, 62].map((i) => struck[i].split('|')[1]), ['1', '1', '1']);
  assert.match(await cellAt(page, 60).getAttribute('aria-label'), /, 1 ruled out$/);
  const style = await page.locator('.pencil .struck').first().evaluate((e) => getComputedStyle(e).textDecorationLine);
  assert.equal(style, 'line-through', 'struck is drawn crossed out');

  // The next step (a guess) leaves them out for good.
  await stepTo(page, 3, 2);
  assert.match(await stepText(page), /^Try \d in r4c9\.$/);
  const gone = await pencil(page);
  for (const i of [60, 61, 62]) assert.ok(!gone[i].includes('1'), `r7c${i - 53}: ${gone[i]}`);
  assert.equal(await page.locator('.pencil .struck').count(), 0);

  // A step back shows the eliminations again, struck as they were.
  await button(page, 'Step back').click();
  await eventually(async () => assert.deepEqual(await pencil(page), struck));
  assert.match(await stepText(page), /^Pointing \(box\/line interaction\): in box 8/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a backtrack brings back the candidates the grid had when it guessed, and a step back restores them', async () => {
  const { page, errors } = await openCrook();
  await stepTo(page, 5);  // three guesses made; the fourth (step 6, depth 4) is next
  const beforeGuess = await pencil(page);
  const beforeNames = await names(page);
  await stepTo(page, 17, 5);  // the guess and the 11 singles at depth 4, up to the contradiction
  const deep = await pencil(page);
  assert.notDeepEqual(deep, beforeGuess);
  await stepTo(page, 29, 17);  // every kRemove of the backtrack to depth 3
  assert.match(await stepText(page), /^Take \d out of r\dc\d \(backtrack\)\.$/);
  await eventually(async () => assert.deepEqual(await pencil(page), beforeGuess));
  assert.deepEqual(await names(page), beforeNames);

  // Stepping back into the deep branch shows its marks again, then forward to the backtracked grid.
  for (let k = 0; k < 12; k++) await button(page, 'Step back').click();
  await eventually(async () => assert.deepEqual(await pencil(page), deep));
  await stepTo(page, 29, 17);
  await eventually(async () => assert.deepEqual(await pencil(page), beforeGuess));
  assert.deepEqual(errors, []);
  await page.close();
});

test('other algorithms animate without pencil marks, and the reader\'s own marks come back after a crook animation', async () => {
  const { page, errors } = await openCrook();
  await page.locator('#algorithm').selectOption('naive');
  await stepTo(page, 5);
  assert.equal(await page.locator('.pencil').count(), 0, 'naive has no candidates to teach');
  // The reader's pencil marks (the Candidates toggle) give way to the animation's, and come back after it.
  await button(page, 'Candidates').click();
  await eventually(async () => assert.deepEqual(await pencil(page), await readersMarks(page)));
  await page.locator('#algorithm').selectOption('crook');
  await stepTo(page, 2);  // the pointing step
  await eventually(async () => assert.equal(await page.locator('.pencil .struck').count(), 3));
  await page.locator('#algorithm').selectOption('naive');
  await stepTo(page, 1);  // naive's first step: a digit in r1c2; the reader's marks of the givens elsewhere
  await eventually(async () => assert.deepEqual(await pencil(page), await readersMarks(page)));
  assert.equal(Object.keys(await pencil(page)).length, [...GUESSING].filter((v) => v === '.').length - 1);
  await button(page, 'Candidates').click();
  await eventually(async () => assert.equal(await page.locator('.pencil').count(), 0));
  // A crook run to the end: solved, no empty cell left to mark.
  await page.locator('#algorithm').selectOption('crook');
  await page.locator('#speed').fill('100');
  await button(page, 'Play').click();
  await statusMatching(page, /^Animation finished: solved/, 20000);
  assert.equal(await page.locator('.pencil').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('screenshots: the crook animation mid-way, on a desktop and on a phone', async () => {
  for (const [name, viewport] of [['crook-animation-1280', { width: 1280, height: 900 }], ['crook-animation-390', { width: 390, height: 844 }]]) {
    const { page, errors } = await openCrook({ viewport });
    await stepTo(page, 2);  // the pointing step, its eliminations struck
    await page.locator('.grid').scrollIntoViewIfNeeded();
    await screenshot(page, name, { fullPage: false });
    assert.equal((await pencil(page))[61].split('|')[1], '1', 'r7c8: 1 struck');
    assert.deepEqual(errors, []);
    await page.close();
  }
});
