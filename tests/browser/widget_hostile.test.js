// The widget on a hostile host page (issue 20): a page that adds enumerable
// properties to Object.prototype (as some old libraries do) must not break
// it; the full-speed animation, which redraws the touched cells of a frame,
// once walked an object with for…in and stayed busy forever.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useWidgetPages, writeWidgetPage, openPage, widget, button, statusMatching } = require('./support/widget');

const env = useWidgetPages();
const FIRST_SOURCE = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34';

test('a page that pollutes Object.prototype does not break the full-speed animation', async () => {
  writeWidgetPage(env, 'polluted.html', [{ id: 'fast', mode: 'animate', algorithm: 'naive', speed: 300000, puzzle: FIRST_SOURCE }],
    { before: '<script>Object.prototype.polluted = "yes"; Object.prototype[3] = true; Object.prototype.solve = true;</script>' });
  const { page, errors } = await openPage(env, env.fileUrl('polluted.html'));
  const w = widget(page, '#fast');
  await button(w, 'Play').click();
  await statusMatching(w, /^Animation finished: solved after [\d,]+ placements and [\d,]+ backtracks\.$/, 30000);
  assert.equal(await w.evaluate((el) => el.busy), false);
  // Cell 3 was never marked as a special cell by the polluted index, nor a control shown by a polluted name.
  assert.equal(await w.locator('.cell.special').count(), 0);
  assert.equal(await button(w, 'Solve').isVisible(), false);
  assert.deepEqual(errors, []);
  await page.close();
});
