// One puzzle and what runs on it, shared by the site (site.js) and the widget
// (web/widget/): no DOM. It owns the puzzle (size, variant, region map,
// givens, the reader's own digits in play mode, the algorithm), the shape
// the library builds for it (houses, regions; fetched with a sequence guard,
// so a late answer for an old shape is dropped), the conflicts the library
// finds, the one running operation (begin, progress, stop, superseded) and
// the flows (solve, all solutions, animate, hint; compare is comparison.js,
// over the same operation lifecycle, which only the site uses) over two
// Worker clients of sudoku.js: `quick` for short calls, `work()` for searches
// (and, when given, a `reader` that only parses: the site's page instance).
//
// Views listen with on(type, fn) and call the methods below. Events:
//   puzzle {how}            the state changed (read session.state)
//   shape {shape}           new houses or regions to draw
//   grid {givens, overlay}  what the cells show (overlay: solver digits, or null)
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
// links.js (opening a shared link) and comparison.js are the site's flows,
// written beside this file over the same methods.
//   solved {puzzle, solution, algorithm, stats, by}   a grid was completed
//   error {code, message, cells}                      something could not run
//   history {undo, redo}    how many changes can be undone and redone
//   candidates {masks, struck}  pencil marks to show (bit v-1 per cell), or null;
//                           struck: [{cell, value}] just ruled out (the animation's)
//   layouts {layouts}       the layouts came (only when the catalog came without them)
import { createAnimation } from './animation.js';
import { lineOf, cellName, symbolOf, regionMapOf, SYMBOLS } from './cells.js';
import { count, ms, stopped, shorten, listed, verdict } from './format.js';

export const KEEP_SOLUTIONS = 10000;  // solutions kept for browsing (a 25x25 one is 625 bytes)
const UNIQUENESS_TIME_LIMIT = 5000;
const MAX_UNDO = 500;  // changes remembered for undo
const SOLVABLE_TIME_LIMIT = 250;  // ms the quick Worker may spend on "does a solution remain"
const OPERATION_NAMES = { solve: 'Solving', all: 'The search for every solution', animate: 'The animation', compare: 'The comparison' };
const MAX_PROBLEMS = 8;
const REGION_MAP_PROBLEM = 'Region map: ';  // how a problem with the jigsaw's map starts

/**
 * Resolves to the library's tables: {algorithms, techniques, kinds, variants,
 * sizes, layouts} from `client`, a Worker client or the synchronous API.
 * With {layouts: false} the layouts are left out (building them costs an
 * instance tens of milliseconds): createSession's deps.layouts brings them.
 */
export function loadCatalog(client, options) {
  const withLayouts = !options || options.layouts !== false;
  return Promise.all([client.algorithms(), client.techniques(), client.eventKinds(), client.variants(), client.sizes(),
    withLayouts ? client.layouts() : undefined])
    .then((t) => {
      const catalog = { algorithms: t[0], techniques: t[1], kinds: t[2], variants: t[3], sizes: t[4] };
      if (withLayouts) catalog.layouts = t[5];
      return catalog;
    });
}

/** True when a variant id asks for a region map (jigsaw, alone or with other rules). */
export function isJigsaw(variant) { return String(variant).split(',').indexOf('jigsaw') >= 0; }

/**
 * deps: {quick: the Worker client for short calls (or a function returning
 * it, for a client made on first use), work(): the Worker client for
 * searches, catalog: loadCatalog's tables, reader: what parses text (an
 * object with parse() as a Worker client has it; default quick), layouts: a
 * promise of the layouts when the catalog came without them}.
 */
export function createSession(deps) {
  const catalog = deps.catalog;
  const quick = typeof deps.quick === 'function' ? deps.quick : () => deps.quick;
  const reader = () => deps.reader || quick();
  const listeners = new Map();  // a Map: a page that pollutes Object.prototype cannot reach in
  // The layouts, once known (a layout link or a layout's text waits for them).
  const layoutsKnown = catalog.layouts ? Promise.resolve(catalog.layouts) : Promise.resolve(deps.layouts).then((list) => {
    if (!Array.isArray(list)) throw new Error('the library gave no list of layouts');
    catalog.layouts = list;
    emit('layouts', { layouts: list });
    return list;
  });
  layoutsKnown.catch(() => {});  // each use says what failed
  // cells: the givens. entries: digits placed on top of them (null: none yet),
  // by applied hints, or by the reader in play mode, where typing goes there too.
  // eliminations: candidates ruled out ({cell, value}), by applied hints or
  // the reader's pencil; with the grid they are the logic state hints work on.
  // layout: '' for a square grid of `size`, or a layout's id (star, samurai,
  // ...: its cells, houses and groups are catalog.layouts'; size is its symbols).
  const state = { size: 9, variant: 'standard', regions: '', cells: new Uint8Array(81), algorithm: 'fast', entries: null, play: false,
    eliminations: [], layout: '' };
  let candidatesShown = false;
  let shape = null;        // {size, regionOf, houses, special, error, checkOptions, layout: a layout's info or null}
  let overlay = null;      // solver digits shown in the blank cells, or null
  let operation = null;    // the running operation: {name, stop(), superseded}
  let textProblems = [];   // what is wrong with the text the puzzle came from (the site's Puzzle box, a widget's attributes)
  let problems = [];
  let lastHint = null;
  let shapeSeq = 0;
  let checkSeq = 0;
  let rate = 20;           // animation steps a second
  let anim = null;
  let kept = [];           // All solutions: the ones kept for browsing

  function on(type, fn) {
    if (!listeners.has(type)) listeners.set(type, []);
    listeners.get(type).push(fn);
  }
  function emit(type, data) { (listeners.get(type) || []).forEach((fn) => fn(data || {})); }
  let statusText = '';     // what the status line says now
  let statusProblem = false;  // it names a problem of the grid (checkProblems, reportError)
  const announce = (text) => { statusText = text; statusProblem = false; emit('status', { text: text }); };
  const announceProblem = (text) => { announce(text); statusProblem = true; };

  // ---- The catalog -----------------------------------------------------------

  function algorithmById(id) { return catalog.algorithms.find((a) => a.id === id) || null; }
  function variantById(id) { return catalog.variants.find((v) => v.id === id) || null; }
  function variantFits(id, size) {
    const v = variantById(id);
    return !!v && v.sizes.indexOf(size) >= 0;
  }
  function sizeFits(size) { return catalog.sizes.some((s) => s.size === size); }
  function layoutById(id) { return (catalog.layouts || []).find((l) => l.id === id) || null; }
  /** The current layout's info (cells, houses, groupOf, ...), or null on a square grid. */
  function layoutInfo() { return state.layout ? layoutById(state.layout) : null; }
  /** What cellName() names cells by: the size, or the layout's cells. */
  function where() { return state.layout ? layoutInfo().cells : state.size; }
  function algorithm() { return algorithmById(state.algorithm); }
  /** Which operations the current algorithm can run on the current size. */
  function capabilities() {
    const a = algorithm();
    const fits = !!a && state.size >= a.minSize && state.size <= a.maxSize;
    return { fits: fits, solve: fits, all: fits && a.capabilities.enumerate, animate: fits && a.capabilities.trace };
  }

  // ---- The puzzle ------------------------------------------------------------

  function line() { return lineOf(state.cells); }
  // What an answer is checked against: the grid as shown, its variant and regions.
  function puzzleKey() { return lineOf(shownCells()) + '|' + state.layout + '|' + state.variant + '|' + state.regions + '|' + state.eliminations.length; }
  /** The givens with the reader's digits (play mode), as the grid shows them. */
  function shownCells() {
    if (!state.entries) return state.cells;
    const all = Uint8Array.from(state.cells);
    for (let i = 0; i < all.length; i++) if (!all[i]) all[i] = state.entries[i];
    return all;
  }
  function blanks() { return shownCells().filter((v) => !v).length; }
  function puzzleOptions() {
    if (state.layout) return { layout: state.layout };  // (a layout takes no variant)
    const options = { variant: state.variant };
    if (isJigsaw(state.variant)) options.regions = state.regions;
    return options;
  }
  function searchOptions(extra) { return Object.assign(puzzleOptions(), { algorithm: state.algorithm }, extra || {}); }

  /**
   * Changes the puzzle: any of {cells, layout, variant, regions, algorithm, play}
   * (play: the reader fills the blanks, keeping the givens); what is not
   * given stays. A new size comes with new cells; a variant that does not fit
   * the size becomes "standard"; a jigsaw without a map starts from the boxes.
   * layout: a layout's id ('' for a square grid), with its cells in reading
   * order; new cells of another count than the layout's leave the layout.
   * how: {announce (default true), example, fromText, keepRegionText} for the views.
   */
  function setPuzzle(change, how) {
    how = how || {};
    if (!how.fromHistory && shape) remember();
    stop('puzzle');
    const cells = change.cells || state.cells;
    let layout = change.layout !== undefined ? change.layout : state.layout;
    if (layout && (!layoutById(layout) || layoutById(layout).cellCount !== cells.length)) layout = '';
    const size = layout ? layoutById(layout).symbols : Math.round(Math.sqrt(cells.length));
    let variant = layout ? 'standard' : change.variant || state.variant;
    if (!variantFits(variant, size)) variant = 'standard';
    let regions = change.regions !== undefined ? change.regions : state.regions;
    if (!isJigsaw(variant)) regions = '';
    else if (size !== state.size && regions.length !== size * size) regions = '';
    const shapeChanged = size !== state.size || layout !== state.layout || variant !== state.variant || regions !== state.regions || !shape;
    state.layout = layout;
    state.size = size;
    state.cells = cells;
    state.variant = variant;
    state.regions = regions;
    if (change.algorithm) state.algorithm = change.algorithm;
    // A new grid starts without placed digits (undo brings them back, see travel()).
    if (change.play !== undefined) state.play = !!change.play;
    state.entries = state.play ? new Uint8Array(cells.length) : null;
    state.eliminations = [];
    overlay = null;
    clearResults();
    emit('puzzle', { how: how });
    render();
    forgetResult('The grid changed: ' + (layout ? layoutById(layout).name : size + 'x' + size + ', ' + variantById(variant).name) + '.');
    const shaped = shapeChanged ? updateShape(isJigsaw(variant) && !regions) : Promise.resolve();
    const checked = shaped.then(() => checkProblems(how.announce !== false));
    return checked;
  }

  function setAlgorithm(id) {
    stop('algorithm');
    if (algorithmById(id)) state.algorithm = id;
    emit('puzzle', { how: { algorithm: true } });
    forgetResult('Algorithm: ' + algorithm().name + '.');
  }

  /** A value typed into a cell (0 clears): a given, or in play mode the reader's digit. */
  function edit(cell, value) {
    if (state.play) return enter(cell, value);
    const placed = state.entries ? state.entries[cell] : 0;
    if (state.cells[cell] === value && !overlay && !placed) return Promise.resolve();
    if (state.cells[cell] !== value || placed) remember();
    stop('puzzle');
    state.cells[cell] = value;
    if (placed) state.entries[cell] = 0;  // a given typed over a placed digit replaces it
    overlay = null;
    clearResults();
    emit('puzzle', { how: { edit: true } });
    render();
    forgetResult(describeEdit(cell, value));
    return checkProblems(true).then(() => (value && !problems.length ? checkSolvable(cell, value) : null));
  }

  // A digit typed into a grid that had a solution: does one remain? The fast
  // solver answers in milliseconds; a grid it cannot settle quickly says nothing.
  function checkSolvable(cell, value) {
    const asked = puzzleKey();
    const options = Object.assign(puzzleOptions(), { algorithm: 'fast', timeLimit: SOLVABLE_TIME_LIMIT });
    return quick().solve(line(), options).then((r) => {
      if (asked !== puzzleKey() || r.status !== 'no_solution') return;
      announce(cellName(cell, where()) + ' = ' + symbolOf(value) + ' leaves no solution.');
      emit('marks', { name: 'error-cell', cells: [cell] });
    }, () => {});
  }

  // Draws the regions at once, then asks the library for the houses (rows,
  // columns, boxes, regions, diagonals, windows) that conflicts, hints and the
  // animation name. A jigsaw without a map takes the boxes' map.
  function updateShape(takeBoxes) {
    if (state.layout) return layoutShape();
    const size = state.size, mine = ++shapeSeq, blank = '.'.repeat(size * size);
    const options = puzzleOptions();
    if (!shape || shape.size !== size || shape.layout) shape = { size: size, regionOf: new Array(size * size).fill(0), houses: [], special: null, error: null };
    const boxes = takeBoxes || (isJigsaw(state.variant) && state.regions.length !== size * size);
    const ask = boxes ? reader().parse(blank, { variant: 'standard' }).then((p) => {
      if (mine !== shapeSeq) return null;
      if (takeBoxes || !state.regions) state.regions = regionMapOf(p.regionOf);
      options.regions = state.regions;
      emit('puzzle', { how: { regions: true } });
      return reader().parse(blank, options);
    }) : reader().parse(blank, options);
    return ask.then((parsed) => {
      if (!parsed || mine !== shapeSeq) return null;
      if (parsed.ok) return { regionOf: parsed.regionOf, houses: parsed.houses, error: null, checkOptions: options };
      // An unfinished region map: draw it as it is and check rows, columns and diagonals.
      const plain = { variant: state.variant.split(',').indexOf('x') >= 0 ? 'x' : 'standard' };
      return reader().parse(blank, plain).then((p) => ({
        regionOf: regionIndices(state.regions, size), houses: p.houses.filter((h) => h.kind !== 'box'), error: parsed.error, checkOptions: plain,
      }));
    }).then((found) => {
      if (!found || mine !== shapeSeq) return;
      const special = new Set();
      found.houses.forEach((h) => {
        if (h.kind === 'diagonal' || h.kind === 'anti_diagonal' || h.kind === 'window') h.cells.forEach((c) => special.add(c));
      });
      shape = { size: size, regionOf: found.regionOf, houses: found.houses, error: found.error, special: special,
        checkOptions: found.checkOptions, tinted: isJigsaw(state.variant), layout: null };
      emit('shape', { shape: shape });
      render();
    }, (error) => {
      if (mine === shapeSeq) reportError(error, 'Could not read this shape');
    });
  }

  // A layout's shape is the catalog's (shapeInfo of every layout, read once):
  // its houses in the order traces and hints index them, its groups drawn.
  function layoutShape() {
    ++shapeSeq;  // a square grid's answer still on its way is dropped
    const info = layoutInfo();
    shape = { size: info.symbols, regionOf: info.groupOf, houses: info.houses, error: null, special: null,
      checkOptions: { layout: info.id }, tinted: false, layout: info };
    emit('shape', { shape: shape });
    render();
    return Promise.resolve();
  }

  function render() {
    emit('grid', { givens: state.cells, overlay: overlay || state.entries });
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
  let candidatesSeq = 0;
  function updateCandidates() {
    const mine = ++candidatesSeq;
    if (animationMarks) return Promise.resolve();  // the animation's pencil marks are on show
    if (overlay) { emit('candidates', { masks: null }); return Promise.resolve(); }  // a solution on show has no blanks to mark
    return quick().candidates(lineOf(shownCells()), Object.assign(puzzleOptions(), { eliminations: state.eliminations })).then((r) => {
      if (mine === candidatesSeq && candidatesShown) emit('candidates', { masks: r.masks });
    }, () => { if (mine === candidatesSeq) emit('candidates', { masks: null }); });
  }

  /** Pencil: rules `value` out of `cell`'s candidates, or back in when the reader ruled it out. */
  function toggleCandidate(cell, value) {
    if (shownCells()[cell]) return Promise.resolve();
    remember();
    const i = state.eliminations.findIndex((e) => e.cell === cell && e.value === value);
    if (i >= 0) state.eliminations.splice(i, 1);
    else state.eliminations.push({ cell: cell, value: value });
    clearResults();
    emit('puzzle', { how: { pencil: true } });
    announce(cellName(cell, where()) + (i >= 0 ? ': ' + symbolOf(value) + ' is a candidate again.' : ': ' + symbolOf(value) + ' ruled out.'));
    return updateCandidates();
  }

  /**
   * What is wrong with the text the puzzle came from: the site's Puzzle box,
   * or a widget's attributes, one problem a line (a text, a list of them,
   * or null: nothing). They stay listed until set again; say: announce a
   * new one (default true).
   */
  function setTextProblem(text, say) {
    textProblems = [].concat(text || []);
    return checkProblems(say !== false);
  }

  // Conflicting digits (from the library), a bad region map, unreadable text:
  // marked and listed; the first new one is announced (say).
  function checkProblems(say) {
    const mine = ++checkSeq;
    const cells = shownCells();
    const size = state.size;
    // Before the first shape (a widget whose first puzzle is unreadable) only the text's problems are listed.
    const checked = shape && shape.checkOptions;
    return (checked ? reader().parse(lineOf(cells), shape.checkOptions) : Promise.resolve({ ok: true })).then((r) => {
      if (mine !== checkSeq) return;
      const list = [];
      textProblems.forEach((text) => list.push({ text: text, cells: [] }));
      if (checked && shape.error) list.push({ text: REGION_MAP_PROBLEM + shape.error.message, cells: [] });
      // One line per value and cells, naming every house they share ("in row 1 and box 1").
      const byCells = new Map();
      // An unfinished region map is checked without regions (see updateShape):
      // the boxes of that check are no houses of the jigsaw.
      const houseNames = new Set(checked ? shape.houses.map((h) => h.name) : []);
      (!r.ok && r.error.code === 'conflict' ? r.error.conflicts : []).forEach((c) => {
        if (shape.error && !houseNames.has(c.houseName)) return;
        const key = c.value + ':' + c.cells.join(',');
        if (byCells.has(key)) byCells.get(key).houses.push(c.houseName);
        else byCells.set(key, { value: c.value, cells: c.cells, houses: [c.houseName] });
      });
      byCells.forEach((c) => {
        const names = c.cells.map((cell) => cellName(cell, where()));
        const verb = state.play ? ' appears ' : ' is given ';
        list.push({ text: symbolOf(c.value) + verb + (names.length === 2 ? 'twice' : names.length + ' times') + ' in ' +
          listed(c.houses) + ': ' + listed(names) + '.', cells: c.cells });
      });
      const earlier = problems.map((p) => p.text), texts = list.map((p) => p.text);
      problems = list;
      emit('problems', { list: list, more: Math.max(0, list.length - MAX_PROBLEMS) });
      emit('marks', { name: 'conflict', cells: [].concat.apply([], list.map((p) => p.cells)) });
      // The status describes the grid as it is: a problem it still names that
      // is gone gives way, after a silent change (a paint stroke) too.
      const fresh = list.find((p) => earlier.indexOf(p.text) < 0);
      const gone = statusProblem && texts.indexOf(statusText) < 0;
      if (fresh && (say || gone)) announceProblem(fresh.text);
      else if (gone || say && earlier.some((t) => texts.indexOf(t) < 0)) {
        const mapFixed = checked && shape.tinted && !shape.error && (/^(Region map|Invalid): (the region map|every region)/.test(statusText) ||
          earlier.some((t) => t.indexOf(REGION_MAP_PROBLEM) === 0));
        const conflict = list.find((p) => p.cells.length);
        if (mapFixed) announce('The region map is complete: ' + size + ' regions of ' + size + ' cells.');
        else if (conflict) announceProblem(conflict.text);
        else if (gone && list.length) announceProblem(list[0].text);
        else if (earlier.length) announce('No more conflicts.');
      }
      // Play mode: the reader's progress, when the grid itself has no problem (the text's, a widget's bad speed say, are no obstacle).
      if (state.play && list.length === textProblems.length) progress(say);
    }, (error) => { if (mine === checkSeq) reportError(error); });
  }

  /**
   * Reads text in any format the library reads; resolves to {cells (the
   * givens, also when they conflict), layout, alternatives} or {error} (a
   * SudokuError's info). layout: read as that layout ('' a square grid); by
   * default the current one, then any other way below (if none reads it, the
   * current layout's reason stands). how: {layouts: text that no square grid
   * reads, or whose square grid's givens conflict, may be a layout's, one
   * line in reading order or rows of its bounding box (the Puzzle box)}.
   * alternatives: [{layout, cells}] the other readings a reader may choose
   * ('' a square grid's); squareConflicts: a square grid reads it too, with
   * conflicting givens.
   */
  function readText(text, layout, how) {
    const options = layout !== undefined ? (layout ? { layout: layout } : {}) : state.layout ? { layout: state.layout } : {};
    const anyLayout = !!(how && how.layouts) && !options.layout;
    return reader().parse(text, options).then((r) => {
      if (r.cells && (r.ok || !anyLayout)) return { cells: Uint8Array.from(r.cells), layout: options.layout || '', alternatives: [] };
      if (layout === undefined && options.layout) return readText(text, '', how).then((other) => (other.error ? { error: r.error } : other));
      if (anyLayout && (r.cells || r.error.code === 'bad_cell_count')) return readAsLayout(text, r);
      return r.cells ? { cells: Uint8Array.from(r.cells), layout: '', alternatives: [] } : { error: r.error };
    });
  }
  // Every layout that reads the text, the first without conflicts opened
  // (21 rows of 21 are a samurai's, a sohei's or a windmill's: the library
  // refuses a given where a layout has no cell); none: the square grid's
  // reading, or the reason of a layout whose bounding box has the text's rows.
  function readAsLayout(text, square) {
    const squareReading = square.cells ? { cells: Uint8Array.from(square.cells), layout: '', alternatives: [] } : { error: square.error };
    return layoutsKnown.then((layouts) => Promise.all(layouts.map((l) => reader().parse(text, { layout: l.id }))).then((readings) => {
      const read = [];
      readings.forEach((x, i) => { if (x.cells) read.push({ layout: layouts[i].id, ok: x.ok, cells: Uint8Array.from(x.cells) }); });
      const clean = read.filter((x) => x.ok);
      const open = clean.length ? clean : square.cells ? [] : read;
      if (!open.length) {
        const lines = text.split(/\r?\n/).filter((l) => l.trim()).length;
        const reasons = square.cells ? [] : readings.filter((x, i) => lines > 1 && layouts[i].rows === lines && x.error && x.error.code !== 'bad_cell_count')
          .map((x) => x.error);
        return reasons.length ? { error: Object.assign({}, reasons[0], { message: reasons.map((e) => e.message).join('; ') }) } : squareReading;
      }
      const others = open.slice(1).map((x) => ({ layout: x.layout, cells: x.cells }));
      if (square.cells) others.push({ layout: '', cells: squareReading.cells });
      return { cells: open[0].cells, layout: open[0].layout, alternatives: others, squareConflicts: !!square.cells };
    }), () => squareReading);  // no layouts known: the square grid's reading stands
  }

  // ---- Operations -------------------------------------------------------------

  /** Starts an operation, stopping the one running. */
  function begin(name, stopIt) {
    stop();
    clearResults();
    overlay = null;
    render();  // what an earlier operation drew (a paused animation's digits) goes
    operation = { name: name, stop: stopIt, superseded: false };
    emit('operation', { name: name });
    return operation;
  }
  function end(op) {
    if (!op || operation !== op) return;
    operation = null;
    emit('operation', { name: null });
    emit('playing', { on: false });
  }
  /**
   * Stops the running operation; its results stay shown when the reader's
   * Stop did it (why 'button'). A change of the puzzle or the algorithm (why
   * 'puzzle', 'algorithm') says that it stopped the search.
   */
  function stop(why) {
    const op = operation;
    if (!op) return;
    op.superseded = why !== 'button';
    end(op);
    op.stop();
    if (why === 'puzzle' || why === 'algorithm') announce(OPERATION_NAMES[op.name] + ' stopped: the ' + why + ' changed.');
  }

  // The status line describes the grid as it is: a result shown for an
  // earlier grid (a solution, a count, a hint) gives way to `text`.
  let resultShown = false;
  function result(text) {
    announce(text);
    resultShown = true;
  }
  function forgetResult(text) {
    if (resultShown) announce(text);
    resultShown = false;
  }
  function describeEdit(cell, value) {
    return cellName(cell, where()) + (value ? ' is ' + symbolOf(value) + '.' : ' is blank.');
  }
  function cancelWork() { deps.work().cancel(); }
  function failed(op) {
    return (error) => {
      if (!op.superseded) reportError(error);
      return null;
    };
  }

  function clearResults() {
    emit('marks', { name: null });
    lastHint = null;
    emit('hint', { hint: null });
    emit('step', { text: '' });
    emit('counters', { rows: [] });
    kept = [];
    emit('solutions', { type: 'hide' });
    emit('compare', { type: 'hide' });
    if (problems.length) emit('marks', { name: 'conflict', cells: [].concat.apply([], problems.map((p) => p.cells)) });
  }

  function showStats(stats, solutions) {
    const rows = [];
    if (solutions !== undefined) rows.push(['Solutions', count(solutions)]);
    rows.push(['Time', ms(stats.elapsedMs)], ['Placements', count(stats.placements)],
      ['Backtracks', count(stats.backtracks)], ['Nodes', count(stats.nodes)]);
    if (stats.attempts) rows.push(['Attempts', count(stats.attempts)]);  // levels' own counter (0 for the others)
    emit('counters', { rows: rows });
  }

  /** A SudokuError in the status line with its cells marked, and as an `error` event. */
  function reportError(error, source) {
    if (error && error.name === 'SudokuError') {
      announceProblem((source ? source + ': ' : 'Invalid: ') + shorten(error.message));
      emit('marks', { name: 'error-cell', cells: error.cells || [] });
    } else {
      announce((source || 'Something went wrong') + ': ' + (error && error.message ? error.message : String(error)));
    }
    emit('error', { code: error && error.code || 'failed', message: error && error.message || String(error), cells: error && error.cells || [] });
  }

  function solve() {
    const a = algorithm();
    if (!a || !capabilities().solve) return Promise.resolve(null);
    const op = begin('solve', cancelWork);
    overlay = null;
    render();
    announce('Solving with ' + a.name + '…');
    const options = searchOptions({ progressInterval: 100, onProgress: (p) => { if (!op.superseded) showStats(p); } });
    const puzzle = line();
    return deps.work().solve(puzzle, options).then((r) => {
      if (op.superseded) return r;
      showStats(r.stats);
      if (r.status === 'solved') {
        if (state.play) state.entries = Uint8Array.from(r.solution);  // play mode: the solution fills the reader's grid
        else overlay = r.solution;
        render();
        const solved = 'Solved by ' + a.name + ' in ' + ms(r.stats.elapsedMs);
        result(solved + '.');
        emit('solved', { puzzle: puzzle, solution: lineOf(r.solution), algorithm: a.id, stats: r.stats, by: 'solve' });
        return uniqueness(op, puzzle).then((verdictText) => {
          if (!op.superseded && verdictText) result(solved + ' — ' + verdictText + '.');
          return r;
        });
      } else if (r.status === 'no_solution') {
        result('No solution: this grid cannot be completed (' + a.name + ' searched every possibility).');
      } else {
        announce(stopped(r.stoppedBy) + ' before ' + a.name + ' found a solution.');
      }
      return r;
    }, failed(op)).then((r) => { end(op); return r; });
  }

  // Whether the solution just found is the only one: the fast solver counts
  // to 2 behind the scenes (a few milliseconds on any real puzzle).
  function uniqueness(op, puzzle) {
    if (op.superseded) return Promise.resolve(null);
    const options = Object.assign(puzzleOptions(), { algorithm: 'fast', limit: 2, timeLimit: UNIQUENESS_TIME_LIMIT });
    return deps.work().count(puzzle, options).then((c) => (c.count >= 2 ? 'one of several solutions'
      : c.complete ? 'unique' : 'not known to be unique (the check was stopped)'), () => null);
  }

  /**
   * All solutions up to `limit` (0 = all): the first KEEP_SOLUTIONS are kept
   * for browsing (solutions events), then the search only counts on.
   */
  function allSolutions(limit) {
    const a = algorithm();
    if (!a || !capabilities().all) return Promise.resolve(null);
    const op = begin('all', cancelWork);
    announce('Looking for every solution' + (limit ? ' (up to ' + count(limit) + ')' : '') + '…');
    emit('solutions', { type: 'start' });
    const client = deps.work();
    const puzzle = line();
    const keep = limit ? Math.min(limit, KEEP_SOLUTIONS) : KEEP_SOLUTIONS;
    const progress = (report, floor) => { if (!op.superseded) showStats(report, Math.max(report.count, floor || 0)); };
    const listed = searchOptions({
      limit: keep, batchSize: 256, progressInterval: 100, onProgress: progress,
      onBatch: (batch) => {
        if (op.superseded) return;
        batch.solutions.forEach((s) => { if (kept.length < KEEP_SOLUTIONS) kept.push(s); });
        emit('solutions', { type: 'batch', solutions: batch.solutions, first: batch.index });
      },
    });
    return client.enumerate(puzzle, listed).then((first) => {
      const more = !first.complete && !first.stoppedBy && first.count === keep && (!limit || limit > keep);
      if (!more || op.superseded) return first;
      // Past the kept ones, only count (from the start: KEEP solutions take milliseconds).
      // Stopped before it caught up, the count still knows the solutions already listed.
      return client.count(puzzle, searchOptions({ limit: limit, progressInterval: 100, onProgress: (r) => progress(r, first.count) }))
        .then((counted) => (counted.count >= first.count ? counted : Object.assign({}, counted, { count: first.count })));
    }).then((r) => {
      if (op.superseded) return r;
      const summary = { count: r.count, complete: r.complete, stoppedBy: r.stoppedBy, stats: r.stats,
        verdict: verdict(r.count, r.complete, r.stoppedBy) };
      showStats(summary.stats, summary.count);
      emit('solutions', { type: 'done', verdict: summary.verdict });
      result(summary.verdict + '.');
      return summary;
    }, failed(op)).then((r) => { end(op); return r; });
  }

  /** Shows kept solution `index` (from 0) in the grid. */
  function showSolution(index) {
    if (!kept[index]) return;
    overlay = kept[index];
    render();
  }

  // ---- Animation ----------------------------------------------------------------

  // The animation draws pencil marks of its own (Crook's): the reader's
  // come back with the next change of the grid (render).
  let animationMarks = false;
  const board = {
    setCandidates: (masks, struck) => {
      if (!masks) {  // the animation's marks go: the reader's, if on, come back
        animationMarks = false;
        if (candidatesShown) updateCandidates();
        else emit('candidates', { masks: null });
        return;
      }
      animationMarks = true;
      candidatesSeq++;  // a late answer for the reader's marks is dropped
      emit('candidates', { masks: masks, struck: struck || [] });
    },
    setCell: (cell, value, kind) => emit('cell', { cell: cell, value: value, kind: kind }),
    show: (givens, values) => emit('grid', { givens: givens, overlay: values }),
    mark: (name, cells) => emit('marks', { name: name, cells: cells }),
    clearMarks: () => emit('marks', { name: null }),
    flash: (cell, name) => emit('flash', { cell: cell, name: name }),
  };

  function animation() {
    if (anim) return anim;
    anim = createAnimation(deps.work(), { techniques: catalog.techniques, kinds: catalog.kinds }, {
      view: board,
      onCounters: (c) => { lastCounters = c; emit('counters', { rows: animationRows(c), counters: c }); },
      onEvent: (text) => emit('step', { text: text }),
      onFinish: finished,
      onError: (error) => { reportError(error); end(operation); },
    });
    anim.setRate(rate);
    return anim;
  }

  // The animation's counters; a trace's events carry no attempts (levels'
  // counter), so they join the rows when the run's stats come (finished).
  let lastCounters = null;
  function animationRows(c, attempts) {
    const rows = [['Steps', count(c.steps)], ['Placements', count(c.placements)],
      ['Backtracks', count(c.backtracks)], ['Nodes', count(c.nodes)], ['Depth', count(c.depth)]];
    if (attempts) rows.push(['Attempts', count(attempts)]);
    return rows;
  }

  function animating() { return !!operation && operation.name === 'animate'; }

  function startAnimation(play) {
    const a = algorithm();
    if (!a || !shape || !capabilities().animate) return;
    begin('animate', () => {
      anim.stop();
      emit('playing', { on: false });
      announce('Animation stopped.');
    });
    // An algorithm that names techniques works on pencil marks: the animation shows them.
    animation().start({
      puzzle: line(), options: searchOptions({ limit: 1 }), givens: Uint8Array.from(state.cells),
      houses: shape.houses, size: state.size, where: where(), candidates: a.capabilities.namesTechniques ? puzzleOptions() : null,
    });
    if (play) anim.play();
    emit('playing', { on: anim.playing });
    announce((play ? 'Animating ' : 'Ready to step through ') + a.name + '.');
  }

  function finished(result, values) {
    emit('playing', { on: false });
    const stats = result.stats;
    const what = result.status === 'solved' ? 'solved' : result.status === 'no_solution' ? 'no solution' : 'stopped';
    announce('Animation finished: ' + what + ' after ' + count(stats.placements) + ' placements and ' +
      count(stats.backtracks) + ' backtracks' + (stats.attempts ? ' (' + count(stats.attempts) + ' attempts)' : '') + '.');
    if (stats.attempts && lastCounters) emit('counters', { rows: animationRows(lastCounters, stats.attempts), counters: lastCounters });
    if (result.status === 'solved') {
      emit('solved', { puzzle: line(), solution: lineOf(values), algorithm: state.algorithm, stats: stats, by: 'animate' });
    }
    end(animating() ? operation : null);
  }

  /** Plays: resumes a paused animation, or starts one from the givens. */
  function play() {
    if (animating()) {
      anim.play();
      announce('Animating ' + algorithm().name + '.');
    } else startAnimation(true);
    emit('playing', { on: animating() && anim.playing });
  }
  function pause() {
    if (animating()) {
      anim.pause();
      announce('Paused after ' + count(anim.steps) + ' steps.');
    }
    emit('playing', { on: false });
  }
  function playOrPause() {
    if (animating() && anim.playing) pause();
    else play();
  }
  /** One step forward (starting a paused animation first); resolves once it is drawn. */
  function step() {
    if (!animating()) startAnimation(false);
    if (!animating()) return Promise.resolve();
    return anim.step().then(() => emit('playing', { on: animating() && anim.playing }));
  }
  /** One step back in the animation (a finished one included); resolves once it is drawn. */
  function stepBack() {
    if (!anim || !anim.job) return Promise.resolve();
    if (!animating()) begin('animate', () => { anim.stop(); emit('playing', { on: false }); announce('Animation stopped.'); });
    return anim.stepBack().then(() => emit('playing', { on: false }));
  }
  function resetAnimation() {
    startAnimation(false);
    if (animating()) announce('Animation reset to the givens.');
  }
  function setRate(stepsPerSecond) {
    rate = stepsPerSecond;
    if (anim) anim.setRate(rate);
  }

  // ---- Undo and redo -----------------------------------------------------------------

  // Snapshots of the puzzle before each change (edits, pastes, clears, new
  // sizes, variants and regions, applied hints, the reader's digits), newest last.
  const past = [];
  let future = [];
  function snapshot() {
    return { cells: Uint8Array.from(state.cells), entries: state.entries && Uint8Array.from(state.entries),
      layout: state.layout, variant: state.variant, regions: state.regions, eliminations: state.eliminations.slice() };
  }
  function remember() {
    past.push(snapshot());
    if (past.length > MAX_UNDO) past.shift();
    future = [];
    emit('history', { undo: past.length, redo: 0 });
  }
  /** Back to the puzzle before the last change; resolves once shown. */
  function undo() { return travel(past, () => future, 'Undone.', 'Nothing to undo.'); }
  /** Forward again to the change undone last. */
  function redo() { return travel(future, () => past, 'Redone.', 'Nothing to redo.'); }
  function travel(from, to, done, nothing) {
    if (!from.length) { announce(nothing); return Promise.resolve(); }
    to().push(snapshot());
    const s = from.pop();
    return setPuzzle({ cells: s.cells, layout: s.layout, variant: s.variant, regions: s.regions }, { fromHistory: true, announce: false }).then(() => {
      state.entries = s.entries;
      state.eliminations = s.eliminations;
      render();
      emit('history', { undo: past.length, redo: future.length });
      announce(done);
      return checkProblems(false);
    });
  }

  // ---- Hints and play -------------------------------------------------------------

  function hint() {
    stop();
    clearResults();
    overlay = null;
    render();
    const asked = puzzleKey();
    return quick().hint(lineOf(shownCells()), Object.assign(puzzleOptions(), { eliminations: state.eliminations })).then((h) => {
      if (asked !== puzzleKey()) return null;  // an answer for a grid that is no longer shown
      lastHint = h;
      h.asked = asked;
      const houses = shape ? shape.houses : [];
      let houseCells = [];
      [h.house, h.otherHouse].forEach((i) => { if (i !== null && houses[i]) houseCells = houseCells.concat(houses[i].cells); });
      if (h.status === 'deduction' && h.house === null && h.cells.length === 1) {
        // A naked single: the reason is everything the houses of its cell already hold.
        houses.forEach((house) => { if (house.cells.indexOf(h.cells[0]) >= 0) houseCells = houseCells.concat(house.cells); });
      }
      const targets = h.placements.concat(h.eliminations).map((p) => p.cell);
      if (h.cell !== null) targets.push(h.cell);
      emit('marks', { name: 'hint-house', cells: houseCells });
      emit('marks', { name: 'hint-pattern', cells: h.cells });
      emit('marks', { name: 'hint-target', cells: targets });
      emit('hint', { hint: h });
      result(h.message);
      return h;
    }, (error) => { reportError(error); return null; });
  }

  function applyHint() {
    const h = lastHint;
    if (!h || !(h.placements.length || h.eliminations.length) || h.asked !== puzzleKey()) return Promise.resolve();
    remember();
    h.eliminations.forEach((e) => state.eliminations.push({ cell: e.cell, value: e.value }));
    // Placed on top of the givens (shown as the solver's digits, not in the link), as the reader's own would be.
    if (!state.entries) state.entries = new Uint8Array(state.cells.length);
    h.placements.forEach((p) => { state.entries[p.cell] = p.value; });
    overlay = null;
    clearResults();
    emit('puzzle', { how: { edit: true } });
    render();
    const said = [];
    if (h.placements.length) said.push('Placed ' + h.placements.map((p) => symbolOf(p.value) + ' in ' + cellName(p.cell, where())).join(', '));
    if (h.eliminations.length) said.push('Ruled out ' + h.eliminations.map((e) => symbolOf(e.value) + ' from ' + cellName(e.cell, where())).join(', '));
    announce(said.join('; ') + '.');
    return checkProblems(false);
  }

  // Play mode: a digit of the reader's (givens stay).
  function enter(cell, value) {
    if (state.cells[cell]) { announce(cellName(cell, where()) + ' is a given.'); return Promise.resolve(); }
    if (state.entries[cell] === value) return Promise.resolve();
    remember();
    stop('puzzle');
    state.entries[cell] = value;
    overlay = null;
    clearResults();
    render();
    return checkProblems(true);
  }

  // How far the reader is, and the grid done right (called when nothing conflicts).
  function progress(say) {
    const left = blanks();
    if (left) { if (say) announce(left + (left === 1 ? ' cell' : ' cells') + ' to go.'); return; }
    announce('Solved! Every house holds each value once.');
    emit('solved', { puzzle: line(), solution: lineOf(shownCells()), algorithm: null, stats: null, by: 'player' });
  }

  return {
    on: on,
    state: state,
    catalog: catalog,
    get shape() { return shape; },
    get operation() { return operation ? operation.name : null; },
    get busy() { return !!operation; },
    get playing() { return animating() && anim.playing; },
    get problems() { return problems; },
    /** What the status line says now. */
    get statusText() { return statusText; },
    algorithmById: algorithmById,
    layoutById: layoutById,
    /** Resolves to the layouts once known (they may come after the rest of the catalog). */
    layouts: () => layoutsKnown,
    layoutInfo: layoutInfo,
    where: where,
    variantFits: variantFits,
    sizeFits: sizeFits,
    capabilities: capabilities,
    line: line,
    shownCells: shownCells,
    blanks: blanks,
    puzzleOptions: puzzleOptions,
    announce: announce,
    reportError: reportError,
    setPuzzle: setPuzzle,
    setAlgorithm: setAlgorithm,
    edit: edit,
    setTextProblem: setTextProblem,
    readText: readText,
    solve: solve,
    allSolutions: allSolutions,
    showSolution: showSolution,
    play: play,
    pause: pause,
    playOrPause: playOrPause,
    step: step,
    stepBack: stepBack,
    animate: () => startAnimation(true),
    resetAnimation: resetAnimation,
    setRate: setRate,
    hint: hint,
    applyHint: applyHint,
    undo: undo,
    redo: redo,
    showCandidates: showCandidates,
    toggleCandidate: toggleCandidate,
    stop: stop,
    // For flows written beside this file (comparison.js): the operation
    // lifecycle, the search options of the current puzzle, and the event bus.
    beginOperation: begin,
    endOperation: end,
    failed: failed,
    searchOptions: searchOptions,
    work: () => deps.work(),
    emit: emit,
  };
}

/**
 * Region index of every cell of a region map line (an unfinished map, as
 * drawn): in the symbols' order (0-9, then A-Z, case-blind), as the library
 * numbers a finished map. When every symbol is one of the first `size`
 * (1-9, A-P), symbol k is region k-1 even while some symbol is missing, so
 * painting one region never renumbers (recolours) the others.
 */
export function regionIndices(map, size) {
  const symbols = Array.from(String(map).toUpperCase());
  const own = symbols.every((ch) => { const v = SYMBOLS.indexOf(ch); return v >= 0 && v < size; });
  const ids = own ? SYMBOLS : Array.from(new Set(symbols)).sort().join('');
  return symbols.map((ch) => ids.indexOf(ch));
}
