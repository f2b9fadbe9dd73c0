// A library error ({code, message}: sudoku.js's SudokuError) in the
// reader's language, as the site and the widget word one. The library's
// messages stay English (the API's); English shows them as they are, with
// the details a code does not carry (which cells, which characters); another
// language shows its code's words ('error.' + code in web/i18n/), or the
// English message for a code the page does not word. A conflict, whose
// error carries its houses and values, names them in any language, and so
// do the errors whose details (ErrorDetails) name the character, the cell
// or the count.
import { symbolOf } from './cells.js';
import { houseWords } from './house_words.js';

/** `error` in `tr`'s words (i18n.js createTranslator). */
export function errorWords(tr, error) {
  const key = 'error.' + error.code;
  if (tr.lang === 'en' || !tr.has(key)) return error.message;
  if (error.code === 'conflict' && Array.isArray(error.conflicts) && error.conflicts.length) {
    const where = error.conflicts.map((c) => tr.t('error.conflict_in', {
      value: symbolOf(c.value), house: houseWords(tr, c.houseName), n: c.cells.length }));
    return tr.t('error.conflict_where', { where: tr.list(where) });
  }
  const detailed = DETAILED[error.code];
  const d = error.details || {};
  if (detailed && detailed.needs.every((name) => typeof d[name] === 'string')) return tr.t(detailed.key, detailed.values(d, tr));
  return tr.t(key);
}

const number = (text) => Number(text);
// The codes whose details (sudoku.d.ts ErrorDetails) a language words: the key, the details it needs, its values.
const DETAILED = {
  bad_character: { key: 'error.bad_character_at', needs: ['character', 'column', 'count'],
    values: (d, tr) => ({ character: d.character, n: number(d.count),
      place: d.line ? tr.t('error.place_line', { line: number(d.line), column: number(d.column) }) : tr.t('error.place_position', { column: number(d.column) }) }) },
  value_too_large: { key: 'error.value_too_large_at', needs: ['character', 'value', 'cell', 'size', 'count'],
    values: (d) => ({ character: d.character, value: number(d.value), cell: d.cell, size: number(d.size), n: number(d.count) }) },
  bad_cell_count: { key: 'error.bad_cell_count_read', needs: ['count'], values: (d) => ({ n: number(d.count) }) },
  too_long: { key: 'error.too_long_at', needs: ['length', 'limit'], values: (d) => ({ length: number(d.length), limit: number(d.limit) }) },
  bad_variant: { key: 'error.no_boxes', needs: ['size'], values: (d) => ({ size: number(d.size) }) },
};
