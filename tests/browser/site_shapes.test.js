// Sizes and variants: 16x16 and 25x25 grids (letters as values), the X and
// Windoku variants' extra houses marked, jigsaw regions tinted, and painting
// a region map with the pointer and the keyboard; boxes taller than wide,
// and a prime size, which has no boxes, as a jigsaw.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  useSite, openSite, fragment, cell, button, field, gridLine, cellClasses, eventually, statusMatching,
  gridShows, assertSolves, screenshot,
} = require('./support/site');

const env = useSite();

const JIGSAW_REGIONS = '111223333441222233411222333441555555441556666441856696777899996777888896777888999';
const JIGSAW = '..8...2....7...4.9.4...635.4.2.3.7...3..28...58.3.46...9..85.6..6.9.2...8.3....2.';

test('Size 16x16 and 25x25 give empty grids of 256 and 625 cells that take letters as values', async () => {
  const { page, errors } = await openSite(env);
  for (const [size, last] of [[16, 'G'], [25, 'P']]) {
    await field(page, 'Size').selectOption({ label: `${size}x${size}` });
    await eventually(async () => assert.equal(await page.getByRole('gridcell').count(), size * size));
    assert.equal(await gridLine(page), '.'.repeat(size * size));
    assert.equal(await page.getByRole('grid').getAttribute('aria-label'), `Sudoku grid, ${size} by ${size}`);
    await cell(page, size, size).click();
    await page.keyboard.type(last.toLowerCase());
    assert.equal(await cell(page, size, size).textContent(), last);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('A');
    assert.equal(await cell(page, size, size - 1).textContent(), 'A');
    assert.ok(decodeURIComponent(page.url()).includes('#puzzle=' + '.'.repeat(size * size - 2) + 'A' + last));
    assert.equal(await page.getByRole('button', { name: `Enter ${last}`, exact: true }).count(), 1, 'the keypad has every value');
  }
  // The examples of those sizes solve.
  for (const size of [16, 25]) {
    await field(page, 'Examples').selectOption({ label: `${size}x${size}` });
    await eventually(async () => assert.equal(await page.getByRole('gridcell').count(), size * size));
    await screenshot(page, `${size}x${size}`);
    const puzzle = await gridLine(page);
    await button(page, 'Solve').click();
    await statusMatching(page, /^Solved by /);
    assertSolves(await gridLine(page), puzzle);
  }
  await screenshot(page, '25x25-solved');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the X variant marks both diagonals, Windoku its four windows, and both check those houses', async () => {
  const { page, errors } = await openSite(env, { hash: fragment('.'.repeat(81)) });
  const special = async () => (await cellClasses(page)).flatMap((k, i) => (k.includes('special') ? [i] : []));
  assert.deepEqual(await special(), []);
  await field(page, 'Variant').selectOption({ label: 'X (both diagonals)' });
  const diagonals = [...new Set([...Array(9).keys()].flatMap((i) => [i * 10, i * 8 + 8]))].sort((a, b) => a - b);
  await eventually(async () => assert.deepEqual(await special(), diagonals));
  // A repeat on a diagonal is a conflict only in this variant.
  await cell(page, 1, 1).click();
  await page.keyboard.type('4');
  await cell(page, 9, 9).click();
  await page.keyboard.type('4');
  await statusMatching(page, /^4 is given twice in main diagonal: r1c1 and r9c9\.$/);
  assert.deepEqual((await cellClasses(page)).flatMap((k, i) => (k.includes('conflict') ? [i] : [])), [0, 80]);
  await field(page, 'Variant').selectOption({ label: 'Standard' });
  await eventually(async () => assert.equal(await page.locator('[role="gridcell"].conflict').count(), 0));
  assert.deepEqual(await special(), []);

  await field(page, 'Variant').selectOption({ label: 'Windoku (9x9: four extra windows)' });
  const windows = [];
  for (const [r0, c0] of [[1, 1], [1, 5], [5, 1], [5, 5]]) {
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) windows.push((r0 + r) * 9 + c0 + c);
  }
  await eventually(async () => assert.deepEqual(await special(), windows.sort((a, b) => a - b)));
  await field(page, 'Examples').selectOption({ label: 'X (both diagonals)' });
  await eventually(async () => assert.deepEqual(await special(), diagonals));
  assert.equal(await field(page, 'Variant').inputValue(), 'x');
  await screenshot(page, 'x-variant');
  // Windoku is for 9x9 only: the menu does not offer it for 16x16.
  await field(page, 'Size').selectOption({ label: '16x16' });
  assert.ok(await field(page, 'Variant').locator('option[value="windoku"]').isDisabled());
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Jigsaw example tints its regions, and Solve respects them', async () => {
  const { page, errors } = await openSite(env);
  await field(page, 'Examples').selectOption({ label: 'Jigsaw' });
  await gridShows(page, JIGSAW);
  assert.equal(await field(page, 'Variant').inputValue(), 'jigsaw');
  assert.ok(await field(page, 'Regions').isVisible());
  assert.equal(await field(page, 'Regions').inputValue(), JIGSAW_REGIONS);
  const look = await page.getByRole('gridcell').evaluateAll((els) => els.map((e) => {
    const s = getComputedStyle(e);
    return { bg: s.backgroundColor, right: s.borderRightWidth, bottom: s.borderBottomWidth, tinted: e.classList.contains('tinted') };
  }));
  assert.ok(look.every((l) => l.tinted));
  // Cells of one region share a colour; different regions differ.
  const colourOf = {};
  JIGSAW_REGIONS.split('').forEach((r, i) => { (colourOf[r] = colourOf[r] || new Set()).add(look[i].bg); });
  for (const r of Object.keys(colourOf)) assert.equal(colourOf[r].size, 1, `region ${r}: ${[...colourOf[r]]}`);
  assert.equal(new Set(Object.values(colourOf).map((s) => [...s][0])).size, 9, 'nine region colours');
  // Thick lines run between regions: r1c3 (region 1) | r1c4 (region 2), not between r1c1 and r1c2.
  assert.ok(parseFloat(look[2].right) > parseFloat(look[0].right), `${look[2].right} vs ${look[0].right}`);
  await screenshot(page, 'jigsaw');
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by /);
  const solved = await gridLine(page);
  for (const r of '123456789') {
    const values = [...solved].filter((_, i) => JIGSAW_REGIONS[i] === r);
    assert.equal(new Set(values).size, 9, `region ${r} holds 1-9 once: ${values.join('')}`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('Paint regions: pick a region, click or drag over cells (or use Space), and the Regions map follows', async () => {
  const { page, errors } = await openSite(env);
  await field(page, 'Examples').selectOption({ label: 'Jigsaw' });
  await gridShows(page, JIGSAW);
  const regions = field(page, 'Regions');
  const paint = button(page, 'Paint regions');
  await paint.click();
  assert.equal(await paint.getAttribute('aria-pressed'), 'true');
  await statusMatching(page, /^Painting regions/);
  await field(page, 'Region').selectOption('2');
  await cell(page, 1, 3).click();
  await eventually(async () => assert.equal(await regions.inputValue(), '112' + JIGSAW_REGIONS.slice(3)));
  // Region 1 now has 8 cells and region 2 has 10: the map is reported, not silently accepted.
  await eventually(async () => assert.match((await page.locator('#problems').textContent()), /Region map/));
  // Clicking a cell while painting does not type into it.
  assert.equal(await gridLine(page), JIGSAW);

  // Drag over r1c1..r1c2 with region 3.
  await field(page, 'Region').selectOption('3');
  const a = await cell(page, 1, 1).boundingBox();
  const b = await cell(page, 1, 2).boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 4 });
  await page.mouse.up();
  await eventually(async () => assert.equal(await regions.inputValue(), '332' + JIGSAW_REGIONS.slice(3)));

  // Keyboard: arrows move, Space paints.
  await field(page, 'Region').selectOption('1');
  await cell(page, 1, 1).click();  // paints r1c1 with 1
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await eventually(async () => assert.equal(await regions.inputValue(), JIGSAW_REGIONS));
  await eventually(async () => assert.doesNotMatch(await page.locator('#problems').textContent(), /Region map/));
  // The tints follow the map: r1c3 is region 1's colour again.
  const bg = (r, c) => cell(page, r, c).evaluate((e) => getComputedStyle(e).backgroundColor);
  assert.equal(await bg(1, 3), await bg(1, 1));
  assert.ok(decodeURIComponent(page.url()).includes('&regions=' + JIGSAW_REGIONS));

  // Paint off: typing enters values again.
  await paint.click();
  assert.equal(await paint.getAttribute('aria-pressed'), 'false');
  await cell(page, 1, 1).click();
  await page.keyboard.type('5');
  assert.equal(await cell(page, 1, 1).textContent(), '5');
  // Typing a map into the Regions box redraws the grid: r1c3 and r1c4 swap regions.
  const edited = JIGSAW_REGIONS.slice(0, 2) + '21' + JIGSAW_REGIONS.slice(4);
  assert.equal(edited.length, 81);
  await regions.fill(edited);
  await eventually(async () => assert.ok(decodeURIComponent(page.url()).includes('&regions=' + edited)));
  await eventually(async () => {
    assert.equal(await bg(1, 4), await bg(1, 2));
    assert.equal(await bg(1, 3), await bg(1, 5));
  });
  assert.deepEqual(errors, []);
  await page.close();
});

test('Boxes taller than wide: 6x6 with 3x2 boxes from the Variant menu, drawn, checked, solved and kept in the link', async () => {
  // Tatham's Solo: sgt-solo --generate 1 '3x2du#11' (3 rows by 2 columns a box).
  const SOLO_3X2 = '.....3..1..2..2.4..3.4..6..2..2.....';
  const { page, errors } = await openSite(env);
  assert.ok(await field(page, 'Variant').locator('option[value="3x2"]').isDisabled(), 'not offered on 9x9');
  await field(page, 'Size').selectOption({ label: '6x6' });
  await field(page, 'Variant').selectOption({ label: '3x2 boxes (3 rows by 2 columns)' });
  const edges = async () => (await cellClasses(page)).map((k) => (k.includes('edge-right') ? 'R' : '') + (k.includes('edge-bottom') ? 'B' : ''));
  await eventually(async () => {
    const e = await edges();
    assert.equal(e[1], 'R', 'a line right of r1c2');
    assert.equal(e[2 * 6], 'B', 'a line under r3c1');
    assert.equal(e[6], '', 'none under r2c1 (the usual 2x3 boxes end there)');
  });
  await cell(page, 1, 1).click();
  await page.keyboard.type('5');
  await cell(page, 3, 2).click();
  await page.keyboard.type('5');
  await statusMatching(page, /^5 is given twice in box 1: r1c1 and r3c2\.$/);
  assert.match(decodeURIComponent(page.url()), /variant=3x2/);
  // New puzzle keeps the boxes: a 6x6 with one solution in them.
  await button(page, 'New puzzle').click();
  await statusMatching(page, /^New .* puzzle: /);
  assert.equal(await field(page, 'Variant').inputValue(), '3x2');
  const made = await gridLine(page);
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by .* unique\.$/);
  assertSolves(await gridLine(page), made, [3, 2]);
  await page.close();

  const linked = await openSite(env, { hash: fragment(SOLO_3X2, { variant: '3x2' }) });
  await gridShows(linked.page, SOLO_3X2);
  assert.equal(await field(linked.page, 'Variant').inputValue(), '3x2');
  await button(linked.page, 'Solve').click();
  await statusMatching(linked.page, /^Solved by .* unique\.$/);
  assertSolves(await gridLine(linked.page), SOLO_3X2, [3, 2]);
  await screenshot(linked.page, '6x6-3x2-boxes');
  assert.deepEqual([...errors, ...linked.errors], []);
  await linked.page.close();
});

test('A prime size has no boxes: 7x7 opens as a jigsaw of strips, makes a New puzzle, and opens Solo\'s jigsaw from a link', async () => {
  // Tatham's Solo: sgt-solo --generate 1 '7jdi#11' (the map read from its game id, tests/core/sizes_test.cpp).
  const SOLO_7 = '.6..5....27.....3....2.....5....7.....53....5..1.';
  const SOLO_7_MAP = '1123333122233311122241555664755566475666447777744';
  const { page, errors } = await openSite(env);
  await field(page, 'Size').selectOption({ label: '7x7' });
  await statusMatching(page, /^The grid changed: 7x7, Jigsaw \(irregular regions\)\. Standard does not fit a 7x7 grid\.$/);
  assert.equal(await field(page, 'Variant').inputValue(), 'jigsaw');
  assert.ok(await field(page, 'Variant').locator('option[value="standard"]').isDisabled(), 'standard is not offered');
  assert.equal((await page.locator('#regions').inputValue()).length, 49, 'the starting map is in the Regions box');
  await button(page, 'New puzzle').click();
  await statusMatching(page, /^New .* puzzle: /);
  const made = await gridLine(page);
  const regions = await page.locator('#regions').inputValue();
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by .* unique\.$/);
  assertSolves(await gridLine(page), made, regions);
  await page.close();

  const linked = await openSite(env, { hash: fragment(SOLO_7, { variant: 'jigsaw', regions: SOLO_7_MAP }) });
  await gridShows(linked.page, SOLO_7);
  await button(linked.page, 'Solve').click();
  await statusMatching(linked.page, /^Solved by .* unique\.$/);
  assertSolves(await gridLine(linked.page), SOLO_7, SOLO_7_MAP);
  await screenshot(linked.page, '7x7-jigsaw');
  assert.deepEqual([...errors, ...linked.errors], []);
  await linked.page.close();
});
