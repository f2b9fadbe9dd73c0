// The animation's history belongs to the grid it was made for, and what the
// grid shows is the current state's (issue 34): the four ways a random run
// of actions once showed a grid no search produced for the puzzle in front
// of the reader, each as it was met. After a change of the puzzle, or after
// anything else drawn over the animation (Solve, a hint), Back has no step
// to go back to (it is disabled), and pressing it where it can be pressed
// leaves the grid as it is. The reader's Stop changes nothing: Back still
// goes back a step of the animation of the grid shown.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, fragment, cell, button, field, gridLine, counters, statusMatching, gridShows, eventually,
  FIRST_SOURCE, dotted } = require('./support/site');

const env = useSite();
const SIX = '.4..16...2.4..1..26.5431...6..2....3';  // the "6x6" example

// Back pressed as a person can: a click when it is enabled, nothing when it is not.
async function pressBack(page) {
  const back = button(page, 'Step back');
  if (await back.isEnabled()) await back.click();
}

// `check` holds now and keeps holding while whatever Back set off would
// have drawn (a replay takes a round trip to the Worker): checked 40 times
// 25 ms apart, failing at the first miss. A settle window, not a measure of speed.
async function keepsHolding(check) {
  for (let i = 0; i < 40; i++) {
    await check();
    await new Promise((r) => setTimeout(r, 25));
  }
}

// Every digit the grid shows is a symbol of an n-symbol grid.
async function onlySymbolsOf(page, n) {
  const line = await gridLine(page);
  const outside = [...line].filter((c) => c !== '.' && !(Number(c) >= 1 && Number(c) <= n));
  assert.deepEqual(outside, [], `a ${n}-symbol grid shows ${line}`);
}

test('Back after Examples → 6x6 leaves the 6x6 grid: a stopped 9x9 animation is never painted over it', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE) });
  try {
    await field(page, 'Algorithm').selectOption('naive');
    await button(page, 'Animate').click();
    await eventually(async () => assert.ok(Number((await counters(page)).Steps || 0) > 20));
    await button(page, 'Stop').click();
    await field(page, 'Examples').selectOption({ label: '6x6' });
    await statusMatching(page, /^Loaded "6x6"\. It has one solution; rated easy \(hardest step: Naked single\)\.$/);
    await gridShows(page, SIX);
    await pressBack(page);
    await keepsHolding(async () => {
      assert.equal(await gridLine(page), dotted(SIX));
      assert.match(await page.getByRole('status').textContent(), /^Loaded "6x6"\. It has one solution; rated easy \(hardest step: Naked single\)\.$/);
      assert.deepEqual(await counters(page), {});
    });
    assert.equal(await button(page, 'Step back').isDisabled(), true, 'Back has no step of this grid to go back to');
    // Solved, then Back: the solution stays.
    await button(page, 'Solve').click();
    await statusMatching(page, /^Solved by Naive backtracking .* — unique\.$/);
    const solved = await gridLine(page);
    assert.equal(solved.includes('.'), false);
    await pressBack(page);
    await keepsHolding(async () => {
      assert.equal(await gridLine(page), solved);
      await onlySymbolsOf(page, 6);
    });
    // A hint applied, then Back: the grid stays the 6x6 with the hint's digit.
    await button(page, 'Hint').click();
    await eventually(async () => assert.equal(await button(page, 'Apply hint').isEnabled(), true));
    await button(page, 'Apply hint').click();
    await statusMatching(page, /^(Placed|Ruled out) /);
    const hinted = await gridLine(page);
    await pressBack(page);
    await keepsHolding(async () => {
      assert.equal(await gridLine(page), hinted);
      await onlySymbolsOf(page, 6);
    });
    // Step on the new grid starts its own animation: a step of the 6x6.
    await button(page, 'Step').click();
    await eventually(async () => assert.equal((await counters(page)).Steps, '1'));
    await onlySymbolsOf(page, 6);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('Animate, Reset, Size 4x4, Solve, Back: the solution stays under its "Solved" status', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }) });
  try {
    await button(page, 'Animate').click();
    await eventually(async () => assert.ok(Number((await counters(page)).Steps || 0) > 0));
    await button(page, 'Reset').click();
    await statusMatching(page, /^Animation reset to the givens\.$/);
    await field(page, 'Size').selectOption('4');
    await gridShows(page, '.'.repeat(16));
    await button(page, 'Solve').click();
    const said = await statusMatching(page, /^Solved by Naive backtracking .* — one of 288 solutions: All solutions lists them, and Where they differ shows where\.$/);
    const solved = await gridLine(page);
    assert.equal(solved.includes('.'), false);
    await pressBack(page);
    await keepsHolding(async () => {
      assert.equal(await gridLine(page), solved);
      assert.equal(await page.getByRole('status').textContent(), said);
    });
    assert.equal(await button(page, 'Step back').isDisabled(), true);
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('on a windoku grid, a Reset animation of the grid before does not empty a solved grid on Back', async () => {
  const { page, errors } = await openSite(env);
  try {
    await field(page, 'Examples').selectOption({ label: 'Windoku (four extra windows)' });
    await statusMatching(page, /^Loaded "Windoku/);
    await button(page, 'All solutions').click();
    await statusMatching(page, /^Unique solution\.$/);
    await button(page, 'Reset').click();
    await statusMatching(page, /^Animation reset to the givens\.$/);
    await field(page, 'Size').selectOption('9');  // a new, empty windoku grid
    await gridShows(page, '.'.repeat(81));
    await button(page, 'Solve').click();
    const said = await statusMatching(page, /^Solved by Fast solver .* — one of at least 1,000 solutions: All solutions lists them, and Where they differ shows where\.$/);
    const solved = await gridLine(page);
    assert.equal(solved.includes('.'), false);
    await pressBack(page);
    await keepsHolding(async () => {
      assert.equal(await gridLine(page), solved);
      assert.equal(await page.getByRole('status').textContent(), said);
    });
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test('after a conflicting given is typed, Back draws no solver digit beside it: the grid keeps the givens typed', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }) });
  try {
    await button(page, 'Step').click();
    await button(page, 'Step').click();
    await eventually(async () => assert.equal((await counters(page)).Steps, '2'));
    await button(page, 'Compare').click();
    await statusMatching(page, /^Comparing /);
    await cell(page, 1, 1).click();
    await page.keyboard.type('5');  // r1c2 holds a 5
    await statusMatching(page, /^5 is given twice in row 1/);
    const typed = '5' + dotted(FIRST_SOURCE).slice(1);
    await gridShows(page, typed);
    await pressBack(page);
    await keepsHolding(async () => {
      assert.equal(await gridLine(page), typed);
      const solverCells = await page.locator('#grid-holder [role=gridcell].solver').count();
      assert.equal(solverCells, 0, 'no solver digit is drawn over conflicting givens');
    });
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});

test("the reader's Stop keeps the animation's history: Back goes back a step of the same grid, Step then carries on", async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }) });
  try {
    for (let i = 1; i <= 3; i++) {
      await button(page, 'Step').click();
      await eventually(async () => assert.equal((await counters(page)).Steps, String(i)));
    }
    await button(page, 'Stop').click();
    await statusMatching(page, /^Animation stopped\.$/);
    await eventually(async () => assert.equal(await button(page, 'Step back').isEnabled(), true));
    await button(page, 'Step back').click();
    await eventually(async () => assert.equal((await counters(page)).Steps, '2'));
    const givens = (await gridLine(page)).split('').map((c, i) => (dotted(FIRST_SOURCE)[i] === '.' ? '.' : c)).join('');
    assert.equal(givens, dotted(FIRST_SOURCE), 'the givens stay drawn');
    await button(page, 'Step').click();
    await eventually(async () => assert.equal((await counters(page)).Steps, '3'));
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
