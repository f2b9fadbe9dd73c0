// Pasting and loading puzzles as other programs write them (issue 18): a
// grid drawn with box-drawing characters pasted into the Puzzle box, a
// SimpleSudoku .ss file through Load file, and text that is no puzzle, which
// gets one sentence (how many characters, which is first and where) instead
// of a list per byte.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, fragment, field, gridLine, gridShows, statusMatching, eventually, EMPTY_9, FIRST_SOURCE, dotted, assertSolves } =
  require('./support/site');
const { CLASSIC, SIMPLE_SUDOKU, SIXTEEN, LIGHT, HEAVY, boxDrawn, GARBAGE, GARBAGE_MESSAGE } = require('../js/support/pasted_texts');

const env = useSite();

/** Pastes `text` into the Puzzle box as the clipboard would: the box focused, the text inserted at once. */
async function paste(page, text) {
  const box = field(page, 'Puzzle');
  await box.fill('');
  await box.focus();
  await page.keyboard.insertText(text);
}

/** A file in a fresh folder, for Load file. */
function tempFile(name, text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-paste-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  return file;
}

const problems = (page) => page.locator('#problems li').allTextContents();

test('regression: a grid drawn with box-drawing characters pasted into the Puzzle box fills the grid', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(EMPTY_9) });
  await paste(page, boxDrawn(CLASSIC, 9, 3, 3, LIGHT));
  await gridShows(page, CLASSIC);
  assert.deepEqual(await problems(page), []);
  assert.ok(decodeURIComponent(page.url()).includes('#puzzle=' + CLASSIC), page.url());
  // A 16x16 drawn with heavy lines changes the size: 256 cells.
  await paste(page, boxDrawn(SIXTEEN, 16, 4, 4, HEAVY));
  await gridShows(page, SIXTEEN);
  assert.equal(await field(page, 'Size').inputValue(), '16');
  assert.equal(await page.getByRole('gridcell').count(), 256);
  assert.deepEqual(await problems(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: Load file reads a SimpleSudoku .ss file with *-----------* borders', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  const file = tempFile('wikipedia.ss', SIMPLE_SUDOKU);
  await page.locator('#file').setInputFiles(file);
  await gridShows(page, CLASSIC);
  assert.deepEqual(await problems(page), []);
  assert.equal(await field(page, 'Puzzle').inputValue(), SIMPLE_SUDOKU.replace(/\r\n/g, '\n'), 'the box shows the file as written');
  // After an edit, choosing the same file again loads it again.
  await paste(page, FIRST_SOURCE);
  await gridShows(page, FIRST_SOURCE);
  await page.locator('#file').setInputFiles(file);
  await gridShows(page, CLASSIC);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: pasted text that is no puzzle gets one sentence, not a list per character, and the grid stays', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  await paste(page, GARBAGE);
  const said = await statusMatching(page, /^Puzzle text: 23 characters are not/);
  assert.equal(said, 'Puzzle text: ' + GARBAGE_MESSAGE);
  assert.deepEqual(await problems(page), [said]);
  assert.equal(await gridLine(page), dotted(FIRST_SOURCE));
  // A page of prose: still one short sentence naming the first character by line and column.
  await paste(page, 'Sudoku of the week\nFill every row, column and box.\n'.repeat(30));
  const long = await statusMatching(page, /^Puzzle text: [\d,]+ characters are not digits, letters A-P or blanks \(\. 0 _ \* x \?\), starting with 'S' at line 1, column 1$/);
  assert.ok(long.length < 160, long);
  // One bad character in a drawn grid: named as seen, with its code point, line and column.
  await paste(page, boxDrawn(CLASSIC, 9, 3, 3, LIGHT).replace('│ 5 3 .', '│ 5 3 é'));
  await statusMatching(page, /^Puzzle text: 'é' \(U\+00E9\) at line 2, column 7 is not a digit, a letter A-P or a blank/);
  assert.equal(await gridLine(page), dotted(FIRST_SOURCE));
  // A loaded file's problem names the file.
  const file = tempFile('notes.ss', GARBAGE);
  await page.locator('#file').setInputFiles(file);
  await statusMatching(page, /^"notes\.ss": 23 characters are not digits/);
  assert.equal(await gridLine(page), dotted(FIRST_SOURCE));
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  // Correcting the text clears the message.
  await paste(page, FIRST_SOURCE);
  await eventually(async () => assert.deepEqual(await problems(page), []));
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: rows copied from a spreadsheet, ? as the blank and a title line above the grid paste as the grid', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(EMPTY_9) });
  const rows = Array.from({ length: 9 }, (_, r) => CLASSIC.slice(r * 9, r * 9 + 9));
  // A spreadsheet's rows: cells between tabs, an empty cell a blank.
  await paste(page, rows.map((row) => [...row].map((c) => (c === '.' ? '' : c)).join('\t')).join('\n'));
  await gridShows(page, CLASSIC);
  await paste(page, EMPTY_9);
  await gridShows(page, EMPTY_9);
  await paste(page, 'Puzzle #123 (easy)\n' + rows.map((row) => row.replace(/\./g, '?')).join('\n'));
  await gridShows(page, CLASSIC);
  assert.deepEqual(await problems(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: Ctrl+V with a cell of the grid focused reads the pasted puzzle, as the Puzzle box does', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(EMPTY_9) });
  await page.getByRole('gridcell').first().click();
  // What Ctrl+V fires at the focused cell (the clipboard itself needs a permission headless Chromium lacks).
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, CLASSIC);
  await gridShows(page, CLASSIC);
  assert.equal(await field(page, 'Puzzle').inputValue(), CLASSIC);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 6x6 drawn with boxes taller than wide (3x2) pasted into the Puzzle box opens with those boxes and solves in them', async () => {
  const SOLO_3X2 = '.....3..1..2..2.4..3.4..6..2..2.....';  // sgt-solo --generate 1 '3x2du#11'
  const { page, errors } = await openSite(env, { hash: fragment(EMPTY_9) });
  await paste(page, boxDrawn(SOLO_3X2, 6, 3, 2, LIGHT));
  await gridShows(page, SOLO_3X2);
  await eventually(async () => assert.equal(await field(page, 'Variant').inputValue(), '3x2'));
  assert.deepEqual(await problems(page), [], 'its givens clash in 2x3 boxes, not in 3x2 ones');
  await page.getByRole('button', { name: 'Solve', exact: true }).click();
  await statusMatching(page, /^Solved by .* unique\.$/);
  assertSolves(await gridLine(page), SOLO_3X2, [3, 2]);
  assert.match(decodeURIComponent(page.url()), /variant=3x2/);
  assert.deepEqual(errors, []);
  await page.close();
});
