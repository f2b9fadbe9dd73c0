// Changing the session's puzzle: a new grid, layout, variant, region map or
// algorithm (setPuzzle, setAlgorithm), a value typed into a cell (edit; in
// play mode the reader's digit, session_play.js), and the reader's pencil
// (toggleCandidate). Each change is remembered for undo (session_history.js),
// stops what runs on the old puzzle and clears its results
// (session_operations.js), fetches a new shape when it has one
// (session_shape.js) and checks the grid again (session_problems.js). A
// change bumps the state's puzzle (s.changed(), session_state.js), so every
// answer asked for the puzzle before it is dropped. Adds to the state
// (session_state.js): setPuzzle, setAlgorithm, edit, toggleCandidate.
import { symbolOf } from './cells.js';
import { isJigsaw } from './session_catalog.js';

const SOLVABLE_TIME_LIMIT = 250;  // ms the quick Worker may spend on "does a solution remain"

/** The edit calls over the session's state `s`. */
export function createEdits(s) {
  const state = s.state;

  /**
   * Changes the puzzle: any of {cells, layout, variant, regions, algorithm, play}
   * (play: the reader fills the blanks, keeping the givens); what is not
   * given stays. A new size comes with new cells; a variant that does not fit
   * the size becomes "standard" (a prime size's: "jigsaw"); a jigsaw without
   * a map starts from the library's map for its size (the boxes, or strips).
   * layout: a layout's id ('' for a square grid), with its cells in reading
   * order; new cells of another count than the layout's leave the layout.
   * entries, eliminations, notes, overlay: the digits placed over the givens,
   * the pencil marks ruled out, the reader's notes and the solution on show
   * (undo's; a new grid starts without them). constraints: the rules beyond
   * the houses ([{kind, cells, number}]); not given, they stay while the
   * grid keeps its cells (a layout has none).
   * how: {announce (default true), example, fromText, keepRegionText,
   * fromHistory, freshHistory: forget the changes before (a widget's new
   * attributes)} for the views. Resolves, once the grid is checked, to the
   * state the change made (s.asked()): what follows it (a word in the status
   * line) is for that state only while s.current() says it still is.
   */
  function setPuzzle(change, how) {
    how = how || {};
    if (how.freshHistory) s.forgetHistory();
    else if (!how.fromHistory && s.shape) s.remember();
    const stopped = s.stop('puzzle');  // then the status says so, and that stands
    s.changed();
    const cells = change.cells || state.cells;
    let layout = change.layout !== undefined ? change.layout : state.layout;
    if (layout && (!s.layoutById(layout) || s.layoutById(layout).cellCount !== cells.length)) layout = '';
    const size = layout ? s.layoutById(layout).symbols : Math.round(Math.sqrt(cells.length));
    let variant = layout ? 'standard' : change.variant || state.variant;
    // A variant that does not fit the new size gives way to standard (on a
    // prime size, which has no boxes, to jigsaw), and the status says so.
    const unfit = !layout && !s.variantFits(variant, size) ? s.variantById(variant) : null;
    if (unfit) variant = s.variantFor(size);
    let regions = change.regions !== undefined ? change.regions : state.regions;
    if (!isJigsaw(variant)) regions = '';
    else if (size !== state.size && regions.length !== size * size) regions = '';
    // The rules beyond the houses: as given; else kept while the cells stay the same cells of a square grid.
    const constraints = layout ? [] : change.constraints !== undefined ? change.constraints.slice()
      : cells.length === state.cells.length && !state.layout ? state.constraints : [];
    const shapeChanged = size !== state.size || layout !== state.layout || variant !== state.variant || regions !== state.regions || !s.shape;
    state.layout = layout;
    state.size = size;
    state.cells = cells;
    state.variant = variant;
    state.regions = regions;
    state.constraints = constraints;
    if (change.algorithm) state.algorithm = change.algorithm;
    // A new grid starts without placed digits (undo brings them back, see session_history.js).
    if (change.play !== undefined) state.play = !!change.play;
    state.entries = change.entries ? Uint8Array.from(change.entries) : state.play ? new Uint8Array(cells.length) : null;
    state.eliminations = change.eliminations ? change.eliminations.slice() : [];
    state.notes = change.notes ? Uint32Array.from(change.notes) : null;
    s.deadEntry = null;  // a digit of the grid before
    s.overlay = change.overlay ? Uint8Array.from(change.overlay) : null;  // (undo's: a solution of these very cells)
    s.clearResults();
    s.emit('puzzle', { how: how });
    s.render();
    // A silent change (a paint stroke) over a status naming a problem leaves
    // it to the problems check, which says whether the problem is gone.
    if (!stopped && !(how.announce === false && s.statusProblem)) s.announce(gridChanged(layout, size, variant, unfit));
    const made = s.asked();
    const shaped = shapeChanged ? s.updateShape(isJigsaw(variant) && !regions) : Promise.resolve();
    return shaped.then(() => s.checkProblems(how.announce !== false)).then(() => made);
  }

  // "The grid changed: 9x9, Standard." (with the variant that did not fit
  // the new size, when one gave way): a layout's name, or the size and variant.
  function gridChanged(layout, size, variant, unfit) {
    const tr = s.tr;
    if (layout) return tr.t('edit.grid_changed_layout', { layout: tr.lib('layout.' + layout, s.layoutById(layout).name) });
    const values = { size: size, variant: tr.lib('variant.' + variant, s.variantById(variant).name) };
    if (!unfit) return tr.t('edit.grid_changed', values);
    // The variant's name without its note in brackets ("Windoku (9x9: four extra windows)").
    values.unfit = tr.lib('variant.' + unfit.id, unfit.name).replace(/ \(.*\)$/, '');
    return tr.t('edit.grid_changed_unfit', values);
  }

  // What ran or was found was the other algorithm's (its digits, counters,
  // step, an animation's history): the grid goes back to the puzzle as made.
  function setAlgorithm(id) {
    s.stop('algorithm');
    s.takeOver();
    if (s.algorithmById(id)) state.algorithm = id;
    s.overlay = null;
    s.clearResults();
    s.emit('puzzle', { how: { algorithm: true } });
    s.render();
    const a = s.algorithm();
    s.forgetResult(s.tr.t('edit.algorithm', { name: s.tr.lib('algorithm.' + a.id + '.name', a.name) }));
  }

  /** A value typed into a cell (0 clears): a given, or in play mode the reader's digit. */
  function edit(cell, value) {
    if (state.play) return s.enter(cell, value);
    const placed = state.entries ? state.entries[cell] : 0;
    if (state.cells[cell] === value && !s.overlay && !placed) return Promise.resolve();
    if (state.cells[cell] !== value || placed) s.remember();
    const stopped = s.stop('puzzle');  // then the status says so, and that stands
    s.changed();
    const made = s.asked();
    state.cells[cell] = value;
    if (placed) state.entries[cell] = 0;  // a given typed over a placed digit replaces it
    s.overlay = null;
    s.clearResults();
    s.emit('puzzle', { how: { edit: true } });
    s.render();
    return s.withCellNames((name) => {
      if (!s.samePuzzle(made)) return null;  // (names that came late: a later change checks its own grid)
      if (s.current(made) && !stopped) {
        s.announce(value ? s.tr.t('edit.cell_is', { cell: name(cell), value: symbolOf(value) }) : s.tr.t('edit.cell_blank', { cell: name(cell) }));
      }
      return s.checkProblems(true);
    }).then(() => (value && !s.problems.length && s.current(made) ? checkSolvable(cell, value, made) : null));
  }

  // A digit typed (a given, or in play mode the reader's) into a grid that
  // had a solution: does one remain? The fast solver answers in
  // milliseconds; a grid it cannot settle quickly says nothing, nor does one
  // changed or taken over (a Solve) since `made`. The digit that left none is
  // kept (s.deadEntry) while it stands: digits added after it cannot bring a
  // solution back, so they are not blamed, and a hint on the dead grid names
  // it (session_hint.js).
  function checkSolvable(cell, value, made) {
    if (deadEntryStands()) return Promise.resolve(null);
    const options = Object.assign(s.puzzleOptions(), { algorithm: 'fast', timeLimit: SOLVABLE_TIME_LIMIT });
    return s.quick().solve(s.gridCells(), options).then((r) => {
      if (!s.current(made) || r.status !== 'no_solution') return null;
      s.deadEntry = { cell: cell, value: value };
      return sayDeadEntry();
    }).catch(() => {});
  }
  /** Whether the digit that left no solution is still in its cell. */
  function deadEntryStands() {
    return !!s.deadEntry && s.shownCells()[s.deadEntry.cell] === s.deadEntry.value;
  }
  /** Says which digit left no solution ("r1c4 = 2 leaves no solution.") and marks its cell. */
  function sayDeadEntry() {
    const dead = s.deadEntry;
    return s.withCellNames((name) => {
      s.announce(s.tr.t('edit.dead_entry', { cell: name(dead.cell), value: symbolOf(dead.value) }));
      s.emit('marks', { name: 'error-cell', cells: [dead.cell] });
    });
  }

  /** Pencil: rules `value` out of `cell`'s candidates, or back in when the reader ruled it out. */
  function toggleCandidate(cell, value) {
    if (s.shownCells()[cell]) return Promise.resolve();
    s.remember();
    s.stop('puzzle');
    s.changed();
    const made = s.asked();
    const i = state.eliminations.findIndex((e) => e.cell === cell && e.value === value);
    if (i >= 0) state.eliminations.splice(i, 1);
    else state.eliminations.push({ cell: cell, value: value });
    s.clearResults();
    s.emit('puzzle', { how: { pencil: true } });
    return s.withCellNames((name) => {
      if (!s.current(made)) return null;
      s.announce(s.tr.t(i >= 0 ? 'pencil.candidate_again' : 'pencil.ruled_out', { cell: name(cell), value: symbolOf(value) }));
      return s.updateCandidates();
    });
  }

  return { setPuzzle: setPuzzle, setAlgorithm: setAlgorithm, edit: edit, toggleCandidate: toggleCandidate,
    checkSolvable: checkSolvable, deadEntryStands: deadEntryStands, sayDeadEntry: sayDeadEntry };
}
