// The help page as a person reaches it: the "Help" link at the top of the
// solver opens help.html, from disk and from a sub-path over HTTP, with no
// script, no request outside the site's folder and no error (its
// Content-Security-Policy allows nothing else); "Back to the solver" returns.
// Its lists name what the solver's own menus offer (algorithms, variants,
// layouts), and it reads on a 390 px phone and a 1280 px screen without
// scrolling sideways. Screenshots: build/screenshots/help-*.png.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, field, screenshot } = require('./support/site');

const env = useSite({ http: true });
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };

/** Requests that left `folder` (blob: Workers and data: URLs stay in the page). */
const foreign = (requests, folder) => requests.filter((url) => !url.startsWith(folder) && !/^(blob|data):/.test(url));

/** The values of a menu of the solver's page, its square-grid entry ('') left out. */
const menuValues = (page, name) => field(page, name).locator('option').evaluateAll(
  (options) => options.map((o) => o.value).filter((v) => v !== ''));

async function helpFromSolver(url, viewport) {
  const opened = await openSite(env, { url, viewport });
  const { page, errors, requests } = opened;
  const menus = { algorithms: await menuValues(page, 'Algorithm'), variants: await menuValues(page, 'Variant'),
    layouts: await page.locator('#layout option').evaluateAll((os) => os.map((o) => o.value).filter((v) => v !== '')) };
  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await page.waitForURL(/help\.html$/);
  assert.equal(await page.title(), 'Help: Sudoku solver');
  assert.equal(await page.locator('script').count(), 0, 'the help page runs no script');
  return { ...opened, menus, folder: url.replace(/index\.html$/, '') };
}

for (const [where, url] of [['from disk', () => env.fileUrl], ['over HTTP from a sub-path', () => env.url + 'sub/dir/index.html']]) {
  test(`${where}: Help opens the help page and "Back to the solver" returns, fetching only the site's files`, async () => {
    const { page, errors, requests, folder } = await helpFromSolver(url());
    await page.getByRole('link', { name: 'Back to the solver' }).first().click();
    await page.waitForSelector('body.ready');
    assert.ok(new URL(page.url()).pathname.endsWith('/index.html'), page.url());
    assert.deepEqual(errors, []);
    assert.deepEqual(foreign(requests, folder), []);
    assert.ok(requests.includes(folder + 'help.html') && requests.includes(folder + 'css/help.css'));
    await page.close();
  });
}

test('the help page lists the algorithms, variants and layouts the solver\'s menus offer, in their order', async () => {
  const { page, errors, menus } = await helpFromSolver(env.fileUrl);
  const ids = (selector) => page.locator(selector).evaluateAll((codes) => codes.map((c) => c.textContent));
  assert.deepEqual(await ids('#algorithms dt code'), menus.algorithms);
  assert.deepEqual(await ids('#shapes tbody[data-generated="variants"] code'), menus.variants);
  assert.deepEqual(await ids('#layouts dt code'), menus.layouts);
  for (const list of Object.values(menus)) assert.ok(list.length > 0);
  assert.deepEqual(errors, []);
  await page.close();
});

for (const [name, viewport] of [['phone', PHONE], ['wide', WIDE]]) {
  test(`on a ${viewport.width} px window the help page never scrolls sideways, and every section is reachable from its contents`, async () => {
    const { page, errors } = await helpFromSolver(env.fileUrl, viewport);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: innerWidth }));
    assert.ok(widths.page <= widths.window, `the page is ${widths.page} px wide in a ${widths.window} px window`);
    const targets = await page.locator('.contents a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const sections = await page.locator('main > section').evaluateAll((all) => all.map((s) => '#' + s.id));
    assert.deepEqual(targets, sections, 'the contents list every section, in order');
    await screenshot(page, `help-${name}`, { fullPage: false });
    await page.locator('#algorithms').scrollIntoViewIfNeeded();
    await screenshot(page, `help-${name}-algorithms`, { fullPage: false });
    assert.deepEqual(errors, []);
    await page.close();
  });
}
