// The technique ladder's speed (issue 29's goals): rating natively, puzzles a
// second over magictour_top1465 (`sudoku rate`), side by side with qqwing's
// rating of the same puzzles (`qqwing --solve --stats`: its six techniques,
// then guesses; the only rater at hand, so the ratio says what our 45 rungs
// cost against a short ladder, not a race); and the first hint of each
// magictour puzzle (`hint()` of the built sudoku.js, the whole ladder up to
// nested forcing nets) in node and in a page of headless Chromium, median and
// 99th percentile, with forum_hardest_1106's first 200 beside it.
// Rounds alternate ours and the reference; each figure is their median.
// scripts/bench runs it as its "ladder" engine; on its own:
//   node scripts/lib/bench/ladder.cjs [--json] SUDOKU_CLI SITE_DIR [ROUNDS=3]
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../../..');
const DATA = path.join(ROOT, '../shared/data');
const RATE_GOAL = 100;        // puzzles a second, natively
const HINT_MEDIAN_GOAL = 50;  // ms, first hint in the browser, median magictour puzzle
const HINT_P99_GOAL = 1000;   // ms, at the 99th percentile
const HARD_COUNT = 200;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const lines = (file) => fs.readFileSync(file, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);

// Seconds a program takes over a file on its standard input, start to exit.
function timed(program, args, input) {
  const start = process.hrtime.bigint();
  execFileSync(program, args, { input, maxBuffer: 1 << 26, stdio: ['pipe', 'pipe', 'inherit'] });
  return Number(process.hrtime.bigint() - start) / 1e9;
}

function hasQqwing() {
  try {
    execFileSync('qqwing', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function measureRating(cli, rounds) {
  const input = fs.readFileSync(path.join(DATA, 'magictour_top1465.txt'));
  const count = lines(path.join(DATA, 'magictour_top1465.txt')).length;
  const qqwing = hasQqwing();
  const ours = [], theirs = [];
  for (let r = 0; r < rounds; ++r) {
    ours.push(timed(cli, ['rate'], input));
    if (qqwing) theirs.push(timed('qqwing', ['--solve', '--stats', '--csv'], input));
  }
  return { count, oursSeconds: median(ours), qqwingSeconds: qqwing ? median(theirs) : null };
}

// Per-puzzle first-hint milliseconds, by a timing loop given the API.
function hintTimes(api, puzzles, now) {
  return puzzles.map((p) => {
    const start = now();
    api.hint(p);
    return now() - start;
  });
}

async function measureHints(site) {
  const magictour = lines(path.join(DATA, 'magictour_top1465.txt'));
  const hardest = lines(path.join(DATA, 'forum_hardest_1106.txt')).slice(0, HARD_COUNT);
  const { createSudoku } = require(path.join(site, 'sudoku.js'));
  const api = await createSudoku();
  const now = () => performance.now();
  const node = { magictour: hintTimes(api, magictour, now), hardest: hintTimes(api, hardest, now) };

  const { chromium } = createRequire(path.join(ROOT, 'tests/package.json'))('playwright-core');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ladder-bench-'));
  const page = path.join(dir, 'bench.html');
  fs.writeFileSync(page, `<!doctype html><meta charset="utf-8"><title>ladder bench</title>
<script src="${pathToFileURL(path.join(site, 'sudoku.js')).href}"></script>`);
  const context = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const tab = await context.newPage();
    await tab.goto(pathToFileURL(page).href);
    const chromiumTimes = await tab.evaluate(async ({ magictour, hardest }) => {
      const api = await Sudoku.createSudoku();
      const times = (puzzles) => puzzles.map((p) => {
        const start = performance.now();
        api.hint(p);
        return performance.now() - start;
      });
      return { magictour: times(magictour), hardest: times(hardest) };
    }, { magictour, hardest });
    return { node, chromium: chromiumTimes };
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function measureLadder({ cli, site, rounds }) {
  const rating = measureRating(cli, rounds);
  const hints = await measureHints(site);
  const summary = (xs) => ({ count: xs.length, medianMs: median(xs), p99Ms: percentile(xs, 0.99), maxMs: Math.max(...xs) });
  const out = { rating, hints: {}, machine: { cores: os.cpus().length, load: os.loadavg().map((x) => x.toFixed(1)).join(' ') } };
  for (const where of ['node', 'chromium'])
    out.hints[where] = { magictour: summary(hints[where].magictour), hardest: summary(hints[where].hardest) };
  return out;
}

function ladderReport(r) {
  const f = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
  const perSecond = r.rating.count / r.rating.oursSeconds;
  let out = '## The technique ladder (issue 29)\n\n';
  out += `Rating magictour_top1465 (${r.rating.count} puzzles, \`sudoku rate\`, one process, start to exit): `;
  out += `${f(r.rating.oursSeconds)} s, ${f(perSecond)} puzzles a second.`;
  if (r.rating.qqwingSeconds) {
    const theirs = r.rating.count / r.rating.qqwingSeconds;
    out += ` qqwing rates the same puzzles (\`--solve --stats\`, six techniques and then guesses) at ${f(theirs)} a second:`;
    out += ` ours / qqwing ${f(perSecond / theirs)}, the price of a ladder up to nested forcing nets.`;
  } else {
    out += ' (qqwing is not installed: no reference row.)';
  }
  out += '\n\nFirst hint, `hint()` of sudoku.js on the main thread, milliseconds:\n\n';
  out += '| where | puzzles | median | 99th percentile | slowest |\n| --- | --- | --- | --- | --- |\n';
  for (const where of ['chromium', 'node'])
    for (const [name, label] of [['magictour', 'magictour_top1465'], ['hardest', `forum_hardest_1106, first ${HARD_COUNT}`]]) {
      const s = r.hints[where][name];
      out += `| ${where} | ${label} | ${f(s.medianMs)} | ${f(s.p99Ms)} | ${f(s.maxMs)} |\n`;
    }
  out += `\nMachine: ${r.machine.cores} cores, load ${r.machine.load} when done.\n`;
  const goals = [
    [`rating natively at least ${RATE_GOAL} magictour puzzles a second`, perSecond >= RATE_GOAL, `${f(perSecond)} a second`],
    [`the first hint in Chromium within ${HINT_MEDIAN_GOAL} ms on the median magictour puzzle`,
      r.hints.chromium.magictour.medianMs <= HINT_MEDIAN_GOAL, `${f(r.hints.chromium.magictour.medianMs)} ms`],
    [`and within ${HINT_P99_GOAL} ms at the 99th percentile`,
      r.hints.chromium.magictour.p99Ms <= HINT_P99_GOAL, `${f(r.hints.chromium.magictour.p99Ms)} ms`],
  ];
  return { text: out, goals };
}

module.exports = { measureLadder, ladderReport };

if (require.main === module) {
  const args = process.argv.slice(2);
  const json = args[0] === '--json';
  const [cli, site, rounds] = (json ? args.slice(1) : args).map((a, i) => (i < 2 && a ? path.resolve(a) : a));
  if (!cli || !site) {
    console.error('usage: node ladder.cjs [--json] SUDOKU_CLI SITE_DIR [ROUNDS]');
    process.exit(2);
  }
  measureLadder({ cli, site, rounds: Number(rounds || 3) }).then((r) => {
    if (json) process.stdout.write(JSON.stringify(r));
    else {
      const { text, goals } = ladderReport(r);
      process.stdout.write(text + '\n' + goals.map(([g, met, m]) => `${met ? 'met' : 'NOT MET'}: ${g} (${m})`).join('\n') + '\n');
    }
  }).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
