// The shape of the session's puzzle: its houses (rows, columns, boxes,
// regions, diagonals, windows, or a layout's), which conflicts, hints and the
// animation name, and its regions as drawn. A square grid's come from the
// library (a parse of the blank grid's cells; a late answer for an earlier
// puzzle is dropped, s.samePuzzle, session_state.js); a layout's are the
// catalog's. Each new shape asks for its cells' names too (session_names.js).
// The problems check (session_problems.js) checks the grid against the
// shape's checkOptions. Adds to the state (session_state.js): updateShape,
// whenShaped.
import { regionMapOf, SYMBOLS } from './cells.js';
import { isJigsaw } from './session_catalog.js';

/** The shape calls over the session's state `s`; s.shape is the shape now. */
export function createShapeUpdates(s) {
  let shaping = Promise.resolve();  // the latest updateShape's: settles once its shape is drawn (or failed)

  /** Resolves once the current puzzle's shape is known (at once when it is). */
  function whenShaped() {
    const now = shaping;
    return now.then(() => (now === shaping ? undefined : whenShaped()));
  }

  // Draws the regions at once, then asks the library for the houses (rows,
  // columns, boxes, regions, diagonals, windows) that conflicts, hints and the
  // animation name. A jigsaw without a map takes the library's map for its
  // size (the boxes', or strips on a prime size, which has no boxes).
  function updateShape(takeStartMap) {
    shaping = fetchShape(takeStartMap);
    return shaping;
  }
  function fetchShape(takeStartMap) {
    const state = s.state;
    s.cellNames().catch(() => {});  // asked now, to be there when a cell is named (which says what failed)
    if (state.layout) return layoutShape();
    const size = state.size, asked = s.asked(), blank = new Uint8Array(size * size);
    const options = s.boardOptions();
    if (!s.shape || s.shape.size !== size || s.shape.layout) {
      s.shape = { size: size, regionOf: new Array(size * size).fill(0), houses: [], special: null, error: null };
    }
    const start = takeStartMap || (isJigsaw(state.variant) && state.regions.length !== size * size) ? s.startRegions(size) : null;
    if (start && (takeStartMap || !state.regions)) {
      state.regions = regionMapOf(start);
      options.regions = state.regions;
      s.emit('puzzle', { how: { regions: true } });
    }
    const ask = s.reader().parse(blank, options);
    return ask.then((parsed) => {
      if (!parsed || !s.samePuzzle(asked)) return null;
      if (parsed.ok) return { regionOf: parsed.regionOf, houses: parsed.houses, error: null, checkOptions: options };
      // An unfinished region map: draw it as it is and check rows, columns and diagonals.
      const plain = { variant: state.variant.split(',').indexOf('x') >= 0 ? 'x' : 'standard' };
      return s.reader().parse(blank, plain).then((p) => ({
        regionOf: regionIndices(state.regions, size), houses: p.houses.filter((h) => h.kind !== 'box'), error: parsed.error, checkOptions: plain,
      }));
    }).then((found) => {
      if (!found || !s.samePuzzle(asked)) return;
      const special = new Set();
      found.houses.forEach((h) => {
        if (h.kind === 'diagonal' || h.kind === 'anti_diagonal' || h.kind === 'window') h.cells.forEach((c) => special.add(c));
      });
      s.shape = { size: size, regionOf: found.regionOf, houses: found.houses, error: found.error, special: special,
        checkOptions: found.checkOptions, tinted: isJigsaw(state.variant), layout: null };
      s.emit('shape', { shape: s.shape });
      s.render();
    }, (error) => {
      if (s.samePuzzle(asked)) s.reportError(error, s.tr.t('error.source.shape'));
    });
  }

  // A layout's shape is the catalog's (shapeInfo of every layout, read once):
  // its houses in the order traces and hints index them, its groups drawn.
  function layoutShape() {
    const info = s.layoutInfo();
    s.shape = { size: info.symbols, regionOf: info.groupOf, houses: info.houses, error: null, special: null,
      checkOptions: { layout: info.id }, tinted: false, layout: info };
    s.emit('shape', { shape: s.shape });
    s.render();
    return Promise.resolve();
  }

  return { updateShape: updateShape, whenShaped: whenShaped };
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
