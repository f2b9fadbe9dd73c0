// The iframe embed, for pages that cannot carry the widget's script: a host
// page on one origin with the Embed panel's iframe snippet (embed_snippets.js,
// loaded here as the site loads it) pointing at embed.html on another. The
// frame takes the height the embed page reports, only from that page; the
// widget inside animates, stops and solves, and follows a changed fragment.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const {
  useWidgetPages, writePage, openPage, widgetsReady, widget, button, gridLine, statusMatching, animatesAndStops,
  eventually, fetched,
} = require('./support/widget');

const env = useWidgetPages();
const FIRST_SOURCE = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const FIRST_SOLUTION = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';

/** The site's embed_snippets.js, imported as the bundler imports it (an ES module). */
async function embedSnippets() {
  return await import(pathToFileURL(path.resolve(__dirname, '../../web/js/embed_snippets.js')).href);
}

const frameHeight = (page, selector) => page.locator(selector).evaluate((f) => f.getBoundingClientRect().height);

test('a host page on another origin sizes the iframe from its messages, and the widget in it animates, stops and solves', async () => {
  const snippet = (await embedSnippets()).snippets({ puzzle: FIRST_SOURCE.replace(/0/g, '.'), algorithm: 'naive', mode: 'animate', speed: 3000 }, env.other);
  assert.match(snippet.iframe, new RegExp(`event\\.origin !== '${env.other.replace(/\/$/, '')}'`));
  // A frame from the host's own origin that lies about its height: the host's lines ignore it.
  const liar = '<iframe id="liar" src="liar.html" style="height: 50px"></iframe>';
  writePage(env, 'liar.html', '<!DOCTYPE html><script>setInterval(() => parent.postMessage({ type: "sudoku-solver:height", height: 7 }, "*"), 50);</script>');
  const host = fs.readFileSync(path.join(env.dir, 'iframe_host.html'), 'utf8').replace('<!-- @IFRAME_SNIPPET@ -->', snippet.iframe + liar);
  writePage(env, 'iframe_host_snippet.html', host);

  const { page, errors, requests } = await openPage(env, env.url + 'iframe_host_snippet.html', { widgets: 0, viewport: { width: 900, height: 900 } });
  const frame = page.frames().find((f) => f.url().startsWith(env.other + 'embed.html'));
  assert.ok(frame, 'the embed page loaded in the frame');
  await widgetsReady(frame, 1);
  const solverFrame = 'iframe[title="Sudoku solver"]';
  // The frame grows or shrinks from the snippet's 640px to its content.
  await eventually(async () => {
    const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    assert.equal(await frameHeight(page, solverFrame), content);
  });
  assert.notEqual(await frameHeight(page, solverFrame), 640);
  assert.equal(await frameHeight(page, '#liar'), 50 + 4, "the liar's frame keeps its height (and its border)");

  const w = widget(page.frameLocator(solverFrame));
  assert.equal(await gridLine(w), FIRST_SOURCE.replace(/0/g, '.'));
  await animatesAndStops(w);

  // A new fragment is applied at once: here a solve-mode widget, then a 4x4 one (the frame shrinks).
  const tall = await frameHeight(page, solverFrame);
  await frame.evaluate(() => { location.hash = location.hash.replace('mode=animate', 'mode=solve'); });
  await button(w, 'Solve').waitFor();
  await button(w, 'Solve').click();
  await statusMatching(w, /^Solved by Naive backtracking in /);
  assert.equal(await gridLine(w), FIRST_SOLUTION);
  await page.setViewportSize({ width: 420, height: 900 });  // one column: taller
  await eventually(async () => assert.ok(await frameHeight(page, solverFrame) > tall + 100));
  assert.deepEqual(errors, []);
  assert.deepEqual(fetched(requests).filter((url) => !url.startsWith(env.url)),
    [`${env.other}embed.html`, `${env.other}css/embed.css`, `${env.other}sudoku-widget.js`, `${env.other}js/embed.js`]);
  await page.close();
});

test('embed.html opened on its own reads every option from the fragment and leaves out what is not one', async () => {
  const hash = '#puzzle=.4..16...2.4..1...6.54.1......2....3&mode=all&theme=dark&controls=all%20stop&readonly=&onload=alert(1)&x=<b>';
  const { page, errors } = await openPage(env, env.url + 'embed.html' + hash);
  const w = widget(page);
  const attributes = await w.evaluate((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])));
  assert.deepEqual(attributes, { puzzle: '.4..16...2.4..1...6.54.1......2....3', mode: 'all', theme: 'dark', controls: 'all stop', readonly: '' });
  await button(w, 'All solutions').click();
  await statusMatching(w, /^14 solutions\.$/);
  assert.deepEqual(await w.getByRole('button').filter({ visible: true }).allTextContents(), ['All solutions', 'Stop', 'Previous', 'Next', 'Where they differ']);
  assert.deepEqual(errors, []);
  await page.close();
});
