// enumerate() over several Workers (the Worker client's `workers` option),
// as the CLI's `enumerate --jobs`: the client's own Worker splits the search
// at its top into PIECES pieces (pieces(), core/search_pieces.hpp), each
// Worker enumerates the next piece not yet taken, and the solutions reach
// onBatch in the order of the pieces (within a piece, in its search's
// order). That order is the same for any number of Workers above one, and
// the same as the CLI's on two or more threads; it is not one search's
// order, which `workers: 1` keeps. Indices count the solutions delivered.
//
// Flow: a piece's batches are delivered as they come while it is the first
// piece not yet finished (the head); a later piece's wait on the page,
// unacknowledged, so its Worker stops at its 16 MB window (worker_enumerate.js)
// until the piece's turn comes. A Worker takes no new piece while the
// finished pieces' batches waiting pass HELD_BYTES. So the page holds at most
// HELD_BYTES plus a window a Worker, whatever onBatch's speed.
//
// Only an enumeration long enough to be worth it spreads: the fast solver,
// no node budget, and a limit of 0 (all) or above ONE_WORKER_LIMIT; the
// default limit of 1000 stays in one Worker, as does everything else, and a
// puzzle of fewer than two pieces. limit: the solutions delivered are capped
// at it (the last batch cut) and the other pieces cancelled. timeLimit: each
// piece gets what is left of it. A false from onBatch or onProgress, a throw
// from onBatch (the call then rejects with it, as with one Worker), and the
// client's cancel() end every piece at once. The solutions reach onBatch in
// batches of batchSize, the last one shorter, as from one Worker.

import { splitThenSpread, cancelPieces, progressSum, askCaller, addCounters, spreadStats } from './spread_parts.js';

/** As the CLI's kEnumeratePieces: the same pieces, so the same order. */
var PIECES = 256;
/** A limit up to this is enumerated by one Worker. */
var ONE_WORKER_LIMIT = 100000;
/** Bytes of finished pieces' solutions held for their turn before Workers wait. */
var HELD_BYTES = 32 << 20;

/**
 * main: the client's connection (worker_connection.js); helpers(n): n more
 * connections; workers: how many Workers in all; aborts: the client's list
 * of the spreads running, each an abort(reason) that ends it at once and
 * returns the connections it cancelled (the client's cancel() cancels only
 * the others). Returns enumerate(input, forwarded, given, single):
 * forwarded the options as the Worker is sent them, given the caller's
 * (onBatch, onProgress), single() the call on the client's Worker alone.
 */
export function parallelEnumerate(main, helpers, workers, aborts) {
  return function enumerate(input, forwarded, given, single) {
    var options = forwarded === undefined || forwarded === null ? {} : typeof forwarded === 'object' ? forwarded : null;
    if (workers < 2 || !options || (options.algorithm !== undefined && options.algorithm !== 'fast') || options.maxNodes ||
        options.limit === undefined || options.limit === null || (options.limit && options.limit <= ONE_WORKER_LIMIT)) return single();
    return splitThenSpread(main, input, options, PIECES, single, function (pieces) {
      return spread(pieces, options, given || {}, [main].concat(helpers(workers - 1)), aborts);
    });
  };
}

function batchBytes(batch) { return batch.solutions.length * (batch.solutions.length ? batch.solutions[0].length : 0); }

function spread(pieces, options, given, connections, aborts) {
  // The time limit and elapsedMs count from here, when the client's Worker has
  // answered the split: as one Worker's count from its start of the call.
  var started = Date.now();
  var limit = options.limit || 0;
  var deadline = options.timeLimit ? started + options.timeLimit : 0;
  var interval = options.progressInterval || 100;
  var collected = typeof given.onBatch === 'function' ? null : [];
  var held = pieces.map(function () { return []; });     // by piece: its batches waiting for their turn
  var done = pieces.map(function () { return false; });  // by piece: its call has settled
  var running = connections.map(function () { return null; });  // by Worker: its piece's last progress report
  var cancelled = connections.map(function () { return false; });  // by Worker: its piece was cancelled
  var heldBytes = 0;
  // (capped as one Worker caps it: at most 16 MB of cells a batch)
  var batchSize = Math.max(1, Math.min(options.batchSize || 256, Math.floor((1 << 24) / pieces[0].length)));
  var pending = [];    // solutions taken in order, fewer than batchSize, not yet handed to the caller
  var taken = 0;       // solutions taken in order (the limit counts these)
  var next = 0;        // the next piece to take
  var head = 0;        // the first piece not finished: its batches go out as they come
  var delivered = 0;   // solutions handed to the caller
  var stats = { placements: 0, backtracks: 0, nodes: 0, attempts: 0 };
  var complete = true;
  var ended = false;   // the limit, a stop or a failure: nothing more is delivered
  var stoppedBy = null;
  var failure = null;
  var userError = null;
  var waiters = [];    // Workers waiting for the held batches to go out
  var lastReport = 0;

  function wake() {
    var w = waiters;
    waiters = [];
    w.forEach(function (resolve) { resolve(); });
  }
  // Ends every piece at once; returns the connections it cancelled.
  function stopAll(reason) {
    if (!ended && reason) stoppedBy = reason;
    ended = true;
    var stopped = cancelPieces(connections, running, cancelled);
    wake();
    return stopped;
  }
  aborts.push(stopAll);

  // Takes a piece's batch in order: its solutions join the pending ones, which
  // go to the caller in batches of batchSize (as one Worker's do); the limit
  // cuts the last.
  function deliver(batch) {
    if (ended) return;
    var solutions = limit && taken + batch.solutions.length > limit ? batch.solutions.slice(0, limit - taken) : batch.solutions;
    taken += solutions.length;
    Array.prototype.push.apply(pending, solutions);
    while (!ended && pending.length >= batchSize) handOver(pending.splice(0, batchSize));
    if (!ended && limit && taken >= limit) {
      flush();
      stopAll(null);
    }
  }
  function flush() {
    if (pending.length) handOver(pending.splice(0, pending.length));
  }
  function handOver(solutions) {
    var index = delivered;
    delivered += solutions.length;
    if (collected) {
      Array.prototype.push.apply(collected, solutions);
      return;
    }
    var asked = askCaller(given.onBatch, { index: index, solutions: solutions });
    if (asked.threw) userError = asked.error;
    if (asked.stop) stopAll('callback');
  }

  function onPieceBatch(piece, batch) {
    if (ended) return;
    if (piece === head) {
      deliver(batch);
      batch.ack();
    } else {
      held[piece].push(batch);
      heldBytes += batchBytes(batch);
    }
  }

  // The head moves past the finished pieces; the next one's held batches go out.
  function advance() {
    while (head < pieces.length && done[head]) {
      head += 1;
      if (head === pieces.length) break;
      var batches = held[head];
      held[head] = [];
      batches.forEach(function (b) {
        heldBytes -= batchBytes(b);
        deliver(b);
        b.ack();
      });
    }
    if (heldBytes <= HELD_BYTES) wake();
  }

  function report() {
    if (typeof given.onProgress !== 'function' || Date.now() - lastReport < interval) return;
    lastReport = Date.now();
    var asked = askCaller(given.onProgress, progressSum(delivered, stats, running, started));
    if (asked.threw && !userError) userError = asked.error;
    if (asked.stop) stopAll('callback');
  }

  // One Worker's loop: the next piece, once the held batches leave room.
  function work(i) {
    if (deadline && !ended && Date.now() >= deadline) stopAll('time_limit');
    if (ended || failure || next >= pieces.length) return Promise.resolve();
    if (heldBytes > HELD_BYTES) return new Promise(function (resolve) { waiters.push(resolve); }).then(function () { return work(i); });
    var piece = next++;
    var each = {};
    Object.keys(options).forEach(function (k) { each[k] = options[k]; });
    each.limit = limit;  // a piece never gives more than the whole may
    each.progressInterval = Math.min(interval, 100);
    if (deadline) each.timeLimit = Math.max(1, deadline - Date.now());
    running[i] = {};
    cancelled[i] = false;
    return connections[i].send('enumerate', [pieces[piece], each], {
      options: each,
      holdAcks: true,
      onBatch: function (batch) { onPieceBatch(piece, batch); },
      onProgress: function (r) {
        if (!running[i]) return;
        running[i] = r;
        report();
      },
    }).then(function (r) {
      running[i] = null;
      addCounters(stats, r.stats);
      complete = complete && r.complete;
      if (r.stoppedBy && r.stoppedBy !== 'cancel') stopAll(r.stoppedBy);  // a time limit ends them all
      else if (r.stoppedBy === 'cancel' && !ended) stopAll('cancel');     // the client's cancel()
      done[piece] = true;
      advance();
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
    if (!ended || (!stoppedBy && !failure) || stoppedBy === 'time_limit') flush();  // not after cancel() or a callback's stop
    if (userError) throw userError;
    if (failure) throw failure;
    var result = {
      status: stoppedBy ? 'stopped' : delivered ? 'solved' : 'no_solution',
      count: delivered,
      complete: complete && !ended && head >= pieces.length,
      stats: spreadStats(stats, started),
    };
    if (stoppedBy) result.stoppedBy = stoppedBy;
    if (collected) result.solutions = collected;
    return result;
  }, function (e) {
    settled();
    throw e;
  });
}
