// solveBatch() over several Workers (the Worker client's `workers` option):
// the text's lines cut into runs of whole lines, a few for each Worker, each
// solved by the next free Worker, and the answers put back in the text's
// order: the same counts, solutions and flags as one call, the counters
// summed, elapsedMs the wall clock.
//
// Spread only a text of one puzzle a line (no layout or shape option) of at
// least MIN_SPREAD_LINES lines, without a time limit (its "puzzles from
// `started` on were not started" is one call's order). When a run fails (a
// bad line, sizes that differ between runs) the whole text goes to one call,
// whose error names the line as it always has.

/** Below this many lines one Worker solves the text (starting others would cost more). */
var MIN_SPREAD_LINES = 2000;
/** Runs a Worker: enough that the last runs are small beside the whole. */
var RUNS_A_WORKER = 4;

/**
 * main, helpers(n), workers: as parallelCount's (parallel_count.js).
 * Returns solveBatch(text, forwarded, single).
 */
export function parallelBatch(main, helpers, workers) {
  return function solveBatch(text, forwarded, single) {
    var options = forwarded === undefined || forwarded === null ? {} : typeof forwarded === 'object' ? forwarded : null;
    if (workers < 2 || !options || typeof text !== 'string' || options.layout || options.shape || options.timeLimit) return single();
    var lines = text.split('\n');
    if (lines.length < MIN_SPREAD_LINES) return single();
    var runs = Math.min(workers * RUNS_A_WORKER, lines.length);
    var texts = [];
    for (var r = 0; r < runs; ++r) texts.push(lines.slice(Math.floor(r * lines.length / runs), Math.floor((r + 1) * lines.length / runs)).join('\n'));
    return spread(texts, options, [main].concat(helpers(workers - 1))).then(function (merged) {
      return merged || single();
    }, function (e) {
      if (e && e.name === 'CancelledError') throw e;
      return single();
    });
  };
}

function spread(texts, options, connections) {
  var started = Date.now();
  var results = texts.map(function () { return null; });
  var next = 0;
  var failure = null;

  function work(i) {
    if (failure || next >= texts.length) return Promise.resolve();
    var k = next++;
    return connections[i].send('solveBatch', [texts[k], options], {}).then(function (r) {
      results[k] = r;
      return work(i);
    }, function (e) {
      if (!failure) failure = e;
    });
  }

  return Promise.all(connections.map(function (c, i) { return work(i); })).then(function () {
    if (failure) throw failure;
    var parts = results.filter(function (r) { return r.puzzles > 0; });
    if (!parts.length) return null;  // (no puzzle at all: one call says what it says)
    var size = parts[0].size;
    if (parts.some(function (r) { return r.size !== size; })) return null;  // one call refuses mixed sizes
    var puzzles = 0, cells = parts[0].solutions.length / parts[0].puzzles;
    parts.forEach(function (r) { puzzles += r.puzzles; });
    var out = { status: 'done', puzzles: puzzles, started: puzzles, size: size, solved: 0, stopped: 0,
                counts: new Float64Array(puzzles), complete: new Uint8Array(puzzles), solutions: new Uint8Array(puzzles * cells),
                stats: { placements: 0, backtracks: 0, nodes: 0, attempts: 0, elapsedMs: 0, hardestTechnique: 'none' } };
    var ladder = ((connections[0].tables || {}).techniques || []).map(function (t) { return t.id; });  // cheapest first
    var at = 0;
    parts.forEach(function (r) {
      if (ladder.indexOf(r.stats.hardestTechnique) > ladder.indexOf(out.stats.hardestTechnique)) out.stats.hardestTechnique = r.stats.hardestTechnique;
      out.counts.set(r.counts, at);
      out.complete.set(r.complete, at);
      out.solutions.set(r.solutions, at * cells);
      out.solved += r.solved;
      out.stopped += r.stopped;
      ['placements', 'backtracks', 'nodes', 'attempts'].forEach(function (k) { out.stats[k] += r.stats[k] || 0; });
      at += r.puzzles;
    });
    out.stats.elapsedMs = Date.now() - started;
    return out;
  });
}
