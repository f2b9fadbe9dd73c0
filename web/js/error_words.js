// A library error ({code, message}: sudoku.js's SudokuError) in the
// reader's language, as the site and the widget word one. The library's
// messages stay English (the API's); English shows them as they are, with
// the details a code does not carry (which cells, which characters); another
// language shows its code's words ('error.' + code in web/i18n/), or the
// English message for a code the page does not word. A conflict, whose
// error carries its houses and values, names them in any language.
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
  return tr.t(key);
}
