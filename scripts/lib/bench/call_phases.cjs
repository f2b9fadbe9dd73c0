// Where one call of the JavaScript API spends its time: CPU microseconds per
// call (user + system of this process, less inflated by a loaded machine than
// the wall clock) of the public calls against the raw embind module beneath
// them and against tdoku-wasm, on the same puzzles. The differences name the
// phases: the JS wrapper (api.solve - Module.search), the embind call with
// its option reads (a call that fails at once), reading the text
// (Module.format), and the rest (Shape, search, result object). For the
// functions inside each phase, profile the same loop with node --cpu-prof on
// a module linked with --profiling-funcs.
//   node call_phases.cjs SITE_DIR TDOKU_WASM_DIR PUZZLE_FILE [ROUNDS]
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { benchMedian } = require('./measure_wasm.js');
const { benchTdokuApi } = require('./tdoku/tdoku_api.js');

const PUZZLES = 1000;

async function main() {
  const [site, tdokuDir, file, rounds = '5'] = process.argv.slice(2);
  if (!file) throw new Error('usage: node call_phases.cjs SITE_DIR TDOKU_WASM_DIR PUZZLE_FILE [ROUNDS]');
  let raw = null;  // the Emscripten module under the API, caught as it starts
  const api = await require(path.resolve(site, 'sudoku.js')).createSudoku({ preRun: [(m) => { raw = m; }] });
  const tdoku = benchTdokuApi(await require(path.resolve(tdokuDir, 'tdoku_wasm.js'))(
    { wasmBinary: fs.readFileSync(path.resolve(tdokuDir, 'tdoku_wasm.wasm')) }));
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter((l) => l.trim()).slice(0, PUZZLES);
  const limit1 = () => Object.assign(Object.create(null), { limit: 1 });
  const calls = {
    'api.solve(line)': (l) => api.solve(l),
    'api.count(line, {limit: 2})': (l) => api.count(l, { limit: 2 }),
    'Module.search(line, {limit: 1}) (the embind call under solve)': (l) => raw.search(l, limit1(), undefined, undefined),
    'Module.solveBatch(line, {limit: 1}) (a batch of one)': (l) => raw.solveBatch(l, limit1()),
    'Module.format(line, {}) (reading the text, writing a line)': (l) => raw.format(l, Object.create(null)),
    'Module.search("x", {}) (an embind call that fails at once)': () => raw.search('x', Object.create(null), undefined, undefined),
    'Module.sizes() (an embind call building 7 small objects)': () => raw.sizes(),
    'tdoku-wasm solve(line, 1)': (l) => tdoku.solve(l, 1),
    'tdoku-wasm solve(line, 2)': (l) => tdoku.solve(l, 2),
  };
  for (const f of Object.values(calls)) for (const l of lines.slice(0, 200)) f(l);  // warm-up
  const perCall = {};
  for (let round = 0; round < Number(rounds); ++round) {
    for (const [name, f] of Object.entries(calls)) {
      const start = process.cpuUsage();
      for (const l of lines) f(l);
      const d = process.cpuUsage(start);
      (perCall[name] = perCall[name] || []).push((d.user + d.system) / lines.length);
    }
  }
  console.log(`CPU µs per call, median of ${rounds} rounds over the first ${lines.length} puzzles of ${path.basename(file)}:`);
  for (const [name, xs] of Object.entries(perCall)) console.log(`${benchMedian(xs).toFixed(1).padStart(9)}  ${name}`);
}

main().catch((e) => { console.error(e); process.exit(1); });
