// Undo and redo for the session: a snapshot of the puzzle before each change
// (edits, pastes, clears, new sizes, variants and regions, applied hints,
// the reader's digits and pencil marks), newest last; undo and redo set the
// snapshot again (setPuzzle, session_edits.js) with the digits and pencil
// marks it had, the reader's notes, and the solution it showed. Adds to the state (session_state.js): remember, undo, redo,
// forgetHistory.

const MAX_UNDO = 500;  // changes remembered for undo

/** The history calls over the session's state `s`. */
export function createHistory(s) {
  const state = s.state;
  const past = [];
  let future = [];

  function snapshot() {
    // (overlay: a solution on show comes back with the grid it solved, so typing over a solved grid can be undone)
    return { cells: Uint8Array.from(state.cells), entries: state.entries && Uint8Array.from(state.entries),
      layout: state.layout, variant: state.variant, regions: state.regions, eliminations: state.eliminations.slice(),
      notes: state.notes && Uint32Array.from(state.notes), overlay: s.overlay && Uint8Array.from(s.overlay),
      constraints: state.constraints };  // (never changed in place: a new list each change)
  }
  /** Remembers the puzzle as it is, before a change; forgets what was undone. */
  function remember() {
    past.push(snapshot());
    if (past.length > MAX_UNDO) past.shift();
    future = [];
    s.emit('history', { undo: past.length, redo: 0 });
  }
  /** Back to the puzzle before the last change; resolves once shown. */
  function undo() { return travel(past, () => future, 'history.undone', 'history.nothing_to_undo'); }
  /** Forward again to the change undone last. */
  function redo() { return travel(future, () => past, 'history.redone', 'history.nothing_to_redo'); }
  // done, nothing: the keys of what the status line says after the change, and when there is none.
  function travel(from, to, done, nothing) {
    if (!from.length) { s.announce(s.tr.t(nothing)); return Promise.resolve(); }
    to().push(snapshot());
    const saved = from.pop();
    s.emit('history', { undo: past.length, redo: future.length });
    const change = s.setPuzzle({ cells: saved.cells, layout: saved.layout, variant: saved.variant, regions: saved.regions,
      entries: saved.entries, eliminations: saved.eliminations, notes: saved.notes, overlay: saved.overlay,
      constraints: saved.constraints }, { fromHistory: true, announce: false });
    s.announce(s.tr.t(done));
    return change;
  }
  /** Forgets every change remembered (a widget's new attributes are a new puzzle, not a change the reader can undo). */
  function forgetHistory() {
    past.length = 0;
    future = [];
    s.emit('history', { undo: 0, redo: 0 });
  }

  return { remember: remember, undo: undo, redo: redo, forgetHistory: forgetHistory };
}
