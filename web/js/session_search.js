// The session's searches in the Worker for searches (s.work()): Solve (one
// solution, drawn over the givens, then whether it is the only one) and All
// solutions (the first KEEP_SOLUTIONS kept for browsing, then only counted),
// each one running operation (session_operations.js) that Stop cancels, with
// its counters under the grid as it goes; and where the kept solutions differ
// (showPossibilities). The grid goes as cells.
import { lineOf } from './cells.js';
import { estimateWords, listed, ms, verdict } from './format.js';
import { tallyPossibilities } from './possibilities.js';
import { VERDICT_CAP } from './session_verdict.js';

import { KEEP_SOLUTIONS, packSolutions } from './kept_solutions.js';

export { KEEP_SOLUTIONS };
// The estimate after a stopped count: at most this many walks, for at most this long.
const ESTIMATE_PROBES = 20000;
const ESTIMATE_MS = 1000;
const UNIQUENESS_TIME_LIMIT = 5000;

/** The search flows over the session's state `s` (session_state.js). */
export function createSearchFlows(s) {
  const state = s.state;
  function cancelWork() { s.work().cancel(); }

  function showStats(stats, solutions) {
    const tr = s.tr;
    const rows = [];
    if (solutions !== undefined) rows.push([tr.t('counter.solutions'), tr.number(solutions)]);
    rows.push([tr.t('counter.time'), ms(tr, stats.elapsedMs)], [tr.t('counter.placements'), tr.number(stats.placements)],
      [tr.t('counter.backtracks'), tr.number(stats.backtracks)], [tr.t('counter.nodes'), tr.number(stats.nodes)]);
    if (stats.attempts) rows.push([tr.t('counter.attempts'), tr.number(stats.attempts)]);  // levels' own counter (0 for the others)
    s.emit('counters', { rows: rows });
  }
  /** The algorithm's name in the reader's language. */
  function nameOf(a) { return s.tr.lib('algorithm.' + a.id + '.name', a.name); }

  function solve() {
    const a = s.algorithm();
    if (!a || !s.capabilities().solve) return Promise.resolve(null);
    const op = s.begin('solve', cancelWork);
    s.overlay = null;
    s.render();
    // One the catalog says needs a budget can search for hours on an ordinary grid: said before it starts.
    s.announce(s.tr.t(a.capabilities.needsBudget ? 'search.solving_for_hours' : 'search.solving', { name: nameOf(a) }));
    const options = s.searchOptions({ progressInterval: 100, onProgress: (p) => { if (!op.superseded) showStats(p); } });
    const puzzle = s.line();
    const cells = s.givenCells();
    return s.work().solve(cells, options).then((r) => {
      if (op.superseded) return r;
      showStats(r.stats);
      if (r.status === 'solved') {
        if (state.play) state.entries = Uint8Array.from(r.solution);  // play mode: the solution fills the reader's grid
        else s.overlay = r.solution;
        s.render();
        // "Solved by Fast in 0.42 ms.", then with whether the solution is the only one.
        const solved = { name: nameOf(a), time: ms(s.tr, r.stats.elapsedMs) };
        s.result(s.tr.t('search.solved', solved));
        s.emit('solved', { puzzle: puzzle, solution: lineOf(r.solution), algorithm: a.id, stats: r.stats, by: 'solve' });
        return uniqueness(op, cells).then((found) => {
          if (!op.superseded && found) s.result(s.tr.t(found.key, Object.assign({ n: found.n }, solved)));
          return r;
        });
      } else if (r.status === 'no_solution') {
        s.result(s.tr.t('search.no_solution', { name: nameOf(a) }));
      } else {
        const by = r.stoppedBy === 'time_limit' || r.stoppedBy === 'node_budget' ? r.stoppedBy : 'stopped';
        s.announce(s.tr.t('search.unsolved.' + by, { name: nameOf(a) }));
      }
      return r;
    }, s.failed(op)).then((r) => { s.end(op); return r; });
  }

  // Whether the solution just found is the only one: the fast solver counts
  // up to VERDICT_CAP behind the scenes (a few milliseconds on any real
  // puzzle); several are offered to be shown where the view has the buttons
  // that show them (s.offers). Resolves to the key of the whole sentence
  // ("Solved by … in … — one of 10 solutions.") and its count, or null.
  function uniqueness(op, cells) {
    if (op.superseded) return Promise.resolve(null);
    const options = Object.assign(s.puzzleOptions(), { algorithm: 'fast', limit: VERDICT_CAP, timeLimit: UNIQUENESS_TIME_LIMIT });
    return s.work().count(cells, options).then((c) => {
      if (c.count < 2) return { key: c.complete ? 'search.solved_unique' : 'search.solved_not_known', n: c.count };
      return { key: 'search.solved_one_of' + (c.complete ? '' : '_at_least') + (s.offers ? '_offer' : ''), n: c.count };
    }, () => null);
  }

  /**
   * All solutions up to `limit` (0 = all): the first KEEP_SOLUTIONS are kept
   * for browsing (solutions events), then the search only counts on.
   */
  function allSolutions(limit) {
    const a = s.algorithm();
    if (!a || !s.capabilities().all) return Promise.resolve(null);
    const op = s.begin('all', cancelWork);
    s.announce(limit ? s.tr.t('search.all_up_to', { limit: limit }) : s.tr.t('search.all'));
    s.emit('solutions', { type: 'start' });
    const client = s.work();
    const puzzle = s.givenCells();
    const keep = limit ? Math.min(limit, KEEP_SOLUTIONS) : KEEP_SOLUTIONS;
    const progress = (report, floor) => { if (!op.superseded) showStats(report, Math.max(report.count, floor || 0)); };
    const listed = s.searchOptions({
      limit: keep, batchSize: 256, progressInterval: 100, onProgress: progress,
      onBatch: (batch) => {
        if (op.superseded) return;
        const packed = packSolutions(batch.solutions);
        s.kept.add(packed);
        s.emit('solutions', { type: 'batch', solutions: packed, first: batch.index });
      },
    });
    return client.enumerate(puzzle, listed).then((first) => Promise.resolve(s.listed()).then(() => first)).then((first) => {
      const more = !first.complete && !first.stoppedBy && first.count === keep && (!limit || limit > keep);
      if (!more || op.superseded) return first;
      // Past the kept ones, only count (from the start: KEEP solutions take milliseconds).
      // Stopped before it caught up, the count still knows the solutions already listed.
      return client.count(puzzle, s.searchOptions({ limit: limit, progressInterval: 100, onProgress: (r) => progress(r, first.count) }))
        .then((counted) => (counted.count >= first.count ? counted : Object.assign({}, counted, { count: first.count })));
    }).then((r) => {
      if (op.superseded) return r;
      const summary = { count: r.count, complete: r.complete, stoppedBy: r.stoppedBy, stats: r.stats,
        verdict: verdict(s.tr, r.count, r.complete, r.stoppedBy) };
      showStats(summary.stats, summary.count);
      s.emit('solutions', { type: 'done', verdict: summary.verdict });
      s.result(s.tr.t('search.all_done', { verdict: summary.verdict }));
      if (r.stoppedBy && r.count > 0) estimateAfter(summary, puzzle);
      return summary;
    }, s.failed(op)).then((r) => { s.end(op); return r; });
  }

  /**
   * After a count that was stopped: about how many solutions there are in
   * all (the library's estimate, a second of random walks in the quick
   * Worker), said after the verdict unless the grid changed meanwhile or the
   * estimate is below what was already found.
   */
  function estimateAfter(summary, puzzle) {
    const mine = s.asked();
    s.quick().estimate(puzzle, s.searchOptions({ probes: ESTIMATE_PROBES, timeLimit: ESTIMATE_MS })).then((e) => {
      if (!s.current(mine) || e.solved === 0 || e.estimate.value < summary.count) return;
      s.result(s.tr.t('search.all_done', { verdict: summary.verdict }) + ' ' + estimateWords(s.tr, e));
    }, () => {});
  }

  /** Shows kept solution `index` (from 0) in the grid. */
  function showSolution(index) {
    const solution = s.kept.at(index);
    if (!solution) return;
    s.overlay = solution;
    s.render();
  }

  /**
   * Where the kept solutions differ: the grid shows every value each blank
   * takes across them (a possibilities event), and the status says how many
   * cells never change. Resolves to the tally (possibilities.js), or null
   * when there are no kept solutions.
   */
  function showPossibilities() {
    const kept = s.kept;
    if (!kept.length) { s.announce(s.tr.t('possibilities.none')); return Promise.resolve(null); }
    const tally = tallyPossibilities(kept, s.state.cells.length, s.state.size);
    s.overlay = null;
    s.render();
    s.emit('possibilities', { tally: tally, size: s.state.size });
    const mine = s.asked();
    return s.withCellNames((name) => {
      if (!s.current(mine)) return tally;
      const blanks = [];
      const shown = s.shownCells();  // (a copy when the reader has digits: read once)
      for (let cell = 0; cell < shown.length; cell++) if (!shown[cell]) blanks.push(cell);
      const open = blanks.filter((cell) => tally.settled.indexOf(cell) < 0);
      s.result(acrossWords(kept.length, blanks.length, open, name));
      return tally;
    });
  }

  // "Across the 10 solutions: 52 of 60 empty cells never change; r1c1 and
  // r1c2 take more than one value (each shaded by how many solutions hold
  // it)." over `kept` solutions, `blanks` empty cells, the `open` ones
  // taking more than one value (named while they are few).
  function acrossWords(kept, blanks, open, name) {
    const tr = s.tr;
    const over = kept === 1 ? tr.t('possibilities.over_one')
      : tr.t(kept >= KEEP_SOLUTIONS ? 'possibilities.over_kept' : 'possibilities.over', { n: kept });
    const values = { over: over, settled: blanks - open.length, n: blanks };
    if (!open.length) return tr.t('possibilities.across', values);
    values.open = open.length <= 6 ? tr.t('possibilities.open_cells', { cells: listed(tr, open.map(name)), n: open.length })
      : tr.t('possibilities.open_count', { n: open.length });
    return tr.t('possibilities.across_open', values);
  }

  return { solve: solve, allSolutions: allSolutions, showSolution: showSolution, showPossibilities: showPossibilities };
}
