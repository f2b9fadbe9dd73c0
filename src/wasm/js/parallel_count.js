// count() over several Workers (the Worker client's `workers` option): the
// client's own Worker splits the search at its top into pieces (pieces(),
// core/search_pieces.hpp: grids that together hold every solution once),
// then each Worker counts the next piece not yet taken, so that a hard piece
// keeps one Worker busy while the others share the rest. The counts add up
// to the count of one search; the counters (nodes, placements, ...) are the
// pieces' summed, elapsedMs the wall clock.
//
// Only the fast solver without a node budget and with no small limit is
// spread (as the CLI's `count --threads`, and ONE_WORKER_LIMIT): the other algorithms' counters describe one search as
// their sources tell it, and a node budget is one search's. Everything else,
// and a puzzle of fewer than two pieces, is one call to the client's Worker.
//
// limit: each piece is asked for what is left of it when it starts; the
// pieces' counts, the running ones' included, are capped at it, and the
// others are cancelled once it is reached. timeLimit: each piece gets what
// is left of it. onProgress sees the total so far; its false, and the
// client's cancel(), end every piece at once (their Workers are replaced).

import { splitThenSpread, cancelPieces, progressSum, askCaller, addCounters, spreadStats } from './spread_parts.js';

/** How many pieces a Worker: enough that the last pieces are small beside the whole. */
var PIECES_A_WORKER = 12;
/** A limit up to this is counted by one Worker: some 50 ms of counting, less than starting others costs. */
var ONE_WORKER_LIMIT = 100000;

/**
 * main: the client's connection (worker_connection.js); helpers(n): n more
 * connections, started on first use and kept; workers: how many Workers in
 * all; aborts: the client's list of the spreads running (parallel_enumerate.js). Returns count(input, forwarded, given, single): forwarded the options
 * as the Worker is sent them, given the caller's (onProgress), single() the
 * call on the client's Worker alone.
 */
export function parallelCount(main, helpers, workers, aborts) {
  return function count(input, forwarded, given, single) {
    var options = forwarded === undefined || forwarded === null ? {} : typeof forwarded === 'object' ? forwarded : null;
    if (workers < 2 || !options || (options.algorithm !== undefined && options.algorithm !== 'fast') || options.maxNodes ||
        (options.limit && options.limit <= ONE_WORKER_LIMIT)) return single();
    return splitThenSpread(main, input, options, workers * PIECES_A_WORKER, single, function (pieces) {
      return spread(pieces, options, given || {}, [main].concat(helpers(workers - 1)), aborts);
    });
  };
}

function spread(pieces, options, given, connections, aborts) {
  var started = Date.now();
  var limit = options.limit || 0;
  var deadline = options.timeLimit ? started + options.timeLimit : 0;
  var interval = options.progressInterval || 100;
  var next = 0;
  var finished = 0;                 // solutions of the pieces done
  var running = connections.map(function () { return null; });  // by Worker: its piece's last report
  var stats = { placements: 0, backtracks: 0, nodes: 0, attempts: 0 };
  var complete = true;
  var stoppedBy = null;
  var failure = null;
  var userError = null;  // what onProgress threw: the call rejects with it, as with one Worker
  var lastReport = 0;
  var reported = null;  // the count of the last report onProgress was given
  var cancelled = connections.map(function () { return false; });  // by Worker: its piece was cancelled

  function total() {
    return running.reduce(function (sum, r) { return sum + (r ? r.count : 0); }, finished);
  }
  // Ends every piece at once; returns the connections it cancelled (the client's cancel() cancels the others).
  function stopAll(reason) {
    if (!stoppedBy && !failure) stoppedBy = reason;
    return cancelPieces(connections, running, cancelled);
  }
  aborts.push(stopAll);
  function report() {
    if (typeof given.onProgress !== 'function' || Date.now() - lastReport < interval) return;
    lastReport = Date.now();
    var sum = progressSum(total(), stats, running, started);
    reported = sum.count;
    var asked = askCaller(given.onProgress, sum);
    if (asked.threw && !userError) userError = asked.error;
    if (asked.stop) stopAll('callback');
  }

  // One Worker's loop: the next piece, until none is left or the count ends.
  function work(i) {
    if (stoppedBy || failure || next >= pieces.length || (limit && total() >= limit)) return Promise.resolve();
    var each = {};
    Object.keys(options).forEach(function (k) { each[k] = options[k]; });
    each.progressInterval = Math.min(interval, 100);
    if (limit) each.limit = limit - total();
    if (deadline) each.timeLimit = Math.max(1, deadline - Date.now());
    running[i] = { count: 0 };
    cancelled[i] = false;
    return connections[i].send('count', [pieces[next++], each, true], {
      options: each,
      onProgress: function (r) {
        if (!running[i]) return;
        running[i] = r;
        if (limit && total() >= limit) stopAll(null);
        report();
      },
    }).then(function (r) {
      running[i] = null;
      finished += r.count;
      addCounters(stats, r.stats);
      complete = complete && r.complete;
      if (r.stoppedBy && r.stoppedBy !== 'cancel') stopAll(r.stoppedBy);  // a time limit ends them all
      else if (r.stoppedBy === 'cancel' && !(limit && total() >= limit)) stopAll('cancel');  // the client's cancel()
      report();
      return work(i);
    }, function (e) {
      running[i] = null;
      if (!failure) failure = e;
      stopAll(null);
    });
  }

  function settled() { aborts.splice(aborts.indexOf(stopAll), 1); }
  return Promise.all(connections.map(function (c, i) { return work(i); })).then(function () {
    settled();
    if (userError) throw userError;
    if (failure) throw failure;
    var count = limit ? Math.min(finished, limit) : finished;
    // Stopped from the page (cancel(), onProgress false): the count the page last heard, as from one Worker.
    if ((stoppedBy === 'cancel' || stoppedBy === 'callback') && reported !== null) count = Math.min(count, reported);
    var result = {
      status: stoppedBy ? 'stopped' : count ? 'solved' : 'no_solution',
      count: count,
      complete: complete && !stoppedBy && next >= pieces.length && !(limit && finished >= limit),
      stats: spreadStats(stats, started),
    };
    if (stoppedBy) result.stoppedBy = stoppedBy;
    return result;
  });
}
