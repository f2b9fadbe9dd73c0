// The walk along the star's strips that the site and the widget must both
// take with the keys (tests/browser/site_layouts and widget_layouts).
'use strict';
const assert = require('node:assert/strict');

// Cell 3 is half-column 4 of strip 2; below it, half-column 4 of strip 3 is cell 11.
const STAR_WALK = [
  ['ArrowRight', 'Strip 2, cell 4'],
  ['ArrowLeft', 'Strip 2, cell 3'],
  ['ArrowDown', 'Strip 3, cell 11'],
  ['ArrowUp', 'Strip 2, cell 3'],
  ['End', 'Strip 2, cell 9'],
];

/**
 * Clicks strip 2, cell 3 of the star under `root` (a page or a widget) and
 * presses each key of STAR_WALK, checking with `focusedName()` the name of
 * the cell that has the focus after each. Ends on strip 2, cell 9.
 */
async function walkStarStrips(page, root, focusedName) {
  await root.getByRole('gridcell', { name: /^Strip 2, cell 3(,|$)/ }).click();
  for (const [key, name] of STAR_WALK) {
    await page.keyboard.press(key);
    assert.equal(await focusedName(), name, `after ${key}`);
  }
}

module.exports = { walkStarStrips };
