// The widget as a blog author and a reader meet it: a plain blog post that
// embeds two widgets with one script tag, opened from disk and served from
// one origin with the script from another; the snippet of the widget's
// README (web/widget/README.md) pasted into an otherwise empty file next to
// sudoku-widget.js. Each widget solves, animates and stops, on its own,
// while the other works.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const {
  useWidgetPages, writePage, openPage, widget, button, status, gridLine, counters, statusMatching, counterAtLeast,
  animatesAndStops, screenshot, fetched, eventually, assertSolves, number,
} = require('./support/widget');

const env = useWidgetPages();
const FIRST_SOURCE = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const HARD = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

async function blogPostWorks(url, scriptUrl, shot) {
  const { page, errors, requests } = await openPage(env, url, { widgets: 2 });
  const animated = widget(page, '#animated');
  const hard = widget(page, '#hard');
  assert.equal(await status(animated).textContent(), 'Press Play to watch Naive backtracking search.');
  assert.equal(await status(hard).textContent(), 'Press Solve to solve it with Naive backtracking.');
  assert.equal(await gridLine(animated), FIRST_SOURCE.replace(/0/g, '.'));
  assert.equal(await animated.getByRole('grid').getAttribute('aria-label'), 'Sudoku grid, 9 by 9');
  if (shot) await screenshot(page, shot);

  // The second widget's search runs for ever: Stop ends it, and the first animates meanwhile.
  await button(hard, 'Solve').click();
  await statusMatching(hard, /^Solving with Naive backtracking…$/);
  await button(animated, 'Play').click();
  await counterAtLeast(animated, 'Backtracks', 3);
  await counterAtLeast(hard, 'Placements', 1);
  await button(hard, 'Stop').click();
  await statusMatching(hard, /^Stopped before Naive backtracking found a solution\.$/);
  const steps = number((await counters(animated)).Steps);
  await counterAtLeast(animated, 'Steps', steps + 100);  // still animating: the other's Stop was its own
  await button(animated, 'Stop').click();
  await statusMatching(animated, /^Animation stopped\.$/);

  // The reader picks a faster algorithm: solved, then every solution counted.
  await hard.getByRole('combobox', { name: 'Algorithm', exact: true }).selectOption({ label: 'Fast solver' });
  await button(hard, 'Solve').click();
  await statusMatching(hard, /^Solved by Fast solver in /);
  assertSolves(await gridLine(hard), HARD);
  await button(hard, 'All solutions').click();
  await statusMatching(hard, /^Unique solution\.$/);

  // The first one again, as a person would: play, pause, stop.
  await animatesAndStops(animated);
  assert.deepEqual(errors, []);
  assert.deepEqual(fetched(requests), [url, scriptUrl], 'nothing but the page and the one script');
  await page.close();
}

test('a blog post opened from disk runs two widgets from one script tag, each on its own', async () => {
  await blogPostWorks(env.fileUrl('blog.html'), env.fileUrl('sudoku-widget.js'), 'widget_blog');
});

test('a blog post on one origin runs the widgets from a script on another origin', async () => {
  const html = fs.readFileSync(path.join(env.dir, 'blog.html'), 'utf8')
    .replace('<script src="sudoku-widget.js">', `<script src="${env.other}sudoku-widget.js">`);
  writePage(env, 'blog_cross_origin.html', html);
  await blogPostWorks(env.url + 'blog_cross_origin.html', env.other + 'sudoku-widget.js');
});

test('the script twice on one page (two pasted snippets) defines the element once, and nothing leaks into globals', async () => {
  const snippet = `<script src="sudoku-widget.js"></script>\n<sudoku-solver puzzle="${FIRST_SOURCE}"></sudoku-solver>\n`;
  writePage(env, 'twice.html', snippet + snippet);
  const { page, errors } = await openPage(env, env.fileUrl('twice.html'), { widgets: 2 });
  await button(widget(page, 1), 'Solve').click();
  await statusMatching(widget(page, 1), /^Solved by Fast solver/);
  assert.equal(await status(widget(page, 0)).textContent(), 'Press Solve to solve it with Fast solver.');
  const globals = await page.evaluate(() => ['Sudoku', 'createSudoku', 'SudokuSite', 'createSudokuModule'].filter((n) => n in window));
  assert.deepEqual(globals, []);
  assert.deepEqual(errors, []);
  await page.close();
});

// The widget README's "Put it in a post" snippet, as a reader copies it.
function readmeSnippet() {
  const readme = fs.readFileSync(path.resolve(__dirname, '../../web/widget/README.md'), 'utf8');
  const section = readme.split(/^## Put it in a post$/m)[1];
  assert.ok(section, 'the widget README has a section "Put it in a post"');
  const block = /```html\n([\s\S]*?)```/.exec(section);
  assert.ok(block, 'the section starts with an html snippet');
  return block[1];
}

test("the widget README's snippet, pasted alone into a file beside sudoku-widget.js, animates backtracking from disk and across origins", async () => {
  const snippet = readmeSnippet();
  assert.match(snippet, /<script src="sudoku-widget\.js" defer><\/script>/);
  writePage(env, 'readme_snippet.html', snippet);
  writePage(env, 'readme_cross_origin.html', snippet.replace('src="sudoku-widget.js"', `src="${env.other}sudoku-widget.js"`));
  for (const [url, script] of [[env.fileUrl('readme_snippet.html'), env.fileUrl('sudoku-widget.js')],
    [env.url + 'readme_cross_origin.html', env.other + 'sudoku-widget.js']]) {
    const { page, errors, requests } = await openPage(env, url);
    const w = widget(page);
    await button(w, 'Play').click();
    await statusMatching(w, /^Animating Naive backtracking\.$/);
    await counterAtLeast(w, 'Backtracks', 2);
    await eventually(async () => assert.match(await w.locator('.step-text').textContent(), /\(backtrack\)|Dead end/));
    await button(w, 'Stop').click();
    await statusMatching(w, /^Animation stopped\.$/);
    assert.deepEqual(errors, []);
    assert.deepEqual(fetched(requests), [url, script]);
    await page.close();
  }
});
