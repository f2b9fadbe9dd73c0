// Painting a jigsaw's regions (issue 18): a region is its symbol, so
// painting one cell changes that cell alone (its colour, its region), the
// error names each region by the symbol it was painted with, the check of an
// unfinished map names no box (a jigsaw has none), and the status line
// follows the map back to a valid one.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, cell, button, field, eventually, statusMatching, gridShows } = require('./support/site');

const env = useSite();

// The Jigsaw example: symbol 8 first appears (r6c4) before symbol 7 (r7c1).
const JIGSAW_REGIONS = '111223333441222233411222333441555555441556666441856696777899996777888896777888999';
const JIGSAW = '..8...2....7...4.9.4...635.4.2.3.7...3..28...58.3.46...9..85.6..6.9.2...8.3....2.';
const PAINTED = '2' + JIGSAW_REGIONS.slice(1);  // r1c1 painted with region 2
const SIZE_ERROR = 'Region map: every region must have exactly 9 cells: region 1 has 8 cells; region 2 has 10 cells';

const hues = (page) => page.getByRole('grid').getByRole('gridcell')
  .evaluateAll((els) => els.map((e) => e.style.getPropertyValue('--hue')));
const problems = (page) => page.locator('#problems li').allTextContents();

async function openJigsaw() {
  const opened = await openSite(env);
  await field(opened.page, 'Examples').selectOption({ label: 'Jigsaw' });
  await gridShows(opened.page, JIGSAW);
  await eventually(async () => assert.equal(new Set(await hues(opened.page)).size, 9, 'nine region colours'));
  return opened;
}

test('painting one jigsaw cell recolours only that cell, and the error names the painted region by its symbol', async () => {
  const { page, errors } = await openJigsaw();
  const before = await hues(page);
  // Each symbol has its own colour, whatever the order the symbols first appear in.
  for (let c = 0; c < 81; c++) assert.equal(before[c], before[JIGSAW_REGIONS.indexOf(JIGSAW_REGIONS[c])], `cell ${c}`);

  await button(page, 'Paint regions').click();
  await field(page, 'Region').selectOption('2');
  await cell(page, 1, 1).click();
  await eventually(async () => assert.equal(await field(page, 'Regions').inputValue(), PAINTED));
  await eventually(async () => assert.deepEqual(await problems(page), [SIZE_ERROR]));
  const after = await hues(page);
  const changed = after.flatMap((h, c) => (h === before[c] ? [] : [c]));
  assert.deepEqual(changed, [0], 'only r1c1 changes colour');
  assert.equal(after[0], before[JIGSAW_REGIONS.indexOf('2')], 'r1c1 takes region 2\'s colour');

  // Taking symbol 8 out of the map (all its cells painted 9) leaves every other region its colour.
  await field(page, 'Region').selectOption('9');
  const eights = [...JIGSAW_REGIONS].flatMap((s, c) => (s === '8' ? [c] : []));
  for (const c of eights) await cell(page, Math.floor(c / 9) + 1, (c % 9) + 1).click();
  await eventually(async () => assert.ok(!(await field(page, 'Regions').inputValue()).includes('8')));
  const without8 = await hues(page);
  for (let c = 0; c < 81; c++) {
    if (!eights.includes(c)) assert.equal(without8[c], after[c], `cell ${c} keeps its colour`);
    else assert.equal(without8[c], before[JIGSAW_REGIONS.indexOf('9')], `cell ${c} takes region 9's colour`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('an unfinished region map is checked without boxes: a repeat in a box of the plain grid is no problem', async () => {
  const { page, errors } = await openJigsaw();
  // The example has 3 at r4c5 and r6c4: two cells of the plain grid's box 5, in different regions.
  assert.equal(JIGSAW[3 * 9 + 4], '3');
  assert.equal(JIGSAW[5 * 9 + 3], '3');
  await button(page, 'Paint regions').click();
  await field(page, 'Region').selectOption('2');
  await cell(page, 1, 1).click();
  await eventually(async () => assert.deepEqual(await problems(page), [SIZE_ERROR]));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the status follows the region map: painting back to a valid map clears the error it showed', async () => {
  const { page, errors } = await openJigsaw();
  await button(page, 'Paint regions').click();
  // A map typed into the Regions box is checked out loud: the status names the problem.
  await field(page, 'Regions').fill(PAINTED);
  await statusMatching(page, new RegExp('^' + SIZE_ERROR + '$'));
  // Painting r1c1 back to region 1 makes the map valid: the status says so instead.
  await field(page, 'Region').selectOption('1');
  await cell(page, 1, 1).click();
  await eventually(async () => assert.equal(await field(page, 'Regions').inputValue(), JIGSAW_REGIONS));
  await statusMatching(page, /^The region map is complete: 9 regions of 9 cells\.$/);
  assert.deepEqual(await problems(page), []);

  // Solve refused on a painted map: the status shows the library's error, with the regions it names...
  await field(page, 'Region').selectOption('2');
  await cell(page, 1, 1).click();
  await eventually(async () => assert.deepEqual(await problems(page), [SIZE_ERROR]));
  await button(page, 'Solve').click();
  await statusMatching(page, /^Invalid: every region must have exactly 9 cells: region 1 has 8 cells; region 2 has 10 cells/);
  // ...another stroke that leaves the map wrong names the map as it is now...
  await cell(page, 1, 2).click();
  await statusMatching(page, /^Region map: every region must have exactly 9 cells: region 1 has 7 cells; region 2 has 11 cells$/);
  // ...and painting both back clears it.
  await field(page, 'Region').selectOption('1');
  await cell(page, 1, 1).click();
  await cell(page, 1, 2).click();
  await statusMatching(page, /^The region map is complete: 9 regions of 9 cells\.$/);
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by /);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test(`painting puts the region brushes, in their colours, under the grid in the keypad's place (${viewport.width}x${viewport.height})`, async () => {
    const { page, errors } = await openJigsaw();
    await page.setViewportSize(viewport);
    await button(page, 'Paint regions').click();
    const palette = page.getByRole('radiogroup', { name: 'Region brush' });
    assert.equal(await palette.isVisible(), true);
    assert.equal(await page.getByRole('group', { name: 'Keypad' }).isVisible(), false);
    // Each brush wears its region's colour, as the grid draws that region.
    const colours = await page.getByRole('grid').getByRole('gridcell').evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
    for (const symbol of ['1', '5', '9']) {
      const brush = palette.getByRole('radio', { name: 'Region ' + symbol });
      assert.equal(await brush.evaluate((b) => getComputedStyle(b).backgroundColor), colours[JIGSAW_REGIONS.indexOf(symbol)], symbol);
    }
    // In view beside the grid while painting; a brush pressed is the one painted with.
    await palette.getByRole('radio', { name: 'Region 2' }).click();
    assert.equal(await palette.getByRole('radio', { name: 'Region 2' }).getAttribute('aria-checked'), 'true');
    assert.equal(await field(page, 'Region').inputValue(), '2');
    const box = await palette.boundingBox();
    assert.ok(box.y + box.height <= viewport.height + (viewport.width < 600 ? 400 : 0), 'the palette is on the first screen on a wide window');
    await cell(page, 1, 1).click();
    await eventually(async () => assert.equal(await field(page, 'Regions').inputValue(), PAINTED));
    await button(page, 'Paint regions').click();
    assert.equal(await palette.isVisible(), false);
    assert.equal(await page.getByRole('group', { name: 'Keypad' }).isVisible(), true);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
