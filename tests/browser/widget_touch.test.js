// Touch targets in the widget (issue 18: keypad keys were 31x37 px on a
// phone): on a 390 px phone every button and key of a widget is at least
// 44x44 CSS px, as on the site (controls.css's --touch); with a mouse on a
// wide screen the widget keeps its denser keys.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useWidgetPages, openPage, addWidget } = require('./support/widget');

const env = useWidgetPages();
const LEAST = 44;

/** The widget's visible buttons smaller than `least` px either way, by name and size. */
function smallButtons(page, least) {
  return page.evaluate((least) => {
    const root = document.querySelector('sudoku-solver').shadowRoot;
    return [...root.querySelectorAll('button')].filter((b) => b.getClientRects().length).flatMap((b) => {
      const r = b.getBoundingClientRect();
      const name = b.getAttribute('aria-label') || b.textContent.trim();
      return r.width < least || r.height < least ? [`${name} ${Math.round(r.width)}x${Math.round(r.height)}`] : [];
    });
  }, least);
}

test('widget touch targets: every button and keypad key is at least 44x44 px on a phone', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0, viewport: { width: 390, height: 844 } });
  await addWidget(page, { mode: 'play' });  // play mode shows the keypad
  // Keys on screen (a widget not in play mode has its keypad hidden, which would leave nothing to measure).
  const keys = await page.evaluate(() => [...document.querySelector('sudoku-solver').shadowRoot.querySelectorAll('.keypad button')]
    .filter((b) => b.getClientRects().length).length);
  assert.ok(keys >= 9, `the keypad shows (${keys} keys)`);
  assert.deepEqual(await smallButtons(page, LEAST), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('widget touch targets: with a mouse on a wide screen the keypad keeps its denser keys', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0, viewport: { width: 1280, height: 900 } });
  await addWidget(page, { mode: 'play' });  // play mode shows the keypad
  const small = await smallButtons(page, LEAST);
  assert.ok(small.some((b) => /^Enter \d /.test(b)), `some keypad keys are under 44 px with a mouse (${small.join(', ')})`);
  assert.deepEqual(errors, []);
  await page.close();
});
