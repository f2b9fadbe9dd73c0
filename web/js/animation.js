// The step-by-step animation: pulls a trace of the chosen algorithm from the
// Worker in batches (sudoku.js replays its search; see TraceBatch in
// sudoku.d.ts) and plays its events onto a board at a chosen speed, from one
// step a second to thousands a frame. No DOM: the session (session.js) owns
// it and hands it a board (setCell, show, mark, clearMarks, flash,
// setCandidates), which the views draw.
//
// Pencil marks: for an algorithm that works on them (Crook's, whose trace
// names techniques), a job asks for candidates and the board shows every
// empty cell's candidates as the search has them: the library's candidates
// of the givens to start, then each placement takes its value out of its
// peers, each kEliminate event takes one candidate out (drawn struck while
// its deduction is on show, one step at a time), and a backtrack (kRemove
// events at depth d) returns to the candidates the grid had when the guess
// below depth d was made.
import { symbolOf, cellName } from './cells.js';
import { count } from './format.js';
var SLOW = 40;        // steps per second up to which every step is drawn with its own motion
var MAX_BATCH = 100000;

/**
 * tables: {kinds: eventKinds(), techniques: techniques()} of the library.
 * ui: {view, onCounters(counters), onEvent(text), onFinish(result), onError(error)}.
 */
export function createAnimation(client, tables, ui) {
  var trace = null;        // the WorkerTrace being played
  var job = null;          // {puzzle, options, givens, houses, size}
  var queue = [];          // batches not yet played
  var at = 0;              // next event in queue[0]
  var done = false;        // the trace has handed out its last batch
  var fetching = null;     // the pending trace.next()
  var starting = null;     // the pending client.trace()
  var playing = false;
  var rate = 10;           // steps per second
  var budget = 0;
  var lastFrame = 0;
  var frame = 0;
  var values = null;       // the grid as the algorithm has it now
  var played = 0;
  var finished = false;
  var generation = 0;      // bumps on every start/stop, so stale callbacks do nothing
  var marks = null;        // pencil marks (job.candidates): see createPencil, else null
  var initialMasks = null; // the job's candidates of the givens, once fetched

  function kindOf(batch, i) { return tables.kinds[batch.kind[i]]; }
  function techniqueId(id) {
    var t = tables.techniques[id];
    return t ? t.id : '';
  }
  // The house and pattern cells of deduce event i.
  function deductionOf(batch, i) {
    var from = i > 0 ? batch.patternEnd[i - 1] : 0;
    return { house: batch.house[i], cells: Array.from(batch.patternCells.subarray(from, batch.patternEnd[i])) };
  }
  function techniqueName(id) {
    var t = tables.techniques[id];
    return t ? t.name : '';
  }

  /**
   * Starts a new trace of `puzzle` (paused until play()). job: {puzzle,
   * options, givens, houses, size, where: what cellName() names cells by
   * (a layout's cells; the size when absent), candidates: the puzzle's
   * {variant, regions} or {layout} to show pencil marks, or null}.
   */
  function start(newJob) {
    stop();
    if (newJob !== job) initialMasks = null;
    job = newJob;
    values = Uint8Array.from(job.givens);
    if (marks) ui.view.setCandidates(null);  // (only pencil marks of its own: the reader's stay)
    marks = null;
    ui.view.show(job.givens, null);
    ui.view.clearMarks();
    played = 0;
    finished = false;
    ui.onCounters({ placements: 0, backtracks: 0, nodes: 0, depth: 0, steps: 0 });
    var mine = ++generation;
    starting = Promise.all([client.trace(job.puzzle, job.options), startingMasks()]).then(function (got) {
      var t = got[0];
      if (mine !== generation) { t.close().catch(function () {}); return; }
      trace = t;
      if (got[1]) marks = createPencil(got[1], job.houses);  // drawn from the first step on
      fill();
    }, fail(mine));
    return starting;
  }

  // The library's candidates of the givens, once per job (a step back replays from them).
  function startingMasks() {
    if (!job.candidates || !ui.view.setCandidates) return null;
    if (initialMasks) return initialMasks;
    var asked = job;
    return client.candidates(job.puzzle, job.candidates).then(function (r) {
      if (asked === job) initialMasks = r.masks;
      return r.masks;
    });
  }

  function fail(mine) {
    return function (error) {
      if (mine !== generation) return;
      pause();
      if (error && error.name === 'CancelledError') return;  // stopped on purpose
      ui.onError(error);
    };
  }

  function buffered() {
    var n = 0;
    for (var i = 0; i < queue.length; i++) n += queue[i].size;
    return n - at;
  }

  // Keeps about half a second of events ahead of the player.
  function fill() {
    if (!trace || done || fetching) return;
    var want = Math.max(1000, Math.min(MAX_BATCH, Math.ceil(rate)));
    if (buffered() >= want) return;
    var mine = generation;
    fetching = trace.next(want).then(function (batch) {
      fetching = null;
      if (mine !== generation) return;
      if (batch.size) queue.push(batch);
      done = batch.done;
      if (done) {
        if (!buffered()) finish();
      } else fill();
    }, function (error) { fetching = null; fail(mine)(error); });
  }

  function finish() {
    if (finished || !trace) return;
    finished = true;
    pause();
    var mine = generation;
    trace.result().then(function (result) {
      if (mine === generation) ui.onFinish(result, values);
    }, fail(mine));
  }

  // Applies up to `count` events; draws each with motion when `slow`, and
  // the last one in full (its deduction, its struck candidates) when slow or `full`.
  function advance(count, slow, full) {
    var touched = slow ? null : new Set();
    var last = null;
    while (count > 0 && queue.length) {
      var batch = queue[0];
      var end = Math.min(batch.size, at + count);
      for (var i = at; i < end; i++) {
        var cell = batch.cell[i], kind = kindOf(batch, i);
        if (marks) marks.apply(kind, batch, i, techniqueId(batch.technique[i]), kind === 'deduce' ? deductionOf(batch, i) : null);
        if (kind === 'place' || kind === 'remove') {
          values[cell] = kind === 'place' ? batch.value[i] : 0;
          if (touched) touched.add(cell);
          else {
            ui.view.setCell(cell, values[cell], job.givens[cell] ? 'given' : 'solver');
            ui.view.flash(cell, kind === 'place' ? 'placed' : 'removed');
          }
        } else if (slow && kind === 'dead_end' && cell >= 0) {
          ui.view.flash(cell, 'dead-end');
        }
        last = { batch: batch, i: i };
      }
      count -= end - at;
      played += end - at;
      at = end;
      if (at >= batch.size) { queue.shift(); at = 0; }
    }
    if (touched) touched.forEach(function (c) { ui.view.setCell(c, values[c], job.givens[c] ? 'given' : 'solver'); });
    if (marks && last) ui.view.setCandidates(marks.masks(), slow || full ? marks.struck() : []);
    if (last) show(last.batch, last.i, slow || full);
    if (!queue.length && done) finish();
    else fill();
  }

  // The counters, the current cell and (when slow) the deduction of event i.
  function show(batch, i, slow) {
    var cell = batch.cell[i];
    ui.view.mark('current', cell >= 0 ? [cell] : []);
    var kind = kindOf(batch, i);
    if (slow || kind === 'deduce') {
      // A deduction stays marked (its house and pattern) while its eliminations are shown.
      var deduction = kind === 'deduce' ? deductionOf(batch, i) : kind === 'eliminate' && marks ? marks.deduction : null;
      var house = deduction && deduction.house >= 0 ? job.houses[deduction.house] : null;
      ui.view.mark('deduce-house', house ? house.cells : []);
      ui.view.mark('deduce-pattern', deduction ? deduction.cells : []);
    }
    ui.onCounters({
      placements: batch.placements[i], backtracks: batch.backtracks[i], nodes: batch.nodes[i],
      depth: batch.depth[i], steps: played,
    });
    ui.onEvent(describe(batch, i));
  }

  /** The event in words: "Try 5 in r3c7", "Naked single: 4 in r1c2", ... */
  function describe(batch, i) {
    var cell = batch.cell[i], kind = kindOf(batch, i), v = symbolOf(batch.value[i]);
    var where = cell >= 0 ? cellName(cell, job.where || job.size) : '';
    var technique = tables.techniques[batch.technique[i]];
    switch (kind) {
      case 'place':
        return technique && technique.id !== 'guess' && technique.id !== 'none'
          ? technique.name + ': ' + v + ' in ' + where : 'Try ' + v + ' in ' + where;
      case 'remove': return 'Take ' + v + ' out of ' + where + ' (backtrack)';
      case 'dead_end': return where ? 'Dead end at ' + where + ': nothing fits' : 'Dead end: this branch has no solution';
      case 'deduce': {
        // "Hidden single in box 3: r2c8 → 4", "Naked pair in row 1: r1c2, r1c7 → 3, 8"
        var house = batch.house[i] >= 0 ? job.houses[batch.house[i]].name : '';
        var from = i > 0 ? batch.patternEnd[i - 1] : 0;
        var cells = Array.from(batch.patternCells.subarray(from, batch.patternEnd[i]), function (c) { return cellName(c, job.where || job.size); });
        var values = [];
        for (var bit = 0; bit < 25; bit++) if (batch.values[i] & (1 << bit)) values.push(symbolOf(bit + 1));
        return techniqueName(batch.technique[i]) + (house ? ' in ' + house : '') +
          (cells.length ? ': ' + cells.join(', ') : '') + (values.length ? ' → ' + values.join(', ') : '');
      }
      case 'eliminate': {
        // "Pointing in box 4: 5 leaves r5c1, r6c1": the deduction's eliminations so far, by value.
        var name = techniqueName(batch.technique[i]);
        var named = batch.house[i] >= 0 ? name + ' in ' + job.houses[batch.house[i]].name : name;
        if (!marks || !marks.deduction) return named + ': ' + v + ' leaves ' + where;
        var byValue = new Map();
        marks.struck().forEach(function (e) {
          if (!byValue.has(e.value)) byValue.set(e.value, []);
          byValue.get(e.value).push(cellName(e.cell, job.where || job.size));
        });
        var parts = [];
        byValue.forEach(function (cells, value) { parts.push(symbolOf(value) + ' leaves ' + cells.join(', ')); });
        return named + ': ' + parts.join('; ');
      }
      case 'solution': return 'Solution ' + batch.solutionIndex[i] + ' found';
      default: return kind;
    }
  }

  function tick(now) {
    frame = 0;
    if (!playing) return;
    var dt = lastFrame ? Math.min(now - lastFrame, 100) : 16;
    lastFrame = now;
    budget = Math.min(budget + rate * dt / 1000, Math.max(1, rate * 0.1));
    var count = Math.floor(budget);
    if (count > 0 && buffered() > 0) {
      budget -= count;
      advance(count, rate <= SLOW);
    }
    if (playing) frame = requestAnimationFrame(tick);
  }

  function play() {
    if (!job || finished || playing) return;
    playing = true;
    lastFrame = 0;
    budget = rate <= SLOW ? 1 : 0;  // a slow animation shows its first step at once
    frame = requestAnimationFrame(tick);
    fill();
  }
  function pause() {
    playing = false;
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
  }

  /** One event forward (pauses). Resolves once it is drawn. */
  function step() {
    pause();
    if (!job || finished) return Promise.resolve();
    var mine = generation;
    return Promise.resolve(starting).then(function () {
      if (mine !== generation) return;
      if (buffered() > 0) { advance(1, true); return; }
      fill();
      return Promise.resolve(fetching).then(function () {
        if (mine === generation && buffered() > 0) advance(1, true);
      });
    });
  }

  /**
   * One event back (pauses): a trace only runs forward, so this replays a
   * fresh trace of the same job up to the event before, drawing once.
   * Resolves once it is drawn (at once when nothing was played).
   */
  function stepBack() {
    pause();
    if (!job || played === 0) return Promise.resolve();
    var target = played - 1;
    start(job);
    return seek(target);
  }

  // Plays events without motion until `target` have been played; draws the last.
  function seek(target) {
    var mine = generation;
    function more() {
      if (mine !== generation || played >= target) return undefined;
      if (buffered() > 0) {
        advance(Math.min(target - played, buffered()), false, true);
        return more();
      }
      if (done || !trace) return undefined;
      if (!fetching) {
        fetching = trace.next(Math.min(MAX_BATCH, Math.max(1000, target - played))).then(function (batch) {
          fetching = null;
          if (mine !== generation) return;
          if (batch.size) queue.push(batch);
          done = batch.done;
        }, function (error) { fetching = null; fail(mine)(error); });
      }
      return fetching.then(more);
    }
    return Promise.resolve(starting).then(more);
  }

  /** Ends the trace (its Worker state is freed) and stops drawing. */
  function stop() {
    generation++;
    pause();
    if (trace) trace.close().catch(function () {});
    trace = null;
    queue = [];
    at = 0;
    done = false;
    fetching = null;
  }

  return {
    start: start,
    play: play,
    pause: pause,
    step: step,
    stepBack: stepBack,
    stop: stop,
    /** Back to the givens, paused, with a fresh trace of the same job. */
    reset: function () { return job ? start(job) : Promise.resolve(); },
    setRate: function (stepsPerSecond) { rate = stepsPerSecond; fill(); },
    get playing() { return playing; },
    /** Events played so far. */
    get steps() { return played; },
    /** What is being played ({puzzle, options, givens, houses, size}), or null. */
    get job() { return job; },
    get active() { return !!job && !finished && !!trace; },
    get finished() { return finished; },
  };
}

/**
 * The pencil marks of a search as its trace goes, from `initial` (the
 * library's candidates of the givens: bit v-1 for value v, 0 for a filled
 * cell, one entry a cell) over `houses` ([{cells}]). apply() takes each
 * event in order; masks() are the candidates now, struck() the
 * eliminations ({cell, value}) of the deduction on show (deduction: its
 * {house, cells}, null after a guess or a backtrack).
 */
function createPencil(initial, houses) {
  var masks = Uint32Array.from(initial);
  var peers = [];
  for (var c = 0; c < masks.length; c++) peers.push(new Set());
  houses.forEach(function (h) {
    h.cells.forEach(function (a) { h.cells.forEach(function (b) { if (a !== b) peers[a].add(b); }); });
  });
  peers = peers.map(function (set) { return Array.from(set); });
  var saved = [];        // saved[d]: the masks when the guess from depth d to d+1 was made
  var struck = [];
  var deduction = null;
  return {
    apply: function (kind, batch, i, technique, found) {
      var cell = batch.cell[i], value = batch.value[i], depth = batch.depth[i], bit = 1 << (value - 1);
      if (kind === 'deduce') {
        deduction = found;
        struck = [];
      } else if (kind === 'eliminate') {
        masks[cell] &= ~bit;
        struck.push({ cell: cell, value: value });
      } else if (kind === 'place') {
        if (technique === 'guess') {
          if (depth > 0) saved[depth - 1] = masks.slice();
          deduction = null;
          struck = [];
        }
        masks[cell] = 0;
        peers[cell].forEach(function (p) { masks[p] &= ~bit; });
      } else if (kind === 'remove') {
        // Back to depth d: the grid (and its candidates) as it was when it guessed.
        if (saved[depth]) masks.set(saved[depth]);
        deduction = null;
        struck = [];
      }
    },
    masks: function () { return masks.slice(); },
    struck: function () { return struck.slice(); },
    get deduction() { return deduction; },
  };
}

// The speed slider (0-100) on a logarithmic scale from one step a second to
// FASTEST_RATE (5,000 steps a frame); the site and the widget share it.
var FASTEST_RATE = 300000;
export var animationSpeed = {
  FASTEST_RATE: FASTEST_RATE,
  /** Steps per second at slider position `position` (0-100). */
  rateAt: function (position) { return Math.max(1, Math.round(Math.pow(FASTEST_RATE, position / 100))); },
  /** The slider position closest to `rate` steps per second. */
  positionOf: function (rate) {
    var r = Math.min(Math.max(1, rate), FASTEST_RATE);
    return Math.round(100 * Math.log(r) / Math.log(FASTEST_RATE));
  },
  /** "10 steps a second", "about 83 steps a frame (5,000 a second)". */
  describe: function (rate) {
    return rate < 120 ? rate + (rate === 1 ? ' step' : ' steps') + ' a second'
      : 'about ' + count(rate / 60) + ' steps a frame (' + count(rate) + ' a second)';
  },
};
