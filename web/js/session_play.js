// Play mode (state.play): the reader fills the blanks, the givens stay. The
// reader's digits are state.entries, over the givens; typing goes there
// (edit, session_edits.js), the problems check words conflicts as digits
// that "appear" and, on a grid without problems, asks how far the reader is
// (session_problems.js). The reader's own pencil marks (state.notes,
// toggleNote) and "check my digits" (checkEntries) are play mode's tools, on
// the site and in the widget. Adds to the state (session_state.js): enter,
// progress, toggleNote, checkEntries.
import { lineOf, symbolOf } from './cells.js';
import { listed } from './format.js';

const CHECK_TIME_LIMIT = 2000;  // ms the quick Worker may spend finding the solution to check against

/** The play mode calls over the session's state `s`. */
export function createPlayMode(s) {
  const state = s.state;

  // A digit of the reader's (givens stay).
  function enter(cell, value) {
    if (state.cells[cell]) return s.withCellNames((name) => { s.announce(s.tr.t('play.given', { cell: name(cell) })); });
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
    if (left) { if (say) s.announce(s.tr.t('play.to_go', { n: left })); return; }
    s.announce(s.tr.t('play.solved'));
    s.emit('solved', { puzzle: s.line(), solution: lineOf(s.shownCells()), algorithm: null, stats: null, by: 'player' });
  }

  /** The reader's own pencil mark: `value` noted in an empty `cell`, or taken away when it is there. */
  function toggleNote(cell, value) {
    if (!value || s.shownCells()[cell]) return Promise.resolve();
    s.remember();
    if (!state.notes) state.notes = new Uint32Array(state.cells.length);
    const bit = 1 << (value - 1);
    state.notes[cell] ^= bit;
    const on = !!(state.notes[cell] & bit);
    s.emit('notes', { masks: state.notes });
    return s.withCellNames((name) => {
      s.announce(s.tr.t(on ? 'play.note_written' : 'play.note_rubbed_out', { cell: name(cell), value: symbolOf(value) }));
    });
  }

  /**
   * Checks the reader's digits against the puzzle's solution: the wrong ones
   * are named and marked. The grid as shown is solved first: digits that
   * leave a solution have no mistake the puzzle can prove. Otherwise they
   * are compared with the givens' solution, which names the wrong ones
   * exactly when it is the only one (counted up to 2).
   */
  function checkEntries() {
    const entries = state.entries;
    const placed = entries ? entries.filter((v) => v).length : 0;
    const tr = s.tr;
    if (!placed) { s.announce(tr.t('play.nothing_to_check')); return Promise.resolve(null); }
    const made = s.asked();
    const options = Object.assign(s.puzzleOptions(), { algorithm: 'fast', timeLimit: CHECK_TIME_LIMIT });
    s.announce(tr.t('play.checking'));
    return s.quick().solve(s.gridCells(), options).then((shown) => {
      if (!s.current(made)) return null;
      if (shown.status === 'solved') {
        const left = s.blanks();
        s.announce(left ? tr.t('play.no_mistakes_to_go', { n: left }) : tr.t('play.no_mistakes'));
        return { wrong: [] };
      }
      if (shown.status !== 'no_solution') { s.announce(tr.t('play.check_timed_out', { s: CHECK_TIME_LIMIT / 1000 })); return null; }
      return Promise.all([s.quick().solve(s.givenCells(), options), s.quick().count(s.givenCells(), Object.assign({}, options, { limit: 2 }))])
        .then(([given, counted]) => {
          if (!s.current(made)) return null;
          if (given.status !== 'solved') { s.announce(tr.t('play.givens_unsolvable')); return null; }
          const wrong = [];
          for (let i = 0; i < entries.length; i++) if (entries[i] && entries[i] !== given.solution[i]) wrong.push(i);
          return s.withCellNames((name) => {
            const unique = counted.status === 'solved' && counted.count === 1 && counted.complete;
            const names = listed(tr, wrong.map(name));
            s.announce(unique
              ? (wrong.length === 1 ? tr.t('play.wrong_digit', { cell: names }) : tr.t('play.wrong_digits', { n: wrong.length, cells: names }))
              : wrong.length ? tr.t('play.no_solution_differs', { cells: names }) : tr.t('play.no_solution_several'));
            s.emit('marks', { name: 'error-cell', cells: wrong });
            return { wrong: wrong };
          });
        });
    }).catch((error) => { if (s.current(made)) s.reportError(error); return null; });
  }

  return { enter: enter, progress: progress, toggleNote: toggleNote, checkEntries: checkEntries };
}
