// The widgets' Worker pool (web/widget/widget_worker_pool.js) over fake
// Worker clients and a fake clock, so that its scheduling is checked by
// work and order, never by the wall clock: N widgets share at most K
// Workers, a search that waits gets a turn, every finite search ends with
// its whole result however often it was stopped for others, an
// enumeration run again delivers each solution once, and cancel() stops one
// widget's searches only. tests/browser/widget_workers.test.js checks the
// same with real Workers and real counts.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const load = () => import(pathToFileURL(path.resolve(__dirname, '../../web/widget/widget_worker_pool.js')).href);
const flush = () => new Promise((resolve) => setImmediate(resolve));

// A clock whose time moves only when advance() says.
function fakeClock() {
  let t = 0, seq = 0;
  let timers = [];
  return {
    now: () => t,
    setTimer(fn, ms) { const id = ++seq; timers.push({ id, at: t + Math.max(0, ms), fn }); return id; },
    clearTimer(id) { timers = timers.filter((x) => x.id !== id); },
    later(fn) { timers.push({ id: ++seq, at: t, fn }); },
    async advance(ms) {
      const until = t + ms;
      await flush();
      for (;;) {
        timers.sort((a, b) => a.at - b.at || a.id - b.id);
        const next = timers[0];
        if (!next || next.at > until) break;
        timers.shift();
        t = next.at;
        next.fn();
        await flush();
      }
      t = until;
      await flush();
    },
  };
}

// A fake Worker client: a search of puzzle {work, solutions} runs `work`
// ms of the clock from its start, then answers; an enumeration delivers its
// solutions (numbers 1..solutions) in batches of 2 as it goes, one a ms.
// cancel() settles the running call as stopped, as worker_connection.js does.
function fakeClients(clock) {
  const made = [];
  const started = [];  // [method, puzzle.name] of every run
  function create() {
    let running = null;
    const client = {
      cancelled: 0,
      terminated: false,
      cancel() {
        client.cancelled++;
        if (!running) return;
        const r = running;
        running = null;
        r.timers.forEach((id) => clock.clearTimer(id));
        r.resolve({ status: 'stopped', count: r.count, complete: false, stats: { nodes: r.count }, stoppedBy: 'cancel' });
      },
      terminate() {  // as worker_connection.js: the running call rejects
        client.terminated = true;
        if (!running) return;
        const r = running;
        running = null;
        r.timers.forEach((id) => clock.clearTimer(id));
        r.reject(new Error('the solver client was terminated'));
      },
    };
    for (const method of ['solve', 'count', 'enumerate']) {
      client[method] = (puzzle, options) => new Promise((resolve, reject) => {
        assert.equal(running, null, 'a pool client runs one search at a time');
        started.push([method, puzzle.name]);
        const r = running = { resolve, reject, timers: [], count: 0 };
        const limit = options.timeLimit > 0 ? Math.min(options.timeLimit, puzzle.work) : puzzle.work;
        if (method === 'enumerate') {
          for (let i = 0; i < puzzle.solutions; i += 2) {
            r.timers.push(clock.setTimer(() => {
              const solutions = [i + 1, i + 2].filter((s) => s <= puzzle.solutions);
              r.count = i + solutions.length;
              if (options.onBatch({ index: i, solutions }) === false) client.cancel();
            }, (i / 2) + 1));
          }
        }
        r.timers.push(clock.setTimer(() => {
          running = null;
          const timedOut = limit < puzzle.work;
          const count = method === 'enumerate' ? puzzle.solutions : puzzle.solutions;
          resolve(timedOut ? { status: 'stopped', count: r.count, complete: false, stats: { nodes: limit }, stoppedBy: 'time_limit' }
            : { status: 'done', count, complete: true, stats: { nodes: puzzle.work } });
        }, limit + 0.5));
      });
    }
    made.push(client);
    return client;
  }
  return { create, made, started };
}

test('regression: N widgets share at most K Workers; a search waiting gets a turn once a running one has had its slice', async () => {
  const { createWorkerPool, SLICE_MS } = await load();
  const clock = fakeClock();
  const clients = fakeClients(clock);
  const pool = createWorkerPool(clients.create, 2, clock);
  const endless = (name) => ({ name, work: Infinity, solutions: 0 });
  const leases = ['a', 'b', 'c', 'd', 'e'].map(() => pool.lease({}));
  leases.forEach((lease, i) => lease.count(endless('p' + i), {}));
  await clock.advance(1);
  assert.equal(pool.workers, 2);
  assert.deepEqual(clients.started.map((s) => s[1]), ['p0', 'p1']);
  await clock.advance(SLICE_MS);
  assert.equal(pool.workers, 2, 'never more Workers than the pool holds');
  assert.deepEqual(clients.started.map((s) => s[1]), ['p0', 'p1', 'p2', 'p3'], 'the two that had their slice gave way');
  await clock.advance(SLICE_MS);
  assert.deepEqual(clients.started.map((s) => s[1]).slice(4), ['p4', 'p0'], 'the next waiting, then the first again');
  leases.forEach((lease) => lease.terminate());
  await flush();
  assert.ok(clients.made.every((c) => c.terminated), 'the last lease gone, the pool lets its Workers go');
  assert.equal(pool.workers, 0);
});

test('regression: counting stays correct when Workers are shared: every finite search ends with its whole result', async () => {
  const { createWorkerPool, SLICE_MS } = await load();
  const clock = fakeClock();
  const clients = fakeClients(clock);
  const pool = createWorkerPool(clients.create, 1, clock);
  const puzzles = [
    { name: 'long', work: 5 * SLICE_MS, solutions: 7000 },
    { name: 'short', work: 10, solutions: 3 },
    { name: 'middle', work: 2 * SLICE_MS, solutions: 500 },
  ];
  const results = puzzles.map((p) => pool.lease({}).count(p, {}));
  const total = puzzles.reduce((sum, p) => sum + p.work, 0);
  await clock.advance(3 * total);  // each search at most doubles its time, and waits for the others' at most
  const settled = await Promise.all(results);
  assert.deepEqual(settled.map((r) => [r.count, r.complete]), puzzles.map((p) => [p.solutions, true]));
  const runs = (name) => clients.started.filter((s) => s[1] === name).length;
  assert.ok(runs('long') > 1, 'the long search was stopped for the others and run again');
  assert.equal(runs('short'), 1);
});

test('regression: an enumeration stopped for another search and run again delivers each solution once, in order', async () => {
  const { createWorkerPool, SLICE_MS } = await load();
  const clock = fakeClock();
  const clients = fakeClients(clock);
  const pool = createWorkerPool(clients.create, 1, clock);
  const listing = { name: 'listing', work: 3 * SLICE_MS, solutions: 2 * SLICE_MS };  // still listing when its slice ends
  const heard = [];
  const progressNodes = [];
  const listed = pool.lease({}).enumerate(listing, {
    onBatch: (b) => b.solutions.forEach((s, i) => heard.push([b.index + i + 1, s])),
    onProgress: (p) => { progressNodes.push(p.nodes); },
  });
  await clock.advance(1);
  const other = pool.lease({}).count({ name: 'other', work: 5, solutions: 1 }, {});
  await clock.advance(10 * listing.work);
  const r = await listed;
  assert.equal((await other).count, 1);
  assert.ok(clients.started.filter((s) => s[1] === 'listing').length > 1, 'the enumeration ran more than once');
  assert.equal(r.count, listing.solutions);
  assert.equal(r.complete, true);
  assert.deepEqual(heard, Array.from({ length: listing.solutions }, (_, i) => [i + 1, i + 1]));
});

test('a lease\'s cancel() stops its own searches only, running or waiting, and a timeLimit counts the time run in every run', async () => {
  const { createWorkerPool, SLICE_MS } = await load();
  const clock = fakeClock();
  const clients = fakeClients(clock);
  const pool = createWorkerPool(clients.create, 1, clock);
  const a = pool.lease({}), b = pool.lease({}), c = pool.lease({});
  const running = a.count({ name: 'a', work: Infinity, solutions: 0 }, {});
  const waiting = b.count({ name: 'b', work: Infinity, solutions: 0 }, {});
  const timed = c.count({ name: 'c', work: Infinity, solutions: 0 }, { timeLimit: 3 * SLICE_MS });
  await clock.advance(1);
  b.cancel();
  const w = await waiting;
  assert.deepEqual([w.status, w.stoppedBy, w.count], ['stopped', 'cancel', 0]);
  a.cancel();
  const x = await running;
  assert.deepEqual([x.status, x.stoppedBy], ['stopped', 'cancel']);
  await clock.advance(10 * SLICE_MS);
  const t = await timed;
  assert.deepEqual([t.status, t.stoppedBy], ['stopped', 'time_limit']);
  assert.ok(t.stats.elapsedMs >= 3 * SLICE_MS && t.stats.elapsedMs <= 3 * SLICE_MS + 1,
    `the time limit ends the search after 3 slices of its own time, not counting its waits (${t.stats.elapsedMs})`);
  assert.deepEqual(clients.started.map((s) => s[1]), ['a', 'c'], 'b never ran');
});

test('regression: stopping every widget at once, each in its own task, starts no Worker: the one running is let go, and what waited never starts', async () => {
  const { createWorkerPool } = await load();
  const clock = fakeClock();
  const clients = fakeClients(clock);
  const pool = createWorkerPool(clients.create, 1, clock);
  const leases = Array.from({ length: 20 }, () => pool.lease({}));
  const searches = leases.map((lease, i) => lease.count({ name: 'p' + i, work: Infinity, solutions: 0 }, {}));
  await clock.advance(1);
  assert.deepEqual([clients.made.length, clients.started.length], [1, 1]);
  for (const lease of leases) {  // a task each: the microtasks of one stop() run before the next
    lease.cancel();
    await flush();
  }
  const results = await Promise.all(searches);
  assert.ok(results.every((r) => r.status === 'stopped' && r.stoppedBy === 'cancel'), 'every search settles as stopped');
  await clock.advance(1);
  assert.equal(clients.made.length, 1, 'no Worker started while they were stopped');
  assert.ok(clients.made[0].terminated, 'the running search\'s Worker let go, not replaced');
  assert.deepEqual([pool.workers, clients.started.length], [0, 1], 'nothing that waited started');
  const again = leases[3].count({ name: 'again', work: 5, solutions: 7 }, {});
  await clock.advance(10);
  assert.deepEqual([(await again).count, clients.made.length], [7, 2], 'the next search gets a new Worker');
});

test('a lease sends every call but the searches to the page\'s client for short calls', async () => {
  const { createWorkerPool } = await load();
  const short = { hint: (p) => Promise.resolve('hint of ' + p), trace: (p) => Promise.resolve('trace of ' + p), ready: 'short ready' };
  const pool = createWorkerPool(() => { throw new Error('no Worker is needed for a short call'); }, 1, fakeClock());
  const lease = pool.lease(short);
  assert.equal(await lease.hint('x'), 'hint of x');
  assert.equal(await lease.trace('y'), 'trace of y');
  assert.equal(lease.ready, 'short ready');
  assert.equal(pool.workers, 0);
});
