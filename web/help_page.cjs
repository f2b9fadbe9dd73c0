// Writes one of the site's help pages: web/help.html (English) or a
// translation, web/help.<lang>.html, with its lists filled in from the built
// library in the page's language (its <html lang>), so the page names exactly
// the algorithms, sizes, variants, layouts, rules and techniques the library has
// (nothing of them is written by hand), and links the page in each language.
//   node help_page.cjs SOURCE_HTML SUDOKU_JS OUTPUT_HTML
// Every element of SOURCE_HTML marked data-generated="NAME" must be empty
// there, and NAME one of FILLS below; each gets the library's rows.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const code = (text) => `<code>${escape(text)}</code>`;
const cells = (values) => `<tr>${values.map((v) => `<td>${v}</td>`).join('')}</tr>`;
const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
const valueRange = (n) => (n <= 9 ? `1-${n}` : `1-9, A-${SYMBOLS[n - 1]}`);

/** What an algorithm can do, in words, from its capability flags and sizes. */
function abilities(a, tr) {
  const c = a.capabilities;
  const said = [];
  if (c.enumerate) said.push(tr.t('help.ability.enumerate'));
  if (c.trace) said.push(tr.t('help.ability.trace'));
  if (c.namesTechniques) said.push(tr.t('help.ability.techniques'));
  if (c.countsBacktracks) said.push(tr.t('help.ability.backtracks'));
  const sentence = escape(tr.list(said));
  const sizes = escape(tr.t('help.ability.sizes', { from: `${a.minSize}x${a.minSize}`, to: `${a.maxSize}x${a.maxSize}` }));
  return (sentence ? sentence[0].toUpperCase() + sentence.slice(1) + '. ' : '') + sizes +
    (c.needsBudget ? ` <strong>${escape(tr.t('help.needs_budget_lead'))}</strong> ${escape(tr.t('help.needs_budget'))}` : '');
}

/**
 * Each generated element's content, from the library (api: createSudoku()'s,
 * library: require()'s) in the page's language (tr: web/js/i18n.js's
 * createTranslator; the library's words through tr.lib, the page's own
 * through the "help.*" keys).
 */
const FILLS = {
  languages: (api, library, tr, i18n) => i18n.LANGUAGES.map((l) => (l.code === tr.lang
    ? `<span lang="${l.code}" aria-current="page">${escape(l.name)}</span>`
    : `<a href="${i18n.helpPage(l.code)}" hreflang="${l.code}" lang="${l.code}">${escape(l.name)}</a>`)),
  algorithms: (api, library, tr) => api.algorithms().map((a) => {
    const words = (part) => escape(tr.lib(`algorithm.${a.id}.${part}`, a[part]));
    return `<dt id="algorithm-${escape(a.id)}">${words('name')} ${code(a.id)}</dt>\n<dd>${words('summary')} ` +
      `<span class="technical">${escape(tr.t('help.how_it_works', { description: tr.lib(`algorithm.${a.id}.description`, a.description) }))}</span> ${abilities(a, tr)}</dd>`;
  }),
  sizes: (api, library, tr) => api.sizes().map((s) =>
    cells([`${s.size}x${s.size}`,
      escape(s.boxRows ? tr.t('help.box_shape', { rows: tr.t('help.box_rows', { n: s.boxRows }), columns: tr.t('help.box_columns', { n: s.boxCols }) })
        : tr.t('help.no_boxes')),
      valueRange(s.size)])),
  variants: (api, library, tr) => {
    const every = api.sizes().map((s) => s.size).join();
    const withBoxes = api.sizes().filter((s) => s.boxRows).map((s) => s.size).join();
    return api.variants().map((v) => cells([escape(tr.lib(`variant.${v.id}`, v.name)), code(v.id),
      v.sizes.join() === every ? escape(tr.t('help.every_size'))
        : v.sizes.join() === withBoxes ? escape(tr.t('help.every_size_with_boxes')) : v.sizes.map((n) => `${n}x${n}`).join(', ')]));
  },
  layouts: (api, library, tr) => api.layouts().map((l) =>
    `<dt id="layout-${escape(l.id)}">${escape(tr.lib(`layout.${l.id}`, l.name))} ${code(l.id)}</dt>\n` +
    `<dd>${escape(tr.lib(`layout.${l.id}.description`, l.description))}; ${escape(tr.t('help.layout_facts', { n: l.cellCount, symbols: l.symbols }))}.</dd>`),
  constraints: (api, library, tr) => api.constraintKinds().map((k) =>
    `<dt id="rule-${escape(k.id)}">${escape(tr.lib(`constraint.${k.id}`, k.name))} ${code(k.id)}</dt>\n` +
    `<dd>${escape(tr.lib(`constraint.${k.id}.rule`, k.rule))}</dd>`),
  techniques: (api, library, tr) => api.techniques().filter((t) => t.id !== 'none' && t.id !== 'guess').map((t) =>
    `<li>${escape(tr.lib(`technique.${t.id}`, t.name))} ${code(t.id)}</li>`),
  levels: (api, library, tr) => api.levels().map((l) =>
    `<li>${escape(tr.t(`new.level.${l.id}`))}: ${escape(tr.lib(`level.${l.id}`, l.description))}.</li>`),
  symmetries: (api, library, tr) => api.symmetries().map((s) => `<li>${code(s.id)}: ${escape(tr.lib(`symmetry.${s.id}`, s.description))}</li>`),
  version: (api, library) => [escape(library.version)],
};

/** The language a help page's source is written in: its <html lang>. */
function pageLanguage(html) {
  const m = /<html\b[^>]*\blang="([^"]+)"/.exec(html);
  if (!m) throw new Error('the page has no <html lang="...">');
  return m[1];
}

/** The page with its generated elements filled; i18n: web/js/i18n.js, tr: its translator for the page's language. */
function fill(html, api, library, i18n, tr) {
  const seen = new Set();
  const out = html.replace(/(<(\w+)\b[^>]*\bdata-generated="([^"]*)"[^>]*>)([\s\S]*?)(<\/\2>)/g,
    (whole, open, tag, name, content, close) => {
      if (!FILLS[name]) throw new Error(`data-generated="${name}" names no list (${Object.keys(FILLS).join(', ')})`);
      if (content.trim()) throw new Error(`the element data-generated="${name}" must be empty in the source`);
      const rows = FILLS[name](api, library, tr, i18n);
      if (!rows.length) throw new Error(`the library lists no ${name}`);
      seen.add(name);
      return tag === 'span' ? open + rows.join('') + close : `${open}\n${rows.join('\n')}\n${close}`;
    });
  for (const name of Object.keys(FILLS)) if (!seen.has(name)) throw new Error(`the page has no element data-generated="${name}"`);
  return out;
}

/** web/js/i18n.js, an ES module. */
function loadI18n() {
  return import(pathToFileURL(path.join(__dirname, 'js/i18n.js')).href);
}

async function main([source, libraryPath, output]) {
  if (!output) throw new Error('usage: node help_page.cjs SOURCE_HTML SUDOKU_JS OUTPUT_HTML');
  const library = require(path.resolve(libraryPath));
  const api = await library.createSudoku();
  const i18n = await loadI18n();
  const text = fs.readFileSync(source, 'utf8');
  const lang = pageLanguage(text);
  if (!i18n.LANGUAGES.some((l) => l.code === lang)) throw new Error(`${source}: <html lang="${lang}"> is not one of the site's languages`);
  if (path.basename(output) !== i18n.helpPage(lang)) throw new Error(`${source}: a page in "${lang}" is written as ${i18n.helpPage(lang)}, not ${path.basename(output)}`);
  const tr = await i18n.loadTranslator(lang);
  if (tr.lang !== lang) throw new Error(`${source}: the words in "${lang}" did not load`);
  let html;
  try {
    // "Back to the solver" opens the solver in the page's language.
    html = fill(text, api, library, i18n, tr).replace(/href="index\.html"/g, `href="index.html?lang=${lang}"`);
  } catch (error) {
    throw new Error(`${source}: ${error.message}`);
  }
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, html);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`help_page.cjs: ${error.message}`);
    process.exit(1);
  });
}

module.exports = { fill, loadI18n, pageLanguage };
