// The session's Animate flow: the player (animation.js) over a trace of the
// current algorithm in the Worker for searches, as one running operation
// (session_operations.js), drawing through the session's events (cell,
// flash, marks, grid, and the animation's own pencil marks through
// showAnimationCandidates, session_state.js), with its counters, its step
// text and, at the end, what it found.
//
// The animation's history (Back, Step, Play, the counters and the step
// text) belongs to the animation on show: one puzzle, one shape, one
// algorithm, and the grid drawing it. It lasts while the state it was drawn
// for is current (session_state.js): the reader's Stop, a pause and the
// end keep it (Back goes back from its step and the animation carries on
// from there; Step and Play after a Stop or the end start anew from the
// givens, as Animate does, which the widget's step() pins), and anything
// else ends it: a change of the puzzle, the shape or the algorithm, and any
// other result drawn over it (Solve, All solutions, Compare, a hint). Then
// Back has nothing to go back to and does nothing (the view disables it:
// canStepBack), and Step and Play start a new animation of the grid shown,
// as they do on a grid never animated: a learner who pressed Step on a new
// grid expects its first step, never a step of a search of the grid before.
import { createAnimation } from './animation.js';
import { lineOf } from './cells.js';

/** The animation calls over the session's state `s` (session_state.js). */
export function createAnimateFlow(s) {
  let rate = 20;           // animation steps a second
  let anim = null;
  let shown = null;        // the state (s.asked()) the animation on show is drawn for
  let starting = null;     // a new animation waiting for its grid's shape: {started (a promise), play}
  // The animation's counters; a trace's events carry no attempts (levels'
  // counter), so they join the rows when the run's stats come (finished).
  let lastCounters = null;

  const board = {
    setCandidates: (masks, struck) => s.showAnimationCandidates(masks, struck),
    setCell: (cell, value, kind) => s.emit('cell', { cell: cell, value: value, kind: kind }),
    show: (givens, values) => s.emit('grid', { givens: givens, overlay: values }),
    mark: (name, cells) => s.emit('marks', { name: name, cells: cells }),
    clearMarks: () => s.emit('marks', { name: null }),
    flash: (cell, name) => s.emit('flash', { cell: cell, name: name }),
  };

  // What a step's sentence is filled from (animation.js reads them as each
  // animation starts): the library's templates and technique names in the
  // reader's language, by the library's indices.
  const tables = {
    kinds: s.catalog.kinds,
    get templates() { return s.catalog.templates.map((t) => ({ id: t.id, text: s.tr.lib('step.' + t.id, t.text) })); },
    get techniques() { return s.catalog.techniques.map((t) => Object.assign({}, t, { name: s.tr.lib('technique.' + t.id, t.name) })); },
  };

  function animation() {
    if (anim) return anim;
    anim = createAnimation(s.work(), tables, {
      view: board,
      onCounters: (c) => { lastCounters = c; s.emit('counters', { rows: animationRows(c), counters: c }); },
      onEvent: (text) => s.emit('step', { text: text }),
      onFinish: finished,
      onError: (error) => { s.reportError(error); s.end(s.operation); },
    });
    anim.setRate(rate);
    return anim;
  }

  function animationRows(c, attempts) {
    const tr = s.tr;
    const rows = [[tr.t('counter.steps'), tr.number(c.steps)], [tr.t('counter.placements'), tr.number(c.placements)],
      [tr.t('counter.backtracks'), tr.number(c.backtracks)], [tr.t('counter.nodes'), tr.number(c.nodes)],
      [tr.t('counter.depth'), tr.number(c.depth)]];
    if (attempts) rows.push([tr.t('counter.attempts'), tr.number(attempts)]);
    return rows;
  }
  /** The current algorithm's name in the reader's language. */
  function algorithmName() {
    const a = s.algorithm();
    return s.tr.lib('algorithm.' + a.id + '.name', a.name);
  }

  function animating() { return !!s.operation && s.operation.name === 'animate'; }
  /** The animation on show still has its history: nothing changed or was drawn over it. */
  function onShow() { return !!anim && !!anim.job && !starting && s.current(shown); }
  // Whether the animation plays (or will, once it has started).
  function playing() { return animating() && (starting ? starting.play : !!anim && anim.playing); }
  function emitPlaying() { s.emit('playing', { on: playing() }); }

  // The operation's stop: the player stops where it is.
  function stopAnimation() {
    if (anim) anim.stop();
    s.emit('playing', { on: false });
    s.announce(s.tr.t('animate.stopped'));
  }

  // The animation takes the grid over as the running operation; what it draws from here is for the state now.
  function takeGrid() {
    const op = s.begin('animate', stopAnimation);
    shown = s.asked();
    return op;
  }

  /** A new animation of the grid shown, from its givens; resolves once it has started (and plays, with `play`). */
  function startAnimation(play) {
    const a = s.algorithm();
    if (!a || !s.capabilities().animate) return Promise.resolve();
    const op = takeGrid();
    s.announce(s.tr.t(play ? 'animate.playing' : 'animate.ready', { name: algorithmName() }));
    // A deduction's houses are the shape's: a grid just changed waits for its shape.
    const mine = { play: play };
    mine.started = s.whenShaped().then(() => {
      if (starting === mine) starting = null;
      if (s.operation !== op) return;
      if (!s.shape) { s.end(op); return; }
      // An algorithm that names techniques works on pencil marks: the animation shows them.
      animation().start({
        puzzle: s.givenCells(), options: s.searchOptions({ limit: 1, wording: s.wording() }), givens: s.givenCells(),
        houses: s.shape.houses, size: s.state.size, candidates: a.capabilities.namesTechniques ? s.puzzleOptions() : null,
      });
      if (mine.play) anim.play();
      emitPlaying();
    });
    starting = mine;
    return mine.started;
  }
  // Runs `fn` once a new animation has started (at once when none is waiting).
  function started(fn) { return starting ? starting.started.then(() => (animating() ? fn() : null)) : Promise.resolve(fn()); }

  // The animation on show, stopped or finished, carries on at step `target` (paused).
  function resume(target) {
    const op = takeGrid();
    s.announce(s.tr.t('animate.going_back', { step: target }));
    return anim.goTo(target).then(() => {
      if (s.operation !== op) return;
      emitPlaying();
      sayPaused();
    });
  }

  function finished(result, values) {
    s.emit('playing', { on: false });
    const stats = result.stats;
    const tr = s.tr;
    const what = tr.t('animate.outcome.' + (result.status === 'solved' || result.status === 'no_solution' ? result.status : 'stopped'));
    const words = { outcome: what, placements: tr.t('animate.placements', { n: stats.placements }),
      backtracks: tr.t('animate.backtracks', { n: stats.backtracks }) };
    if (stats.attempts) words.attempts = tr.t('animate.attempts', { n: stats.attempts });
    // A result, as a solution is: a change of the grid or what is drawn over it says something else.
    s.result(tr.t(stats.attempts ? 'animate.finished_attempts' : 'animate.finished', words));
    if (stats.attempts && lastCounters) s.emit('counters', { rows: animationRows(lastCounters, stats.attempts), counters: lastCounters });
    if (result.status === 'solved') {
      s.emit('solved', { puzzle: s.line(), solution: lineOf(values), algorithm: s.state.algorithm, stats: stats, by: 'animate' });
    }
    s.end(animating() ? s.operation : null);
  }

  /** Plays: resumes a paused animation, or starts one from the givens. */
  function play() {
    if (animating()) {
      if (starting) starting.play = true;
      s.announce(s.tr.t('animate.playing', { name: algorithmName() }));
      return started(() => { anim.play(); emitPlaying(); });
    }
    return startAnimation(true);
  }
  function pause() {
    if (animating()) {
      if (starting) starting.play = false;
      else anim.pause();
      sayPaused();
    }
    s.emit('playing', { on: false });
  }
  // The status of a paused animation: the steps it shows now (Step and Back change them).
  function sayPaused() {
    const steps = starting ? 0 : anim.steps;
    s.announce(s.tr.t('animate.paused', { n: steps }));
  }
  function playOrPause() {
    if (playing()) pause();
    else play();
  }
  /** One step forward: of the running animation, or the first of a new one. Resolves once it is drawn. */
  function step() {
    if (!animating()) startAnimation(false);
    return started(() => anim.step()).then(() => {
      emitPlaying();
      if (animating() && !playing()) sayPaused();
    });
  }
  /** One step back in the animation on show (a stopped or finished one included); resolves once it is drawn. */
  function stepBack() {
    if (!canStepBack()) return Promise.resolve();
    if (animating()) {
      s.announce(s.tr.t('animate.going_back', { step: anim.steps - 1 }));  // a replay: long after a long search
      return anim.stepBack().then(() => {
        s.emit('playing', { on: false });
        if (animating()) sayPaused();
      });
    }
    return resume(anim.steps - 1);
  }
  /** Whether Back has a step to go back to: the animation on show has played one. */
  function canStepBack() { return onShow() && anim.steps > 0; }
  function resetAnimation() {
    const started = startAnimation(false);
    if (animating()) s.announce(s.tr.t('animate.reset'));
    return started;
  }
  function setRate(stepsPerSecond) {
    rate = stepsPerSecond;
    if (anim) anim.setRate(rate);
  }

  return {
    get playing() { return playing(); },
    play: play,
    pause: pause,
    playOrPause: playOrPause,
    step: step,
    stepBack: stepBack,
    canStepBack: canStepBack,
    animate: () => startAnimation(true),
    resetAnimation: resetAnimation,
    setRate: setRate,
  };
}
