// Issue 16's two download figures for one built site, quickly, without the
// whole scripts/bench: the gzip -9 size of sudoku.js, sudoku.mjs,
// sudoku-widget.js and js/site.js, and the first solve after opening
// index.html from disk in headless Chromium (median of the runs, the same
// measure as scripts/bench's wasm-chromium engine: engine_wasm_chromium.cjs).
//   node scripts/lib/bench/first_solve.cjs SITE_DIR [RUNS=5]
// Prints one JSON object.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { createRequire } = require('node:module');
const { firstSolve, CHROMIUM_ARGS } = require('./engine_wasm_chromium.cjs');

const ROOT = path.resolve(__dirname, '../../..');
const { chromium } = createRequire(path.join(ROOT, 'tests/package.json'))('playwright-core');
// forum_hardest_1106's first puzzle, scripts/bench's first-solve puzzle (run_all.cjs).
const PUZZLE = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const FILES = ['sudoku.js', 'sudoku.mjs', 'sudoku-widget.js', 'js/site.js'];

async function main() {
  const site = path.resolve(process.argv[2] || '');
  const runs = Number(process.argv[3] || 5);
  if (!process.argv[2] || !fs.existsSync(path.join(site, 'index.html'))) {
    console.error('usage: node first_solve.cjs SITE_DIR [RUNS]  (SITE_DIR holds a built index.html)');
    process.exit(2);
  }
  const sizes = {};
  for (const file of FILES) {
    const bytes = fs.readFileSync(path.join(site, file));
    sizes[file] = { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-first-solve-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const solves = [];
  try {
    for (let i = 0; i < runs; ++i) solves.push(await firstSolve(context, PUZZLE, site));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const median = (key) => solves.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(solves.length / 2)];
  console.log(JSON.stringify({ sizes, runs, readyMs: Math.round(median('readyMs')), solvedMs: Math.round(median('solvedMs')),
    solvedAll: solves.map((s) => Math.round(s.solvedMs)), load: os.loadavg()[0].toFixed(1) }, null, 1));
}

main().catch((e) => { console.error(e); process.exit(1); });
