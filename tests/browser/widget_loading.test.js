// When a widget starts the solver (loading="lazy", the default, or
// "eager"; widget_element.js): one Worker started at page load even for a
// widget far below the fold, where now a lazy widget starts nothing until
// it comes within 200 px of the viewport, or is asked to do something,
// which then runs once the solver is ready. Asserted by counting the
// Workers the page starts, never by time.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useWidgetPages, writePage, widgetTag } = require('./support/widget');
const { watchErrors } = require('./support/browser');

const env = useWidgetPages();
const PUZZLE = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';

// A page whose widget sits under `spacer` px of text, counting the Workers it starts.
async function openFolded(name, attributes, spacer = 4000) {
  writePage(env, name, '<!doctype html><meta charset="utf-8"><title>a long post</title>' +
    `<script src="sudoku-widget.js" defer></script><p style="height: ${spacer}px">A long post.</p>${widgetTag(attributes)}`);
  const page = await env.browser.context.newPage();
  await page.setViewportSize({ width: 800, height: 600 });
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const workers = window.__workers = { started: 0 };
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(...args) { super(...args); workers.started++; }
    };
  });
  await page.goto(env.fileUrl(name));
  // The widget's observer has had its first look once ours has (both are told in the same rendering step).
  await page.evaluate(async () => {
    await customElements.whenDefined('sudoku-solver');
    const el = document.querySelector('sudoku-solver');
    await new Promise((resolve) => {
      const seen = new IntersectionObserver(() => { seen.disconnect(); resolve(); }, { rootMargin: '200px' });
      seen.observe(el);
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  });
  return { page, errors };
}

const workersStarted = (page) => page.evaluate(() => window.__workers.started);

test('regression: a widget below the fold starts no Worker until scrolled near, then draws its puzzle', async () => {
  const { page, errors } = await openFolded('folded_lazy.html', { puzzle: PUZZLE });
  assert.equal(await workersStarted(page), 0, 'nothing started for a widget 4000 px down');
  await page.evaluate(() => window.scrollTo(0, 4000 - 600 - 150));  // within 200 px of the viewport, not yet in it
  await page.waitForFunction(() => window.__workers.started >= 1);
  const grid = await page.evaluate(async () => {
    const el = document.querySelector('sudoku-solver');
    await el.ready;
    return el.grid;
  });
  assert.equal(grid, PUZZLE.replace(/0/g, '.'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('regression: loading="eager" starts the solver below the fold, and a lazy widget asked to solve starts it and solves', async () => {
  const eager = await openFolded('folded_eager.html', { puzzle: PUZZLE, loading: 'eager' });
  await eager.page.waitForFunction(() => window.__workers.started >= 1);
  await eager.page.close();

  const { page, errors } = await openFolded('folded_asked.html', { puzzle: PUZZLE });
  assert.equal(await workersStarted(page), 0);
  const r = await page.evaluate(() => document.querySelector('sudoku-solver').solve());  // never scrolled to
  assert.equal(r.status, 'solved');
  assert.ok(await workersStarted(page) >= 1);
  assert.deepEqual(errors, []);
  await page.close();
});
