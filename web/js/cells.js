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

/** One line of symbols, '.' for a blank (the library reads it back). */
export function lineOf(cells) {
  let out = '';
  for (let i = 0; i < cells.length; i++) out += cells[i] ? SYMBOLS.charAt(cells[i] - 1) : '.';
  return out;
}

/** A region map line (one symbol a cell) of region indices 0.. (the library's regionOf). */
export function regionMapOf(regionOf) { return Array.from(regionOf, (r) => SYMBOLS.charAt(r)).join(''); }
