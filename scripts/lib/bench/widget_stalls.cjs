// How long N widgets listing every solution hold their host page's main
// thread: N <sudoku-solver mode="all"> of an empty 9x9 grid, each asked
// solveAll() at once, in Chromium. An empty grid has some 6.7e21 solutions:
// each widget lists the first 10,000 and counts on until stopped, so each
// run watches until every widget has fired its 10,000 events (at most
// WATCH_MS) and then stops every widget; tasks after that are not counted. For N = 1, 8 and 20 (or
// those given) it prints the longest main-thread task (PerformanceObserver
// 'longtask', none recorded under 50 ms), the longest gap between animation
// frames, the time until every widget had fired its sudoku-solution events,
// how many each fired, in how many turns (tasks) and the longest of those,
// and apart the longest task while stop() ends them all. The target: no task over 50 ms,
// whatever N. Tests assert none of these times (widget_all_solutions.test.js
// checks the work is sliced, widget_workers.test.js that the widgets share
// a pool of Workers); they are measured here, and by scripts/bench as its
// "widgets" engine (--json: the figures as JSON only):
//   node scripts/lib/bench/widget_stalls.cjs [--json] SITE_DIR [RUNS=3] [N ...]
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../../..');
const LONG_TASK_TARGET_MS = 50;
const EMPTY = '.'.repeat(81);
const WATCH_MS = 60000;
const EVENTS_EACH = 10000;  // session_search.js KEEP_SOLUTIONS

/** {median, worst} of `values`. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], worst: sorted[sorted.length - 1] };
}

// One run: a page of `count` widgets, all asked solveAll() at once.
async function oneRun(context, dir, site, count) {
  const file = path.join(dir, `widgets_${count}.html`);
  const widgets = Array.from({ length: count }, (_, i) => `<sudoku-solver id="w${i}" mode="all" puzzle="${EMPTY}"></sudoku-solver>`);
  fs.writeFileSync(file, '<!doctype html><meta charset="utf-8"><title>widgets</title>' +
    `<script src="${pathToFileURL(path.join(site, 'sudoku-widget.js')).href}"></script>${widgets.join('')}`);
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration)))
      .observe({ type: 'longtask' });
  });
  await page.goto(pathToFileURL(file).href);
  const result = await page.evaluate(async ({ watchMs, eventsEach }) => {
    const all = [...document.querySelectorAll('sudoku-solver')];
    await customElements.whenDefined('sudoku-solver');
    await Promise.all(all.map((el) => el.ready));
    window.__longTasks.splice(0);
    // Events per widget, and the turns they arrived in: a turn ends at the
    // next microtask checkpoint, which follows every task (and callback).
    // Its length: from its first event to that checkpoint.
    const events = new Map(all.map((el) => [el, 0]));
    let tasksWithEvents = 0, turnStart = -1, longestTurn = 0;
    document.addEventListener('sudoku-solution', (e) => {
      events.set(e.target, events.get(e.target) + 1);
      if (turnStart < 0) {
        turnStart = performance.now();
        tasksWithEvents++;
        queueMicrotask(() => { longestTurn = Math.max(longestTurn, performance.now() - turnStart); turnStart = -1; });
      }
    });
    let longestGap = 0, last = performance.now(), running = true;
    const frame = (t) => { longestGap = Math.max(longestGap, t - last); last = t; if (running) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    const start = performance.now();
    let listed = Infinity;  // when the last widget fired its last event
    document.addEventListener('sudoku-solution', () => { listed = performance.now() - start; });
    all.forEach((el) => el.solveAll());
    await new Promise((resolve) => {
      const check = () => ([...events.values()].every((n) => n >= eventsEach) || performance.now() - start > watchMs
        ? resolve() : setTimeout(check, 50));
      check();
    });
    await new Promise((resolve) => setTimeout(resolve, 100));  // the last long task is reported
    running = false;
    const longestTask = Math.max(0, ...window.__longTasks.splice(0));
    await Promise.all(all.map((el) => el.stop()));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const longestStopTask = Math.max(0, ...window.__longTasks);
    return { settled: listed, longestGap, longestTask, longestStopTask, events: [...events.values()], tasksWithEvents, longestTurn };
  }, { watchMs: WATCH_MS, eventsEach: EVENTS_EACH });
  await page.close();
  return result;
}

async function measureWidgetStalls({ site, runs = 3, counts = [1, 8, 20] }) {
  const { chromium } = createRequire(path.join(ROOT, 'tests/package.json'))('playwright-core');
  const { CHROMIUM_ARGS } = require('./engine_wasm_chromium.cjs');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-bench-widgets-profile-'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-bench-widgets-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const results = { runs, load: os.loadavg()[0].toFixed(1), targetMs: LONG_TASK_TARGET_MS, widgets: {} };
  try {
    for (const count of counts) {
      const r = [];
      for (let i = 0; i < runs; ++i) r.push(await oneRun(context, dir, site, count));
      results.widgets[count] = {
        longestTask: spread(r.map((x) => x.longestTask)), longestFrameGap: spread(r.map((x) => x.longestGap)),
        listed: spread(r.map((x) => x.settled)), eventsPerWidget: [Math.min(...r.flatMap((x) => x.events)), Math.max(...r.flatMap((x) => x.events))],
        tasksWithEvents: spread(r.map((x) => x.tasksWithEvents)), longestTurn: spread(r.map((x) => x.longestTurn)),
        longestStopTask: spread(r.map((x) => x.longestStopTask)),
      };
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

function widgetStallsReport(r) {
  const ms = (s) => `${s.median.toFixed(0)} (${s.worst.toFixed(0)})`;
  let out = `## Widgets listing every solution (median of ${r.runs} runs, worst in brackets, ms; load ${r.load})\n\n`;
  out += `N <sudoku-solver mode="all"> of an empty 9x9 grid, solveAll() on each at once, then stop() on each at once. Target: no main-thread task over ${r.targetMs} ms, listing or stopping.\n\n`;
  out += '| widgets | longest task | longest frame gap | last event after | sudoku-solution events per widget (fewest to most) | turns delivering them | longest turn | longest task stopping them all |\n';
  out += '| --- | --- | --- | --- | --- | --- | --- | --- |\n';
  for (const [n, w] of Object.entries(r.widgets)) {
    out += `| ${n} | ${w.longestTask.worst ? ms(w.longestTask) : 'none over ' + r.targetMs} | ${ms(w.longestFrameGap)} | ` +
      `${ms(w.listed)} | ${w.eventsPerWidget[0] === w.eventsPerWidget[1] ? w.eventsPerWidget[0] : w.eventsPerWidget.join(' to ')} | ${w.tasksWithEvents.median} | ${ms(w.longestTurn)} | ${w.longestStopTask.worst ? ms(w.longestStopTask) : 'none over ' + r.targetMs} |\n`;
  }
  const worst = Math.max(...Object.values(r.widgets).map((w) => Math.max(w.longestTask.worst, w.longestStopTask.worst)));
  return { text: out, met: worst <= r.targetMs, worst };
}

module.exports = { measureWidgetStalls, widgetStallsReport };

if (require.main === module) {
  const json = process.argv[2] === '--json';
  const [site, runs, ...counts] = process.argv.slice(json ? 3 : 2);
  if (!site || !fs.existsSync(path.join(site, 'sudoku-widget.js'))) {
    console.error('usage: node widget_stalls.cjs [--json] SITE_DIR [RUNS=3] [N ...]');
    process.exit(2);
  }
  measureWidgetStalls({ site: path.resolve(site), runs: Number(runs || 3), counts: counts.length ? counts.map(Number) : undefined })
    .then((r) => {
      if (json) { process.stdout.write(JSON.stringify(r) + '\n'); return; }
      const { text, met, worst } = widgetStallsReport(r);
      process.stdout.write(text + `\n${met ? 'met' : 'NOT MET'}: no main-thread task over ${r.targetMs} ms (worst ${worst.toFixed(0)} ms)\n`);
      process.stdout.write(JSON.stringify(r) + '\n');
    })
    .catch((e) => { console.error(e); process.exit(1); });
}
