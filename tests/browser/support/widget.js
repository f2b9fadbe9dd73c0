// Support for the tests of the <sudoku-solver> widget (build/site/sudoku-widget.js):
// one Chromium per test file, a scratch folder holding a copy of the built
// site and the widget test pages (tests/browser/widget_pages), served by the
// site's own server on two ports at once, so a page from one origin can load
// the script (or embed.html) from another, as a blog loads it from GitHub
// Pages. Helpers find a widget's parts as a person does: by role and name,
// through its open shadow root (Playwright's locators pierce it).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const assert = require('node:assert/strict');
const { pathToFileURL } = require('node:url');
const { launch, serve, watchErrors } = require('./browser');
// status and statusMatching work on a page and on a widget's locator alike.
const { SITE, eventually, assertSolves, number, status, statusMatching, HANG_GUARD_MS } = require('./site');

const PAGES = path.join(__dirname, '../widget_pages');
const SCREENSHOTS = path.resolve(__dirname, '../../../build/screenshots');

/**
 * Registers before/after hooks: one browser, a staged folder (the site and the
 * widget pages) and two servers of it. Returns an env filled in by `before`:
 * {browser, dir, fileUrl(name), url (first origin, with '/'), other (second origin)}.
 */
function useWidgetPages() {
  const { before, after } = require('node:test');
  const env = {};
  let servers = [];
  before(async () => {
    env.browser = await launch();
    env.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-widget-'));
    fs.cpSync(SITE, env.dir, { recursive: true });
    for (const name of fs.readdirSync(PAGES)) fs.copyFileSync(path.join(PAGES, name), path.join(env.dir, name));
    servers = [await serve(env.dir), await serve(env.dir)];
    env.url = servers[0].url;
    env.other = servers[1].url;
    env.fileUrl = (name) => pathToFileURL(path.join(env.dir, name)).href;
  });
  after(async () => {
    for (const server of servers) await server.close();
    if (env.browser) await env.browser.close();
    if (env.dir) fs.rmSync(env.dir, { recursive: true, force: true });
  });
  return env;
}

/** Writes `html` as `name` into the staged folder (a page made by a test). */
function writePage(env, name, html) {
  fs.writeFileSync(path.join(env.dir, name), html);
}

/**
 * A <sudoku-solver> tag as a blog author writes it: `attributes` is
 * {name: value}, true for an attribute with no value.
 */
function widgetTag(attributes = {}) {
  const escape = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const list = Object.entries(attributes).map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escape(value)}"`));
  return `<sudoku-solver${list.join('')}></sudoku-solver>`;
}

/**
 * Writes `name` into the staged folder: a bare page (doctype, UTF-8) of
 * `before` (markup ahead of the script), the widget's script, then one widget
 * for each set of attributes in `widgets` (see widgetTag).
 */
function writeWidgetPage(env, name, widgets, { before = '' } = {}) {
  writePage(env, name, '<!DOCTYPE html><meta charset="utf-8">' + before +
    '<script src="sudoku-widget.js"></script>' + widgets.map(widgetTag).join(''));
}

/**
 * Adds a <sudoku-solver> with `attributes` ({name: value}, set with
 * setAttribute) at the end of the element `parent` (a CSS selector) of a page
 * whose script has run; resolves with the widget's `ready` (once it shows
 * its attributes and the solver has loaded).
 */
function addWidget(page, attributes = {}, parent = 'body') {
  return page.evaluate(([attributes, parent]) => {
    const holder = document.querySelector(parent);
    if (!holder) throw new Error(`addWidget: no element ${parent} on the page to add the widget to`);
    const el = document.createElement('sudoku-solver');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    holder.appendChild(el);
    return el.ready;
  }, [attributes, parent]);
}

/**
 * Opens `url` in a new page; waits until `widgets` widgets have shown their
 * puzzle. Records console errors, requests, CSP violations (window.__violations)
 * and the widgets' events (window.__events, window.__steps; sudoku-solved recorded as 'solved', ...). Returns {page, errors, requests}.
 */
async function openPage(env, url, { widgets = 1, viewport, colorScheme } = {}) {
  const page = await env.browser.context.newPage();
  const errors = watchErrors(page);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  if (viewport) await page.setViewportSize(viewport);
  if (colorScheme) await page.emulateMedia({ colorScheme });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    // The widgets' events (they bubble out of the shadow roots): steps as a count and the last one.
    window.__events = [];
    window.__steps = { count: 0, last: null };
    for (const type of ['solved', 'solution', 'step', 'error']) {
      document.addEventListener(`sudoku-${type}`, (e) => {
        if (type === 'step') window.__steps = { count: window.__steps.count + 1, last: e.detail, target: e.target.id };
        else window.__events.push({ type, target: e.target.id, detail: JSON.parse(JSON.stringify(e.detail)) });
      });
    }
  });
  await page.goto(url);
  if (widgets) await widgetsReady(page, widgets);
  return { page, errors, requests };
}

/** Waits until `count` widgets on `frame` (a page or a frame) have loaded their puzzle. */
async function widgetsReady(frame, count) {
  await frame.waitForFunction((n) => {
    const all = document.querySelectorAll('sudoku-solver');
    return all.length === n && customElements.get('sudoku-solver') &&
      [...all].every((w) => w.shadowRoot && w.shadowRoot.querySelectorAll('[role=gridcell]').length > 0 &&
        !/^Loading/.test(w.shadowRoot.querySelector('[role=status]').textContent));
  }, count, { timeout: HANG_GUARD_MS });
}

/** The n-th widget (0-based) on `frame`, or the one matching a CSS selector. */
const widget = (frame, which = 0) => (typeof which === 'number' ? frame.locator('sudoku-solver').nth(which) : frame.locator(which));
const button = (w, name) => w.getByRole('button', { name, exact: true });

/** What a widget's grid shows, one line ('.' for a blank). */
async function gridLine(w) {
  const texts = await w.getByRole('gridcell').allTextContents();
  return texts.map((t) => t.trim() || '.').join('');
}

/** A widget's counters as {Placements: '56', ...}. */
async function counters(w) {
  const names = await w.locator('.counters dt').allTextContents();
  const values = await w.locator('.counters dd').allTextContents();
  return Object.fromEntries(names.map((n, i) => [n, values[i]]));
}

/** Waits until a widget's counter `name` reaches at least `least`; returns its value. */
async function counterAtLeast(w, name, least, timeout = 10000) {
  return eventually(async () => {
    const value = number((await counters(w))[name] || '0');
    assert.ok(value >= least, `${name} is ${value}, waiting for ${least}`);
    return value;
  }, timeout);
}

/**
 * The person's round trip on an animate-mode widget showing naive
 * backtracking: Play animates (backtracks counted, the step line says what
 * happens), Pause holds the counters, Stop ends it.
 */
async function animatesAndStops(w) {
  await button(w, 'Play').click();
  await statusMatching(w, /^Animating Naive backtracking\.$/);
  await counterAtLeast(w, 'Backtracks', 3);
  await eventually(async () => assert.match(await w.locator('.step-text').textContent(), /^(Try|Take|Dead end)/));
  await button(w, 'Pause').click();
  const held = (await counters(w)).Steps;
  await new Promise((r) => setTimeout(r, 150));
  assert.equal((await counters(w)).Steps, held, 'paused: no more steps');
  await button(w, 'Stop').click();
  await statusMatching(w, /^Animation stopped\.$/);
  assert.equal(await button(w, 'Stop').isDisabled(), true);
  assert.equal(await button(w, 'Play').textContent(), 'Play');
}

/** Saves a screenshot of `target` (a page or a locator) as build/screenshots/<name>.png. */
async function screenshot(target, name) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await target.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** The widgets' events so far (but steps): [{type, target (the element's id), detail}]. */
const events = (page) => page.evaluate(() => window.__events);

/** Requests other than blob: and data: URLs. */
const fetched = (requests) => requests.filter((url) => !/^(blob|data):/.test(url));

module.exports = {
  useWidgetPages, writePage, widgetTag, writeWidgetPage, addWidget, openPage, widgetsReady, widget, button, status, gridLine, counters, statusMatching,
  counterAtLeast, animatesAndStops, screenshot, fetched, events, eventually, assertSolves, number,
};
