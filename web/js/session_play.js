// Play mode (state.play): the reader fills the blanks, the givens stay. The
// reader's digits are state.entries, over the givens; typing goes there
// (edit, session_edits.js), the problems check words conflicts as digits
// that "appear" and, on a grid without problems, asks how far the reader is
// (session_problems.js). Adds to the state (session_state.js): enter, progress.
import { lineOf } from './cells.js';

/** The play mode calls over the session's state `s`. */
export function createPlayMode(s) {
  const state = s.state;

  // A digit of the reader's (givens stay).
  function enter(cell, value) {
    if (state.cells[cell]) return s.withCellNames((name) => { s.announce(name(cell) + ' is a given.'); });
    if (state.entries[cell] === value) return Promise.resolve();
    s.remember();
    s.stop('puzzle');
    s.changed();
    state.entries[cell] = value;
    s.overlay = null;
    s.clearResults();
    s.render();
    const made = s.asked();
    // As on the site (session_edits.js): a digit that leaves no solution is named.
    return s.checkProblems(true).then(() => (value && !s.problems.length && s.current(made) ? s.checkSolvable(cell, value, made) : null));
  }

  // How far the reader is, and the grid done right (called when nothing conflicts).
  function progress(say) {
    const left = s.blanks();
    if (left) { if (say) s.announce(left + (left === 1 ? ' cell' : ' cells') + ' to go.'); return; }
    s.announce('Solved! Every house holds each value once.');
    s.emit('solved', { puzzle: s.line(), solution: lineOf(s.shownCells()), algorithm: null, stats: null, by: 'player' });
  }

  return { enter: enter, progress: progress };
}
