// The Comparison panel as a person reads it (issue 18): a chart of
// backtracks and of time per algorithm (log-scale bars in inline SVG, one
// per algorithm, longer for larger numbers, none for a 0), named for screen
// readers and coloured by the theme; and a table that fits its panel at
// every width, its numbers formatted as before. Screenshots of the chart go
// to build/screenshots/.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, button, statusMatching, screenshot } = require('./support/site');

const env = useSite();
const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 900 };
const COMPARE_TIMEOUT = 60000;  // each algorithm may take up to its 10 s limit
const number = (text) => (text.startsWith('<') ? 0 : Number(text.replace(/,/g, '')));

/** Opens the site (its preloaded first example) in `viewport` and runs Compare to the end. */
async function compared(viewport, colorScheme) {
  const opened = await openSite(env, { viewport, colorScheme });
  await button(opened.page, 'Compare').click();
  await statusMatching(opened.page, /^Comparison done/, COMPARE_TIMEOUT);
  return opened;
}

/** Scrolls the Comparison panel's top (with its heading) to the window's top, for a screenshot. */
const showPanel = (page) => page.locator('#compare-panel').evaluate((panel) => window.scrollBy(0, panel.getBoundingClientRect().top - 16));

/** The table as [{name, result, time, backtracks}] (times and counts as numbers, '< 0.1' as 0). */
async function tableRows(page) {
  const rows = await page.locator('#compare-body tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.cells, (c) => c.textContent)));
  return rows.map((r) => ({ name: r[0], result: r[1], time: r[2], backtracks: r[4] }));
}

/** Each chart's title, label, and bars as [{width, value}] in row order, with the value texts. */
async function charts(page) {
  return page.locator('#compare-chart svg').evaluateAll((svgs) => svgs.map((svg) => ({
    title: svg.querySelector('.title').textContent,
    role: svg.getAttribute('role'),
    label: svg.getAttribute('aria-label'),
    bars: Array.from(svg.querySelectorAll('rect.bar'), (r) => ({ width: r.getBoundingClientRect().width, value: Number(r.dataset.value),
      floor: r.classList.contains('floor') })),
    texts: Array.from(svg.querySelectorAll('text.value'), (t) => t.textContent),
    right: svg.getBoundingClientRect().right,
  })));
}

/**
 * Asserts bar widths are ordered as `numbers`: never shorter for a larger
 * number, longer for one at least 10% larger (bars are drawn to 0.1 px),
 * equal for equal numbers, a thin mark at the axis' start for 0.
 */
function assertOrdered(bars, numbers, what) {
  for (let i = 0; i < numbers.length; i++) {
    if (numbers[i] === 0) assert.ok(bars[i].floor && bars[i].width > 0 && bars[i].width <= 3.5, `${what}: row ${i} is 0 and has a thin mark (${bars[i].width})`);
    else assert.ok(bars[i].width >= 1 && !bars[i].floor, `${what}: row ${i} (${numbers[i]}) has a bar`);
    for (let j = 0; j < numbers.length; j++) {
      if (numbers[i] < numbers[j]) assert.ok(bars[i].width <= bars[j].width, `${what}: ${numbers[i]} < ${numbers[j]} but bars ${bars[i].width} > ${bars[j].width}`);
      if (numbers[i] * 1.1 <= numbers[j] && numbers[i] < numbers[j]) assert.ok(bars[i].width < bars[j].width, `${what}: ${numbers[i]} < ${numbers[j]} but bars ${bars[i].width} >= ${bars[j].width}`);
      if (numbers[i] === numbers[j]) assert.ok(Math.abs(bars[i].width - bars[j].width) < 0.5, `${what}: equal numbers ${numbers[i]}, bars ${bars[i].width} and ${bars[j].width}`);
    }
  }
}

test('Compare on the preloaded puzzle draws one bar per algorithm, ordered like the table, on log scales', async (t) => {
  const { page, errors } = await compared(WIDE);
  const rows = await tableRows(page);
  const [backtracks, time] = await charts(page);
  await showPanel(page);
  await screenshot(page, 'wide-compare-chart', { fullPage: false });
  // The panel's heading and chart alone, for web/README.md.
  const clip = await page.locator('#compare-panel').evaluate((panel) => {
    const box = panel.getBoundingClientRect(), chart = panel.querySelector('figure').getBoundingClientRect();
    return { x: box.left, y: box.top, width: box.width, height: chart.bottom + 12 - box.top };
  });
  await screenshot(page, 'compare-chart', { clip });

  await t.test('one bar per algorithm in each chart, an image named with every value', () => {
    assert.ok(rows.length >= 7, `${rows.length} algorithms`);
    for (const chart of [backtracks, time]) {
      assert.equal(chart.bars.length, rows.length, chart.title);
      assert.equal(chart.role, 'img');
      for (const r of rows) assert.ok(chart.label.includes(r.name), `${chart.title}'s label names ${r.name}`);
    }
    assert.match(backtracks.title, /^Backtracks \(log scale\)$/);
    assert.match(time.title, /^Time \(log scale\)$/);
    assert.ok(backtracks.label.includes('Naive backtracking 301,478'), backtracks.label);
  });

  await t.test('backtrack bars are ordered like the table\'s backtracks, and a 0 is written beside a thin mark', () => {
    const numbers = rows.map((r) => number(r.backtracks));
    assert.equal(numbers[0], 301478, 'naive backtracking, first');
    assert.ok(numbers.includes(0), 'some algorithm needs no backtrack here');
    assertOrdered(backtracks.bars, numbers, 'backtracks');
    numbers.forEach((n, i) => { if (n === 0) assert.equal(backtracks.texts[i], '0'); });
    // Log scale: naive's 301,478 and reverse's 5,039 (60 times fewer) differ by less than 60 times in length.
    assert.ok(backtracks.bars[0].width < 3 * backtracks.bars[1].width, `${backtracks.bars[0].width} vs ${backtracks.bars[1].width}`);
  });

  await t.test('time bars are ordered like the table\'s times', () => {
    const numbers = rows.map((r) => number(r.time));
    // The table rounds to 0.1 ms: a smaller rounded time is a smaller time.
    for (let i = 0; i < numbers.length; i++) {
      for (let j = 0; j < numbers.length; j++) {
        if (numbers[i] < numbers[j]) assert.ok(time.bars[i].width <= time.bars[j].width, `${rows[i].name} ${numbers[i]} ms vs ${rows[j].name} ${numbers[j]} ms`);
      }
    }
    assertOrdered(time.bars, time.bars.map((b) => (b.value < 0.1 ? 0 : b.value)), 'time');
  });

  await t.test('the charts stay inside the panel', async () => {
    const panelRight = await page.locator('#compare-panel').evaluate((p) => p.getBoundingClientRect().right);
    for (const chart of [backtracks, time]) assert.ok(chart.right <= panelRight, `${chart.title} ends at ${chart.right}, the panel at ${panelRight}`);
  });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Compare table fits its panel at every width from 320 to 1400 px, stacked on a phone', async (t) => {
  const { page, errors } = await compared(PHONE);
  await showPanel(page);
  await screenshot(page, 'phone-compare-chart', { fullPage: false });
  const overflows = [];
  for (let width = 320; width <= 1400; width += 40) {
    await page.setViewportSize({ width, height: 900 });
    // After two frames: the chart is drawn again for the new width.
    const m = await page.locator('#compare-panel').evaluate(async (panel) => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const table = panel.querySelector('table').getBoundingClientRect(), box = panel.getBoundingClientRect();
      const cells = Array.from(panel.querySelectorAll('tbody td, tbody th'));
      return { scroll: panel.scrollWidth - panel.clientWidth, tableRight: table.right, right: box.right,
        cellRight: Math.max(...cells.map((c) => c.getBoundingClientRect().right)), page: document.scrollingElement.scrollWidth - innerWidth,
        spilling: cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent) };
    });
    if (m.scroll > 0 || m.tableRight > m.right || m.cellRight > m.right || m.page > 0 || m.spilling.length) overflows.push(`${width} px: ${JSON.stringify(m)}`);
  }
  await page.setViewportSize(PHONE);
  const stacked = await page.locator('#compare-body tr').first().evaluate((tr) => ({
    display: getComputedStyle(tr).display,
    label: getComputedStyle(tr.querySelector('td.number'), '::before').content,
    headings: tr.closest('table').tHead.getBoundingClientRect().height,
  }));
  const rows = await tableRows(page);
  await page.setViewportSize(WIDE);
  const wide = await page.locator('#compare-body tr').first().evaluate((tr) => getComputedStyle(tr).display);
  await page.close();

  await t.test('no width clips the table or the page', () => assert.deepEqual(overflows, []));
  await t.test('on a phone each row stacks its numbers under their column names; at 1280 px it is a table row', () => {
    assert.equal(stacked.display, 'grid');
    assert.equal(stacked.label, '"Time (ms)"');
    assert.ok(stacked.headings <= 1, 'the headings are left to screen readers');
    assert.equal(wide, 'table-row');
  });
  await t.test('numbers keep their formatting', () => {
    assert.equal(rows[0].backtracks, '301,478');
    for (const r of rows) assert.match(r.time, /^(< 0\.1|[\d,]+(\.\d)?)$/, r.name);
  });
  assert.deepEqual(errors, []);
});

test('the chart follows the dark theme: its bars and text take the palette\'s dark colours', async () => {
  const colours = {};
  for (const scheme of ['light', 'dark']) {
    const { page, errors } = await compared(WIDE, scheme);
    colours[scheme] = await page.locator('#compare-chart svg').first().evaluate((svg) => ({
      bar: getComputedStyle(svg.querySelector('rect.bar')).fill,
      text: getComputedStyle(svg.querySelector('text.name')).fill,
      panel: getComputedStyle(svg.closest('.panel')).backgroundColor,
    }));
    if (scheme === 'dark') {
      await showPanel(page);
      await screenshot(page, 'wide-compare-chart-dark', { fullPage: false });
    }
    assert.deepEqual(errors, []);
    await page.close();
  }
  const lum = (css) => { const c = css.match(/\d+/g).map(Number); return (c[0] + c[1] + c[2]) / 3; };
  assert.notEqual(colours.light.bar, colours.dark.bar);
  assert.ok(lum(colours.light.text) < 80 && lum(colours.dark.text) > 180, JSON.stringify(colours));
  assert.ok(lum(colours.dark.panel) < 60, JSON.stringify(colours));
});
