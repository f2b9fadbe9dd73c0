// Browser test support: Debian's Chromium driven by playwright-core, a tiny
// static HTTP server, and a scratch folder holding a copy of the built
// library next to the test pages (so the same page can be opened from disk
// and over HTTP; nothing is written into build/site).
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '../../..');
const SITE = path.join(ROOT, 'build/site');
const PAGES = path.join(__dirname, '../pages');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function launch() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: scripts/test installs the chromium package`);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-chromium-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS });
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

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Serves `dir` on 127.0.0.1 at a free port; resolves to {url, close}. */
function serve(dir) {
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/+/, '');
    if (name === 'favicon.ico') {  // browsers ask for it; a 404 would show as a console error
      res.writeHead(204);
      res.end();
      return;
    }
    const file = path.join(dir, name || 'index.html');
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404);
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const close = () => new Promise((r) => {
        server.close(r);
        server.closeAllConnections();  // the browser's keep-alive connections would hold it open
      });
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close });
    });
  });
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

module.exports = { launch, stagePages, serve, watchErrors, useBrowserWithPages };
