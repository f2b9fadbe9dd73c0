// Rules beyond the houses on the page (issue 31), opened from disk as a new
// user does: a killer puzzle pasted as a puzzle string of the Interactive
// Sudoku Solver (ISS) solves with its cages drawn and its sums kept; its link
// (#iss=...) and ISS's own ?q= form open it again; a thermometer entered by
// hand in the Rules panel solves with its digits rising; a widget draws the
// rules of an ISS string given as its puzzle. The READMEs' screenshot of a
// killer goes to build/screenshots/.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { pathToFileURL } = require('node:url');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { useSite, openSite, button, field, cell, gridLine, statusMatching, eventually, assertSolves, screenshot, SITE } = require('./support/site');
const { sudoku } = require('../js/support/library');

const env = useSite();
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

const { KILLER, LITTLE_KILLER } = require('../js/support/iss_puzzles');

async function paste(page, text) {
  const box = field(page, 'Puzzle');
  await box.fill('');
  await box.focus();
  await page.keyboard.insertText(text);
}

/** Asserts the page's grid (one line) keeps every rule of the ISS string `iss`: the library's own exact check of a full grid. */
async function assertKeepsRules(line, iss) {
  const api = await sudoku();
  const rules = api.parse(iss).constraints;
  // A grid the rules allow is one the library counts once with them and every digit given.
  assert.equal(api.count(line, { constraints: rules, limit: 2 }).count, 1, `${line} keeps the ${rules.length} rules`);
}

test('a killer pasted as an ISS string solves from disk, its 35 cages drawn with their sums, at 1280 and on a phone', async () => {
  for (const [name, viewport] of [['wide', WIDE], ['phone', PHONE]]) {
    const { page, errors } = await openSite(env, { viewport });
    await paste(page, KILLER);
    await statusMatching(page, /^Read a 9x9 puzzle: 0 givens\. It has 35 rules beyond rows, columns and boxes, listed under the grid\. It has one solution; rated medium \(hardest step: Innies and outies\)\.$/);
    assert.equal(await page.locator('svg.rules path.cage').count(), 35);
    assert.deepEqual((await page.locator('svg.rules text.cage-sum').allTextContents()).slice(0, 3), ['15', '17', '6']);
    assert.equal(await page.locator('#rules li').allTextContents().then((l) => l.join('|')),
      'Killer cage (35): The digits in the cage differ and, when a sum is given, add up to it.');
    await button(page, 'Solve').click();
    await statusMatching(page, /^Solved by Fast solver in .* — unique\.$/);
    const line = await gridLine(page);
    assertSolves(line, '.'.repeat(81));
    await assertKeepsRules(line, KILLER);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-killer`, { fullPage: false });
    // The link in the address is the whole puzzle as ISS writes it; opened again, it brings the cages back.
    const link = await field(page, 'Link to this puzzle').inputValue();
    assert.match(link, /#iss=\.Cage~15~R1C1~R2C1\.Cage~17/);
    assert.deepEqual(errors, []);
    await page.close();
    if (name !== 'wide') continue;
    const again = await openSite(env, { hash: new URL(link).hash, viewport });
    await statusMatching(again.page, /^Loaded the puzzle from the link\./);
    assert.equal(await again.page.locator('svg.rules path.cage').count(), 35);
    assert.match(await field(again.page, 'Puzzle').inputValue(), /^\.Cage~15~R1C1~R2C1/, 'the Puzzle box shows the ISS string, rules and all');
    assert.deepEqual(again.errors, []);
    await again.page.close();
  }
});

test('ISS\'s own link form ?q=... opens the puzzle on the page; outside clues get room around the grid', async () => {
  const { page, errors } = await openSite(env, { url: env.fileUrl + '?q=' + encodeURIComponent(LITTLE_KILLER), viewport: WIDE });
  await statusMatching(page, /^Loaded the puzzle from the link\./);
  assert.deepEqual(await page.locator('svg.rules text.clue').allTextContents(), ['22', '28', '26', '23', '34', '40', '42']);
  // Every clue lies inside the page's board, outside the grid's cells.
  const grid = await page.locator('[role="grid"]').boundingBox();
  const clue = await page.locator('svg.rules text.clue').first().boundingBox();
  assert.ok(clue.x >= 0 && clue.y >= 0 && clue.x + clue.width <= grid.x && clue.y + clue.height <= grid.y,
    `the first clue at ${JSON.stringify(clue)}, the grid at ${JSON.stringify(grid)}`);
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by Fast solver/);
  await assertKeepsRules(await gridLine(page), LITTLE_KILLER);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a thermometer entered by hand in the Rules panel is drawn and solves with its digits rising; a bad sum is refused, and Undo takes a rule back', async () => {
  const { page, errors } = await openSite(env, { viewport: WIDE });
  await field(page, 'Size').selectOption('9');
  await button(page, 'Clear').click();
  await page.locator('#rules-panel summary').click();
  await statusMatching(page, /^Clicks on the grid now pick the rule's cells/);
  await field(page, 'Rule').selectOption({ label: 'Thermometer' });
  for (let c = 1; c <= 6; c++) await cell(page, 1, c).click();
  assert.equal(await page.locator('#rule-cells').textContent(), 'Cells: r1c1 r1c2 r1c3 r1c4 r1c5 r1c6');
  assert.equal(await page.locator('.cell.rule-picked').count(), 6);
  await button(page, 'Add rule').click();
  await statusMatching(page, /^Added: Thermometer\. The puzzle has 1 rule beyond the houses\.$/);
  assert.equal(await page.locator('svg.rules circle.bulb').count(), 1);
  assert.equal(await page.locator('svg.rules polyline.line.k-thermo').count(), 1);
  // A cage whose sum two digits cannot reach is refused with the library's reason; one they can is added.
  await field(page, 'Rule').selectOption({ label: 'Killer cage' });
  await cell(page, 9, 8).click();
  await cell(page, 9, 9).click();
  await field(page, 'Number').fill('18');
  await button(page, 'Add rule').click();
  await statusMatching(page, /^Not added: the cage r9c8 r9c9 has the sum 18, but 2 different digits from 1 to 9 add up to 3 to 17$/);
  await field(page, 'Number').fill('17');
  await button(page, 'Add rule').click();
  await statusMatching(page, /^Added: Killer cage\. The puzzle has 2 rules beyond the houses\.$/);
  // Typing digits waits for the panel to close.
  await page.locator('#rules-panel summary').click();
  await cell(page, 5, 5).click();
  await page.keyboard.press('5');
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by Fast solver/);
  const line = await gridLine(page);
  const row = [...line.slice(0, 6)].map(Number);
  assert.ok(row.every((v, i) => i === 0 || v > row[i - 1]), `r1c1..r1c6 rise: ${row}`);
  assert.equal(Number(line[79]) + Number(line[80]), 17);
  assert.equal(line[40], '5');
  assert.match(await field(page, 'Link to this puzzle').inputValue(), /#iss=.*\.Thermo~R1C1~R1C2~R1C3~R1C4~R1C5~R1C6\.Cage~17~R9C8~R9C9/);
  await button(page, 'Undo').click();  // the 5
  await button(page, 'Undo').click();  // the cage
  await eventually(async () => assert.equal(await page.locator('svg.rules path.cage').count(), 0));
  assert.equal(await page.locator('svg.rules circle.bulb').count(), 1, 'the thermometer stays');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a widget given an ISS string as its puzzle draws its rules and solves with them', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-rules-widget-'));
  const page = await env.browser.context.newPage();
  try {
    const html = `<!doctype html><meta charset="utf-8"><script src="${pathToFileURL(path.join(SITE, 'sudoku-widget.js')).href}"></script>` +
      `<sudoku-solver puzzle="${LITTLE_KILLER}"></sudoku-solver>`;
    fs.writeFileSync(path.join(dir, 'page.html'), html);
    await page.goto(pathToFileURL(path.join(dir, 'page.html')).href);
    const w = page.locator('sudoku-solver');
    await eventually(async () => assert.equal(await w.locator('svg.rules text.clue').count(), 7));
    assert.match(await w.locator('#rules').textContent(), /^Little killer \(7\): /);
    await w.getByRole('button', { name: 'Solve', exact: true }).click();
    await statusMatching(w, /^Solved by Fast solver/);
  } finally {
    await page.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('Hint on a killer explains a cage combination, its cells marked, and Apply hint strikes the digits it names', async () => {
  const { page, errors } = await openSite(env, { hash: '#iss=' + encodeURIComponent(KILLER), viewport: WIDE });
  await statusMatching(page, /^Loaded the puzzle from the link\./);
  await button(page, 'Candidates').click();
  await button(page, 'Hint').click();
  await statusMatching(page, /^Cage combinations: r1c1, r2c1 add up to 15, and every way to make it with their candidates uses only 6, 7, 8, 9, so r1c1, r2c1 lose 1, 2, 3, 4, 5\.$/);
  assert.equal(await page.locator('.cell.hint-pattern').count(), 2);
  assert.equal(await cell(page, 1, 1).locator('.pencil .struck').count(), 5, 'r1c1\'s 1 to 5 struck on the grid');
  await button(page, 'Apply hint').click();
  await eventually(async () => assert.equal((await cell(page, 1, 1).locator('.pencil').textContent()).replace(/\s/g, ''), '6789'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Rules panel lists the puzzle\'s rules, and Remove takes out the one chosen', async () => {
  const { page, errors } = await openSite(env, { hash: '#iss=' + encodeURIComponent(KILLER), viewport: WIDE });
  await statusMatching(page, /^Loaded the puzzle from the link\./);
  await page.locator('#rules-panel summary').click();
  const list = page.getByRole('list', { name: 'The puzzle\'s rules' });
  assert.equal(await list.getByRole('listitem').count(), 35);
  assert.equal(await list.getByRole('listitem').first().locator('span').textContent(), 'Killer cage (15): r1c1 r2c1');
  await list.getByRole('button', { name: 'Remove Killer cage (17): r1c2 r2c2 r3c2' }).click();
  await statusMatching(page, /^Removed: Killer cage \(17\): r1c2 r2c2 r3c2\.$/);
  assert.equal(await page.locator('svg.rules path.cage').count(), 34);
  assert.equal(await list.getByRole('listitem').count(), 34);
  assert.deepEqual(errors, []);
  await page.close();
});
