// Compare: every algorithm that fits the puzzle, one after the other in the
// session's Worker, each stopped after TIME_LIMIT (BUDGET_TIME_LIMIT for one
// the catalog says needs a budget: it searches for hours on ordinary grids),
// as the sources compared them by hand. Each is timed warm: a first run of
// WARM_UP_NODES goes untimed (the first call of a session once timed the
// fast solver at 5.9 ms against MRV's 0.2 ms and named MRV the fastest). A flow of the session (session.js), written beside it
// because only the site runs it: it uses the session's operation lifecycle
// (Stop ends it, starting anything else supersedes it) and reports through
// its events: compare {type: 'start', algorithms} / {type: 'row', index,
// row: {status, outcome, running, stats}} / {type: 'done'}: a row's status is
// its words in the session's language (session.tr), its outcome the same as
// an id: 'not_run', 'no_rules' (it does not take the puzzle's rules beyond
// the houses), 'running', 'solved', 'no_solution', 'cut_off' or 'stopped'.
import { ms } from './format.js';

export const TIME_LIMIT = 10000;
export const BUDGET_TIME_LIMIT = 2000;
const WARM_UP_NODES = 1000;
const TIE_RATIO = 1.5;  // times within 50% of the best, or
const TIE_MS = 0.3;     // within 0.3 ms of it, are a tie

/** Runs the comparison; resolves to [{algorithm, status, stats}] (null when superseded). */
export function compare(session) {
  const size = session.state.size;
  const usable = session.catalog.algorithms.filter((a) => size >= a.minSize && size <= a.maxSize);
  const client = session.work();
  const op = session.beginOperation('compare', () => client.cancel());
  // A row is drawn only while the comparison is the operation on show (op.superseded: its grid changed or was taken over).
  const row = (index, state) => { if (!op.superseded) session.emit('compare', { type: 'row', index: index, row: state }); };
  // A row's outcome, with its words.
  const said = (outcome, values) => ({ outcome: outcome, status: session.tr.t('compare.' + outcome, values) });
  session.announce(session.tr.t('compare.comparing', { n: usable.length }));
  session.emit('compare', { type: 'start', algorithms: usable });
  const puzzle = Uint8Array.from(session.state.cells);  // the givens, as cells
  const rows = [];
  let halted = false;
  return usable.reduce((chain, a, i) => chain.then(() => {
    if (halted || op.superseded) return row(i, said('not_run'));
    // (an algorithm that does not take the puzzle's rules beyond the houses would only refuse it)
    if (session.state.constraints.length && !a.capabilities.constraints) return row(i, said('no_rules'));
    row(i, Object.assign(said('running'), { running: true }));
    const limit = a.capabilities.needsBudget ? BUDGET_TIME_LIMIT : TIME_LIMIT;
    const options = session.searchOptions({ algorithm: a.id, timeLimit: limit, progressInterval: 200,
      onProgress: (p) => row(i, Object.assign(said('running'), { running: true, stats: p })) });
    const warmUp = session.searchOptions({ algorithm: a.id, maxNodes: WARM_UP_NODES });
    return client.solve(puzzle, warmUp).then((w) => {
      if (w.stoppedBy === 'cancel' || op.superseded) return w;
      return client.solve(puzzle, options);
    }).then((r) => {
      const outcome = r.status === 'solved' ? 'solved' : r.status === 'no_solution' ? 'no_solution'
        : r.stoppedBy === 'time_limit' ? 'cut_off' : 'stopped';
      if (r.stoppedBy === 'cancel') halted = true;
      row(i, Object.assign(said(outcome, { s: limit / 1000 }), { stats: r.stats }));
      rows.push({ algorithm: a, status: r.status, stats: r.stats });
    });
  }), Promise.resolve()).then(() => {
    if (op.superseded) return null;
    session.emit('compare', { type: 'done' });
    session.announce(halted ? session.tr.t('compare.halted') : fastestOf(session.tr, rows));
    return rows;
  }, session.failed(op)).then((r) => { session.endOperation(op); return r; });
}

// "Comparison done: fastest was X (1.2 ms)." — or, when the quickest are within the timer's
// noise of each other (browsers time Workers to 0.1 ms at best, and a run
// varies by tens of percent), who tied; in `tr`'s language.
function fastestOf(tr, rows) {
  const done = rows.filter((r) => r.status !== 'stopped').sort((x, y) => x.stats.elapsedMs - y.stats.elapsedMs);
  if (!done.length) return tr.t('compare.done');
  const name = (a) => tr.lib('algorithm.' + a.id + '.name', a.name);
  const best = done[0].stats.elapsedMs;
  const tied = done.filter((r) => r.stats.elapsedMs <= Math.max(best * TIE_RATIO, best + TIE_MS));
  if (tied.length === 1) return tr.t('compare.done_fastest', { name: name(done[0].algorithm), time: ms(tr, best) });
  return tr.t('compare.done_tied', { names: tr.list(tied.map((r) => name(r.algorithm))), from: ms(tr, best),
    to: ms(tr, tied[tied.length - 1].stats.elapsedMs) });
}
