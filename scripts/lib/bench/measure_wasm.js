// The WebAssembly measurements of scripts/bench, as one function that runs
// the same in node and in a browser page (no require, no DOM):
//   benchMeasure(api, job, tdoku) -> results
// `api` is what createSudoku() resolves to; `tdoku` the reference as
// tdoku/tdoku_api.js wraps it (benchTdokuApi). `job` (built by run_all.cjs):
//   collections  [{name, text}]        solveBatch against tdoku over the whole text, both modes
//   perCall      [{name, text}]        solve() and count(.., {limit: 2}) against tdoku, a call per puzzle
//   runs         rounds per figure (ours and the reference alternate; medians are reported)
//   minRoundMs   each figure of a round repeats its call until this much time has passed
//   algorithms   {text, maxNodes}      every registered algorithm, nodes/s
//   counting     {text}                grids with many solutions, counted in full
//   trace        {puzzle, algorithm}   events produced with nobody animating
//   shapes       [{name, puzzle, variant, regions}]  other sizes and variants, one at a time
//   jigsaw       {text, regions}       standard puzzles again as jigsaws with box regions
// Every answer of ours is checked against the reference's: counts equal
// puzzle by puzzle, solutions valid, and equal to the reference's where the
// puzzle has one solution. `disagreements` counts what is not.
/* exported benchMeasure, benchMedian, benchValidSolution, benchRate, benchSideBySide, benchDisagreements */
'use strict';

var benchNow = typeof performance !== 'undefined' ? function () { return performance.now(); } : Date.now;

// The median of a list of numbers.
function benchMedian(xs) {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

// Items per second of `call` (which handles `items` items), repeating it until
// `minMs` have passed (at least once): a run of a few milliseconds is at the
// mercy of a timer tick (a browser's clock ticks in 0.1 ms steps). Returns
// {perSecond, last} with `last` the final call's return value.
function benchRate(call, items, minMs) {
  let calls = 0, last;
  const start = benchNow();
  let elapsed;
  do {
    last = call();
    ++calls;
    elapsed = benchNow() - start;
  } while (elapsed < minMs);
  return { perSecond: (items * calls) / (elapsed / 1000), last };
}

// Ours against a reference, alternating who goes first round by round:
// `contenders` is {ours: () => answer, reference: () => answer}, each handling
// `items` items. Returns the medians of both rates over `rounds`, the median
// of the rounds' ratios ours/reference (each round's two figures are taken
// side by side, so the ratio shakes less than the rates on a loaded machine),
// and the answers of the last round.
function benchSideBySide(contenders, items, rounds, minMs) {
  const ours = [], reference = [], ratios = [];
  let oursAnswer, referenceAnswer;
  for (let round = 0; round < rounds; ++round) {
    const order = round % 2 ? ['reference', 'ours'] : ['ours', 'reference'];
    const rate = {};
    for (const who of order) {
      const r = benchRate(contenders[who], items, minMs);
      rate[who] = r.perSecond;
      if (who === 'ours') oursAnswer = r.last; else referenceAnswer = r.last;
    }
    ours.push(rate.ours);
    reference.push(rate.reference);
    ratios.push(rate.ours / rate.reference);
  }
  return { ours: benchMedian(ours), reference: benchMedian(reference), ratio: benchMedian(ratios), rounds,
           oursAnswer, referenceAnswer };
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

// How many of ours disagree with the reference's answers. `lines` the
// puzzles; ours: counts[i] and solutions at grids(i) (values 1-9), theirs the
// same; `limit` the mode (2: counts compared as 0, 1, 2+; 1: found or not,
// and our solution valid; equal to theirs where `unique(i)`).
function benchDisagreements(lines, limit, ours, theirs, unique) {
  let wrong = 0;
  for (let i = 0; i < lines.length; ++i) {
    const a = Math.min(ours.count(i), limit), b = Math.min(theirs.count(i), limit);
    if (a !== b) { ++wrong; continue; }
    if (limit !== 1 || !a) continue;
    const grid = ours.grid(i), at = ours.at(i);
    if (!benchValidSolution(lines[i], grid, at)) { ++wrong; continue; }
    if (unique && unique(i)) {
      const other = theirs.grid(i), from = theirs.at(i);
      for (let c = 0; c < 81; ++c) if (grid[at + c] !== other[from + c]) { ++wrong; break; }
    }
  }
  return wrong;
}

function benchMeasure(api, job, tdoku) {
  const now = benchNow;
  const rounds = job.runs, minMs = job.minRoundMs;
  const splitLines = (text) => text.split('\n').filter((l) => l.trim());

  const out = { collections: {}, perCall: {}, algorithms: {}, counting: null, trace: null, disagreements: 0 };
  // Warm-up, untimed, for two seconds: the engine tiers the module up from
  // its baseline compiler in the background while the first calls run.
  for (const start = now(); now() - start < 2000;) {
    for (const c of job.perCall) {
      api.solveBatch(c.text, { limit: 2 });
      tdoku.solveText(c.text, 2);
      for (const line of splitLines(c.text).slice(0, 50)) { api.solve(line); api.count(line, { limit: 2 }); tdoku.solve(line, 2); }
    }
  }

  const uniqueOf = {};  // collection -> which puzzles have one solution (per-call samples are their first lines)
  // Batch: the whole solveBatch call (reading the text included) against
  // tdoku over the same text in one call, both modes.
  for (const c of job.collections) {
    const lines = splitLines(c.text);
    out.collections[c.name] = {};
    let unique = null;  // from the count to 2: which puzzles have exactly one solution
    for (const limit of [2, 1]) {
      const r = benchSideBySide({ ours: () => api.solveBatch(c.text, { limit }), reference: () => tdoku.solveText(c.text, limit) },
        lines.length, rounds, minMs);
      const ours = r.oursAnswer, theirs = r.referenceAnswer;
      if (limit === 2) unique = uniqueOf[c.name] = lines.map((l, i) => ours.counts[i] === 1 && ours.complete[i] === 1);
      const disagreements = benchDisagreements(lines, limit,
        { count: (i) => ours.counts[i], grid: () => ours.solutions, at: (i) => 81 * i },
        { count: (i) => theirs.counts[i], grid: () => theirs.solutions, at: (i) => 81 * i },
        (i) => unique[i]);
      out.disagreements += disagreements;
      out.collections[c.name][limit] = { puzzles: lines.length, perSecond: r.ours, referencePerSecond: r.reference,
        ratio: r.ratio, rounds, disagreements, nodes: ours.stats.nodes };
    }
  }

  // Per call: solve() and count(.., {limit: 2}) once per puzzle, against
  // tdoku once per puzzle, on each collection's first puzzles.
  for (const c of job.perCall) {
    const lines = splitLines(c.text);
    const modes = {
      solve: { limit: 1, ours: () => lines.map((l) => api.solve(l)), reference: () => lines.map((l) => tdoku.solve(l, 1)) },
      count2: { limit: 2, ours: () => lines.map((l) => api.count(l, { limit: 2 })), reference: () => lines.map((l) => tdoku.solve(l, 2)) },
    };
    out.perCall[c.name] = {};
    for (const [mode, m] of Object.entries(modes)) {
      const r = benchSideBySide({ ours: m.ours, reference: m.reference }, lines.length, rounds, minMs);
      const ours = r.oursAnswer, theirs = r.referenceAnswer;
      const disagreements = benchDisagreements(lines, m.limit,
        { count: (i) => (mode === 'solve' ? (ours[i].solution ? 1 : 0) : ours[i].count), grid: (i) => ours[i].solution, at: () => 0 },
        { count: (i) => theirs[i].count, grid: (i) => theirs[i].grid, at: () => 0 },
        uniqueOf[c.name] ? (i) => uniqueOf[c.name][i] : null);
      out.disagreements += disagreements;
      out.perCall[c.name][mode] = { puzzles: lines.length, perSecond: r.ours, referencePerSecond: r.reference,
        ratio: r.ratio, rounds, disagreements };
    }
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

if (typeof module !== 'undefined') module.exports = { benchMeasure, benchMedian, benchValidSolution, benchRate, benchSideBySide, benchDisagreements };
