// Regressions found in review of the Worker client, each named after what it
// guards: no call may hang, no Worker may be started in a loop.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useBrowserWithPages } = require('./support/browser');
const { HANG_GUARD_MS } = require('./support/site');

const env = useBrowserWithPages();

async function resultOf(name) {
  const page = await env.browser.context.newPage();
  await page.goto(env.url + name);
  await page.waitForFunction(() => document.getElementById('result').textContent !== '', null, { timeout: HANG_GUARD_MS });
  const workers = page.workers().length;
  const result = JSON.parse(await page.textContent('#result'));
  await page.close();
  return { result, workers };
}

for (const [page, what] of [['csp_no_wasm.html', "a CSP without 'wasm-unsafe-eval'"],
  ['csp_no_blob_worker.html', 'a CSP without worker-src blob:']]) {
  test(`under ${what} the client says why once and rejects its calls (no endless restarts)`, async () => {
    const { result, workers } = await resultOf(page);
    assert.equal(result.crashes, 1, JSON.stringify(result));
    assert.match(result.crashMessage, /the solver cannot start here/);
    assert.match(result.ready, /the solver cannot start here|Worker/);
    assert.match(result.solve, /the solver cannot start here/);
    assert.ok(workers <= 1, `${workers} workers alive`);
  });
}

test('options that cannot be sent to a Worker reject that call only (a DataCloneError once hung later calls)', async () => {
  const page = await env.browser.context.newPage();
  await page.goto(env.url + 'blank.html');
  const r = await page.evaluate(async () => {
    const client = Sudoku.createSudokuWorker();
    let first, unknown;
    try {  // a function inside a variant list: of the option's type, but no structured clone takes it
      await client.solve('.'.repeat(81), { variant: [function () {}] });
      first = 'resolved';
    } catch (e) { first = e.code + ': ' + e.message; }
    try {  // a name that is no option is refused by name before anything is sent (options_check.js)
      await client.solve('.'.repeat(81), { signal: new AbortController().signal });
      unknown = 'resolved';
    } catch (e) { unknown = e.code + ': ' + e.message; }
    const stopped = await client.count('.'.repeat(81), { progressInterval: 10, onProgress: () => false });
    const after = await client.solve('058000003170050008000000100000000000407080006083060017910003070006000080000000034');
    client.terminate();
    return { first, unknown, stopped: stopped.stoppedBy, after: after.status };
  });
  assert.match(r.first, /^bad_option: cannot send this call to the Worker/);
  assert.match(r.unknown, /^bad_option: unknown option "signal" for solve/);
  assert.deepEqual([r.stopped, r.after], ['callback', 'solved']);
  await page.close();
});

test('terminate() from inside a callback ends the client cleanly (no new Worker, no unhandled rejection)', async () => {
  const page = await env.browser.context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(env.url + 'blank.html');
  const r = await page.evaluate(async () => {
    let started = 0;  // Workers started by the page, and how many when terminate() came
    let atTerminate = -1;
    const PageWorker = window.Worker;
    window.Worker = function (url, options) { started += 1; return new PageWorker(url, options); };
    const client = Sudoku.createSudokuWorker();
    let outcome;
    try {
      const res = await client.count('.'.repeat(81), { progressInterval: 10,
        onProgress: () => { atTerminate = started; client.terminate(); return false; } });
      outcome = 'resolved ' + res.status;
    } catch (e) { outcome = e.name; }
    let later;
    try { await client.solve('.'.repeat(81)); } catch (e) { later = e.message; }
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { outcome, later, started, atTerminate };
  });
  assert.equal(r.outcome, 'CancelledError');
  assert.match(r.later, /terminated/);
  assert.equal(r.started, r.atTerminate, 'no Worker is started after terminate()');
  assert.deepEqual(errors, []);
  await page.close();
});
