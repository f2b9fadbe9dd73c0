// The site's help pages (web/help.html and its translations web/help.<lang>.html,
// written into build/site by web/help_page.cjs): their lists of algorithms,
// sizes, variants, layouts and techniques are the library's catalogs, row for
// row and in their order, in the page's language; the source pages list none
// of them by hand, and each translation has the English page's structure.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { sudoku, loadLibrary } = require('./support/library');
const { fill, loadI18n, pageLanguage } = require('../../web/help_page.cjs');
const { differences } = require('../../web/help_structure.cjs');

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
  assert.deepEqual(names.sort(), ['algorithms', 'constraints', 'languages', 'layouts', 'levels', 'sizes', 'symmetries', 'techniques', 'variants', 'version']);
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

test('the built page lists the sizes, variants, layouts, rules and techniques of the library, in their order', async () => {
  const api = await sudoku();
  const html = BUILT();
  const sizes = [...generated(html, 'sizes').matchAll(/<tr><td>(\d+)x\1<\/td>/g)].map((m) => Number(m[1]));
  assert.deepEqual(sizes, api.sizes().map((s) => s.size));
  assert.deepEqual(codes(generated(html, 'variants')).map(unescape), api.variants().map((v) => v.id));
  assert.deepEqual(codes(generated(html, 'layouts')), api.layouts().map((l) => l.id));
  for (const l of api.layouts()) assert.ok(unescape(html).includes(l.description), `${l.id}'s description`);
  assert.deepEqual(codes(generated(html, 'constraints')), api.constraintKinds().map((k) => k.id));
  for (const k of api.constraintKinds()) assert.ok(unescape(html).includes(k.rule), `${k.id}'s rule`);
  const ladder = api.techniques().filter((t) => t.id !== 'none' && t.id !== 'guess');
  assert.deepEqual(codes(generated(html, 'techniques')), ladder.map((t) => t.id));
  assert.equal(generated(html, 'version'), loadLibrary().version);
});

test('help_page.cjs refuses a generated list that is not empty, unknown or missing', async () => {
  const api = await sudoku();
  const library = loadLibrary();
  const i18n = await loadI18n();
  const tr = i18n.createTranslator('en');
  assert.throws(() => fill(SOURCE.replace('data-generated="sizes">', 'data-generated="sizes"><tr><td>9x9</td></tr>'), api, library, i18n, tr),
    /data-generated="sizes" must be empty/);
  assert.throws(() => fill(SOURCE.replace('data-generated="layouts"', 'data-generated="shapes"'), api, library, i18n, tr),
    /"shapes" names no list/);
  assert.throws(() => fill(SOURCE.replace(/<ol class="techniques" data-generated="techniques"><\/ol>/, ''), api, library, i18n, tr),
    /no element data-generated="techniques"/);
});

test('there is a help page in every language of the site, with the English page\'s structure, and each links the others', async () => {
  const i18n = await loadI18n();
  for (const { code } of i18n.LANGUAGES) {
    const file = i18n.helpPage(code);
    const source = fs.readFileSync(path.join(ROOT, 'web', file), 'utf8');
    assert.equal(pageLanguage(source), code, `${file} says <html lang="${code}">`);
    assert.deepEqual(differences(SOURCE, source), [], `${file} has help.html's elements, ids, links and code`);
    const built = fs.readFileSync(path.join(SITE, file), 'utf8');
    const links = [...generated(built, 'languages').matchAll(/href="([^"]+)" hreflang="(\w+)"/g)].map((m) => [m[1], m[2]]);
    assert.deepEqual(links, i18n.LANGUAGES.filter((l) => l.code !== code).map((l) => [i18n.helpPage(l.code), l.code]), `${file} links the other pages`);
    assert.match(generated(built, 'languages'), new RegExp(`<span lang="${code}" aria-current="page">`));
  }
});

test('a translated help page lists the library\'s algorithms, layouts, variants, techniques and levels in its language', async () => {
  const api = await sudoku();
  const i18n = await loadI18n();
  for (const { code } of i18n.LANGUAGES.filter((l) => l.code !== 'en')) {
    const tr = await i18n.loadTranslator(code);
    assert.equal(tr.lang, code);
    const built = unescape(fs.readFileSync(path.join(SITE, i18n.helpPage(code)), 'utf8'));
    const algorithms = generated(built, 'algorithms');
    for (const a of api.algorithms()) {
      const name = tr.lib(`algorithm.${a.id}.name`, a.name);
      assert.ok(algorithms.includes(`<dt id="algorithm-${a.id}">${name} <code>${a.id}</code></dt>`), `${code}: ${a.id} named ${name}`);
      assert.ok(algorithms.includes(tr.t('help.how_it_works', { description: tr.lib(`algorithm.${a.id}.description`, a.description) })), `${code}: ${a.id}'s description`);
    }
    for (const l of api.layouts()) assert.ok(generated(built, 'layouts').includes(tr.lib(`layout.${l.id}.description`, l.description)), `${code}: ${l.id}`);
    for (const v of api.variants()) assert.ok(generated(built, 'variants').includes(`<td>${tr.lib(`variant.${v.id}`, v.name)}</td>`), `${code}: ${v.id}`);
    const ladder = api.techniques().filter((t) => t.id !== 'none' && t.id !== 'guess');
    assert.deepEqual([...generated(built, 'techniques').matchAll(/<li>(.*) <code>/g)].map((m) => m[1]),
      ladder.map((t) => tr.lib(`technique.${t.id}`, t.name)), `${code}: the techniques' names`);
    assert.deepEqual([...generated(built, 'levels').matchAll(/<li>([^:]*):/g)].map((m) => m[1]), api.levels().map((l) => tr.t(`new.level.${l.id}`)));
    assert.ok(generated(built, 'sizes').includes(`<td>${tr.t('help.box_shape', { rows: tr.t('help.box_rows', { n: 3 }), columns: tr.t('help.box_columns', { n: 3 }) })}</td>`));
  }
});
