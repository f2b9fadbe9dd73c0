// What count() and enumerate() over several Workers share (parallel_count.js,
// parallel_enumerate.js): the split by the client's own Worker, stopping the
// pieces that run, progress sums, the caller's callbacks and the counters.

/** The counters a search reports, summed over the pieces. */
export var COUNTERS = ['placements', 'backtracks', 'nodes', 'attempts'];

/**
 * Asks the client's Worker (main) to split `input` into `wanted` pieces, with
 * the options that shape the board, then spread(pieces), or single() when the
 * split gives fewer than two or refuses (the one call then says why). A
 * cancel() during the split answers a stopped search of nothing.
 */
export function splitThenSpread(main, input, options, wanted, single, spread) {
  var puzzleOptions = { pieces: wanted };
  ['variant', 'regions', 'layout', 'shape'].forEach(function (k) { if (options[k] !== undefined) puzzleOptions[k] = options[k]; });
  var asked = Date.now();
  return main.send('pieces', [input, puzzleOptions], {}).then(function (split) {
    return split.pieces.length < 2 ? single() : spread(split.pieces);
  }, function (e) {
    if (!e || e.name !== 'CancelledError') return single();
    return { status: 'stopped', count: 0, complete: false, stoppedBy: 'cancel',  // cancel() came first
             stats: spreadStats({ placements: 0, backtracks: 0, nodes: 0, attempts: 0 }, asked) };
  });
}

/** Cancels each connection whose piece runs and is not yet cancelled (marked in `cancelled`); returns those. */
export function cancelPieces(connections, running, cancelled) {
  var stopped = [];
  connections.forEach(function (c, i) {
    if (!running[i] || cancelled[i]) return;
    cancelled[i] = true;
    stopped.push(c);
    c.cancel();
  });
  return stopped;
}

/** A progress report: `count`, the finished pieces' counters plus the running ones' last reports. */
export function progressSum(count, stats, running, started) {
  var sum = { count: count, placements: stats.placements, backtracks: stats.backtracks, nodes: stats.nodes,
              attempts: stats.attempts, elapsedMs: Date.now() - started };
  running.forEach(function (r) { if (r) COUNTERS.forEach(function (k) { sum[k] += r[k] || 0; }); });
  return sum;
}

/** Calls the caller's callback: {stop} when it returned false or threw, with {error} what it threw. */
export function askCaller(fn, arg) {
  try {
    return { stop: fn(arg) === false };
  } catch (e) {
    return { stop: true, error: e, threw: true };
  }
}

/** Adds a piece's result counters into `stats`. */
export function addCounters(stats, from) {
  COUNTERS.forEach(function (k) { stats[k] += from[k] || 0; });
}

/** The result's stats: the counters summed, elapsedMs from `started`. */
export function spreadStats(stats, started) {
  return { placements: stats.placements, backtracks: stats.backtracks, nodes: stats.nodes, attempts: stats.attempts,
           elapsedMs: Date.now() - started, hardestTechnique: 'none' };
}
