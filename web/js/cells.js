// Cells and symbols as the page writes them: values 1-25 shown as 1-9 then
// A-P, a grid as one line of symbols ('.' for a blank). Cells are named by
// the library (cellNames, session_names.js). The rules (sizes, boxes,
// variants, houses, conflicts) are the library's; this file only spells what
// it hands back.

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

// Character codes: '.' then SYMBOLS, indexed by a cell's value (0 = blank).
const LINE_CODES = Array.from('.' + SYMBOLS, (c) => c.charCodeAt(0));

/**
 * One line of symbols, '.' for a blank (the library reads it back). Made in
 * one piece: a line built a character at a time left some 80 partial
 * strings a solution for the page's collector, and 20 widgets listing at
 * once fire 200,000 sudoku-solution events, each with its line.
 */
export function lineOf(cells) {
  const codes = new Array(cells.length);
  for (let i = 0; i < cells.length; i++) codes[i] = LINE_CODES[cells[i]] || 63;  // '?' past the symbols: never for a grid's values
  return String.fromCharCode.apply(null, codes);
}

/** A region map line (one symbol a cell) of region indices 0.. (the library's regionOf). */
export function regionMapOf(regionOf) { return Array.from(regionOf, (r) => SYMBOLS.charAt(r)).join(''); }
