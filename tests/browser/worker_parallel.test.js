// The Worker client's count and solveBatch over several Workers
// (src/wasm/js/parallel_count.js, parallel_batch.js), from disk in Chromium:
// solveBatch of 3,000 puzzles answers as one Worker does, in order, and a
// bad line is named as one Worker names it; and count: with 1, 2 and 5 Workers (more than this machine's
// cores: the pieces are shared out the same way) it gives one search's count
// of a grid with 2,597,040 solutions, complete; a limit gives the limit,
// not complete; a time limit, cancel() and an onProgress returning false
// stop every Worker (cancel() settles within 200 ms); small limits and other
// algorithms stay in one Worker; a bad `workers` option is refused by name;
// the site's All solutions starts a Worker a core for its count.
// Speed is not judged here: scripts/bench prints the speedup.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { watchErrors, useBrowserWithPages } = require('./support/browser');

const env = useBrowserWithPages();
const SOLVED = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';
const MANY = SOLVED.slice(0, 32) + '.'.repeat(49);     // 2,597,040 solutions (the fast solver's count, one Worker)
const ENDLESS = SOLVED.slice(0, 18) + '.'.repeat(63);  // about 10^12: never counted to the end here

async function openPage() {
  const page = await env.browser.context.newPage();
  const errors = watchErrors(page);
  await page.goto(pathToFileURL(path.join(env.dir, 'blank.html')).href);
  return { page, errors };
}

test('1, 2 and 5 Workers count the same solutions, and a limit is met exactly', async (t) => {
  const { page, errors } = await openPage();
  const r = await page.evaluate(async ({ MANY }) => {
    const out = {};
    for (const workers of [1, 2, 5]) {
      const client = Sudoku.createSudokuWorker({ workers });
      const whole = await client.count(MANY);
      const limited = await client.count(MANY, { limit: 1000001 });
      out[workers] = { workers: client.workers, whole: [whole.status, whole.count, whole.complete, whole.stoppedBy],
                       limited: [limited.status, limited.count, limited.complete], ms: Math.round(whole.stats.elapsedMs) };
      client.terminate();
    }
    return out;
  }, { MANY });
  for (const workers of ['1', '2', '5']) {
    assert.equal(r[workers].workers, Number(workers));
    assert.deepEqual(r[workers].whole, ['solved', 2597040, true, undefined], `${workers} Workers`);
    assert.deepEqual(r[workers].limited, ['solved', 1000001, false], `${workers} Workers, a limit`);
  }
  t.diagnostic(`2,597,040 solutions: ${r[1].ms} ms in 1 Worker, ${r[2].ms} ms in 2, ${r[5].ms} ms in 5`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a time limit, cancel() and onProgress returning false stop every Worker', async () => {
  const { page, errors } = await openPage();
  const r = await page.evaluate(async ({ ENDLESS, SOLVED }) => {
    const client = Sudoku.createSudokuWorker({ workers: 3 });
    const timed = await client.count(ENDLESS, { timeLimit: 400 });
    const reports = [];
    const running = client.count(ENDLESS, { onProgress: (p) => { reports.push(p.count); } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const asked = performance.now();
    client.cancel();
    const cancelled = await running;
    const settledMs = performance.now() - asked;
    let calls = 0;
    const refused = await client.count(ENDLESS, { onProgress: () => (++calls < 3) });
    const after = await client.count('.' + SOLVED.slice(1));
    client.terminate();
    return { timed: [timed.status, timed.stoppedBy, timed.count > 0, timed.stats.elapsedMs],
             cancelled: [cancelled.status, cancelled.stoppedBy, cancelled.count >= (reports.length ? reports[reports.length - 1] : 0)],
             grew: reports.length > 2 && reports[reports.length - 1] > reports[0], settledMs,
             refused: [refused.status, refused.stoppedBy], after: [after.status, after.count, after.complete] };
  }, { ENDLESS, SOLVED });
  assert.deepEqual(r.timed.slice(0, 3), ['stopped', 'time_limit', true]);
  assert.ok(r.timed[3] >= 390 && r.timed[3] < 1500, `the time limit of 400 ms ended it at ${r.timed[3]} ms`);
  assert.deepEqual(r.cancelled, ['stopped', 'cancel', true]);
  assert.ok(r.grew, 'progress reports the total as it grows');
  assert.ok(r.settledMs < 200, `cancel() settled in ${r.settledMs} ms`);
  assert.deepEqual(r.refused, ['stopped', 'callback']);
  assert.deepEqual(r.after, ['solved', 1, true], 'the client counts again after its Workers were stopped');
  assert.deepEqual(errors, []);
  await page.close();
});

test('small limits and other algorithms stay in one Worker; a bad workers option is refused by name', async () => {
  const { page, errors } = await openPage();
  const r = await page.evaluate(async ({ MANY }) => {
    const started = [];  // the Workers the client starts
    const PageWorker = window.Worker;
    window.Worker = function (url, options) { started.push(url); return new PageWorker(url, options); };
    const client = Sudoku.createSudokuWorker({ workers: 4 });
    const small = await client.count(MANY, { limit: 10 });
    const naive = await client.count(MANY, { algorithm: 'naive', limit: 200000 });
    const alone = started.length;
    const spread = await client.count(MANY);
    const workers = started.length;
    window.Worker = PageWorker;
    const bad = await client.count('1' + MANY.slice(1)).then(() => 'counted', (e) => [e.name, e.code]);
    const one = Sudoku.createSudokuWorker({ workers: 1 });
    const badAlone = await one.count('1' + MANY.slice(1)).then(() => 'counted', (e) => [e.name, e.code]);
    one.terminate();
    client.terminate();
    let refused = null;
    try { Sudoku.createSudokuWorker({ workers: 2.5 }); } catch (e) { refused = [e.name, e.code, e.message]; }
    return { small: [small.count, small.complete], naive: [naive.count, naive.status], bad, badAlone, refused,
             alone, workers, spread: spread.count };
  }, { MANY });
  assert.deepEqual(r.small, [10, false]);
  assert.equal(r.alone, 1, 'a small limit and naive counted in the client\'s one Worker');
  assert.equal(r.workers, 4, 'a count with no limit started three more');
  assert.equal(r.spread, 2597040);
  assert.deepEqual(r.naive, [200000, 'solved']);
  assert.deepEqual(r.bad, ['SudokuError', 'conflict'], 'a bad puzzle is refused as one Worker refuses it');
  assert.deepEqual(r.bad, r.badAlone);
  assert.deepEqual(r.refused, ['SudokuError', 'bad_option', 'workers must be a whole number from 1 to 64, not 2.5']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the site\'s All solutions counts on every core, from disk: 2,597,040 solutions, as one Worker counts them', async () => {
  const { launch, SITE } = require('./support/browser');
  const { HANG_GUARD_MS } = require('./support/site');
  const browser = await launch({ locale: 'en' });
  try {
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      // The Workers the page starts (the library's Blob-URL Workers among them).
      window.startedWorkers = 0;
      const PageWorker = window.Worker;
      window.Worker = function (url, options) { window.startedWorkers += 1; return new PageWorker(url, options); };
      Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => 4 });  // as on a 4-core machine
    });
    await page.goto(pathToFileURL(path.join(SITE, 'index.html')).href + '#puzzle=' + MANY);
    await page.waitForSelector('body.ready', { timeout: HANG_GUARD_MS });
    const before = await page.evaluate(() => window.startedWorkers);
    await page.click('#all');
    await page.waitForFunction(() => /2,597,040/.test(document.getElementById('verdict').textContent), null, { timeout: 60000 });
    assert.match(await page.locator('#status').textContent(), /2,597,040 solutions/);
    const after = await page.evaluate(() => window.startedWorkers);
    assert.equal(after - before, 3, `the count started three Workers beside the page's search Worker (${before} before, ${after} after)`);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('solveBatch over 2 and 5 Workers answers 3,000 puzzles as one Worker does, in order; a bad line is named as one Worker names it', async () => {
  const fs = require('node:fs');
  const ROOT = path.resolve(__dirname, '../..');
  const lines = fs.readFileSync(path.join(ROOT, '../shared/data/serg_benchmark.txt'), 'utf8').split('\n').filter((l) => /^[0-9.]{81}$/.test(l)).slice(0, 3000);
  const { page, errors } = await openPage();
  const r = await page.evaluate(async ({ text, bad }) => {
    const out = {};
    const encode = (b) => ({ status: b.status, puzzles: b.puzzles, started: b.started, size: b.size, solved: b.solved, stopped: b.stopped,
      counts: Array.from(b.counts).join(','), complete: Array.from(b.complete).join(''), solutions: Array.from(b.solutions).join('') });
    for (const workers of [1, 2, 5]) {
      const started = [];
      const PageWorker = window.Worker;
      window.Worker = function (url, options) { started.push(url); return new PageWorker(url, options); };
      const client = Sudoku.createSudokuWorker({ workers });
      const batch = await client.solveBatch(text, { limit: 2 });
      const refused = await client.solveBatch(bad).then(() => 'solved', (e) => [e.name, e.code, e.message]);
      out[workers] = { batch: encode(batch), refused, workers: started.length };
      client.terminate();
      window.Worker = PageWorker;
    }
    return out;
  }, { text: lines.join('\n'), bad: lines.slice(0, 2500).join('\n') + '\n' + lines[0].slice(0, 40) + '\n' + lines.slice(0, 10).join('\n') });
  assert.equal(r[1].batch.puzzles, 3000);
  assert.equal(r[1].batch.solved, 3000);
  assert.equal(r[1].workers, 1);
  for (const workers of ['2', '5']) {
    assert.deepEqual(r[workers].batch, r[1].batch, `${workers} Workers answer as one`);
    assert.equal(r[workers].workers, Number(workers), `${workers} Workers started`);
    assert.deepEqual(r[workers].refused, r[1].refused, 'the bad line is named as one Worker names it');
  }
  assert.equal(r[1].refused[0], 'SudokuError');
  assert.match(r[1].refused[2], /2501/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('enumerate over 2 and 5 Workers delivers one Worker\'s solutions piece by piece, the same order for both; a limit cuts it exactly', async (t) => {
  const MID = SOLVED.slice(0, 36) + '.'.repeat(45);  // 661,656 solutions
  const { page, errors } = await openPage();
  const r = await page.evaluate(async ({ MID }) => {
    // An order-blind sum and an order-keeping hash of the solutions delivered, and whether indices follow on.
    function taker() {
      const seen = { n: 0, sum: 0, ordered: 0, indices: true, first: [] };
      seen.onBatch = (b) => {
        if (b.index !== seen.n) seen.indices = false;
        for (const s of b.solutions) {
          let h = 0;
          for (let k = 36; k < 81; ++k) h = (h * 31 + s[k]) | 0;
          seen.sum = (seen.sum + h) | 0;
          seen.ordered = (seen.ordered * 17 + h) | 0;
          if (seen.first.length < 50) seen.first.push(s.join(''));
        }
        seen.n += b.solutions.length;
      };
      return seen;
    }
    const out = {};
    for (const workers of [1, 2, 5]) {
      const started = [];
      const PageWorker = window.Worker;
      window.Worker = function (url, options) { started.push(url); return new PageWorker(url, options); };
      const client = Sudoku.createSudokuWorker({ workers });
      const seen = taker();
      const all = await client.enumerate(MID, { limit: 0, onBatch: seen.onBatch });
      const startedForAll = started.length;
      const limited = await client.enumerate(MID, { limit: 100001 });
      out[workers] = { all: [all.status, all.count, all.complete], n: seen.n, sum: seen.sum, ordered: seen.ordered,
                       indices: seen.indices, first: seen.first, workers: startedForAll,
                       limited: [limited.status, limited.count, limited.complete, limited.solutions.length],
                       limitedLast: limited.solutions[100000].join('') };
      if (workers === 2) {  // the first piece's solutions, enumerated alone in one Worker, come first
        const split = await client.pieces(MID, { pieces: 256 });
        const one = Sudoku.createSudokuWorker({ workers: 1 });
        const firstPiece = await one.enumerate(split.pieces[0], { limit: 50 });
        out.firstPiece = firstPiece.solutions.map((s) => s.join(''));
        one.terminate();
      }
      client.terminate();
      window.Worker = PageWorker;
    }
    return out;
  }, { MID });
  assert.deepEqual(r[1].all, ['solved', 661656, true]);
  assert.equal(r[1].workers, 1);
  for (const workers of ['1', '2', '5']) {
    assert.equal(r[workers].n, 661656, `${workers} Workers delivered every solution`);
    assert.equal(r[workers].sum, r[1].sum, `${workers} Workers delivered one Worker's solutions`);
    assert.ok(r[workers].indices, `${workers} Workers: each batch's index follows on`);
    assert.deepEqual(r[workers].limited, ['solved', 100001, false, 100001]);
  }
  for (const workers of ['2', '5']) {
    assert.deepEqual(r[workers].all, ['solved', 661656, true]);
    assert.equal(r[workers].workers, Number(workers), `${workers} Workers started`);
  }
  assert.equal(r[5].ordered, r[2].ordered, 'the same order on 2 and 5 Workers');
  assert.deepEqual(r[5].first, r[2].first);
  assert.equal(r[2].limitedLast, r[5].limitedLast, 'a limit cuts the same order at the same place');
  assert.deepEqual(r[2].first.slice(0, r.firstPiece.length), r.firstPiece, 'the first piece\'s solutions first, in its own search\'s order');
  assert.notEqual(r[1].ordered, r[2].ordered, 'one Worker keeps one search\'s order, which is not the pieces\' order');
  t.diagnostic(`661,656 solutions enumerated by 1, 2 and 5 Workers`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a spread enumerate stops every Worker on cancel(), a time limit, onBatch returning false, and rejects with what onBatch throws', async () => {
  const { page, errors } = await openPage();
  const r = await page.evaluate(async ({ ENDLESS, SOLVED }) => {
    const client = Sudoku.createSudokuWorker({ workers: 3 });
    let delivered = 0, afterCancel = 0, cancelReturned = false;
    const running = client.enumerate(ENDLESS, { limit: 0, onBatch: (b) => { delivered += b.solutions.length; if (cancelReturned) afterCancel += 1; } });
    await new Promise((resolve) => setTimeout(resolve, 600));
    const asked = performance.now();
    client.cancel();
    cancelReturned = true;
    const cancelled = await running;
    const settledMs = performance.now() - asked;
    const timed = await client.enumerate(ENDLESS, { limit: 0, timeLimit: 400, onBatch: () => {} });
    let batches = 0, taken = 0;
    const refused = await client.enumerate(ENDLESS, { limit: 0, onBatch: (b) => { taken += b.solutions.length; return ++batches < 3; } });
    const thrown = await client.enumerate(ENDLESS, { limit: 0, onBatch: () => { throw new Error('no room'); } })
      .then(() => 'settled', (e) => e.message);
    const progressThrown = await client.enumerate(ENDLESS, { limit: 0, onBatch: () => {}, progressInterval: 20,
      onProgress: () => { throw new Error('no view'); } }).then(() => 'settled', (e) => e.message);
    const countThrown = await client.count(ENDLESS, { progressInterval: 20, onProgress: () => { throw new Error('no view'); } })
      .then(() => 'settled', (e) => e.message);
    const after = await client.enumerate('.' + SOLVED.slice(1), { limit: 0 });
    client.terminate();
    return { cancelled: [cancelled.status, cancelled.stoppedBy, cancelled.count === delivered, delivered > 0], settledMs,
             timed: [timed.status, timed.stoppedBy, timed.count > 0, timed.stats.elapsedMs],
             refused: [refused.status, refused.stoppedBy, refused.count === taken, batches], thrown, progressThrown, countThrown, afterCancel,
             after: [after.status, after.count, after.complete, after.solutions[0].join('')] };
  }, { ENDLESS, SOLVED });
  assert.deepEqual(r.cancelled, ['stopped', 'cancel', true, true]);
  assert.ok(r.settledMs < 200, `cancel() settled in ${r.settledMs} ms`);
  assert.deepEqual(r.timed.slice(0, 3), ['stopped', 'time_limit', true]);
  assert.ok(r.timed[3] >= 390 && r.timed[3] < 1500, `the time limit of 400 ms ended it at ${r.timed[3]} ms`);
  assert.deepEqual(r.refused, ['stopped', 'callback', true, 3]);
  assert.equal(r.thrown, 'no room');
  assert.equal(r.afterCancel, 0, 'no batch reaches onBatch once cancel() has returned');
  assert.equal(r.progressThrown, 'no view', 'what onProgress throws rejects a spread enumerate');
  assert.equal(r.countThrown, 'no view', 'and a spread count');
  assert.deepEqual(r.after, ['solved', 1, true, SOLVED], 'the client enumerates again after its Workers were stopped');
  assert.deepEqual(errors, []);
  await page.close();
});
