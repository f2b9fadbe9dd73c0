// The animation's pencil marks (Crook's algorithm, whose trace names
// techniques): the candidates of every empty cell as the search has them at
// each event of its trace, replayed here from the trace's events. The player
// (animation.js) feeds it each event and draws masks() and struck(); nothing
// else reads it, so the library's own candidate replay can take its place
// behind the same three calls.
//
// The replay: the library's candidates of the givens to start, then each
// placement takes its value out of its peers, each eliminate event takes one
// candidate out (drawn struck while its deduction is on show, one step at a
// time), and a backtrack (remove events at depth d) returns to the
// candidates the grid had when the guess below depth d was made.

/**
 * The pencil marks of a search as its trace goes, from `initial` (the
 * library's candidates of the givens: bit v-1 for value v, 0 for a filled
 * cell, one entry a cell) over `houses` ([{cells}]). apply(kind, batch, i,
 * technique, found) takes event i of a trace batch, in order (kind: its
 * event kind's id, technique: its technique's id, found: a deduce event's
 * {house, cells}); masks() are the candidates now, struck() the
 * eliminations ({cell, value}) of the deduction on show (deduction: its
 * {house, cells}, null after a guess or a backtrack).
 */
export function createPencil(initial, houses) {
  const masks = Uint32Array.from(initial);
  const peerSets = Array.from(masks, () => new Set());
  houses.forEach((h) => {
    h.cells.forEach((a) => { h.cells.forEach((b) => { if (a !== b) peerSets[a].add(b); }); });
  });
  const peers = peerSets.map((set) => Array.from(set));
  const saved = [];        // saved[d]: the masks when the guess from depth d to d+1 was made
  let struck = [];
  let deduction = null;
  return {
    apply: (kind, batch, i, technique, found) => {
      const cell = batch.cell[i], value = batch.value[i], depth = batch.depth[i], bit = 1 << (value - 1);
      if (kind === 'deduce') {
        deduction = found;
        struck = [];
      } else if (kind === 'eliminate') {
        masks[cell] &= ~bit;
        struck.push({ cell: cell, value: value });
      } else if (kind === 'place') {
        if (technique === 'guess') {
          if (depth > 0) saved[depth - 1] = masks.slice();
          deduction = null;
          struck = [];
        }
        masks[cell] = 0;
        peers[cell].forEach((p) => { masks[p] &= ~bit; });
      } else if (kind === 'remove') {
        // Back to depth d: the grid (and its candidates) as it was when it guessed.
        if (saved[depth]) masks.set(saved[depth]);
        deduction = null;
        struck = [];
      }
    },
    masks: () => masks.slice(),
    struck: () => struck.slice(),
    get deduction() { return deduction; },
  };
}
