// The site's help page (web/help.html, written into build/site by
// web/help_page.cjs): its lists of algorithms, sizes, variants, layouts and
// techniques are the library's catalogs, row for row and in their order, and
// the source page lists none of them by hand.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { sudoku, loadLibrary } = require('./support/library');
const { fill } = require('../../web/help_page.cjs');

const ROOT = path.resolve(__dirname, '../..');
const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site');
const SOURCE = fs.readFileSync(path.join(ROOT, 'web/help.html'), 'utf8');
const BUILT = () => fs.readFileSync(path.join(SITE, 'help.html'), 'utf8');

/** The inner HTML of the element marked data-generated="name" in `html`. */
function generated(html, name) {
  const m = new RegExp(`<(\\w+)\\b[^>]*\\bdata-generated="${name}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  assert.ok(m, `an element data-generated="${name}"`);
  return m[2];
}
const codes = (html) => [...html.matchAll(/<code>([^<]*)<\/code>/g)].map((m) => m[1]);
const unescape = (text) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');

test('the source page leaves every generated list empty', () => {
  const names = [...SOURCE.matchAll(/data-generated="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(names.sort(), ['algorithms', 'layouts', 'levels', 'sizes', 'symmetries', 'techniques', 'variants', 'version']);
  for (const name of names) assert.equal(generated(SOURCE, name).trim(), '', name);
});

test('the built page lists the generator\'s levels and symmetries, the library\'s, in its order', async () => {
  const api = await sudoku();
  const levels = [...generated(BUILT(), 'levels').matchAll(/<li>(\w+):/g)].map((m) => m[1].toLowerCase());
  assert.deepEqual(levels, api.levels().map((l) => l.id));
  assert.deepEqual(codes(generated(BUILT(), 'symmetries')), api.symmetries().map((s) => s.id));
});

test('the built page lists every algorithm of the registry, in its order, with its name and description', async () => {
  const api = await sudoku();
  const html = generated(BUILT(), 'algorithms');
  const algorithms = api.algorithms();
  assert.deepEqual(codes(html), algorithms.map((a) => a.id));
  for (const a of algorithms) {
    const entry = html.split(`<dt id="algorithm-${a.id}">`)[1].split('<dt')[0];  // its <dt> and <dd>
    assert.ok(unescape(entry).startsWith(`${a.name} <code>${a.id}</code>`), entry);
    assert.ok(unescape(entry).includes(a.description), `${a.id}'s description`);
    assert.equal(entry.includes('Give it a time limit'), a.capabilities.needsBudget,
      `${a.id}: "give it a time limit" only when it needs a budget`);
  }
});

test('the built page lists the sizes, variants, layouts and techniques of the library, in their order', async () => {
  const api = await sudoku();
  const html = BUILT();
  const sizes = [...generated(html, 'sizes').matchAll(/<tr><td>(\d+)x\1<\/td>/g)].map((m) => Number(m[1]));
  assert.deepEqual(sizes, api.sizes().map((s) => s.size));
  assert.deepEqual(codes(generated(html, 'variants')).map(unescape), api.variants().map((v) => v.id));
  assert.deepEqual(codes(generated(html, 'layouts')), api.layouts().map((l) => l.id));
  for (const l of api.layouts()) assert.ok(unescape(html).includes(l.description), `${l.id}'s description`);
  const ladder = api.techniques().filter((t) => t.id !== 'none' && t.id !== 'guess');
  assert.deepEqual(codes(generated(html, 'techniques')), ladder.map((t) => t.id));
  assert.equal(generated(html, 'version'), loadLibrary().version);
});

test('help_page.cjs refuses a generated list that is not empty, unknown or missing', async () => {
  const api = await sudoku();
  const library = loadLibrary();
  assert.throws(() => fill(SOURCE.replace('data-generated="sizes">', 'data-generated="sizes"><tr><td>9x9</td></tr>'), api, library),
    /data-generated="sizes" must be empty/);
  assert.throws(() => fill(SOURCE.replace('data-generated="layouts"', 'data-generated="shapes"'), api, library),
    /"shapes" names no list/);
  assert.throws(() => fill(SOURCE.replace(/<ol class="techniques" data-generated="techniques"><\/ol>/, ''), api, library),
    /no element data-generated="techniques"/);
});
