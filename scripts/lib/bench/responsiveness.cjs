// How soon a stop is honoured, and how long the page's main thread is held:
// the figures the tests no longer assert (a loaded machine stretches any
// time; the tests bound the same things by work), measured here:
//   cli        Ctrl-C (SIGINT) to exit: `sudoku count` of an empty grid of
//              every size with no limit, `solve -a naive` of a grid it needs
//              forever for
//   node       onProgress returning false to the call's return: count() of an
//              empty grid of every size with no limit
//   chromium   the Worker client's cancel() to the settled count; the site's
//              Stop to its verdict (All solutions of an empty 9x9 grid, no
//              limit); the longest main-thread task while the site lists every
//              solution and while it animates naive at full speed
// Each figure is the median of RUNS runs, with the worst run beside it, and
// the product's targets: Stop within 200 ms, no main-thread task over 50 ms.
// scripts/bench runs it as its "responsiveness" engine; on its own:
//   node scripts/lib/bench/responsiveness.cjs [--json] SUDOKU_CLI SITE_DIR [RUNS=5]
// prints the report's section and then the results as JSON (only the JSON
// with --json, which run_all.cjs reads).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../../..');

const STOP_TARGET_MS = 200;
const LONG_TASK_TARGET_MS = 50;
const RUN_BEFORE_STOP_MS = 300;   // each search runs this long before it is stopped
// No solution, but naive backtracking fills 63 cells before it meets r9c9.
const NAIVE_FOREVER = '........9' + '.'.repeat(63) + '12345678.';
const FIRST_SOURCE = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** {median, worst} of `values`. */
function spread(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], worst: sorted[sorted.length - 1] };
}

/** Milliseconds from SIGINT to the exit of `cli args`, started RUN_BEFORE_STOP_MS before. */
function ctrlC(cli, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cli, args, { stdio: ['ignore', 'ignore', 'ignore'] });
    let raised = 0;
    child.on('error', reject);
    child.on('exit', () => resolve(performance.now() - raised));
    setTimeout(() => { raised = performance.now(); child.kill('SIGINT'); }, RUN_BEFORE_STOP_MS);
  });
}

async function measureCli(cli, sizes, runs) {
  const out = {};
  for (const size of sizes) {
    const times = [];
    for (let i = 0; i < runs; ++i) times.push(await ctrlC(cli, ['count', '.'.repeat(size * size), '--limit', '0', '--json']));
    out[`count, empty ${size}x${size}`] = spread(times);
  }
  const naive = [];
  for (let i = 0; i < runs; ++i) naive.push(await ctrlC(cli, ['solve', NAIVE_FOREVER, '-a', 'naive']));
  out['solve -a naive, a grid it needs forever for'] = spread(naive);
  return out;
}

function measureNode(api, sizes, runs) {
  const out = {};
  for (const size of sizes) {
    const times = [];
    for (let i = 0; i < runs; ++i) {
      let asked = 0;
      api.count('.'.repeat(size * size), {
        limit: 0, progressInterval: RUN_BEFORE_STOP_MS,
        onProgress: () => { asked = performance.now(); return false; },
      });
      times.push(performance.now() - asked);
    }
    out[`count, empty ${size}x${size}`] = spread(times);
  }
  return out;
}

// In a page holding sudoku.js: the Worker client's cancel() to the settled count.
async function measureCancel(context, site, runs) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-bench-responsive-'));
  try {
    const file = path.join(dir, 'cancel.html');
    fs.writeFileSync(file, `<!doctype html><meta charset="utf-8"><script src="${pathToFileURL(path.join(site, 'sudoku.js')).href}"></script>`);
    const page = await context.newPage();
    await page.goto(pathToFileURL(file).href);
    const times = await page.evaluate(async ({ runs, wait }) => {
      const out = [];
      for (let i = 0; i < runs; ++i) {
        const client = Sudoku.createSudokuWorker();
        await client.ready;
        const counting = client.count('.'.repeat(81), { limit: 0 });
        await new Promise((resolve) => setTimeout(resolve, wait));
        const start = performance.now();
        client.cancel();
        await counting;
        out.push(performance.now() - start);
        client.terminate();
      }
      return out;
    }, { runs, wait: RUN_BEFORE_STOP_MS });
    await page.close();
    return spread(times);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// The site from disk with main-thread long tasks recorded from the start.
async function openSite(context, site, hash) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration)))
      .observe({ type: 'longtask' });
  });
  await page.goto(pathToFileURL(path.join(site, 'index.html')).href + hash);
  await page.waitForSelector('body.ready');
  return page;
}
const longest = (page) => page.evaluate(() => Math.max(0, ...window.__longTasks.splice(0)));

// The site's Stop to its verdict, and the longest task while it lists every solution of an empty 9x9 grid.
async function measureSiteStop(context, site, runs) {
  const stops = [], tasks = [];
  for (let i = 0; i < runs; ++i) {
    const page = await openSite(context, site, `#puzzle=${'.'.repeat(81)}`);
    await page.getByRole('spinbutton', { name: 'Solution limit', exact: true }).fill('0');
    await longest(page);
    await page.getByRole('button', { name: 'All solutions', exact: true }).click();
    await sleep(1000);
    stops.push(await page.evaluate(() => new Promise((resolve) => {
      const verdict = document.getElementById('verdict');
      const clicked = performance.now();
      const observer = new MutationObserver(() => {
        if (/stopped/.test(verdict.textContent)) { observer.disconnect(); resolve(performance.now() - clicked); }
      });
      observer.observe(verdict, { childList: true, characterData: true, subtree: true });
      document.getElementById('stop').click();
    })));
    tasks.push(await longest(page));
    await page.close();
  }
  return { stop: spread(stops), longestTask: spread(tasks) };
}

// The longest task, and steps a frame, while naive animates at full speed for two seconds.
async function measureAnimation(context, site, runs) {
  const tasks = [], perFrame = [];
  for (let i = 0; i < runs; ++i) {
    const page = await openSite(context, site, `#puzzle=${FIRST_SOURCE}&algorithm=naive`);
    await page.getByRole('slider', { name: 'Speed', exact: true }).fill('100');
    await page.getByRole('button', { name: 'Animate', exact: true }).click();
    await sleep(300);
    await longest(page);
    const r = await page.evaluate(() => new Promise((resolve) => {
      const steps = () => Number([...document.querySelectorAll('#counters dt')].find((dt) => dt.textContent === 'Steps')
        .nextElementSibling.textContent.replace(/,/g, ''));
      const first = steps(), start = performance.now();
      let frames = 0;
      const frame = (t) => {
        frames++;
        if (t - start < 2000) requestAnimationFrame(frame);
        else resolve({ frames, steps: steps() - first });
      };
      requestAnimationFrame(frame);
    }));
    tasks.push(await longest(page));
    perFrame.push(r.steps / r.frames);
    await page.close();
  }
  return { longestTask: spread(tasks), stepsPerFrame: spread(perFrame) };
}

/** Every figure above, over `runs` runs each. */
async function measureResponsiveness({ cli, site, runs = 5 }) {
  const api = await require(path.join(site, 'sudoku.js')).createSudoku();
  const sizes = api.sizes().map((s) => s.size).filter((size) => size > 4);  // 4x4: 288 solutions, counted at once
  const results = { runs, load: os.loadavg()[0].toFixed(1), targets: { stopMs: STOP_TARGET_MS, longTaskMs: LONG_TASK_TARGET_MS } };
  if (cli) results.cli = await measureCli(cli, sizes, runs);
  results.node = measureNode(api, sizes, runs);
  // Loaded here, so that report.cjs can print a section without the browser's modules.
  const { chromium } = createRequire(path.join(ROOT, 'tests/package.json'))('playwright-core');
  const { CHROMIUM_ARGS } = require('./engine_wasm_chromium.cjs');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-bench-responsive-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    results.chromium = {
      cancel: await measureCancel(context, site, runs),
      site: await measureSiteStop(context, site, runs),
      animation: await measureAnimation(context, site, runs),
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return results;
}

/** The report's section, and the goals ([text, met, measured]) it adds. */
function responsivenessReport(r) {
  const ms = (s) => `${s.median.toFixed(1)} (${s.worst.toFixed(1)})`;
  // A long task is one over 50 ms: none recorded is 0.
  const task = (s) => (s.worst ? ms(s) : `none over ${r.targets.longTaskMs}`);
  const goals = [];
  let out = `## Responsiveness (median of ${r.runs} runs, worst in brackets, ms; load ${r.load})\n\n`;
  out += `Targets: a stop honoured within ${r.targets.stopMs} ms, no main-thread task over ${r.targets.longTaskMs} ms. `;
  out += 'The tests bound these by work (nodes after a stop, a cancel settled before any later task); the times are here.\n\n';
  out += '| what | from | ms |\n| --- | --- | --- |\n';
  const stops = [];
  for (const [layer, from] of [['cli', 'Ctrl-C to exit'], ['node', 'onProgress false to return']]) {
    for (const [what, s] of Object.entries(r[layer] || {})) {
      out += `| ${layer}: ${what} | ${from} | ${ms(s)} |\n`;
      stops.push(s.worst);
    }
  }
  const c = r.chromium;
  out += `| chromium: Worker client, count of an empty 9x9 | cancel() to settled | ${ms(c.cancel)} |\n`;
  out += `| chromium: the site, All solutions of an empty 9x9 | Stop to verdict | ${ms(c.site.stop)} |\n`;
  out += `| chromium: the site, listing every solution | longest main-thread task | ${task(c.site.longestTask)} |\n`;
  out += `| chromium: the site, naive animated at full speed | longest main-thread task | ${task(c.animation.longestTask)} |\n`;
  out += `\nAt full speed the animation drew ${c.animation.stepsPerFrame.median.toFixed(0)} steps a frame (median).\n`;
  stops.push(c.cancel.worst, c.site.stop.worst);
  const worstStop = Math.max(...stops);
  const worstTask = Math.max(c.site.longestTask.worst, c.animation.longestTask.worst);
  goals.push([`every stop honoured within ${r.targets.stopMs} ms`, worstStop <= r.targets.stopMs, `worst ${worstStop.toFixed(1)} ms`]);
  goals.push([`no main-thread task over ${r.targets.longTaskMs} ms`, worstTask <= r.targets.longTaskMs, `worst ${worstTask.toFixed(1)} ms`]);
  return { text: out, goals };
}

module.exports = { measureResponsiveness, responsivenessReport };

if (require.main === module) {
  const args = process.argv.slice(2);
  const json = args[0] === '--json';
  const [cli, site, runs] = json ? args.slice(1) : args;
  if (!site || !fs.existsSync(path.join(site, 'index.html'))) {
    console.error('usage: node responsiveness.cjs SUDOKU_CLI SITE_DIR [RUNS]  (SUDOKU_CLI may be "-" to leave the CLI out)');
    process.exit(2);
  }
  measureResponsiveness({ cli: cli === '-' ? null : path.resolve(cli), site: path.resolve(site), runs: Number(runs || 5) })
    .then((r) => {
      if (json) { process.stdout.write(JSON.stringify(r)); return; }
      const { text, goals } = responsivenessReport(r);
      process.stdout.write(text + '\n' + goals.map(([g, met, m]) => `${met ? 'met' : 'NOT MET'}: ${g} (${m})`).join('\n') + '\n');
      process.stdout.write(JSON.stringify(r, null, 1) + '\n');
    })
    .catch((e) => { console.error(e); process.exit(1); });
}
