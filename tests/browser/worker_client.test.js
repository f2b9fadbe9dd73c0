// The library in Chromium: one script tag solves from disk and over HTTP, the
// Worker client streams, cancels at once (its promise settles before any
// timer runs: no wait for the Worker) while the page keeps responding (its
// timers run while the Worker counts), several clients run side by side, and
// a strict CSP is enough. Times are printed, not judged: scripts/bench
// prints the responsiveness figures (scripts/lib/bench/responsiveness.cjs).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { SITE, watchErrors, useBrowserWithPages } = require('./support/browser');
const { HANG_GUARD_MS } = require('./support/site');
const { readInterfaces, mismatches } = require('../js/support/declarations');
const { puzzleTable } = require('../js/support/library');

const SOURCE_SOLUTION = puzzleTable()[0].solution;
const env = useBrowserWithPages();

const fileUrl = (name) => pathToFileURL(path.join(env.dir, name)).href;
const httpUrl = (name) => env.url + name;

async function openPage(url) {
  const page = await env.browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(url);
  return { page, errors };
}

for (const [where, url] of [['from disk (file://)', fileUrl], ['over http', httpUrl]]) {
  test(`a page with one <script src="sudoku.js"> solves on load, on the page and in the Worker, ${where}`, async () => {
    const { page, errors } = await openPage(url('solve_on_load.html'));
    for (const id of ['#direct', '#worker']) {
      await page.waitForFunction((sel) => !/^loading/.test(document.querySelector(sel).textContent), id, { timeout: HANG_GUARD_MS });
      assert.equal(await page.textContent(id), `solved ${SOURCE_SOLUTION} 301478`);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  test(`a strict Content-Security-Policy (no eval, blob: workers) is enough, ${where}`, async () => {
    const { page, errors } = await openPage(url('strict_csp.html'));
    for (const id of ['#direct', '#worker']) {
      await page.waitForFunction((sel) => !/^loading/.test(document.querySelector(sel).textContent), id, { timeout: HANG_GUARD_MS });
      assert.equal(await page.textContent(id), 'count 10', id);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('counting every solution of an empty 9x9 grid streams progress, cancel() settles it at once, the page keeps responding', async (t) => {
  const { page, errors } = await openPage(fileUrl('blank.html'));
  const r = await page.evaluate(async () => {
    const client = Sudoku.createSudokuWorker();
    await client.ready;
    const longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration)))
      .observe({ type: 'longtask' });
    let last = performance.now();
    let maxGap = 0;
    let ticks = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      maxGap = Math.max(maxGap, now - last);
      last = now;
      ticks++;
    }, 10);
    const reports = [];
    const counting = client.count('.'.repeat(81), { limit: 0, onProgress: (p) => { reports.push(p.count); } });
    // Five progress reports (one each 100 ms of the Worker's search), however long a loaded machine takes.
    while (reports.length < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const ticksBefore = ticks;
    while (reports.length < 5) await new Promise((resolve) => setTimeout(resolve, 10));
    const ticksWhileCounting = ticks - ticksBefore;
    const start = performance.now();
    client.cancel();
    // Settled before a timer of the page runs: nothing waited for the Worker.
    const first = await Promise.race([counting.then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 0, 'a timer'))]);
    const result = await counting;
    const settleMs = performance.now() - start;
    clearInterval(ticker);
    const next = await client.solve('058000003170050008000000100000000000407080006083060017910003070006000080000000034');
    client.terminate();
    return { reports, result, first, settleMs, maxGap, ticksWhileCounting, longTasks, next: next.status };
  });
  assert.ok(r.reports.length >= 5, `${r.reports.length} progress reports`);
  assert.equal(r.result.status, 'stopped');
  assert.equal(r.result.stoppedBy, 'cancel');
  assert.equal(r.result.complete, false);
  assert.equal(r.result.count, r.reports[r.reports.length - 1]);
  assert.ok(r.result.count > 0, `counted ${r.result.count}`);
  assert.equal(r.first, 'settled', 'cancel() settles the count before any timer runs');
  // A count on the page's thread would hold every timer while it reports (none between reports); about 40 are due.
  assert.ok(r.ticksWhileCounting >= 3, `the page's 10 ms timer ran ${r.ticksWhileCounting} times between 4 progress reports`);
  t.diagnostic(`cancel settled after ${r.settleMs.toFixed(1)} ms; the page's 10 ms timer ran ${r.ticksWhileCounting} times ` +
    `between 4 progress reports and was late by up to ${r.maxGap.toFixed(0)} ms; ` +
    `long tasks: ${r.longTasks.map((d) => d.toFixed(0)).join(', ') || 'none'}`);
  assert.equal(r.next, 'solved', 'the replacement Worker answers');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a long enumeration of an empty 16x16 grid streams batches until cancel(), which keeps what arrived', async (t) => {
  const { page, errors } = await openPage(fileUrl('blank.html'));
  const r = await page.evaluate(async () => {
    const client = Sudoku.createSudokuWorker();
    let delivered = 0;
    let batches = 0;
    const listing = client.enumerate('.'.repeat(256), {
      limit: 0, batchSize: 500, onBatch: (b) => { delivered += b.solutions.length; batches += 1; },
    });
    while (batches < 2) await new Promise((resolve) => setTimeout(resolve, 10));  // however long a loaded machine takes
    const start = performance.now();
    client.cancel();
    const first = await Promise.race([listing.then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 0, 'a timer'))]);
    const result = await listing;
    const settleMs = performance.now() - start;
    const next = await client.count('................');
    client.terminate();
    return { status: result.status, stoppedBy: result.stoppedBy, count: result.count, delivered, batches, first, settleMs,
             next: next.count };
  });
  assert.equal(r.status, 'stopped');
  assert.equal(r.stoppedBy, 'cancel');
  assert.ok(r.batches >= 2, `${r.batches} batches`);
  assert.equal(r.count, r.delivered);
  assert.equal(r.first, 'settled', 'cancel() settles the enumeration before any timer runs');
  t.diagnostic(`cancel settled after ${r.settleMs.toFixed(1)} ms`);
  assert.equal(r.next, 288);
  assert.deepEqual(errors, []);
  await page.close();
});

test('several clients on one page work independently', async () => {
  const { page, errors } = await openPage(fileUrl('blank.html'));
  const r = await page.evaluate(async () => {
    const busy = Sudoku.createSudokuWorker();
    const other = Sudoku.createSudokuWorker();
    const endless = busy.count('.'.repeat(81), { limit: 0 });
    const grids = ['058000003170050008000000100000000000407080006083060017910003070006000080000000034',
      '530070000600195000098000060800060003400803001700020006060000280000419005000080079'];
    const solved = await Promise.all(grids.map((g) => other.solve(g, { algorithm: 'mrv' })));
    const counted = await other.count('...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86');
    busy.cancel();
    const stopped = await endless;
    const afterCancel = await other.count('................', {});
    busy.terminate();
    other.terminate();
    return { solved: solved.map((s) => s.status), counted: counted.count, stopped: stopped.stoppedBy, afterCancel: afterCancel.count };
  });
  assert.deepEqual(r, { solved: ['solved', 'solved'], counted: 10, stopped: 'cancel', afterCancel: 288 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('enumerate streams batches from the Worker; a batch callback returning false stops it', async () => {
  const { page, errors } = await openPage(fileUrl('blank.html'));
  const r = await page.evaluate(async () => {
    const client = Sudoku.createSudokuWorker();
    const batches = [];
    const all = await client.enumerate('...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86',
      { limit: 0, batchSize: 3, onBatch: (b) => { batches.push([b.index, b.solutions.length, b.solutions[0].length]); } });
    let seen = 0;
    const stopped = await client.enumerate('.'.repeat(81),
      { limit: 0, batchSize: 100, onBatch: (b) => { seen += b.solutions.length; return seen < 500; } });
    const collected = await client.enumerate('................', { limit: 5 });
    client.terminate();
    return { batches, all: [all.count, all.complete], stopped: [stopped.status, stopped.stoppedBy, stopped.count, seen],
             collected: collected.solutions.length };
  });
  assert.deepEqual(r.batches, [[0, 3, 81], [3, 3, 81], [6, 3, 81], [9, 1, 81]]);
  assert.deepEqual(r.all, [10, true]);
  assert.deepEqual(r.stopped.slice(0, 2), ['stopped', 'callback']);
  assert.equal(r.stopped[2], r.stopped[3]);
  assert.ok(r.stopped[3] >= 500);
  assert.equal(r.collected, 5);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a trace in the Worker replays to the solution; cancel() ends it; errors arrive as SudokuError', async () => {
  const { page, errors } = await openPage(fileUrl('blank.html'));
  const r = await page.evaluate(async () => {
    const grid = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
    const client = Sudoku.createSudokuWorker();
    await client.ready;
    const cells = Array.from(grid, Number);
    const trace = await client.trace(grid, { algorithm: 'naive' });
    let events = 0;
    let firstKind = null;
    while (!trace.done) {
      const b = await trace.next(50000);
      if (firstKind === null) firstKind = client.eventAt(b, 0).kind;
      for (let i = 0; i < b.size; ++i) {
        if (b.kind[i] === 0) cells[b.cell[i]] = b.value[i];
        else if (b.kind[i] === 1) cells[b.cell[i]] = 0;
      }
      events += b.size;
    }
    const result = await trace.result();
    await trace.close();
    const second = await client.trace(grid, { algorithm: 'naive' });
    await second.next(10);
    client.cancel();
    let ended = null;
    try { await second.next(10); } catch (e) { ended = e.name; }
    let error = null;
    try { await client.solve('5.5' + '.'.repeat(78)); } catch (e) {
      error = { isSudokuError: e instanceof Sudoku.SudokuError, code: e.code, cells: e.cells, message: e.message };
    }
    client.terminate();
    return { grid: cells.join(''), events, firstKind, backtracks: result.stats.backtracks, ended, error };
  });
  assert.equal(r.grid, SOURCE_SOLUTION);
  assert.ok(r.events > 600000);
  assert.equal(r.firstKind, 'place');
  assert.equal(r.backtracks, 301478);
  assert.equal(r.ended, 'CancelledError');
  assert.deepEqual(r.error, { isSudokuError: true, code: 'conflict', cells: [0, 2],
    message: 'conflicting givens: 5 at r1c1 and r1c3 (row 1, box 1)' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('format, splitPuzzles, parse and hint answer through the Worker', async () => {
  const { page, errors } = await openPage(fileUrl('blank.html'));
  const r = await page.evaluate(async () => {
    const grid = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
    const client = Sudoku.createSudokuWorker();
    const out = {
      line: await client.format(grid),
      pieces: await client.splitPuzzles(grid + '\n' + grid + '\n'),
      size: (await client.parse(grid)).size,
      hint: (await client.hint(grid)).message,
    };
    client.terminate();
    return out;
  });
  assert.equal(r.line, '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34');
  assert.equal(r.pieces.length, 2);
  assert.equal(r.size, 9);
  assert.equal(r.hint, 'Naked single: r9c2 can only be 2.');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Worker client has exactly the calls SudokuWorkerClient declares', async () => {
  const { page } = await openPage(fileUrl('blank.html'));
  const keys = await page.evaluate(() => {
    const client = Sudoku.createSudokuWorker();
    const out = Object.keys(client);
    client.terminate();
    return out;
  });
  const declared = readInterfaces(path.join(SITE, 'sudoku.d.ts'));
  assert.deepEqual(mismatches(declared, 'SudokuWorkerClient', Object.fromEntries(keys.map((k) => [k, true]))), []);
  await page.close();
});
