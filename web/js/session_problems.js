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
import { houseWords } from './house_words.js';

const MAX_PROBLEMS = 8;
// A problem of the region map, as the library words it (its English message, whatever the page's language).
const REGION_MAP_MESSAGE = /^(the region map|every region)/;
const KEPT_READINGS = 8;  // what the library said of the last few grids, for the checks to come

// A grid and the options it was read with, as one key: a square grid's
// variant defaults to standard, as the library reads it.
function readingKey(cells, options) {
  return lineOf(cells) + '|' + (options.layout || '') + '|' + (options.layout ? '' : options.variant || 'standard') + '|' +
    (options.regions || '') + '|' + (options.constraints ? JSON.stringify(options.constraints) : '');
}

/** The problem calls over the session's state `s`; s.problems is the list now. */
export function createProblemCheck(s) {
  let textProblems = [];   // what is wrong with the text the puzzle came from
  let checkSeq = 0;
  let lastMapProblem = null;  // the words of the region map's last problem listed (the status may still say them)
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

  /**
   * One line for givens (or, in play mode, digits) that conflict: c {value,
   * cells, houses: the houses' English names, as the library gives them}:
   * "5 is given twice in row 1 and box 1: r1c1 and r1c3."
   */
  function conflictWords(c, name) {
    const tr = s.tr;
    const n = c.cells.length;
    const key = 'problem.' + (s.state.play ? 'appears' : 'given') + (n === 2 ? '_twice' : '_times');
    return tr.t(key, { value: symbolOf(c.value), n: n, houses: listed(tr, c.houses.map((h) => houseWords(tr, h))),
      cells: listed(tr, c.cells.map(name)) });
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
    // The rules beyond the houses, checked once the houses hold: a rule the givens already break, or one that cannot stand.
    const rules = state.constraints.length && checked && !s.shape.error ? state.constraints : null;
    return (checked ? reading(cells, s.shape.checkOptions) : Promise.resolve({ ok: true }))
      .then((r) => (r.ok && rules ? reading(cells, Object.assign({}, s.shape.checkOptions, { constraints: rules })) : r))
      .then((r) => (mine === checkSeq ? s.withCellNames((name) => show(r, name)) : null))
      .catch((error) => { if (mine === checkSeq) s.reportError(error); });

    // Lists and marks the problems of the library's answer `r`; name(cell) names a cell.
    function show(r, name) {
      if (mine !== checkSeq) return;
      const tr = s.tr;
      const list = [];
      textProblems.forEach((text) => list.push({ text: text, cells: [] }));
      if (checked && s.shape.error) list.push({ text: tr.t('problem.region_map', { message: s.errorWords(s.shape.error) }), cells: [], regionMap: true });
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
      byCells.forEach((c) => list.push({ text: conflictWords(c, name), cells: c.cells }));
      if (!r.ok && r.error.code === 'bad_constraint') list.push({ text: s.errorWords(r.error), cells: r.error.cells || [] });
      const earlier = s.problems.map((p) => p.text), texts = list.map((p) => p.text);
      const mapNamed = s.problems.some((p) => p.regionMap);
      s.problems = list;
      const mapProblem = list.find((p) => p.regionMap);
      if (mapProblem) lastMapProblem = mapProblem.text;
      s.emit('problems', { list: list, more: Math.max(0, list.length - MAX_PROBLEMS) });
      s.emit('marks', { name: 'conflict', cells: [].concat.apply([], list.map((p) => p.cells)) });
      // The status describes the grid as it is: a problem it still names that
      // is gone gives way, after a silent change (a paint stroke) too.
      const fresh = list.find((p) => earlier.indexOf(p.text) < 0);
      const gone = s.statusProblem && texts.indexOf(s.statusText) < 0;
      if (fresh && (say || gone)) s.announceProblem(fresh.text);
      else if (gone || say && earlier.some((t) => texts.indexOf(t) < 0)) {
        // The status named a problem of the map (listed, or the library's error for the input), or the list did.
        const error = s.statusError;
        const mapSaid = (!!error && !error.source && REGION_MAP_MESSAGE.test(error.message)) || (lastMapProblem !== null && s.statusText === lastMapProblem);
        const mapFixed = checked && s.shape.tinted && !s.shape.error && (mapSaid || mapNamed);
        const conflict = list.find((p) => p.cells.length);
        if (mapFixed) s.announce(tr.t('problem.region_map_complete', { n: size }));
        else if (conflict) s.announceProblem(conflict.text);
        else if (gone && list.length) s.announceProblem(list[0].text);
        else if (earlier.length) s.announce(tr.t('problem.no_more_conflicts'));
      }
      // Play mode: the reader's progress, when the grid itself has no problem (the text's, a widget's bad speed say, are no obstacle).
      if (state.play && list.length === textProblems.length) s.progress(say);
    }
  }

  return { setTextProblem: setTextProblem, checkProblems: checkProblems, rememberReading: rememberReading };
}
