// The animation as a person drives it: Animate plays, Pause/Play toggles,
// Step advances exactly one event, the speed goes from one step a second to
// 300,000 (thousands of steps drawn each frame), Stop ends it, Reset goes
// back to the givens; Crook's algorithm names the techniques it uses. Rates
// are judged per frame and against the page's own clock, not by how much a
// machine gets done in a second; the longest main-thread task is printed
// (scripts/bench reports it).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  FIRST_SOURCE, FIRST_SOLUTION, useSite, openSite, fragment, dotted, button, field, gridLine, counters, number,
  eventually, statusMatching, gridShows, screenshot, takeLongTasks,
} = require('./support/site');

const env = useSite();
const steps = async (page) => number((await counters(page)).Steps);
const stepText = (page) => page.locator('#step-text').textContent();

test('Animate naive: Pause/Play, Step by exactly one event, slow and fast speeds, Stop, Reset', async (t) => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }), longTasks: true });
  const speed = field(page, 'Speed');
  await button(page, 'Animate').click();
  await statusMatching(page, /^Animating Naive backtracking\.$/);
  await eventually(async () => assert.ok((await steps(page)) > 3), 3000);
  assert.ok(await button(page, 'Pause').isVisible(), 'while playing the toggle offers Pause');
  assert.match(await stepText(page), /^(Try \d in r\dc\d|Take \d out of r\dc\d \(backtrack\)|Dead end)/);
  await screenshot(page, 'animating');

  // Paused: nothing moves.
  await button(page, 'Pause').click();
  assert.ok(await button(page, 'Play').isVisible(), 'paused, the toggle offers Play');
  const paused = await steps(page);
  const pausedGrid = await gridLine(page);
  await page.waitForTimeout(300);
  assert.equal(await steps(page), paused);
  assert.equal(await gridLine(page), pausedGrid);

  // Step: one event at a time.
  for (let i = 1; i <= 3; i++) {
    const before = { steps: await steps(page), text: await stepText(page), grid: await gridLine(page) };
    await button(page, 'Step').click();
    await eventually(async () => assert.equal(await steps(page), before.steps + 1));
    const text = await stepText(page);
    assert.notEqual(text, before.text);
    // A "Try" or "Take" event changes exactly one cell, to what it says.
    const grid = await gridLine(page);
    const changed = [...grid].flatMap((ch, k) => (ch !== before.grid[k] ? [k] : []));
    const m = /^(Try|Take) (\d) (?:in|out of) r(\d)c(\d)/.exec(text);
    if (m) {
      const k = (m[3] - 1) * 9 + (m[4] - 1);
      assert.deepEqual(changed, [k], text);
      assert.equal(grid[k], m[1] === 'Try' ? m[2] : '.', text);
    } else assert.deepEqual(changed, [], text);
    assert.ok(await button(page, 'Play').isVisible(), 'Step leaves it paused');
  }

  // Slowest: one step a second, by the page's clock (a loaded machine may take longer between the readings).
  await speed.fill('0');
  assert.equal(await page.locator('#speed-text').textContent(), '1 step a second');
  await button(page, 'Play').click();
  const pageNow = () => page.evaluate(() => performance.now());
  const slowFrom = await steps(page);
  const slowStart = await pageNow();
  await page.waitForTimeout(1600);
  const slowSeconds = ((await pageNow()) - slowStart) / 1000;
  const slow = (await steps(page)) - slowFrom;
  assert.ok(slow >= 1 && slow <= Math.ceil(slowSeconds) + 1, `${slow} steps in ${slowSeconds.toFixed(2)} s at 1 step a second`);

  // Fastest: 300,000 steps a second, counters keep climbing, thousands of steps drawn each frame.
  await takeLongTasks(page);
  await speed.fill('100');
  assert.match(await page.locator('#speed-text').textContent(), /300,000 a second/);
  const samples = [];
  for (let i = 0; i < 4; i++) {
    samples.push(await eventually(async () => {
      const c = await counters(page);
      const sample = [number(c.Steps), number(c.Placements), number(c.Backtracks)];
      const last = samples[samples.length - 1];
      assert.ok(!last || sample.every((n, k) => n > last[k]), `counters keep increasing: ${JSON.stringify(samples)}, then ${sample}`);
      return sample;
    }));
  }
  const frames = await page.evaluate(() => new Promise((resolve) => {
    // The counters are drawn anew each time: look the Steps row up at each reading.
    const read = () => Number([...document.querySelectorAll('#counters dt')].find((dt) => dt.textContent === 'Steps')
      .nextElementSibling.textContent.replace(/,/g, ''));
    const first = read();
    const start = performance.now();
    let count = 0;
    const tick = () => {
      if (++count < 30) requestAnimationFrame(tick);
      else resolve({ count, steps: read() - first, ms: performance.now() - start });
    };
    requestAnimationFrame(tick);
  }));
  // One step a frame at most below 40 a second; at full speed each frame draws up to 5,000 (more when frames are late).
  assert.ok(frames.steps / frames.count >= 100, `${frames.steps} steps in ${frames.count} frames at full speed`);
  t.diagnostic(`full speed: ${frames.steps} steps in ${frames.count} frames (${frames.ms.toFixed(0)} ms); main-thread tasks over 50 ms: ` +
    `${(await takeLongTasks(page)).filter((d) => d > 50).join(', ') || 'none'}`);

  // Stop ends it: the counters freeze short of the end, the toggle offers Play, Stop is disabled.
  await button(page, 'Stop').click();
  const stoppedAt = await steps(page);
  await page.waitForTimeout(300);
  assert.equal(await steps(page), stoppedAt);
  assert.ok(number((await counters(page)).Backtracks) < 301478, 'stopped before the end');
  assert.ok(await button(page, 'Stop').isDisabled());
  assert.ok(await button(page, 'Play').isVisible(), 'after Stop the toggle offers Play');

  // Reset: the givens again, counters at zero.
  await button(page, 'Reset').click();
  await gridShows(page, FIRST_SOURCE);
  assert.equal(await steps(page), 0);
  await statusMatching(page, /^Animation reset to the givens\.$/);
  assert.equal(await stepText(page), '');
  // From there Step starts at the first event.
  await button(page, 'Step').click();
  await eventually(async () => assert.equal(await steps(page), 1));
  assert.equal(await stepText(page), 'Try 2 in r1c1.');
  assert.equal(await gridLine(page), '258' + dotted(FIRST_SOURCE).slice(3));
  assert.deepEqual(errors, []);
  await page.close();
});

test('Animate runs to the end: the solution, and a status with the counts', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'mrv' }) });
  await field(page, 'Speed').fill('100');
  await button(page, 'Animate').click();
  await statusMatching(page, /^Animation finished: solved after 56 placements and 0 backtracks\.$/, 10000);
  assert.equal(await gridLine(page), FIRST_SOLUTION);
  assert.ok(await button(page, 'Play').isVisible());
  assert.ok(await button(page, 'Stop').isDisabled());
  assert.deepEqual(errors, []);
  await page.close();
});

test("Animate Crook's algorithm: the step text names the technique (naked or hidden single)", async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'crook' }) });
  await field(page, 'Speed').fill('50');  // about 550 steps a second: each frame's last event is shown
  // Every text the status and the step line show, recorded in the page: the
  // whole run takes well under a second, over before a poll from here may
  // look on a loaded machine.
  await page.evaluate(() => {
    window.shownTexts = [];
    const record = (el) => new MutationObserver(() => window.shownTexts.push(el.textContent))
      .observe(el, { childList: true, characterData: true, subtree: true });
    record(document.getElementById('status'));
    record(document.getElementById('step-text'));
  });
  await button(page, 'Animate').click();
  await statusMatching(page, /^Animation finished: solved after \d+ placements/, 20000);
  const seen = await page.evaluate(() => window.shownTexts);
  assert.ok(seen.includes("Animating Crook's algorithm."), seen.slice(0, 5).join(' / '));
  assert.ok(seen.some((s) => /^(Naked|Hidden) single\b/.test(s)), seen.slice(0, 20).join(' / '));
  // Step by step, each technique event names its cell and value.
  await button(page, 'Reset').click();
  await gridShows(page, FIRST_SOURCE);
  const texts = [];
  for (let i = 0; i < 8; i++) {
    await button(page, 'Step').click();
    await eventually(async () => assert.equal(await steps(page), i + 1));
    texts.push(await stepText(page));
  }
  assert.ok(texts.some((s) => /^(Naked|Hidden) single/.test(s)), texts.join(' / '));
  assert.ok(texts.every((s) => !/^Try /.test(s)), `Crook places by logic here: ${texts.join(' / ')}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Stop (button or Escape) during an animation says in the status that it stopped', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }) });
  try {
    for (const how of ['button', 'Escape']) {
      await button(page, how === 'button' ? 'Animate' : 'Play').click();
      await statusMatching(page, /^Animating Naive backtracking\.$/);
      await eventually(async () => assert.ok((await steps(page)) > 0), 3000);
      if (how === 'button') await button(page, 'Stop').click();
      else await page.keyboard.press('Escape');
      assert.ok(await button(page, 'Stop').isDisabled(), `${how} stops it`);
      await statusMatching(page, /stopped/i, 1000);
    }
    assert.deepEqual(errors, []);
  } finally {
    await page.close();
  }
});
