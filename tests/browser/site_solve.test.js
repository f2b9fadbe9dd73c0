// What the solver buttons show: Solve (the solution, givens told apart,
// counters; "No solution"; "Invalid" naming the cells), All solutions (the
// verdict, browsing, the limit, Stop on an endless count without freezing the
// page), Compare (a row per algorithm) and Hint.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  FIRST_SOURCE, FIRST_SOLUTION, TEN_SOLUTIONS, NO_SOLUTION, EMPTY_9, useSite, openSite, fragment, dotted, cell, button,
  field, gridLine, cellClasses, counters, number, eventually, statusMatching, gridShows, assertSolves,
  screenshot, takeLongTasks, stopAndWatch,
} = require('./support/site');

const env = useSite();

test('Solve fills every blank cell with the solution, givens look different from solved cells, counters show', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by Fast solver in /);
  assert.equal(await gridLine(page), FIRST_SOLUTION);
  const classes = await cellClasses(page);
  for (let i = 0; i < 81; i++) {
    const kind = FIRST_SOURCE[i] === '0' ? 'solver' : 'given';
    assert.ok(classes[i].includes(kind) && !classes[i].includes(kind === 'given' ? 'solver' : 'given'), `cell ${i}: ${classes[i]}`);
  }
  const [given, solved] = await Promise.all([cell(page, 1, 2), cell(page, 1, 1)]
    .map((c) => c.evaluate((e) => { const s = getComputedStyle(e); return s.color + ' ' + s.fontWeight; })));
  assert.notEqual(given, solved, 'a given and a solved digit are drawn differently');
  const c = await counters(page);
  assert.deepEqual(Object.keys(c), ['Time', 'Placements', 'Backtracks', 'Nodes']);
  assert.match(c.Time, /ms|s$/);
  assert.equal(number(c.Placements), 56);
  await screenshot(page, 'solved');

  // Naive backtracking's count, as the first source reported it.
  await field(page, 'Algorithm').selectOption({ label: 'Naive backtracking' });
  await button(page, 'Solve').click();
  await statusMatching(page, /^Solved by Naive backtracking in /);
  assert.equal((await counters(page)).Backtracks, '301,478');
  assert.equal(await gridLine(page), FIRST_SOLUTION);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Solve says "No solution" for a grid without one, and "Invalid" naming the cells for clashing givens', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(NO_SOLUTION) });
  await button(page, 'Solve').click();
  await statusMatching(page, /^No solution: this grid cannot be completed/);
  assert.equal(await gridLine(page), NO_SOLUTION, 'nothing is filled in');

  const clash = '5' + FIRST_SOURCE.slice(1);  // 5 at r1c1 and r1c2 (row 1, box 1)
  await field(page, 'Puzzle').fill(clash);
  await gridShows(page, clash);
  await button(page, 'Solve').click();
  const said = await statusMatching(page, /^Invalid: /);
  assert.match(said, /r1c1 and r1c2/);
  const marked = (await cellClasses(page)).flatMap((k, i) => (k.includes('error-cell') || k.includes('conflict') ? [i] : []));
  assert.deepEqual(marked, [0, 1]);
  assert.equal(await gridLine(page), dotted(clash));
  assert.deepEqual(errors, []);
  await page.close();
});

test('All solutions finds the 10 solutions and lets you browse them with Next, Previous and the list', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(TEN_SOLUTIONS) });
  await button(page, 'All solutions').click();
  await eventually(async () => assert.equal(await page.locator('#verdict').textContent(), '10 solutions'), 10000);
  await statusMatching(page, /^10 solutions\.$/);
  assert.equal(number((await counters(page)).Solutions), 10);
  const position = page.locator('#position');
  const list = field(page, 'Solutions list');
  assert.equal(await list.locator('option').count(), 10);
  const seen = [];
  for (let i = 1; i <= 10; i++) {
    assert.equal(await position.textContent(), `Solution ${i} of 10`);
    const shown = await gridLine(page);
    assertSolves(shown, TEN_SOLUTIONS);
    seen.push(shown);
    if (i === 1) await screenshot(page, 'all-solutions');
    if (i < 10) await button(page, 'Next').click();
  }
  assert.equal(new Set(seen).size, 10, 'ten different solutions');
  assert.ok(await button(page, 'Next').isDisabled(), 'Next stops at the last');
  await button(page, 'Previous').click();
  assert.equal(await position.textContent(), 'Solution 9 of 10');
  assert.equal(await gridLine(page), seen[8]);
  await list.selectOption({ label: 'Solution 4' });
  assert.equal(await position.textContent(), 'Solution 4 of 10');
  assert.equal(await gridLine(page), seen[3]);
  await list.selectOption({ label: 'Solution 1' });
  assert.ok(await button(page, 'Previous').isDisabled(), 'Previous stops at the first');
  // Givens stay givens while browsing.
  const classes = await cellClasses(page);
  for (let i = 0; i < 81; i++) assert.ok(classes[i].includes(TEN_SOLUTIONS[i] === '.' ? 'solver' : 'given'), `cell ${i}`);

  // With a limit of 3 it stops there and says so.
  await field(page, 'Solution limit').fill('3');
  await button(page, 'All solutions').click();
  await eventually(async () => assert.equal(await page.locator('#verdict').textContent(),
    'At least 3 solutions (stopped at the limit)'), 10000);
  assert.equal(await position.textContent(), 'Solution 1 of 3');
  assert.equal(await list.locator('option').count(), 3);
  assert.deepEqual(errors, []);
  await page.close();
});

test('All solutions of an empty grid with no limit streams until Stop, which ends it at once (before any later task), then estimates the whole count', async (t) => {
  const { page, errors } = await openSite(env, { hash: fragment(EMPTY_9), longTasks: true });
  await field(page, 'Solution limit').fill('0');
  await takeLongTasks(page);
  await button(page, 'All solutions').click();
  // The count grows while it runs (however fast a loaded machine lets it).
  const counts = [0];
  for (let i = 0; i < 3; i++) {
    counts.push(await eventually(async () => {
      const n = number((await counters(page)).Solutions);
      assert.ok(n > counts[counts.length - 1], `counts ${counts}, then ${n}`);
      return n;
    }));
  }
  counts.shift();
  assert.equal(await page.locator('#verdict').textContent(), '');
  assert.match(await page.locator('#position').textContent(), /^Solution 1 of [\d,]+( kept)?$/);
  // Stop settles the search at once (the Worker client's cancel() waits for nothing): the verdict is written
  // before a timer queued with the click runs. The time it took is printed (the benchmark reports it).
  const stopped = await stopAndWatch(page, /^At least [\d,]+ solutions \(stopped\)$/, 'verdict');
  assert.ok(stopped.beforeTimer, 'the verdict came in the click\'s own task');
  t.diagnostic(`the verdict came ${stopped.ms.toFixed(1)} ms after Stop`);
  const verdict = await page.locator('#verdict').textContent();
  const n = number(verdict.match(/[\d,]+/)[0]);
  assert.ok(n >= counts[2], `${n} >= ${counts[2]}`);
  assert.equal(number((await counters(page)).Solutions), n, 'the counter agrees with the verdict');
  assert.ok(await button(page, 'Stop').isDisabled());
  assertSolves(await gridLine(page), EMPTY_9);
  // Then the status says about how many there are in all: the library's estimate (6.67 x 10^21 is known).
  const about = await eventually(async () => {
    const status = await page.locator('#status').textContent();
    assert.match(status, /About (\d)\.(\d) × 10²¹ solutions in all \(within \d+%, with 95% confidence\)\.$/);
    return status;
  });
  const [, whole, tenth] = /About (\d)\.(\d)/.exec(about);
  assert.ok(Math.abs(Number(whole + '.' + tenth) - 6.67) < 0.7, about);
  t.diagnostic(about);
  assert.deepEqual(errors, []);
  // Printed, not judged (a loaded machine makes any task long): scripts/bench reports the longest.
  t.diagnostic(`main-thread tasks over 50 ms while it listed and counted: ${(await takeLongTasks(page)).filter((d) => d > 50).join(', ') || 'none'}`);
  await page.close();
});

test('Compare runs every algorithm of the menu: one row each, all "solved" (levels cut off at its 2 s limit), naive with 301,478 backtracks', async (t) => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  const names = await field(page, 'Algorithm').locator('option').allTextContents();
  await button(page, 'Compare').click();
  // Level by level (needsBudget) runs to Compare's 2 s limit for such algorithms on this grid: its search is about 5e10 nodes.
  await statusMatching(page, /^Comparison done: (fastest was .+\.|.+ were about as fast \(.+within the timer's noise\)\.)$/, 40000);
  const rows = page.locator('#compare-body tr');
  assert.equal(await rows.count(), names.length);
  const table = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.cells, (c) => c.textContent)));
  assert.deepEqual(table.map((r) => r[0]), names);
  for (const row of table) {
    // Level by level also counts its attempts (its own counter); no other algorithm has them.
    if (row[0] === 'Level by level') assert.match(row[1], /^cut off after 2 s, [\d,]+ attempts$/, row.join(' | '));
    else assert.equal(row[1], 'solved', row.join(' | '));
    assert.match(row[2], /^(< 0\.1|[\d,]+(\.\d+)?)$/, `time of ${row[0]}`);
    for (const k of [3, 4, 5]) assert.match(row[k], /^[\d,]+$/, `${row[0]} column ${k}`);
  }
  const naive = table.find((r) => r[0] === 'Naive backtracking');
  assert.equal(naive[4], '301,478');
  assert.equal(naive[3], '301,534');
  assert.equal(await gridLine(page), dotted(FIRST_SOURCE), 'Compare leaves the grid as it was');
  await screenshot(page, 'compare');
  assert.deepEqual(errors, []);
  // On a 1280 px wide screen every column of the table can be read without scrolling it sideways.
  await page.setViewportSize({ width: 1280, height: 900 });
  const overflow = await page.locator('#compare-body').evaluate((body) => {
    const box = body.closest('.table-scroll') || body.closest('table').parentElement;
    return box.scrollWidth - box.clientWidth;
  });
  await page.close();
  await t.test('at 1280x900 the comparison table fits its panel (Backtracks and Nodes visible)', () => assert.ok(overflow <= 0, `the table is ${overflow} px wider than its panel`));
});

test('Hint names a technique, highlights the cells it uses, and Apply hint fills the cell', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  await button(page, 'Hint').click();
  const said = await statusMatching(page, /single/i);
  assert.equal(said, 'Naked single: r9c2 can only be 2.');
  const classes = await cellClasses(page);
  const withClass = (name) => classes.flatMap((k, i) => (k.includes(name) ? [i] : []));
  assert.deepEqual(withClass('hint-target'), [73], 'r9c2 is the target');
  assert.ok(withClass('hint-pattern').length >= 1, 'the cells the hint uses are highlighted');
  await screenshot(page, 'hint');
  assert.equal(await cell(page, 9, 2).textContent(), '', 'a hint does not fill the cell by itself');
  await button(page, 'Apply hint').click();
  assert.equal(await cell(page, 9, 2).textContent(), '2');
  await statusMatching(page, /^Placed 2 in r9c2\.$/);
  assert.ok(await button(page, 'Apply hint').isHidden());
  // Placed on top of the puzzle, as the solver's digit: not a given, and not in the link.
  assert.deepEqual(await cell(page, 9, 2).evaluate((el) => [el.classList.contains('given'), el.classList.contains('solver')]), [false, true]);
  assert.ok(decodeURIComponent(page.url()).includes('#puzzle=' + dotted(FIRST_SOURCE) + '&'));
  // The next hint moves on.
  await button(page, 'Hint').click();
  const next = await statusMatching(page, /single|pair|triple|box|line|wing/i);
  assert.notEqual(next, said);
  assert.deepEqual(errors, []);
  await page.close();
});
