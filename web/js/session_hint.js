// The session's hints: the next logical step of the grid as shown, with the
// reader's digits and pencil marks (the library's hint(), asked of the quick
// Worker), marked on the grid (its houses, pattern and targets) and said in
// the status line; and applying it: its placements go on top of the givens
// (state.entries, as the reader's own digits would) and its eliminations join
// the pencil marks, as a change undo can take back (session_history.js).
import { symbolOf } from './cells.js';

/** The hint flows over the session's state `s` (session_state.js); s.lastHint is the hint on show. */
export function createHintFlow(s) {
  const state = s.state;

  let hintAsked = null;  // the state the hint on show was asked for: Apply hint applies it only there

  function hint() {
    s.stop();
    s.takeOver();
    s.clearResults();
    s.overlay = null;
    s.render();
    s.forgetResult('Looking for the next step…');  // a solution's words go with it
    const asked = s.asked();
    return s.quick().hint(s.gridCells(), Object.assign(s.puzzleOptions(), { eliminations: state.eliminations })).then((h) => {
      if (!s.current(asked)) return null;  // an answer for a grid no longer shown, or taken over since
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
    }, (error) => { if (s.current(asked)) s.reportError(error); return null; });
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
      const said = [];
      if (step.placements.length) said.push('Placed ' + step.placements.map((p) => symbolOf(p.value) + ' in ' + name(p.cell)).join(', '));
      if (step.eliminations.length) said.push('Ruled out ' + step.eliminations.map((e) => symbolOf(e.value) + ' from ' + name(e.cell)).join(', '));
      if (s.current(made)) s.announce(said.join('; ') + '.');
      return s.checkProblems(false);
    });
  }

  return { hint: hint, applyHint: applyHint };
}
