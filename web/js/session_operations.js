// The session's one running operation (solve, all solutions, animate,
// compare): starting one stops the one before, and a change of the puzzle or
// the algorithm stops it with a word in the status line; and clearing the
// results on show, which every operation and every change of the puzzle
// does. An operation takes the grid over (session_state.js's takeOver) and
// keeps the state it was asked for (op.asked): its answers are drawn while
// that state is current, so one superseded by another operation, a change
// or a hint draws nothing more (op.superseded), and one the reader stopped
// still draws its last answer. The flows (session_search.js,
// session_animate.js, comparison.js) run over these calls; the parts that
// change the puzzle (session_edits.js, session_play.js, session_hint.js)
// stop and clear with them.
// Adds to the state (session_state.js): begin, end, stop, failed, clearResults.

import { createKeptSolutions } from './kept_solutions.js';


/** The operation calls over the session's state `s`. */
export function createOperations(s) {
  /** Starts an operation, stopping the one running. */
  function begin(name, stopIt) {
    stop();
    s.takeOver();
    clearResults();
    s.overlay = null;
    s.render();  // what an earlier operation drew (a paused animation's digits) goes
    const asked = s.asked();
    s.operation = { name: name, stop: stopIt, asked: asked, get superseded() { return !s.current(asked); } };
    s.emit('operation', { name: name });
    return s.operation;
  }
  function end(op) {
    if (!op || s.operation !== op) return;
    s.operation = null;
    s.emit('operation', { name: null });
    s.emit('playing', { on: false });
  }
  /**
   * Stops the running operation; its results stay shown when the reader's
   * Stop did it (why 'button'). A change of the puzzle or the algorithm (why
   * 'puzzle', 'algorithm') says that it stopped the search. Returns whether
   * one ran (and so what the status line says now).
   */
  function stop(why) {
    const op = s.operation;
    if (!op) return false;
    if (why !== 'button') s.takeOver();  // its answers still on their way are dropped
    end(op);
    op.stop();
    // "Solving stopped: the puzzle changed." (operation.stopped.solve.puzzle), one sentence per operation and why.
    if (why === 'puzzle' || why === 'algorithm') s.announce(s.tr.t('operation.stopped.' + op.name + '.' + why));
    return true;
  }
  /** What an operation's promise takes on failure: the error reported, unless the operation was superseded. */
  function failed(op) {
    return (error) => {
      if (!op.superseded) s.reportError(error);
      return null;
    };
  }

  /** Clears what results show (marks, hint, step, counters, the panels); the problems stay marked. */
  function clearResults() {
    s.emit('marks', { name: null });
    s.lastHint = null;
    s.emit('hint', { hint: null });
    s.emit('step', { text: '' });
    s.emit('counters', { rows: [] });
    s.kept = createKeptSolutions();
    s.emit('solutions', { type: 'hide' });
    s.emit('compare', { type: 'hide' });
    if (s.problems.length) s.emit('marks', { name: 'conflict', cells: [].concat.apply([], s.problems.map((p) => p.cells)) });
  }

  return { begin: begin, end: end, stop: stop, failed: failed, clearResults: clearResults };
}
