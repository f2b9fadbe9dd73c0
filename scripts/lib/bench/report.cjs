// The report of scripts/bench: markdown tables of one run's results.json,
// with the reference figures of issue 6 (the fastest published solver,
// tdoku, measured on a machine of this kind) and the goals met or missed.
'use strict';

// Puzzles per second, [find one, count up to 2]. WebAssembly figures exist
// for three collections; for the other two the report estimates them at
// 0.69 of native, the top of the 0.57-0.69 range measured for the others.
const REFERENCE = {
  native: {
    '17_clue': [280000, 289000], magictour_top1465: [161000, 108000], forum_hardest_1905_11plus: [35800, 18400],
    forum_hardest_1106: [22000, 11500], serg_benchmark: [524000, 456000],
  },
  wasm: { '17_clue': [193000, 192000], forum_hardest_1905_11plus: [22500, 12100], forum_hardest_1106: [14100, 7700] },
};
const WASM_ESTIMATE = 0.69;
const NATIVE_GOAL = 0.8;
const COUNTING_GOAL = 1e6;
const EVENTS_GOAL = 1e7;
const SIZE_GOAL = 60 * 1024;
const FIRST_SOLVE_GOAL_MS = 150;

const int = (x) => (x === undefined || x === null || Number.isNaN(x) ? '–' : Math.round(x).toLocaleString('en-US'));
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '–');
const row = (cells) => `| ${cells.join(' | ')} |\n`;
const header = (cells) => row(cells) + row(cells.map(() => '---'));

function wasmReference(name, mode) {
  const known = REFERENCE.wasm[name];
  if (known) return { value: known[mode - 1], estimated: false };
  const native = REFERENCE.native[name];
  return native ? { value: native[mode - 1] * WASM_ESTIMATE, estimated: true } : { value: null, estimated: false };
}

function report(r) {
  const e = r.engines;
  const goals = [];
  let out = '# Benchmark\n\n';
  const m = r.machine;
  out += `${m.date}, ${m.cpu}, ${m.cores} cores; node ${m.node}; ${m.chromium}; ${m.emcc}; ${m.clang}.\n`;
  out += `Median of ${r.runs} runs per figure; puzzles per collection: ${r.puzzlesPerCollection}. `;
  out += 'Native: `sudoku batch` built with clang -O3 -march=native (as the reference); WebAssembly: build/site/sudoku.js ';
  out += '(-O3 -msimd128) through `solveBatch`, in node and in headless Chromium.\n\n';

  out += '## Puzzles per second: our `fast`, find one / count up to 2\n\n';
  out += header(['collection', 'mode', 'native', 'wasm node', 'wasm chromium', 'tdoku native', 'tdoku wasm',
    'native / tdoku', 'node / tdoku wasm', 'chromium / tdoku wasm', 'node / native', 'wrong']);
  const names = Object.keys((e.native || e.wasmNode || e.wasmChromium || { collections: {} }).collections);
  for (const name of names) {
    for (const mode of [1, 2]) {
      const get = (engine) => engine && engine.collections[name] && engine.collections[name][mode];
      const native = get(e.native), node = get(e.wasmNode), chrome = get(e.wasmChromium);
      const refNative = (REFERENCE.native[name] || [])[mode - 1];
      const refWasm = wasmReference(name, mode);
      const wrong = [native, node, chrome].filter(Boolean).reduce((s, x) => s + x.wrong, 0);
      out += row([name, mode === 1 ? 'find one' : 'count 2', int(native && native.perSecond), int(node && node.perSecond),
        int(chrome && chrome.perSecond), int(refNative), int(refWasm.value) + (refWasm.estimated ? ' (est.)' : ''),
        ratio(native && native.perSecond, refNative), ratio(node && node.perSecond, refWasm.value),
        ratio(chrome && chrome.perSecond, refWasm.value), ratio(node && node.perSecond, native && native.perSecond), wrong]);
      if (native && refNative) goals.push([`native ${name} ${mode === 1 ? 'find one' : 'count 2'} ≥ ${NATIVE_GOAL} of tdoku native`,
        native.perSecond / refNative >= NATIVE_GOAL, `${ratio(native.perSecond, refNative)}`]);
      for (const [label, x] of [['node', node], ['chromium', chrome]]) {
        if (x && refWasm.value) goals.push([`wasm ${label} ${name} ${mode === 1 ? 'find one' : 'count 2'} ≥ tdoku wasm${refWasm.estimated ? ' (est.)' : ''}`,
          x.perSecond >= refWasm.value, ratio(x.perSecond, refWasm.value)]);
      }
      goals.push([`${name} ${mode === 1 ? 'find one' : 'count 2'}: zero wrong answers`, wrong === 0, String(wrong)]);
    }
  }

  if (e.npm && e.wasmNode) {
    out += `\n## Against the npm peers (first ${r.sampleSize} puzzles of each collection, all in node)\n\n`;
    out += header(['collection', 'mode', 'ours (wasm)', 'dancing-links', '@algorithm.ts/sudoku', 'ours / dancing-links',
      'ours / algorithm.ts', 'peers wrong']);
    for (const name of names) {
      for (const mode of [1, 2]) {
        const ours = e.wasmNode.samples[name] && e.wasmNode.samples[name][mode];
        const dlx = e.npm['dancing-links'][name] && e.npm['dancing-links'][name][mode];
        const ats = e.npm['@algorithm.ts/sudoku'][name] && e.npm['@algorithm.ts/sudoku'][name][mode];
        out += row([name, mode === 1 ? 'find one' : 'count 2', int(ours && ours.perSecond), int(dlx && dlx.perSecond),
          ats ? int(ats.perSecond) : 'cannot count', ratio(ours && ours.perSecond, dlx && dlx.perSecond),
          ratio(ours && ours.perSecond, ats && ats.perSecond), (dlx ? dlx.wrong : 0) + (ats ? ats.wrong : 0)]);
      }
    }
  }

  const algorithmEngines = [['native', e.native], ['wasm node', e.wasmNode], ['wasm chromium', e.wasmChromium]].filter((x) => x[1]);
  if (algorithmEngines.length) {
    out += `\n## Nodes per second of every algorithm (magictour_top1465's first ${r.algorithmSet.puzzles}, at most ${int(r.algorithmSet.nodeBudget)} nodes each)\n\n`;
    out += header(['algorithm', ...algorithmEngines.map(([n]) => n), 'nodes', 'solved / stopped']);
    for (const id of Object.keys(algorithmEngines[0][1].algorithms)) {
      const first = algorithmEngines[0][1].algorithms[id];
      out += row([id, ...algorithmEngines.map(([, x]) => int(x.algorithms[id] && x.algorithms[id].nodesPerSecond)),
        int(first.nodes), `${first.solved} / ${first.stopped}`]);
    }
    out += '\n## Other sizes and variants (`fast`, count up to 2, one puzzle at a time: tests/data/puzzles.txt)\n\n';
    out += header(['puzzle', ...algorithmEngines.map(([n]) => `${n} ms`)]);
    for (const name of Object.keys(algorithmEngines[0][1].shapes || {})) {
      out += row([name, ...algorithmEngines.map(([, x]) => (x.shapes && x.shapes[name] ? x.shapes[name].medianMs.toFixed(3) : '–'))]);
    }
    for (const [n, x] of algorithmEngines) {
      const worst = Math.max(...Object.entries(x.shapes || {}).filter(([k]) => /16x16|25x25/.test(k)).map(([, v]) => v.medianMs));
      goals.push([`16x16 and 25x25 in milliseconds (${n}: slowest of the table's)`, worst < 100, `${worst.toFixed(2)} ms`]);
    }
    out += '\nJigsaw against standard on the same puzzles (magictour_top1465, solved again as jigsaw grids whose regions are the boxes; count up to 2):\n\n';
    out += header(['engine', 'puzzles', 'standard per second', 'jigsaw per second', 'jigsaw / standard']);
    for (const [n, x] of algorithmEngines) {
      if (!x.jigsaw) continue;
      out += row([n, int(x.jigsaw.puzzles), int(x.jigsaw.standardPerSecond), int(x.jigsaw.jigsawPerSecond),
        ratio(x.jigsaw.jigsawPerSecond, x.jigsaw.standardPerSecond)]);
      goals.push([`jigsaw as fast as standard (${n})`, x.jigsaw.jigsawPerSecond >= 0.9 * x.jigsaw.standardPerSecond,
        ratio(x.jigsaw.jigsawPerSecond, x.jigsaw.standardPerSecond)]);
    }
    out += `\n## Counting every solution (${r.countingSet.grids} full grids keeping ${r.countingSet.givens} givens)\n\n`;
    out += header(['engine', 'solutions', 'ms', 'solutions per second']);
    for (const [n, x] of algorithmEngines) out += row([n, int(x.counting.solutions), x.counting.medianMs.toFixed(1), int(x.counting.perSecond)]);
    for (const [n, x] of algorithmEngines.filter(([n]) => n !== 'native')) {
      goals.push([`counting ≥ 1,000,000 solutions/s in ${n}`, x.counting.perSecond >= COUNTING_GOAL, int(x.counting.perSecond)]);
    }
  }

  const browserish = [['wasm node', e.wasmNode], ['wasm chromium', e.wasmChromium]].filter((x) => x[1]);
  if (browserish.length) {
    out += '\n## Animation path\n\n';
    out += header(['engine', 'trace events per second (naive, the first source grid, nobody animating)']);
    for (const [n, x] of browserish) {
      out += row([n, int(x.trace.perSecond)]);
      goals.push([`≥ 10,000,000 trace events/s in ${n}`, x.trace.perSecond >= EVENTS_GOAL, int(x.trace.perSecond)]);
    }
    if (e.wasmChromium && e.wasmChromium.animation) {
      const a = e.wasmChromium.animation;
      out += `\nAnimating naive at full speed in Chromium: ${a.fps.toFixed(1)} frames per second, longest frame ${a.longestFrameMs.toFixed(1)} ms.\n`;
      goals.push(['60 frames per second animating at full speed', a.fps >= 57, a.fps.toFixed(1)]);
    }
    if (e.wasmChromium && e.wasmChromium.firstSolve) {
      const f = e.wasmChromium.firstSolve;
      out += `First solve after opening build/site/index.html from disk (a forum_hardest_1106 puzzle): ready at ${f.readyMs.toFixed(0)} ms, solved at ${f.solvedMs.toFixed(0)} ms after navigation.\n`;
      goals.push([`first solve within ${FIRST_SOLVE_GOAL_MS} ms of opening from disk`, f.solvedMs <= FIRST_SOLVE_GOAL_MS, `${f.solvedMs.toFixed(0)} ms`]);
    }
  }

  const s = r.sizes;
  out += '\n## Download (gzip -9, each file on its own)\n\n';
  out += header(['what', 'bytes', 'gzipped']);
  out += row(['sudoku.js (the library, wasm inlined)', int(s.sudokuJs.raw), int(s.sudokuJs.gzip)]);
  out += row([`the site's pages, CSS and JS (${s.site.files} files)`, int(s.site.raw), int(s.site.gzip)]);
  out += row(['sudoku.js + site', int(s.sudokuJs.raw + s.site.raw), int(s.sudokuJs.gzip + s.site.gzip)]);
  if (s.widget) out += row(['sudoku-widget.js (all in one, for blogs)', int(s.widget.raw), int(s.widget.gzip)]);
  goals.push(['sudoku.js + site ≤ 60 KB gzipped', s.sudokuJs.gzip + s.site.gzip <= SIZE_GOAL,
    `${((s.sudokuJs.gzip + s.site.gzip) / 1024).toFixed(1)} KB`]);

  out += '\n## Goals of issue 6\n\n';
  out += header(['goal', 'met', 'measured']);
  for (const [goal, met, measured] of goals) out += row([goal, met ? 'yes' : '**no**', measured]);
  return out;
}

module.exports = { report, REFERENCE };
