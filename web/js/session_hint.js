// The session's hints: the next logical step of the grid as shown, with the
// reader's digits and pencil marks (the library's hint(), asked of the quick
// Worker), marked on the grid (its houses, pattern and targets) and said in
// the status line; and applying it: its placements go on top of the givens
// (state.entries, as the reader's own digits would) and its eliminations join
// the pencil marks, as a change undo can take back (session_history.js).
// Hints may be capped at a technique or kept to chosen ones, and may nudge
// first (setHintOptions).
import { symbolOf } from './cells.js';
import { houseWords } from './house_words.js';

/** The hint flows over the session's state `s` (session_state.js); s.lastHint is the hint on show. */
export function createHintFlow(s) {
  const state = s.state;

  let hintAsked = null;  // the state the hint on show was asked for: Apply hint applies it only there
  let nudged = null;     // {at: the puzzle's state, hint}: the nudge on show, whose whole step the next Hint shows
  const options = { cap: '', techniques: null, nudge: false };

  /**
   * How hints are given: {cap: the hardest technique they may use (an id of
   * the ladder, '' for every one: a teacher keeps to what a class has
   * learned), techniques: the only ones they may use (ids; null for every
   * one), nudge: first only the technique and where to look, the whole
   * step at the next Hint}. Any may be left out.
   */
  function setHintOptions(change) {
    if (change.cap !== undefined) options.cap = change.cap || '';
    if (change.techniques !== undefined) options.techniques = change.techniques ? change.techniques.slice() : null;
    if (change.nudge !== undefined) options.nudge = !!change.nudge;
    nudged = null;
  }

  function hint() {
    const pending = nudged && s.samePuzzle(nudged.at) ? nudged.hint : null;  // a nudge on show for this grid: its whole step now
    nudged = null;
    s.stop();
    s.takeOver();
    s.clearResults();
    s.overlay = null;
    s.render();
    s.forgetResult(s.tr.t('hint.looking'));  // a solution's words go with it
    const asked = s.asked();
    if (pending) return Promise.resolve(show(pending, asked));
    const hintOptions = Object.assign(s.puzzleOptions(), { eliminations: state.eliminations, wording: s.wording() },
      options.cap ? { techniqueCap: options.cap } : {}, options.techniques ? { techniques: options.techniques } : {});
    return s.quick().hint(s.gridCells(), hintOptions).then((h) => {
      if (!s.current(asked)) return null;  // an answer for a grid no longer shown, or taken over since
      if (options.nudge && h.step) return nudge(h, asked);
      return show(h, asked);
    }, (error) => { if (s.current(asked)) s.reportError(error); return null; });
  }

  // The nudge: the technique and where to look (its base houses, else the
  // house of its first cell), marked, without the step.
  function nudge(h, asked) {
    const houses = s.shape ? s.shape.houses : [];
    let where = h.step.houses.filter((x) => x.role === 'base').map((x) => x.house);
    if (!where.length && h.step.cells.length) {
      const first = houses.findIndex((house) => house.cells.indexOf(h.step.cells[0].cell) >= 0);
      if (first >= 0) where = [first];
    }
    nudged = { at: asked, hint: h };
    let cells = [];
    where.forEach((i) => { if (houses[i]) cells = cells.concat(houses[i].cells); });
    s.emit('marks', { name: 'hint-house', cells: cells });
    const tr = s.tr;
    const names = where.map((i) => houses[i] && houses[i].name).filter(Boolean).map((name) => houseWords(tr, name));
    const technique = tr.lib('technique.' + h.step.technique, h.step.name);
    s.result(names.length ? tr.t('hint.nudge_in', { technique: technique, houses: names.join(', ') }) : tr.t('hint.nudge', { technique: technique }));
    return h;
  }

  // The whole step `h` asked at `asked`, drawn and said.
  function show(h, asked) {
    {
      s.lastHint = h;
      hintAsked = asked;
      const houses = s.shape ? s.shape.houses : [];
      const step = h.step;
      // The step's houses by role (base, cover), or the house a value has no place left in.
      const houseIndices = step ? step.houses.filter((x) => x.role !== 'cover').map((x) => x.house) : h.house !== null ? [h.house] : [];
      const coverIndices = step ? step.houses.filter((x) => x.role === 'cover').map((x) => x.house) : [];
      let houseCells = [], coverCells = [];
      houseIndices.forEach((i) => { if (houses[i]) houseCells = houseCells.concat(houses[i].cells); });
      coverIndices.forEach((i) => { if (houses[i]) coverCells = coverCells.concat(houses[i].cells); });
      // Its cells by role: fins (finned fish), a wing's pivot and a colouring's second colour apart from the rest of the pattern.
      const special = (c) => c.role === 'fin' || c.role === 'pivot' || c.role === 'colour_b';
      const patternCells = step ? step.cells.filter((c) => !special(c)).map((c) => c.cell) : [];
      const finCells = step ? step.cells.filter(special).map((c) => c.cell) : [];
      if (step && !step.houses.length && patternCells.length === 1) {
        // A naked single: the reason is everything the houses of its cell already hold.
        houses.forEach((house) => { if (house.cells.indexOf(patternCells[0]) >= 0) houseCells = houseCells.concat(house.cells); });
      }
      const targets = step ? step.placements.concat(step.eliminations).map((p) => p.cell) : [];
      if (h.cell !== null) targets.push(h.cell);
      s.emit('marks', { name: 'hint-house', cells: houseCells });
      s.emit('marks', { name: 'hint-cover', cells: coverCells });
      s.emit('marks', { name: 'hint-pattern', cells: patternCells });
      s.emit('marks', { name: 'hint-fin', cells: finCells });
      s.emit('marks', { name: 'hint-target', cells: targets });
      s.emit('hint', { hint: h });
      s.result(h.message);
      // A grid that a typed digit left without a solution: the hint names that digit, as typing it did.
      if (h.status === 'no_solution' && s.deadEntryStands()) return s.sayDeadEntry().then(() => h);
      return h;
    }
  }

  function applyHint() {
    const h = s.lastHint;
    const step = h && h.step;
    if (!step || !(step.placements.length || step.eliminations.length) || !s.current(hintAsked)) return Promise.resolve();
    s.remember();
    s.changed();
    const made = s.asked();
    step.eliminations.forEach((e) => state.eliminations.push({ cell: e.cell, value: e.value }));
    // Placed on top of the givens (shown as the solver's digits, not in the link), as the reader's own would be.
    if (!state.entries) state.entries = new Uint8Array(state.cells.length);
    step.placements.forEach((p) => { state.entries[p.cell] = p.value; });
    s.overlay = null;
    s.clearResults();
    s.emit('puzzle', { how: { edit: true } });
    s.render();
    return s.withCellNames((name) => {
      if (!s.samePuzzle(made)) return null;
      if (s.current(made)) s.announce(appliedWords(step, name));
      return s.checkProblems(false);
    });
  }

  // "Placed 5 in r1c1; Ruled out 3 from r2c2, 3 from r2c3." of an applied step; name(cell) names a cell.
  function appliedWords(step, name) {
    const tr = s.tr;
    const placed = step.placements.map((p) => tr.lib('step.part_value_in', '{value} in {cell}', { value: symbolOf(p.value), cell: name(p.cell) }))
      .join(', ');
    const out = step.eliminations.map((e) => tr.t('hint.value_from', { value: symbolOf(e.value), cell: name(e.cell) })).join(', ');
    if (placed && out) return tr.t('hint.applied_both', { placed: placed, out: out });
    return placed ? tr.t('hint.applied_placed', { placed: placed }) : tr.t('hint.applied_out', { out: out });
  }

  return { hint: hint, applyHint: applyHint, setHintOptions: setHintOptions };
}
