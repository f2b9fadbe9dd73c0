// The session's state: the puzzle, what the library built for it, what is on
// show, the event bus the views listen to (session.js lists the events) and
// the status line. session.js makes one such object, `s`, and hands it to
// every part of the session (session_*.js): they read and write its fields
// and call each other through it. The parts that others call add their
// calls to it (each part's opening comment names what it adds); this file
// holds what all of them use: the puzzle as the library is asked about it,
// the status line, what an answer is checked against, and drawing the grid
// with its pencil marks.
import { lineOf } from './cells.js';
import { createKeptSolutions } from './kept_solutions.js';
import { shorten } from './format.js';
import { createTranslator } from './i18n.js';
import { errorWords as libraryErrorWords } from './error_words.js';
import { catalogLookups, isJigsaw } from './session_catalog.js';

/** The state over `deps` (createSession's). */
export function createSessionState(deps) {
  const catalog = deps.catalog;
  const quick = typeof deps.quick === 'function' ? deps.quick : () => deps.quick;
  const listeners = new Map();  // a Map: a page that pollutes Object.prototype cannot reach in
  function on(type, fn) {
    if (!listeners.has(type)) listeners.set(type, []);
    listeners.get(type).push(fn);
  }
  function emit(type, data) { (listeners.get(type) || []).forEach((fn) => fn(data || {})); }

  // The layouts, once known (a layout link or a layout's text waits for them).
  const layoutsKnown = catalog.layouts ? Promise.resolve(catalog.layouts) : Promise.resolve(deps.layouts).then((list) => {
    if (!Array.isArray(list)) throw new Error('the library gave no list of layouts');
    catalog.layouts = list;
    emit('layouts', { layouts: list });
    return list;
  });
  layoutsKnown.catch(() => {});  // each use says what failed

  // ---- What an answer is for ------------------------------------------------------
  //
  // One rule for whatever is drawn (the givens, the reader's digits, solver
  // digits, the status, the counters): it comes from the state as it is now.
  // Every answer that comes later than it was asked (the library's, from a
  // Worker) is checked against the state it was asked for: asked() is that
  // state, current(asked) says a result may still be drawn, samePuzzle(asked)
  // that a fact of the puzzle (its shape, its candidates) still holds. Two
  // counts make the state: the puzzle's (givens, the reader's digits, pencil
  // marks, layout, variant, regions), which every change of them bumps
  // (changed()), and the picture's (what the grid shows and the algorithm
  // it shows it for), which everything that takes the grid over bumps too
  // (an operation begun or stopped by a change, a hint asked, another
  // algorithm: takeOver()). An operation stopped by the reader (Stop,
  // Escape) takes nothing over: what it found so far stays, and its last
  // answer is still drawn. A part that also needs "the latest of my own
  // calls" (the problems check, a widget's configuration, the Puzzle box)
  // keeps its own sequence besides.
  let puzzleVersion = 0;
  let pictureVersion = 0;
  /** The puzzle changed: every answer asked before it is for another puzzle. */
  function changed() { puzzleVersion++; pictureVersion++; }
  /** Something else takes the grid over (an operation, a hint, another algorithm): results asked before it are not drawn. */
  function takeOver() { pictureVersion++; }
  /** The state now, to check an answer against when it comes. */
  function asked() { return { puzzle: puzzleVersion, picture: pictureVersion }; }
  /** Whether a result asked at `a` may still be drawn: nothing changed or took the grid over since. */
  function current(a) { return !!a && a.puzzle === puzzleVersion && a.picture === pictureVersion; }
  /** Whether a fact of the puzzle asked at `a` (its shape, its candidates) still holds: the puzzle is the same. */
  function samePuzzle(a) { return !!a && a.puzzle === puzzleVersion; }

  // ---- The status line -----------------------------------------------------------

  let statusText = '';        // what the status line says now
  let statusProblem = false;  // it names a problem of the grid (checkProblems, reportError)
  let resultShown = false;    // it shows a result (a solution, a count, a hint, the animation's end)
  let statusError = null;     // the library's error it reports (reportError): {code, message (English), source}, or null
  const announce = (text) => { statusText = text; statusProblem = false; resultShown = false; statusError = null; emit('status', { text: text }); };
  const announceProblem = (text) => { announce(text); statusProblem = true; };
  // The status line describes the grid as it is: every change of the puzzle
  // says what changed (session_edits.js), and a result shown for what the
  // grid showed (a solution, a count, a hint) gives way to `text` when
  // something else is drawn or chosen (forgetResult).
  function result(text) {
    announce(text);
    resultShown = true;
  }
  function forgetResult(text) {
    if (resultShown) announce(text);
    resultShown = false;
  }
  /**
   * A SudokuError in the status line with its cells marked, and as an
   * `error` event (its code and the library's English message). source:
   * what failed, in the reader's language ("Could not read this shape"), or
   * none: the error is the input's ("Invalid: ...").
   */
  function reportError(error, source) {
    const tr = s.tr;
    if (error && error.name === 'SudokuError') {
      const message = shorten(errorWords(error));
      announceProblem(source ? tr.t('error.from', { source: source, message: message }) : tr.t('error.invalid', { message: message }));
      statusError = { code: error.code, message: error.message, source: source || '' };
      emit('marks', { name: 'error-cell', cells: error.cells || [] });
    } else {
      const message = error && error.message ? error.message : String(error);
      announce(tr.t('error.from', { source: source || tr.t('error.failed'), message: message }));
    }
    emit('error', { code: error && error.code || 'failed', message: error && error.message || String(error), cells: error && error.cells || [] });
  }
  /** A library error ({code, message}) in the reader's language (error_words.js). */
  function errorWords(error) { return libraryErrorWords(s.tr, error); }

  // ---- The puzzle as the library is asked about it -------------------------------

  // cells: the givens. entries: digits placed on top of them (null: none yet),
  // by applied hints, or by the reader in play mode, where typing goes there too.
  // eliminations: candidates ruled out ({cell, value}), by applied hints or
  // the reader's pencil; with the grid they are the logic state hints work on.
  // layout: '' for a square grid of `size`, or a layout's id (star, samurai,
  // ...: its cells, houses and groups are catalog.layouts'; size is its symbols).
  // notes: the reader's own pencil marks (bit v-1 per cell), or null: what
  // they wrote, never read by the library (the pencil's eliminations are).
  // constraints: the rules beyond the houses ([{kind, cells, number}], the
  // library's PuzzleConstraint; a square grid's only), [] for none.
  const state = { size: 9, variant: 'standard', regions: '', cells: new Uint8Array(81), algorithm: 'fast', entries: null, play: false,
    eliminations: [], layout: '', notes: null, constraints: [] };
  const lookups = catalogLookups(catalog);
  /** The current layout's info (cells, houses, groupOf, ...), or null on a square grid. */
  function layoutInfo() { return state.layout ? lookups.layoutById(state.layout) : null; }
  /** What the animation names cells by (animation_words.js): the size, or the layout's cells. */
  function where() { return state.layout ? layoutInfo().cells : state.size; }
  function algorithm() { return lookups.algorithmById(state.algorithm); }
  /**
   * Which operations the current algorithm can run on the current puzzle:
   * fits (its size), rules (it takes the puzzle's rules beyond the houses, or there are none).
   */
  function capabilities() {
    const a = algorithm();
    const fits = !!a && state.size >= a.minSize && state.size <= a.maxSize;
    const rules = !!a && (!state.constraints.length || a.capabilities.constraints);
    const runs = fits && rules;
    return { fits: fits, rules: rules, solve: runs, all: runs && a.capabilities.enumerate, animate: runs && a.capabilities.trace };
  }
  function line() { return lineOf(state.cells); }
  /** The givens with the reader's digits (play mode), as the grid shows them. */
  function shownCells() {
    if (!state.entries) return state.cells;
    const all = Uint8Array.from(state.cells);
    for (let i = 0; i < all.length; i++) if (!all[i]) all[i] = state.entries[i];
    return all;
  }
  function blanks() { return shownCells().filter((v) => !v).length; }
  // The grid as the library is sent it: cells (the text it came from was read
  // once), each a copy of its own, since edits change state.cells in place.
  /** The givens, as cells. */
  function givenCells() { return Uint8Array.from(state.cells); }
  /** The grid as shown (givens and the reader's digits), as cells. */
  function gridCells() { return Uint8Array.from(shownCells()); }
  /** The board as the library is told it: {layout}, or {variant, regions}; the houses only. */
  function boardOptions() {
    if (state.layout) return { layout: state.layout };  // (a layout takes no variant)
    const options = { variant: state.variant };
    if (isJigsaw(state.variant)) options.regions = state.regions;
    return options;
  }
  /** The board with its rules beyond the houses, when it has any: what every call on the puzzle is sent. */
  function puzzleOptions() {
    const options = boardOptions();
    if (state.constraints.length) options.constraints = state.constraints;
    return options;
  }
  function searchOptions(extra) { return Object.assign(puzzleOptions(), { algorithm: state.algorithm }, extra || {}); }

  // ---- The grid and its pencil marks ----------------------------------------------

  let candidatesShown = false;  // the reader's pencil marks are on
  let animationMarks = false;   // the animation's own pencil marks (Crook's) are on show
  function render() {
    // The reader's digits (play mode) are drawn as theirs, under a solution too.
    emit('grid', { givens: state.cells, overlay: s.overlay || state.entries, entries: state.play ? state.entries : null });
    emit('notes', { masks: state.notes });
    // The animation's marks go with the next change of the grid; the reader's, if on, come back.
    const animated = animationMarks;
    animationMarks = false;
    if (candidatesShown) updateCandidates();
    else if (animated) emit('candidates', { masks: null });
  }
  /** Shows or hides the pencil marks (candidates event: masks, or null). */
  function showCandidates(on) {
    candidatesShown = !!on;
    if (on) return updateCandidates();
    emit('candidates', { masks: null });
    return Promise.resolve();
  }
  function updateCandidates() {
    if (animationMarks) return Promise.resolve();  // the animation's pencil marks are on show
    if (s.overlay) { emit('candidates', { masks: null }); return Promise.resolve(); }  // a solution on show has no blanks to mark
    const mine = asked();  // (a render asks again: whatever took the grid over since drew it anew)
    const shown = () => current(mine) && candidatesShown && !animationMarks;
    return quick().candidates(gridCells(), Object.assign(puzzleOptions(), { eliminations: state.eliminations })).then((r) => {
      if (shown()) emit('candidates', { masks: r.masks });
    }, () => { if (shown()) emit('candidates', { masks: null }); });
  }
  /** The animation's pencil marks (masks, struck: [{cell, value}] just ruled out), or null: its marks go. */
  function showAnimationCandidates(masks, struck) {
    if (!masks) {  // the animation's marks go: the reader's, if on, come back
      animationMarks = false;
      if (candidatesShown) updateCandidates();
      else emit('candidates', { masks: null });
      return;
    }
    animationMarks = true;  // (a late answer for the reader's marks is dropped)
    emit('candidates', { masks: masks, struck: struck || [] });
  }

  const s = Object.assign({
    catalog: catalog,
    /** The Worker client for short calls, the one for searches, and what parses text. */
    quick: quick,
    work: () => deps.work(),
    listed: () => (deps.listed ? deps.listed() : null),
    offers: !!deps.offers,  // the view has All solutions and Where they differ to offer for several solutions
    reader: () => deps.reader || quick(),
    state: state,
    shape: null,       // {size, regionOf, houses, special, error, checkOptions, tinted, layout} (session_shape.js)
    overlay: null,     // solver digits shown in the blank cells, or null
    operation: null,   // the running operation: {name, stop(), asked, superseded} (session_operations.js)
    problems: [],      // [{text, cells}] the problems listed now (session_problems.js)
    lastHint: null,    // the hint on show (session_hint.js); clearResults forgets it
    deadEntry: null,   // {cell, value}: the typed digit that left the grid no solution (session_edits.js)
    kept: createKeptSolutions(),  // All solutions: the ones kept for browsing (session_search.js); clearResults forgets them
    layoutsKnown: layoutsKnown,
    tr: deps.tr || createTranslator('en'),  // the reader's language (i18n.js): every sentence the session says is worded by it
    /** The library's `wording` option for the reader's language (sentences of hints, ratings, traces), or undefined for English. */
    wording: function () { return s.tr.wording(catalog.templates, catalog.techniques, catalog.constraintKinds); },
    on: on,
    emit: emit,
    announce: announce,
    announceProblem: announceProblem,
    get statusText() { return statusText; },
    get statusProblem() { return statusProblem; },
    /** The library's error the status line reports ({code, message: the library's English, source}), or null. */
    get statusError() { return statusError; },
    result: result,
    forgetResult: forgetResult,
    reportError: reportError,
    errorWords: errorWords,
    layoutInfo: layoutInfo,
    where: where,
    algorithm: algorithm,
    capabilities: capabilities,
    line: line,
    changed: changed,
    takeOver: takeOver,
    asked: asked,
    current: current,
    samePuzzle: samePuzzle,
    shownCells: shownCells,
    givenCells: givenCells,
    gridCells: gridCells,
    blanks: blanks,
    boardOptions: boardOptions,
    puzzleOptions: puzzleOptions,
    searchOptions: searchOptions,
    render: render,
    showCandidates: showCandidates,
    updateCandidates: updateCandidates,
    showAnimationCandidates: showAnimationCandidates,
  }, lookups);
  return s;
}
