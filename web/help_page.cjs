// Writes the site's help page: web/help.html with its lists filled in from the
// built library, so the page names exactly the algorithms, sizes, variants,
// layouts and techniques the library has (nothing of them is written by hand).
//   node help_page.cjs SOURCE_HTML SUDOKU_JS OUTPUT_HTML
// Every element of SOURCE_HTML marked data-generated="NAME" must be empty
// there, and NAME one of FILLS below; each gets the library's rows.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const code = (text) => `<code>${escape(text)}</code>`;
const cells = (values) => `<tr>${values.map((v) => `<td>${v}</td>`).join('')}</tr>`;
const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
const valueRange = (n) => (n <= 9 ? `1-${n}` : `1-9, A-${SYMBOLS[n - 1]}`);

/** What an algorithm can do, in words, from its capability flags and sizes. */
function abilities(a) {
  const c = a.capabilities;
  const said = [];
  if (c.enumerate) said.push('counts and lists every solution');
  if (c.trace) said.push('can be animated');
  if (c.namesTechniques) said.push('names the human techniques it uses');
  if (c.countsBacktracks) said.push('counts backtracks as its sources do');
  said.push(`sizes ${a.minSize}x${a.minSize} to ${a.maxSize}x${a.maxSize}`);
  const sentence = said.join(', ');
  return sentence[0].toUpperCase() + sentence.slice(1) + '.' +
    (c.needsBudget ? ' <strong>Give it a time limit:</strong> it can search for hours on ordinary grids.' : '');
}

/** Each generated element's content, from the library (api: createSudoku()'s, library: require()'s). */
const FILLS = {
  algorithms: (api) => api.algorithms().map((a) =>
    `<dt id="algorithm-${escape(a.id)}">${escape(a.name)} ${code(a.id)}</dt>\n<dd>${escape(a.summary)} <span class="technical">How it works: ${escape(a.description)}</span> ${abilities(a)}</dd>`),
  sizes: (api) => api.sizes().map((s) =>
    cells([`${s.size}x${s.size}`, `${s.boxRows} rows by ${s.boxCols} columns`, valueRange(s.size)])),
  variants: (api) => {
    const every = api.sizes().map((s) => s.size).join();
    return api.variants().map((v) => cells([escape(v.name), code(v.id),
      v.sizes.join() === every ? 'every size' : v.sizes.map((n) => `${n}x${n}`).join(', ')]));
  },
  layouts: (api) => api.layouts().map((l) =>
    `<dt id="layout-${escape(l.id)}">${escape(l.name)} ${code(l.id)}</dt>\n` +
    `<dd>${escape(l.description)}; ${l.cellCount} cells, values 1-${l.symbols}.</dd>`),
  techniques: (api) => api.techniques().filter((t) => t.id !== 'none' && t.id !== 'guess').map((t) =>
    `<li>${escape(t.name)} ${code(t.id)}</li>`),
  levels: (api) => api.levels().map((l) => `<li>${escape(l.id.charAt(0).toUpperCase() + l.id.slice(1))}: ${escape(l.description)}.</li>`),
  symmetries: (api) => api.symmetries().map((s) => `<li>${code(s.id)}: ${escape(s.description)}</li>`),
  version: (api, library) => [escape(library.version)],
};

function fill(html, api, library) {
  const seen = new Set();
  const out = html.replace(/(<(\w+)\b[^>]*\bdata-generated="([^"]*)"[^>]*>)([\s\S]*?)(<\/\2>)/g,
    (whole, open, tag, name, content, close) => {
      if (!FILLS[name]) throw new Error(`help.html: data-generated="${name}" names no list (${Object.keys(FILLS).join(', ')})`);
      if (content.trim()) throw new Error(`help.html: the element data-generated="${name}" must be empty in the source`);
      const rows = FILLS[name](api, library);
      if (!rows.length) throw new Error(`help.html: the library lists no ${name}`);
      seen.add(name);
      return tag === 'span' ? open + rows.join('') + close : `${open}\n${rows.join('\n')}\n${close}`;
    });
  for (const name of Object.keys(FILLS)) if (!seen.has(name)) throw new Error(`help.html has no element data-generated="${name}"`);
  return out;
}

async function main([source, libraryPath, output]) {
  if (!output) throw new Error('usage: node help_page.cjs SOURCE_HTML SUDOKU_JS OUTPUT_HTML');
  const library = require(path.resolve(libraryPath));
  const api = await library.createSudoku();
  const html = fill(fs.readFileSync(source, 'utf8'), api, library);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, html);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`help_page.cjs: ${error.message}`);
    process.exit(1);
  });
}

module.exports = { fill };
