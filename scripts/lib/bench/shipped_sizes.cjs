// What each file the site and the npm package ship weighs: its bytes, gzip
// -9 and brotli (quality 11, what GitHub Pages and most CDNs send), and
// what a page downloads for each way of loading the library. scripts/bench
// prints it in its report (run_all.cjs, report.cjs); alone:
//   node scripts/lib/bench/shipped_sizes.cjs [SITE_DIR]     (default build/site)
// prints the table.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

// Each shipped file and what it holds.
const FILES = [
  ['sudoku.js', 'classic script / require(): glue, API, Worker client, the Worker\'s script as text, the binary deflated as base64'],
  ['sudoku.mjs', 'ES module: glue, API, Worker client (no binary, no Worker script)'],
  ['sudoku.wasm', 'the binary, beside sudoku.mjs'],
  ['sudoku-worker.js', 'the Worker\'s script: glue, API, Worker side (no binary: the page sends its module)'],
  ['sudoku-widget.js', 'the sudoku-solver element in one classic script: the widget and the Worker client, with the binary and the Worker\'s script inlined (no glue on the page)'],
  ['sudoku-widget.mjs', 'the sudoku-solver element as an ES module over ./sudoku.mjs'],
  ['js/site.js', 'the site\'s page code (after sudoku.js), its words in English'],
  ['sudoku-lang-de.js', 'the words in German: a classic script a page loads only when it shows German'],
  ['sudoku-lang-pl.js', 'the words in Polish'],
  ['sudoku-lang-cs.js', 'the words in Czech'],
  ['sudoku-lang-ru.js', 'the words in Russian'],
];
// What a page downloads before its first solve, by how it loads the library.
const LOADS = [
  ['a page loading sudoku.js as a classic script, a solve in a Worker', ['sudoku.js']],
  ['a blog page with sudoku-widget.js', ['sudoku-widget.js']],
  ['an app over sudoku.mjs, a solve in a Worker', ['sudoku.mjs', 'sudoku-worker.js', 'sudoku.wasm']],
  ['an app over sudoku.mjs and the widget (sudoku-widget.mjs)', ['sudoku.mjs', 'sudoku-widget.mjs', 'sudoku-worker.js', 'sudoku.wasm']],
  ['the site (index.html\'s scripts: sudoku.js, js/site.js)', ['sudoku.js', 'js/site.js']],
  ['the site in German (and its language\'s file)', ['sudoku.js', 'js/site.js', 'sudoku-lang-de.js']],
  ['a blog page with sudoku-widget.js, in Russian', ['sudoku-widget.js', 'sudoku-lang-ru.js']],
];

/** {files: [{file, holds, raw, gzip, brotli}], loads: [{what, files, raw, gzip, brotli}]} for the built site `site`. */
function shippedSizes(site) {
  const files = FILES.filter(([file]) => fs.existsSync(path.join(site, file))).map(([file, holds]) => {
    const bytes = fs.readFileSync(path.join(site, file));
    return {
      file, holds, raw: bytes.length,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  });
  const of = (name) => files.find((f) => f.file === name);
  const loads = LOADS.filter(([, names]) => names.every(of)).map(([what, names]) => {
    const sum = (key) => names.reduce((s, name) => s + of(name)[key], 0);
    return { what, files: names, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
  });
  return { files, loads };
}

module.exports = { shippedSizes };

if (require.main === module) {
  const site = path.resolve(process.argv[2] || path.join(__dirname, '../../../build/site'));
  if (!fs.existsSync(path.join(site, 'sudoku.js'))) {
    console.error(`usage: node shipped_sizes.cjs [SITE_DIR]  (${site} holds no sudoku.js: run scripts/build)`);
    process.exit(2);
  }
  const { files, loads } = shippedSizes(site);
  const n = (x) => String(x).replace(/\B(?=(\d{3})+$)/g, ',').padStart(9);
  console.log(`${'file'.padEnd(20)}${'bytes'.padStart(9)}${'gzip -9'.padStart(10)}${'brotli'.padStart(10)}  holds`);
  for (const f of files) console.log(`${f.file.padEnd(20)}${n(f.raw)} ${n(f.gzip)} ${n(f.brotli)}  ${f.holds}`);
  console.log('\nbefore the first solve:');
  for (const l of loads) console.log(`${n(l.raw)} ${n(l.gzip)} ${n(l.brotli)}  ${l.what}`);
}
