// The npm package's ES module in a browser, with no bundler: a page that
// imports sudoku.mjs (served over HTTP, as module scripts must be, with
// sudoku.wasm and sudoku-worker.js beside it) solves on the page's thread and
// in a Worker (a module Worker of the file beside it), and
// so it does with the binary and the Worker's script named by the options
// wasmURL and workerURL, or with the page's own compiled module (wasmModule).
// Apps bundled from the package: bundlers.test.js.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { launch, serve, watchErrors } = require('./support/browser');

const PACKAGE = path.resolve(__dirname, '../../build/package');
const FIRST = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34';
const FIRST_SOLUTION = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';
const APP = (options) => `
const line = (cells) => Array.from(cells).join('');
const options = ${options};
const sudoku = await createSudoku(options);
const here = sudoku.solve('${FIRST}');
const there = await createSudokuWorker(options).solve('${FIRST}', { algorithm: 'mrv' });
document.title = 'done';
document.body.dataset.result = JSON.stringify([here.status, line(here.solution), there.status, line(there.solution)]);`;
const PAGES = {
  'module.html': ['sudoku.mjs with sudoku.wasm beside it', '{}'],
  'options.html': ['sudoku.mjs with wasmURL and workerURL naming the files elsewhere',
    "{ wasmURL: 'files/sudoku.wasm', workerURL: new URL('files/sudoku-worker.js', location.href) }"],
  'compiled.html': ['sudoku.mjs given the page\'s compiled module (wasmModule)',
    "{ wasmModule: await WebAssembly.compileStreaming(fetch('files/sudoku.wasm')) }"],
};

const README = fs.readFileSync(path.resolve(__dirname, '../../src/wasm/package/README.md'), 'utf8');
const README_CLASSIC = [...README.matchAll(/^```html\n([\s\S]*?)^```/gm)].map((m) => m[1]).find((b) => b.includes('Sudoku.createSudokuWorker()'));

let browser, server, dir;
before(async () => {
  if (!fs.existsSync(path.join(PACKAGE, 'sudoku.mjs'))) throw new Error(`${PACKAGE} is missing: run scripts/build`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-esm-page-'));
  fs.mkdirSync(path.join(dir, 'files'));
  for (const file of ['sudoku.mjs', 'sudoku.wasm', 'sudoku-worker.js']) fs.copyFileSync(path.join(PACKAGE, file), path.join(dir, file));
  for (const file of ['sudoku.wasm', 'sudoku-worker.js']) fs.copyFileSync(path.join(PACKAGE, file), path.join(dir, 'files', file));
  for (const [page, [, options]] of Object.entries(PAGES)) {
    fs.writeFileSync(path.join(dir, page), '<!DOCTYPE html><meta charset="utf-8"><link rel="icon" href="data:,"><title>loading</title><body>' +
      `<script type="module">import { createSudoku, createSudokuWorker } from './sudoku.mjs';${APP(options)}</script>`);
  }
  // The README's classic-script example, as a reader copies it beside node_modules.
  fs.mkdirSync(path.join(dir, 'node_modules/sudoku-wasm-solver'), { recursive: true });
  fs.copyFileSync(path.join(PACKAGE, 'sudoku.js'), path.join(dir, 'node_modules/sudoku-wasm-solver/sudoku.js'));
  fs.writeFileSync(path.join(dir, 'readme.html'), '<!DOCTYPE html><meta charset="utf-8"><link rel="icon" href="data:,"><title>README</title>\n' +
    README_CLASSIC);
  browser = await launch();
  server = await serve(dir);
});
after(async () => {
  await server.close();
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

for (const [page, [what]] of Object.entries(PAGES)) {
  test(`a page importing ${what} solves on the page and in a Worker`, async () => {
    const tab = await browser.context.newPage();
    const errors = watchErrors(tab);
    const asked = [];
    tab.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await tab.goto(server.url + page);
    await tab.waitForFunction(() => document.title === 'done', null, { timeout: 60000 });  // a hang guard
    const result = JSON.parse(await tab.evaluate(() => document.body.dataset.result));
    assert.deepEqual(result, ['solved', FIRST_SOLUTION, 'solved', FIRST_SOLUTION]);
    assert.deepEqual(errors, []);
    // The binary comes from where the options say, and only from there.
    const wasm = asked.filter((p) => p.endsWith('.wasm'));
    assert.deepEqual(wasm, page === 'module.html' ? ['/sudoku.wasm'] : ['/files/sudoku.wasm']);
    // The Worker's script is the file beside sudoku.mjs unless workerURL names another.
    const scripts = asked.filter((p) => p.endsWith('sudoku-worker.js'));
    assert.deepEqual(scripts, page === 'options.html' ? ['/files/sudoku-worker.js'] : ['/sudoku-worker.js']);
    await tab.close();
  });
}

test('the README\'s classic-script example runs as written: a solve, then a count that cancel() stops, each printing what its comment says', async () => {
  assert.ok(README_CLASSIC, 'the README has the classic-script example');
  const tab = await browser.context.newPage();
  const errors = watchErrors(tab);
  const printed = [];
  tab.on('console', (m) => { if (m.type() === 'log') printed.push(m.text()); });
  await tab.goto(server.url + 'readme.html');
  // The count prints its progress, then its result once cancel() stops it (2 s after the page loaded).
  const stopped = () => printed.find((line) => line.startsWith('stopped'));
  for (let waited = 0; !stopped() && waited < 60000; waited += 100) await new Promise((r) => setTimeout(r, 100));  // a hang guard
  await tab.close();
  const solved = printed.find((line) => line.startsWith('solved'));
  assert.match(solved || '', /^solved Uint8Array\(81\).* 301478$/, printed.join('\n'));
  assert.match(stopped() || '', /^stopped cancel \d+$/, printed.join('\n'));
  const progress = printed.filter((line) => /^\d+$/.test(line)).map(Number);
  assert.ok(progress.length > 0 && Number(stopped().split(' ')[2]) >= progress[progress.length - 1], 'the count reports progress, and stops at or past it');
  assert.deepEqual(errors, []);
});
