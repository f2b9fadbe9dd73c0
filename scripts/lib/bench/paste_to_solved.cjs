// From the Puzzle box to the solved grid (issue 26): a 9x9 line and the 21
// rows of a samurai pasted into the site's Puzzle box (index.html opened
// from disk in headless Chromium), then Solve pressed by the page itself the
// moment the status says the text was read and the page has painted. Per
// paste it measures, in the page's own clock (performance.now):
//   read   from the text box's debounce firing (the read starts 250 ms after
//          the last keystroke, a constant left out) to the paint after the
//          status says "Read a ...": the text read, the givens checked for
//          conflicts and drawn
//   solve  from Solve pressed to the paint after the solution is in the grid
//   total  read + solve: parse plus solve, from the text box to the drawn grid
//   unique from Solve pressed to the status's verdict (the uniqueness count)
// "The paint after" is the first task after the next animation frame: what
// a change to the page costs to draw counts where the change was made.
// and counts the module calls the paste makes, by what they carry: a text
// the module reads (parse, solve, count, ... given a string, readAnyLayout)
// or cells (a Uint8Array). Calls are counted where they leave the page: the
// page's own instance of sudoku.js (its API wrapped as the page loads) and
// every message posted to a Worker.
//   node paste_to_solved.cjs [RUNS=9] LABEL=SITE_DIR [LABEL=SITE_DIR ...]
// With several sites (a build before a change and one after) the runs
// alternate between them, so both see the same machine load. Prints the
// figures per site and puzzle (median, min-max of the runs), the calls, and
// the load average before and after.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../../..');
const { chromium } = createRequire(path.join(ROOT, 'tests/package.json'))('playwright-core');

// The pastes: the classic grid as one line (the page opens on another), and
// a samurai as puzzle sites publish it (21 rows of 21 tokens, '-' blank).
const PASTES = [
  { name: '9x9 line', text: '530070000600195000098000060800060003400803001700020006060000280000419005000080079', layout: '' },
  { name: 'samurai, 21 rows', text: fs.readFileSync(path.join(ROOT, 'tests/data/samurai_published.txt'), 'utf8'), layout: 'samurai' },
];
// The calls that take a puzzle or a text to read (the catalog's and cellNames take neither).
const PUZZLE_CALLS = ['parse', 'validate', 'solve', 'count', 'enumerate', 'trace', 'hint', 'candidates', 'format',
  'readAnyLayout', 'splitPuzzles'];

// Runs in the page before its scripts: counts calls and marks the times (see the header).
function instrument(puzzleCalls) {
  const calls = [];
  window.__bench = { calls, armed: false, marks: {} };
  const kindOf = (method, first) => (typeof first === 'string' ? 'text' : ArrayBuffer.isView(first) ? 'cells' : 'other');
  const note = (where, method, first) => {
    if (window.__bench.armed && puzzleCalls.includes(method)) calls.push({ where, method, kind: kindOf(method, first) });
  };
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, transfer) {
    if (message && message.method) note('worker', message.method, message.args && message.args[0]);
    return post.call(this, message, transfer);
  };
  // sudoku.js sets self.Sudoku: the page's own instance (createSudoku) is wrapped as it is made.
  let library;
  Object.defineProperty(window, 'Sudoku', {
    configurable: true,
    get: () => library,
    set: (value) => {
      library = Object.assign({}, value, {
        createSudoku: (...args) => value.createSudoku(...args).then((api) => {
          for (const method of puzzleCalls) {
            const call = api[method];
            if (call) api[method] = (...a) => { note('page', method, a[0]); return call(...a); };
          }
          return api;
        }),
      });
    },
  });
  // The Puzzle box reads its text 250 ms after the last keystroke: the read starts when that timer fires.
  const setTimer = window.setTimeout;
  window.setTimeout = function (fn, delay, ...rest) {
    if (delay === 250 && typeof fn === 'function') {
      const inner = fn;
      fn = function () {
        if (window.__bench.armed && !window.__bench.marks.fired) window.__bench.marks.fired = performance.now();
        return inner.apply(this, arguments);
      };
    }
    return setTimer.call(window, fn, delay, ...rest);
  };
}

// Watches the grid and the status while armed: the givens drawn, "Read a ..." (then,
// once painted, Solve is pressed), the solution drawn and painted, the verdict.
function watch(expected) {
  const b = window.__bench;
  const line = () => Array.from(document.querySelectorAll('[role=grid] [role=gridcell]'), (c) => c.textContent.trim() || '.').join('');
  const status = () => document.getElementById('status').textContent;
  const afterPaint = (fn) => requestAnimationFrame(() => setTimeout(fn, 0));
  new MutationObserver(() => {
    if (!b.armed) return;
    const now = performance.now(), m = b.marks;
    if (!m.givens && line() === expected) m.givens = now;
    if (m.givens && !m.readSaid && /^Read a /.test(status())) {
      m.readSaid = now;
      afterPaint(() => {
        m.read = performance.now();
        document.getElementById('solve').click();
        m.pressed = performance.now();
      });
    }
    if (m.pressed && !m.solutionIn) {
      const l = line();
      if (l.length === expected.length && l.indexOf('.') < 0) {
        m.solutionIn = now;
        afterPaint(() => { m.drawn = performance.now(); });
      }
    }
    if (m.solutionIn && !m.verdict && /unique|one of several|not known to be unique/.test(status())) m.verdict = now;
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}

/** One paste in a fresh page of the site in `site`: its times (ms) and calls. */
async function onePaste(context, site, paste, expected) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(instrument, PUZZLE_CALLS);
  await page.goto(pathToFileURL(path.join(site, 'index.html')).href);
  await page.waitForSelector('body.ready');
  await page.evaluate(watch, expected);
  const box = page.locator('#puzzle-text');
  await box.fill('');
  await box.focus();
  await page.evaluate(() => { window.__bench.armed = true; });
  await page.keyboard.insertText(paste.text);
  await page.waitForFunction(() => window.__bench.marks.verdict && window.__bench.marks.drawn, null, { timeout: 30000 });
  const { marks, calls } = await page.evaluate(() => window.__bench);
  await page.close();
  if (errors.length) throw new Error(errors.join('\n'));
  return {
    readMs: marks.read - marks.fired, solveMs: marks.drawn - marks.pressed, totalMs: marks.read - marks.fired + marks.drawn - marks.pressed,
    uniqueMs: marks.verdict - marks.pressed, calls,
  };
}

// The givens as the grid draws them ('.' blank, symbols 1-9 A-P), read by the site's own library.
async function expectedGivens(site, paste) {
  const api = await require(path.resolve(site, 'sudoku.js')).createSudoku();
  const parsed = api.parse(paste.text, paste.layout ? { layout: paste.layout } : {});
  if (!parsed.ok) throw new Error(`${paste.name} does not read: ${parsed.error.message}`);
  return Array.from(parsed.cells, (v) => (v ? '123456789ABCDEFGHIJKLMNOP'[v - 1] : '.')).join('');
}

/** The calls of one paste, as "parse text ×2, solve cells ×1" (page and Worker together). */
function callSummary(calls) {
  const counted = new Map();
  for (const c of calls) {
    const key = `${c.method} ${c.kind}`;
    counted.set(key, (counted.get(key) || 0) + 1);
  }
  return [...counted].map(([key, n]) => `${key} ×${n}`).join(', ');
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };

/**
 * Every paste in every site, `runs` rounds, the sites alternating within a
 * round (their order swapped every round). Returns {site label: {paste name:
 * {runs, readMs, solveMs, totalMs, uniqueMs: {median, min, max}, textReads,
 * cellCalls, calls}}}.
 */
async function pasteToSolved(context, sites, runs) {
  const expected = {};
  for (const paste of PASTES) expected[paste.name] = await expectedGivens(sites[0][1], paste);
  const samples = {};
  for (let round = 0; round < runs; ++round) {
    const order = round % 2 ? [...sites].reverse() : sites;
    for (const [label, site] of order) {
      for (const paste of PASTES) {
        const key = `${label}\u0000${paste.name}`;
        (samples[key] = samples[key] || []).push(await onePaste(context, site, paste, expected[paste.name]));
      }
    }
  }
  const out = {};
  for (const [label] of sites) {
    out[label] = {};
    for (const paste of PASTES) {
      const xs = samples[`${label}\u0000${paste.name}`];
      const figure = (k) => ({ median: median(xs.map((x) => x[k])), min: Math.min(...xs.map((x) => x[k])), max: Math.max(...xs.map((x) => x[k])) });
      const calls = xs[0].calls;  // the same every run (checked below)
      for (const x of xs) {
        if (callSummary(x.calls) !== callSummary(calls)) throw new Error(`${label}, ${paste.name}: the calls differ from run to run`);
      }
      out[label][paste.name] = { runs: xs.length, readMs: figure('readMs'), solveMs: figure('solveMs'), totalMs: figure('totalMs'),
        uniqueMs: figure('uniqueMs'), textReads: calls.filter((c) => c.kind === 'text').length,
        cellCalls: calls.filter((c) => c.kind === 'cells').length, calls: callSummary(calls) };
    }
  }
  return out;
}

/** The figures as a text table, one row per site and paste. */
function pasteTable(figures) {
  const ms = (f) => `${f.median.toFixed(1)} (${f.min.toFixed(1)}-${f.max.toFixed(1)})`;
  let out = 'site | paste | text reads | cell calls | read ms | solve ms | total ms | to verdict ms | calls\n';
  for (const [label, pastes] of Object.entries(figures)) {
    for (const [name, x] of Object.entries(pastes)) {
      out += `${label} | ${name} | ${x.textReads} | ${x.cellCalls} | ${ms(x.readMs)} | ${ms(x.solveMs)} | ${ms(x.totalMs)} | ${ms(x.uniqueMs)} | ${x.calls}\n`;
    }
  }
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const runs = /^\d+$/.test(args[0] || '') ? Number(args.shift()) : 9;
  const sites = args.map((a) => {
    const at = a.indexOf('=');
    return at > 0 ? [a.slice(0, at), path.resolve(a.slice(at + 1))] : [path.basename(path.resolve(a)), path.resolve(a)];
  });
  if (!sites.length || sites.some(([, dir]) => !fs.existsSync(path.join(dir, 'index.html')))) {
    console.error('usage: node paste_to_solved.cjs [RUNS] LABEL=SITE_DIR [LABEL=SITE_DIR ...]  (each SITE_DIR holds a built index.html)');
    process.exit(2);
  }
  const loadBefore = os.loadavg()[0].toFixed(1);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-paste-bench-'));
  const { CHROMIUM_ARGS } = require('./engine_wasm_chromium.cjs');  // (here: that engine requires this file)
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const figures = await pasteToSolved(context, sites, runs);
    console.log(`Paste to solved grid in Chromium from disk, ${runs} runs each, median (min-max) in ms; ` +
      `load average ${loadBefore} before, ${os.loadavg()[0].toFixed(1)} after, ${os.cpus().length} cores.`);
    console.log(pasteTable(figures));
    console.log(JSON.stringify(figures));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

module.exports = { pasteToSolved, pasteTable };
if (require.main === module) main().catch((e) => { console.error(e); process.exit(1); });
