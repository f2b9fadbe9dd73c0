// scripts/bench engine "wasm-chromium": our `fast` as WebAssembly in a page of
// Debian's headless Chromium (playwright-core from tests/node_modules), beside
// the reference compiled with the same Emscripten (job.tdoku.singleJs), plus
// what only a browser shows: the first solve after opening the site from
// disk, the frame rate while animating at full speed, and pasting into the
// Puzzle box up to the solved grid (paste_to_solved.cjs).
// Reads the job from argv[2]; prints JSON on stdout.
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../../..');
let SITE;  // the built site folder (job.site)
const { chromium } = createRequire(path.join(ROOT, 'tests/package.json'))('playwright-core');
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SOURCE_GRID = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34';

// The measuring page: sudoku.js, the reference (its binary inlined) and
// measure_wasm.js as classic scripts, from disk.
function writePage(dir, job) {
  const page = path.join(dir, 'bench.html');
  const script = (file) => `<script src="${pathToFileURL(file).href}"></script>`;
  fs.writeFileSync(page, `<!doctype html><meta charset="utf-8"><title>bench</title>
${script(path.join(SITE, 'sudoku.js'))}
${script(job.tdoku.singleJs)}
${script(path.join(__dirname, 'tdoku/tdoku_api.js'))}
${script(path.join(__dirname, 'measure_wasm.js'))}`);
  return pathToFileURL(page).href;
}

// Milliseconds from navigation to the status saying "Solved", Solve being
// pressed by the page itself the moment the site shows its puzzle (body.shown;
// body.ready comes later, once the Layout menu is filled too).
async function firstSolve(context, puzzle, site = SITE) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body && document.body.classList.contains('shown') && !window.__pressed) {
        window.__pressed = performance.now();
        document.getElementById('solve').click();
      }
      const status = document.getElementById('status');
      if (status && /^Solved/.test(status.textContent) && !window.__solvedAt) window.__solvedAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.goto(`${pathToFileURL(path.join(site, 'index.html')).href}#puzzle=${puzzle}&algorithm=fast`);
  await page.waitForFunction(() => window.__solvedAt, null, { timeout: 20000 });
  const r = await page.evaluate(() => ({ readyMs: window.__pressed, solvedMs: window.__solvedAt }));
  await page.close();
  return r;
}

// Frames per second (and the longest frame) while naive backtracking animates at full speed.
async function animationFrames(context) {
  const page = await context.newPage();
  await page.goto(`${pathToFileURL(path.join(SITE, 'index.html')).href}#puzzle=${SOURCE_GRID}&algorithm=naive`);
  await page.waitForSelector('body.ready');
  await page.locator('#speed').fill('100');
  await page.getByRole('button', { name: 'Animate', exact: true }).click();
  await page.waitForTimeout(500);
  const r = await page.evaluate(() => new Promise((resolve) => {
    const times = [];
    const start = performance.now();
    function frame(t) {
      times.push(t);
      if (t - start < 3000) requestAnimationFrame(frame);
      else {
        let longest = 0;
        for (let i = 1; i < times.length; ++i) longest = Math.max(longest, times[i] - times[i - 1]);
        resolve({ frames: times.length, seconds: (times[times.length - 1] - times[0]) / 1000, longestFrameMs: longest });
      }
    }
    requestAnimationFrame(frame);
  }));
  const steps = await page.locator('#counters dd').first().textContent();
  await page.close();
  return { fps: (r.frames - 1) / r.seconds, longestFrameMs: r.longestFrameMs, stepsShown: steps };
}

async function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  SITE = job.site;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-bench-chromium-'));
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-bench-page-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(writePage(scratch, job));
    const results = await page.evaluate(async (j) =>
      benchMeasure(await Sudoku.createSudoku(), j, benchTdokuApi(await createTdoku())), job);
    if (errors.length) throw new Error(errors.join('\n'));
    await page.close();
    const solves = [];
    for (let i = 0; i < job.runs; ++i) solves.push(await firstSolve(context, job.firstSolvePuzzle));
    solves.sort((a, b) => a.solvedMs - b.solvedMs);
    results.firstSolve = solves[Math.floor(solves.length / 2)];
    results.animation = await animationFrames(context);
    const { pasteToSolved } = require('./paste_to_solved.cjs');
    results.pasteToSolved = (await pasteToSolved(context, [['ours', SITE]], job.runs)).ours;
    process.stdout.write(JSON.stringify(results));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

module.exports = { firstSolve, CHROMIUM_ARGS };
if (require.main === module) main().catch((e) => { console.error(e); process.exit(1); });
