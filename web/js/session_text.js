// Reading a puzzle's text for the session (the site's Puzzle box and links,
// a widget's puzzle attribute): the library reads it (s.reader(), the
// page's own instance where there is one), as the layout named or the
// current one, else as a square grid; text whose layout nobody named (the
// Puzzle box) as the library's readAnyLayout says (core/text_readings.hpp:
// a square grid without conflicts, else the layouts that read it, those
// without conflicts first). Opening a layout waits for the layouts
// (catalog.layouts may come later than the rest of the catalog:
// s.layoutsKnown). The text is read once: whether the givens read conflict
// is kept (s.rememberReading), so the problems check asks nothing again, and
// the library gets cells from then on. Nothing here changes the puzzle: the
// caller sets what it read (setPuzzle).

import { regionMapOf } from './cells.js';
import { isJigsaw, canonicalVariant } from './session_catalog.js';

/** readText over the session's state `s` (session_state.js). */
export function createTextReader(s) {
  /**
   * Reads text in any format the library reads; resolves to {cells (the
   * givens, also when they conflict), layout, variant (a square grid's drawn
   * box shape, "3x2", when the Puzzle box's text draws one; "jigsaw" with
   * `regions` for a prime size, asJigsaw), alternatives} or {error} (a
   * SudokuError's info). layout: read as that layout ('' a square grid); by
   * default the current one, then any other way below (if none reads it, the
   * current layout's reason stands). how: {layouts: text that no square grid
   * reads, or whose square grid's givens conflict, may be a layout's, one
   * line in reading order or rows of its bounding box (the Puzzle box)}.
   * alternatives: [{layout, cells}] the other readings a reader may choose
   * ('' a square grid's); squareConflicts: a square grid reads it too, with
   * conflicting givens. An ISS puzzle string (the Puzzle box's) comes with
   * its variant, its `regions` and its `constraints` (the rules beyond the
   * houses); any other text with constraints [].
   */
  function readText(text, layout, how) {
    const named = layout !== undefined ? layout : s.state.layout;
    if (named) {
      return parse(text, { layout: named }).then((r) => {
        if (r.cells || layout !== undefined) return r;
        // The current layout does not read it: any other way, else its reason stands.
        return readText(text, '', how).then((other) => (other.error ? r : other));
      });
    }
    const read = how && how.layouts ? readAnyLayout(text) : parse(text, {});
    return read.then((r) => (r.error ? asJigsaw(text, r) : r));
  }

  // A square grid of a prime size (no boxes) read with no region map: read
  // again as a jigsaw, of the map shown when the grid shown is one of that
  // size, else of the library's starting map (strips) to paint. Else `r`.
  function asJigsaw(text, r) {
    const size = Number(r.error.details && r.error.details.size);
    const start = r.error.code === 'bad_variant' && size ? s.startRegions(size) : null;
    if (!start) return r;
    const state = s.state;
    const shown = !state.layout && isJigsaw(state.variant) && state.regions.length === size * size;
    const options = shown ? { variant: state.variant, regions: state.regions } : { variant: 'jigsaw', regions: regionMapOf(start) };
    return parse(text, options).then((again) => (again.error ? r : Object.assign(again, options)));
  }

  // The text read as `options` say: its cells (conflicts and all), kept with
  // what the library said of them. Read with no board named, an ISS puzzle
  // string names its own (a variant other than standard, or rules).
  function parse(text, options) {
    return s.reader().parse(text, options).then((r) => {
      if (!r.cells) return { error: r.error };
      const cells = Uint8Array.from(r.cells);
      s.rememberReading(cells, options, r);
      const own = r.ok && !options.layout && !options.variant && (r.constraints.length || r.variant !== 'standard');
      if (own) return issReading(r);
      return { cells: cells, layout: options.layout || '', alternatives: [], constraints: [] };
    });
  }

  // Every way the library reads a text whose layout is not given: the first
  // opened, the others offered. With no layouts to open (they could not be
  // had), the square grid's reading, or its reason.
  function readAnyLayout(text) {
    return s.reader().readAnyLayout(text).then((readings) => {
      readings.forEach((r) => s.rememberReading(r.cells, r.layout ? { layout: r.layout } : r.variant ? { variant: r.variant } : {},
        { ok: !r.conflict, error: r.conflict }));
      const first = readings[0];
      if (first.constraints) return issReading(first);
      // A square grid drawn with boxes other than the usual ones (3x2) comes with them as its variant.
      if (!first.layout) {
        return { cells: Uint8Array.from(first.cells), layout: '', variant: first.variant || undefined, alternatives: [], constraints: [] };
      }
      const square = readings.find((r) => !r.layout);
      return s.layoutsKnown.then(() => ({
        cells: Uint8Array.from(first.cells), layout: first.layout, squareConflicts: !!square, constraints: [],
        alternatives: readings.slice(1).map((r) => ({ layout: r.layout, cells: Uint8Array.from(r.cells) })),
      }), () => (square ? { cells: Uint8Array.from(square.cells), layout: '', variant: square.variant || undefined, alternatives: [] }
        : parse(text, {})));
    }, (error) => {
      if (!error || error.name !== 'SudokuError') throw error;
      return { error: { code: error.code, message: error.message, cells: error.cells, details: error.details, conflicts: error.conflicts } };
    });
  }

  // An ISS puzzle string's one reading: its own variant, region map and rules.
  function issReading(r) {
    const variant = canonicalVariant(s.catalog, r.variant);
    return { cells: Uint8Array.from(r.cells), layout: '', variant: variant, regions: isJigsaw(variant) ? regionMapOf(r.regionOf) : '',
      constraints: r.constraints, alternatives: [] };
  }

  return { readText: readText };
}
