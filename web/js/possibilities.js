// Where the solutions of an ill-posed grid differ: every value each cell
// takes across the solutions kept by All solutions (the "all possibilities"
// or true-candidates view). Pure: it reads solutions, the grid draws it.

/**
 * Tallies `kept` ({length, at(i)}: solutions of `cellCount` cells, values
 * 1..size) into {total, counts: Uint32Array(cellCount * size), where
 * counts[cell * size + v - 1] is how many solutions put v in cell, masks:
 * Uint32Array(cellCount) of the values each cell takes (bit v-1), settled:
 * the cells that hold one value in every solution}.
 */
export function tallyPossibilities(kept, cellCount, size) {
  const counts = new Uint32Array(cellCount * size);
  const total = kept.length;
  for (let i = 0; i < total; i++) {
    const solution = kept.at(i);
    for (let cell = 0; cell < cellCount; cell++) counts[cell * size + solution[cell] - 1]++;
  }
  const masks = new Uint32Array(cellCount);
  const settled = [];
  for (let cell = 0; cell < cellCount; cell++) {
    for (let v = 1; v <= size; v++) if (counts[cell * size + v - 1]) masks[cell] |= 1 << (v - 1);
    if (total && (masks[cell] & (masks[cell] - 1)) === 0) settled.push(cell);
  }
  return { total: total, counts: counts, masks: masks, settled: settled };
}
