// The step-by-step animation's player: pulls a trace of the chosen algorithm
// from the Worker in batches (sudoku.js replays its search; see TraceBatch in
// sudoku.d.ts) and plays its events onto a board at a chosen speed, from one
// step a second to thousands a frame, forward, one step at a time, or back.
// No DOM: the session (session_animate.js) owns it and hands it a board
// (setCell, show, mark, clearMarks, flash, setCandidates), which the views
// draw. Beside it: animation_pencil.js replays the pencil marks of an
// algorithm that works on them (Crook's, whose trace names techniques),
// animation_words.js words each step, and animation_speed.js is the speed
// slider's scale.
import { createPencil } from './animation_pencil.js';
import { describeStep } from './animation_words.js';

const SLOW = 40;        // steps per second up to which every step is drawn with its own motion
const MAX_BATCH = 100000;

/**
 * tables: {kinds: eventKinds(), techniques: techniques()} of the library.
 * ui: {view, onCounters(counters), onEvent(text), onFinish(result), onError(error)}.
 */
export function createAnimation(client, tables, ui) {
  let trace = null;        // the WorkerTrace being played
  let job = null;          // {puzzle, options, givens, houses, size}
  let names = null;        // what the step text names things by (describeStep)
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
  let played = 0;
  let finished = false;
  let generation = 0;      // bumps on every start/stop, so stale callbacks do nothing
  let marks = null;        // pencil marks (job.candidates): see createPencil, else null
  let initialMasks = null; // the job's candidates of the givens, once fetched

  function kindOf(batch, i) { return tables.kinds[batch.kind[i]]; }
  function techniqueId(id) {
    const t = tables.techniques[id];
    return t ? t.id : '';
  }
  // The house and pattern cells of deduce event i.
  function deductionOf(batch, i) {
    const from = i > 0 ? batch.patternEnd[i - 1] : 0;
    return { house: batch.house[i], cells: Array.from(batch.patternCells.subarray(from, batch.patternEnd[i])) };
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
    names = { kinds: tables.kinds, techniques: tables.techniques, houses: job.houses, where: job.where || job.size };
    values = Uint8Array.from(job.givens);
    if (marks) ui.view.setCandidates(null);  // (only pencil marks of its own: the reader's stay)
    marks = null;
    ui.view.show(job.givens, null);
    ui.view.clearMarks();
    played = 0;
    finished = false;
    ui.onCounters({ placements: 0, backtracks: 0, nodes: 0, depth: 0, steps: 0 });
    const mine = ++generation;
    starting = Promise.all([client.trace(job.puzzle, job.options), startingMasks()]).then((got) => {
      const t = got[0];
      if (mine !== generation) { t.close().catch(() => {}); return; }
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

  // Applies up to `count` events; draws each with motion when `slow`, and
  // the last one in full (its deduction, its struck candidates) when slow or `full`.
  function advance(count, slow, full) {
    const touched = slow ? null : new Set();
    let last = null;
    while (count > 0 && queue.length) {
      const batch = queue[0];
      const end = Math.min(batch.size, at + count);
      for (let i = at; i < end; i++) {
        const cell = batch.cell[i], kind = kindOf(batch, i);
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
    if (touched) touched.forEach((c) => { ui.view.setCell(c, values[c], job.givens[c] ? 'given' : 'solver'); });
    if (marks && last) ui.view.setCandidates(marks.masks(), slow || full ? marks.struck() : []);
    if (last) show(last.batch, last.i, slow || full);
    if (!queue.length && done) finish();
    else fill();
  }

  // The counters, the current cell, the step text and (when slow) the deduction of event i.
  function show(batch, i, slow) {
    const cell = batch.cell[i];
    ui.view.mark('current', cell >= 0 ? [cell] : []);
    const kind = kindOf(batch, i);
    // The deduction whose eliminations are on show (with pencil marks only).
    const eliminating = kind === 'eliminate' && marks ? marks.deduction : null;
    if (slow || kind === 'deduce') {
      // A deduction stays marked (its house and pattern) while its eliminations are shown.
      const deduction = kind === 'deduce' ? deductionOf(batch, i) : eliminating;
      const house = deduction && deduction.house >= 0 ? job.houses[deduction.house] : null;
      ui.view.mark('deduce-house', house ? house.cells : []);
      ui.view.mark('deduce-pattern', deduction ? deduction.cells : []);
    }
    ui.onCounters({
      placements: batch.placements[i], backtracks: batch.backtracks[i], nodes: batch.nodes[i],
      depth: batch.depth[i], steps: played,
    });
    ui.onEvent(describeStep(batch, i, names, { deduction: eliminating, struck: eliminating ? marks.struck() : [] }));
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

  /** One event forward (pauses). Resolves once it is drawn. */
  function step() {
    pause();
    if (!job || finished) return Promise.resolve();
    const mine = generation;
    return Promise.resolve(starting).then(() => {
      if (mine !== generation) return;
      if (buffered() > 0) { advance(1, true); return; }
      fill();
      return Promise.resolve(fetching).then(() => {
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
    const target = played - 1;
    start(job);
    return seek(target);
  }

  // Plays events without motion until `target` have been played; draws the last.
  function seek(target) {
    const mine = generation;
    function more() {
      if (mine !== generation || played >= target) return undefined;
      if (buffered() > 0) {
        advance(Math.min(target - played, buffered()), false, true);
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
    stop: stop,
    /** Back to the givens, paused, with a fresh trace of the same job. */
    reset: () => (job ? start(job) : Promise.resolve()),
    setRate: (stepsPerSecond) => { rate = stepsPerSecond; fill(); },
    get playing() { return playing; },
    /** Events played so far. */
    get steps() { return played; },
    /** What is being played ({puzzle, options, givens, houses, size}), or null. */
    get job() { return job; },
    get active() { return !!job && !finished && !!trace; },
    get finished() { return finished; },
  };
}
