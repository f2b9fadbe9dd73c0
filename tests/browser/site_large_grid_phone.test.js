// 16x16 and 25x25 on a phone (issue 27): their cells were 22 px and 14 px at
// 390x844, too small to tap. They keep 32 px and the grid scrolls sideways in
// its holder, never the page; focus brings a cell typed into into view.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, field, cell, eventually, screenshot } = require('./support/site');

const env = useSite();

for (const size of [16, 25]) {
  test(`a ${size}x${size} grid on a phone has cells of 32 px, scrolled in its holder`, async () => {
    const { page, errors } = await openSite(env, { viewport: { width: 390, height: 844 } });
    await field(page, 'Size').selectOption(String(size));
    await eventually(async () => assert.equal(await page.getByRole('gridcell').count(), size * size));
    const first = await cell(page, 1, 1).boundingBox();
    assert.ok(first.width >= 31.5 && first.height >= 31.5, `r1c1 is ${first.width}x${first.height}`);
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'the page does not scroll sideways');
    // The last column is reached by keyboard: the holder scrolls it into view.
    await cell(page, 1, 1).click();
    await page.keyboard.press('End');
    const last = await cell(page, 1, size).boundingBox();
    assert.ok(last.x >= 0 && last.x + last.width <= 390, `r1c${size} is in view at x = ${last.x}`);
    await page.keyboard.press('7');
    await eventually(async () => assert.match(await cell(page, 1, size).getAttribute('aria-label'), /, 7, given$/));
    await screenshot(page, `large-grid-phone-${size}`, { fullPage: false });
    assert.deepEqual(errors, []);
    await page.close();
  });
}
