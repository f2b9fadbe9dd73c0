// Support for the tests of the static site (build/site): one Chromium per
// test file, a staged copy of the site served over HTTP at the root and under
// a sub-path (as GitHub Pages serves a project), and helpers that act and read
// as a person does: accessible locators, the texts of the cells, the status.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const assert = require('node:assert/strict');
const { pathToFileURL } = require('node:url');
const { launch, serve, watchErrors } = require('./browser');

const ROOT = path.resolve(__dirname, '../../..');
const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site');
const SCREENSHOTS = path.join(ROOT, 'build/screenshots');
const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

const FIRST_SOURCE = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const FIRST_SOLUTION = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';
const TEN_SOLUTIONS = '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';
const NO_SOLUTION = '7..........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';
const EMPTY_9 = '.'.repeat(81);

/** The site's own URL of build/site/index.html from disk. */
const FILE_URL = pathToFileURL(path.join(SITE, 'index.html')).href;

/** One line of the puzzle, '.' for a blank (as the page shows it). */
const dotted = (line) => line.replace(/0/g, '.');

/**
 * Registers before/after hooks: one browser and (with {http: true}) a staged
 * copy of the site served at / and at /sub/dir/. Returns an env filled in by
 * `before`: {browser, url: http root or null, fileUrl}.
 */
function useSite({ http = false } = {}) {
  const { before, after } = require('node:test');
  const env = { fileUrl: FILE_URL, url: null };
  let server = null;
  let staged = null;
  before(async () => {
    env.browser = await launch();
    if (http) {
      staged = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-site-'));
      fs.cpSync(SITE, staged, { recursive: true });
      fs.cpSync(SITE, path.join(staged, 'sub/dir'), { recursive: true });
      server = await serve(staged);
      env.url = server.url;
    }
  });
  after(async () => {
    if (server) await server.close();
    if (env.browser) await env.browser.close();
    if (staged) fs.rmSync(staged, { recursive: true, force: true });
  });
  return env;
}

/**
 * Opens the site in a new page and waits until its Workers are ready.
 * options: {url (default: from disk), hash ('#puzzle=...'), longTasks (records
 * main-thread long tasks from the start in window.__longTasks), viewport, colorScheme}.
 * Returns {page, errors, requests, dialogs}.
 */
async function openSite(env, options = {}) {
  const page = await env.browser.context.newPage();
  const errors = watchErrors(page);
  const requests = [];
  const dialogs = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('dialog', (d) => { dialogs.push(`${d.type()}: ${d.message()}`); d.dismiss().catch(() => {}); });
  if (options.viewport) await page.setViewportSize(options.viewport);
  if (options.colorScheme) await page.emulateMedia({ colorScheme: options.colorScheme });
  if (options.longTasks) {
    await page.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(Math.round(e.duration))))
        .observe({ type: 'longtask' });
    });
  }
  await page.goto((options.url || env.fileUrl) + (options.hash || ''));
  await page.waitForSelector('body.ready', { timeout: HANG_GUARD_MS });
  return { page, errors, requests, dialogs };
}

/** A fragment that opens `puzzle` (digits or symbols, 0 or . for blanks) with optional variant, regions, algorithm. */
function fragment(puzzle, { variant, regions, algorithm } = {}) {
  let hash = '#puzzle=' + dotted(puzzle);
  if (variant) hash += '&variant=' + encodeURIComponent(variant);
  if (regions) hash += '&regions=' + regions;
  if (algorithm) hash += '&algorithm=' + algorithm;
  return hash;
}

// A cell by its place; its name goes on with the digit it shows ("Row 1, column 3, 5, given").
const cell = (page, row, column) => page.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${column}(,|$)`) });
const button = (page, name) => page.getByRole('button', { name, exact: true });
// Controls by role and accessible name (getByLabel would match a wrapping
// <label>'s whole text, options included).
const ROLES = { Puzzle: 'textbox', 'Link to this puzzle': 'textbox', Regions: 'textbox', Examples: 'combobox',
  Size: 'combobox', Variant: 'combobox', Algorithm: 'combobox', Region: 'combobox', 'Solution limit': 'spinbutton',
  Speed: 'slider', 'Solutions list': 'listbox', Level: 'combobox', Symmetry: 'combobox', Layout: 'combobox', Practise: 'combobox',
  Rule: 'combobox', Number: 'textbox' };
const field = (page, name) => page.getByRole(ROLES[name], { name, exact: true });
const status = (page) => page.getByRole('status');

/** What the grid shows, as one line ('.' for a blank cell). */
async function gridLine(page) {
  const texts = await page.getByRole('grid').getByRole('gridcell').allTextContents();
  return texts.map((t) => t.trim() || '.').join('');
}

/** The classes of every cell, row-major. */
async function cellClasses(page) {
  return page.getByRole('grid').getByRole('gridcell').evaluateAll((els) => els.map((e) => [...e.classList]));
}

/** The counters as {Time: '1.23 ms', Placements: '56', ...}. */
async function counters(page) {
  const names = await page.locator('#counters dt').allTextContents();
  const values = await page.locator('#counters dd').allTextContents();
  return Object.fromEntries(names.map((n, i) => [n, values[i]]));
}
const number = (text) => Number(String(text).replace(/,/g, ''));

// Every wait of these tests is a hang guard, not a measure of speed: a check
// that passes returns at once, and one still failing after this long on a
// loaded machine (2 cores at load 12 ran the suite several times slower) is
// a failure. Shorter timeouts the tests pass are raised to it.
const HANG_GUARD_MS = 60000;

/**
 * Retries `check` (which asserts) until it passes or the hang guard (the
 * larger of `timeout` and HANG_GUARD_MS) has gone by; then throws its last error.
 */
async function eventually(check, timeout = HANG_GUARD_MS, interval = 25) {
  const end = Date.now() + Math.max(timeout, HANG_GUARD_MS);
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, interval));
    }
  }
}

/** Waits until the status text matches `pattern`; returns the text. */
async function statusMatching(page, pattern, timeout = 10000) {
  return eventually(async () => {
    const text = await status(page).textContent();
    assert.match(text, pattern);
    return text;
  }, timeout);
}

/** Waits until the grid shows `line` ('.' for blanks). */
async function gridShows(page, line, timeout = 5000) {
  await eventually(async () => assert.equal(await gridLine(page), dotted(line)), timeout);
}

/**
 * Asserts `solution` (one line) is a complete valid grid of a standard
 * sudoku (rows, columns, boxes) keeping every given of `puzzle`; `box`:
 * [rows, columns] of a box, when not the size's usual ones, or a jigsaw's
 * region map (a symbol a cell), whose regions are the third kind of house.
 */
function assertSolves(solution, puzzle, box) {
  const n = Math.round(Math.sqrt(solution.length));
  const regions = typeof box === 'string' ? box.toUpperCase() : null;  // a jigsaw's map: a symbol a cell
  box = regions ? null : box || { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 12: [3, 4], 16: [4, 4], 25: [5, 5] }[n];
  assert.equal(solution.length, puzzle.length);
  const value = (i) => SYMBOLS.indexOf(solution[i]) + 1;
  for (let i = 0; i < solution.length; i++) {
    assert.ok(value(i) >= 1 && value(i) <= n, `cell ${i} holds "${solution[i]}"`);
    const given = dotted(puzzle)[i];
    if (given !== '.') assert.equal(solution[i], given, `the given at cell ${i} is kept`);
  }
  const houses = [];
  for (let r = 0; r < n; r++) houses.push(Array.from({ length: n }, (_, c) => r * n + c));
  for (let c = 0; c < n; c++) houses.push(Array.from({ length: n }, (_, r) => r * n + c));
  if (regions) {
    for (const symbol of new Set(regions)) houses.push([...regions].map((s, i) => (s === symbol ? i : -1)).filter((i) => i >= 0));
    assert.equal(houses.length, 3 * n, `${n} regions`);
  } else {
    for (let b = 0; b < n; b++) {
      const r0 = Math.floor(b / (n / box[1])) * box[0], c0 = (b % (n / box[1])) * box[1];
      houses.push(Array.from({ length: n }, (_, k) => (r0 + Math.floor(k / box[1])) * n + c0 + (k % box[1])));
    }
  }
  for (const house of houses) assert.equal(new Set(house.map(value)).size, n, `house ${house} has every value once`);
}

/**
 * Saves a screenshot of the whole page as build/screenshots/<name>.png;
 * with {fullPage: false} of the window, with {clip: {x, y, width, height}} of that part of it.
 */
async function screenshot(page, name, { fullPage = true, clip } = {}) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: fullPage && !clip, clip });
}

/**
 * Clicks Stop (#stop) in the page and watches the element `id` (status,
 * verdict) until its text matches `pattern`. Returns {beforeTimer: whether
 * it matched before a timer queued right after the click ran, that is with
 * no wait for a Worker or a later task; ms: the time from the click, a
 * figure to print}. Fails after HANG_GUARD_MS.
 */
async function stopAndWatch(page, pattern, id = 'status') {
  const r = await page.evaluate(({ source, id, guard }) => new Promise((resolve) => {
    const target = document.getElementById(id);
    const seen = () => new RegExp(source).test(target.textContent);
    let clicked = 0;
    let beforeTimer = null;
    const done = () => { observer.disconnect(); resolve({ ms: performance.now() - clicked, beforeTimer }); };
    const observer = new MutationObserver(() => { if (seen()) done(); });
    observer.observe(target, { childList: true, characterData: true, subtree: true });
    setTimeout(() => { observer.disconnect(); resolve({ error: `no match after ${guard} ms: "${target.textContent}"` }); }, guard);
    clicked = performance.now();
    document.getElementById('stop').click();
    setTimeout(() => { beforeTimer = seen(); }, 0);
    if (seen()) done();
  }), { source: pattern.source, id, guard: HANG_GUARD_MS });
  if (r.error) throw new Error(r.error);
  if (r.beforeTimer === null) r.beforeTimer = true;  // matched before the timer ran
  return r;
}

/** Long tasks recorded since the last call (needs openSite(..., {longTasks: true})). */
async function takeLongTasks(page) {
  return page.evaluate(() => window.__longTasks.splice(0));
}

module.exports = {
  SITE, FIRST_SOURCE, FIRST_SOLUTION, TEN_SOLUTIONS, NO_SOLUTION, EMPTY_9, FILE_URL,
  useSite, openSite, fragment, dotted, cell, button, field, status, gridLine, cellClasses, counters, number,
  eventually, statusMatching, gridShows, assertSolves, screenshot, takeLongTasks, stopAndWatch, HANG_GUARD_MS,
};
