// The page's layout as a person on a phone or a laptop meets it (issue 18):
// pressing Animate from anywhere on the page leaves the grid, Play / Pause
// and the step being shown on one screen; on a phone-wide window and on a
// touch screen every button, key, menu and checkbox is at least 44x44 CSS
// px. The READMEs' screenshots of the site go to build/screenshots/ (window
// sized, at 1x: web/screenshots/ holds them reduced with pngquant).
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const {
  FIRST_SOURCE, TEN_SOLUTIONS, useSite, openSite, fragment, button, field, statusMatching, eventually, screenshot, counters, number,
} = require('./support/site');

const env = useSite();
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const TOUCH = 44;

/** The box of the element `selector` matches, and the window's size. */
const boxOf = (page, selector) => page.locator(selector).evaluate((el) => {
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: innerWidth, height: innerHeight };
});

/** Asserts the grid, the Play / Pause button and the step text lie inside the window. */
async function assertAnimationOnScreen(page, where) {
  for (const [name, selector] of [['grid', '[role="grid"]'], ['Pause button', '#play'], ['step text', '#step-text']]) {
    const b = await boxOf(page, selector);
    assert.ok(b.top >= 0 && b.left >= 0 && b.bottom <= b.height && b.right <= b.width,
      `${where}: the ${name} spans ${Math.round(b.left)},${Math.round(b.top)} to ${Math.round(b.right)},${Math.round(b.bottom)} ` +
      `in a ${b.width}x${b.height} window`);
  }
}

test('Animate keeps the grid, Play/Pause and the step text on screen together, on a phone and at 1280x900', async () => {
  const starts = [
    ['with Animate just scrolled into view', async () => {}],
    ['from the bottom of the page', (page) => page.evaluate(() => window.scrollTo(0, document.scrollingElement.scrollHeight))],
    ['from the top of the page', (page) => page.evaluate(() => window.scrollTo(0, 0))],
  ];
  for (const [name, viewport] of [['phone', PHONE], ['1280x900', WIDE]]) {
    for (const [from, scroll] of starts) {
      const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }), viewport });
      await scroll(page);
      await button(page, 'Animate').click();  // scrolled into view first, as a person does
      await statusMatching(page, /^Animating Naive backtracking\.$/);
      await eventually(async () => {
        assert.match(await page.locator('#step-text').textContent(), /^(Try|Take|Dead end)/);
        await assertAnimationOnScreen(page, `${name}, ${from}`);
      }, 3000);
      assert.ok(await button(page, 'Pause').isVisible(), 'while it plays the toggle offers Pause');
      if (name === 'phone' && from === 'from the bottom of the page') {
        // For web/README.md: once it has backtracked, the board still on screen.
        await eventually(async () => assert.match(await page.locator('#step-text').textContent(), /\(backtrack\)|Dead end/), 15000, 100);
        await eventually(() => assertAnimationOnScreen(page, 'phone, after the first backtrack'), 3000);
        await screenshot(page, 'phone-animating', { fullPage: false });
      }
      // Pausing and stepping from there keeps it all on screen.
      await button(page, 'Pause').click();
      await button(page, 'Step').click();
      await eventually(() => assertAnimationOnScreen(page, `${name}, ${from}, paused and stepped`), 2000);
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

test('a long step text (Crook\'s techniques) stays within three lines under the grid on a phone, none cut off', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'crook' }), viewport: PHONE });
  await button(page, 'Step').click();
  // Stepping through Crook's deductions: their texts name a house, cells and values.
  let longest = 0;
  for (let i = 0; i < 12; i++) {
    await button(page, 'Step').click();
    await eventually(async () => assert.equal(number((await counters(page)).Steps), i + 2));
    const m = await page.locator('#step-text').evaluate((el) => {
      const line = parseFloat(getComputedStyle(el).lineHeight);
      return { height: el.getBoundingClientRect().height, line, length: el.textContent.length, cut: el.scrollHeight > el.clientHeight + 1 };
    });
    longest = Math.max(longest, m.length);
    assert.ok(m.height <= 3 * m.line + 1, `the step text is ${m.height} px high, lines of ${m.line} px`);
    assert.ok(!m.cut, `step ${i}'s text is cut off`);
    // The page scrolls (smoothly) once the step is drawn.
    await eventually(() => assertAnimationOnScreen(page, `step ${i}`), 2000);
  }
  assert.ok(longest > 20, `Crook's steps were described (longest ${longest} characters)`);
  assert.deepEqual(errors, []);
  await page.close();
});

/** Every visible button, menu, checkbox label and file button narrower or lower than 44 px, by name. */
async function smallTargets(page) {
  return page.evaluate((least) => {
    const targets = [...document.querySelectorAll('button, select, .file-button')]
      .concat([...document.querySelectorAll('input[type="checkbox"]')].map((box) => box.closest('label')));
    return targets.filter((el) => el && el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden').flatMap((el) => {
      const r = el.getBoundingClientRect();
      const name = el.getAttribute('aria-label') || el.id || el.textContent.trim().slice(0, 30);
      return r.width < least || r.height < least ? [`${name} ${Math.round(r.width)}x${Math.round(r.height)}`] : [];
    });
  }, TOUCH);
}

/**
 * The small targets of the page in `viewport` (touch: emulating a touch
 * screen) in three states that show more controls: the solutions browser,
 * a hint's Apply hint, and a 16x16 jigsaw's regions panel with its keypad.
 */
async function smallTargetsEverywhere(viewport, touch) {
  const found = {};
  const open = async (hash) => {
    const opened = await openSite(env, { hash, viewport });
    if (touch) {
      const cdp = await opened.page.context().newCDPSession(opened.page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      assert.ok(await opened.page.evaluate(() => matchMedia('(pointer: coarse)').matches), 'touch emulation is on');
    }
    return opened;
  };
  {
    const { page, errors } = await open(fragment(TEN_SOLUTIONS));
    await button(page, 'All solutions').click();
    await statusMatching(page, /10 solutions/);
    found['solutions'] = await smallTargets(page);
    assert.deepEqual(errors, []);
    await page.close();
  }
  {
    const { page, errors } = await open(fragment(FIRST_SOURCE));
    await button(page, 'Hint').click();
    await eventually(async () => assert.ok(await button(page, 'Apply hint').isVisible()));
    found['hint'] = await smallTargets(page);
    await field(page, 'Size').selectOption({ label: '16x16' });
    await page.waitForFunction(() => document.querySelectorAll('#keypad button').length === 17);
    await field(page, 'Variant').selectOption('jigsaw');
    await eventually(async () => assert.ok(await button(page, 'Paint regions').isVisible()));
    found['16x16 jigsaw'] = await smallTargets(page);
    assert.deepEqual(errors, []);
    await page.close();
  }
  return found;
}

test('touch targets: every button, key, menu and checkbox is at least 44x44 px on a phone and on a touch screen', async () => {
  const none = { solutions: [], hint: [], '16x16 jigsaw': [] };
  assert.deepEqual(await smallTargetsEverywhere(PHONE, false), none, 'a 390 px wide phone');
  assert.deepEqual(await smallTargetsEverywhere(WIDE, true), none, 'a 1280 px wide touch screen');
  const mouse = await smallTargetsEverywhere(WIDE, false);
  assert.ok(mouse.hint.length > 0, 'with a mouse the wide page keeps its denser controls');
});

test('on a phone the keypad of a 9x9 grid is two even rows of five keys', async () => {
  const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE), viewport: PHONE });
  const keys = await page.locator('#keypad button').evaluateAll((all) => all.map((k) => {
    const r = k.getBoundingClientRect();
    return { top: Math.round(r.top), width: r.width };
  }));
  assert.equal(keys.length, 10);
  const rows = [...new Set(keys.map((k) => k.top))];
  assert.deepEqual(rows.map((t) => keys.filter((k) => k.top === t).length), [5, 5], `key rows at ${keys.map((k) => k.top)}`);
  assert.ok(keys.every((k) => Math.abs(k.width - keys[0].width) < 1), 'every key as wide');
  assert.deepEqual(errors, []);
  await page.close();
});

test('README screenshots at 1280x900 and on a phone: candidates with a hint, solved, browsing solutions, animating', async () => {
  for (const [name, viewport] of [['phone', PHONE], ['wide', WIDE]]) {
    const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE), viewport });
    await button(page, 'Candidates').click();
    await button(page, 'Hint').click();
    await statusMatching(page, /^Naked single: r9c2 can only be 2\.$/);
    await page.evaluate(() => window.scrollTo(0, 0));
    assert.equal(await page.locator('.cell.hint-target .pencil').count(), 1, 'the hint\'s cell shows its candidates');
    await screenshot(page, `${name}-candidates-hint`, { fullPage: false });
    assert.deepEqual(errors, []);
    await page.close();
  }
  {
    const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE), viewport: WIDE });
    await button(page, 'Solve').click();
    await statusMatching(page, /^Solved by /);
    await screenshot(page, 'wide-solved', { fullPage: false });
    assert.deepEqual(errors, []);
    await page.close();
  }
  {
    const { page, errors } = await openSite(env, { hash: fragment(TEN_SOLUTIONS), viewport: WIDE });
    await button(page, 'All solutions').click();
    await statusMatching(page, /10 solutions/);
    await button(page, 'Next').click();
    await button(page, 'Next').click();
    assert.equal(await page.locator('#position').textContent(), 'Solution 3 of 10');
    await screenshot(page, 'wide-solutions', { fullPage: false });
    assert.deepEqual(errors, []);
    await page.close();
  }
  {
    const { page, errors } = await openSite(env, { hash: fragment(FIRST_SOURCE, { algorithm: 'naive' }), viewport: WIDE });
    await field(page, 'Speed').fill('45');
    await button(page, 'Animate').click();
    await eventually(async () => assert.match(await page.locator('#step-text').textContent(), /\(backtrack\)|Dead end/), 15000, 50);
    // The page scrolls smoothly: on a loaded machine the scroll may still be under way.
    await eventually(() => assertAnimationOnScreen(page, '1280x900, animating'), 3000);
    await screenshot(page, 'wide-animating', { fullPage: false });
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('on a wide screen the Variant menu shows every name whole (issue 27: "Jigsaw (irregular regio" was cut)', async () => {
  const { page, errors } = await openSite(env, { viewport: WIDE });
  await page.selectOption('#variant', 'jigsaw');
  const fit = await page.locator('#variant').evaluate((select) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d');
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const longest = Math.max(...Array.from(select.options, (o) => context.measureText(o.textContent).width));
    // The text's room: the menu's width less its padding and the arrow (about 24 px).
    return { longest, room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24 };
  });
  assert.ok(fit.longest <= fit.room, `the longest variant name takes ${fit.longest.toFixed(0)} px of ${fit.room.toFixed(0)}`);
  assert.deepEqual(errors, []);
  await page.close();
});
