// Cells and symbols as the page writes them: values 1-25 shown as 1-9 then
// A-P, a grid as one line of symbols ('.' for a blank), cells named "r3c7".
// The rules (sizes, boxes, variants, houses, conflicts) are the library's;
// this file only spells what it hands back.

/** The symbols of values 1..25. */
export const SYMBOLS = '123456789ABCDEFGHIJKLMNOP';

/** The symbol of a value: '' for a blank. */
export function symbolOf(value) { return value ? SYMBOLS.charAt(value - 1) : ''; }

/** The value a key types into a grid of `size`: 0 clears, null means "not a value". */
export function valueOfKey(key, size) {
  if (key === '0' || key === '.' || key === ' ' || key === 'Backspace' || key === 'Delete') return 0;
  if (typeof key !== 'string' || key.length !== 1) return null;
  const value = SYMBOLS.indexOf(key.toUpperCase()) + 1;
  return value >= 1 && value <= size ? value : null;
}

/** One line of symbols, '.' for a blank (the library reads it back). */
export function lineOf(cells) {
  let out = '';
  for (let i = 0; i < cells.length; i++) out += cells[i] ? SYMBOLS.charAt(cells[i] - 1) : '.';
  return out;
}

/**
 * The animation's cell names (animation_words.js), until it takes the
 * library's as the session does (cellNames, session_names.js): this spells
 * core Shape::cell_name again.
 * "r3c7" for a cell of a grid of `size` (rows and columns from 1). `size`
 * may instead be a layout's cells ([{row, col, form}], as shapeInfo gives
 * them): a square is named by its place in the layout's bounding box, a
 * triangle as the library names it, "cell 7 (strip 2)" (its number in
 * reading order, its horizontal strip).
 */
export function cellName(cell, size) {
  if (typeof size === 'number') return 'r' + (Math.floor(cell / size) + 1) + 'c' + (cell % size + 1);
  const at = size[cell];
  return at.form === 'triangle' ? 'cell ' + (cell + 1) + ' (strip ' + (at.row + 1) + ')' : 'r' + (at.row + 1) + 'c' + (at.col + 1);
}

/** A region map line (one symbol a cell) of region indices 0.. (the library's regionOf). */
export function regionMapOf(regionOf) { return Array.from(regionOf, (r) => SYMBOLS.charAt(r)).join(''); }
