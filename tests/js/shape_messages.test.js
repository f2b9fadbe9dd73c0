// One shape-file reader (core/shape_file.hpp) behind the CLI's --shape and
// the library's `shape` option: for a table of bad shape files, hostile ones
// among them (issue 35), `sudoku solve --shape FILE` and solve(puzzle,
// {shape}) refuse with byte-identical messages, given the text or, where
// JSON.stringify writes it back unchanged, the parsed object. Then what only
// the JS side adds: a hostile value (toJSON, a cycle, a BigInt, ten million
// cells, a 64 MB name) is refused before anything is copied into wasm
// memory. The CLI is the native build (scripts/test builds it first).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { sudoku, ROOT } = require('./support/library');

const CLI = path.join(ROOT, 'build/native/src/sudoku');
const DOMINO = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/data/shape_domino.json'), 'utf8'));
const CELL = '{"row":0,"col":0}';
const TWO_CELLS = '[{"row":0,"col":0},{"row":0,"col":1}]';
const DEEP = '['.repeat(100000) + ']'.repeat(100000);
const domino = (change) => JSON.stringify(change(JSON.parse(JSON.stringify(DOMINO))));

// [what, the shape file's text]
const BAD_FILES = [
  ['JSON cut short', '{"symbols":2,"cells":['],
  ['a bare word', 'domino'],
  ['a list at the top', '[1,2]'],
  ['a lone surrogate', '{"name":"\\ud800","symbols":1,"cells":[{"row":0,"col":0}],"houses":[[0]]}'],
  ['a control character in a string', '{"name":"a\nb"}'],
  ['a house naming a cell twice', `{"symbols":2,"cells":${TWO_CELLS},"houses":[[0,1,0]]}`],
  ['a house naming no cell', `{"symbols":2,"cells":${TWO_CELLS},"houses":[[0,7]]}`],
  ['a cell in no house', `{"symbols":2,"cells":${TWO_CELLS},"houses":[[0]]}`],
  ['two cells at one place', `{"symbols":2,"cells":[${CELL},${CELL}],"houses":[[0,1]]}`],
  ['a text for a cell number', `{"symbols":2,"cells":[${CELL}],"houses":[["a"]]}`],
  ['a fraction for a row', '{"symbols":2,"cells":[{"row":0.5,"col":0}],"houses":[[0]]}'],
  ['a row out of range', '{"symbols":2,"cells":[{"row":100000000000,"col":0}],"houses":[[0]]}'],
  ['an unknown form', '{"symbols":2,"cells":[{"row":0,"col":0,"form":"hexagon"}],"houses":[[0]]}'],
  ['an unknown key', `{"symbols":2,"cells":[${CELL}],"houses":[[0]],"colour":1}`],
  ['a key given twice', `{"symbols":2,"cells":[${CELL}],"cells":[],"houses":[[0]]}`],
  ['no houses', `{"symbols":2,"cells":[${CELL}]}`],
  ['symbols out of order', `{"symbols":"1X","cells":[${CELL}],"houses":[[0]]}`],
  ['an empty name', `{"name":"","symbols":1,"cells":[${CELL}],"houses":[[0]]}`],
  ['a house too large', domino((s) => { s.symbols = 3; return s; })],
  ['a house list for a house', domino((s) => { s.houses[2].cells[1] = 'x'; return s; })],
  ['an unknown key of 1000 characters', `{"${'k'.repeat(1000)}":1}`],
  ['a long text quoted', `{"symbols":"${'x'.repeat(1000)}","cells":[${CELL}],"houses":[[0]]}`],
  // Issue 35's reproductions.
  ['100,000 nested [ in houses', `{"symbols":4,"cells":[${CELL}],"houses":${DEEP}}`],
  ['100,000 nested [ in name', `{"symbols":4,"cells":[${CELL}],"houses":[[0]],"name":${DEEP}}`],
  ['100,000 nested [ in symbols', `{"symbols":${DEEP},"cells":[${CELL}],"houses":[[0]]}`],
  ['100,000 nested [ in cells[0].row', `{"symbols":4,"cells":[{"row":${DEEP},"col":0}],"houses":[[0]]}`],
  ['"row": 1e400', '{"symbols":4,"cells":[{"row":1e400,"col":0}],"houses":[[0]]}'],
  ['"symbols": 1e400', `{"symbols":1e400,"cells":[${CELL}],"houses":[[0]]}`],
  ['cells at (0,0) and (10000,10000)', `{"symbols":2,"cells":[${CELL},{"row":10000,"col":10000}],"houses":[[0,1]]}`],
  ['cells at (0,0) and (1000000,1000000)',
    `{"symbols":2,"cells":[${CELL},{"row":1000000,"col":1000000}],"houses":[[0,1]]}`],
  ['a name over the limit', `{"symbols":1,"cells":[${CELL}],"houses":[{"name":"${'n'.repeat(500000)}","cells":[0]}]}`],
  ['a house named "top\\nplace r9c9 9 FAKE"',
    `{"symbols":1,"cells":${TWO_CELLS},"houses":[{"name":"top\\nplace r9c9 9 FAKE","cells":[0,1]}]}`],
  ['\\u001b[31m in a name', `{"symbols":1,"cells":${TWO_CELLS},"houses":[{"name":"\\u001b[31m","cells":[0,1]}]}`],
  ['150,000 values', `{"symbols":2,"cells":[${CELL}],"houses":[[${'0,'.repeat(150000)}0]]}`],
];

// The message `sudoku solve --shape FILE 1.` gives for `text`, after "sudoku: shape file 'FILE': ".
function cliMessage(text) {
  if (!fs.existsSync(CLI)) throw new Error(`${CLI} is missing: run scripts/build`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shape-messages-'));
  const file = path.join(dir, 'shape.json');
  try {
    fs.writeFileSync(file, text);
    const r = spawnSync(CLI, ['solve', '--shape', file, '1.'], { encoding: 'utf8' });
    assert.equal(r.status, 2, r.stderr);
    const prefix = `sudoku: shape file '${file}': `;
    assert.ok(r.stderr.startsWith(prefix) && r.stderr.endsWith('\n') && r.stderr.split('\n').length === 2, r.stderr);
    return r.stderr.slice(prefix.length, -1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function refusal(call) {
  try {
    call();
  } catch (e) {
    assert.equal(e.name, 'SudokuError');
    return e;
  }
  assert.fail('not refused');
}

// The text as an object, when JSON.stringify writes it back as it is.
function asObject(text) {
  try {
    const parsed = JSON.parse(text);
    return JSON.stringify(parsed) === text ? parsed : undefined;
  } catch (e) {
    return undefined;  // no JSON, or nested deeper than V8 parses
  }
}

test('the CLI and the JS API refuse each bad shape file with byte-identical messages, hostile ones included', async () => {
  const api = await sudoku();
  let objects = 0;
  for (const [what, text] of BAD_FILES) {
    const expected = cliMessage(text);
    assert.ok(expected.length < 300, `${what}: the message echoes no unbounded input: ${expected.slice(0, 400)}`);
    assert.doesNotMatch(expected, /[\u0000-\u001f\u007f-\u009f]/, `${what}: no control character reaches a terminal`);
    const e = refusal(() => api.solve('1.', { shape: text }));
    assert.equal(e.code, 'bad_shape', what);
    assert.equal(e.message, expected, what);
    const object = asObject(text);
    if (object === undefined) continue;
    objects += 1;
    const o = refusal(() => api.solve('1.', { shape: object }));
    assert.deepEqual([o.code, o.message], ['bad_shape', expected], `${what}, as an object`);
  }
  assert.ok(objects >= BAD_FILES.length / 2, `${objects} of ${BAD_FILES.length} compared as objects too`);
});

test('issue 35: a name with control characters reaches the results escaped, as the CLI prints it', async () => {
  const api = await sudoku();
  const shape = JSON.parse(JSON.stringify(DOMINO));
  shape.houses[0].name = '\u001b[31m';
  const e = refusal(() => api.solve('11......', { shape }));
  assert.equal(e.code, 'conflict');
  assert.equal(e.message, 'conflicting givens: 1 at r1c1 and r1c2 (\\u001b[31m, left square)');
  assert.equal(e.conflicts[0].houseName, '\\u001b[31m');
  shape.houses[0].name = 'top\nplace r9c9 9 FAKE';
  assert.equal(api.shapeInfo({ shape }).houses[0].name, 'top\\nplace r9c9 9 FAKE');
});

test('issue 35: hostile shape values (toJSON, a cycle, a BigInt, huge lists and names) are refused before wasm memory grows', async () => {
  const api = await sudoku();
  const thrower = () => { throw new Error('boom\n'.repeat(1000)); };
  const cyclic = JSON.parse(JSON.stringify(DOMINO));
  cyclic.cells[0].self = cyclic.cells;
  const cases = [
    ['a toJSON that throws', { ...DOMINO, cells: { toJSON: thrower } }, 'bad_option'],
    ['a cycle', cyclic, 'bad_option'],
    ['a BigInt', { ...DOMINO, symbols: 4n }, 'bad_option'],
    ['ten million cells', { ...DOMINO, cells: new Array(1e7) }, 'bad_shape'],
    ['a Proxy of ten million cells', { ...DOMINO, cells: new Proxy([], { get: (t, k) => (k === 'length' ? 1e7 : 0) }) }, 'bad_shape'],
    // A length no string can hold: JSON.stringify itself refuses it, at once.
    ['a Proxy of a billion cells', { ...DOMINO, cells: new Proxy([], { get: (t, k) => (k === 'length' ? 1e9 : 0) }) }, 'bad_option'],
    ['a house name of 64 MB', { ...DOMINO, houses: [{ name: 'n'.repeat(64 << 20), cells: [0] }] }, 'bad_shape'],
    ['a key of 64 MB', { ...DOMINO, ['k'.repeat(64 << 20)]: 1 }, 'bad_shape'],
    ['a shape file text of 64 MB', 'x'.repeat(64 << 20), 'bad_shape'],
  ];
  const heap = api.heapBytes();
  for (const [what, shape, code] of cases) {
    const e = refusal(() => api.solve('1.......', { shape }));
    assert.equal(e.code, code, `${what}: ${e.message}`);
    assert.ok(e.message.length < 300, `${what}: a short message`);
    assert.doesNotMatch(e.message, /[\u0000-\u001f]/, what);
  }
  assert.equal(api.heapBytes(), heap, 'the wasm heap did not grow');
  assert.match(refusal(() => api.solve('1.', { shape: 'x'.repeat(64 << 20) })).message,
    /^the shape is 67108864 characters long as JSON; at most 1048576 are read$/);
  assert.match(refusal(() => api.solve('1.', { shape: { name: 'n'.repeat(64 << 20) } })).message,
    /^the shape is over 1048576 characters long as JSON; at most 1048576 are read$/);
  // A toJSON below the top level is JSON's: it is called, and what it gives is read.
  const cells = DOMINO.cells.map((c) => ({ toJSON: () => c }));
  assert.equal(api.count('1234....', { shape: { ...DOMINO, cells } }).count, 4);
});
