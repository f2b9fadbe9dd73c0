// The widget's play mode has the site's player's tools (issue 27): the
// reader's digits drawn as theirs, Notes, Check naming a wrong digit, a
// timer that hides; and on a right-to-left page an English status keeps its
// full stop at its end.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useWidgetPages, writeWidgetPage, openPage, widget, button, statusMatching, status, eventually, screenshot } = require('./support/widget');

const env = useWidgetPages();
const FIRST_SOURCE = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const FIRST_SOLUTION = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';
const cell = (w, row, column) => w.getByRole('gridcell', { name: new RegExp(`^Row ${row}, column ${column}(,|$)`) });

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  const at = `${viewport.width}x${viewport.height}`;
  test(`play mode: Notes, Check and the timer, the reader's digits drawn as theirs (${at})`, async () => {
    writeWidgetPage(env, 'play-tools.html', [{ mode: 'play', puzzle: FIRST_SOURCE }]);
    const { page, errors } = await openPage(env, env.fileUrl('play-tools.html'), { viewport });
    const w = widget(page);
    await cell(w, 1, 1).click();
    await page.keyboard.press(FIRST_SOLUTION[0]);
    assert.match(await cell(w, 1, 1).getAttribute('class'), /\bentry\b/);
    await button(w, 'Notes').click();
    await cell(w, 1, 5).click();
    await page.keyboard.press('4');
    await statusMatching(w, /^r1c5: note 4 written\.$/);
    await button(w, 'Notes').click();
    await cell(w, 1, 4).click();
    await page.keyboard.press(FIRST_SOLUTION[3] === '9' ? '1' : String(Number(FIRST_SOLUTION[3]) + 1));
    await button(w, 'Check').click();
    await statusMatching(w, /^r1c4 is wrong\.$/);
    const timer = w.getByRole('timer');
    await eventually(async () => assert.match(await timer.textContent(), /^0:0[1-9]$/));
    await screenshot(w, `widget-player-tools-${at}`);
    await button(w, 'Hide timer').click();
    assert.equal(await timer.textContent(), '');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('on a right-to-left page an English status ends with its full stop on the right', async () => {
  writeWidgetPage(env, 'rtl-status.html', [{ mode: 'play', puzzle: FIRST_SOURCE }], { before: '<html dir="rtl" lang="he">' });
  const { page, errors } = await openPage(env, env.fileUrl('rtl-status.html'));
  const w = widget(page);
  const line = status(w);
  await statusMatching(w, /\.$/);
  // The last character drawn is the full stop: it sits right of every other.
  const stopIsRightmost = await line.evaluate((el) => {
    const text = el.firstChild, range = document.createRange();
    range.setStart(text, text.length - 1);
    range.setEnd(text, text.length);
    const stop = range.getBoundingClientRect();
    range.setStart(text, 0);
    range.setEnd(text, 1);
    return stop.right > range.getBoundingClientRect().right;
  });
  assert.equal(stopIsRightmost, true);
  assert.deepEqual(errors, []);
  await page.close();
});
