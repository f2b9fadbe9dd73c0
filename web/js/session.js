// One puzzle and what runs on it, shared by the site (site.js) and the widget
// (web/widget/): no DOM. createSession is where it starts; it puts together
// the parts below over one state object and returns what the views call.
//   session_state.js       the state every part shares: the puzzle, its shape, what is on
//                          show, the events, the status line, the grid and its pencil marks,
//                          and what every late answer is checked against (asked, current)
//   session_catalog.js     the library's tables (loadCatalog) and lookups in them
//   session_operations.js  the one running operation: begin, stop, superseded; clearing results
//   session_edits.js       changing the puzzle: setPuzzle, setAlgorithm, edit, the pencil
//   session_shape.js       the houses and regions the library builds for the puzzle
//   session_names.js       the names of its cells, the library's, once per shape
//   session_problems.js    what is wrong with the puzzle, worded and marked
//   session_history.js     undo and redo
//   session_play.js        play mode: the reader's own digits, notes, checking them
//   session_verdict.js     a puzzle's verdict: one solution, none (and where), or how many;
//                          its rating on request (rating_words.js words it)
//   session_text.js        reading a puzzle's text as a square grid or a layout
//   session_search.js      the Solve and All solutions flows
//   session_hint.js        the Hint and Apply hint flows
//   session_animate.js     the Animate flow, over the player (animation.js)
// The flows run over two Worker clients of sudoku.js: `quick` for short
// calls, `work()` for searches (and, when given, a `reader` that reads text
// and names cells: the site's page instance). A text is read once; the
// library is sent the grid's cells after that. comparison.js (Compare) and
// links.js (opening a shared link) are the site's flows, written beside
// these over the methods below.
//
// Views listen with on(type, fn) and call the methods below. Events:
//   puzzle {how}            the state changed (read session.state)
//   shape {shape}           new houses or regions to draw
//   grid {givens, overlay, entries}  what the cells show (overlay: solver digits, or null;
//                           entries: the reader's own digits in play mode, drawn as theirs)
//   notes {masks}           the reader's own pencil marks (bit v-1 per cell), or null
//   possibilities {tally, size}  where the kept solutions differ (possibilities.js), drawn until the next grid
//   cell {cell, value, kind} / flash {cell, name} / marks {name, cells}
//                           the animation and highlights, cell by cell
//   status {text}           one sentence for the status line
//   counters {rows}         [[name, text], ...] under the grid ([] clears)
//   step {text}             the animation's last step in words
//   problems {list}         [{text, cells}] conflicts and unreadable input
//   operation {name}        what runs now ('solve', 'all', 'animate', 'compare') or null
//   playing {on}            the animation plays (true) or is paused
//   hint {hint}             the hint on show (null: none)
//   solutions {type: 'start'|'batch'|'done', solutions?, verdict?}
//   compare {type: 'start'|'row'|'done', algorithms?, index?, row?}  (comparison.js)
//   solved {puzzle, solution, algorithm, stats, by}   a grid was completed
//   error {code, message, cells}                      something could not run
//   history {undo, redo}    how many changes can be undone and redone
//   candidates {masks, struck}  pencil marks to show (bit v-1 per cell), or null;
//                           struck: [{cell, value}] just ruled out (the animation's)
//   layouts {layouts}       the layouts came (only when the catalog came without them)
import { createSessionState } from './session_state.js';
import { createOperations } from './session_operations.js';
import { createEdits } from './session_edits.js';
import { createShapeUpdates } from './session_shape.js';
import { createCellNames } from './session_names.js';
import { createProblemCheck } from './session_problems.js';
import { createHistory } from './session_history.js';
import { createPlayMode } from './session_play.js';
import { createVerdict } from './session_verdict.js';
import { createTextReader } from './session_text.js';
import { createSearchFlows } from './session_search.js';
import { createHintFlow } from './session_hint.js';
import { createAnimateFlow } from './session_animate.js';

/**
 * deps: {quick: the Worker client for short calls (or a function returning
 * it, for a client made on first use), work(): the Worker client for
 * searches, catalog: loadCatalog's tables, tr: the reader's language
 * (i18n.js's createTranslator; default English), reader: what reads text and
 * names cells (an object with parse(), readAnyLayout() and cellNames() as a
 * Worker client has them; default quick), layouts: a promise of the layouts
 * when the catalog came without them, listed(): a promise All solutions
 * waits on before it counts on past the solutions it kept (the widget's:
 * its solution events all fired, so that its Worker does not count while
 * the page still has events to fire); default none}.
 */
export function createSession(deps) {
  const s = createSessionState(deps);
  // The parts that the others call add their calls to the state; the flows,
  // which only the views call, stand apart.
  [createOperations, createEdits, createShapeUpdates, createCellNames, createProblemCheck, createHistory, createPlayMode, createVerdict]
    .forEach((createPart) => Object.assign(s, createPart(s)));
  const text = createTextReader(s);
  const search = createSearchFlows(s);
  const hints = createHintFlow(s);
  const animate = createAnimateFlow(s);

  return {
    on: s.on,
    state: s.state,
    catalog: s.catalog,
    /** The reader's language (i18n.js's translator); setting it words what is said from then on. */
    get tr() { return s.tr; },
    set tr(tr) { s.tr = tr; },
    get shape() { return s.shape; },
    get operation() { return s.operation ? s.operation.name : null; },
    get busy() { return !!s.operation; },
    get playing() { return animate.playing; },
    get problems() { return s.problems; },
    /** What the status line says now. */
    get statusText() { return s.statusText; },
    algorithmById: s.algorithmById,
    layoutById: s.layoutById,
    constraintKindById: s.constraintKindById,
    /** Resolves to the layouts once known (they may come after the rest of the catalog). */
    layouts: () => s.layoutsKnown,
    layoutInfo: s.layoutInfo,
    where: s.where,
    variantFits: s.variantFits,
    sizeFits: s.sizeFits,
    capabilities: s.capabilities,
    line: s.line,
    shownCells: s.shownCells,
    blanks: s.blanks,
    boardOptions: s.boardOptions,
    puzzleOptions: s.puzzleOptions,
    announce: s.announce,
    reportError: s.reportError,
    setPuzzle: s.setPuzzle,
    setAlgorithm: s.setAlgorithm,
    edit: s.edit,
    setTextProblem: s.setTextProblem,
    /** Calls fn(name) once the cells' names are known (name(cell): "r3c7" in the reader's language). */
    withCellNames: s.withCellNames,
    readText: text.readText,
    verdict: s.verdict,
    sayWithVerdict: s.sayWithVerdict,
    /** Rates the puzzle's givens and says it in the status line; resolves to the library's rating (null: see session_verdict.js). */
    rate: s.rate,
    solve: search.solve,
    allSolutions: search.allSolutions,
    showSolution: search.showSolution,
    showPossibilities: search.showPossibilities,
    play: animate.play,
    pause: animate.pause,
    playOrPause: animate.playOrPause,
    step: animate.step,
    stepBack: animate.stepBack,
    /** Whether Back has a step to go back to (the animation on show, of this grid, has played one). */
    get canStepBack() { return animate.canStepBack(); },
    animate: animate.animate,
    resetAnimation: animate.resetAnimation,
    setRate: animate.setRate,
    hint: hints.hint,
    applyHint: hints.applyHint,
    setHintOptions: hints.setHintOptions,
    undo: s.undo,
    redo: s.redo,
    showCandidates: s.showCandidates,
    toggleCandidate: s.toggleCandidate,
    toggleNote: s.toggleNote,
    checkEntries: s.checkEntries,
    stop: s.stop,
    // What an answer is checked against (session_state.js): setPuzzle
    // resolves to the state it made; what a view says after it (a word in
    // the status line) is for that state only while current() holds;
    // samePuzzle() holds while the puzzle is the same (something else may have been drawn).
    asked: s.asked,
    current: s.current,
    samePuzzle: s.samePuzzle,
    // For flows written beside this file (comparison.js): the operation
    // lifecycle, the search options of the current puzzle, and the event bus.
    beginOperation: s.begin,
    endOperation: s.end,
    failed: s.failed,
    searchOptions: s.searchOptions,
    work: s.work,
    emit: s.emit,
  };
}
