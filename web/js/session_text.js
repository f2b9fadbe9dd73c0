// Reading a puzzle's text for the session (the site's Puzzle box and links,
// a widget's puzzle attribute): the library reads it (s.reader(), the
// page's own instance where there is one), as a square grid or as one of
// the layouts (catalog.layouts, which may come later than the rest of the
// catalog: s.layoutsKnown). Nothing here changes the puzzle: the caller
// sets what it read (setPuzzle).

/** readText over the session's state `s` (session_state.js). */
export function createTextReader(s) {
  /**
   * Reads text in any format the library reads; resolves to {cells (the
   * givens, also when they conflict), layout, alternatives} or {error} (a
   * SudokuError's info). layout: read as that layout ('' a square grid); by
   * default the current one, then any other way below (if none reads it, the
   * current layout's reason stands). how: {layouts: text that no square grid
   * reads, or whose square grid's givens conflict, may be a layout's, one
   * line in reading order or rows of its bounding box (the Puzzle box)}.
   * alternatives: [{layout, cells}] the other readings a reader may choose
   * ('' a square grid's); squareConflicts: a square grid reads it too, with
   * conflicting givens.
   */
  function readText(text, layout, how) {
    const current = s.state.layout;
    const options = layout !== undefined ? (layout ? { layout: layout } : {}) : current ? { layout: current } : {};
    const anyLayout = !!(how && how.layouts) && !options.layout;
    return s.reader().parse(text, options).then((r) => {
      if (r.cells && (r.ok || !anyLayout)) return { cells: Uint8Array.from(r.cells), layout: options.layout || '', alternatives: [] };
      if (layout === undefined && options.layout) return readText(text, '', how).then((other) => (other.error ? { error: r.error } : other));
      if (anyLayout && (r.cells || r.error.code === 'bad_cell_count')) return readAsLayout(text, r);
      return r.cells ? { cells: Uint8Array.from(r.cells), layout: '', alternatives: [] } : { error: r.error };
    });
  }

  // Every layout that reads the text, the first without conflicts opened
  // (21 rows of 21 are a samurai's, a sohei's or a windmill's: the library
  // refuses a given where a layout has no cell); none: the square grid's
  // reading, or the reason of a layout whose bounding box has the text's rows.
  function readAsLayout(text, square) {
    const squareReading = square.cells ? { cells: Uint8Array.from(square.cells), layout: '', alternatives: [] } : { error: square.error };
    return s.layoutsKnown.then((layouts) => Promise.all(layouts.map((l) => s.reader().parse(text, { layout: l.id }))).then((readings) => {
      const read = [];
      readings.forEach((x, i) => { if (x.cells) read.push({ layout: layouts[i].id, ok: x.ok, cells: Uint8Array.from(x.cells) }); });
      const clean = read.filter((x) => x.ok);
      const open = clean.length ? clean : square.cells ? [] : read;
      if (!open.length) {
        const lines = text.split(/\r?\n/).filter((l) => l.trim()).length;
        const reasons = square.cells ? [] : readings.filter((x, i) => lines > 1 && layouts[i].rows === lines && x.error && x.error.code !== 'bad_cell_count')
          .map((x) => x.error);
        return reasons.length ? { error: Object.assign({}, reasons[0], { message: reasons.map((e) => e.message).join('; ') }) } : squareReading;
      }
      const others = open.slice(1).map((x) => ({ layout: x.layout, cells: x.cells }));
      if (square.cells) others.push({ layout: '', cells: squareReading.cells });
      return { cells: open[0].cells, layout: open[0].layout, alternatives: others, squareConflicts: !!square.cells };
    }), () => squareReading);  // no layouts known: the square grid's reading stands
  }

  return { readText: readText };
}
