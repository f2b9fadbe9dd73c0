// sudoku.d.ts matches what the API does: it type-checks, a TypeScript program
// using it compiles, and every object the API returns has exactly the
// members the declarations list.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { execFileSync } = require('node:child_process');
const { sudoku, ROOT } = require('./support/library');
const { readInterfaces, mismatches } = require('./support/declarations');

const DECLARATIONS = path.join(process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site'), 'sudoku.d.ts');
const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';

test('a TypeScript program using every call compiles against sudoku.d.ts (tsc --strict)', () => {
  const tsc = path.join(ROOT, 'tests/node_modules/typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '--noEmit', '--strict', '--target', 'es2020', '--lib', 'es2020,dom',
      path.join(__dirname, 'uses_declarations.ts')], { encoding: 'utf8' });
  } catch (e) {
    assert.fail(`tsc failed:\n${e.stdout}${e.stderr}`);
  }
});

test('the API object has exactly the calls SudokuApi declares', async () => {
  const api = await sudoku();
  assert.deepEqual(mismatches(readInterfaces(DECLARATIONS), 'SudokuApi', api), []);
});

test('every result has exactly the members its interface declares', async () => {
  const api = await sudoku();
  const d = readInterfaces(DECLARATIONS);
  const problems = [];
  const check = (name, value) => problems.push(...mismatches(d, name, value));

  const solved = api.solve(SOURCE_GRID);
  check('SolveResult', solved);
  check('Stats', solved.stats);
  check('SolveResult', api.solve(SOURCE_GRID, { algorithm: 'naive', maxNodes: 10 }));
  check('CountResult', api.count(SOURCE_GRID));
  check('EnumerateResult', api.enumerate(SOURCE_GRID));
  api.enumerate(SOURCE_GRID, { onBatch: (b) => check('SolutionBatch', b) });
  api.count('.'.repeat(81), { progressInterval: 1, onProgress: (p) => { check('Progress', p); return false; } });
  const parsed = api.parse(SOURCE_GRID);
  check('ParsedPuzzle', parsed);
  check('House', parsed.houses[0]);
  const bad = api.parse('x');
  check('InputErrorInfo', bad.error);
  const conflict = api.parse('5.5' + '.'.repeat(78));
  check('InputErrorInfo', conflict.error);
  check('Conflict', conflict.error.conflicts[0]);
  check('Algorithm', api.algorithms()[0]);
  check('SizeInfo', api.sizes()[0]);
  check('VariantInfo', api.variants()[0]);
  check('Technique', api.techniques()[0]);
  for (const grid of [SOURCE_GRID, '.'.repeat(81)]) check('Hint', api.hint(grid));
  const trace = api.trace(SOURCE_GRID, { algorithm: 'crook' });
  check('Trace', trace);
  const batch = trace.next(10);
  check('TraceBatch', batch);
  check('TraceEvent', api.eventAt(batch, 0));
  check('TraceResult', trace.result());
  trace.close();
  assert.deepEqual(problems, []);
});

test('the declared id unions list exactly the ids the module uses', async () => {
  const api = await sudoku();
  const text = require('node:fs').readFileSync(DECLARATIONS, 'utf8');
  const union = (name) => {
    const m = new RegExp(`type ${name} =([^;]+);`).exec(text);
    return m[1].match(/'([a-z_]+)'/g).map((s) => s.slice(1, -1));
  };
  assert.deepEqual(union('TechniqueId'), api.techniques().map((t) => t.id));
  assert.deepEqual(union('EventKindId'), api.eventKinds());
});
