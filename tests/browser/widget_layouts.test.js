// The widget on layouts (issue 19): <sudoku-solver layout="star"> and
// layout="samurai" drawn by the site's own drawing code (triangles, the
// overlapping grids), each cell a gridcell named by its place; Solve, All
// solutions and Hint on them; typing and the arrow keys along the layout;
// a bad layout attribute listed with the other problems; the Embed panel's
// snippet for a layout working on another origin; on a phone, the samurai
// keeping 28 px cells in a frame of its own that scrolls sideways (never
// the page) and follows the selected cell. From disk and over HTTP, with
// screenshots at 1280x900 and 390x844.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { sudoku } = require('../js/support/library');
const { openSite, field, gridShows } = require('./support/site');
const {
  useWidgetPages, writePage, widgetTag, addWidget, openPage, widget, button, gridLine, statusMatching, eventually, events, screenshot, animatesAndStops,
  counters,
} = require('./support/widget');
const { walkStarStrips } = require('./support/star_keys');

const env = useWidgetPages();

// The star example (one solution) and the table's unique samurai.
const STAR = '14.....6....3........97...5.7..8...........62.3....9..';
const STAR_SOLUTION = '142875369961354827132976485574682913897453162231587946';
const table = fs.readFileSync(path.join(__dirname, '../data/puzzles.txt'), 'utf8').split('\n')
  .map((line) => line.split(' | ').map((f) => f.trim()));
const samuraiRow = table.find((r) => r[1] === 'layout:samurai' && r[4] === '1');
const SAMURAI = samuraiRow[3], SAMURAI_SOLUTION = samuraiRow[5];

const PHONE = { width: 390, height: 844 }, DESKTOP = { width: 1280, height: 900 };
const MIN_CELL = 28;  // grid.css: a wide layout's cells on a phone

/** A blog post holding one widget with `attributes` (as markup, as a blog author writes it). */
function post(name, attributes) {
  writePage(env, name, '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<title>A post</title><style>body { max-width: 760px; margin: 1em auto; padding: 0 8px; font: 18px Georgia, serif }</style></head>' +
    `<body><h1>A puzzle</h1><p>Solve it below.</p>\n<script src="sudoku-widget.js"></script>\n${widgetTag(attributes)}</body></html>`);
}

const triangle = (w, strip, n) => w.getByRole('gridcell', { name: new RegExp(`^Strip ${strip}, cell ${n}(,|$)`) });
const square = (w, row, col) => w.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${col}(,|$)`) });
const focusedName = (w) => w.evaluate((el) => el.shadowRoot.activeElement && el.shadowRoot.activeElement.getAttribute('aria-label').replace(/, [^ ,]+(, given)?$/, ''));
const listed = (w) => w.locator('#problems li').allTextContents();

/**
 * The grid's frame (the holder) and the selected cell, in page pixels:
 * {frame: {left, right, scrollLeft, scrolls}, cell: {left, right, width, height}, page: {scrollWidth, innerWidth}}.
 */
function geometry(w) {
  return w.evaluate((el) => {
    const holder = el.shadowRoot.getElementById('grid-holder');
    const cell = el.shadowRoot.querySelector('.cell.selected');
    const f = holder.getBoundingClientRect(), c = cell.getBoundingClientRect();
    return {
      frame: { left: f.left + holder.clientLeft, right: f.left + holder.clientLeft + holder.clientWidth, scrollLeft: holder.scrollLeft,
        scrolls: holder.scrollWidth > holder.clientWidth },
      cell: { left: c.left, right: c.right, width: c.width, height: c.height },
      page: { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth },
    };
  });
}
async function assertSelectedInView(w, what) {
  const g = await geometry(w);
  assert.ok(g.cell.left >= g.frame.left - 0.5 && g.cell.right <= g.frame.right + 0.5,
    `${what}: the selected cell (${g.cell.left}..${g.cell.right}) shows in its frame (${g.frame.left}..${g.frame.right})`);
}

for (const [where, url] of [['from disk', (name) => env.fileUrl(name)], ['over HTTP', (name) => env.url + name]]) {
  test(`a widget with layout="star" draws 54 triangles named by strip and solves the issue's example (${where})`, async () => {
    post('star.html', { layout: 'star', puzzle: STAR, controls: 'algorithm solve all hint stop' });
    const { page, errors } = await openPage(env, url('star.html'), { viewport: DESKTOP });
    const w = widget(page);
    assert.equal(await w.getByRole('gridcell').count(), 54);
    assert.equal(await gridLine(w), STAR);
    assert.equal(await w.getByRole('grid').getAttribute('aria-label'), 'Six-pointed star grid, 54 cells');
    // The site's drawing: clipped triangles, three big ones up and three down, under the lines' SVG.
    const classes = await w.getByRole('gridcell').evaluateAll((els) => els.map((e) => e.className));
    assert.equal(classes.filter((c) => /\bup\b/.test(c)).length, 27);
    assert.match(await triangle(w, 1, 1).evaluate((el) => getComputedStyle(el).clipPath), /polygon\(50% 0(px|%)?, 100% 100%, 0(px|%)? 100%\)/);
    assert.equal(await w.locator('svg.lines path.bold').count(), 1);
    assert.deepEqual(await w.evaluate((el) => [el.layout, el.size, el.variant]), ['star', 9, 'standard']);
    await statusMatching(w, /^Press Solve to solve it with Fast solver\.$/);

    await button(w, 'Solve').click();
    await statusMatching(w, /^Solved by Fast solver .*unique/, 10000);
    assert.equal(await gridLine(w), STAR_SOLUTION, 'the solution, read from the cells in reading order');
    const solved = (await events(page)).filter((e) => e.type === 'solved');
    assert.equal(solved.length, 1);
    assert.equal(solved[0].detail.solution, STAR_SOLUTION);
    await button(w, 'All solutions').click();
    await statusMatching(w, /^Unique solution\.$/, 10000);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('on a star widget, arrows move along the strips and to the nearest triangle of the next; typing fills the cell; Hint marks a triangle', async () => {
  post('star-keys.html', { layout: 'star', puzzle: STAR, controls: 'solve hint stop' });
  const { page, errors } = await openPage(env, env.fileUrl('star-keys.html'));
  const w = widget(page);
  await button(w, 'Hint').click();
  await statusMatching(w, /^[A-Z][a-z]+( [a-z]+)*: .*strip \d/);  // "Naked single: ..."
  assert.ok((await w.locator('.cell.hint-target').count()) > 0, 'the hint marks its triangle');
  await walkStarStrips(page, w, () => focusedName(w));
  await page.keyboard.type('5');
  const typed = STAR.slice(0, 8) + '5' + STAR.slice(9);
  await eventually(async () => assert.equal(await gridLine(w), typed));
  assert.equal(await w.evaluate((el) => el.grid), typed);
  // The selected triangle's outline follows the keys (the SVG ring, not a box shadow).
  const ring = await w.locator('svg.lines path.selected-outline').getAttribute('d');
  await page.keyboard.press('Home');
  assert.equal(await focusedName(w), 'Strip 2, cell 2', 'Home: the first triangle of the strip');
  assert.notEqual(await w.locator('svg.lines path.selected-outline').getAttribute('d'), ring);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a samurai widget draws 369 squares in their 21x21 box; Solve, All solutions and Hint work on it; controls go under it', async () => {
  post('samurai.html', { layout: 'samurai', puzzle: SAMURAI, controls: 'algorithm solve all hint stop' });
  const { page, errors } = await openPage(env, env.fileUrl('samurai.html'), { viewport: DESKTOP });
  const w = widget(page);
  assert.equal(await w.getByRole('gridcell').count(), 369);
  assert.equal(await gridLine(w), SAMURAI);
  assert.deepEqual(await square(w, 7, 7).evaluate((el) => [el.style.gridRow, el.style.gridColumn]), ['7', '7']);
  assert.equal(await square(w, 1, 10).count(), 0, 'the gap between the top grids is empty');
  // A wide layout takes the widget's width: the status sits under the grid, not beside it.
  const [grid, statusBox] = await Promise.all([w.getByRole('grid').boundingBox(), w.getByRole('status').boundingBox()]);
  assert.ok(statusBox.y >= grid.y + grid.height - 1, 'the status is under the grid');
  assert.ok(grid.width / 21 >= MIN_CELL, `cells of ${(grid.width / 21).toFixed(1)} px at 1280x900`);
  assert.equal((await geometry(w)).frame.scrolls, false, 'the whole samurai shows on a wide screen');

  await button(w, 'Hint').click();
  await statusMatching(w, /r\d+c\d+/);  // named by its place in the 21x21 box
  assert.ok((await w.locator('.cell.hint-target').count()) > 0, 'the hint marks its cell');
  await button(w, 'Solve').click();
  await statusMatching(w, /^Solved by Fast solver/, 10000);
  assert.equal(await gridLine(w), SAMURAI_SOLUTION);
  await button(w, 'All solutions').click();
  await statusMatching(w, /^Unique solution\.$/, 20000);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an animate-mode star widget animates naive backtracking in the triangles, pauses and stops; a play-mode star counts the reader\'s cells', async () => {
  post('star-animate.html', { layout: 'star', puzzle: STAR, mode: 'animate', algorithm: 'naive', speed: '300' });
  const { page, errors } = await openPage(env, env.fileUrl('star-animate.html'));
  const w = widget(page);
  await animatesAndStops(w);
  const shown = (await gridLine(w)).split('').filter((ch) => ch !== '.').length;
  assert.ok(shown > 16, `the animation placed digits in the triangles (${shown} shown)`);
  assert.deepEqual(errors, []);
  await page.close();

  post('star-play.html', { layout: 'star', puzzle: STAR, mode: 'play' });
  const play = await openPage(env, env.fileUrl('star-play.html'));
  const p = widget(play.page);
  await statusMatching(p, /^Fill in the grid: 41 cells to go\.$/);
  await triangle(p, 2, 3).click();  // a blank (strip 2 holds cells 2 to 9)
  await play.page.keyboard.press(STAR_SOLUTION[2]);
  await statusMatching(p, /^40 cells to go\.$/);
  assert.deepEqual(play.errors, []);
  await play.page.close();
});

test('every layout the library lists draws in the widget, each cell once, inside the grid', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0, viewport: DESKTOP });
  await addWidget(page, { id: 'each' });
  const w = widget(page, '#each');
  const cellCounts = { star: 54, samurai: 369, twodoku: 153, butterfly: 144, flower: 189, sohei: 288, windmill: 333 };  // as layouts() gives them
  for (const [id, count] of Object.entries(cellCounts)) {
    await w.evaluate((el, id) => { el.layout = id; return el.ready; }, id);
    assert.equal(await w.getByRole('gridcell').count(), count, id);
    assert.equal(await w.evaluate((el) => el.grid), '.'.repeat(count), id + ': an empty grid of its cells');
    const bad = await w.getByRole('grid').evaluate((grid) => {
      const box = grid.getBoundingClientRect(), seen = new Set();
      let n = 0;
      for (const el of grid.querySelectorAll('[role=gridcell]')) {
        const r = el.getBoundingClientRect(), key = Math.round(r.x) + ',' + Math.round(r.y);
        if (seen.has(key) || r.x < box.x - 1 || r.right > box.right + 1 || r.bottom > box.bottom + 1 || r.width < 5) n++;
        seen.add(key);
      }
      return n;
    });
    assert.equal(bad, 0, id + ': cells apart and inside the grid');
  }
  await w.evaluate((el) => { el.layout = null; return el.ready; });
  assert.equal(await w.getByRole('gridcell').count(), 81, 'no layout: the 9x9 grid again');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a bad layout attribute is listed with the other problems and a square grid is used; a puzzle that is not the layout\'s is refused', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'hexagon', layout: 'hexagon', algorithm: 'zzz' });
  const w = widget(page, '#hexagon');
  await statusMatching(w, /^Widget options: 2 problems, listed below\.$/);
  const lines = await listed(w);
  const layoutIds = (await sudoku()).layouts().map((l) => l.id).join(', ');
  assert.equal(lines[0], `layout "hexagon" is not one of ${layoutIds}; using a square grid.`);
  assert.match(lines[1], /^algorithm "zzz" is not one of/);
  assert.equal(await w.getByRole('gridcell').count(), 81, 'a square grid');
  assert.equal(await w.evaluate((el) => el.layout), '');
  const bad = (await events(page)).filter((e) => e.type === 'error' && e.target === 'hexagon').map((e) => e.detail);
  assert.deepEqual(bad.map((e) => [e.code, e.message]), lines.map((l) => ['bad_option', l]));

  // Put right: the star, drawn and read as the star.
  await w.evaluate((el) => { el.layout = 'star'; el.algorithm = 'fast'; el.puzzle = '14.....6....3........97...5.7..8...........62.3....9..'; return el.ready; });
  await eventually(async () => assert.equal(await gridLine(w), STAR));
  assert.deepEqual(await listed(w), []);

  // A variant and a size beside a layout are said; a puzzle of another cell count is the library's refusal.
  await addWidget(page, { id: 'mixed', layout: 'star', variant: 'x', size: '16', puzzle: STAR + '.' });
  const m = widget(page, '#mixed');
  await statusMatching(m, /^Widget options: 3 problems, listed below\.$/);
  const mixed = await listed(m);
  assert.match(mixed[0], /^The puzzle attribute: the star layout has 54 cells; the text has 1 line and 55 cells/);
  assert.ok(mixed.includes('size "16" does not apply to a layout (star has 9 symbols).'), mixed.join('\n'));
  assert.ok(mixed.includes('variant "x" does not apply to a layout (star); using standard.'), mixed.join('\n'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: an unreadable puzzle attribute draws the default, the empty layout or grid, and lists the problem, not an empty frame', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'star123', layout: 'star', puzzle: '123' });
  await addWidget(page, { id: 'square123', puzzle: '123', algorithm: 'zzz' });
  const star = widget(page, '#star123'), square = widget(page, '#square123');
  await statusMatching(star, /^The puzzle attribute: the star layout has 54 cells/);
  assert.equal(await star.getByRole('gridcell').count(), 54, 'the empty star');
  assert.equal(await gridLine(star), '.'.repeat(54));
  assert.match((await listed(star))[0], /^The puzzle attribute: the star layout has 54 cells/);
  await statusMatching(square, /^Widget options: 2 problems, listed below\.$/);
  assert.equal(await square.getByRole('gridcell').count(), 81, 'the empty 9x9');
  const lines = await listed(square);
  assert.match(lines[0], /^The puzzle attribute: read 3 cells/);
  assert.match(lines[1], /^algorithm "zzz" is not one of/);
  const codes = (await events(page)).filter((e) => e.type === 'error' && e.target === 'square123').map((e) => e.detail.code);
  assert.deepEqual(codes, ['bad_option', 'bad_cell_count']);
  // Put right, the puzzle is read and the problem goes.
  await star.evaluate((el) => { el.puzzle = '14.....6....3........97...5.7..8...........62.3....9..'; return el.ready; });
  await eventually(async () => assert.equal(await gridLine(star), STAR));
  assert.deepEqual(await listed(star), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: a star widget solved by levels shows its attempts in the counters; the fast solver shows none', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'levels', layout: 'star', puzzle: STAR, algorithm: 'levels' });
  const w = widget(page, '#levels');
  await statusMatching(w, /^Press Solve/);
  await button(w, 'Solve').click();
  await eventually(async () => assert.equal(await gridLine(w), STAR_SOLUTION), 20000);
  await eventually(async () => assert.ok(Number(String((await counters(w)).Attempts).replace(/,/g, '')) > 0, 'Attempts'));
  await w.evaluate((el) => { el.algorithm = 'fast'; return el.ready; });
  await statusMatching(w, /^Press Solve/);
  await button(w, 'Solve').click();
  await eventually(async () => assert.equal(await gridLine(w), STAR_SOLUTION));
  await eventually(async () => assert.ok((await counters(w)).Placements !== undefined));
  assert.equal((await counters(w)).Attempts, undefined);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Embed panel writes a snippet for the star; pasted on another origin, it shows and solves the star', async () => {
  const { page, errors } = await openSite(env, { url: env.url + 'index.html' });
  await field(page, 'Examples').selectOption({ label: 'Star: 54 triangles, six big ones' });
  await gridShows(page, STAR);
  await page.getByRole('combobox', { name: 'Widget mode', exact: true }).selectOption({ label: 'Solve' });
  const script = await page.getByRole('textbox', { name: 'Script snippet', exact: true }).inputValue();
  assert.equal(script, `<script src="${env.url}sudoku-widget.js" defer></script>\n<sudoku-solver layout="star" puzzle="${STAR}" algorithm="fast"></sudoku-solver>`);
  const iframe = await page.getByRole('textbox', { name: 'Iframe snippet', exact: true }).inputValue();
  assert.ok(iframe.startsWith(`<iframe src="${env.url}embed.html#layout=star&amp;puzzle=${STAR}&amp;algorithm=fast"`), iframe);
  assert.equal(await page.getByRole('button', { name: 'Copy script snippet', exact: true }).isDisabled(), false);

  writePage(env, 'pasted-star.html', `<!DOCTYPE html><meta charset="utf-8"><title>Pasted</title>\n<p>My star.</p>\n${script}\n`);
  const blog = await openPage(env, env.other + 'pasted-star.html');
  const w = widget(blog.page);
  assert.equal(await w.getByRole('gridcell').count(), 54);
  await button(w, 'Solve').click();
  await eventually(async () => assert.equal(await gridLine(w), STAR_SOLUTION), 10000);
  assert.deepEqual(blog.errors, []);
  await blog.page.close();

  // The iframe's page reads the same layout from its fragment.
  const framed = await openPage(env, env.url + `embed.html#layout=star&puzzle=${STAR}&algorithm=fast`);
  assert.equal(await gridLine(widget(framed.page)), STAR);
  assert.deepEqual(framed.errors, []);
  await framed.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('at 390x844 a samurai widget keeps 28 px cells in a frame that scrolls sideways (the page never does) and follows the keys', async () => {
  post('samurai-phone.html', { layout: 'samurai', mode: 'play', controls: 'keypad solve' });
  const { page, errors } = await openPage(env, env.fileUrl('samurai-phone.html'), { viewport: PHONE });
  const w = widget(page);
  await square(w, 1, 1).click();
  let g = await geometry(w);
  assert.ok(g.cell.width >= MIN_CELL - 0.5 && g.cell.height >= MIN_CELL - 0.5, `a cell is ${g.cell.width.toFixed(1)}x${g.cell.height.toFixed(1)} px`);
  assert.ok(g.frame.scrolls, 'the samurai is wider than the phone: its frame scrolls');
  assert.ok(g.page.scrollWidth <= g.page.innerWidth, `the page does not scroll sideways (${g.page.scrollWidth} > ${g.page.innerWidth})`);
  // Along row 1 to its last cell (column 21, across the gap): the frame follows.
  for (let i = 0; i < 17; i++) {
    await page.keyboard.press('ArrowRight');
    await assertSelectedInView(w, `after ${i + 1} ArrowRight`);
  }
  assert.equal(await focusedName(w), 'Row 1, column 21');
  assert.ok((await geometry(w)).frame.scrollLeft > 0);
  // Swiped back to the left, then typing: the cell typed into comes back into view.
  await w.evaluate((el) => { el.shadowRoot.getElementById('grid-holder').scrollLeft = 0; });
  await page.keyboard.type('5');
  await assertSelectedInView(w, 'after typing');
  await eventually(async () => assert.equal((await gridLine(w))[17], '5'));
  // The keypad, too, brings the selected cell back.
  await w.evaluate((el) => { el.shadowRoot.getElementById('grid-holder').scrollLeft = 0; });
  await w.getByRole('button', { name: 'Enter 7', exact: true }).click();
  await assertSelectedInView(w, 'after the keypad');
  await eventually(async () => assert.equal((await gridLine(w))[17], '7'));
  g = await geometry(w);
  assert.ok(g.page.scrollWidth <= g.page.innerWidth, 'still no sideways page');
  assert.deepEqual(errors, []);
  await page.close();
});

test('at 390x844 the star and a 9x9 widget stay as they were: the whole grid in view, no frame to scroll', async () => {
  post('star-phone.html', { layout: 'star', puzzle: STAR });
  const star = await openPage(env, env.fileUrl('star-phone.html'), { viewport: PHONE });
  const g = await geometry(widget(star.page));
  assert.equal(g.frame.scrolls, false);
  assert.ok(g.page.scrollWidth <= g.page.innerWidth);
  const grid = await widget(star.page).getByRole('grid').boundingBox();
  assert.ok(grid.width > 300, `the star is ${grid.width} px wide`);
  assert.deepEqual(star.errors, []);
  await star.page.close();
  post('square-phone.html', { puzzle: '.'.repeat(81) });
  const square9 = await openPage(env, env.fileUrl('square-phone.html'), { viewport: PHONE });
  assert.equal((await geometry(widget(square9.page))).frame.scrolls, false);
  assert.deepEqual(square9.errors, []);
  await square9.page.close();
});

for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`screenshots of the star and samurai widgets, ${name}`, async () => {
    for (const [layout, puzzle] of [['star', STAR], ['samurai', SAMURAI]]) {
      post(`shot-${layout}.html`, { layout, puzzle, controls: 'algorithm solve hint stop' });
      const { page, errors } = await openPage(env, env.fileUrl(`shot-${layout}.html`), { viewport });
      const w = widget(page);
      await w.getByRole('gridcell').nth(3).click();
      await screenshot(page, `widget-${layout}-${name}`);
      const g = await geometry(w);
      assert.ok(g.page.scrollWidth <= g.page.innerWidth, `${layout}, ${name}: no sideways page`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  });
}
