// The names of the puzzle's cells as the status line and the problems list
// say them ("r3c7"; on the star, "cell 7 (strip 2)"): the library's
// (cellNames, core Shape::cell_name), asked of the reader once per shape (a
// square grid's size, or a layout) and kept. The shape part
// (session_shape.js) asks for them with each new shape, so they are there by
// the time anything names a cell. Adds to the state (session_state.js):
// cellNames, withCellNames (which names them in the reader's language:
// house_words.js cellWords).

import { cellWords } from './house_words.js';

/** The cell-name calls over the session's state `s`. */
export function createCellNames(s) {
  const known = new Map();  // shape key → the names (string[]), or the promise of them while asked

  function key() { return s.state.layout ? 'layout:' + s.state.layout : 'size:' + s.state.size; }

  /** Resolves to the names of the current shape's cells, in reading order. */
  function cellNames() {
    const k = key();
    if (!known.has(k)) {
      const asked = Promise.resolve(s.reader().cellNames(s.state.layout ? { layout: s.state.layout } : { size: s.state.size }))
        .then((names) => { known.set(k, names); return names; }, (error) => { known.delete(k); throw error; });
      known.set(k, asked);
    }
    return Promise.resolve(known.get(k));
  }

  /**
   * Calls fn(name), name(cell) being a cell's name on the current shape: at
   * once when the names are known (so what fn says comes in its turn), else
   * once they come. Resolves to what fn returns.
   */
  function withCellNames(fn) {
    const now = known.get(key());
    if (Array.isArray(now)) {
      try {
        return Promise.resolve(fn((cell) => cellWords(s.tr, now[cell])));
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return cellNames().then((names) => fn((cell) => cellWords(s.tr, names[cell])));
  }

  return { cellNames: cellNames, withCellNames: withCellNames };
}
