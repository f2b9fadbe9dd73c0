// What is wrong with the session's puzzle, listed (problems event) and
// marked: the text it came from (the site's Puzzle box, a widget's
// attributes), an unfinished or bad region map, and givens that conflict,
// which the library finds (a parse of the grid's cells with the shape's
// checkOptions, session_shape.js) and this file words, one line per value
// and cells. What the library said of a grid is kept (rememberReading): the
// reading of a text (session_text.js) already says whether its givens
// conflict, so the check of the grid it gives asks nothing again. The first
// new problem goes to the status line. In play mode, a grid with no problem
// says how far the reader is (session_play.js). Adds to the state
// (session_state.js): setTextProblem, checkProblems, rememberReading.
import { lineOf, symbolOf } from './cells.js';
import { listed } from './format.js';

const MAX_PROBLEMS = 8;
const REGION_MAP_PROBLEM = 'Region map: ';  // how a problem with the jigsaw's map starts
const KEPT_READINGS = 8;  // what the library said of the last few grids, for the checks to come

// A grid and the options it was read with, as one key: a square grid's
// variant defaults to standard, as the library reads it.
function readingKey(cells, options) {
  return lineOf(cells) + '|' + (options.layout || '') + '|' + (options.layout ? '' : options.variant || 'standard') + '|' +
    (options.regions || '');
}

/** The problem calls over the session's state `s`; s.problems is the list now. */
export function createProblemCheck(s) {
  let textProblems = [];   // what is wrong with the text the puzzle came from
  let checkSeq = 0;
  const readings = new Map();  // readingKey → {ok, error}: what the library said, the oldest first

  /**
   * Keeps what the library said of `cells` read with `options` ({layout} or
   * {variant, regions}): result {ok, error} as parse() answers (error.conflicts
   * when they conflict), so that a check of the same grid asks nothing.
   */
  function rememberReading(cells, options, result) {
    const key = readingKey(cells, options);
    readings.delete(key);
    readings.set(key, { ok: !!result.ok, error: result.error || null });
    if (readings.size > KEPT_READINGS) readings.delete(readings.keys().next().value);
  }

  // What the library says of the grid `cells` with the shape's checkOptions: kept, or asked (and kept).
  function reading(cells, options) {
    const key = readingKey(cells, options);
    if (readings.has(key)) return Promise.resolve(readings.get(key));
    return s.reader().parse(Uint8Array.from(cells), options).then((r) => {
      rememberReading(cells, options, r);
      return r;
    });
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
    const state = s.state;
    const cells = s.shownCells();
    const size = state.size;
    // Before the first shape (a widget whose first puzzle is unreadable) only the text's problems are listed.
    const checked = s.shape && s.shape.checkOptions;
    return (checked ? reading(cells, s.shape.checkOptions) : Promise.resolve({ ok: true }))
      .then((r) => (mine === checkSeq ? s.withCellNames((name) => show(r, name)) : null))
      .catch((error) => { if (mine === checkSeq) s.reportError(error); });

    // Lists and marks the problems of the library's answer `r`; name(cell) names a cell.
    function show(r, name) {
      if (mine !== checkSeq) return;
      const list = [];
      textProblems.forEach((text) => list.push({ text: text, cells: [] }));
      if (checked && s.shape.error) list.push({ text: REGION_MAP_PROBLEM + s.shape.error.message, cells: [] });
      // One line per value and cells, naming every house they share ("in row 1 and box 1").
      const byCells = new Map();
      // An unfinished region map is checked without regions (see updateShape):
      // the boxes of that check are no houses of the jigsaw.
      const houseNames = new Set(checked ? s.shape.houses.map((h) => h.name) : []);
      (!r.ok && r.error.code === 'conflict' ? r.error.conflicts : []).forEach((c) => {
        if (s.shape.error && !houseNames.has(c.houseName)) return;
        const key = c.value + ':' + c.cells.join(',');
        if (byCells.has(key)) byCells.get(key).houses.push(c.houseName);
        else byCells.set(key, { value: c.value, cells: c.cells, houses: [c.houseName] });
      });
      byCells.forEach((c) => {
        const names = c.cells.map(name);
        const verb = state.play ? ' appears ' : ' is given ';
        list.push({ text: symbolOf(c.value) + verb + (names.length === 2 ? 'twice' : names.length + ' times') + ' in ' +
          listed(c.houses) + ': ' + listed(names) + '.', cells: c.cells });
      });
      const earlier = s.problems.map((p) => p.text), texts = list.map((p) => p.text);
      s.problems = list;
      s.emit('problems', { list: list, more: Math.max(0, list.length - MAX_PROBLEMS) });
      s.emit('marks', { name: 'conflict', cells: [].concat.apply([], list.map((p) => p.cells)) });
      // The status describes the grid as it is: a problem it still names that
      // is gone gives way, after a silent change (a paint stroke) too.
      const fresh = list.find((p) => earlier.indexOf(p.text) < 0);
      const gone = s.statusProblem && texts.indexOf(s.statusText) < 0;
      if (fresh && (say || gone)) s.announceProblem(fresh.text);
      else if (gone || say && earlier.some((t) => texts.indexOf(t) < 0)) {
        const mapFixed = checked && s.shape.tinted && !s.shape.error && (/^(Region map|Invalid): (the region map|every region)/.test(s.statusText) ||
          earlier.some((t) => t.indexOf(REGION_MAP_PROBLEM) === 0));
        const conflict = list.find((p) => p.cells.length);
        if (mapFixed) s.announce('The region map is complete: ' + size + ' regions of ' + size + ' cells.');
        else if (conflict) s.announceProblem(conflict.text);
        else if (gone && list.length) s.announceProblem(list[0].text);
        else if (earlier.length) s.announce('No more conflicts.');
      }
      // Play mode: the reader's progress, when the grid itself has no problem (the text's, a widget's bad speed say, are no obstacle).
      if (state.play && list.length === textProblems.length) s.progress(say);
    }
  }

  return { setTextProblem: setTextProblem, checkProblems: checkProblems, rememberReading: rememberReading };
}
