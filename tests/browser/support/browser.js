// Browser test support: Debian's Chromium driven by playwright-core, the
// site's own static server (scripts/lib/static_server.cjs), and a scratch
// folder holding a copy of the built library next to the test pages (so the
// same page can be opened from disk and over HTTP; nothing is written into
// build/site).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');
const { serve: serveStatic } = require('../../../scripts/lib/static_server.cjs');

const ROOT = path.resolve(__dirname, '../../..');
const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site');
const PAGES = path.join(__dirname, '../pages');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Chromium with a profile of its own; `locale` ("pl") sets the browser's language (navigator.languages). */
async function launch({ locale } = {}) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: scripts/test installs the chromium package`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-chromium-'));
  const args = locale ? CHROMIUM_ARGS.concat(['--lang=' + locale]) : CHROMIUM_ARGS;
  const context = await chromium.launchPersistentContext(profile, Object.assign({ executablePath: CHROMIUM, args: args },
    locale ? { locale: locale } : {}));
  const close = async () => {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

/** A folder with sudoku.js and the test pages, removed by the returned cleanup. */
function stagePages() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-pages-'));
  fs.copyFileSync(path.join(SITE, 'sudoku.js'), path.join(dir, 'sudoku.js'));
  for (const name of fs.readdirSync(PAGES)) fs.copyFileSync(path.join(PAGES, name), path.join(dir, name));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Serves `dir` on 127.0.0.1 at a free port with the site's own server; resolves to {url, close}. */
function serve(dir) {
  return serveStatic(dir, { port: 0 });
}

/** Collects console errors and page errors so a test can assert there were none. */
function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(`console: ${m.text()}`); });
  return errors;
}

/**
 * Registers before/after hooks for a test file: one browser, the staged
 * pages and a server for them. Returns {browser, dir, url} once `before` ran.
 */
function useBrowserWithPages() {
  const { before, after } = require('node:test');
  const env = {};
  let staged;
  let server;
  before(async () => {
    env.browser = await launch();
    staged = stagePages();
    env.dir = staged.dir;
    server = await serve(staged.dir);
    env.url = server.url;
  });
  after(async () => {
    await server.close();
    await env.browser.close();
    staged.cleanup();
  });
  return env;
}

module.exports = { SITE, launch, stagePages, serve, watchErrors, useBrowserWithPages };
