// Entering a puzzle as a person does: typing into the grid (arrows move,
// Backspace/Delete/0/. clear, duplicates are pointed out), pasting text into
// the Puzzle box (bad text is explained and changes nothing), and reaching
// everything from the keyboard alone.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  FIRST_SOURCE, FIRST_SOLUTION, EMPTY_9, useSite, openSite, fragment, dotted, cell, button, field, gridLine,
  cellClasses, eventually, statusMatching, gridShows,
} = require('./support/site');

const env = useSite();

const at = (line, row, column, symbol) => {
  const i = (row - 1) * 9 + column - 1;
  return line.slice(0, i) + symbol + line.slice(i + 1);
};

test('typing into the grid: digits appear in the cell, the Puzzle box and the link; arrows move; Backspace, Delete, 0 and . clear', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(EMPTY_9) });
  await cell(page, 2, 2).click();
  await page.keyboard.type('7');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('3');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.type('9');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('1');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('4');
  let expected = at(at(at(at(at(EMPTY_9, 2, 2, '7'), 2, 3, '3'), 3, 3, '9'), 3, 1, '1'), 1, 1, '4');
  await gridShows(page, expected);
  assert.equal(await cell(page, 2, 2).textContent(), '7');
  assert.equal(await field(page, 'Puzzle').inputValue(), expected);
  assert.ok(decodeURIComponent(new URL(page.url()).hash).startsWith('#puzzle=' + expected), page.url());
  assert.ok((await field(page, 'Link to this puzzle').inputValue()).includes('#puzzle=' + expected));
  // Typed values are givens; a letter that is no value of a 9x9 grid is ignored.
  assert.ok((await cell(page, 2, 2).getAttribute('class')).split(' ').includes('given'));
  await page.keyboard.type('A');
  assert.equal(await cell(page, 1, 1).textContent(), '4');

  // Each clearing key empties the focused cell.
  const clearing = [['Backspace', 1, 1], ['Delete', 2, 2], ['0', 2, 3], ['.', 3, 3]];
  for (const [key, row, column] of clearing) {
    await cell(page, row, column).click();
    await page.keyboard.press(key);
    expected = at(expected, row, column, '.');
    await gridShows(page, expected);
  }
  assert.equal(await field(page, 'Puzzle').inputValue(), expected);
  assert.ok(decodeURIComponent(page.url()).endsWith('#puzzle=' + expected + '&algorithm=fast'), page.url());
  // Arrows stop at the grid's edge.
  await cell(page, 1, 9).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.type('8');
  assert.equal(await cell(page, 1, 9).textContent(), '8');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a value typed twice in a row, a column or a box marks both cells and names them', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(EMPTY_9) });
  const cases = [
    [[1, 1], [1, 5], 'row 1', 'r1c1 and r1c5'],
    [[2, 4], [8, 4], 'column 4', 'r2c4 and r8c4'],
    [[4, 7], [6, 9], 'box 6', 'r4c7 and r6c9'],
  ];
  for (const [[r1, c1], [r2, c2], house, names] of cases) {
    await cell(page, r1, c1).click();
    await page.keyboard.type('5');
    await cell(page, r2, c2).click();
    await page.keyboard.type('5');
    const message = `5 is given twice in ${house}: ${names}.`;
    await statusMatching(page, new RegExp(message.replace(/\./g, '\\.')));
    assert.deepEqual(await page.locator('#problems li').allTextContents(), [message]);
    const marked = (await cellClasses(page)).flatMap((classes, i) => (classes.includes('conflict') ? [i] : []));
    assert.deepEqual(marked, [(r1 - 1) * 9 + c1 - 1, (r2 - 1) * 9 + c2 - 1]);
    // Taking one back clears the mark and the list.
    await page.keyboard.press('Backspace');
    await eventually(async () => assert.equal(await page.locator('#problems li').count(), 0));
    assert.equal(await page.locator('[role="gridcell"].conflict').count(), 0);
    await cell(page, r1, c1).click();
    await page.keyboard.press('Backspace');
  }
  await gridShows(page, EMPTY_9);
  assert.deepEqual(errors, []);
  await page.close();
});

test('pasting a puzzle into the Puzzle box, as one line or as a grid of rows, loads it', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(EMPTY_9) });
  const box = field(page, 'Puzzle');
  await box.fill(FIRST_SOURCE);
  await gridShows(page, FIRST_SOURCE);
  assert.ok(decodeURIComponent(page.url()).includes('#puzzle=' + dotted(FIRST_SOURCE)));

  const classic = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';
  const rows = classic.match(/.{9}/g).map((r) => r.replace(/0/g, '.').split('').join(' ')).join('\n');
  await box.fill(rows + '\n');
  await gridShows(page, classic);
  const boxed = [
    '+-------+-------+-------+',
    ...classic.match(/.{9}/g).map((r) => '| ' + r.match(/.{3}/g).map((t) => t.split('').join(' ')).join(' | ') + ' |'),
    '+-------+-------+-------+',
  ].join('\n');
  await box.fill(FIRST_SOURCE);
  await gridShows(page, FIRST_SOURCE);
  await box.fill(boxed);
  await gridShows(page, classic);

  // A 4x4 changes the size.
  await box.fill('.....3.4....143.');
  await gridShows(page, '.....3.4....143.');
  assert.equal(await field(page, 'Size').inputValue(), '4');
  assert.equal(await page.getByRole('gridcell').count(), 16);

  // Several puzzles: the first is loaded and a menu offers the others.
  await box.fill(FIRST_SOURCE + '\n' + classic + '\n');
  await gridShows(page, FIRST_SOURCE);
  await statusMatching(page, /holds 2 puzzles; the first is loaded/);
  await page.getByRole('combobox', { name: 'Puzzles in the file' }).selectOption({ index: 1 });
  await gridShows(page, classic);
  assert.deepEqual(errors, []);
  await page.close();
});

test('bad pasted text says what is wrong and leaves the grid as it was', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  const box = field(page, 'Puzzle');
  const bad = [
    ['a letter that is no symbol', 'Z' + FIRST_SOURCE.slice(1), /^Puzzle text: 'Z' at position 1 is not a digit, a letter A-P or a blank\b/],
    ['80 cells', FIRST_SOURCE.slice(1), /^Puzzle text: read 80 cells, but a grid has .*81 \(9x9\)/],
    ['a value too large for the size', '5' + '.'.repeat(14) + 'G', /^Puzzle text: value too large for a 4x4 grid.*'G' \(16\) at r4c4/],
  ];
  for (const [what, text, message] of bad) {
    await box.fill(text);
    const said = await statusMatching(page, message);
    assert.deepEqual(await page.locator('#problems li').allTextContents(), [said], what);
    assert.equal(await gridLine(page), dotted(FIRST_SOURCE), `${what}: the grid is unchanged`);
    assert.equal(await box.inputValue(), text, `${what}: the text stays for correcting`);
    assert.ok(decodeURIComponent(page.url()).includes('#puzzle=' + dotted(FIRST_SOURCE)));
  }
  await box.fill('');
  await statusMatching(page, /The puzzle text is empty/);
  assert.equal(await gridLine(page), dotted(FIRST_SOURCE));
  // Correcting the text clears the message.
  await box.fill(FIRST_SOURCE);
  await eventually(async () => assert.equal(await page.locator('#problems li').count(), 0));
  assert.deepEqual(errors, []);
  await page.close();
});

const focused = (locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses `key` until `target` (a locator) has the focus; returns how many presses it took. */
async function tabTo(page, target, key = 'Tab', most = 40) {
  for (let i = 0; i < most; i++) {
    if (await focused(target)) return i;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** From the top of the page: the header's Help link, then the grid, whose selected cell takes the focus. */
async function tabIntoGrid(page) {
  await page.keyboard.press('Tab');
  assert.ok(await focused(page.getByRole('link', { name: 'Help', exact: true })), 'the first Tab focuses the Help link');
  await page.keyboard.press('Tab');
  assert.ok(await focused(page.getByRole('combobox', { name: 'Language', exact: true })), 'then the language menu');
  await page.keyboard.press('Tab');
  assert.ok(await focused(cell(page, 1, 1)), 'the next Tab focuses the grid at r1c1');
}

test('keyboard only: Tab into the grid, type with arrows, Tab to Solve, press it, see the solution', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  await tabIntoGrid(page);
  await page.keyboard.type('6');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('1');
  const typed = '6581' + dotted(FIRST_SOURCE).slice(4);
  await gridShows(page, typed);

  // Tab past Solve to Hint, Shift+Tab back, press Space.
  const tabs = await tabTo(page, button(page, 'Hint'));
  assert.ok(tabs < 25, `${tabs} Tab presses from the grid to Hint`);
  await page.keyboard.press('Shift+Tab');
  assert.ok(await focused(button(page, 'Solve')), 'Shift+Tab goes back to Solve');
  await page.keyboard.press('Space');
  await statusMatching(page, /^Solved by /);
  assert.equal(await gridLine(page), FIRST_SOLUTION);
  const classes = await cellClasses(page);
  assert.ok(classes[0].includes('given') && classes[3].includes('given'), 'the typed values are givens');

  // Shift+Tab back into the grid lands on the cell last selected; an edit there replaces the solution.
  await tabTo(page, cell(page, 1, 4), 'Shift+Tab');
  await page.keyboard.press('Backspace');
  await gridShows(page, '658.' + dotted(FIRST_SOURCE).slice(4));
  // Enter on the Solve button works too.
  await tabTo(page, button(page, 'Solve'));
  await page.keyboard.press('Enter');
  await statusMatching(page, /^Solved by /);
  assert.equal(await gridLine(page), FIRST_SOLUTION);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard only: the Examples and Algorithm menus change with the arrow keys', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  await tabIntoGrid(page);
  await tabTo(page, field(page, 'Examples'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await statusMatching(page, /^Loaded "The classic grid"/);
  assert.equal(await gridLine(page), '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
  await tabTo(page, field(page, 'Algorithm'));
  await page.keyboard.press('Home');
  assert.equal(await field(page, 'Algorithm').inputValue(), 'naive');
  await tabTo(page, button(page, 'Solve'));
  await page.keyboard.press('Enter');
  await statusMatching(page, /^Solved by Naive backtracking/);
  assert.equal(await gridLine(page), '534678912672195348198342567859761423426853791713924856961537284287419635345286179');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone, Tab follows the visual order: from the grid to the Solver panel shown under it', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE), viewport: { width: 390, height: 844 } });
  try {
    const [solveTop, examplesTop] = await Promise.all([button(page, 'Solve').boundingBox(), field(page, 'Examples').boundingBox()]);
    assert.ok(solveTop.y < examplesTop.y, 'the Solver panel is shown first');
    await tabIntoGrid(page);
    const examplesFocused = page.evaluate(() => new Promise((resolve) => {
      document.getElementById('examples').addEventListener('focus', () => resolve(true), { once: true });
      document.getElementById('solve').addEventListener('focus', () => resolve(false), { once: true });
    }));
    await tabTo(page, button(page, 'Solve'));
    assert.equal(await examplesFocused, false, 'Tab went through "Enter a puzzle" (shown below) before reaching Solve');
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
