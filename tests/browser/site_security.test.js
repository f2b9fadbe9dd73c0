// The page's defences, as a hostile link or a broken Worker would meet them:
// its own strict Content-Security-Policy (no violation while it works), and a
// crashed solver Worker that is replaced with a message saying so. Hostile
// links are in site_load.test.js; the fragment parser's refusals in
// tests/js/site_model.test.js.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { FIRST_SOURCE, FIRST_SOLUTION, useSite, openSite, fragment, button, gridLine, statusMatching } = require('./support/site');

const env = useSite();

test('the page runs under its own strict CSP with no violation while solving, counting and animating', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  for (const directive of ["default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", 'worker-src blob:', "connect-src 'none'"]) {
    assert.ok(policy.includes(directive), `the policy has ${directive}: ${policy}`);
  }
  assert.ok(!/unsafe-inline|unsafe-eval|\*/.test(policy.replace("'wasm-unsafe-eval'", '')), policy);
  await page.evaluate(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved/);
  await button(page, 'All solutions').click();
  await statusMatching(page, /^Unique solution\.$/);
  await button(page, 'Animate').click();
  await statusMatching(page, /^Animating/);
  await page.waitForTimeout(300);
  await button(page, 'Stop').click();
  await button(page, 'Hint').click();
  await statusMatching(page, /single/);
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a solver Worker that crashes is replaced, the page says so, and the next Solve works', async () => {
  const { page } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  const workers = page.workers();
  assert.ok(workers.length >= 1, 'the page runs its solvers in Workers');
  // An uncaught error inside every Worker, as a crash would raise.
  await Promise.all(workers.map((w) => w.evaluate(() => { setTimeout(() => { throw new Error('simulated crash'); }); })));
  await statusMatching(page, /The solver stopped unexpectedly \(.*simulated crash.*\) and was restarted/);
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by /);
  assert.equal(await gridLine(page), FIRST_SOLUTION);
  await page.close();
});
