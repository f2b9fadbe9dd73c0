// Undo and redo on the site: Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y in the grid, and
// the Undo and Redo buttons, over typing, Clear and a new size.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, fragment, cell, button, field, gridLine, counters, statusMatching, eventually, FIRST_SOURCE, dotted } = require('./support/site');

const env = useSite();

test('Ctrl+Z undoes typing, Clear and a new size; Ctrl+Shift+Z and Ctrl+Y redo; the buttons do the same', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  const start = dotted(FIRST_SOURCE);
  assert.equal(await button(page, 'Undo').isDisabled(), true);
  await cell(page, 1, 1).click();
  await page.keyboard.type('6');
  await eventually(async () => assert.equal(await gridLine(page), '6' + start.slice(1)));
  await page.keyboard.press('Control+z');
  await eventually(async () => assert.equal(await gridLine(page), start));
  await statusMatching(page, /^Undone\.$/);
  await page.keyboard.press('Control+Shift+z');
  await eventually(async () => assert.equal(await gridLine(page), '6' + start.slice(1)));
  await button(page, 'Clear').click();
  await eventually(async () => assert.equal(await gridLine(page), '.'.repeat(81)));
  await button(page, 'Undo').click();
  await eventually(async () => assert.equal(await gridLine(page), '6' + start.slice(1)));
  await field(page, 'Size').selectOption({ label: '4x4' });
  await eventually(async () => assert.equal((await gridLine(page)).length, 16));
  await cell(page, 1, 1).click();
  await page.keyboard.press('Control+z');
  await eventually(async () => assert.equal(await gridLine(page), '6' + start.slice(1)));
  await page.keyboard.press('Control+y');
  await eventually(async () => assert.equal((await gridLine(page)).length, 16));
  assert.deepEqual(errors, []);
  await page.close();
});

test('Back steps the animation one event back', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }) });
  for (let i = 0; i < 3; i++) await button(page, 'Step').click();
  await eventually(async () => assert.equal((await counters(page)).Steps, '3'));
  const three = await gridLine(page);
  await button(page, 'Step').click();
  await eventually(async () => assert.equal((await counters(page)).Steps, '4'));
  await button(page, 'Step back').click();
  await eventually(async () => assert.equal((await counters(page)).Steps, '3'));
  assert.equal(await gridLine(page), three);
  assert.deepEqual(errors, []);
  await page.close();
});
