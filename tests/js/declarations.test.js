// sudoku.d.ts says what the module returns, type by type: real calls in
// node, each result held against its declared type as the TypeScript
// checker reads it (support/declarations.js): every member present and no
// other, strings where it says string, the literal unions (ids, statuses),
// null where it says null, the case of a union the status names. The id
// unions are checked against the module's own catalogs, the error codes
// against the errors the module gives. And a wrong declaration fails the
// check (the last test changes one and looks).
// Not run here: the Worker client (it needs a browser). Its results are the
// Worker's run of these same calls, except what worker_connection.js builds on
// the page (a cancelled search's "stopped" result); its member names are
// compared in tests/browser/worker_client.test.js. Consumers of the
// declarations compile in types_consumers.test.js.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { sudoku, loadLibrary, puzzleTable, invalidTable, ROOT } = require('./support/library');
const { readDeclarations } = require('./support/declarations');

const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site');
const DECLARATIONS = path.join(SITE, 'sudoku.d.ts');
const row = (name) => puzzleTable().find((r) => r.name === name);
const FIRST = row('first source, 301478 naive backtracks').puzzle;
const TEN = row('top row blanked, ten solutions').puzzle;
const NO_CANDIDATE = row('no solution: a cell with no candidate, at both ends').puzzle;
const NO_SOLUTION_BY_SEARCH = row('no solution found only by search').puzzle;
const EMPTY = '.'.repeat(81);
// Its hints use hidden singles, pointing, claiming, naked and hidden pairs, then get stuck.
const LADDER = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';

let declarations = null;
const d = () => (declarations = declarations || readDeclarations(DECLARATIONS));

/** Collects the problems of each result checked against its method's declared return type. */
function checker() {
  const problems = [];
  return {
    problems,
    returns(owner, method, value, label) {
      problems.push(...d().problems(d().returnType(owner, method), value, `${method}(${label || ''})`));
      return value;
    },
    is(type, value, label) {
      problems.push(...d().problems(type, value, label));
      return value;
    },
  };
}

test('the library object and the API object have exactly the members their interfaces declare, each of its type', async () => {
  const { _serveWorker: serveWorker, ...library } = loadLibrary();
  // _serveWorker is the Worker's entry point (worker_server.js), internal: not part of the contract.
  assert.equal(typeof serveWorker, 'function');
  assert.deepEqual(d().problems('SudokuLibrary', library), []);
  assert.deepEqual(d().problems('SudokuApi', await sudoku()), []);
});

test('the id unions list exactly the ids of the module\'s catalogs', async () => {
  const api = await sudoku();
  const sorted = (list) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const catalogs = {
    AlgorithmId: api.algorithms().map((a) => a.id),
    VariantId: api.variants().map((v) => v.id),
    LayoutId: api.layouts().map((l) => l.id),
    GridSize: api.sizes().map((s) => s.size),
    TechniqueId: api.techniques().map((t) => t.id),
    DeductionTechniqueId: api.techniques().map((t) => t.id).filter((id) => id !== 'none' && id !== 'guess'),
    EventKindId: api.eventKinds(),
  };
  for (const [name, ids] of Object.entries(catalogs)) {
    assert.deepEqual(d().literals(name), sorted(ids), `${name} in sudoku.d.ts differs from the module's catalog`);
  }
});

test('every error code the module gives is declared, and each declared one is given by some input', async () => {
  const api = await sudoku();
  const c = checker();
  const given = new Map();  // code -> how
  const refused = (how, call) => {
    try {
      call();
    } catch (e) {
      c.is('SudokuError', e, `the error of ${how}`);
      given.set(e.code, how);
      return;
    }
    assert.fail(`${how} was not refused`);
  };
  for (const r of invalidTable()) {
    refused(r.name, () => api.solve(r.input, r.options));
    c.returns('SudokuApi', 'parse', api.parse(r.input, r.options), r.name);
  }
  refused('an unknown algorithm', () => api.solve(FIRST, { algorithm: 'nope' }));
  refused('a text over 4 MiB for splitPuzzles', () => api.splitPuzzles('1'.repeat(4 * 1024 * 1024 + 1)));
  refused('an empty text', () => api.solve(''));
  refused('a shape whose house names a cell twice',
    () => api.solve('1', { shape: { symbols: 1, cells: [{ row: 0, col: 0 }], houses: [[0, 0]] } }));
  // Row 1, column 11 of a samurai's bounding box lies between its two top grids.
  const outside = Array.from({ length: 21 }, (_, r) => (r === 0 ? '.'.repeat(10) + '1' + '.'.repeat(10) : '.'.repeat(21)));
  refused('a samurai given outside its grids', () => api.solve(outside.join('\n'), { layout: 'samurai' }));
  refused('an ISS cage whose sum two digits never reach', () => api.solve('.Cage~50~R1C1~R1C2'));
  // An extreme 4x4 does not exist: every grid drawn is easier.
  refused('a level no grid drawn reaches', () => api.generate({ size: 4, level: 'extreme', attempts: 3, seed: 1 }));
  const open = [];
  try {
    refused('a 17th open trace', () => { for (;;) open.push(api.trace(FIRST)); });
  } finally {
    open.forEach((t) => t.close());
  }
  assert.deepEqual(c.problems, []);
  assert.deepEqual([...given.keys()].sort(), d().literals('ErrorCode'));
});

test('every call returns what its declaration says, in each case of its union', async () => {
  const api = await sudoku();
  const c = checker();
  const Api = 'SudokuApi';
  const limits = d().type('SearchLimits');
  const progressType = d().parameterType(d().memberType(limits, 'onProgress'));
  const batchType = d().parameterType(d().memberType('EnumerateOptions', 'onBatch'));

  for (const name of ['algorithms', 'sizes', 'variants', 'constraintKinds', 'layouts', 'techniques', 'eventKinds', 'heapBytes', 'levels', 'symmetries']) c.returns(Api, name, api[name]());
  c.returns(Api, 'generate', api.generate({ seed: 5, level: 'medium', symmetry: 'mirror' }), 'a 9x9');
  c.returns(Api, 'generate', api.generate({ size: 6, regions: 'random', seed: 5 }), 'random jigsaw regions');
  c.returns(Api, 'shapeInfo', api.shapeInfo({ layout: 'star' }), 'a layout');
  const domino = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/data/shape_domino.json'), 'utf8'));
  c.returns(Api, 'shapeInfo', api.shapeInfo({ shape: domino }), 'a custom shape');
  c.returns(Api, 'solve', api.solve('1.......', { shape: domino }), 'a custom shape');
  // Five symbols, no grid's size: size is any number for a custom shape.
  const row5 = { symbols: 5, cells: [0, 1, 2, 3, 4].map((col) => ({ row: 0, col })), houses: [[0, 1, 2, 3, 4]] };
  for (const name of ['parse', 'validate']) c.returns(Api, name, api[name]('1....', { shape: row5 }), 'five symbols');
  c.returns(Api, 'solveBatch', api.solveBatch('1....\n', { shape: row5 }), 'five symbols');

  const statuses = (results) => results.map((r) => r.status + (r.stoppedBy ? '/' + r.stoppedBy : ''));
  const solves = [
    c.returns(Api, 'solve', api.solve(FIRST), 'solved'),
    c.returns(Api, 'solve', api.solve(NO_CANDIDATE), 'no_solution'),
    c.returns(Api, 'solve', api.solve(FIRST, { algorithm: 'naive', maxNodes: 10 }), 'node budget'),
    c.returns(Api, 'solve', api.solve(EMPTY, { limit: 0, maxNodes: 1000 }), 'a solution, then the node budget'),
  ];
  assert.deepEqual(statuses(solves), ['solved', 'no_solution', 'stopped/node_budget', 'solved']);
  const counts = [
    c.returns(Api, 'count', api.count(TEN), 'complete'),
    c.returns(Api, 'count', api.count(TEN, { limit: 2 }), 'limit'),
    c.returns(Api, 'count', api.count(NO_SOLUTION_BY_SEARCH), 'no_solution'),
    c.returns(Api, 'count', api.count(EMPTY, { timeLimit: 5 }), 'time limit'),
    c.returns(Api, 'count', api.count(EMPTY, { progressInterval: 1, onProgress: (p) => { c.is(progressType, p, 'onProgress'); return false; } }),
      'onProgress false'),
  ];
  assert.deepEqual(statuses(counts), ['solved', 'solved', 'no_solution', 'stopped/time_limit', 'stopped/callback']);
  c.returns(Api, 'enumerate', api.enumerate(TEN), 'collected');
  c.returns(Api, 'enumerate', api.enumerate(TEN, { batchSize: 3, onBatch: (b) => c.is(batchType, b, 'onBatch') }), 'onBatch');
  c.returns(Api, 'enumerate', api.enumerate(EMPTY, { limit: 0, onBatch: () => false }), 'stopped by onBatch');

  for (const r of puzzleTable().filter((r) => r.solutions > 0 && r.puzzle.length <= 81)) {
    c.returns(Api, 'parse', api.parse(r.puzzle, r.options), r.name);
    c.returns(Api, 'validate', api.validate(r.puzzle, r.options), r.name);
  }
  c.returns(Api, 'validate', api.validate('x'), 'bad');
  c.returns(Api, 'candidates', api.candidates(FIRST, { eliminations: [{ cell: 1, value: 2 }] }));
  c.returns(Api, 'format', api.format(FIRST, { style: 'grid' }));
  c.returns(Api, 'splitPuzzles', api.splitPuzzles(`${FIRST}\n${TEN}`));
  const batches = [
    c.returns(Api, 'solveBatch', api.solveBatch(`${FIRST}\n${TEN}\n${NO_CANDIDATE}`, { limit: 2 }), 'done'),
    c.returns(Api, 'solveBatch', api.solveBatch(Array(200).fill(FIRST).join('\n'), { algorithm: 'naive', timeLimit: 1 }), 'time limit'),
  ];
  assert.deepEqual(statuses(batches), ['done', 'stopped/time_limit']);

  // Hints: walk a puzzle hint after hint (deductions of many techniques, then stuck), then the other cases.
  const hintStatuses = new Set();
  const techniques = new Set();
  const grid = Array.from(api.parse(LADDER).cells);
  const eliminations = [];
  for (let i = 0; i < 200; ++i) {
    const h = c.returns(Api, 'hint', api.hint(grid, { eliminations }), `step ${i}`);
    hintStatuses.add(h.status);
    if (h.status !== 'deduction') break;
    techniques.add(h.step.technique);
    for (const p of h.step.placements) grid[p.cell] = p.value;
    eliminations.push(...h.step.eliminations);
  }
  hintStatuses.add(c.returns(Api, 'hint', api.hint(api.solve(FIRST).solution), 'complete grid').status);
  hintStatuses.add(c.returns(Api, 'hint', api.hint(EMPTY, { techniqueCap: 'naked_single' }), 'empty, singles only').status);
  for (const [label, puzzle, options] of [['no candidate', NO_CANDIDATE], ['found by search', NO_SOLUTION_BY_SEARCH],
    ['filled value eliminated', FIRST, { eliminations: [{ cell: 1, value: 5 }] }]]) {
    hintStatuses.add(c.returns(Api, 'hint', api.hint(puzzle, options), label).status);
  }
  assert.deepEqual([...hintStatuses].sort(), ['deduction', 'no_solution', 'solved', 'stuck']);
  assert.ok(techniques.has('pointing') && techniques.has('naked_pair'), `the walk met ${[...techniques]}`);

  // Traces: a trace object, its batches, every kind of event, its result while running and at each end.
  const kinds = new Set();
  for (const [label, puzzle, options] of [['crook', LADDER, { algorithm: 'crook' }], ['crook, guessing', FIRST, { algorithm: 'crook' }], ['no_solution', NO_CANDIDATE, {}],
    ['budget', FIRST, { algorithm: 'naive', maxNodes: 50 }]]) {
    const trace = c.returns(Api, 'trace', api.trace(puzzle, options), label);
    c.returns('Trace', 'result', trace.result(), `${label}, before`);
    while (!trace.done) {
      const batch = c.returns('Trace', 'next', trace.next(2000), label);
      for (let i = 0; i < batch.size; ++i) {
        const kind = api.eventKinds()[batch.kind[i]];
        if (kinds.has(kind) && i % 97) continue;  // every kind, and a sample of the rest
        kinds.add(kind);
        c.returns(Api, 'eventAt', api.eventAt(batch, i), `${label}, event ${i}`);
      }
    }
    assert.equal(c.returns('Trace', 'result', trace.result(), `${label}, after`).finished, true);
    trace.close();
  }
  assert.deepEqual([...kinds].sort(), [...api.eventKinds()].sort());
  assert.deepEqual(c.problems, []);
});

test('the check fails when a declaration is wrong: a member\'s type, a missing or an extra member, an id', async () => {
  const api = await sudoku();
  const text = fs.readFileSync(DECLARATIONS, 'utf8');
  const changed = (from, to) => {
    assert.ok(text.includes(from), `sudoku.d.ts no longer holds ${from}`);
    return readDeclarations(DECLARATIONS, text.replace(from, to));
  };
  const conflict = api.parse('5.5' + '.'.repeat(78));
  const solved = api.solve(FIRST);

  let wrong = changed('  houseName: string;\n  /** Every cell', '  houseName: number;\n  /** Every cell');
  assert.match(wrong.problems(wrong.returnType('SudokuApi', 'parse'), conflict, 'parse()').join('\n'),
    /parse\(\)\.error\.conflicts\[0\]\.houseName is "row 1"; declared number/);
  wrong = changed('  backtracks: number;\n  /** Search states visited. */', '  /** Search states visited. */');
  assert.match(wrong.problems(wrong.returnType('SudokuApi', 'solve'), solved, 'solve()').join('\n'),
    /solve\(\)\.stats\.backtracks is returned but not declared/);
  wrong = changed('  startRegions: number[];\n}', '  startRegions: number[];\n  boxes: number;\n}');
  assert.match(wrong.problems('SizeInfo', api.sizes()[0]).join('\n'), /SizeInfo\.boxes is declared but missing/);
  wrong = changed("  status: 'solved';\n  /** N*N values row-major (a layout's: its cells in reading order). */\n  solution: Uint8Array;",
    "  status: 'solved';\n  /** N*N values row-major (a layout's: its cells in reading order). */\n  solution: string;");
  assert.match(wrong.problems(wrong.returnType('SudokuApi', 'solve'), solved, 'solve()').join('\n'),
    /solve\(\)\.solution is a Uint8Array; declared string/);
  wrong = changed("| 'crook' | 'fast'", "| 'crook'");
  assert.match(wrong.problems('Algorithm', api.algorithms().find((a) => a.id === 'fast')).join('\n'),
    /Algorithm\.id is "fast"; declared AlgorithmId/);
});
