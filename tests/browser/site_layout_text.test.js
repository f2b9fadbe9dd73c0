// What a reader pastes or links for a layout (issue 19, found in a user
// test): rows of a layout's bounding box (21 rows of 21 tokens, "-" for a
// blank or a place outside the layout) open that layout from a square grid;
// text that fits several layouts says so and the Layout menu opens the
// text's other reading; a butterfly line (144 cells, as many as a 12x12)
// whose 12x12 reading conflicts opens the butterfly; a file is split as the
// chosen layout's puzzles, and one that is none is refused in that layout's
// words; the status describes the puzzle read; a link naming only a layout
// opens it empty; levels' attempts in the counters and in Compare.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { useSite, openSite, field, button, status, gridLine, gridShows, statusMatching, eventually, counters } = require('./support/site');

const env = useSite();

const table = fs.readFileSync(path.join(__dirname, '../data/puzzles.txt'), 'utf8').split('\n')
  .map((line) => line.split(' | ').map((f) => f.trim()));
const puzzleOf = (layout) => table.find((r) => r[1] === 'layout:' + layout && r[4] === '1')[3];
const SAMURAI = puzzleOf('samurai'), BUTTERFLY = puzzleOf('butterfly');
const STAR = '14.....6....3........97...5.7..8...........62.3....9..';
const givens = (line) => line.replace(/\./g, '').length;

const layoutMenu = (page) => page.getByRole('combobox', { name: 'Layout', exact: true });
const cells = (page) => page.getByRole('grid').getByRole('gridcell');
const problems = (page) => page.locator('#problems li').allTextContents();

// A layout's puzzle line written as rows of its bounding box, "-" for blanks and outside places.
function boxText(page, layout, line) {
  return page.evaluate(async ([id, line]) => {
    const l = (await globalThis.Sudoku.createSudoku()).layouts().find((x) => x.id === id);
    const rows = Array.from({ length: l.rows }, () => new Array(l.cols).fill('-'));
    l.cells.forEach((c, i) => { rows[c.row][c.col] = line[i] === '.' ? '-' : line[i]; });
    return rows.map((r) => r.join(' ')).join('\n');
  }, [layout, line]);
}
function tempFile(name, text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-layout-text-'));
  fs.writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
}

test('regression: 21 rows of a samurai pasted or loaded on a square grid open the samurai, not "read 92 cells, but a grid has 16"', async () => {
  const { page, errors } = await openSite(env);
  const text = await boxText(page, 'samurai', SAMURAI);
  await field(page, 'Puzzle').fill(text);
  await gridShows(page, SAMURAI);
  assert.equal(await layoutMenu(page).inputValue(), 'samurai');
  // (21 rows of 21 also read as a 21x21 grid, whose rows the samurai's givens clash in)
  await statusMatching(page, new RegExp('^Read a Samurai puzzle: ' + givens(SAMURAI) + ' givens\\. Read as a square grid, its givens conflict\\. ' +
    'The text also fits a square grid: choose it in the Layout menu\\. It has one solution\\.$'));
  assert.deepEqual(await problems(page), []);
  // Loaded as a file (Windows line ends too), from a square grid again: the
  // text's other reading, its 21x21.
  await layoutMenu(page).selectOption('');
  await eventually(async () => assert.equal((await gridLine(page)).length, 441));
  const file = tempFile('samurai.txt', text.replace(/\n/g, '\r\n') + '\r\n');
  await page.locator('#file').setInputFiles(file);
  await gridShows(page, SAMURAI);
  assert.equal(await layoutMenu(page).inputValue(), 'samurai');
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: 21 rows that fit samurai, sohei and windmill say so, and the Layout menu opens the text as another of them', async () => {
  const { page, errors } = await openSite(env);
  // One given in r1c7, a cell of all three layouts (token 7 of row 1: character 12).
  const text = (await boxText(page, 'samurai', '.'.repeat(369))).split('\n').map((row, r) => (r === 0 ? row.slice(0, 12) + '5' + row.slice(13) : row)).join('\n');
  await field(page, 'Puzzle').fill(text);
  await statusMatching(page, /^Read a Samurai puzzle: 1 given\. The text also fits Sohei and Windmill: choose one in the Layout menu\. It has at least 1,000 solutions\.$/);
  assert.equal(await cells(page).count(), 369);
  await layoutMenu(page).selectOption('sohei');
  await eventually(async () => assert.equal(await cells(page).count(), 288));
  assert.equal((await gridLine(page)).replace(/\./g, ''), '5', 'the text\'s given, read as a sohei');
  await statusMatching(page, /^Read a Sohei puzzle: 1 given\. The text also fits Samurai and Windmill/);
  assert.equal(await field(page, 'Puzzle').inputValue(), text, 'the box keeps the text');
  // Once the grid changed (a digit typed), the menu opens a layout empty, as always.
  await cells(page).nth(1).click();
  await page.keyboard.press('3');
  await eventually(async () => assert.equal((await gridLine(page)).replace(/\./g, ''), '53'));
  await layoutMenu(page).selectOption('windmill');
  await eventually(async () => assert.equal(await gridLine(page), '.'.repeat(333)));
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: with Samurai chosen a two-samurai file offers its two puzzles, and one with a row missing is refused in the samurai\'s words', async () => {
  const { page, errors } = await openSite(env);
  await layoutMenu(page).selectOption('samurai');
  await gridShows(page, '.'.repeat(369));
  const one = await boxText(page, 'samurai', SAMURAI);
  const file = tempFile('two.txt', one + '\n' + one + '\n');
  await page.locator('#file').setInputFiles(file);
  await statusMatching(page, /^"two\.txt" holds 2 puzzles; the first is loaded/);
  await gridShows(page, SAMURAI);
  const short = tempFile('short.txt', one.split('\n').slice(1).join('\n') + '\n');
  await page.locator('#file').setInputFiles(short);
  await eventually(async () => assert.match((await problems(page)).join('\n'), /^"short\.txt": .*samurai/));
  assert.doesNotMatch((await problems(page)).join('\n'), /a grid has 16 \(4x4\)/);
  assert.equal(await layoutMenu(page).inputValue(), 'samurai');
  [file, short].forEach((f) => fs.rmSync(path.dirname(f), { recursive: true, force: true }));
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: on a square grid, a file of three star puzzles or two samurai opens that layout with its puzzles listed, not "read 162 cells"', async () => {
  const { page, errors } = await openSite(env);
  const stars = tempFile('stars.txt', [STAR, STAR.replace('14', '41'), STAR].join('\n') + '\n');
  await page.locator('#file').setInputFiles(stars);
  await statusMatching(page, /^"stars\.txt" holds 3 puzzles; the first is loaded/);
  assert.equal(await layoutMenu(page).inputValue(), 'star');
  await gridShows(page, STAR);
  assert.deepEqual(await problems(page), []);
  await layoutMenu(page).selectOption('');
  await eventually(async () => assert.equal((await gridLine(page)).length, 81));
  const one = await boxText(page, 'samurai', SAMURAI);
  const samurai = tempFile('samurai2.txt', one + '\n\n' + one + '\n');
  await page.locator('#file').setInputFiles(samurai);
  await statusMatching(page, /^"samurai2\.txt" holds 2 puzzles; the first is loaded/);
  assert.equal(await layoutMenu(page).inputValue(), 'samurai');
  await gridShows(page, SAMURAI);
  [stars, samurai].forEach((f) => fs.rmSync(path.dirname(f), { recursive: true, force: true }));
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: with the star chosen, a file that is no star puzzles is refused, not "holds 15 puzzles; the first is loaded"', async () => {
  const { page, errors } = await openSite(env);
  await layoutMenu(page).selectOption('star');
  await gridShows(page, '.'.repeat(54));
  await page.locator('#file').setInputFiles(path.join(__dirname, '../data/shape_domino.json'));
  await eventually(async () => assert.match((await problems(page)).join('\n'), /^"shape_domino\.json": the star layout has 54 cells/));
  await statusMatching(page, /^"shape_domino\.json" splits into \d+ pieces, and the first is no puzzle/);
  await gridShows(page, '.'.repeat(54));
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: with Samurai chosen, a samurai with a row a place too long is one puzzle whose error names the row', async () => {
  const { page, errors } = await openSite(env);
  await layoutMenu(page).selectOption('samurai');
  await gridShows(page, '.'.repeat(369));
  const rows = (await boxText(page, 'samurai', SAMURAI)).split('\n');
  rows[4] += ' 1';
  const file = tempFile('long.txt', rows.join('\n') + '\n');
  await page.locator('#file').setInputFiles(file);
  await eventually(async () => assert.match((await problems(page)).join('\n'), /^"long\.txt": row 5 \(line 5\) has 22 cells/));
  assert.equal(await page.locator('#file-puzzles-field').isHidden(), true, 'no list of 21 one-line "puzzles"');
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: a butterfly line pasted on a square grid opens the butterfly, not a 12x12 with conflicting givens', async () => {
  const { page, errors } = await openSite(env);
  await field(page, 'Puzzle').fill(BUTTERFLY);
  await gridShows(page, BUTTERFLY);
  assert.equal(await layoutMenu(page).inputValue(), 'butterfly');
  await statusMatching(page, /^Read a Butterfly puzzle: \d+ givens\. Read as a square grid, its givens conflict\. The text also fits a square grid: choose it in the Layout menu\. It has one solution\.$/);
  assert.deepEqual(await problems(page), []);
  // The 12x12 reading is there for the asking: Layout "Square grid".
  await layoutMenu(page).selectOption('');
  await eventually(async () => assert.equal(await cells(page).count(), 144));
  assert.equal(await field(page, 'Size').inputValue(), '12');
  await eventually(async () => assert.match((await problems(page)).join('\n'), /is given twice/));
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: after Undo or a cell-count error, pasting a layout puzzle describes it, not "Undone." or "No more conflicts."', async () => {
  const { page, errors } = await openSite(env);
  await button(page, 'Clear').click();
  await button(page, 'Undo').click();
  await statusMatching(page, /^Undone\.$/);
  await field(page, 'Puzzle').fill(STAR);
  await gridShows(page, STAR);
  await statusMatching(page, new RegExp('^Read a Six-pointed star puzzle: ' + givens(STAR) + ' givens\\. It has one solution\\.$'));
  await field(page, 'Puzzle').fill(STAR + '.');
  await eventually(async () => assert.match((await problems(page)).join('\n'), /55 cells/));
  await field(page, 'Puzzle').fill(SAMURAI);
  await gridShows(page, SAMURAI);
  await statusMatching(page, /^Read a Samurai puzzle/);
  assert.doesNotMatch(await status(page).textContent(), /No more conflicts/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: a link with a layout and no puzzle (#layout=samurai) opens an empty samurai, not the default 9x9', async () => {
  const { page, errors } = await openSite(env, { hash: '#layout=samurai' });
  await gridShows(page, '.'.repeat(369));
  assert.equal(await layoutMenu(page).inputValue(), 'samurai');
  assert.match(await status(page).textContent(), /Loaded the puzzle from the link/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: levels\' attempts show in the Solve, All solutions and Animate counters and in Compare, and only for levels', async () => {
  const { page, errors } = await openSite(env, { hash: '#puzzle=1.3434.22.4343.1&algorithm=levels' });
  await gridShows(page, '1.3434.22.4343.1');
  const attempts = (c) => Number(String(c.Attempts).replace(/,/g, ''));
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by/);
  assert.ok(attempts(await counters(page)) > 0, 'Solve');
  await button(page, 'All solutions').click();
  await statusMatching(page, /solution/);
  await eventually(async () => assert.ok(attempts(await counters(page)) > 0, 'All solutions'));
  await field(page, 'Speed').fill('100');
  await button(page, 'Animate').click();
  await statusMatching(page, /^Animation finished: solved after \d+ placements and \d+ backtracks \(\d+ attempts\)\.$/);
  await eventually(async () => assert.ok(attempts(await counters(page)) > 0, 'Animate'));
  await field(page, 'Algorithm').selectOption('fast');
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by/);
  assert.equal((await counters(page)).Attempts, undefined, 'fast counts no attempts');
  await button(page, 'Compare').click();
  await statusMatching(page, /^Comparison done/, 60000);
  const rows = await page.locator('#compare-body tr').evaluateAll((trs) => trs.map((tr) => [tr.cells[0].textContent, tr.cells[1].textContent]));
  for (const [name, result] of rows) {
    if (name === 'Level by level') assert.match(result, /^solved, [\d,]+ attempts$/, name);
    else assert.equal(result, 'solved', name);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: choosing another layout while a search runs says the search stopped, then what the layout is', async () => {
  const { page, errors } = await openSite(env);
  await field(page, 'Examples').selectOption({ label: 'Samurai: five overlapping 9x9 grids' });
  await gridShows(page, SAMURAI);
  await field(page, 'Algorithm').selectOption('levels');  // on the samurai example it runs until stopped
  await button(page, 'Solve').click();
  await eventually(async () => assert.equal(await button(page, 'Stop').isEnabled(), true));
  await layoutMenu(page).selectOption('star');
  await statusMatching(page, /^Solving stopped: the puzzle changed\. Six-pointed star/);
  await gridShows(page, '.'.repeat(54));
  assert.deepEqual(errors, []);
  await page.close();
});
