// The site opens by itself wherever it is put (from disk, at a server's root,
// under a sub-path as on GitHub Pages) with nothing fetched from elsewhere;
// its share links reopen the same puzzle and refuse what is not one; it fits
// a phone and a wide screen in light and dark.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const {
  SITE,
  FIRST_SOURCE, FIRST_SOLUTION, useSite, openSite, dotted, cell, button, field, status, gridLine,
  statusMatching, gridShows, screenshot,
} = require('./support/site');

const env = useSite({ http: true });
// The page's own <script src> tags: a hostile link must add none.
const PAGE_SCRIPTS = (fs.readFileSync(path.join(SITE, 'index.html'), 'utf8').match(/<script src=/g) || []).length;

/** Only the page's own files: `prefix` (its folder), blob: Workers and data: URLs. */
function foreign(requests, prefix) {
  return requests.filter((url) => !url.startsWith(prefix) && !/^(blob|data):/.test(url));
}

async function loadsAndSolves(url, prefix, shot) {
  const { page, errors, requests } = await openSite(env, { url });
  // Plain words first, with the puzzle's verdict.
  await statusMatching(page, /^A puzzle to start with\. Solve fills it in, .* It has one solution; rated easy \(hardest step: Naked single\)\.$/);
  assert.equal(await page.getByRole('gridcell').count(), 81);
  assert.equal(await gridLine(page), dotted(FIRST_SOURCE));
  assert.equal(await field(page, 'Puzzle').inputValue(), dotted(FIRST_SOURCE));
  assert.match(await field(page, 'Link to this puzzle').inputValue(), /#puzzle=\.58\.\.\.\.\.317/);
  if (shot) await screenshot(page, shot);
  // The Worker runs here too.
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by /);
  assert.equal(await gridLine(page), FIRST_SOLUTION);
  assert.deepEqual(errors, []);
  assert.deepEqual(foreign(requests, prefix), []);
  assert.ok(requests.some((r) => r === prefix + 'sudoku.js'), 'sudoku.js came from the page\'s folder');
  await page.close();
}

test('opened from disk (file://) it loads the first example, solves, and fetches only its own files', async () => {
  await loadsAndSolves(env.fileUrl, env.fileUrl.replace(/index\.html$/, ''), 'loaded');
});

test('served over http at the root it loads, solves, and fetches only from its origin', async () => {
  await loadsAndSolves(env.url + 'index.html', env.url);
});

test('served under a sub-path (as on GitHub Pages) it loads, solves, and fetches only from its folder', async () => {
  await loadsAndSolves(env.url + 'sub/dir/index.html', env.url + 'sub/dir/');
});

test('the share link reopens the same puzzle, variant, algorithm and regions in a new page', async () => {
  const { page, errors } = await openSite(env, { url: env.url + 'sub/dir/index.html' });
  const X = '68.9.3.1...914....4.16.2.97...2147....28.6.........26...6.9...18..4.13....3......';
  await field(page, 'Examples').selectOption({ label: 'X (both diagonals)' });
  await gridShows(page, X);
  await field(page, 'Algorithm').selectOption({ label: 'Forward checking + MRV' });
  await cell(page, 1, 1).click();
  await page.keyboard.press('Backspace');
  const edited = '.' + X.slice(1);
  await gridShows(page, edited);
  const link = await field(page, 'Link to this puzzle').inputValue();
  assert.ok(link.startsWith(env.url + 'sub/dir/index.html#'), link);
  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await button(page, 'Copy link').click();
  await statusMatching(page, /^Link copied\./);
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);

  const other = await openSite(env, { url: link });
  assert.equal(await gridLine(other.page), edited);
  assert.equal(await field(other.page, 'Variant').inputValue(), 'x');
  assert.equal(await field(other.page, 'Algorithm').inputValue(), 'mrv');
  assert.equal(await field(other.page, 'Size').inputValue(), '9');
  assert.equal(await status(other.page).textContent(), 'Loaded the puzzle from the link.');
  assert.equal(await cell(other.page, 5, 5).getAttribute('class').then((c) => /\bspecial\b/.test(c)), true);

  // A jigsaw keeps its region map.
  await field(page, 'Examples').selectOption({ label: 'Jigsaw' });
  await gridShows(page, '..8...2....7...4.9.4...635.4.2.3.7...3..28...58.3.46...9..85.6..6.9.2...8.3....2.');
  const jigsaw = await openSite(env, { url: await field(page, 'Link to this puzzle').inputValue() });
  assert.equal(await field(jigsaw.page, 'Variant').inputValue(), 'jigsaw');
  assert.equal(await field(jigsaw.page, 'Regions').inputValue(), await field(page, 'Regions').inputValue());
  assert.equal(await gridLine(jigsaw.page), await gridLine(page));
  for (const p of [page, other.page, jigsaw.page]) await p.close();
  assert.deepEqual([...errors, ...other.errors, ...jigsaw.errors], []);
});

test('a malicious or oversized link shows an error in the status; nothing from it runs or becomes an element', async () => {
  const attacks = [
    ['#puzzle=<script>alert(1)</script>', /^This link cannot be opened: The link's puzzle has "<" at position 1/],
    ['#puzzle=<img src=x onerror=alert(1)>' + '.'.repeat(60), /^This link cannot be opened: .*"<"/],
    ['#<svg onload=alert(1)>=1&puzzle=' + '.'.repeat(81), /^This link cannot be opened: The link has an unknown part/],
    ['#puzzle=' + '.'.repeat(81) + '&algorithm=<b>x</b>', /^This link cannot be opened: The link's algorithm/],
    ['#puzzle=' + '1'.repeat(10000), /^This link cannot be opened: The link is too long/],
  ];
  for (const [hash, message] of attacks) {
    const { page, errors, dialogs, requests } = await openSite(env, { url: env.fileUrl, hash });
    assert.match(await status(page).textContent(), message, hash.slice(0, 40));
    assert.equal(await gridLine(page), '.'.repeat(81), 'the grid is left empty');
    const found = await page.evaluate(() => ({
      scripts: document.scripts.length,
      inline: [...document.scripts].filter((script) => !script.src).length,
      foreign: document.querySelectorAll('img, svg, b, iframe, object, embed').length,
    }));
    assert.deepEqual(found, { scripts: PAGE_SCRIPTS, inline: 0, foreign: 0 });
    // Typed into the address bar of an open page, the same happens.
    await page.evaluate(() => { location.hash = 'puzzle=<script>alert(2)</script>'; });
    await statusMatching(page, /^This link cannot be opened: .*"<"/);
    await page.waitForTimeout(100);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(errors, []);
    assert.deepEqual(requests.filter((r) => !r.startsWith('file://') && !r.startsWith('blob:')), []);
    await page.close();
  }
});

test('it fits a phone and a wide screen, in light and dark, with no horizontal scrolling', async () => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['wide', { width: 1280, height: 900 }]]) {
    for (const colorScheme of ['light', 'dark']) {
      const { page, errors } = await openSite(env, { viewport, colorScheme });
      const m = await page.evaluate(() => {
        const grid = document.querySelector('[role="grid"]').getBoundingClientRect();
        const solve = Array.from(document.querySelectorAll('button')).find((b) => b.textContent === 'Solve').getBoundingClientRect();
        const rgb = getComputedStyle(document.body).backgroundColor.match(/\d+/g).map(Number);
        const text = getComputedStyle(document.body).color.match(/\d+/g).map(Number);
        return { scrollWidth: document.scrollingElement.scrollWidth, innerWidth, grid: [grid.left, grid.right, grid.width],
          solveRight: solve.right, background: rgb, text };
      });
      const where = `${name} ${colorScheme}`;
      assert.ok(m.scrollWidth <= m.innerWidth, `${where}: page is ${m.scrollWidth} px wide in a ${m.innerWidth} px window`);
      assert.ok(m.grid[0] >= 0 && m.grid[1] <= m.innerWidth, `${where}: grid spans ${m.grid[0]}..${m.grid[1]}`);
      assert.ok(m.grid[2] >= (name === 'phone' ? 330 : 500), `${where}: grid is ${m.grid[2]} px wide`);
      assert.ok(m.solveRight <= m.innerWidth, `${where}: the Solve button is in view horizontally`);
      const lum = (c) => (c[0] + c[1] + c[2]) / 3;
      if (colorScheme === 'dark') assert.ok(lum(m.background) < 60 && lum(m.text) > 180, `${where}: ${m.background} / ${m.text}`);
      else assert.ok(lum(m.background) > 200 && lum(m.text) < 80, `${where}: ${m.background} / ${m.text}`);
      if (name === 'phone' || colorScheme === 'dark') await screenshot(page, `${name}-${colorScheme}`);
      // The largest grid fits a phone too: its cells keep a size to tap
      // (site_large_grid_phone.test.js), and it scrolls inside its holder, never the page.
      if (name === 'phone' && colorScheme === 'light') {
        await field(page, 'Examples').selectOption({ label: '25x25' });
        await page.waitForFunction(() => document.querySelectorAll('[role="gridcell"]').length === 625);
        const w = await page.evaluate(() => [document.scrollingElement.scrollWidth, innerWidth,
          document.getElementById('grid-holder').getBoundingClientRect().right]);
        assert.ok(w[0] <= w[1] && w[2] <= w[1], `phone 25x25: ${w}`);
        await screenshot(page, 'phone-25x25');
      }
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

test('until the solver has started, the page shows the first puzzle, says it is loading and nothing can be pressed; then Solve works', async () => {
  const page = await env.browser.context.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });  // a slow phone: the start takes seconds
  await page.goto(env.fileUrl, { waitUntil: 'domcontentloaded' });
  const early = await page.evaluate(() => {
    const solve = document.getElementById('solve');
    const box = solve.getBoundingClientRect();
    // A press where Solve is drawn reaches nothing of it while the solver starts.
    let pressed = false;
    solve.addEventListener('click', () => { pressed = true; }, { once: true });
    document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2).click();
    const cells = Array.from(document.querySelectorAll('[role=gridcell]')).map((c) => c.textContent || '.').join('');
    return { status: document.getElementById('status').textContent, shown: document.body.classList.contains('shown'),
      inert: !!solve.closest('[inert]'), pressed, cells };
  });
  if (!early.shown) {  // (a start faster than this check proves nothing either way)
    assert.equal(early.status, 'Loading the solver…');
    assert.equal(early.cells, dotted(FIRST_SOURCE), 'the first example is drawn while the solver loads');
    assert.ok(early.inert, 'Solve waits inside an inert part');
    assert.equal(early.pressed, false, 'a press on Solve then is no press');
  }
  await page.waitForSelector('body.ready', { timeout: 120000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  assert.equal(await page.locator('main [inert]').count(), 0, 'every part free once the first puzzle shows');
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by Fast solver/);
  await page.close();
});
