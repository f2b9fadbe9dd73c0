// The npm package (build/package, packed with `npm pack`) as a developer
// meets it: installed offline from the tarball into fresh projects, it works
// as an ES module, through require() and from strict TypeScript (apps that
// bundlers build from it run in tests/browser/bundlers.test.js).
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '../..');
// SUDOKU_PACKAGE_DIR: another package folder (a second build's, beside build/package).
const PACKAGE = process.env.SUDOKU_PACKAGE_DIR ? path.resolve(process.env.SUDOKU_PACKAGE_DIR) : path.join(ROOT, 'build/package');
const TSC = path.join(ROOT, 'tests/node_modules/typescript/bin/tsc');
const FIRST = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34';
const FIRST_SOLUTION = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';

let scratch, tarball;
before(() => {
  if (!fs.existsSync(path.join(PACKAGE, 'package.json'))) throw new Error(`${PACKAGE} is missing: run scripts/build`);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-package-'));
  const packed = execFileSync('npm', ['pack', PACKAGE, '--pack-destination', scratch, '--json', '--silent'], { encoding: 'utf8' });
  tarball = path.join(scratch, JSON.parse(packed)[0].filename);
});
after(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** A fresh project folder with `files` ({name: text}), the tarball installed offline into it. */
function project(name, files) {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir);
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', tarball], { cwd: dir, stdio: 'pipe' });
  return dir;
}
const run = (dir, ...args) => execFileSync(process.execPath, args, { cwd: dir, encoding: 'utf8' }).trim();
// sudoku.mjs reads sudoku.wasm in node through process.getBuiltinModule (node 20.16 and later; Debian 12 has
// node 18), and @arethetypeswrong/cli needs node 20: on an older node those tests say so and skip.
const ESM_IN_NODE = typeof process.getBuiltinModule === 'function' ? false : `node ${process.version} has no process.getBuiltinModule`;
const [NODE_MAJOR] = process.versions.node.split('.').map(Number);

test('the tarball holds the library, its module, binary, Worker script and types, the widget and its languages, a README and the LICENSE, and nothing else', () => {
  const listed = JSON.parse(execFileSync('npm', ['pack', PACKAGE, '--dry-run', '--json', '--silent'], { encoding: 'utf8' }))[0].files.map((f) => f.path).sort();
  const languages = ['cs', 'de', 'pl', 'ru'].flatMap((code) => [`sudoku-lang-${code}.js`, `sudoku-lang-${code}.mjs`, `sudoku-lang-${code}.mjs.map`]);
  assert.deepEqual(listed, ['LICENSE', 'README.md', 'custom-elements.json', 'global/package.json', 'package.json', 'sudoku-global.d.ts', ...languages,
    'sudoku-widget.d.mts', 'sudoku-widget.d.ts', 'sudoku-widget.js', 'sudoku-widget.js.map', 'sudoku-widget.mjs', 'sudoku-widget.mjs.map', 'sudoku-worker.js',
    'sudoku.d.mts', 'sudoku.d.ts', 'sudoku.js', 'sudoku.js.map', 'sudoku.mjs', 'sudoku.mjs.map', 'sudoku.wasm', 'widget/package.json']);
  const pkg = JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8'));
  for (const field of ['name', 'version', 'description', 'license', 'keywords', 'exports', 'files']) assert.ok(pkg[field], field);
  assert.equal(pkg.license, 'MIT');
  assert.match(fs.readFileSync(path.join(PACKAGE, 'LICENSE'), 'utf8'), /^MIT License/);
});

test('an ES-module project imports named exports and solves', { skip: ESM_IN_NODE }, () => {
  const dir = project('esm', {
    'package.json': JSON.stringify({ name: 'esm-app', private: true, type: 'module' }),
    'index.js': `import { createSudoku, createSudokuWorker, SudokuError, version } from 'sudoku-wasm-solver';
import library from 'sudoku-wasm-solver';
const sudoku = await createSudoku();
const r = sudoku.solve('${FIRST}', { algorithm: 'naive' });
let refused = '';
try { sudoku.solve('11'); } catch (e) { refused = e instanceof SudokuError ? e.code : 'not a SudokuError'; }
console.log(JSON.stringify({ version, status: r.status, solution: Array.from(r.solution).join(''), backtracks: r.stats.backtracks,
  worker: typeof createSudokuWorker, same: library.createSudoku === createSudoku, refused }));`,
  });
  const out = JSON.parse(run(dir, 'index.js'));
  assert.deepEqual(out, { version: out.version, status: 'solved', solution: FIRST_SOLUTION, backtracks: 301478, worker: 'function', same: true,
    refused: 'bad_cell_count' });
  assert.match(out.version, /^\d+\.\d+\.\d+$/);
});

test('a CommonJS project requires it and solves (also in a project whose own files are ES modules)', () => {
  const cjs = project('cjs', {
    'package.json': JSON.stringify({ name: 'cjs-app', private: true }),
    'index.js': `const { createSudoku } = require('sudoku-wasm-solver');
createSudoku().then((s) => console.log(s.count('...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86').count));`,
  });
  assert.equal(run(cjs, 'index.js'), '10');
  const mixed = project('mixed', {
    'package.json': JSON.stringify({ name: 'mixed-app', private: true, type: 'module' }),
    'index.cjs': `require('sudoku-wasm-solver').createSudoku().then((s) => console.log(s.solve('${FIRST}').status));`,
  });
  assert.equal(run(mixed, 'index.cjs'), 'solved');
});

// The consumers of types_consumers.test.js, importing the package instead of files beside them.
const CONSUMERS = path.join(__dirname, 'consumers');
const FROM_PACKAGE = [
  [/'\.\/sudoku\.mjs'/g, "'sudoku-wasm-solver'"],            // import: the package's ES module (sudoku.d.mts)
  [/'\.\/sudoku\.js'/g, "'sudoku-wasm-solver'"],             // require(): its script entry (sudoku.d.ts)
  [/'\.\/sudoku-widget'/g, "'sudoku-wasm-solver/widget'"],
  [/'\.\/sudoku'/g, "'sudoku-wasm-solver'"],
  [/<reference path="\.\/sudoku-global\.d\.ts" \/>/g, '<reference types="sudoku-wasm-solver/global" />'],
];
const consumer = (file) => FROM_PACKAGE.reduce((text, [from, to]) => text.replace(from, to), fs.readFileSync(path.join(CONSUMERS, file), 'utf8'));

test('strict TypeScript projects type-check against the package\'s declarations: ESM, CommonJS, the widget, a classic script, a Worker', () => {
  const compilerOptions = { strict: true, module: 'node16', moduleResolution: 'node16', target: 'es2020', lib: ['es2020', 'dom'],
    noEmit: true, skipLibCheck: false, types: [] };
  const config = (files, lib) => JSON.stringify({ compilerOptions: { ...compilerOptions, lib: lib || compilerOptions.lib }, files });
  const files = { 'package.json': JSON.stringify({ name: 'ts-app', private: true, type: 'module' }),
    'tsconfig.json': config(['esm.mts', 'commonjs.cts', 'widget.ts', 'every_call.ts']),
    // Scripts apart: the global Sudoku they reference must not reach the modules.
    'tsconfig.script.json': config(['script.ts']),
    'tsconfig.worker.json': config(['worker.ts'], ['es2020', 'webworker']) };
  for (const file of ['esm.mts', 'commonjs.cts', 'widget.ts', 'every_call.ts', 'script.ts', 'worker.ts']) files[file] = consumer(file);
  const dir = project('typescript', files);
  // Each consumer's `@ts-expect-error` lines (an unknown algorithm id, a solution read before narrowing, ...)
  // must fail, or tsc reports an unused directive: so the check is real.
  for (const tsconfig of ['tsconfig.json', 'tsconfig.script.json', 'tsconfig.worker.json']) {
    try {
      execFileSync(process.execPath, [TSC, '-p', tsconfig], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      assert.fail(`tsc -p ${tsconfig} failed:\n${e.stdout}${e.stderr}`);
    }
  }
});

test('node imports every ES-module entry it exports, named exports included: sudoku.mjs, and sudoku.js (CommonJS) by name', { skip: ESM_IN_NODE }, () => {
  // TypeScript lets an ES module import sudoku.js's names; node finds them only if cjs-module-lexer reads them in
  // the script (library_head.js names them), so each is imported and called here as node runs it.
  const dir = project('entries', {
    'package.json': JSON.stringify({ name: 'entries-app', private: true, type: 'module' }),
    'index.js': `import { createSudoku as viaScript, version as scriptVersion, SudokuError, createSudokuWorker } from 'sudoku-wasm-solver/sudoku.js';
import { createSudoku as viaModule, version } from 'sudoku-wasm-solver/sudoku.mjs';
const a = (await viaScript()).solve('${FIRST}');
const b = (await viaModule()).solve('${FIRST}');
console.log(JSON.stringify([a.status, b.status, scriptVersion === version, typeof SudokuError, typeof createSudokuWorker]));`,
  });
  assert.deepEqual(JSON.parse(run(dir, 'index.js')), ['solved', 'solved', true, 'function', 'function']);
});

// The README's examples as a reader copies them (src/wasm/package/README.md): its first, an ES module, runs in node
// as written and prints what its comment says (the classic script's runs in tests/browser/package.test.js).
const README = fs.readFileSync(path.join(ROOT, 'src/wasm/package/README.md'), 'utf8');
const readmeBlock = (lang, containing) => {
  const blocks = [...README.matchAll(new RegExp('^```' + lang + '\\n([\\s\\S]*?)^```', 'gm'))].map((m) => m[1]);
  const block = blocks.find((b) => b.includes(containing));
  assert.ok(block, `the README has a ${lang} block with ${containing}`);
  return block;
};

test('the README\'s first example runs in node as written and prints what its comment says', { skip: ESM_IN_NODE }, () => {
  const example = readmeBlock('js', "from 'sudoku-wasm-solver'");
  const dir = project('readme', { 'package.json': JSON.stringify({ name: 'readme-app', private: true, type: 'module' }), 'index.js': example });
  const printed = run(dir, 'index.js');
  const said = example.match(/console\.log\([^;]*;\s*\/\/ (.*)$/m)[1];
  assert.equal(printed, said);
});

test('on a node without process.getBuiltinModule, sudoku.mjs says which node it needs and what to use instead', () => {
  const dir = project('old-node', {
    'package.json': JSON.stringify({ name: 'old-node-app', private: true, type: 'module' }),
    // As node 18 is: no getBuiltinModule, and a fetch that reads no file: URL.
    'index.js': `delete process.getBuiltinModule;
const { createSudoku } = await import('sudoku-wasm-solver');
createSudoku().then(() => console.log('loaded'), (e) => console.log(e.message));`,
  });
  assert.match(run(dir, 'index.js'), /^sudoku\.mjs reads file:.*sudoku\.wasm with process\.getBuiltinModule, which node .* lacks \(node 20\.16 or later has it\): on this node, require\('sudoku-wasm-solver'\)/);
});

// publint and @arethetypeswrong/cli (tests/package.json's), on the folder and on the tarball. attw's one finding left
// is its rule cjs-resolves-to-esm, for the two entries that name an ES module by its file (./sudoku.mjs,
// ./sudoku-widget.mjs): require() of an .mjs is what it is, and require('sudoku-wasm-solver') and /widget have
// CommonJS files. The binary and the Worker's script are files for URLs, not modules: attw leaves them out.
const TOOLS = path.join(ROOT, 'tests/node_modules');
// The tarball goes first: the options taking lists would read it as one more item.
const attw = (...options) => [path.join(TOOLS, '@arethetypeswrong/cli/dist/index.js'), tarball, '--format', 'json',
  '--exclude-entrypoints', './sudoku.wasm', './sudoku-worker.js', ...options];

test('publint finds nothing in the package, even with warnings counted as errors', () => {
  const out = execFileSync(process.execPath, [path.join(TOOLS, 'publint/src/cli.js'), PACKAGE, '--strict'], { encoding: 'utf8', stdio: 'pipe' });
  assert.match(out, /All good!/, out);
});

test('@arethetypeswrong/cli finds only require() of the two .mjs entries, for every resolution (node10, node16, bundler)',
  { skip: NODE_MAJOR < 20 && `@arethetypeswrong/cli needs node 20 (this is ${process.version})` }, () => {
  let report;
  try {
    execFileSync(process.execPath, attw(), { encoding: 'utf8', stdio: 'pipe' });
    assert.fail('attw found nothing, not even require() of sudoku.mjs');
  } catch (e) {
    if (!e.stdout) throw e;
    report = JSON.parse(e.stdout);
  }
  const found = Object.values(report.problems).flat().map((p) => `${p.kind} ${p.entrypoint} ${p.resolutionKind}`).sort();
  assert.deepEqual(found, ['CJSResolvesToESM ./sudoku-widget.mjs node16-cjs', 'CJSResolvesToESM ./sudoku.mjs node16-cjs']);
  execFileSync(process.execPath, attw('--ignore-rules', 'cjs-resolves-to-esm'), { encoding: 'utf8', stdio: 'pipe' });
});
