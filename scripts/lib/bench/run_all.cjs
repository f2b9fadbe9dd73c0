// The driver of scripts/bench: prepares one job (the puzzles every engine
// gets), runs each engine in its own process, ours beside the reference
// (tdoku, built by tdoku/CMakeLists.txt), and writes the report.
//   node run_all.cjs NATIVE_CLI SITE_DIR TDOKU_NATIVE_DIR TDOKU_WASM_DIR OUT_DIR
// Environment: BENCH_RUNS (alternating rounds per figure, default 5; medians
// are reported), BENCH_PUZZLES (only the first N puzzles of each collection,
// for a quick look; default all), BENCH_ENGINES (comma list of native,
// wasm-node, wasm-chromium, npm, responsiveness, widgets, generate, ladder, parallel, constraints; default all),
// BENCH_GENERATE_COUNT (puzzles each reference makes a row in generate.cjs,
// default 20; ours makes 5 times as many).
// Exits with status 3 when any answer of ours disagrees with the reference's
// (after writing the report, which says where).
'use strict';
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { execFileSync } = require('node:child_process');
const { report } = require('./report.cjs');
const { shippedSizes } = require('./shipped_sizes.cjs');
const { benchMedian } = require('./measure_wasm.js');

const ROOT = path.resolve(__dirname, '../../..');
const DATA = path.resolve(ROOT, '../shared/data');
const [nativeCli, SITE, tdokuNative, tdokuWasm, outDir] = process.argv.slice(2).map((p) => p && path.resolve(p));
const TDOKU_BENCH = tdokuNative && path.join(tdokuNative, 'tdoku_bench');
const RUNS = Number(process.env.BENCH_RUNS || 5);
const PUZZLES = Number(process.env.BENCH_PUZZLES || 0);
const ENGINES = (process.env.BENCH_ENGINES || 'native,wasm-node,wasm-chromium,npm,responsiveness,widgets,generate,ladder,parallel,constraints').split(',');
const MIN_ROUND_MS = 300;       // each figure of a round repeats its call for this long at least
const PER_CALL = 2000;          // puzzles per collection called one at a time (as in issue 16's table)
const SAMPLE = 1000;            // puzzles per collection for the npm peers (and ours beside them)
const ALGORITHM_PUZZLES = 10;   // magictour_top1465's first ten, for nodes/s of every algorithm
const ALGORITHM_NODE_BUDGET = 200000;
const COUNTING_GRIDS = 10;      // full grids keeping 22 givens: thousands to a million solutions each
const COUNTING_GIVENS = 22;
const HARD_PUZZLE_LINE = 0;     // forum_hardest_1106's first puzzle: the first-solve test
const JIGSAW_PUZZLES = 1000;    // magictour_top1465's first, also solved as a jigsaw whose regions are the boxes
const BOX_REGIONS = [...Array(81).keys()].map((c) => 3 * Math.floor(c / 27) + Math.floor((c % 9) / 3) + 1).join('');

function lines(text) { return text.split('\n').filter((l) => l.trim()); }
function log(message) { process.stderr.write(`bench: ${message}\n`); }

// A small seeded PRNG (mulberry32), so the counting grids are the same every run.
function prng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function writeFile(name, text) {
  const file = path.join(outDir, 'data', name);
  fs.writeFileSync(file, text);
  return file;
}

// The CLI's arguments counting one row of the shared puzzle table to 2.
function shapeArgs(shape) {
  return ['count', '--limit', '2', ...(shape.variant ? ['--variant', shape.variant] : []),
    ...(shape.regions ? ['--regions', shape.regions] : []), shape.puzzle];
}

function prepare() {
  fs.mkdirSync(path.join(outDir, 'data'), { recursive: true });
  const collections = fs.readdirSync(DATA).filter((f) => f.endsWith('.txt')).sort().map((file) => {
    let all = lines(fs.readFileSync(path.join(DATA, file), 'utf8'));
    if (PUZZLES) all = all.slice(0, PUZZLES);
    const name = file.replace(/\.txt$/, '');
    const text = `${all.join('\n')}\n`;
    return { name, text, file: writeFile(`${name}.txt`, text), sample: `${all.slice(0, SAMPLE).join('\n')}\n`,
      perCall: `${all.slice(0, PER_CALL).join('\n')}\n` };
  });
  const magictour = lines(fs.readFileSync(path.join(DATA, 'magictour_top1465.txt'), 'utf8'));
  const algorithmsText = `${magictour.slice(0, ALGORITHM_PUZZLES).join('\n')}\n`;
  // Counting grids: solutions of 17_clue's first puzzles, keeping a seeded choice of givens.
  const seeds = lines(fs.readFileSync(path.join(DATA, '17_clue.txt'), 'utf8')).slice(0, COUNTING_GRIDS);
  const full = lines(execFileSync(nativeCli, ['batch'], { input: seeds.join('\n'), stdio: ['pipe', 'pipe', 'ignore'] })
    .toString());
  const random = prng(20261123);
  const counting = full.map((grid) => {
    const cells = [...Array(81).keys()];
    for (let i = 80; i > 0; --i) {
      const j = Math.floor(random() * (i + 1));
      [cells[i], cells[j]] = [cells[j], cells[i]];
    }
    const keep = new Set(cells.slice(0, COUNTING_GIVENS));
    return [...grid].map((ch, c) => (keep.has(c) ? ch : '.')).join('');
  });
  const countingText = `${counting.join('\n')}\n`;
  const hard = lines(fs.readFileSync(path.join(DATA, 'forum_hardest_1106.txt'), 'utf8'))[HARD_PUZZLE_LINE];
  // Every shape of the shared puzzle table (tests/data/puzzles.txt) with a solution, timed one by one.
  const shapes = lines(fs.readFileSync(path.join(ROOT, 'tests/data/puzzles.txt'), 'utf8'))
    .filter((l) => !l.startsWith('#')).map((l) => l.split('|').map((x) => x.trim()))
    .filter(([name, , , , count]) => Number(count) >= 1 && /generated|classic/.test(name))
    .map(([name, variant, regions, puzzle]) => ({ name, variant: variant === 'standard' ? '' : variant,
      regions: regions === '-' ? '' : regions, puzzle }))
    .filter((shape) => {  // the rows of layouts this build does not read yet are left out, and said
      try {
        execFileSync(nativeCli, shapeArgs(shape), { stdio: 'ignore' });
        return true;
      } catch (e) {
        if (e.status !== 2) throw e;
        log(`shapes: ${shape.name} left out (this build refuses ${shape.variant})`);
        return false;
      }
    });
  const jigsawText = `${magictour.slice(0, JIGSAW_PUZZLES).join('\n')}\n`;
  const job = {
    runs: RUNS,
    minRoundMs: MIN_ROUND_MS,
    site: SITE,
    tdoku: { wasmJs: path.join(tdokuWasm, 'tdoku_wasm.js'), wasmBinary: path.join(tdokuWasm, 'tdoku_wasm.wasm'),
             singleJs: path.join(tdokuWasm, 'tdoku_single.js') },
    collections: collections.map(({ name, text }) => ({ name, text })),
    perCall: collections.map(({ name, perCall }) => ({ name, text: perCall })),
    samples: collections.map(({ name, sample }) => ({ name, text: sample })),
    algorithms: { text: algorithmsText, maxNodes: ALGORITHM_NODE_BUDGET },
    counting: { text: countingText },
    trace: { puzzle: '058000003170050008000000100000000000407080006083060017910003070006000080000000034', algorithm: 'naive' },
    firstSolvePuzzle: hard,
    shapes,
    jigsaw: { text: jigsawText, regions: BOX_REGIONS },
  };
  const jobFile = path.join(outDir, 'job.json');
  fs.writeFileSync(jobFile, JSON.stringify(job));
  return { collections, job, jobFile, files: {
    algorithms: writeFile('algorithms.txt', algorithmsText), counting: writeFile('counting.txt', countingText),
    jigsaw: writeFile('jigsaw.txt', jigsawText) } };
}

// Answers per puzzle, natively: ours (`sudoku batch`: "solution<TAB>count",
// count "2+" at the limit, "no solution<TAB>0") and tdoku's (`tdoku_bench
// --answers`: "count" or "count<TAB>solution"), as {count, solution}.
function nativeAnswers(file, limit) {
  const ours = lines(execFileSync(nativeCli, ['batch', '-f', file, '--limit', String(limit)],
    { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] }).toString()).map((l) => {
    const [solution, count] = l.split('\t');
    return { count: limit === 1 ? (/^[1-9]+$/.test(solution) ? 1 : 0) : parseInt(count, 10), solution };
  });
  const theirs = lines(execFileSync(TDOKU_BENCH, [file, String(limit), '--answers'], { maxBuffer: 1 << 28 }).toString())
    .map((l) => { const [count, solution] = l.split('\t'); return { count: Number(count), solution }; });
  return { ours, theirs };
}

// Puzzles whose answers differ: counts (both modes; to 2 in mode 2) and, in
// mode 1, the solution where the puzzle has one solution.
function nativeDisagreements(file, puzzles) {
  const two = nativeAnswers(file, 2), one = nativeAnswers(file, 1);
  const wrong = [];
  for (let i = 0; i < puzzles; ++i) {
    const a2 = two.ours[i], b2 = two.theirs[i], a1 = one.ours[i], b1 = one.theirs[i];
    if (!a2 || !b2 || !a1 || !b1 || a2.count !== b2.count || a1.count !== b1.count ||
        (a2.count === 1 && a1.solution !== b1.solution)) wrong.push(i + 1);
  }
  if (two.ours.length !== puzzles || two.theirs.length !== puzzles) wrong.push('answer count');
  return wrong;
}

function runNative(prepared) {
  // One thread: tdoku's benchmark runs on one core, and the goal is per core.
  const batch = (args, runs = RUNS) => JSON.parse(execFileSync(nativeCli, ['batch', '--summary', '--json', '--jobs', '1',
    '--repeat', String(runs), ...args], { maxBuffer: 1 << 26 }).toString());
  const tdoku = (file, limit, runs) => JSON.parse(execFileSync(TDOKU_BENCH, [file, String(limit), String(runs)]).toString());
  // Repeats within one figure so that it lasts MIN_ROUND_MS at least (short collections).
  const repeats = (ms) => Math.min(50, Math.max(1, Math.ceil(MIN_ROUND_MS / Math.max(ms, 0.01))));
  // Short collections run more often (half a second in all at least), as in measure_wasm.js.
  const timed = (args) => {
    const first = batch(args, 1);
    return batch(args, Math.min(50, Math.max(RUNS, Math.ceil(500 / Math.max(first.median_ms, 1)))));
  };
  const out = { collections: {}, algorithms: {}, counting: null, disagreements: 0 };
  for (const c of prepared.collections) {
    out.collections[c.name] = {};
    const wrong = nativeDisagreements(c.file, lines(c.text).length);
    if (wrong.length) log(`native: ${c.name}: ours and tdoku disagree on puzzles ${wrong.slice(0, 20).join(', ')}`);
    out.disagreements += wrong.length;
    for (const limit of [1, 2]) {
      const args = ['-f', c.file, '--limit', String(limit)];
      const kOurs = repeats(batch(args, 1).median_ms), kTdoku = repeats(tdoku(c.file, limit, 1).median_ms);
      const ours = [], ref = [], ratios = [];
      let r = null;
      for (let round = 0; round < RUNS; ++round) {
        let t;
        if (round % 2) { t = tdoku(c.file, limit, kTdoku); r = batch(args, kOurs); }
        else { r = batch(args, kOurs); t = tdoku(c.file, limit, kTdoku); }
        ours.push(r.puzzles_per_second);
        ref.push(t.puzzles_per_second);
        ratios.push(r.puzzles_per_second / t.puzzles_per_second);
      }
      out.collections[c.name][limit] = { puzzles: r.puzzles, perSecond: benchMedian(ours), referencePerSecond: benchMedian(ref),
        ratio: benchMedian(ratios), rounds: RUNS, wrong: r.wrong + (r.puzzles - r.solved), disagreements: wrong.length,
        nodes: r.stats.nodes };
    }
  }
  const ids = lines(execFileSync(nativeCli, ['algorithms', '--json']).toString()).map((l) => JSON.parse(l).id);
  for (const id of ids) {
    let r;
    try {
      r = batch(['-f', prepared.files.algorithms, '-a', id, '--max-nodes', String(ALGORITHM_NODE_BUDGET)]);
    } catch (e) {  // exit status 1: some puzzle stopped by the budget; the JSON is still there
      r = JSON.parse(e.stdout.toString());
    }
    out.algorithms[id] = { nodes: r.stats.nodes, medianMs: r.median_ms, nodesPerSecond: r.stats.nodes / (r.median_ms / 1000),
      solved: r.solved, stopped: r.stopped };
  }
  out.shapes = {};
  for (const shape of prepared.job.shapes) {
    const r = timed(shapeArgs(shape).slice(1));
    out.shapes[shape.name] = { medianMs: r.median_ms, nodes: r.stats.nodes };
  }
  const standard = timed(['-f', prepared.files.jigsaw, '--limit', '2']);
  const jigsaw = timed(['-f', prepared.files.jigsaw, '--limit', '2', '--regions', prepared.job.jigsaw.regions]);
  out.jigsaw = { puzzles: standard.puzzles, standardPerSecond: standard.puzzles_per_second,
    jigsawPerSecond: jigsaw.puzzles_per_second, wrong: standard.wrong + jigsaw.wrong };
  const counted = batch(['-f', prepared.files.counting, '--limit', '0']);
  out.counting = { grids: counted.puzzles, solutions: counted.solutions, medianMs: counted.median_ms,
    perSecond: counted.solutions / (counted.median_ms / 1000) };
  return out;
}

function runNode(script, prepared, extraArgs = []) {
  const output = execFileSync(process.execPath, [...extraArgs, path.join(__dirname, script), prepared.jobFile],
    { maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(output.toString());
}

// Gzipped bytes (level 9) of what the site sends: sudoku.js, the pages with
// their CSS and JS, and the widget, each file compressed on its own.
function sizes() {
  const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const site = walk(SITE).filter((f) => /\.(html|css|js)$/.test(f) &&
    !/(^|\/)(sudoku\.js|sudoku-widget\.js)$/.test(path.relative(SITE, f)));
  const library = path.join(SITE, 'sudoku.js');
  const widget = path.join(SITE, 'sudoku-widget.js');
  const tdokuFile = (name) => path.join(tdokuWasm, name);
  return {
    sudokuJs: { raw: fs.statSync(library).size, gzip: gz(library) },
    tdoku: { wasm: { raw: fs.statSync(tdokuFile('tdoku_wasm.wasm')).size, gzip: gz(tdokuFile('tdoku_wasm.wasm')) },
             single: { raw: fs.statSync(tdokuFile('tdoku_single.js')).size, gzip: gz(tdokuFile('tdoku_single.js')) } },
    site: { files: site.length, raw: site.reduce((s, f) => s + fs.statSync(f).size, 0), gzip: site.reduce((s, f) => s + gz(f), 0) },
    widget: fs.existsSync(widget) ? { raw: fs.statSync(widget).size, gzip: gz(widget) } : null,
    shipped: shippedSizes(SITE),
  };
}

function machine() {
  const cpu = (fs.readFileSync('/proc/cpuinfo', 'utf8').match(/model name\s*:\s*(.*)/) || [])[1] || os.cpus()[0].model;
  const version = (cmd, args) => {
    try { return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'ignore'] }).toString().split('\n')[0].trim(); } catch { return 'not found'; }
  };
  return { cpu, cores: os.cpus().length, load: os.loadavg().map((x) => x.toFixed(1)).join(' '), node: process.version, chromium: version('/usr/bin/chromium', ['--version']),
    emcc: version('emcc', ['--version']), clang: version('clang++', ['--version']), date: new Date().toISOString().slice(0, 10) };
}

function main() {
  log(`preparing puzzles in ${outDir}`);
  const prepared = prepare();
  const results = { machine: machine(), runs: RUNS, puzzlesPerCollection: PUZZLES || 'all', sampleSize: PUZZLES ? Math.min(SAMPLE, PUZZLES) : SAMPLE,
    perCallPuzzles: PUZZLES ? Math.min(PER_CALL, PUZZLES) : PER_CALL,
    algorithmSet: { puzzles: ALGORITHM_PUZZLES, nodeBudget: ALGORITHM_NODE_BUDGET },
    countingSet: { grids: COUNTING_GRIDS, givens: COUNTING_GIVENS }, engines: {} };
  if (ENGINES.includes('native')) { log('native (sudoku batch, tdoku_bench)'); results.engines.native = runNative(prepared); }
  if (ENGINES.includes('wasm-node')) {
    log('WebAssembly in node');
    results.engines.wasmNode = runNode('engine_wasm_node.cjs', prepared, ['--no-experimental-fetch']);
  }
  if (ENGINES.includes('wasm-chromium')) {
    log('WebAssembly in headless Chromium');
    results.engines.wasmChromium = runNode('engine_wasm_chromium.cjs', prepared);
  }
  if (ENGINES.includes('npm')) { log('npm peers in node'); results.engines.npm = runNode('engine_npm_peers.cjs', prepared); }
  if (ENGINES.includes('responsiveness')) {
    log('responsiveness: Ctrl-C, onProgress, cancel() and Stop; main-thread tasks (responsiveness.cjs)');
    results.responsiveness = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'responsiveness.cjs'), '--json',
      nativeCli, SITE, String(RUNS)], { maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] }).toString());
  }
  if (ENGINES.includes('widgets')) {
    log('widgets: the longest main-thread task while 1, 8 and 20 widgets list every solution (widget_stalls.cjs)');
    results.widgets = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'widget_stalls.cjs'), '--json',
      SITE, String(Math.min(RUNS, 3))], { maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] }).toString());
  }
  if (ENGINES.includes('generate')) {
    log('generating puzzles: ours, qqwing and Solo (generate.cjs)');
    results.generate = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'generate.cjs'), '--json',
      nativeCli, String(process.env.BENCH_GENERATE_COUNT || 20)], { maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] }).toString());
  }
  if (ENGINES.includes('ladder')) {
    log('the technique ladder: rating natively beside qqwing, the first hint in node and Chromium (ladder.cjs)');
    results.ladder = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'ladder.cjs'), '--json',
      nativeCli, SITE, String(Math.min(RUNS, 3))], { maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] }).toString());
  }
  if (ENGINES.includes('parallel')) {
    log('every core against one: count and batch natively, count in Chromium (parallel.cjs)');
    results.parallel = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'parallel.cjs'), '--json',
      nativeCli, SITE, String(Math.min(RUNS, 3))], { maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] }).toString());
  }
  if (ENGINES.includes('constraints')) {
    log('constraint puzzles: ISS\'s examples counted to 2, ours beside ISS in node (constraints.cjs)');
    results.constraints = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'constraints.cjs'), '--json',
      SITE, String(Math.min(RUNS, 3))], { maxBuffer: 1 << 24, stdio: ['ignore', 'pipe', 'inherit'] }).toString());
  }
  results.sizes = sizes();
  results.machine.loadAfter = os.loadavg().map((x) => x.toFixed(1)).join(' ');
  fs.writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2));
  const text = report(results);
  fs.writeFileSync(path.join(outDir, 'results.md'), text);
  process.stdout.write(text);
  log(`wrote ${path.join(outDir, 'results.md')} and results.json`);
  const disagreements = Object.values(results.engines).reduce((s, e) => s + (e.disagreements || 0), 0) +
    (results.constraints ? results.constraints.rows.filter((x) => !x.agrees).length : 0);
  const peersWrong = results.engines.npm ? Object.values(results.engines.npm).flatMap((p) => Object.values(p))
    .flatMap((c) => Object.values(c)).reduce((s, x) => s + x.wrong, 0) : 0;
  if (disagreements || peersWrong) {
    log(`FAILED: ${disagreements} answers of ours disagree with the reference's, ${peersWrong} wrong beside the npm peers`);
    process.exitCode = 3;
  }
}

main();
