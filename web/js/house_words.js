// A house name the library gave in English ("row 3", "main diagonal": a
// conflict's houseName, core's Shape::house_name) in the reader's language,
// through the library's own house templates (lib.step.house_*, i18n.js). A
// name of another form (a layout's "row 2 of grid 3", a shape file's own
// names) stays as the library wrote it.
const NUMBERED = { row: 'house_row', column: 'house_column', box: 'house_box', region: 'house_region',
  window: 'house_window', line: 'house_line', triangle: 'house_triangle', house: 'house_other' };
const FIXED = { 'main diagonal': 'house_diagonal', 'anti-diagonal': 'house_anti_diagonal' };

/** `englishName` in `tr`'s language (i18n.js createTranslator). */
export function houseWords(tr, englishName) {
  if (FIXED[englishName]) return tr.lib('step.' + FIXED[englishName], englishName);
  const m = /^([a-z]+) (\d+)$/.exec(englishName);
  if (!m || !NUMBERED[m[1]]) return englishName;
  return tr.lib('step.' + NUMBERED[m[1]], m[1] + ' {count}', { count: Number(m[2]) });
}
