// The report of scripts/bench: markdown tables of one run's results.json,
// every figure of issue 16's goals as ours / reference, both measured in the
// same run (the reference: tdoku, built from ../shared/reference/tdoku
// natively and with our Emscripten; the npm peers), and the goals met or missed.
// The report is where the figures live (the READMEs hold none), so it says
// under each heading what the table measures and how to read it.
'use strict';
const { responsivenessReport } = require('./responsiveness.cjs');
const { parallelReport } = require('./parallel.cjs');
const { widgetStallsReport } = require('./widget_stalls.cjs');
const { generateReport } = require('./generate.cjs');
const { ladderReport } = require('./ladder.cjs');
const { constraintsReport } = require('./constraints.cjs');

const PER_CALL_GOAL = 1;        // per call, batch and natively: at least as fast as tdoku
const NPM_GOAL = 20;            // per call: at least 20 times the best npm solver
const COUNTING_GOAL = 1e6;
const EVENTS_GOAL = 1e7;
const SIZE_GOAL = 60 * 1024;    // sudoku.js, gzipped
const FIRST_SOLVE_GOAL_MS = 150;

const int = (x) => (x === undefined || x === null || Number.isNaN(x) ? '–' : Math.round(x).toLocaleString('en-US'));
const ratio = (a, b) => (a && b ? (a / b).toFixed(2) : '–');
const fixed = (x) => (x === undefined || x === null ? '–' : x.toFixed(2));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (cells) => `| ${cells.join(' | ')} |\n`;
const header = (cells) => row(cells) + row(cells.map(() => '---'));
const modeName = (limit) => (Number(limit) === 1 ? 'find one' : 'count to 2');

function report(r) {
  const e = r.engines;
  const goals = [];
  const goal = (text, met, measured) => goals.push([text, met, measured]);
  let out = '# Benchmark\n\n';
  const m = r.machine;
  out += `${m.date}, ${m.cpu}, ${m.cores} cores (load average ${m.load} before, ${m.loadAfter} after); node ${m.node}; `;
  out += `${m.chromium}; ${m.emcc}; ${m.clang}.\n`;
  out += `Puzzles per collection: ${r.puzzlesPerCollection}. Ours and the reference alternate, round by round `;
  out += `(${r.runs} rounds); each figure is the median of its rounds, each ratio ours / reference the median of the `;
  out += 'rounds\' ratios. Reference: tdoku (../shared/reference/tdoku), natively with clang -O3 -march=native as ours, ';
  out += 'and with the same Emscripten (-O3 -msimd128 -msse4.1). Ours: `fast`; natively `sudoku batch` (build/bench-clang), ';
  out += 'as WebAssembly the built sudoku.js.\n\n';
  out += 'How to read it: speeds are puzzles (or calls) per second, higher is better. **ratio** is ours / the reference: ';
  out += 'above 1.00 ours is faster (1.25: a quarter more puzzles a second), below 1.00 slower (0.80: the reference does ';
  out += 'a quarter more). The machines this runs on are shared and their load varies: read the ratios, taken back to back, ';
  out += 'rather than the absolute figures. Modes: **find one** solves each puzzle (`solve()`, a limit of 1); **count to 2** ';
  out += '(`count(.., {limit: 2})`) also proves the solution unique, as a site must before it says so. **nodes**: the search ';
  out += 'nodes our engine took over the collection\'s puzzles (the same in every engine: a check that all ran the same search). ';
  out += 'The collections (../shared/data) run from easy (17_clue, serg_benchmark) to the hardest known ';
  out += '(forum_hardest_*); the last table lists the goals and whether this run met each.\n\n';

  const browsers = [['node', e.wasmNode], ['chromium', e.wasmChromium]].filter((x) => x[1]);
  const names = Object.keys((e.native || e.wasmNode || e.wasmChromium || { collections: {} }).collections);

  if (browsers.length) {
    out += `## Per call: ours \`solve()\` / \`count(.., {limit: 2})\` per puzzle, tdoku-wasm a call per puzzle (first ${int(r.perCallPuzzles)} of each collection)\n\n`;
    out += 'One call of the public API per puzzle, as a page calls it (reading the text, crossing into wasm and back, ';
    out += 'building the result object), against one call of tdoku-wasm per puzzle; node and headless Chromium.\n\n';
    out += header(['collection', 'engine', 'solve()/s', 'tdoku/s', 'ratio', 'count 2/s', 'tdoku/s', 'ratio']);
    for (const name of names) {
      for (const [label, x] of browsers) {
        const p = x.perCall[name];
        if (!p) continue;
        out += row([name, label, int(p.solve.perSecond), int(p.solve.referencePerSecond), fixed(p.solve.ratio),
          int(p.count2.perSecond), int(p.count2.referencePerSecond), fixed(p.count2.ratio)]);
        goal(`per call, ${label}, ${name}, solve() ≥ tdoku-wasm`, p.solve.ratio >= PER_CALL_GOAL, fixed(p.solve.ratio));
        goal(`per call, ${label}, ${name}, count 2 ≥ tdoku-wasm`, p.count2.ratio >= PER_CALL_GOAL, fixed(p.count2.ratio));
      }
    }
    out += '\n## Batch: the whole `solveBatch` call (reading included) against tdoku-wasm over the same text in one call\n\n';
    out += 'The whole collection as one text in one call each: what a batch costs when the boundary is crossed once.\n\n';
    out += header(['collection', 'mode', 'engine', 'ours/s', 'tdoku/s', 'ratio', 'nodes']);
    for (const name of names) {
      for (const limit of [1, 2]) {
        for (const [label, x] of browsers) {
          const b = x.collections[name] && x.collections[name][limit];
          if (!b) continue;
          out += row([name, modeName(limit), label, int(b.perSecond), int(b.referencePerSecond), fixed(b.ratio), int(b.nodes)]);
          goal(`batch, ${label}, ${name}, ${modeName(limit)} ≥ tdoku-wasm`, b.ratio >= PER_CALL_GOAL, fixed(b.ratio));
        }
      }
    }
  }

  if (e.native) {
    out += '\n## Natively: `sudoku batch` against tdoku, both clang -O3 -march=native\n\n';
    out += 'The engines alone, with no WebAssembly and no JavaScript: both built the same way, one process each per round. ';
    out += '**wrong**: puzzles ours answered wrong or left unsolved (`sudoku batch` checks every solution); every answer is ';
    out += 'also held against the reference\'s (counts, and the solution where unique), and a disagreement fails the run.\n\n';
    out += header(['collection', 'mode', 'ours/s', 'tdoku/s', 'ratio', 'nodes', 'wrong']);
    for (const name of names) {
      for (const limit of [1, 2]) {
        const n = e.native.collections[name][limit];
        out += row([name, modeName(limit), int(n.perSecond), int(n.referencePerSecond), fixed(n.ratio), int(n.nodes), n.wrong]);
        goal(`natively, ${name}, ${modeName(limit)} ≥ tdoku`, n.ratio >= PER_CALL_GOAL, fixed(n.ratio));
      }
    }
  }

  if (e.npm) {
    out += `\n## Per call against the npm peers (first ${int(r.sampleSize)} of each collection, in node, a call per puzzle each)\n\n`;
    out += 'The fastest JavaScript Sudoku solvers on npm (tests/ devDependencies), a call per puzzle each; **peer** is the ';
    out += 'fastest of them in this mode, **ours / peer** how many times as many puzzles a second ours solves, **peer wrong** ';
    out += 'the peers\' answers that disagree with ours.\n\n';
    out += header(['collection', 'mode', 'ours/s', 'peer', 'peer/s', 'ours / peer', 'peer wrong']);
    for (const name of names) {
      for (const limit of [1, 2]) {
        // The best peer: the fastest of those that do this mode.
        const entries = Object.entries(e.npm).map(([peer, x]) => [peer, x[name] && x[name][limit]]).filter(([, x]) => x);
        if (!entries.length) continue;
        const [peer, best] = entries.sort((a, b) => b[1].perSecond - a[1].perSecond)[0];
        out += row([name, modeName(limit), int(best.oursPerSecond), peer, int(best.perSecond), fixed(best.ratio),
          entries.reduce((s, [, x]) => s + x.wrong, 0)]);
        goal(`per call, ${name}, ${modeName(limit)} ≥ ${NPM_GOAL} × the best npm solver (${peer})`, best.ratio >= NPM_GOAL,
          fixed(best.ratio));
      }
    }
  }

  const s = r.sizes;
  out += '\n## Download (gzip -9, each file on its own)\n\n';
  out += 'What a visitor downloads, in bytes: each file as built and as a server would send it gzipped.\n\n';
  out += header(['what', 'bytes', 'gzipped']);
  out += row(['sudoku.js (the library, wasm inlined)', int(s.sudokuJs.raw), int(s.sudokuJs.gzip)]);
  out += row(['tdoku-wasm: the binary (reference)', int(s.tdoku.wasm.raw), int(s.tdoku.wasm.gzip)]);
  out += row(['tdoku-wasm: one file, binary inlined (reference)', int(s.tdoku.single.raw), int(s.tdoku.single.gzip)]);
  out += row([`the site's pages, CSS and JS (${s.site.files} files)`, int(s.site.raw), int(s.site.gzip)]);
  if (s.widget) out += row(['sudoku-widget.js (all in one, for blogs)', int(s.widget.raw), int(s.widget.gzip)]);
  goal('sudoku.js ≤ 60 KB gzipped', s.sudokuJs.gzip <= SIZE_GOAL, kb(s.sudokuJs.gzip));
  if (s.shipped) {
    out += '\nEach shipped file (gzip -9, and brotli at quality 11 as GitHub Pages and CDNs send it), and what it holds:\n\n';
    out += header(['file', 'bytes', 'gzipped', 'brotli', 'holds']);
    for (const f of s.shipped.files) out += row([f.file, int(f.raw), int(f.gzip), int(f.brotli), f.holds]);
    out += '\nWhat a page downloads before its first solve, by how it loads the library:\n\n';
    out += header(['page', 'bytes', 'gzipped', 'brotli']);
    for (const l of s.shipped.loads) out += row([`${l.what}: ${l.files.join(' + ')}`, int(l.raw), int(l.gzip), int(l.brotli)]);
  }

  if (browsers.length) {
    out += '\n## Animation path, first solve, counting\n\n';
    out += 'How fast the animation can be fed (trace events handed out a second, with nobody drawing them) and how fast ';
    out += 'All solutions counts (solutions a second).\n\n';
    out += header(['engine', 'trace events/s (naive, the first source grid, nobody animating)', 'solutions counted/s']);
    for (const [label, x] of browsers) {
      out += row([label, int(x.trace.perSecond), int(x.counting.perSecond)]);
      goal(`≥ 10,000,000 trace events/s in ${label}`, x.trace.perSecond >= EVENTS_GOAL, int(x.trace.perSecond));
      goal(`counting ≥ 1,000,000 solutions/s in ${label}`, x.counting.perSecond >= COUNTING_GOAL, int(x.counting.perSecond));
    }
    if (e.wasmChromium && e.wasmChromium.firstSolve) {
      const f = e.wasmChromium.firstSolve;
      out += `\nFirst solve after opening index.html from disk (a forum_hardest_1106 puzzle): ready at ${f.readyMs.toFixed(0)} ms, solved at ${f.solvedMs.toFixed(0)} ms after navigation.\n`;
      goal(`first solve within ${FIRST_SOLVE_GOAL_MS} ms of opening from disk`, f.solvedMs <= FIRST_SOLVE_GOAL_MS, `${f.solvedMs.toFixed(0)} ms`);
    }
    if (e.wasmChromium && e.wasmChromium.animation) {
      const a = e.wasmChromium.animation;
      out += `Animating naive at full speed in Chromium: ${a.fps.toFixed(1)} frames per second, longest frame ${a.longestFrameMs.toFixed(1)} ms.\n`;
      goal('60 frames per second animating at full speed', a.fps >= 57, a.fps.toFixed(1));
    }
    if (e.wasmChromium && e.wasmChromium.pasteToSolved) {
      out += '\nFrom the Puzzle box to the solved grid (ours only; paste_to_solved.cjs): a text pasted into the site opened ';
      out += 'from disk, Solve pressed once the page has painted what it read. **read**: from the box\'s 250 ms debounce ';
      out += 'firing to the givens checked and painted; **solve**: from Solve to the solution painted; **verdict**: from Solve ';
      out += 'to "unique"; milliseconds, the median of the runs (min-max). **text reads**: module calls given the text to ';
      out += 'read; **cell calls**: given cells.\n\n';
      out += header(['paste', 'text reads', 'cell calls', 'read ms', 'solve ms', 'read + solve ms', 'verdict ms', 'calls']);
      const span = (f) => `${f.median.toFixed(1)} (${f.min.toFixed(1)}-${f.max.toFixed(1)})`;
      for (const [name, x] of Object.entries(e.wasmChromium.pasteToSolved)) {
        out += row([name, x.textReads, x.cellCalls, span(x.readMs), span(x.solveMs), span(x.totalMs), span(x.uniqueMs), x.calls]);
      }
    }
  }

  const algorithmEngines = [['native', e.native], ['wasm node', e.wasmNode], ['wasm chromium', e.wasmChromium]].filter((x) => x[1]);
  if (algorithmEngines.length) {
    out += `\n## Nodes per second of every algorithm (magictour_top1465's first ${r.algorithmSet.puzzles}, at most ${int(r.algorithmSet.nodeBudget)} nodes each)\n\n`;
    out += 'Search nodes a second of each registered algorithm, per engine: their speeds are not comparable to one another ';
    out += '(what a node is differs), but an engine\'s column against another\'s is. **nodes**: nodes searched in all; ';
    out += '**solved / stopped**: puzzles solved, and stopped by the node budget.\n\n';
    out += header(['algorithm', ...algorithmEngines.map(([n]) => n), 'nodes', 'solved / stopped']);
    for (const id of Object.keys(algorithmEngines[0][1].algorithms)) {
      const first = algorithmEngines[0][1].algorithms[id];
      out += row([id, ...algorithmEngines.map(([, x]) => int(x.algorithms[id] && x.algorithms[id].nodesPerSecond)),
        int(first.nodes), `${first.solved} / ${first.stopped}`]);
    }
    out += '\n## Other sizes and variants (`fast`, count up to 2, one puzzle at a time: tests/data/puzzles.txt)\n\n';
    out += 'Milliseconds for one puzzle of each size and variant (the median of its runs): lower is better.\n\n';
    out += header(['puzzle', ...algorithmEngines.map(([n]) => `${n} ms`)]);
    for (const name of Object.keys(algorithmEngines[0][1].shapes || {})) {
      out += row([name, ...algorithmEngines.map(([, x]) => (x.shapes && x.shapes[name] ? x.shapes[name].medianMs.toFixed(3) : '–'))]);
    }
    out += '\nJigsaw against standard on the same puzzles (magictour_top1465, solved again as jigsaw grids whose regions are the boxes; count up to 2):\n\n';
    out += header(['engine', 'puzzles', 'standard per second', 'jigsaw per second', 'jigsaw / standard']);
    for (const [n, x] of algorithmEngines) {
      if (!x.jigsaw) continue;
      out += row([n, int(x.jigsaw.puzzles), int(x.jigsaw.standardPerSecond), int(x.jigsaw.jigsawPerSecond),
        ratio(x.jigsaw.jigsawPerSecond, x.jigsaw.standardPerSecond)]);
    }
    out += `\nCounting every solution natively (${r.countingSet.grids} full grids keeping ${r.countingSet.givens} givens): `;
    out += e.native ? `${int(e.native.counting.perSecond)} solutions/s.\n` : 'not run.\n';
  }

  const disagreements = Object.entries(e).filter(([k]) => k !== 'npm').reduce((sum, [, x]) => sum + (x.disagreements || 0), 0);
  goal('every answer agrees with the reference (counts, and the solution where unique)', disagreements === 0, String(disagreements));

  if (r.responsiveness) {
    const section = responsivenessReport(r.responsiveness);
    out += `\n${section.text}`;
    for (const g of section.goals) goal(...g);
  }
  if (r.widgets) {
    const section = widgetStallsReport(r.widgets);
    out += `\n${section.text}`;
    goal(`no main-thread task over ${r.widgets.targetMs} ms while 1, 8 or 20 widgets list every solution or are all stopped (issue 35)`,
      section.met, `${section.worst.toFixed(0)} ms`);
  }
  if (r.generate) {
    const section = generateReport(r.generate);
    out += `\n${section.text}`;
    for (const g of section.goals) goal(...g);
  }

  if (r.ladder) {
    const section = ladderReport(r.ladder);
    out += `\n${section.text}`;
    for (const g of section.goals) goal(...g);
  }

  if (r.parallel) {
    const section = parallelReport(r.parallel);
    out += `\n${section.text}`;
    for (const g of section.goals) goal(...g);
  }

  if (r.constraints) {
    const section = constraintsReport(r.constraints);
    out += `\n${section.text}`;
    for (const g of section.goals) goal(...g);
  }

  out += '\n## Goals of issue 16\n\n';
  out += 'Each goal as this run measured it: at least as fast as tdoku per call, per batch and natively (ratio ≥ 1.00), ';
  out += `at least ${NPM_GOAL} times the best npm solver per call, sudoku.js within ${kb(SIZE_GOAL)} gzipped, the first solve `;
  out += `within ${FIRST_SOLVE_GOAL_MS} ms of opening the site from disk, ${int(EVENTS_GOAL)} trace events and `;
  out += `${int(COUNTING_GOAL)} counted solutions a second, 60 frames a second animating, and no answer disagreeing. `;
  out += '**met**: yes or **no**; the last column is the figure measured (a ratio ours / reference for the speed goals).\n\n';
  out += header(['goal', 'met', 'ours / reference']);
  for (const [text, met, measured] of goals) out += row([text, met ? 'yes' : '**no**', measured]);
  return out;
}

module.exports = { report };
