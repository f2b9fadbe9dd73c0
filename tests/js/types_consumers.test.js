// The declarations a site ships (sudoku.d.ts, sudoku.d.mts,
// sudoku-global.d.ts, sudoku-widget.d.ts) as TypeScript users meet them:
// the consumers in tests/js/consumers (an ES module, a CommonJS module, a
// classic script using the global Sudoku, a Worker's script, the widget,
// and every call) compile beside a copy of them under --strict. Each
// consumer also holds lines marked `// @ts-expect-error TSnnnn (why)`: a
// typo of an algorithm id, a solution read before narrowing, a wrong event
// detail field, a global Sudoku in a module... Compiled with the markers
// removed, each of those lines, and nothing else, must fail with its code:
// so the declarations cannot loosen (a marker left unused fails the first
// compile) and a marker cannot pass on some unrelated error. And every id of
// the library's catalogs compiles where an id is taken (the algorithm,
// variant, layout and technique options, the widget's properties), while a
// misspelling of each, and the 'windoko' and 'samuri', fail: the
// id unions are exact.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const ts = require('typescript');
const { ROOT, sudoku } = require('./support/library');

const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site');
const SHIPPED = ['sudoku.d.ts', 'sudoku.d.mts', 'sudoku-global.d.ts', 'sudoku-widget.d.ts'];
const CONSUMERS = path.join(__dirname, 'consumers');
const MARKER = /\/\/ @ts-expect-error( TS(\d+))?/;

const BASE = {
  // The shipped .d.ts files are checked too; the standard library's are not (they are TypeScript's).
  strict: true, noEmit: true, skipLibCheck: false, skipDefaultLibCheck: true, types: [], target: ts.ScriptTarget.ES2020,
  module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16,
};
const PAGE = ['lib.es2020.d.ts', 'lib.dom.d.ts'];
// Separate programs: a global declared for one (the script's) would leak into the others.
const PROGRAMS = [
  { name: 'modules: ESM, CommonJS, the widget, every call', files: ['esm.mts', 'commonjs.cts', 'widget.ts', 'every_call.ts'], lib: PAGE },
  { name: 'a classic script in a page (global Sudoku)', files: ['script.ts'], lib: PAGE },
  { name: 'a Worker\'s script (self.Sudoku)', files: ['worker.ts'], lib: ['lib.es2020.d.ts', 'lib.webworker.d.ts'] },
];

let dir;
test.before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-types-'));
  for (const file of SHIPPED) {
    if (!fs.existsSync(path.join(SITE, file))) throw new Error(`${path.join(SITE, file)} is missing: build the site`);
    fs.copyFileSync(path.join(SITE, file), path.join(dir, file));
  }
  for (const file of fs.readdirSync(CONSUMERS)) fs.copyFileSync(path.join(CONSUMERS, file), path.join(dir, file));
});
test.after(() => fs.rmSync(dir, { recursive: true, force: true }));

const libraryFiles = new Map();  // the standard library, parsed once for every program

/** Diagnostics of one program over the copies in `dir`, with the markers removed when `unmarked`. */
function compile({ files, lib }, unmarked) {
  const options = { ...BASE, lib };
  const host = ts.createCompilerHost(options);
  const { getSourceFile } = host;
  host.getSourceFile = (file, language, ...rest) => {
    if (!path.resolve(file).startsWith(dir)) {
      if (!libraryFiles.has(file)) libraryFiles.set(file, getSourceFile.call(host, file, language, ...rest));
      return libraryFiles.get(file);
    }
    let text = fs.readFileSync(file, 'utf8');
    if (unmarked) text = text.split('\n').map((line) => line.replace(MARKER, '// (expected error$1)')).join('\n');
    return ts.createSourceFile(file, text, language, true);
  };
  const program = ts.createProgram(files.map((f) => path.join(dir, f)), options, host);
  return ts.getPreEmitDiagnostics(program);
}

const where = (d) => {
  const { line } = d.file ? d.file.getLineAndCharacterOfPosition(d.start) : { line: -1 };
  return `${d.file ? path.basename(d.file.fileName) : '(options)'}:${line + 1} TS${d.code}`;
};
const explain = (diagnostics) => diagnostics.map((d) => `${where(d)} ${ts.flattenDiagnosticMessageText(d.messageText, '\n  ')}`).join('\n');

for (const program of PROGRAMS) {
  test(`${program.name}: compiles under --strict, and each marked line fails with its code`, () => {
    const clean = compile(program, false);
    assert.equal(clean.length, 0, `the consumers do not compile:\n${explain(clean)}`);

    const expected = [];
    for (const file of program.files) {
      fs.readFileSync(path.join(CONSUMERS, file), 'utf8').split('\n').forEach((line, i) => {
        const m = MARKER.exec(line);
        if (!m) return;
        assert.ok(m[2], `${file}:${i + 1}: a marker names the error it expects (// @ts-expect-error TSnnnn why)`);
        expected.push(`${file}:${i + 2} TS${m[2]}`);
      });
    }
    assert.ok(expected.length >= 2, `${program.name}: each program proves some mistakes are errors`);
    const unmarked = compile(program, true);
    assert.deepEqual([...new Set(unmarked.map(where))].sort(), expected.sort(), `the errors without the markers:\n${explain(unmarked)}`);
  });
}

/** `id` misspelt: its last letter changed (or one added to a one-letter id), never another id of `ids`. */
function misspelt(id, ids) {
  for (const letter of 'zqjk') {
    const typo = id.length > 1 ? id.slice(0, -1) + letter : id + letter;
    if (typo !== id && !ids.includes(typo)) return typo;
  }
  throw new Error(`no misspelling of ${id}`);
}

test('every catalog id compiles where an id is taken, and a misspelt one is an error (exact unions, under --strict)', async () => {
  const api = await sudoku();
  const ids = (list) => list.map((x) => x.id);
  // [how the id is used, where it goes ({} of an option or a widget property), the catalog's ids]
  const uses = [
    ['algorithm', (id) => `api.solve(text, { algorithm: '${id}' });`, ids(api.algorithms())],
    ['variant', (id) => `api.count(text, { variant: '${id}' });`, ids(api.variants())],
    ['layout', (id) => `api.parse(text, { layout: '${id}' });`, ids(api.layouts())],
    // A cap is a rung of the ladder: every technique but the two search steps.
    ['techniqueCap', (id) => `api.hint(text, { techniqueCap: '${id}' });`, ids(api.techniques()).filter((id) => id !== 'none' && id !== 'guess')],
    ['widget algorithm', (id) => `widget.algorithm = '${id}';`, ids(api.algorithms())],
    ['widget variant', (id) => `widget.variant = '${id}';`, ids(api.variants())],
    ['widget layout', (id) => `widget.layout = '${id}';`, ids(api.layouts())],
  ];
  const lines = [
    "import type { SudokuApi } from './sudoku';",
    "import type { SudokuSolverElement } from './sudoku-widget';",
    'declare const api: SudokuApi;',
    'declare const widget: SudokuSolverElement;',
    "const text = '.';",
    // A variant list in another order than variants() spells it, and of three names.
    "api.solve(text, { variant: 'x,jigsaw' });",
    "api.solve(text, { variant: 'x,windoku,jigsaw' });",
  ];
  const expected = [];
  const wrong = (line) => {
    lines.push(line);
    expected.push(`catalog_ids.ts:${lines.length}`);
  };
  for (const [, use, list] of uses) {
    assert.ok(list.length > 0);
    for (const id of list) lines.push(use(id));
    for (const id of list) wrong(use(misspelt(id, list)));
  }
  // Pinned: the misspellings issue 26 found type-checking, and the manifest's old 'dlx'.
  wrong("api.solve(text, { variant: 'windoko' });");
  wrong("api.solve(text, { variant: 'x,windoko' });");
  wrong("api.solve(text, { layout: 'samuri' });");
  wrong("api.solve(text, { algorithm: 'dlx' });");
  wrong("widget.layout = 'samuri';");
  fs.writeFileSync(path.join(dir, 'catalog_ids.ts'), lines.join('\n') + '\n');

  const diagnostics = compile({ files: ['catalog_ids.ts'], lib: PAGE }, false);
  // TS2322: not assignable; TS2820: the same, with "Did you mean" a near id.
  assert.deepEqual(diagnostics.filter((d) => d.code !== 2322 && d.code !== 2820).map(where), [], explain(diagnostics));
  const lineOf = (d) => where(d).replace(/ TS\d+$/, '');
  assert.deepEqual([...new Set(diagnostics.map(lineOf))].sort(), expected.sort(), `the errors:\n${explain(diagnostics)}`);
});
