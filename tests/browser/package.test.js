// The npm package's ES module in a browser: a page that imports sudoku.mjs
// (served over HTTP, as module scripts must be) solves on the page's thread
// and in a Worker; an app bundled by esbuild from the package does the same.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { launch, serve, watchErrors } = require('./support/browser');

const PACKAGE = path.resolve(__dirname, '../../build/package');
const FIRST = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34';
const FIRST_SOLUTION = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';
const APP = `
const line = (cells) => Array.from(cells).join('');
const sudoku = await createSudoku();
const here = sudoku.solve('${FIRST}');
const there = await createSudokuWorker().solve('${FIRST}', { algorithm: 'mrv' });
document.title = 'done';
document.body.dataset.result = JSON.stringify([here.status, line(here.solution), there.status, line(there.solution)]);`;

let browser, server, dir;
before(async () => {
  if (!fs.existsSync(path.join(PACKAGE, 'sudoku.mjs'))) throw new Error(`${PACKAGE} is missing: run scripts/build`);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-esm-page-'));
  fs.copyFileSync(path.join(PACKAGE, 'sudoku.mjs'), path.join(dir, 'sudoku.mjs'));
  fs.writeFileSync(path.join(dir, 'module.html'), '<!DOCTYPE html><meta charset="utf-8"><title>loading</title><body>' +
    `<script type="module">import { createSudoku, createSudokuWorker } from './sudoku.mjs';${APP}</script>`);
  // The same app, bundled by esbuild from an import of the package.
  fs.mkdirSync(path.join(dir, 'node_modules/sudoku-wasm-solver'), { recursive: true });
  for (const file of fs.readdirSync(PACKAGE)) fs.copyFileSync(path.join(PACKAGE, file), path.join(dir, 'node_modules/sudoku-wasm-solver', file));
  fs.writeFileSync(path.join(dir, 'app.js'), `import { createSudoku, createSudokuWorker } from 'sudoku-wasm-solver';${APP}`);
  execFileSync('esbuild', ['app.js', '--bundle', '--platform=browser', '--format=esm', '--outfile=bundle.js', '--log-level=warning'], { cwd: dir });
  fs.writeFileSync(path.join(dir, 'bundled.html'), '<!DOCTYPE html><meta charset="utf-8"><title>loading</title><body><script type="module" src="bundle.js"></script>');
  browser = await launch();
  server = await serve(dir);
});
after(async () => {
  await server.close();
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

for (const page of ['module.html', 'bundled.html']) {
  test(`${page === 'module.html' ? 'a page importing sudoku.mjs' : 'an app bundled by esbuild from the package'} solves on the page and in a Worker`, async () => {
    const tab = await browser.context.newPage();
    const errors = watchErrors(tab);
    await tab.goto(server.url + page);
    await tab.waitForFunction(() => document.title === 'done', null, { timeout: 60000 });  // a hang guard
    const result = JSON.parse(await tab.evaluate(() => document.body.dataset.result));
    assert.deepEqual(result, ['solved', FIRST_SOLUTION, 'solved', FIRST_SOLUTION]);
    assert.deepEqual(errors, []);
    await tab.close();
  });
}
