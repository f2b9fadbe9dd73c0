// The widget right in every blog (issue 27): a grid that stays left to right
// on a right-to-left page, a focus ring in forced colours, cells named with
// their digit (givens read-only), no unprefixed `error` event and each
// problem reported once, theme="auto" after the page's own colour scheme,
// a strict CSP that gets the directives to add and a widget that still shows
// its puzzle, a play-mode hint that names the digit leaving no solution, Back
// in the animation, and focus() on the grid. Each at 1280x900 and 390x844
// where the size can matter (the layout changes below 560 px).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const {
  useWidgetPages, writePage, writeWidgetPage, openPage, widget, button, gridLine, statusMatching, status, counters, events, eventually,
} = require('./support/widget');

const env = useWidgetPages();
const SIZES = [{ width: 1280, height: 900 }, { width: 390, height: 844 }];
// The site's preloaded puzzle (unique); r1c4 holds 1 in its solution, and 2 there conflicts with no given.
const FIRST_SOURCE = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const cell = (w, row, column) => w.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${column}(,|$)`) });
const focusedName = (w) => w.evaluate((el) => el.shadowRoot.activeElement && el.shadowRoot.activeElement.getAttribute('aria-label'));
const box = (locator) => locator.boundingBox();

for (const viewport of SIZES) {
  const at = `${viewport.width}x${viewport.height}`;

  test(`on a right-to-left page the grid stays left to right (r1c1 left, ArrowRight right, keypad 1...9) and the text follows the page (${at})`, async () => {
    writeWidgetPage(env, 'rtl.html', [{ mode: 'play', puzzle: FIRST_SOURCE }], { before: '<html dir="rtl" lang="he">' });
    const { page, errors } = await openPage(env, env.fileUrl('rtl.html'), { viewport });
    const w = widget(page);
    assert.ok((await box(cell(w, 1, 1))).x < (await box(cell(w, 1, 2))).x, 'r1c1 is drawn left of r1c2');
    await cell(w, 1, 1).click();
    await page.keyboard.press('ArrowRight');
    assert.match(await focusedName(w), /^Row 1, column 2(,|$)/, 'ArrowRight moves right');
    const keys = await w.getByRole('group', { name: 'Keypad' }).getByRole('button').evaluateAll((buttons) =>
      buttons.map((b) => ({ label: b.getAttribute('aria-label'), x: b.getBoundingClientRect().x, y: b.getBoundingClientRect().y })));
    const order = keys.filter((k) => /^Enter/.test(k.label)).sort((a, b) => a.y - b.y || a.x - b.x).map((k) => k.label.slice(6)).join('');
    assert.equal(order, '123456789', 'the keypad reads 1...9 from the left');
    assert.equal(await status(w).evaluate((el) => getComputedStyle(el).direction), 'rtl', 'the status runs as the page does');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('in forced colours the focused cell has a visible ring (an outline, which forced colours keep)', async () => {
  writeWidgetPage(env, 'forced.html', [{ mode: 'play', puzzle: FIRST_SOURCE }]);
  const { page } = await openPage(env, env.fileUrl('forced.html'));
  await page.emulateMedia({ forcedColors: 'active' });
  const w = widget(page);
  await cell(w, 2, 3).focus();
  const ring = await cell(w, 2, 3).evaluate((el) => { const s = getComputedStyle(el); return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) }; });
  assert.notEqual(ring.style, 'none');
  assert.ok(ring.width >= 2, `outline ${ring.width}px`);
  await page.close();
});

test("a cell's accessible name holds its digit; a given is read-only and named a given", async () => {
  writeWidgetPage(env, 'names.html', [{ mode: 'play', puzzle: FIRST_SOURCE }]);
  const { page } = await openPage(env, env.fileUrl('names.html'));
  const w = widget(page);
  assert.equal(await cell(w, 1, 2).getAttribute('aria-label'), 'Row 1, column 2, 5, given');
  assert.equal(await cell(w, 1, 2).getAttribute('aria-readonly'), 'true');
  assert.equal(await w.getByRole('gridcell', { name: 'Row 1, column 2, 5, given', exact: true }).count(), 1, 'found by its name, digit and all');
  await cell(w, 1, 1).click();
  await page.keyboard.press('6');
  await eventually(async () => assert.equal(await cell(w, 1, 1).getAttribute('aria-label'), 'Row 1, column 1, 6'));
  assert.equal(await cell(w, 1, 1).getAttribute('aria-readonly'), null, "the reader's digit can be changed");
  await page.keyboard.press('Delete');
  await eventually(async () => assert.equal(await cell(w, 1, 1).getAttribute('aria-label'), 'Row 1, column 1'));
  await page.close();
});

test('no unprefixed error event reaches window.onerror, and an attribute change reports only new problems', async () => {
  writePage(env, 'onerror.html', '<!DOCTYPE html><meta charset="utf-8"><script>window.__onerror = []; window.onerror = (m) => { window.__onerror.push(String(m)); };</script>' +
    '<script src="sudoku-widget.js"></script><sudoku-solver mode="fly" speed="fast" puzzle="' + FIRST_SOURCE + '"></sudoku-solver>');
  const { page } = await openPage(env, env.fileUrl('onerror.html'));
  const w = widget(page);
  const errorEvents = async () => (await events(page)).filter((e) => e.type === 'error').map((e) => e.detail.message);
  await eventually(async () => assert.equal((await errorEvents()).length, 2));
  await w.evaluate((el) => { el.setAttribute('algorithm', 'mrv'); return el.ready; });
  await w.evaluate((el) => { el.setAttribute('controls', 'solve'); return el.ready; });
  assert.equal((await errorEvents()).length, 2, 'the two standing problems are not reported again');
  await w.evaluate((el) => { el.setAttribute('theme', 'neon'); return el.ready; });
  const all = await errorEvents();
  assert.equal(all.length, 3, 'a new problem is');
  assert.match(all[2], /^theme "neon"/);
  // Fixed, then broken again: reported again.
  await w.evaluate((el) => { el.setAttribute('mode', 'solve'); return el.ready; });
  await w.evaluate((el) => { el.setAttribute('mode', 'fly'); return el.ready; });
  assert.equal((await errorEvents()).length, 4);
  assert.deepEqual(await page.evaluate(() => window.__onerror), []);
  await page.close();
});

// The widget's panel, as a luminance from 0 (black) to 1 (white).
const panelLuminance = (w) => w.evaluate((el) => {
  const [r, g, b] = getComputedStyle(el.shadowRoot.querySelector('.widget')).backgroundColor.match(/[\d.]+/g).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
});

test('theme="auto" follows the page: a dark blog on a light system gets dark panels, and a switch of the blog\'s theme follows', async () => {
  const pages = {
    'dark_background.html': '<style>body { background: #15171a; color: #ddd } html.light body { background: #fafafa; color: #222 }</style>',
    'dark_root_scheme.html': '<style>:root { color-scheme: dark }</style>',
    'dark_meta.html': '<meta name="color-scheme" content="dark">',
  };
  for (const [name, before] of Object.entries(pages)) {
    writeWidgetPage(env, name, [{ puzzle: FIRST_SOURCE }], { before });
    const { page } = await openPage(env, env.fileUrl(name), { colorScheme: 'light' });
    const w = widget(page);
    assert.ok(await panelLuminance(w) < 0.3, `${name}: a dark panel`);
    if (name === 'dark_background.html') {
      await page.evaluate(() => document.documentElement.classList.add('light'));
      await eventually(async () => assert.ok(await panelLuminance(w) > 0.7, 'the blog switched to light: so does the widget'));
    }
    await page.close();
  }
  // A light grey blog (luminance 0.40, where black text reads better than white) on a dark system: light panels.
  writeWidgetPage(env, 'grey_background.html', [{ puzzle: FIRST_SOURCE }], { before: '<style>body { background: #aaaaaa }</style>' });
  const grey = await openPage(env, env.fileUrl('grey_background.html'), { colorScheme: 'dark' });
  assert.ok(await panelLuminance(widget(grey.page)) > 0.7, 'a light grey page is a light page');
  await grey.page.close();
  // A page that says nothing: the system's setting, as before.
  writeWidgetPage(env, 'plain_auto.html', [{ puzzle: FIRST_SOURCE }]);
  const { page } = await openPage(env, env.fileUrl('plain_auto.html'), { colorScheme: 'dark' });
  assert.ok(await panelLuminance(widget(page)) < 0.3);
  await page.close();
});

// A tiny server of the staged folder that sends `policy` as the Content-Security-Policy header.
function serveWithPolicy(dir, policy) {
  const server = http.createServer((req, res) => {
    const file = path.join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) { res.writeHead(404); res.end(); return; }
    const type = file.endsWith('.html') ? 'text/html; charset=utf-8' : file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type, 'Content-Security-Policy': policy });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}/`,
    // The browser keeps its connection alive: close() alone waited some 100 s for it.
    close: () => new Promise((r) => { server.close(r); server.closeAllConnections(); }),
  })));
}

test('under a CSP header without worker-src blob: and wasm-unsafe-eval the widget names the directives, shows the puzzle, disables its buttons, and solve() resolves to null', async () => {
  writeWidgetPage(env, 'csp_header.html', [{ puzzle: FIRST_SOURCE, mode: 'animate', controls: 'algorithm solve all animate hint stop' }]);
  const strict = await serveWithPolicy(env.dir, "default-src 'none'; script-src 'self'");
  try {
    const { page } = await openPage(env, strict.url + 'csp_header.html', { widgets: 0 });
    const w = widget(page);
    const said = await statusMatching(w, /cannot start/);
    assert.match(said, /script-src 'wasm-unsafe-eval'/);
    assert.match(said, /worker-src blob:/);
    assert.equal(await gridLine(w), FIRST_SOURCE.replace(/0/g, '.'), 'the grid shows the puzzle');
    for (const name of ['Solve', 'All solutions', 'Play', 'Step', 'Reset', 'Hint', 'Stop']) {
      assert.equal(await button(w, name).isDisabled(), true, `${name} is disabled`);
    }
    assert.equal(await w.evaluate((el) => el.solve()), null, 'solve() resolves to null, as the typings say');
    assert.equal(await w.evaluate((el) => el.hint()), null);
    await w.evaluate((el) => { el.setAttribute('speed', '50'); return el.ready; });
    const failed = (await events(page)).filter((e) => e.type === 'error');
    assert.equal(failed.length, 1, 'said once, not again on an attribute change');
    assert.equal(failed[0].detail.code, 'failed');
    await page.close();
  } finally {
    await strict.close();
  }
  const allowed = await serveWithPolicy(env.dir, "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src blob:");
  try {
    const { page, errors } = await openPage(env, allowed.url + 'csp_header.html');
    const w = widget(page);
    const result = await w.evaluate((el) => el.solve().then((r) => r && r.status));
    assert.equal(result, 'solved');
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    await allowed.close();
  }
});

test('in play mode a hint after a wrong digit names the digit that left no solution, as the site does', async () => {
  writeWidgetPage(env, 'play_hint.html', [{ mode: 'play', puzzle: FIRST_SOURCE }]);
  const { page } = await openPage(env, env.fileUrl('play_hint.html'));
  const w = widget(page);
  await cell(w, 1, 4).click();
  await page.keyboard.press('2');
  await statusMatching(w, /^r1c4 = 2 leaves no solution\.$/);
  // A later digit (7 in r9c1, where the solution has 8; no conflict) does not take the blame.
  await cell(w, 9, 1).click();
  await page.keyboard.press('7');
  await statusMatching(w, /^\d+ cells to go\.$/);
  await button(w, 'Hint').click();
  await statusMatching(w, /^r1c4 = 2 leaves no solution\.$/);
  assert.match(await cell(w, 1, 4).getAttribute('class'), /error-cell/);
  await page.close();
});

for (const viewport of SIZES) {
  test(`Back steps the widget's animation back one step, as the site's does (${viewport.width}x${viewport.height})`, async () => {
    writeWidgetPage(env, 'back.html', [{ mode: 'animate', algorithm: 'naive', puzzle: FIRST_SOURCE }]);
    const { page, errors } = await openPage(env, env.fileUrl('back.html'), { viewport });
    const w = widget(page);
    assert.equal(await button(w, 'Step back').isDisabled(), true, 'nothing to go back to yet');
    await button(w, 'Step').click();
    await button(w, 'Step').click();
    await eventually(async () => assert.equal((await counters(w)).Steps, '2'));
    const afterTwo = await gridLine(w);
    await button(w, 'Step').click();
    await eventually(async () => assert.equal((await counters(w)).Steps, '3'));
    assert.notEqual(await gridLine(w), afterTwo);
    await button(w, 'Step back').click();
    await eventually(async () => assert.equal((await counters(w)).Steps, '2'));
    assert.equal(await gridLine(w), afterTwo);
    await w.evaluate((el) => el.stepBack());
    assert.equal((await counters(w)).Steps, '1', 'stepBack() does as Back');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('el.focus() focuses the grid: typed digits go to the current cell', async () => {
  writeWidgetPage(env, 'focus.html', [{ mode: 'play', puzzle: FIRST_SOURCE }], { before: '<button id="before">Before</button>' });
  const { page } = await openPage(env, env.fileUrl('focus.html'));
  const w = widget(page);
  await page.locator('#before').focus();
  await w.evaluate((el) => el.focus());
  assert.match(await focusedName(w), /^Row 1, column 1(,|$)/);
  await page.keyboard.press('6');
  await eventually(async () => assert.equal(await cell(w, 1, 1).textContent(), '6'));
  await page.close();
});
