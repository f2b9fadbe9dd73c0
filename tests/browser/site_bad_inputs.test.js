// The bad-input table of tests/README.md (and of the site's help page, in the
// page's words) through the page, as a person meets it: every row of
// tests/data/invalid_inputs.txt typed into the "Puzzle" box (and the Variant
// menu and Regions box), and the hard inputs (a 10 MB paste, a 25x25 grid
// with one given, empty grids of every size with no solution limit, a grid
// naive backtracking needs forever for). Each gets a precise message or a
// correct answer; the endless ones stop at once on Stop (the status says so
// before any later task runs; the milliseconds are printed, not judged).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { invalidTable, sudoku } = require('../js/support/library');
const {
  useSite, openSite, fragment, button, field, status, gridLine, counters, number, eventually, statusMatching,
  assertSolves, stopAndWatch,
} = require('./support/site');

const env = useSite();
// No solution, but naive backtracking fills 63 cells before it meets r9c9.
const NAIVE_FOREVER = '........9' + '.'.repeat(63) + '12345678.';

async function problemsText(page) {
  return `${await status(page).textContent()}\n${await page.locator('#problems').textContent()}`;
}

/** Puts `text` into the Puzzle box as a paste would (one input event). */
async function paste(page, text) {
  await field(page, 'Puzzle').evaluate((box, value) => {
    box.value = value;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

test('every bad input of the shared table gets its precise message in the page', async () => {
  const { page, errors } = await openSite(env, { hash: fragment('.'.repeat(81)) });
  for (const row of invalidTable()) {
    const variant = row.options.variant || 'standard';
    if (variant === 'killer') {
      // Not in the menu; a link naming it is refused with the reason.
      const menu = await field(page, 'Variant').locator('option').evaluateAll((os) => os.map((o) => o.value));
      assert.ok(!menu.includes('killer'), row.name);
      continue;
    }
    if (row.name === 'windoku on 4x4') {
      await paste(page, row.input);
      await eventually(async () => assert.equal((await gridLine(page)).length, 16));
      assert.equal(await field(page, 'Variant').locator('option[value="windoku"]').isDisabled(), true, row.name);
      continue;
    }
    if (row.name === 'jigsaw without a map') {
      // The page never lets a jigsaw go without a map: choosing it starts from the boxes.
      await paste(page, row.input);
      await eventually(async () => assert.equal((await gridLine(page)).length, 36));
      await field(page, 'Variant').selectOption('jigsaw');
      assert.equal((await field(page, 'Regions').inputValue()).length, 36, row.name);
      await field(page, 'Variant').selectOption('standard');
      continue;
    }
    const before = await gridLine(page);
    await paste(page, row.input);
    if (['bad_character', 'value_too_large', 'bad_cell_count', 'empty'].includes(row.code)) {
      // Refused while reading the text: the grid stays as it was.
      const expected = row.code === 'empty' ? 'The puzzle text is empty' : row.fragment;
      await eventually(async () => assert.ok((await problemsText(page)).includes(expected), `${row.name}: ${await problemsText(page)}`));
      assert.equal(await gridLine(page), before, `${row.name}: the grid is unchanged`);
      continue;
    }
    // One line of symbols: wait until the grid shows it (the box is read 250 ms after typing stops).
    if (before === row.input.replace(/0/g, '.')) await page.waitForTimeout(400);
    await eventually(async () => assert.equal(await gridLine(page), row.input.replace(/0/g, '.'), row.name));
    if (variant !== 'standard') await field(page, 'Variant').selectOption(variant);
    if (row.options.regions) {
      await field(page, 'Regions').fill(row.options.regions);
    }
    if (row.code === 'bad_regions') {
      await eventually(async () => assert.ok((await problemsText(page)).includes(row.fragment), `${row.name}: ${await problemsText(page)}`));
    } else {
      // Conflicts are marked as typed, and Solve names them with the library's words.
      await eventually(async () => assert.ok((await page.locator('#problems').textContent()).includes('given'), row.name));
      await button(page, 'Solve').click();
      await statusMatching(page, /^Invalid: /);
      assert.ok((await status(page).textContent()).includes(row.fragment), `${row.name}: ${await status(page).textContent()}`);
      const marked = await page.locator('.cell.error-cell').count();
      assert.ok(marked >= 2, `${row.name}: ${marked} cells marked`);
    }
    await field(page, 'Variant').selectOption('standard');
  }
  // A link naming an unknown variant is refused with the reason.
  await page.goto(env.fileUrl + fragment('.'.repeat(81), { variant: 'killer' }));
  await page.waitForSelector('body.ready');
  await statusMatching(page, /cannot be opened: .*variant "killer" is not one of/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 10 MB paste is refused at once, naming its size, and the grid stays', async () => {
  const { page, errors } = await openSite(env);
  const before = await gridLine(page);
  await paste(page, '.'.repeat(10 * 1024 * 1024));
  await statusMatching(page, /too long \(10,485,760 characters/);
  assert.equal(await gridLine(page), before);
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by /);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 25x25 grid with one given is solved', async () => {
  const puzzle = 'A' + '.'.repeat(624);
  const { page, errors } = await openSite(env, { hash: fragment(puzzle) });
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by Fast solver/);
  assertSolves(await gridLine(page), puzzle);
  assert.deepEqual(errors, []);
  await page.close();
});

test('all solutions of an empty grid of every size with no limit: streams, and Stop ends it at once (4x4: 288)', async (t) => {
  const { page, errors } = await openSite(env, { hash: fragment('.'.repeat(16)) });
  await field(page, 'Solution limit').fill('0');
  await button(page, 'All solutions').click();
  await statusMatching(page, /^288 solutions\.$/);
  // (5x5, which has no boxes, is a jigsaw with 7,200 grids: counted to the end at once, as 4x4)
  for (const { size, boxRows, startRegions } of (await sudoku()).sizes().filter((s) => s.size > 5)) {
    // A prime size has no boxes: a jigsaw of the library's starting map.
    const jigsaw = boxRows ? {} : { variant: 'jigsaw', regions: startRegions.map((r) => '123456789ABCDEFGHIJKLMNOP'[r]).join('') };
    await page.evaluate((hash) => { location.hash = hash; }, fragment('.'.repeat(size * size), jigsaw));
    await eventually(async () => assert.equal((await gridLine(page)).length, size * size));
    await field(page, 'Solution limit').fill('0');
    await button(page, 'All solutions').click();
    await eventually(async () => assert.ok(number((await counters(page)).Solutions) > 0, `${size}x${size} streams`));
    const stopped = await stopAndWatch(page, /^At least [\d,]+ solutions? \(stopped\)\.$/);
    assert.ok(stopped.beforeTimer, `${size}x${size}: the verdict came in the click's own task`);
    t.diagnostic(`${size}x${size}: the verdict came ${stopped.ms.toFixed(1)} ms after Stop`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a grid naive backtracking needs forever for: Stop ends it at once; the fast solver proves it has no solution', async (t) => {
  const { page, errors } = await openSite(env, { hash: fragment(NAIVE_FOREVER, { algorithm: 'naive' }) });
  await button(page, 'Solve').click();
  await eventually(async () => assert.ok(number((await counters(page)).Backtracks) > 100000, 'naive is searching'));
  const stopped = await stopAndWatch(page, /^Stopped before Naive backtracking found a solution\.$/);
  assert.ok(stopped.beforeTimer, 'stopped in the click\'s own task');
  t.diagnostic(`stopped ${stopped.ms.toFixed(1)} ms after Stop`);
  await field(page, 'Algorithm').selectOption('fast');
  await button(page, 'Solve').click();
  await statusMatching(page, /^No solution: /);
  assert.deepEqual(errors, []);
  await page.close();
});
