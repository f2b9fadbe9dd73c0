// The step-by-step animation's player: pulls a trace of the chosen algorithm
// from the Worker in batches (sudoku.js replays its search; see TraceBatch in
// sudoku.d.ts) and plays its events onto a board at a chosen speed, from one
// step a second to thousands a frame, forward, one step at a time, or back.
// No DOM: the session (session_animate.js) owns it and hands it a board
// (setCell, show, mark, clearMarks, flash, setCandidates), which the views
// draw. A step is an event and the events that carry it out (a deduction
// with its placements and eliminations: TraceBatch.effect); its words are
// the library's (step_words.js: a deduction's sentence, worded in the
// language of the trace's `wording` option, or the event's template filled,
// from the templates the caller hands over). Beside it: animation_pencil.js keeps the pencil marks the
// trace hands out for an algorithm that works on them (Crook's, whose trace
// names techniques), and animation_speed.js is the speed slider's scale.
import { createPencil } from './animation_pencil.js';
import { eventSentence, stepAt } from '../../src/wasm/js/step_words.js';

const SLOW = 40;        // steps per second up to which every step is drawn with its own motion
const MAX_BATCH = 100000;
const NO_STEPS = Object.freeze({ placements: 0, backtracks: 0, nodes: 0, depth: 0, steps: 0 });  // the counters at the givens

/**
 * tables: {kinds: eventKinds(), techniques: techniques(), templates:
 * templates()} of the library, the last two possibly in the reader's
 * language (the same entries by the same indices, other texts and names),
 * read as each trace starts.
 * ui: {view, onCounters(counters), onEvent(text), onFinish(result), onError(error)}.
 */
export function createAnimation(client, tables, ui) {
  let trace = null;        // the WorkerTrace being played
  let job = null;          // {puzzle, options, givens, houses, size}
  let words = null;        // what a step's sentence is filled from (eventSentence's tables)
  let queue = [];          // batches not yet played
  let at = 0;              // next event in queue[0]
  let done = false;        // the trace has handed out its last batch
  let fetching = null;     // the pending trace.next()
  let starting = null;     // the pending client.trace()
  let playing = false;
  let rate = 10;           // steps per second
  let budget = 0;
  let lastFrame = 0;
  let frame = 0;
  let values = null;       // the grid as the algorithm has it now
  let played = 0;          // steps played
  let finished = false;
  let generation = 0;      // bumps on every start/stop, so stale callbacks do nothing
  let marks = null;        // pencil marks (job.candidates): see createPencil, else null
  let initialMasks = null; // the job's candidates of the givens, once fetched
  let jobNames = null;     // the job's cell names (cellNames()), once fetched
  let quiet = false;       // replaying to a step (goTo): nothing is drawn until it is reached
  let lastStep = null;     // {head, last}: the last step advance() played, drawn when a quiet replay ends

  function kindOf(batch, i) { return tables.kinds[batch.kind[i]]; }

  /**
   * Starts a new trace of `puzzle` (paused until play()). job: {puzzle,
   * options, givens, houses, size, candidates: the puzzle's {variant,
   * regions} or {layout} to show pencil marks, or null}. `quietly`: the
   * board keeps what it shows (a replay to a step draws once, at the step).
   */
  function start(newJob, quietly) {
    stop();
    if (newJob !== job) {
      initialMasks = null;
      jobNames = null;
    }
    job = newJob;
    values = Uint8Array.from(job.givens);
    if (marks && !quietly) ui.view.setCandidates(null);  // (only pencil marks of its own: the reader's stay)
    marks = null;
    lastStep = null;
    quiet = !!quietly;
    if (!quietly) {
      ui.view.show(job.givens, null);
      ui.view.clearMarks();
      ui.onCounters(NO_STEPS);
    }
    played = 0;
    finished = false;
    const mine = ++generation;
    const options = job.candidates ? Object.assign({}, job.options, { candidates: true }) : job.options;
    starting = Promise.all([client.trace(job.puzzle, options), startingMasks(), cellNames()]).then((got) => {
      const t = got[0];
      if (mine !== generation) { t.close().catch(() => {}); return; }
      trace = t;
      words = { templates: tables.templates, techniques: tables.techniques, cellNames: got[2] };
      if (got[1]) marks = createPencil(got[1]);  // drawn from the first step on
      fill();
    }, fail(mine));
    return starting;
  }

  // The names of the job's cells (the library's: "r3c7", a triangle's "cell 7 (strip 2)"), once per job.
  function cellNames() {
    if (jobNames) return jobNames;
    const o = job.options;
    const asked = job;
    return client.cellNames(o.layout ? { layout: o.layout } : o.shape ? { shape: o.shape } : { size: job.size }).then((names) => {
      if (asked === job) jobNames = names;
      return names;
    });
  }

  // The library's candidates of the givens, once per job (a step back replays from them).
  function startingMasks() {
    if (!job.candidates || !ui.view.setCandidates) return null;
    if (initialMasks) return initialMasks;
    const asked = job;
    return client.candidates(job.puzzle, job.candidates).then((r) => {
      if (asked === job) initialMasks = r.masks;
      return r.masks;
    });
  }

  function fail(mine) {
    return (error) => {
      if (mine !== generation) return;
      pause();
      if (error && error.name === 'CancelledError') return;  // stopped on purpose
      ui.onError(error);
    };
  }

  function buffered() {
    let n = 0;
    for (let i = 0; i < queue.length; i++) n += queue[i].size;
    return n - at;
  }

  // Keeps about half a second of events ahead of the player.
  function fill() {
    if (!trace || done || fetching) return;
    const want = Math.max(1000, Math.min(MAX_BATCH, Math.ceil(rate)));
    if (buffered() >= want) return;
    const mine = generation;
    fetching = trace.next(want).then((batch) => {
      fetching = null;
      if (mine !== generation) return;
      if (batch.size) queue.push(batch);
      done = batch.done;
      if (done) {
        if (!buffered()) finish();
      } else fill();
    }, (error) => { fetching = null; fail(mine)(error); });
  }

  function finish() {
    if (finished || !trace) return;
    finished = true;
    pause();
    const mine = generation;
    trace.result().then((result) => {
      if (mine === generation) ui.onFinish(result, values);
    }, fail(mine));
  }

  // The next event of the queue, taken off it.
  function take() {
    const batch = queue[0], i = at++;
    if (at >= batch.size) { queue.shift(); at = 0; }
    return { batch: batch, i: i };
  }
  // True when the next queued event carries out the step before it.
  function effectNext() { return queue.length > 0 && queue[0].effect[at] === 1; }

  // Applies one event: the grid, the pencil marks, a placement's or a
  // removal's cell (drawn with motion unless collected in `touched`).
  function apply(e, touched, slow) {
    const batch = e.batch, i = e.i, cell = batch.cell[i], kind = kindOf(batch, i);
    if (marks) {
      marks.apply(batch, i);
      if (kind === 'eliminate' && batch.effect[i]) marks.strike(cell, batch.value[i]);
    }
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
  }

  // Plays up to `count` steps (an event and its effects each); draws each
  // with motion when `slow`, and the last one in full (its deduction, its
  // struck candidates) when slow or `full`.
  function advance(count, slow, full) {
    const touched = slow ? null : new Set();
    let head = null, last = null;
    // The effects of a step whose events came in two batches.
    while (effectNext()) apply(last = take(), touched, slow);
    while (count > 0 && queue.length) {
      if (marks) marks.startStep();
      head = last = take();
      apply(head, touched, slow);
      while (effectNext()) apply(last = take(), touched, slow);
      count--;
      played++;
    }
    if (head) lastStep = { head: head, last: last };
    if (quiet) return;  // a replay to a step: drawn (or finished) once it is reached, by drawReached
    if (touched) touched.forEach((c) => { ui.view.setCell(c, values[c], job.givens[c] ? 'given' : 'solver'); });
    if (marks && last) ui.view.setCandidates(marks.masks(), slow || full ? marks.struck() : []);
    if (head) show(head, last, slow || full);
    if (!queue.length && done) finish();
    else fill();
  }

  // The counters (after the step's last event), the current cell, the step's
  // sentence and (when slow) its pattern: a deduction's houses by role and its cells.
  function show(head, last, slow) {
    const batch = head.batch, i = head.i, cell = batch.cell[i];
    ui.view.mark('current', cell >= 0 ? [cell] : []);
    const step = kindOf(batch, i) === 'deduce' ? stepAt(batch, i) : null;
    if (slow || step) {
      const cellsOf = (role) => {
        let cells = [];
        if (step) step.houses.forEach((h) => { if (h.role === role && job.houses[h.house]) cells = cells.concat(job.houses[h.house].cells); });
        return cells;
      };
      ui.view.mark('deduce-house', cellsOf('base'));
      ui.view.mark('deduce-cover', cellsOf('cover'));
      ui.view.mark('deduce-pattern', step ? step.cells.map((c) => c.cell) : []);
    }
    const b = last.batch, j = last.i;
    ui.onCounters({
      placements: b.placements[j], backtracks: b.backtracks[j], nodes: b.nodes[j], depth: b.depth[j], steps: played,
    });
    ui.onEvent(eventSentence(batch, i, words));
  }

  function tick(now) {
    frame = 0;
    if (!playing) return;
    const dt = lastFrame ? Math.min(now - lastFrame, 100) : 16;
    lastFrame = now;
    budget = Math.min(budget + rate * dt / 1000, Math.max(1, rate * 0.1));
    const count = Math.floor(budget);
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

  // Enough events queued for a whole step: its effects (a few dozen at
  // most) are never cut off by the end of what has been fetched.
  const STEP_EVENTS = 256;

  /** One step forward (pauses). Resolves once it is drawn. */
  function step() {
    pause();
    if (!job || finished) return Promise.resolve();
    const mine = generation;
    function forward() {
      if (mine !== generation) return undefined;
      if (buffered() >= STEP_EVENTS || (done && buffered() > 0)) { advance(1, true); return undefined; }
      if (done || !trace) return undefined;
      fill();  // fewer than STEP_EVENTS queued: it asks for more
      return fetching ? fetching.then(forward) : undefined;
    }
    return Promise.resolve(starting).then(forward);
  }

  /**
   * One step back (pauses): a trace only runs forward, so this replays a
   * fresh trace of the same job up to the step before, drawing once.
   * Resolves once it is drawn (at once when nothing was played).
   */
  function stepBack() {
    pause();
    if (!job || played === 0) return Promise.resolve();
    return goTo(played - 1);
  }

  /**
   * Step `target` of the same job (paused), from a fresh trace, drawn once:
   * how a stopped animation (its trace closed) carries on. Resolves once it
   * is drawn, or at the end when the search has fewer steps.
   */
  function goTo(target) {
    pause();
    if (!job) return Promise.resolve();
    start(job, true);
    const mine = generation;
    return seek(target).then(() => { if (mine === generation) drawReached(); });
  }

  // The end of a quiet replay (goTo): the board as the step reached left it, drawn at once.
  function drawReached() {
    if (!quiet) return;
    quiet = false;
    ui.view.show(job.givens, values);
    ui.view.clearMarks();
    if (marks) ui.view.setCandidates(marks.masks(), marks.struck());
    if (lastStep) show(lastStep.head, lastStep.last, true);
    else ui.onCounters(NO_STEPS);
    if (!queue.length && done) finish();
  }

  // Plays steps without motion until `target` have been played; draws the last.
  function seek(target) {
    const mine = generation;
    function more() {
      if (mine !== generation || played >= target) return undefined;
      if (buffered() >= STEP_EVENTS || (done && buffered() > 0)) {
        advance(target - played, false, true);
        return more();
      }
      if (done || !trace) return undefined;
      if (!fetching) {
        fetching = trace.next(Math.min(MAX_BATCH, Math.max(1000, target - played))).then((batch) => {
          fetching = null;
          if (mine !== generation) return;
          if (batch.size) queue.push(batch);
          done = batch.done;
        }, (error) => { fetching = null; fail(mine)(error); });
      }
      return fetching.then(more);
    }
    return Promise.resolve(starting).then(more);
  }

  /** Ends the trace (its Worker state is freed) and stops drawing. */
  function stop() {
    generation++;
    pause();
    if (trace) trace.close().catch(() => {});
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
    goTo: goTo,
    stop: stop,
    /** Back to the givens, paused, with a fresh trace of the same job. */
    reset: () => (job ? start(job) : Promise.resolve()),
    setRate: (stepsPerSecond) => { rate = stepsPerSecond; fill(); },
    get playing() { return playing; },
    /** Steps played so far (an event and its effects each). */
    get steps() { return played; },
    /** What is being played ({puzzle, options, givens, houses, size}), or null. */
    get job() { return job; },
    get active() { return !!job && !finished && !!trace; },
    get finished() { return finished; },
  };
}
