// The WebAssembly module is compiled once per page: a Worker client posts the
// page's compiled module to its Workers (worker_connection.js, library_wasm.js),
// which carry no binary of their own and instantiate it.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { watchErrors, useBrowserWithPages } = require('./support/browser');

const env = useBrowserWithPages();
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

test('each Worker, the one a cancel() starts too, is sent the page\'s compiled module and solves with it, from disk', async () => {
  const page = await env.browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(pathToFileURL(path.join(env.dir, 'blank.html')).href);
  const r = await page.evaluate(async (puzzle) => {
    const posted = [];
    const send = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, transfer) {
      if (message && 'wasm' in message) posted.push(message.wasm.module instanceof WebAssembly.Module);
      return send.call(this, message, transfer);
    };
    const a = Sudoku.createSudokuWorker({ workers: 1 });  // (one Worker each: the count spreads over no other)
    const b = Sudoku.createSudokuWorker({ workers: 1 });
    const solved = await Promise.all([a.solve(puzzle), b.solve(puzzle)]);
    const counting = a.count('.'.repeat(81), { limit: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    a.cancel();
    await counting;
    const after = await a.solve(puzzle);  // in the Worker that replaced the cancelled one
    a.terminate();
    b.terminate();
    return { posted, statuses: solved.map((s) => s.status).concat(after.status) };
  }, HARD);
  assert.deepEqual(r.statuses, ['solved', 'solved', 'solved']);
  assert.deepEqual(r.posted, [true, true, true], 'a compiled WebAssembly.Module went to each of the three Workers');
  assert.deepEqual(errors, []);
  await page.close();
});
