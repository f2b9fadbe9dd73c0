// The WebAssembly measurements of scripts/bench, as one function that runs
// the same in node and in a browser page (no require, no DOM):
//   benchMeasure(api, job) -> results
// `api` is what createSudoku() resolves to. `job` (built by run_all.cjs):
//   collections  [{name, text}]        timed with solveBatch, both modes
//   samples      [{name, text}]        the npm peers' puzzles, for ours/peer
//   runs         timed runs per figure (the median is reported)
//   algorithms   {text, maxNodes}      every registered algorithm, nodes/s
//   counting     {text}                grids with many solutions, counted in full
//   trace        {puzzle, algorithm}   events produced with nobody animating
//   shapes       [{name, puzzle, variant, regions}]  other sizes and variants, one at a time
//   jigsaw       {text, regions}       standard puzzles again as jigsaws with box regions
/* exported benchMeasure, benchMedian, benchValidSolution */
'use strict';

// The median of a list of numbers.
function benchMedian(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

// True when the 81 values of `grid` from `at` keep the givens of the 9x9
// puzzle `line` and break no house.
function benchValidSolution(line, grid, at) {
  for (let c = 0; c < 81; ++c) {
    const v = grid[at + c];
    if (v < 1 || v > 9) return false;
    const given = line.charCodeAt(c) - 48;
    if (given >= 1 && given <= 9 && given !== v) return false;
  }
  for (let i = 0; i < 9; ++i) {
    let row = 0, column = 0, box = 0;
    for (let j = 0; j < 9; ++j) {
      row |= 1 << grid[at + 9 * i + j];
      column |= 1 << grid[at + 9 * j + i];
      box |= 1 << grid[at + 27 * Math.floor(i / 3) + 3 * (i % 3) + 9 * Math.floor(j / 3) + (j % 3)];
    }
    if (row !== 0x3fe || column !== 0x3fe || box !== 0x3fe) return false;
  }
  return true;
}

function benchMeasure(api, job) {
  const now = typeof performance !== 'undefined' ? () => performance.now() : () => Date.now();
  // puzzles/s of `fast` on one text in one mode: median of job.runs, plus a
  // check of every answer of the last run.
  function timeBatch(text, limit, runs) {
    const lines = text.split('\n').filter((l) => l.trim());
    const ms = [];
    let r = null;
    // Short collections run more often (half a second in all at least): a
    // run of a few milliseconds is at the mercy of a timer tick.
    for (let i = 0; i < runs || (i < 50 && ms.reduce((a, b) => a + b, 0) < 500); ++i) {
      r = api.solveBatch(text, { limit });
      ms.push(r.stats.elapsedMs);
    }
    let wrong = 0, unique = 0, several = 0;
    for (let i = 0; i < r.puzzles; ++i) {
      if (r.counts[i] === 0 || !benchValidSolution(lines[i], r.solutions, 81 * i)) ++wrong;
      if (r.counts[i] === 1 && r.complete[i]) ++unique;
      if (r.counts[i] >= 2) ++several;
    }
    const m = benchMedian(ms);
    return { puzzles: r.puzzles, medianMs: m, perSecond: r.puzzles / (m / 1000), runs: ms.length, wrong, unique, several,
             nodes: r.stats.nodes };
  }

  const out = { collections: {}, samples: {}, algorithms: {}, counting: null, trace: null };
  // Warm-up, untimed, for two seconds: the engine tiers the module up from
  // its baseline compiler in the background while the first calls run.
  for (const start = now(); now() - start < 2000;) {
    for (const c of job.samples) api.solveBatch(c.text, { limit: 2 });
  }
  for (const c of job.collections) {
    out.collections[c.name] = { 1: timeBatch(c.text, 1, job.runs), 2: timeBatch(c.text, 2, job.runs) };
  }
  for (const c of job.samples) {
    out.samples[c.name] = { 1: timeBatch(c.text, 1, job.runs), 2: timeBatch(c.text, 2, job.runs) };
  }

  // Every shape of the puzzle table, one puzzle at a time (count up to 2).
  out.shapes = {};
  for (const shape of job.shapes) {
    // Timed around repeated calls: a browser's clock ticks in 0.1 ms steps.
    const options = { limit: 2, variant: shape.variant, regions: shape.regions };
    const perCall = [];
    for (let run = 0; run < job.runs; ++run) {
      let calls = 0;
      const start = now();
      while (now() - start < 20 || calls < 2) {
        api.count(shape.puzzle, options);
        ++calls;
      }
      perCall.push((now() - start) / calls);
    }
    out.shapes[shape.name] = { medianMs: benchMedian(perCall) };
  }
  // The same puzzles as standard grids and as jigsaw grids whose regions are the boxes.
  {
    const standard = api.solveBatch(job.jigsaw.text, { limit: 2 });
    const jigsaw = api.solveBatch(job.jigsaw.text, { limit: 2, regions: job.jigsaw.regions });
    out.jigsaw = { puzzles: standard.puzzles, standardPerSecond: standard.puzzles / (standard.stats.elapsedMs / 1000),
                   jigsawPerSecond: jigsaw.puzzles / (jigsaw.stats.elapsedMs / 1000) };
  }

  // Nodes per second of every registered algorithm, each puzzle capped by a node budget.
  for (const a of api.algorithms()) {
    const ms = [];
    let r = null;
    for (let i = 0; i < job.runs; ++i) {
      r = api.solveBatch(job.algorithms.text, { algorithm: a.id, limit: 1, maxNodes: job.algorithms.maxNodes });
      ms.push(r.stats.elapsedMs);
    }
    const m = benchMedian(ms);
    out.algorithms[a.id] = { nodes: r.stats.nodes, medianMs: m, nodesPerSecond: r.stats.nodes / (m / 1000),
                             solved: r.solved, stopped: r.stopped };
  }

  // Counting every solution of grids that have many.
  {
    const ms = [];
    let r = null;
    for (let i = 0; i < job.runs; ++i) {
      r = api.solveBatch(job.counting.text, { limit: 0 });
      ms.push(r.stats.elapsedMs);
    }
    let solutions = 0;
    for (let i = 0; i < r.puzzles; ++i) solutions += r.counts[i];
    const m = benchMedian(ms);
    out.counting = { grids: r.puzzles, solutions, medianMs: m, perSecond: solutions / (m / 1000) };
  }

  // Trace events produced and handed to JavaScript, with nobody animating them.
  {
    const rates = [];
    let events = 0;
    for (let i = 0; i < job.runs; ++i) {
      const trace = api.trace(job.trace.puzzle, { algorithm: job.trace.algorithm });
      const start = now();
      events = 0;
      for (;;) {
        const batch = trace.next(1 << 16);
        events += batch.size;
        if (batch.done) break;
      }
      const ms = now() - start;
      trace.close();
      rates.push(events / (ms / 1000));
    }
    out.trace = { algorithm: job.trace.algorithm, events, perSecond: benchMedian(rates) };
  }
  return out;
}

if (typeof module !== 'undefined') module.exports = { benchMeasure, benchMedian, benchValidSolution };
