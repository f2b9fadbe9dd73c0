// The animation's step text: one trace event in words, "Try 5 in r3c7",
// "Hidden single in box 3: r2c8 → 4", "Pointing in box 4: 5 leaves r5c1,
// r6c1". The player (animation.js) calls describeStep for the last event it
// drew and hands the words to the session's step event; nothing else reads
// them, so the library's own wording of a step can take its place behind
// this one call.
import { symbolOf, cellName } from './cells.js';

/**
 * Trace event i of `batch` (a TraceBatch, sudoku.d.ts) in words.
 * names: {kinds: eventKinds(), techniques: techniques() of the library,
 * houses: the shape's houses ([{name}], as the trace indexes them), where:
 * what cellName() names cells by (the size, or a layout's cells)}.
 * shown: the deduction on show, for an eliminate event: {deduction: its
 * {house, cells} or null, struck: its eliminations so far ([{cell, value}])};
 * with no deduction on show an elimination is worded alone.
 */
export function describeStep(batch, i, names, shown) {
  const cell = batch.cell[i], kind = names.kinds[batch.kind[i]], v = symbolOf(batch.value[i]);
  const where = cell >= 0 ? cellName(cell, names.where) : '';
  const technique = names.techniques[batch.technique[i]];
  const techniqueName = technique ? technique.name : '';
  const houseName = (h) => (h >= 0 ? names.houses[h].name : '');
  switch (kind) {
    case 'place':
      return technique && technique.id !== 'guess' && technique.id !== 'none'
        ? technique.name + ': ' + v + ' in ' + where : 'Try ' + v + ' in ' + where;
    case 'remove': return 'Take ' + v + ' out of ' + where + ' (backtrack)';
    case 'dead_end': return where ? 'Dead end at ' + where + ': nothing fits' : 'Dead end: this branch has no solution';
    case 'deduce': {
      // "Hidden single in box 3: r2c8 → 4", "Naked pair in row 1: r1c2, r1c7 → 3, 8"
      const house = houseName(batch.house[i]);
      const from = i > 0 ? batch.patternEnd[i - 1] : 0;
      const cells = Array.from(batch.patternCells.subarray(from, batch.patternEnd[i]), (c) => cellName(c, names.where));
      const values = [];
      for (let bit = 0; bit < 25; bit++) if (batch.values[i] & (1 << bit)) values.push(symbolOf(bit + 1));
      return techniqueName + (house ? ' in ' + house : '') +
        (cells.length ? ': ' + cells.join(', ') : '') + (values.length ? ' → ' + values.join(', ') : '');
    }
    case 'eliminate': {
      // "Pointing in box 4: 5 leaves r5c1, r6c1": the deduction's eliminations so far, by value.
      const named = batch.house[i] >= 0 ? techniqueName + ' in ' + houseName(batch.house[i]) : techniqueName;
      if (!shown.deduction) return named + ': ' + v + ' leaves ' + where;
      const byValue = new Map();
      shown.struck.forEach((e) => {
        if (!byValue.has(e.value)) byValue.set(e.value, []);
        byValue.get(e.value).push(cellName(e.cell, names.where));
      });
      const parts = [];
      byValue.forEach((cells, value) => { parts.push(symbolOf(value) + ' leaves ' + cells.join(', ')); });
      return named + ': ' + parts.join('; ');
    }
    case 'solution': return 'Solution ' + batch.solutionIndex[i] + ' found';
    default: return kind;
  }
}
