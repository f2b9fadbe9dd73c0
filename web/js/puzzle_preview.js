// A puzzle drawn before the solver can read it: the site's first grid while
// the library loads (site.js), and a widget's grid when the solver cannot
// start on its page (widget_unavailable.js). Without the library nothing
// reads a puzzle as it does (a layout, a title line, a jigsaw's map), so
// only a square grid written as one line of symbols ('.' or 0 a blank) is
// drawn, read-only, its boxes drawn when its size is a square (4, 9, 16, 25);
// anything else draws nothing.
import { createGridView } from './grid_view.js';
import { SYMBOLS } from './cells.js';

/** The cells of `puzzle` when it is one line of symbols of a square grid (blanks '.' or '0'), else null. */
export function cellsOfLine(puzzle) {
  const text = String(puzzle || '').replace(/\s+/g, '').toUpperCase();
  const size = Math.round(Math.sqrt(text.length));
  if (size < 4 || size > SYMBOLS.length || size * size !== text.length) return null;
  const cells = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '.' || c === '0') continue;
    const value = SYMBOLS.indexOf(c) + 1;
    if (value < 1 || value > size) return null;
    cells[i] = value;
  }
  return { size: size, cells: cells };
}

/**
 * Draws `puzzle` read-only into `holder` (and its keypad into `keypad`, if
 * given). Returns the grid view (destroy() takes it down), or null when the
 * puzzle is not one line of a square grid.
 */
export function drawPreview(holder, puzzle, keypad) {
  const read = cellsOfLine(puzzle);
  if (!read) return null;
  const grid = createGridView(holder, keypad || null, { onEdit: () => {}, onPaint: () => {} });
  const box = Math.round(Math.sqrt(read.size));
  const regionOf = Array.from({ length: read.size * read.size }, (_, cell) => {
    if (box * box !== read.size) return 0;
    const row = Math.floor(cell / read.size), col = cell % read.size;
    return Math.floor(row / box) * box + Math.floor(col / box);
  });
  grid.setShape({ size: read.size, regionOf: regionOf });
  grid.show(read.cells, null);
  grid.setReadOnly(true);
  return grid;
}
