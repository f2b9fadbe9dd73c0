// The layouts on the page (issue 19), from disk as a reader opens the site:
// the star drawn as 54 triangles and the samurai as 369 squares in their
// bounding box, each cell a gridcell named by its place; typing and the
// arrow keys along the layout; Solve, Hint and Animate on them; a share
// link that opens the same layout; screenshots at 1280x900 and 390x844.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const {
  useSite, openSite, button, field, status, gridLine, cellClasses, eventually, statusMatching, gridShows, screenshot,
} = require('./support/site');
const { walkStarStrips } = require('./support/star_keys');

const env = useSite();

// The star example (one solution) and the table's unique samurai.
const STAR = '14.....6....3........97...5.7..8...........62.3....9..';
const STAR_SOLUTION = '142875369961354827132976485574682913897453162231587946';
const table = fs.readFileSync(path.join(__dirname, '../data/puzzles.txt'), 'utf8').split('\n')
  .map((line) => line.split(' | ').map((f) => f.trim()));
const samuraiRow = table.find((r) => r[1] === 'layout:samurai' && r[4] === '1');
const SAMURAI = samuraiRow[3], SAMURAI_SOLUTION = samuraiRow[5];

const layoutMenu = (page) => page.getByRole('combobox', { name: 'Layout', exact: true });
const cells = (page) => page.getByRole('grid').getByRole('gridcell');
const triangle = (page, strip, n) => page.getByRole('gridcell', { name: new RegExp(`^Strip ${strip}, cell ${n}(,|$)`) });
const focusedName = (page) => page.evaluate(() => document.activeElement.getAttribute('aria-label').replace(/, [^ ,]+(, given)?$/, ''));

async function chooseExample(page, name) {
  await field(page, 'Examples').selectOption({ label: name });
}

test('the star example draws 54 triangles (up and down by strip and half-column), named by strip, each big triangle coloured', async () => {
  const { page, errors } = await openSite(env);
  await chooseExample(page, 'Star: 54 triangles, six big ones');
  await gridShows(page, STAR);
  assert.equal(await cells(page).count(), 54);
  const classes = await cellClasses(page);
  assert.ok(classes.every((c) => c.includes('up') !== c.includes('down')), 'each cell points up or down');
  assert.equal(classes.filter((c) => c.includes('up')).length, 27, 'three big triangles point up (6 up, 3 down each), three down');
  // A triangle: the clip leaves its corners outside; the apex cell of the top strip points up.
  assert.match(await triangle(page, 1, 1).evaluate((el) => getComputedStyle(el).clipPath), /polygon\(50% 0(px|%)?, 100% 100%, 0(px|%)? 100%\)/);
  const hues = await cells(page).evaluateAll((els) => new Set(els.map((e) => e.style.getPropertyValue('--hue'))).size);
  assert.equal(hues, 6, 'six big triangles, six colours');
  assert.equal(await layoutMenu(page).inputValue(), 'star');
  assert.equal(await field(page, 'Size').isDisabled(), true, 'a layout has its own size');
  assert.match(await field(page, 'Link to this puzzle').inputValue(), /[#&]layout=star(&|$)/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Solve on the star shows the one solution in reading order; All solutions finds it alone, with crook and naive too', async () => {
  const { page, errors } = await openSite(env);
  await chooseExample(page, 'Star: 54 triangles, six big ones');
  await gridShows(page, STAR);
  await button(page, 'Solve').click();
  await gridShows(page, STAR_SOLUTION, 10000);
  await statusMatching(page, /unique/);
  // Pinned: one of each kind (the fast engine, the logic solver, plain backtracking) through the page;
  // every algorithm of the registry solves the star in tests/js/layouts.test.js.
  for (const algorithm of ['fast', 'crook', 'naive']) {
    await field(page, 'Algorithm').selectOption(algorithm);
    await button(page, 'All solutions').click();
    await statusMatching(page, /^Unique solution\.$/, 20000);
    await button(page, 'Solve').click();
    await gridShows(page, STAR_SOLUTION, 20000);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('on the star, arrows move along the strips and to the nearest cell of the next strip; digits typed go into the cell and the link', async () => {
  const { page, errors } = await openSite(env);
  await chooseExample(page, 'Star: 54 triangles, six big ones');
  await gridShows(page, STAR);
  await walkStarStrips(page, page, () => focusedName(page));
  await page.keyboard.type('5');
  const typed = STAR.slice(0, 8) + '5' + STAR.slice(9);
  await gridShows(page, typed);
  assert.match(await field(page, 'Link to this puzzle').inputValue(), new RegExp('puzzle=' + typed.replace(/\./g, '\\.') + '&layout=star'));
  // A digit that repeats one of its lines is pointed out, as on a square grid (cell 8 holds a 6).
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('6');
  await statusMatching(page, /6 is given twice in .*cell 7 \(strip 2\)/);
  assert.ok((await cellClasses(page))[6].includes('conflict'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('Hint and Animate work on the star: the hint marks a triangle, the animation steps and stops', async () => {
  const { page, errors } = await openSite(env);
  await chooseExample(page, 'Star: 54 triangles, six big ones');
  await gridShows(page, STAR);
  await button(page, 'Hint').click();
  await statusMatching(page, /strip \d/);
  assert.ok((await cellClasses(page)).some((c) => c.includes('hint-target')), 'the hint marks its cell');
  await field(page, 'Algorithm').selectOption('naive');
  await button(page, 'Animate').click();
  await eventually(async () => {
    const placed = (await gridLine(page)).split('').filter((ch) => ch !== '.').length;
    assert.ok(placed > 16, 'the animation places digits in the triangles (' + placed + ' shown)');
  }, 10000);
  assert.equal(await button(page, 'Stop').isDisabled(), false);
  await button(page, 'Stop').click();
  await statusMatching(page, /Animation stopped/);
  assert.equal(await button(page, 'Stop').isDisabled(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the samurai example draws 369 squares in a 21x21 box (five grids, four shared boxes) and Solve fills them', async () => {
  const { page, errors } = await openSite(env);
  await chooseExample(page, 'Samurai: five overlapping 9x9 grids');
  await gridShows(page, SAMURAI);
  assert.equal(await cells(page).count(), 369);
  // Cells sit at their place of the bounding box: the middle grid's first cell is row 7, column 7.
  const middle = page.getByRole('gridcell', { name: /^Row 7, column 7(,|$)/ });
  assert.deepEqual(await middle.evaluate((el) => [el.style.gridRow, el.style.gridColumn]), ['7', '7']);
  assert.equal(await page.getByRole('gridcell', { name: /^Row 1, column 10(,|$)/ }).count(), 0, 'the gap between the top grids is empty');
  await button(page, 'Solve').click();
  await gridShows(page, SAMURAI_SOLUTION, 10000);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a link with layout=star opens the star; Layout "Square grid" goes back to a 9x9 grid', async () => {
  const { page, errors } = await openSite(env, { hash: '#puzzle=' + STAR + '&layout=star' });
  await gridShows(page, STAR);
  assert.equal(await cells(page).count(), 54);
  assert.equal(await layoutMenu(page).inputValue(), 'star');
  assert.match(await status(page).textContent(), /Loaded the puzzle from the link/);
  await layoutMenu(page).selectOption('');
  await gridShows(page, '.'.repeat(81));
  assert.equal(await page.getByRole('gridcell', { name: /^Row 9, column 9(,|$)/ }).count(), 1);
  assert.equal(await field(page, 'Size').isDisabled(), false);
  assert.doesNotMatch(await field(page, 'Link to this puzzle').inputValue(), /layout=/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a link with a layout that does not fit its puzzle is refused with the reason', async () => {
  const { page, errors } = await openSite(env, { hash: '#puzzle=' + STAR + '.&layout=star' });
  await statusMatching(page, /cannot be opened: The link's puzzle has 55 cells; a Six-pointed star puzzle has 54/);
  const bad = await openSite(env, { hash: '#puzzle=' + STAR + '&layout=hexagon' });
  await statusMatching(bad.page, /layout "hexagon" is not one of star, samurai/);
  assert.deepEqual(errors, []);
  await page.close();
  await bad.page.close();
});

test('pasting a puzzle into the Puzzle box while on the star reads it as a star', async () => {
  const { page, errors } = await openSite(env);
  await layoutMenu(page).selectOption('star');
  await gridShows(page, '.'.repeat(54));
  await field(page, 'Puzzle').fill(STAR);
  await gridShows(page, STAR);
  assert.equal(await layoutMenu(page).inputValue(), 'star');
  assert.deepEqual(errors, []);
  await page.close();
});

test('one line of a layout\'s puzzle pasted on a square grid opens that layout; a line no grid has as many cells as still says why', async () => {
  const { page, errors } = await openSite(env);
  await field(page, 'Puzzle').fill(SAMURAI);
  await gridShows(page, SAMURAI);
  assert.equal(await layoutMenu(page).inputValue(), 'samurai');
  assert.equal(await cells(page).count(), 369);
  await layoutMenu(page).selectOption('');
  await field(page, 'Puzzle').fill(STAR + '.');
  await statusMatching(page, /55 cells/);
  assert.equal(await layoutMenu(page).inputValue(), '', 'nothing read: the grid stays square');
  assert.deepEqual(errors, []);
  await page.close();
});

test('every layout of the Layout menu draws its cells, each once, inside the grid; Clear keeps the layout', async () => {
  const { page, errors } = await openSite(env, { viewport: { width: 1280, height: 900 } });
  const cellCounts = { star: 54, samurai: 369, twodoku: 153, butterfly: 144, flower: 189, sohei: 288, windmill: 333 };  // as layouts() gives them
  const offered = (await layoutMenu(page).locator('option').evaluateAll((os) => os.map((o) => o.value))).filter(Boolean);
  assert.deepEqual(offered.sort(), Object.keys(cellCounts).sort());
  for (const id of offered) {
    await layoutMenu(page).selectOption(id);
    await gridShows(page, '.'.repeat(cellCounts[id]));
    // The status describes the layout chosen, starting with its name as the menu shows it.
    const label = await layoutMenu(page).locator('option:checked').textContent();
    await eventually(async () => assert.ok((await status(page).textContent()).startsWith(label + ': '), label));
    // No two cells on top of each other, none outside the grid's box.
    const overlaps = await page.getByRole('grid').evaluate((grid) => {
      const box = grid.getBoundingClientRect(), seen = new Set();
      let bad = 0;
      for (const el of grid.querySelectorAll('[role=gridcell]')) {
        const r = el.getBoundingClientRect(), key = Math.round(r.x) + ',' + Math.round(r.y);
        if (seen.has(key) || r.x < box.x - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1 || r.width < 5) bad++;
        seen.add(key);
      }
      return bad;
    });
    assert.equal(overlaps, 0, id + ': cells apart and inside the grid');
    if (id === 'windmill') await screenshot(page, 'layouts-windmill-desktop', { fullPage: false });
  }
  await field(page, 'Puzzle').fill('1' + '.'.repeat(332));
  await gridShows(page, '1' + '.'.repeat(332));
  await button(page, 'Clear').click();
  await gridShows(page, '.'.repeat(333));
  assert.equal(await layoutMenu(page).inputValue(), 'windmill');
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  test('screenshots of the star and the samurai, ' + name, async () => {
    const { page, errors } = await openSite(env, { viewport });
    await chooseExample(page, 'Star: 54 triangles, six big ones');
    await gridShows(page, STAR);
    await page.getByRole('grid').scrollIntoViewIfNeeded();
    await screenshot(page, 'layouts-star-' + name, { fullPage: false });
    await chooseExample(page, 'Samurai: five overlapping 9x9 grids');
    await gridShows(page, SAMURAI);
    await screenshot(page, 'layouts-samurai-' + name, { fullPage: false });
    assert.deepEqual(errors, []);
    await page.close();
  });
}

// Issue 19 on a phone: the samurai's 21 columns were 17 px cells at 390x844.
test('at 390x844 the samurai keeps 28 px cells in a frame that scrolls sideways, never the page, and the frame follows the keys', async () => {
  const { page, errors } = await openSite(env, { viewport: { width: 390, height: 844 } });
  const geometry = () => page.evaluate(() => {
    const holder = document.getElementById('grid-holder'), cell = holder.querySelector('.cell.selected');
    const f = holder.getBoundingClientRect(), c = cell.getBoundingClientRect();
    return { left: f.left + holder.clientLeft, right: f.left + holder.clientLeft + holder.clientWidth, scrolls: holder.scrollWidth > holder.clientWidth,
      cell: { left: c.left, right: c.right, width: c.width, height: c.height },
      pageWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth };
  });
  await chooseExample(page, 'Star: 54 triangles, six big ones');
  await gridShows(page, STAR);
  assert.equal((await geometry()).scrolls, false, 'the star fits the phone as it is');
  await chooseExample(page, 'Samurai: five overlapping 9x9 grids');
  await gridShows(page, SAMURAI);
  await page.getByRole('gridcell', { name: /^Row 1, column 1(,|$)/ }).click();
  let g = await geometry();
  assert.ok(g.cell.width >= 27.5 && g.cell.height >= 27.5, `a cell is ${g.cell.width.toFixed(1)}x${g.cell.height.toFixed(1)} px`);
  assert.ok(g.scrolls, 'the samurai is wider than the phone: its frame scrolls');
  assert.ok(g.pageWidth <= g.innerWidth, `the page does not scroll sideways (${g.pageWidth} > ${g.innerWidth})`);
  for (let i = 1; i <= 17; i++) {
    await page.keyboard.press('ArrowRight');
    g = await geometry();
    assert.ok(g.cell.left >= g.left - 0.5 && g.cell.right <= g.right + 0.5, `after ${i} ArrowRight the selected cell shows`);
  }
  assert.equal(await focusedName(page), 'Row 1, column 21');
  // Swiped back, then a digit typed: the cell comes back into view.
  await page.evaluate(() => { document.getElementById('grid-holder').scrollLeft = 0; });
  await page.keyboard.press('Backspace');
  g = await geometry();
  assert.ok(g.cell.left >= g.left - 0.5 && g.cell.right <= g.right + 0.5, 'after typing the selected cell shows');
  assert.ok(g.pageWidth <= g.innerWidth);
  assert.deepEqual(errors, []);
  await page.close();
});

test('at 390x844 the samurai\'s frame follows the animation and a hint to cells beyond the first twelve columns', async () => {
  const { page, errors } = await openSite(env, { viewport: { width: 390, height: 844 }, hash: '' });
  await chooseExample(page, 'Samurai: five overlapping 9x9 grids');
  await gridShows(page, SAMURAI);
  await field(page, 'Algorithm').selectOption('naive');
  // Is the cell the step text names (rXcY) inside the frame?
  const named = () => page.evaluate(() => {
    const m = /r(\d+)c(\d+)/.exec(document.getElementById('step-text').textContent);
    if (!m) return null;
    const holder = document.getElementById('grid-holder');
    const cell = [...holder.querySelectorAll('[role=gridcell]')].find((c) => c.getAttribute('aria-label').startsWith(`Row ${m[1]}, column ${m[2]},`) ||
      c.getAttribute('aria-label') === `Row ${m[1]}, column ${m[2]}`);
    const f = holder.getBoundingClientRect(), c = cell.getBoundingClientRect();
    const left = f.left + holder.clientLeft, right = left + holder.clientWidth;
    return { column: Number(m[2]), shows: c.left >= left - 0.5 && c.right <= right + 0.5, text: m[0] };
  });
  await button(page, 'Animate').click();
  await button(page, 'Pause').click();
  let far = null;
  for (let i = 0; i < 60 && !far; i++) {
    await button(page, 'Step').click();
    await eventually(async () => assert.ok(await named(), 'the step names a cell'));
    // (the step's words and the frame's scroll are drawn apart: on a loaded machine a frame may come between)
    await eventually(async () => { const m = await named(); assert.ok(m.shows, `step ${i}: ${m.text} is inside the frame`); }, 2000);
    const n = await named();
    if (n.column > 12) far = n;
  }
  assert.ok(far, 'the animation reached a column the phone does not show at first');
  await button(page, 'Reset').click();
  // A hint whose cell lies beyond the first twelve columns is scrolled to.
  await page.evaluate(() => { document.getElementById('grid-holder').scrollLeft = 0; });
  await button(page, 'Hint').click();
  await eventually(async () => {
    const t = await page.evaluate(() => {
      const holder = document.getElementById('grid-holder'), cell = holder.querySelector('.cell.hint-target');
      if (!cell) return null;
      const f = holder.getBoundingClientRect(), c = cell.getBoundingClientRect();
      const left = f.left + holder.clientLeft;
      return { column: Number(/column (\d+)/.exec(cell.getAttribute('aria-label'))[1]),
        shows: c.left >= left - 0.5 && c.right <= left + holder.clientWidth + 0.5 };
    });
    assert.ok(t && t.column > 12, 'the hint is for a cell beyond the twelfth column');
    assert.equal(t.shows, true, 'the hint\'s cell is inside the frame');
  });
  assert.deepEqual(errors, []);
  await page.close();
});
