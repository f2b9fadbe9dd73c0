// A library error ({code, message}: sudoku.js's SudokuError) in the
// reader's language, as the site and the widget word one. The library's
// messages stay English (the API's); English shows them as they are, with
// the details a code does not carry (which cells, which characters); another
// language shows its code's words ('error.' + code in web/i18n/), or the
// English message for a code the page does not word.

/** `error` in `tr`'s words (i18n.js createTranslator). */
export function errorWords(tr, error) {
  const key = 'error.' + error.code;
  return tr.lang !== 'en' && tr.has(key) ? tr.t(key) : error.message;
}
