// The session's Animate flow: the player (animation.js) over a trace of the
// current algorithm in the Worker for searches, as one running operation
// (session_operations.js), drawing through the session's events (cell,
// flash, marks, grid, and the animation's own pencil marks through
// showAnimationCandidates, session_state.js), with its counters, its step
// text and, at the end, what it found.
import { createAnimation } from './animation.js';
import { lineOf } from './cells.js';
import { count } from './format.js';

/** The animation calls over the session's state `s` (session_state.js). */
export function createAnimateFlow(s) {
  let rate = 20;           // animation steps a second
  let anim = null;
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

  function animation() {
    if (anim) return anim;
    anim = createAnimation(s.work(), { techniques: s.catalog.techniques, kinds: s.catalog.kinds, templates: s.catalog.templates }, {
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
    const rows = [['Steps', count(c.steps)], ['Placements', count(c.placements)],
      ['Backtracks', count(c.backtracks)], ['Nodes', count(c.nodes)], ['Depth', count(c.depth)]];
    if (attempts) rows.push(['Attempts', count(attempts)]);
    return rows;
  }

  function animating() { return !!s.operation && s.operation.name === 'animate'; }

  // The operation's stop: the player stops where it is.
  function stopAnimation() {
    anim.stop();
    s.emit('playing', { on: false });
    s.announce('Animation stopped.');
  }

  function startAnimation(play) {
    const a = s.algorithm();
    if (!a || !s.shape || !s.capabilities().animate) return;
    s.begin('animate', stopAnimation);
    // An algorithm that names techniques works on pencil marks: the animation shows them.
    animation().start({
      puzzle: s.givenCells(), options: s.searchOptions({ limit: 1 }), givens: s.givenCells(),
      houses: s.shape.houses, size: s.state.size, candidates: a.capabilities.namesTechniques ? s.puzzleOptions() : null,
    });
    if (play) anim.play();
    s.emit('playing', { on: anim.playing });
    s.announce((play ? 'Animating ' : 'Ready to step through ') + a.name + '.');
  }

  function finished(result, values) {
    s.emit('playing', { on: false });
    const stats = result.stats;
    const what = result.status === 'solved' ? 'solved' : result.status === 'no_solution' ? 'no solution' : 'stopped';
    s.announce('Animation finished: ' + what + ' after ' + count(stats.placements) + ' placements and ' +
      count(stats.backtracks) + ' backtracks' + (stats.attempts ? ' (' + count(stats.attempts) + ' attempts)' : '') + '.');
    if (stats.attempts && lastCounters) s.emit('counters', { rows: animationRows(lastCounters, stats.attempts), counters: lastCounters });
    if (result.status === 'solved') {
      s.emit('solved', { puzzle: s.line(), solution: lineOf(values), algorithm: s.state.algorithm, stats: stats, by: 'animate' });
    }
    s.end(animating() ? s.operation : null);
  }

  /** Plays: resumes a paused animation, or starts one from the givens. */
  function play() {
    if (animating()) {
      anim.play();
      s.announce('Animating ' + s.algorithm().name + '.');
    } else startAnimation(true);
    s.emit('playing', { on: animating() && anim.playing });
  }
  function pause() {
    if (animating()) {
      anim.pause();
      s.announce('Paused after ' + count(anim.steps) + ' steps.');
    }
    s.emit('playing', { on: false });
  }
  function playOrPause() {
    if (animating() && anim.playing) pause();
    else play();
  }
  /** One step forward (starting a paused animation first); resolves once it is drawn. */
  function step() {
    if (!animating()) startAnimation(false);
    if (!animating()) return Promise.resolve();
    return anim.step().then(() => s.emit('playing', { on: animating() && anim.playing }));
  }
  /** One step back in the animation (a finished one included); resolves once it is drawn. */
  function stepBack() {
    if (!anim || !anim.job) return Promise.resolve();
    if (!animating()) s.begin('animate', stopAnimation);
    return anim.stepBack().then(() => s.emit('playing', { on: false }));
  }
  function resetAnimation() {
    startAnimation(false);
    if (animating()) s.announce('Animation reset to the givens.');
  }
  function setRate(stepsPerSecond) {
    rate = stepsPerSecond;
    if (anim) anim.setRate(rate);
  }

  return {
    get playing() { return animating() && anim.playing; },
    play: play,
    pause: pause,
    playOrPause: playOrPause,
    step: step,
    stepBack: stepBack,
    animate: () => startAnimation(true),
    resetAnimation: resetAnimation,
    setRate: setRate,
  };
}
