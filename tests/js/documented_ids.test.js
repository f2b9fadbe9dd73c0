// Every id a shipped document names where an id is expected is one the
// library has. The documents: README.md and every README.md under src/,
// web/ and tests/, the pages and help of web/ (*.html), the site's examples
// (web/js/examples.js), the declarations (src/wasm/js/*.d.ts, *.d.mts,
// web/widget/*.d.ts) and the built custom-elements.json. The places an id
// is expected:
//   the CLI's  -a ID  -aID  --algorithm ID  --layout NAME  --variant V  (also with =)
//   an attribute or link  algorithm="ID"  data-layout="ID"  #puzzle=...&algorithm=ID
//   code  algorithm: 'ID'  solver.layout = 'ID'  "variant": "ID"  techniqueCap: 'ID'
//   a catalog named, then listed  layouts() (star, samurai)  an algorithm id (naive, mrv, ...)
//   the first column of a Markdown table headed "id"
//   custom-elements.json's types and defaults of the algorithm, layout and variant attributes
// Each is held against the catalogs (algorithms(), layouts(), techniques());
// a variant list is given to parse(), which refuses an unknown name.
// Placeholders (ID, NAME, V, ${...}, ...) are not ids. The last test shows
// that a wrong id fails.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { sudoku, ROOT } = require('./support/library');

const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site');
const KINDS = { algorithm: 'algorithm', a: 'algorithm', layout: 'layout', variant: 'variant', techniquecap: 'technique', technique: 'technique' };
// A token that may be an id (lowercase words, a variant list); anything else (ID, NAME, ${x}, <x>) is a placeholder.
const TOKEN = /^[a-z][a-z0-9_]*([,+][a-z][a-z0-9_]*)*$/;

/** The documents, as [path from the root, text]; `extra` adds [name, text] pairs (the test of the test). */
function documents() {
  const files = [];
  const walk = (dir, keep) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(rel, keep);
      } else if (keep(entry.name, rel)) {
        files.push(rel);
      }
    }
  };
  files.push('README.md');
  for (const dir of ['src', 'web', 'tests']) walk(dir, (name) => name === 'README.md');
  walk('web', (name) => name.endsWith('.html'));
  files.push('web/js/examples.js');
  walk('src/wasm/js', (name) => /\.d\.m?ts$/.test(name));
  walk('web/widget', (name) => name.endsWith('.d.ts'));
  const out = files.map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8')]);
  const manifest = path.join(SITE, 'custom-elements.json');
  if (!fs.existsSync(manifest)) throw new Error(`${manifest} is missing: run scripts/build`);
  out.push([path.relative(ROOT, manifest), fs.readFileSync(manifest, 'utf8')]);
  return out;
}

/** The ids `text` names where an id is expected: [{kind, value, line}]. */
function namedIds(text, file) {
  const found = [];
  const add = (kind, value, index) => {
    const v = value.trim().replace(/^[`'"]|[`'"]$/g, '');
    if (TOKEN.test(v)) found.push({ kind, value: v, line: text.slice(0, index).split('\n').length });
  };
  const each = (pattern, use) => { for (const m of text.matchAll(pattern)) use(m); };
  // The CLI: on lines that run sudoku (or its usage), -a ID, --algorithm ID, --layout NAME, --variant V.
  each(/(?:^|[\s`'"(])(?:-(a)[ =]?|--(algorithm|layout|variant)[ =])([^\s`'")\]|;]+)/gm, (m) => {
    const line = text.slice(text.lastIndexOf('\n', m.index) + 1, text.indexOf('\n', m.index) >>> 0);
    if (m[1] && !/sudoku/.test(line)) return;  // -a of another command
    add(KINDS[m[1] || m[2]], m[3].replace(/,$/, ''), m.index);
  });
  // Attributes and links: algorithm="ID", data-layout="ID", &algorithm=ID, ?variant=ID.
  each(/(?:\b(?:data-)?(algorithm|layout|variant)="([^"]*)")|(?:[#&?](algorithm|layout|variant)=([^&\s"'`)<]+))/g,
    (m) => add(KINDS[m[1] || m[3]], decodeURIComponent(m[2] ?? m[4]), m.index));
  // Code and JSON: algorithm: 'ID', .layout = "ID", "variant": "ID", techniqueCap: 'ID'.
  each(/["']?\b(algorithm|layout|variant|techniqueCap|technique)["']?\s*(?::|=(?!=))\s*(['"])([^'"\n]*)\2/g,
    (m) => add(KINDS[m[1].toLowerCase()], m[3], m.index));
  // A catalog named, then its list: "layouts() (star, samurai, ...)", "an algorithm id (naive, ...)", "`layouts()`: `star`, ...".
  each(/\b(?:(algorithm|layout|variant|technique)s\(\)`?|\b[Aa]n? (algorithm|layout|variant|technique) ids?)\s*[(:]\s*([^;|)\n]+)/g, (m) => {
    for (const item of m[3].split(/,|\bor\b|\band\b/)) add(m[1] || m[2], item.replace(/[`'"]/g, ''), m.index);
  });
  // A Markdown table headed "id": its first column.
  each(/^\|\s*id\s*\|.*\n\|[-| :]+\|\n((?:\|.*\n?)*)/gim, (m) => {
    for (const row of m[1].split('\n').filter(Boolean)) add('any', row.split('|')[1], m.index + m[0].indexOf(row));
  });
  // custom-elements.json: the literal types and defaults of the id attributes and their properties.
  if (file.endsWith('custom-elements.json')) {
    for (const d of JSON.parse(text).modules.flatMap((m) => m.declarations)) {
      for (const a of [...d.attributes, ...d.members]) {
        if (!KINDS[a.name]) continue;
        const at = text.indexOf(`"name": "${a.name}"`);
        for (const lit of (a.type?.text || '').matchAll(/'([^']*)'/g)) if (lit[1]) add(KINDS[a.name], lit[1], at);
        if (a.default) add(KINDS[a.name], JSON.parse(a.default.startsWith('"') ? a.default : JSON.stringify(a.default)), at);
      }
    }
  }
  return found;
}

/** Checks ids against the library: returns a predicate per kind. */
async function catalogs() {
  const api = await sudoku();
  const ids = (list) => new Set(list.map((x) => x.id));
  const known = {
    algorithm: ids(api.algorithms()),
    // --layout standard (and '') is a square grid.
    layout: new Set([...ids(api.layouts()), 'standard']),
    technique: ids(api.techniques()),
  };
  const boxes = api.parse('.'.repeat(81)).regionOf.map((r) => r + 1).join('');
  const isVariant = (v) => {
    const r = api.parse('.'.repeat(81), { variant: v, regions: /jigsaw/.test(v) ? boxes : undefined });
    return r.ok || r.error.code !== 'bad_variant';
  };
  return {
    algorithm: (v) => known.algorithm.has(v),
    layout: (v) => known.layout.has(v),
    technique: (v) => known.technique.has(v),
    variant: isVariant,
    // A table's id column: an id of any catalog.
    any: (v) => known.algorithm.has(v) || known.layout.has(v) || known.technique.has(v) || isVariant(v),
  };
}

/** "file:line: kind 'value'" for each id of `docs` the library lacks, and how many were checked. */
function unknownIds(docs, is) {
  const unknown = [];
  let checked = 0;
  for (const [file, text] of docs) {
    // Once per place (algorithm="ID" reads both as an attribute and as code).
    const places = new Set(namedIds(text, file).map(({ kind, value, line }) => `${file}:${line}: ${kind} '${value}'`));
    checked += places.size;
    for (const place of places) if (!is[place.match(/: (\w+) '/)[1]](place.match(/'(.*)'$/)[1])) unknown.push(place);
  }
  return { unknown, checked };
}

test('every id a shipped document names (README, folder READMEs, pages, examples, .d.ts, custom-elements.json) is the library\'s', async () => {
  const docs = documents();
  const { unknown, checked } = unknownIds(docs, await catalogs());
  assert.deepEqual(unknown, []);
  // The scan finds what it looks for: the documents name dozens of ids.
  assert.ok(checked > 30, `only ${checked} ids found in ${docs.length} documents`);
});

test('the check fails on an id the library lacks, in each kind of place', async () => {
  const is = await catalogs();
  const wrong = [
    ['README.md', 'Run `sudoku solve -a dlx 53..7....` to compare.'],
    ['README.md', '    sudoku count --layout samuri puzzle.txt'],
    ['README.md', '<sudoku-solver algorithm="dlx" puzzle="..."></sudoku-solver>'],
    ['web/index.html', '<a href="#puzzle=53..7&algorithm=dlx">the first source</a>'],
    ['web/js/examples.js', "  { name: 'Windoku', variant: 'windoko', puzzle: '...' },"],
    ['src/wasm/js/sudoku.d.ts', " *   await client.solve(text, { techniqueCap: 'exocet' });"],
    ['web/widget/README.md', 'An algorithm id (naive, dlx, fast, ...).'],
    ['README.md', '| id | name |\n|---|---|\n| `naive` | Naive |\n| `dlx` | Dancing links |\n'],
  ];
  for (const [file, text] of wrong) {
    const { unknown } = unknownIds([[file, text]], is);
    assert.equal(unknown.length, 1, `${file}: ${text} gave ${JSON.stringify(unknown)}`);
  }
  // The same places with the library's ids, and placeholders, pass.
  const right = ['sudoku solve -a naive --layout star --variant x,windoku', '<sudoku-solver algorithm="fast">',
    '#puzzle=1&algorithm=crook&variant=jigsaw%2Cx', "{ layout: 'samurai', techniqueCap: 'naked_pair' }",
    '-a, --algorithm ID   --layout NAME   --variant V', 'layouts() (star, samurai, ...)', "variant: '${id}'"];
  for (const text of right) assert.deepEqual(unknownIds([['README.md', text]], is).unknown, [], text);
});
