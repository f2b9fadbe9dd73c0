// A house name the library gave in English ("row 3", "main diagonal", "row 2
// of grid 3", "/ line 4": a conflict's houseName, core's Shape::house_name) in
// the reader's language, through the library's own house templates
// (lib.step.house_*, i18n.js; their English is core/words.cpp's). A name of
// another form (a shape file's own names) stays as the library wrote it.

// Each English form: its template id, its English text, and the fields its numbers fill.
const FORMS = [
  [/^main diagonal$/, 'house_diagonal', 'main diagonal', []],
  [/^anti-diagonal$/, 'house_anti_diagonal', 'anti-diagonal', []],
  [/^(row|column|box) (\d+) of grid (\d+)$/, (m) => `house_${m[1]}_of_grid`, (m) => `${m[1]} {count} of grid {grid}`, ['count', 'grid'], 1],
  [/^horizontal line (\d+)$/, 'house_line_horizontal', 'horizontal line {count}', ['count']],
  [/^\/ line (\d+)$/, 'house_line_rising', '/ line {count}', ['count']],
  [/^\\ line (\d+)$/, 'house_line_falling', '\\ line {count}', ['count']],
  [/^(row|column|box|region|window|line|triangle) (\d+)$/, (m) => 'house_' + m[1], (m) => m[1] + ' {count}', ['count'], 1],
  [/^house (\d+)$/, 'house_other', 'house {count}', ['count']],
];

/** `englishName` in `tr`'s language (i18n.js createTranslator). */
export function houseWords(tr, englishName) {
  for (const [pattern, id, english, fields, skip] of FORMS) {
    const m = pattern.exec(englishName);
    if (!m) continue;
    const values = {};
    fields.forEach((field, i) => { values[field] = Number(m[i + 1 + (skip || 0)]); });
    const of = (x) => (typeof x === 'function' ? x(m) : x);
    return tr.lib('step.' + of(id), of(english), values);
  }
  return englishName;
}

/** A cell name the library gave in English ("r3c7" stays; the star's "cell 14 (strip 3)") in `tr`'s language. */
export function cellWords(tr, englishName) {
  const m = /^cell (\d+) \(strip (\d+)\)$/.exec(englishName);
  return m ? tr.lib('step.cell_in_strip', 'cell {count} (strip {strip})', { count: Number(m[1]), strip: Number(m[2]) }) : englishName;
}
