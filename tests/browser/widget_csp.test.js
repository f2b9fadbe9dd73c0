// The widget under the Content-Security-Policy its README documents
// (script-src 'self' 'wasm-unsafe-eval'; worker-src blob:, and nothing else
// allowed): it solves, animates and stops with no violation, inline styles
// and all, and loads a language's file under it. Without worker-src blob: it says it cannot start, in words and as
// an `error` event, instead of hanging.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const {
  useWidgetPages, writePage, openPage, widget, button, gridLine, statusMatching, animatesAndStops, fetched, eventually, events,
} = require('./support/widget');

const env = useWidgetPages();
const FIRST_SOLUTION = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';

for (const where of ['http', 'file']) {
  test(`under the documented strict CSP (${where}) it solves, animates and stops with no violation`, async () => {
    const url = where === 'http' ? env.url + 'strict_csp.html' : env.fileUrl('strict_csp.html');
    const { page, errors, requests } = await openPage(env, url);
    const w = widget(page);
    await button(w, 'Solve').click();
    await statusMatching(w, /^Solved by Naive backtracking in /);
    assert.equal(await gridLine(w), FIRST_SOLUTION);
    await animatesAndStops(w);
    // Styles reached the shadow root (a constructed stylesheet, which the policy does not govern).
    assert.equal(await w.getByRole('grid').evaluate((g) => getComputedStyle(g).display), 'grid');
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(errors, []);
    assert.deepEqual(fetched(requests), [url, url.replace('strict_csp.html', 'sudoku-widget.js')]);
    await page.close();
  });
}

test('under the strict CSP a widget in German loads its language\'s file (script-src \'self\') and speaks German', async () => {
  const html = fs.readFileSync(path.join(env.dir, 'strict_csp.html'), 'utf8').replace('<html lang="en">', '<html lang="de">');
  writePage(env, 'csp_german.html', html);
  const url = env.url + 'csp_german.html';
  const { page, errors, requests } = await openPage(env, url);
  const w = widget(page);
  await button(w, 'Lösen').click();
  await statusMatching(w, /: gelöst in /);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(errors, []);
  assert.deepEqual(fetched(requests), [url, url.replace('csp_german.html', 'sudoku-widget.js'), url.replace('csp_german.html', 'sudoku-lang-de.js')]);
  await page.close();
});

test('a policy without worker-src blob: gets a message and an error event, not a widget that hangs', async () => {
  const html = fs.readFileSync(path.join(env.dir, 'strict_csp.html'), 'utf8').replace('; worker-src blob:', '');
  assert.ok(!html.includes('worker-src'));
  writePage(env, 'csp_no_worker.html', html);
  const { page } = await openPage(env, env.url + 'csp_no_worker.html', { widgets: 0 });
  const w = widget(page);
  await statusMatching(w, /^The solver cannot start on this page .*script-src 'wasm-unsafe-eval' and worker-src blob:/);
  await eventually(async () => assert.ok((await page.evaluate(() => window.__violations)).some((v) => /worker-src|script-src/.test(v))));
  const errorEvents = (await events(page)).filter((e) => e.type === 'error');
  assert.equal(errorEvents.length, 1);
  assert.match(errorEvents[0].detail.message, /^The solver cannot start on this page/);
  await page.close();
});
