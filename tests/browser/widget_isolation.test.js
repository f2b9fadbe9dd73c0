// The widget and its page leave each other alone: a blog theme built to
// spoil embeds (blog.html, root font size 10px included) changes no pixel of
// the widget (but a slider thumb's antialiasing), the widget's styles change
// no computed style of the page, and it puts nothing in the page's <head> or
// globals. Its sizes follow the reader's default font size (the browser's
// setting), not the page's root font size: a blog's `html { font-size: 10px }`
// or 62.5% would otherwise shrink it, and a reader who asked for larger text
// would not get it; a page can opt in with --sudoku-font-size: 1rem. It
// takes its container's width (one column when narrow, grid and controls
// side by side when wide) and follows its theme attribute or the system's.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { useWidgetPages, writePage, openPage, widgetsReady, widget, screenshot } = require('./support/widget');

const env = useWidgetPages();

test('the blog theme changes no pixel of the widgets, in light and in dark', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const shots = {};
    for (const name of ['blog.html', 'plain.html']) {
      const { page, errors } = await openPage(env, env.fileUrl(name), { widgets: 2, colorScheme, viewport: { width: 1280, height: 1600 } });
      // theme="auto" follows a page's own background (the blog's is light, the plain page has none):
      // the theme is pinned to the system's here, so that only what the blog's rules might spoil can differ.
      await page.evaluate((scheme) => Promise.all([...document.querySelectorAll('sudoku-solver')].map((el) => { el.theme = scheme; return el.ready; })), colorScheme);
      assert.equal(await widget(page, '#animated').evaluate((w) => w.getBoundingClientRect().width), 760);
      // Inside the rounded border (its corners show the page's own background).
      shots[name] = [await widget(page, '#animated').locator('.layout').screenshot(), await widget(page, '#hard').locator('.layout').screenshot()];
      if (name === 'blog.html') await screenshot(widget(page, '#animated'), `widget_${colorScheme}`);
      assert.deepEqual(errors, []);
      await page.close();
    }
    for (const i of [0, 1]) {
      const differing = await differingPixels(shots['blog.html'][i], shots['plain.html'][i]);
      // Chromium antialiases a native slider's thumb by where it sits on the page: a few edge pixels.
      assert.ok(differing <= 12, `${colorScheme}: widget ${i + 1} looks the same on both pages (${differing} pixels differ)`);
    }
  }
});

// How many pixels of two same-sized PNGs differ (by more than antialiasing), counted in a blank page's canvas.
async function differingPixels(a, b) {
  const page = await env.browser.context.newPage();
  const count = await page.evaluate(async ([a, b]) => {
    const load = (data) => new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = reject;
      image.src = 'data:image/png;base64,' + data;
    });
    const images = [await load(a), await load(b)];
    if (images[0].width !== images[1].width || images[0].height !== images[1].height) return Infinity;
    const pixels = images.map((image) => {
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, image.width, image.height).data;
    });
    // A channel off by a few levels is an edge antialiased at another subpixel offset (a
    // rounded button corner at the panel's right edge), not a colour the page changed.
    const TOLERANCE = 4;
    let n = 0;
    for (let i = 0; i < pixels[0].length; i += 4) {
      if ([0, 1, 2].some((c) => Math.abs(pixels[0][i + c] - pixels[1][i + c]) > TOLERANCE)) n++;
    }
    return n;
  }, [a.toString('base64'), b.toString('base64')]);
  await page.close();
  return count;
}

// Every computed style of every element of the page's own DOM, by element;
// but the sizes that follow from the content (the widgets make the page taller).
function pageStyles() {
  const LAYOUT = ['height', 'block-size', 'width', 'inline-size', 'perspective-origin', 'transform-origin'];
  return [...document.querySelectorAll('body *, html, body')].filter((el) => el.localName !== 'sudoku-solver' && el.localName !== 'script').map((el) => {
    const style = getComputedStyle(el);
    const all = {};
    for (let i = 0; i < style.length; i++) if (!LAYOUT.includes(style[i])) all[style[i]] = style.getPropertyValue(style[i]);
    return { el: el.localName + (el.id ? '#' + el.id : '') + (el.className ? '.' + el.className : ''), all };
  });
}

test('the widget changes no computed style of the page, adds nothing to its head, and no global', async () => {
  const blog = fs.readFileSync(path.join(env.dir, 'blog.html'), 'utf8');
  writePage(env, 'blog_without_widget.html', blog.replace('<script src="sudoku-widget.js"></script>', ''));
  const without = await openPage(env, env.fileUrl('blog_without_widget.html'), { widgets: 0 });
  const withWidget = await openPage(env, env.fileUrl('blog.html'), { widgets: 2 });
  const before = await without.page.evaluate(pageStyles);
  const after = await withWidget.page.evaluate(pageStyles);
  assert.equal(after.length, before.length);
  for (let i = 0; i < before.length; i++) {
    const changed = Object.keys(before[i].all).filter((p) => before[i].all[p] !== after[i].all[p]);
    assert.deepEqual(changed, [], `${before[i].el} keeps its styles`);
  }
  const head = (page) => page.evaluate(() => ({
    head: document.head.innerHTML, sheets: document.styleSheets.length, adopted: document.adoptedStyleSheets.length,
    globals: Object.keys(window).filter((k) => /sudoku/i.test(k)),
  }));
  const h = await head(withWidget.page);
  assert.deepEqual(h, { ...(await head(without.page)), globals: [] });
  assert.equal(h.adopted, 0);
  assert.deepEqual(withWidget.errors, []);
  await without.page.close();
  await withWidget.page.close();
});

test('sizes follow the reader\'s default font size, not the page\'s root font size (unless the page asks)', async () => {
  writePage(env, 'fonts.html', `<!DOCTYPE html><meta charset="utf-8"><title>Font sizes</title>
<style>html { font-size: 10px; } #follows { --sudoku-font-size: 1rem; }</style><script src="sudoku-widget.js"></script>
<div style="width: 900px"><sudoku-solver id="reader" mode="play"></sudoku-solver><sudoku-solver id="follows" mode="play"></sudoku-solver></div>`);
  const sizes = (page, id) => widget(page, id).evaluate((el) => {
    const px = (selector, property) => parseFloat(getComputedStyle(el.shadowRoot.querySelector(selector))[property]);
    return { text: px('.widget', 'fontSize'), button: px('button.primary', 'fontSize'), padding: px('button.primary', 'paddingLeft'),
      height: px('button.primary', 'minHeight'), key: px('.keypad button', 'minHeight'), field: px('.field', 'marginTop'), help: px('.help', 'marginTop') };
  });
  const { page, errors } = await openPage(env, env.fileUrl('fonts.html'), { widgets: 2 });
  // The browser's default (16px): what the widget always measured, whatever the page's root says.
  const at16 = { text: 16, button: 15.2, padding: 12.8, height: 36.8, key: 33.6, field: 6.4, help: 3.2 };
  for (const [k, v] of Object.entries(await sizes(page, '#reader'))) assert.ok(Math.abs(v - at16[k]) < 0.01, `${k}: ${v}px, not ${at16[k]}px`);
  assert.equal((await sizes(page, '#follows')).text, 10, '--sudoku-font-size: 1rem follows the page\'s root');
  // A reader whose browser's default font size is 24px gets everything half as large again.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
  await page.reload();
  await widgetsReady(page, 2);
  for (const [k, v] of Object.entries(await sizes(page, '#reader'))) assert.ok(Math.abs(v - 1.5 * at16[k]) < 0.01, `${k}: ${v}px, not ${1.5 * at16[k]}px`);
  assert.equal((await sizes(page, '#follows')).text, 10);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16 } });
  await cdp.detach();
  assert.deepEqual(errors, []);
  await page.close();
});

const SIZED = `<!DOCTYPE html><meta charset="utf-8"><title>Sizes</title><script src="sudoku-widget.js"></script>
<div style="width: 320px"><sudoku-solver id="narrow" mode="animate"></sudoku-solver></div>
<div style="width: 980px"><sudoku-solver id="wide" mode="animate" theme="dark"></sudoku-solver></div>
<div style="width: 500px"><sudoku-solver id="light" mode="play" theme="light" size="4"></sudoku-solver></div>`;

test('it takes the width of its container: one column when narrow, side by side when wide', async () => {
  writePage(env, 'sized.html', SIZED);
  const { page, errors } = await openPage(env, env.fileUrl('sized.html'), { widgets: 3, viewport: { width: 1100, height: 900 } });
  const box = (w, selector) => w.locator(selector).first().evaluate((el) => el.getBoundingClientRect().toJSON());
  for (const [id, width] of [['#narrow', 320], ['#wide', 980]]) {
    const w = widget(page, id);
    assert.equal((await box(w, '.widget')).width, width);
    const overflow = await w.locator('.widget').evaluate((el) => el.scrollWidth - el.clientWidth);
    assert.equal(overflow, 0, `${id}: nothing sticks out`);
    const grid = await box(w, '.grid');
    const side = await box(w, '.side');
    if (id === '#narrow') assert.ok(side.top >= grid.bottom, 'narrow: the controls are under the grid');
    else assert.ok(side.left >= grid.right && side.top < grid.bottom, 'wide: the controls are beside the grid');
  }
  await screenshot(widget(page, '#narrow'), 'widget_narrow');
  await page.close();
  assert.deepEqual(errors, []);
});

test('theme="light" and "dark" hold whatever the system says; "auto" follows it', async () => {
  const panel = (page, id) => widget(page, id).locator('.widget').evaluate((el) => getComputedStyle(el).backgroundColor);
  const LIGHT = 'rgb(255, 255, 255)';
  const DARK = 'rgb(28, 31, 36)';
  for (const colorScheme of ['light', 'dark']) {
    const { page } = await openPage(env, env.fileUrl('sized.html'), { widgets: 3, colorScheme });
    assert.equal(await panel(page, '#wide'), DARK);
    assert.equal(await panel(page, '#light'), LIGHT);
    assert.equal(await panel(page, '#narrow'), colorScheme === 'dark' ? DARK : LIGHT);
    await page.close();
  }
});
