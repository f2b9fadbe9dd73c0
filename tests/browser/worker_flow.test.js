// The Worker client under pressure, in Chromium, each test named after what
// it guards: a slow onBatch cannot make the page's memory grow (the Worker
// runs at most a window ahead and replays to resume), a Worker ended from
// outside is noticed and replaced, and bad arguments reject instead of
// throwing or blocking the page. Times are printed, not judged: each test's
// own timeout is its hang guard.
//
// SUDOKU_FLOW_SECONDS sets how long the slow consumer runs (default 60).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { watchErrors, useBrowserWithPages } = require('./support/browser');
const { HANG_GUARD_MS } = require('./support/site');

const env = useBrowserWithPages();
const GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const FLOW_SECONDS = Number(process.env.SUDOKU_FLOW_SECONDS || 60);

async function openBlank() {
  const page = await env.browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(pathToFileURL(path.join(env.dir, 'blank.html')).href);
  return { page, errors };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// `promise`, or a failure naming `what` after `ms` (a page drowning in
// messages stops answering rather than failing): seconds, a margin a loaded
// machine does not reach.
function within(ms, promise, what) {
  let timer;
  const late = new Promise((resolve, reject) => { timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// Resident memory (MB) of the renderer processes this test's Chromium runs
// (the page and its Workers live there), or null where /proc cannot tell.
function rendererMegabytes() {
  let entries;
  try { entries = fs.readdirSync('/proc'); } catch (e) { return null; }
  const parent = new Map();
  const renderers = [];
  for (const name of entries) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      parent.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('--type=renderer')) renderers.push(Number(name));
    } catch (e) { /* the process ended meanwhile */ }
  }
  const ours = (pid) => {
    for (let p = pid; p > 1 && parent.has(p); p = parent.get(p)) if (p === process.pid) return true;
    return false;
  };
  let kb = 0;
  let found = false;
  for (const pid of renderers.filter(ours)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
      found = true;
    } catch (e) { /* ended */ }
  }
  return found ? kb / 1024 : null;
}

test('a slow onBatch on an endless enumeration keeps the page\'s memory flat: the Worker runs at most a window ahead',
  { timeout: (FLOW_SECONDS + 60) * 1000 }, async (t) => {
  const { page, errors } = await openBlank();
  const cdp = await env.browser.context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');
  await page.evaluate(() => {
    window.flow = { solutions: 0, batches: 0, nextIndex: 0, gaps: 0 };
    window.client = Sudoku.createSudokuWorker();
    // The package README's pattern, onBatch: b => save(b.solutions), with a save that takes 2 ms.
    window.listing = window.client.enumerate('.'.repeat(81), {
      limit: 0,
      onBatch: (b) => {
        const until = performance.now() + 2;
        while (performance.now() < until) { /* busy */ }
        if (b.index !== window.flow.nextIndex) window.flow.gaps += 1;
        window.flow.nextIndex = b.index + b.solutions.length;
        window.flow.solutions += b.solutions.length;
        window.flow.batches += 1;
      },
    });
  });
  const samples = [];
  const start = Date.now();
  const every = Math.min(5000, (FLOW_SECONDS * 1000) / 6);
  while (Date.now() - start < FLOW_SECONDS * 1000) {
    await sleep(every);
    const rss = rendererMegabytes();
    await within(30000, cdp.send('HeapProfiler.collectGarbage'), `the page at ${samples.length} samples (renderers at ${rss} MB)`);
    const metrics = await within(30000, cdp.send('Performance.getMetrics'), 'the page');
    const heap = metrics.metrics.find((m) => m.name === 'JSHeapUsedSize').value / (1 << 20);
    const flow = await within(30000, page.evaluate(() => window.flow), 'the page');
    samples.push({ at: (Date.now() - start) / 1000, heap, rss, ...flow });
  }
  const result = await page.evaluate(async () => {
    window.client.cancel();
    const r = await window.listing;
    window.client.terminate();
    return { status: r.status, stoppedBy: r.stoppedBy, count: r.count, delivered: window.flow.solutions };
  });
  const table = samples.map((s) => `${s.at.toFixed(1)}s heap ${s.heap.toFixed(1)} MB, renderers ${s.rss === null ? '?' : s.rss.toFixed(0)} MB, ${s.solutions} solutions`).join('\n');
  table.split('\n').forEach((line) => t.diagnostic(line));
  // After warm-up (the first sample): flat within a small factor, and solutions keep coming.
  const [first, ...later] = samples;
  for (const s of later) {
    assert.ok(s.heap <= Math.max(2 * first.heap, first.heap + 16), `the JS heap grew:\n${table}`);
    if (first.rss !== null && s.rss !== null) assert.ok(s.rss <= 1.25 * first.rss + 64, `the renderer's memory grew:\n${table}`);
  }
  samples.slice(1).forEach((s, i) => assert.ok(s.solutions > samples[i].solutions, `batches stopped arriving:\n${table}`));
  assert.equal(samples[samples.length - 1].gaps, 0, 'batches arrive in order, none skipped');
  assert.deepEqual(result, { status: 'stopped', stoppedBy: 'cancel', count: result.delivered, delivered: result.delivered });
  assert.deepEqual(errors, []);
  await page.close();
});

test('an enumeration longer than the window gives, across replays, the synchronous API\'s solutions in its order with its counters', { timeout: 2 * HANG_GUARD_MS }, async () => {
  const { page, errors } = await openBlank();
  const r = await page.evaluate(async () => {
    // FNV-1a over every solution's cells, in order.
    const digest = () => {
      let h = 0x811c9dc5;
      return { add: (s) => { for (let i = 0; i < s.length; ++i) h = Math.imul(h ^ s[i], 16777619); }, get value() { return h >>> 0; } };
    };
    const options = { limit: 300000, batchSize: 500 };
    const sync = await createSudoku();
    const expected = digest();
    const direct = sync.enumerate('.'.repeat(81), { ...options, onBatch: (b) => b.solutions.forEach(expected.add) });
    const client = Sudoku.createSudokuWorker({ workers: 1 });  // one search's order (several Workers keep the pieces': worker_parallel.test.js)
    const got = digest();
    const indices = [];
    const viaWorker = await client.enumerate('.'.repeat(81), {
      ...options,
      onBatch: (b) => { indices.push(b.index); b.solutions.forEach(got.add); },
    });
    const small = await client.enumerate('...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86', { limit: 0 });
    client.terminate();
    const pick = (x) => ({ status: x.status, count: x.count, complete: x.complete, stoppedBy: x.stoppedBy,
                           nodes: x.stats.nodes, placements: x.stats.placements });
    return { direct: pick(direct), viaWorker: pick(viaWorker), expected: expected.value, got: got.value,
             inOrder: indices.every((index, i) => index === i * 500), batches: indices.length, small: small.solutions.length };
  });
  assert.deepEqual(r.viaWorker, r.direct);
  assert.equal(r.direct.count, 300000);
  assert.equal(r.got, r.expected, 'the same solutions in the same order');
  assert.ok(r.inOrder, 'batch indices run on without gaps or repeats');
  assert.equal(r.batches, 600);
  assert.equal(r.small, 10);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a time limit still ends an enumeration that waits for a slow page', { timeout: 2 * HANG_GUARD_MS }, async (t) => {
  const { page, errors } = await openBlank();
  const r = await page.evaluate(async () => {
    const client = Sudoku.createSudokuWorker();
    await client.ready;
    let delivered = 0;
    const start = performance.now();
    const result = await client.enumerate('.'.repeat(81), {
      limit: 0, timeLimit: 1500,
      onBatch: (b) => { const until = performance.now() + 2; while (performance.now() < until) { /* busy */ } delivered += b.solutions.length; },
    });
    const ms = performance.now() - start;
    client.terminate();
    return { status: result.status, stoppedBy: result.stoppedBy, complete: result.complete, count: result.count, delivered, ms };
  });
  assert.equal(r.status, 'stopped');
  assert.equal(r.stoppedBy, 'time_limit');
  assert.equal(r.complete, false);
  assert.equal(r.count, r.delivered);
  assert.ok(r.ms >= 1500, `settled after ${r.ms} ms, before its time limit`);
  t.diagnostic(`settled after ${r.ms.toFixed(0)} ms of a 1500 ms time limit`);
  assert.deepEqual(errors, []);
  await page.close();
});

// Wraps window.Worker so that the test holds each Worker the client starts,
// as the browser does: terminating one from here is an ending the client is
// not told about.
function captureWorkers() {
  window.startedWorkers = [];
  const RealWorker = window.Worker;
  window.Worker = function Worker(url, options) {
    const w = new RealWorker(url, options);
    window.startedWorkers.push(w);
    return w;
  };
}

test('a Worker ended from outside during a call rejects that call, calls onCrash, and later calls run in a new Worker', { timeout: 2 * HANG_GUARD_MS }, async (t) => {
  const { page, errors } = await openBlank();
  await page.evaluate(captureWorkers);
  const r = await page.evaluate(async (grid) => {
    const crashes = [];
    const client = Sudoku.createSudokuWorker({ onCrash: (m) => crashes.push(m), workers: 1 });  // (the count in one Worker)
    await client.ready;
    const counting = client.count('.'.repeat(81), { limit: 0 });
    const queued = client.solve(grid);  // behind the count: not started when the Worker ends
    await new Promise((resolve) => setTimeout(resolve, 500));
    const start = performance.now();
    window.startedWorkers[0].terminate();
    let running;
    try { await counting; running = 'settled'; } catch (e) { running = e.message; }
    const detectedMs = performance.now() - start;
    const out = { running, detectedMs, crashes: crashes.slice(), queued: (await queued).status,
                  later: (await client.count('................')).count, workers: window.startedWorkers.length };
    client.terminate();
    return out;
  }, GRID);
  assert.match(r.running, /the solver stopped unexpectedly: its Worker ended; the solver was restarted/);
  t.diagnostic(`noticed after ${r.detectedMs.toFixed(0)} ms`);
  assert.deepEqual(r.crashes, ['the solver stopped unexpectedly: its Worker ended']);
  assert.equal(r.queued, 'solved', 'the call queued behind it ran in the new Worker');
  assert.equal(r.later, 288);
  assert.equal(r.workers, 2);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an idle Worker that closes itself from outside is noticed: onCrash, and the next call runs in a new Worker', { timeout: 2 * HANG_GUARD_MS }, async () => {
  const { page, errors } = await openBlank();
  await page.evaluate(() => {
    window.crashes = [];
    window.client = Sudoku.createSudokuWorker({ onCrash: (m) => window.crashes.push(m) });
    return window.client.ready;
  });
  const [worker] = page.workers();
  await worker.evaluate(() => { setTimeout(() => self.close(), 0); });
  await page.waitForFunction(() => window.crashes.length > 0, null, { timeout: HANG_GUARD_MS });
  const r = await page.evaluate(async (grid) => {
    const solved = await window.client.solve(grid);
    window.client.terminate();
    return { crashes: window.crashes, solved: solved.status };
  }, GRID);
  assert.deepEqual(r, { crashes: ['the solver stopped unexpectedly: its Worker ended'], solved: 'solved' });
  assert.deepEqual(errors, []);
  await page.close();
});

test('bad arguments reject the call (never a synchronous throw), and an array-like of 3e8 cells is refused by its length, no cell read', { timeout: 2 * HANG_GUARD_MS }, async (t) => {
  const { page, errors } = await openBlank();
  const r = await page.evaluate(async (grid) => {
    const client = Sudoku.createSudokuWorker();
    await client.ready;
    const outcome = async (call) => {
      let promise;
      try { promise = call(); } catch (e) { return `threw ${e.name}: ${e.message}`; }
      if (!(promise instanceof Promise)) return 'no promise';
      try { return { resolved: await promise }; } catch (e) { return { name: e.name, code: e.code, isSudokuError: e instanceof Sudoku.SudokuError }; }
    };
    const calls = {
      'solve(null)': () => client.solve(null),
      'count(undefined)': () => client.count(undefined),
      'enumerate(42)': () => client.enumerate(42),
      'hint({})': () => client.hint({}),
      'format(null)': () => client.format(null),
      'trace(null)': () => client.trace(null),
      'solve(grid, "fast")': () => client.solve(grid, 'fast'),
      'solve([1, 2, -1, ...])': () => client.solve([1, 2, -1].concat(new Array(78).fill(0))),
      'solve(626 cells)': () => client.solve(new Array(626).fill(0)),
      'solveBatch(null)': () => client.solveBatch(null),
      'splitPuzzles(7)': () => client.splitPuzzles(7),
    };
    const out = {};
    for (const [name, call] of Object.entries(calls)) out[name] = await outcome(call);
    out['parse(null)'] = await outcome(() => client.parse(null));
    out['validate([9, 9])'] = await outcome(() => client.validate([9, 9]));
    // Its cells, if anything read them, would be counted.
    let cellsRead = 0;
    const hugeCells = new Proxy({ length: 3e8 }, { get: (target, key) => (key === 'length' ? target.length : (cellsRead++, 0)) });
    const start = performance.now();
    const huge = client.solve(hugeCells);
    const returnedMs = performance.now() - start;
    out.huge = await outcome(() => huge);
    out.hugeMs = { returned: returnedMs, settled: performance.now() - start };
    out.cellsRead = cellsRead;
    out.after = (await client.solve(grid)).status;
    client.terminate();
    return out;
  }, GRID);
  const refused = (code) => ({ name: 'SudokuError', code, isSudokuError: true });
  assert.deepEqual(r['solve(null)'], refused('bad_option'));
  assert.deepEqual(r['count(undefined)'], refused('bad_option'));
  assert.deepEqual(r['enumerate(42)'], refused('bad_option'));
  assert.deepEqual(r['hint({})'], refused('bad_option'));
  assert.deepEqual(r['format(null)'], refused('bad_option'));
  assert.deepEqual(r['trace(null)'], refused('bad_option'));
  assert.deepEqual(r['solve(grid, "fast")'], refused('bad_option'));
  assert.deepEqual(r['solve([1, 2, -1, ...])'], refused('bad_character'));
  assert.deepEqual(r['solve(626 cells)'], refused('bad_cell_count'));
  assert.deepEqual(r['solveBatch(null)'], refused('bad_option'));
  assert.deepEqual(r['splitPuzzles(7)'], refused('bad_option'));
  assert.equal(r['parse(null)'].resolved.ok, false);
  assert.equal(r['parse(null)'].resolved.error.code, 'bad_option');
  assert.equal(r['validate([9, 9])'].resolved.ok, false);
  assert.deepEqual(r.huge, refused('bad_cell_count'));
  assert.equal(r.cellsRead, 0, 'refused by its length before a cell was read');
  t.diagnostic(`3e8 cells: returned after ${r.hugeMs.returned.toFixed(1)} ms, settled after ${r.hugeMs.settled.toFixed(1)} ms`);
  assert.equal(r.after, 'solved');
  assert.deepEqual(errors, []);
  await page.close();
});
