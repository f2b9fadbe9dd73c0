// The animation's pencil marks (Crook's algorithm, whose trace names
// techniques): the candidates of every empty cell as the search has them at
// each step. The rule is the library's: the trace hands out, with each
// event, the marks it changes (TraceBatch.maskEnd, maskCells, maskValues;
// core/logic/candidate_replay.hpp), and this only applies them, starting
// from the library's candidates of the givens. It also keeps the
// eliminations of the step on show, which the board draws struck.

/**
 * The pencil marks of a search as its trace goes, from `initial` (the
 * library's candidates of the givens: bit v-1 for value v, 0 for a filled
 * cell, one entry a cell). apply(batch, i) takes event i of a trace batch,
 * in order; startStep() begins a step and strike(cell, value) records one of
 * its eliminations; masks() are the candidates now, struck() the
 * eliminations ({cell, value}) of the step.
 */
export function createPencil(initial) {
  const masks = Uint32Array.from(initial);
  let struck = [];
  return {
    apply: (batch, i) => {
      for (let k = i ? batch.maskEnd[i - 1] : 0; k < batch.maskEnd[i]; k++) masks[batch.maskCells[k]] = batch.maskValues[k];
    },
    startStep: () => { struck = []; },
    strike: (cell, value) => { struck.push({ cell: cell, value: value }); },
    masks: () => masks.slice(),
    struck: () => struck.slice(),
  };
}
