// The page's languages (web/i18n/, read by web/js/i18n.js): every language
// has every key of the page, of its HTML and of the library, with the same
// fields; plurals take the forms each language needs; numbers are grouped as
// each language groups them; the library accepts every language's wording
// of its sentences, and says a hint in it.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { sudoku } = require('./support/library');

const WEB = path.resolve(__dirname, '../../web');
const OTHERS = ['pl', 'cs', 'ru', 'de'];
const load = (file) => import(pathToFileURL(path.join(WEB, file)).href);
// i18n.js with every language's words loaded (each loads on first use).
async function translators() {
  const i18n = await load('js/i18n.js');
  for (const code of OTHERS) assert.equal((await i18n.loadTranslator(code)).lang, code, `the words in ${code} load`);
  return i18n;
}

// The keys the HTML pages mark (data-i18n, data-i18n-html, data-i18n-attr), with their English.
function htmlKeys() {
  const keys = new Set();
  for (const page of ['index.html', 'embed.html']) {
    const text = fs.readFileSync(path.join(WEB, page), 'utf8');
    for (const m of text.matchAll(/data-i18n(?:-html)?="([^"]+)"/g)) keys.add(m[1]);
    for (const m of text.matchAll(/data-i18n-attr="([^"]+)"/g)) {
      for (const pair of m[1].trim().split(/\s+/)) keys.add(pair.split(':')[1]);
    }
  }
  return keys;
}

// Every library word a page shows: lib.* keys with their English.
async function libraryWords() {
  const s = await sudoku();
  const out = new Map();
  for (const t of s.techniques()) out.set('lib.technique.' + t.id, t.name);
  for (const a of s.algorithms()) {
    for (const part of ['name', 'summary', 'description']) out.set(`lib.algorithm.${a.id}.${part}`, a[part]);
  }
  for (const v of s.variants()) out.set('lib.variant.' + v.id, v.name);
  for (const k of s.constraintKinds()) {
    out.set('lib.constraint.' + k.id, k.name);
    out.set(`lib.constraint.${k.id}.rule`, k.rule);
  }
  for (const l of s.layouts()) {
    out.set('lib.layout.' + l.id, l.name);
    if (l.description) out.set(`lib.layout.${l.id}.description`, l.description);
  }
  for (const l of s.levels()) out.set('lib.level.' + l.id, l.description);
  for (const y of s.symmetries()) out.set('lib.symmetry.' + y.id, y.description);
  for (const t of s.templates()) out.set('lib.step.' + t.id, t.text);
  return out;
}

const fieldsOf = (text) => [...new Set(text.match(/\{[a-zA-Z_]+\}/g) || [])].sort();
const textsOf = (entry) => (typeof entry === 'string' ? [entry] : Object.values(entry));

test('every language has every key of the page, its HTML and the library, with the same fields', async () => {
  const tables = {};
  for (const code of ['en', ...OTHERS]) tables[code] = (await load(`i18n/${code}.js`)).default();
  const english = new Map(Object.entries(tables.en));
  for (const key of htmlKeys()) english.set(key, null);  // their English is the page's own text
  for (const [key, text] of await libraryWords()) english.set(key, text);
  assert.ok(english.size > 300, `only ${english.size} keys`);
  for (const code of OTHERS) {
    const table = tables[code];
    const missing = [...english.keys()].filter((k) => !(k in table));
    assert.deepEqual(missing, [], `${code} lacks ${missing.length} keys`);
    const extra = Object.keys(table).filter((k) => !english.has(k));
    assert.deepEqual(extra, [], `${code} has keys no page or library has`);
    for (const [key, source] of english) {
      if (source === null) continue;
      const want = fieldsOf(textsOf(source).join(' '));
      for (const text of textsOf(table[key])) {
        // A plural form may leave out its number ("one solution"); no form adds a field.
        const got = fieldsOf(text);
        assert.ok(got.every((f) => want.includes(f)), `${code} ${key}: ${got} not within ${want}`);
        if (typeof source === 'string') assert.deepEqual(got, want, `${code} ${key}`);
      }
    }
  }
});

test('each plural text has the forms its language needs', async () => {
  for (const code of ['en', ...OTHERS]) {
    const table = (await load(`i18n/${code}.js`)).default();
    const needed = new Intl.PluralRules(code).resolvedOptions().pluralCategories.filter((c) => c !== 'zero' || code === 'en');
    for (const [key, entry] of Object.entries(table)) {
      if (typeof entry === 'string') continue;
      for (const category of needed) {
        // Fractions ('other' in pl/cs/ru, 'many' in cs) never name counts here; whole numbers need the rest.
        if ((code === 'cs' && category === 'many') || (code !== 'en' && code !== 'de' && category === 'other' && !('other' in entry))) continue;
        assert.ok(category in entry, `${code} ${key} lacks the form "${category}"`);
      }
    }
  }
});

test('counts take the right form in each language at 0, 1, 2, 5, 21, 22, 25, 101 and 1,000,000', async () => {
  const { createTranslator } = await translators();
  const counts = [0, 1, 2, 5, 21, 22, 25, 101, 1000000];
  // The noun's form for each count, as a grammar of the language gives it.
  const nounOf = {
    en: ['solutions', 'solution', 'solutions', 'solutions', 'solutions', 'solutions', 'solutions', 'solutions', 'solutions'],
    pl: ['rozwiązań', 'rozwiązanie', 'rozwiązania', 'rozwiązań', 'rozwiązań', 'rozwiązania', 'rozwiązań', 'rozwiązań', 'rozwiązań'],
    cs: ['řešení', 'řešení', 'řešení', 'řešení', 'řešení', 'řešení', 'řešení', 'řešení', 'řešení'],
    ru: ['решений', 'решение', 'решения', 'решений', 'решение', 'решения', 'решений', 'решение', 'решений'],
    de: ['Lösungen', 'Lösung', 'Lösungen', 'Lösungen', 'Lösungen', 'Lösungen', 'Lösungen', 'Lösungen', 'Lösungen'],
  };
  const written = { en: '1,000,000', pl: '1 000 000', cs: '1 000 000', ru: '1 000 000', de: '1.000.000' };
  for (const code of Object.keys(nounOf)) {
    const tr = createTranslator(code);
    counts.forEach((n, i) => {
      const text = tr.t('verdict.solutions', { n: n });
      const number = n === 1000000 ? written[code] : String(n);
      assert.ok(text.replace(/\s/g, ' ').includes(number.replace(/\s/g, ' ')), `${code} ${n}: "${text}" lacks ${number}`);
      assert.match(text, new RegExp('(^|\\s)' + nounOf[code][i] + '($|\\s|\\))'), `${code} ${n}: "${text}"`);
    });
  }
});

test('the library takes every language\'s wording and says a hint in it', async () => {
  const s = await sudoku();
  const { createTranslator } = await translators();
  const puzzle = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
  const english = s.hint(puzzle).message;
  for (const code of OTHERS) {
    const wording = createTranslator(code).wording(s.templates(), s.techniques());
    assert.ok(Object.keys(wording).length > 60, `${code}: ${Object.keys(wording).length} texts`);
    const said = s.hint(puzzle, { wording: wording }).message;
    assert.notEqual(said, english, code);
    assert.match(said, /r\dc\d/, `${code}: ${said}`);
    assert.doesNotMatch(said, /\{[a-z_]+\}/, `${code}: ${said}`);
  }
  assert.equal(s.hint(puzzle).message, english, 'English again without the option');
  assert.throws(() => s.hint(puzzle, { wording: { no_such: 'x' } }), (e) => e.code === 'bad_option' && /no_such/.test(e.message));
  assert.throws(() => s.hint(puzzle, { wording: { try: '{value} {oops}' } }), (e) => e.code === 'bad_option' && /\{oops\}/.test(e.message));
  assert.throws(() => s.hint(puzzle, { wording: 'pl' }), (e) => e.code === 'bad_option');
});

test('the pseudo-language marks every text and keeps its fields', async () => {
  const { createTranslator, PSEUDO, pickLanguage } = await translators();
  const tr = createTranslator(PSEUDO);
  const text = tr.t('verdict.solutions', { n: 3 });
  assert.match(text, /^⟦3 solutions~~~~⟧$/);
  assert.match(tr.lib('step.try', 'Try {value} in {cell}.', { value: 5, cell: 'r1c1' }), /^⟦Try 5 in r1c1\.~~~⟧$/);
  assert.equal(pickLanguage(['de-AT', 'en']), 'de');
  assert.equal(pickLanguage(['fr', 'pt-BR']), 'en');
  assert.equal(pickLanguage([undefined, '', 'RU']), 'ru');
});

test('house names the library gives in English (errors, conflicts) read in each language, every layout\'s too', async () => {
  const { createTranslator } = await translators();
  const { houseWords, cellWords } = await load('js/house_words.js');
  const api = await sudoku();
  const pl = createTranslator('pl');
  assert.equal(houseWords(pl, 'row 2 of grid 3'), 'wiersz 2 planszy 3');
  assert.equal(houseWords(pl, '/ line 4'), 'linia / 4');
  assert.equal(houseWords(pl, '\\ line 1'), 'linia \\ 1');
  assert.equal(houseWords(pl, 'box 7'), 'blok 7');
  assert.equal(houseWords(pl, 'houses[3]'), 'houses[3]', 'a shape file\'s own name stays');
  assert.equal(cellWords(pl, 'cell 14 (strip 3)'), 'komórka 14 (pas 3)');
  assert.equal(cellWords(pl, 'r1c1'), 'r1c1');
  // Every house of every layout and of a 9x9 X grid: no English left in any language, and English as the library says it.
  const names = new Set();
  for (const layout of api.layouts()) for (const h of layout.houses) names.add(h.name);
  for (const h of api.parse('.'.repeat(81), { variant: 'x' }).houses) names.add(h.name);
  assert.ok(names.size > 100, `${names.size} house names`);
  for (const name of names) assert.equal(houseWords(createTranslator('en'), name), name);
  for (const code of OTHERS) {
    const tr = createTranslator(code);
    for (const name of names) assert.doesNotMatch(houseWords(tr, name), /\b(row|column|box|line|triangle|grid|diagonal)\b/, `${code}: ${name}`);
  }
});

test('a library error is worded in each language with its facts: the character and place, the cell, the count', async () => {
  const { createTranslator } = await translators();
  const { errorWords } = await load('js/error_words.js');
  const api = await sudoku();
  const errorOf = (text) => api.parse(text).error;
  const badCharacter = errorOf('Z' + '.'.repeat(80));
  assert.deepEqual(badCharacter.details, { character: 'Z', column: '1', count: '1' });
  const badOnLine = errorOf('.'.repeat(9) + '\n....Q....\n' + ('.'.repeat(9) + '\n').repeat(7));
  assert.deepEqual(badOnLine.details, { character: 'Q', column: '5', count: '1', line: '2' });
  const tooLarge = errorOf('A' + '.'.repeat(80));
  assert.deepEqual(tooLarge.details, { character: 'A', value: '10', cell: 'r1c1', size: '9', count: '1' });
  const cellCount = errorOf('.'.repeat(80));
  assert.deepEqual(cellCount.details, { count: '80' });
  const expected = {
    pl: ['„Z” na pozycji 1 nie jest', '„Q” w linii 2, w kolumnie 5', '„A” (10) w r1c1', 'odczytano 80 pól'],
    cs: ['„Z“ na pozici 1 není', '„Q“ na řádku 2, ve sloupci 5', '„A“ (10) v r1c1', 'načteno 80 políček'],
    ru: ['«Z» в позиции 1 — не цифра', '«Q» в строке 2, столбце 5', '«A» (10) в r1c1', 'прочитано 80 клеток'],
    de: ['„Z“ an Position 1 ist keine', '„Q“ in Zeile 2, Spalte 5', '„A“ (10) in r1c1', '80 Felder gelesen'],
  };
  for (const [code, parts] of Object.entries(expected)) {
    const tr = createTranslator(code);
    const said = [badCharacter, badOnLine, tooLarge, cellCount].map((e) => errorWords(tr, e));
    parts.forEach((part, i) => assert.ok(said[i].includes(part), `${code}: "${said[i]}" says ${part}`));
  }
  assert.equal(errorWords(createTranslator('en'), badCharacter), badCharacter.message, 'English shows the library\'s message');
});

test('an axis\'s round numbers are short in each language\'s own words (the Compare chart\'s ticks)', async () => {
  const { createTranslator } = await translators();
  const short = (code) => [1e3, 1e6, 1e9].map((n) => createTranslator(code).compact(n).replace(/\s/g, ' '));
  assert.deepEqual(short('en'), ['1k', '1M', '1G']);
  assert.deepEqual(short('pl'), ['1 tys.', '1 mln', '1 mld']);
  assert.deepEqual(short('cs'), ['1 tis.', '1 mil.', '1 mld.']);
  assert.deepEqual(short('ru'), ['1 тыс.', '1 млн', '1 млрд']);
  assert.deepEqual(short('de'), ['1000', '1 Mio.', '1 Mrd.']);
  assert.equal(createTranslator('pl').compact(100), '100');
});
