// Every core against one (issue 32): the same work on 1 and on all of the
// machine's cores, alternating, RUNS rounds, medians compared:
//   - natively, `sudoku count --jobs N` of a grid with 9,017,040
//     solutions (a solved grid keeping its first 31 cells), `sudoku
//     enumerate --jobs N` of one with 2,597,040 (its first 32 cells; every
//     solution written to /dev/null, wall clock), and `sudoku
//     batch --jobs N` of 100,000 puzzles (17_clue.txt, then
//     forum_hardest_1905_11plus.txt, then serg_benchmark.txt, from
//     ../shared/data);
//   - in Chromium from disk, the Worker client's count() of the same grid,
//     enumerate() of one with 661,656 solutions (one Worker replays long
//     enumerations: worker_enumerate.js), and solveBatch() of the same
//     puzzles with `workers: 1` and `workers: N`
//     (each client warmed by a first call, so that its Workers are up).
// Speedup = time on 1 / time on N. The goal: 1.8 on 2 cores.
// scripts/bench runs it as its "parallel" engine (--json: the figures as JSON only):
//   node scripts/lib/bench/parallel.cjs [--json] NATIVE_CLI SITE_DIR [RUNS=3]
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../../..');
const DATA = path.resolve(ROOT, '../shared/data');
const SOLVED = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';
const GRID = SOLVED.slice(0, 31) + '.'.repeat(50);
const GRID_SOLUTIONS = 9017040;
const ENUMERATED = SOLVED.slice(0, 32) + '.'.repeat(49);
const ENUMERATED_SOLUTIONS = 2597040;
// In Chromium, one with 661,656 (its first 36 cells): one Worker replays a long enumeration (worker_enumerate.js), slowly.
const ENUMERATED_IN_CHROMIUM = SOLVED.slice(0, 36) + '.'.repeat(45);
const ENUMERATED_IN_CHROMIUM_SOLUTIONS = 661656;
const BATCH_PUZZLES = 100000;
const BATCH_SOURCES = ['17_clue.txt', 'forum_hardest_1905_11plus.txt', 'serg_benchmark.txt'];
const SPEEDUP_GOAL = 1.8;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Times f(1) and f(cores) alternately, `runs` rounds each; {one, all, speedup} in ms (medians). */
async function alternate(runs, cores, f) {
  const one = [], all = [];
  for (let round = 0; round < runs; ++round) {
    for (const n of round % 2 ? [cores, 1] : [1, cores]) (n === 1 ? one : all).push(await f(n));
  }
  return { one: median(one), all: median(all), speedup: median(one) / median(all) };
}

function batchFile(dir) {
  const lines = [];
  for (const name of BATCH_SOURCES) {
    for (const line of fs.readFileSync(path.join(DATA, name), 'utf8').split('\n')) {
      if (/^[0-9.]{81}$/.test(line.trim())) lines.push(line.trim());
      if (lines.length === BATCH_PUZZLES) break;
    }
    if (lines.length === BATCH_PUZZLES) break;
  }
  const file = path.join(dir, 'batch_100000.txt');
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return { file, puzzles: lines.length };
}

async function chromium(site, runs, cores, batchText) {
  const { launch } = require(path.join(ROOT, 'tests/browser/support/browser'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-parallel-'));
  const page = path.join(dir, 'count.html');
  fs.writeFileSync(page, `<!doctype html><meta charset="utf-8"><title>count</title><script src="${pathToFileURL(path.join(site, 'sudoku.js')).href}"></script>`);
  const browser = await launch({});
  try {
    const tab = await browser.context.newPage();
    await tab.goto(pathToFileURL(page).href);
    const count = await alternate(runs, cores, (workers) => tab.evaluate(async ({ grid, workers, expected }) => {
      const client = Sudoku.createSudokuWorker({ workers });
      await client.count(grid.slice(0, 32) + '.'.repeat(49));  // its Workers up
      const started = performance.now();
      const r = await client.count(grid);
      const ms = performance.now() - started;
      client.terminate();
      if (r.count !== expected || !r.complete) throw new Error(`count ${r.count} (complete: ${r.complete}), not ${expected}`);
      return ms;
    }, { grid: GRID, workers, expected: GRID_SOLUTIONS }));
    const enumerate = await alternate(runs, cores, (workers) => tab.evaluate(async ({ grid, workers, expected }) => {
      const client = Sudoku.createSudokuWorker({ workers });
      await client.count(grid.slice(0, 40) + '.'.repeat(41));  // its Workers up
      let taken = 0;
      const started = performance.now();
      const r = await client.enumerate(grid, { limit: 0, onBatch: (b) => { taken += b.solutions.length; } });
      const ms = performance.now() - started;
      client.terminate();
      if (r.count !== expected || taken !== expected || !r.complete) throw new Error(`enumerate ${r.count} (${taken} taken), not ${expected}`);
      return ms;
    }, { grid: ENUMERATED_IN_CHROMIUM, workers, expected: ENUMERATED_IN_CHROMIUM_SOLUTIONS }));
    await tab.evaluate((text) => { window.batchText = text; }, batchText);
    const batch = await alternate(runs, cores, (workers) => tab.evaluate(async ({ workers }) => {
      const client = Sudoku.createSudokuWorker({ workers });
      await client.solveBatch(window.batchText.slice(0, 82 * 4000));  // its Workers up
      const started = performance.now();
      const r = await client.solveBatch(window.batchText);
      const ms = performance.now() - started;
      client.terminate();
      if (r.solved !== r.puzzles) throw new Error(`solveBatch solved ${r.solved} of ${r.puzzles}`);
      return ms;
    }, { workers }));
    return { count, enumerate, batch };
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measureParallel({ cli, site, runs }) {
  const cores = os.cpus().length;
  const load = os.loadavg().map((x) => x.toFixed(1)).join(' ');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-parallel-'));
  try {
    const nativeCount = await alternate(runs, cores, (threads) => {
      const r = JSON.parse(execFileSync(cli, ['count', '--jobs', String(threads), '--json', GRID]).toString());
      if (r.count !== GRID_SOLUTIONS || !r.complete) throw new Error(`native count ${r.count}, not ${GRID_SOLUTIONS}`);
      return r.stats.elapsed_ms !== undefined ? r.stats.elapsed_ms : r.stats.elapsedMs;
    });
    const lines = execFileSync('sh', ['-c', '"$0" enumerate --jobs 2 "$1" | wc -l', cli, ENUMERATED]).toString();
    if (Number(lines) !== ENUMERATED_SOLUTIONS) throw new Error(`native enumerate wrote ${lines.trim()} lines, not ${ENUMERATED_SOLUTIONS}`);
    const nativeEnumerate = await alternate(runs, cores, (threads) => {
      const out = fs.openSync('/dev/null', 'w');
      const started = process.hrtime.bigint();
      execFileSync(cli, ['enumerate', '--jobs', String(threads), ENUMERATED], { stdio: ['ignore', out, 'inherit'] });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      fs.closeSync(out);
      return ms;
    });
    const { file, puzzles } = batchFile(dir);
    const nativeBatch = await alternate(runs, cores, (threads) => {
      const r = JSON.parse(execFileSync(cli, ['batch', '--summary', '--json', '--jobs', String(threads), '-f', file],
        { maxBuffer: 1 << 26 }).toString());
      if (r.solved !== puzzles) throw new Error(`batch solved ${r.solved} of ${puzzles}`);
      return r.median_ms;
    });
    const inChromium = await chromium(site, runs, cores, fs.readFileSync(file, 'utf8'));
    return { cores, load, runs, grid: GRID, gridSolutions: GRID_SOLUTIONS, batchPuzzles: puzzles, goal: SPEEDUP_GOAL,
             nativeCount, nativeEnumerate, nativeBatch, chromiumCount: inChromium.count,
             chromiumEnumerate: inChromium.enumerate, chromiumBatch: inChromium.batch };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function parallelReport(r) {
  const f = (x) => x.toFixed(0);
  let out = `## Every core against one (median of ${r.runs} alternating rounds, ms; ${r.cores} cores, load ${r.load})\n\n`;
  out += `A grid with ${r.gridSolutions.toLocaleString('en-US')} solutions counted (\`${r.grid}\`), one with 2,597,040 enumerated (every solution written to /dev/null; the time is the process's), and ${r.batchPuzzles.toLocaleString('en-US')} puzzles solved in a batch, on 1 and on ${r.cores} cores.\n\n`;
  out += `| work | 1 core | ${r.cores} cores | speedup |\n| --- | --- | --- | --- |\n`;
  const rows = [['native: sudoku count --jobs', r.nativeCount], ['native: sudoku enumerate --jobs', r.nativeEnumerate],
    ['native: sudoku batch --jobs', r.nativeBatch],
    ['Chromium: Worker client count(), workers', r.chromiumCount],
    ['Chromium: Worker client enumerate() of 661,656 solutions, workers', r.chromiumEnumerate],
    ['Chromium: Worker client solveBatch(), workers', r.chromiumBatch]];
  for (const [what, m] of rows) out += `| ${what} | ${f(m.one)} | ${f(m.all)} | ${m.speedup.toFixed(2)} |\n`;
  const goals = rows.map(([what, m]) => [`${what}: at least ${r.goal} times faster on ${r.cores} cores than on 1 (issue 32)`,
    m.speedup >= r.goal, m.speedup.toFixed(2)]);
  return { text: out, goals };
}

module.exports = { measureParallel, parallelReport };

if (require.main === module) {
  const json = process.argv[2] === '--json';
  const [cli, site, runs] = process.argv.slice(json ? 3 : 2);
  if (!cli || !site || !fs.existsSync(path.join(site, 'sudoku.js'))) {
    console.error('usage: node parallel.cjs [--json] NATIVE_CLI SITE_DIR [RUNS=3]');
    process.exit(2);
  }
  measureParallel({ cli: path.resolve(cli), site: path.resolve(site), runs: Number(runs || 3) }).then((r) => {
    if (json) { process.stdout.write(JSON.stringify(r) + '\n'); return; }
    const { text, goals } = parallelReport(r);
    process.stdout.write(text + '\n' + goals.map(([g, met, m]) => `${met ? 'met' : 'NOT MET'}: ${g} (${m})`).join('\n') + '\n');
  }).catch((e) => { console.error(e); process.exit(1); });
}
