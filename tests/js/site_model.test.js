// The site's pure logic (web/js/puzzle_model.js and the verdicts of
// web/js/solutions.js), loaded as the page loads it: classic scripts in a
// fresh global. Checks against the library where the two must agree (box
// shapes, houses).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const { sudoku } = require('./support/library');
const { loadSiteScripts } = require('./support/site_scripts');

const WEB = path.resolve(__dirname, '../../web/js');
const site = loadSiteScripts(['puzzle_model.js', 'examples.js', 'solutions.js']);
const model = site.model;

test('keys map to values of the grid size, and clearing keys to 0', () => {
  assert.strictEqual(model.valueOfKey('5', 9), 5);
  assert.strictEqual(model.valueOfKey('a', 16), 10);
  assert.strictEqual(model.valueOfKey('G', 16), 16);
  assert.strictEqual(model.valueOfKey('H', 16), null);
  assert.strictEqual(model.valueOfKey('A', 9), null);
  assert.strictEqual(model.valueOfKey('7', 6), null);
  for (const key of ['0', '.', ' ', 'Backspace', 'Delete']) assert.strictEqual(model.valueOfKey(key, 9), 0, key);
  for (const key of ['x', 'Enter', 'Shift', '', '12']) assert.strictEqual(model.valueOfKey(key, 25), null, key);
});

test('lines and cells convert both ways for every size; anything else is refused', () => {
  for (const size of model.SIZES) {
    const cells = Array.from({ length: size * size }, (_, i) => (i * 7) % (size + 1));
    const line = model.lineOf(cells);
    assert.strictEqual(line.length, size * size);
    assert.deepStrictEqual(Array.from(model.cellsOfLine(line)), cells);
  }
  assert.strictEqual(model.cellsOfLine('.'.repeat(80)), null);
  assert.strictEqual(model.cellsOfLine('.'.repeat(100)), null, '10x10 is not a supported size');
  assert.strictEqual(model.cellsOfLine('A' + '.'.repeat(80)), null, '10 in a 9x9 grid');
  assert.strictEqual(model.cellsOfLine('x' + '.'.repeat(80)), null);
});

test('box regions agree with the boxes the library draws, for every size', async () => {
  const api = await sudoku();
  for (const size of model.SIZES) {
    const parsed = api.parse('.'.repeat(size * size));
    assert.ok(parsed.ok);
    assert.deepStrictEqual(Array.from(model.regionIndices(model.boxRegions(size))), Array.from(parsed.regionOf), `${size}x${size}`);
  }
});

test('conflicts name the value, the house and the cells', async () => {
  const api = await sudoku();
  const houses = api.parse('.'.repeat(81)).houses;
  const cells = new Array(81).fill(0);
  cells[0] = 5; cells[4] = 5;      // row 1
  cells[9 * 8] = 5;                // column 1 with r1c1
  cells[10] = 3; cells[20] = 3;    // box 1 (r2c2, r3c3)
  const messages = Array.from(model.findConflicts(cells, houses), (c) => model.conflictMessage(c, 9)).sort();
  assert.deepStrictEqual(messages, [
    '3 is given twice in box 1: r2c2 and r3c3.',
    '5 is given twice in column 1: r1c1 and r9c1.',
    '5 is given twice in row 1: r1c1 and r1c5.',
  ]);
  assert.strictEqual(model.findConflicts(new Array(81).fill(0), houses).length, 0);
  cells[8] = 5;
  assert.match(model.conflictMessage(model.findConflicts(cells, houses).find((c) => c.houseName === 'row 1'), 9),
    /^5 is given 3 times in row 1: r1c1, r1c5 and r1c9\.$/);
});

test('a link holds puzzle, variant, regions and algorithm, and reads back the same', () => {
  const jigsaw = site.examples.find((e) => e.variant === 'jigsaw');
  const state = { puzzle: jigsaw.puzzle, variant: 'jigsaw', regions: jigsaw.regions, algorithm: 'crook' };
  const decoded = model.decodeFragment(model.encodeFragment(state));
  assert.deepStrictEqual({ ...decoded.state }, state);
  const plain = model.decodeFragment(model.encodeFragment({ puzzle: '.'.repeat(16), variant: 'standard', regions: '', algorithm: '' }));
  assert.deepStrictEqual({ ...plain.state }, { puzzle: '.'.repeat(16), variant: 'standard', regions: '', algorithm: '' });
  assert.strictEqual(model.decodeFragment('').state, null);
  assert.strictEqual(model.decodeFragment('#').state, null);
  assert.strictEqual(model.decodeFragment('#algorithm=naive').state, null, 'no puzzle: nothing to load');
});

test('a bad or hostile link gives an error naming what is wrong, never a state', () => {
  const line = '.'.repeat(81);
  const cases = [
    ['#puzzle=<script>alert(1)</script>', /"<" at position 1/],
    ['#puzzle=' + line.slice(1), /has 80 cells/],
    ['#puzzle=' + '.'.repeat(82), /has 82 cells/],
    ['#puzzle=' + 'A' + line.slice(1), /larger than its size/],
    ['#puzzle=%E0%A4%A', /not valid text/],
    ['#puzzle=' + line + '&onload=x', /unknown part "onload"/],
    ['#puzzle=' + line + '&variant=windoku', null],
    ['#puzzle=' + '.'.repeat(256) + '&variant=windoku', /variant "windoku" is not one of/],
    ['#puzzle=' + line + '&variant=jigsaw&regions=123', /region map must be 81 symbols/],
    ['#puzzle=' + line + '&variant=jigsaw', /region map must be 81 symbols/],
    ['#puzzle=' + line + '&algorithm=%3Cimg%20src%3Dx%3E', /algorithm "<img src=x>" is not an algorithm id/],
    ['#puzzle=' + '9'.repeat(5000), /too long \(5007 characters/],
    ['#puzzle=' + '1x999', /"x" at position 2/],
  ];
  for (const [hash, expected] of cases) {
    const result = model.decodeFragment(hash);
    if (expected === null) {
      assert.ok(result.state, hash);
      continue;
    }
    assert.ok(!result.state, hash.slice(0, 40));
    assert.match(result.error, expected, hash.slice(0, 40));
    assert.ok(result.error.length < 300, 'messages quote at most a few characters of the link');
  }
});

test('every example is a puzzle the library reads, with the variant it claims', async () => {
  const api = await sudoku();
  for (const example of site.examples) {
    const parsed = api.parse(example.puzzle, { variant: example.variant, regions: example.regions });
    assert.ok(parsed.ok, `${example.name}: ${parsed.ok || parsed.error.message}`);
    assert.strictEqual(parsed.variant, (example.variant || 'standard').replace(',', '+'), example.name);
  }
});

test('the verdict of a count says unique, how many, at least how many, or none', () => {
  const verdict = site.solutionsVerdict;
  assert.strictEqual(verdict(0, true), 'No solution');
  assert.strictEqual(verdict(1, true), 'Unique solution');
  assert.strictEqual(verdict(10, true), '10 solutions');
  assert.strictEqual(verdict(1000, false, undefined), 'At least 1,000 solutions (stopped at the limit)');
  assert.strictEqual(verdict(52311, false, 'cancel'), 'At least 52,311 solutions (stopped)');
  assert.strictEqual(verdict(1, false, 'time_limit'), 'At least 1 solution (stopped)');
  assert.strictEqual(verdict(0, false, 'cancel'), 'No solution found before stopping');
});

test('no page script turns strings into markup or code (user text only ever reaches textContent)', () => {
  const risky = /\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|setAttribute\(\s*['"]on|\.src\s*=|\.href\s*=/;
  for (const file of fs.readdirSync(WEB).filter((f) => f.endsWith('.js'))) {
    const lines = fs.readFileSync(path.join(WEB, file), 'utf8').split('\n');
    lines.forEach((line, i) => assert.ok(!risky.test(line), `${file}:${i + 1}: ${line.trim()}`));
  }
  const page = fs.readFileSync(path.resolve(WEB, '../index.html'), 'utf8');
  assert.ok(!/<script>|\son[a-z]+=/.test(page), 'index.html has no inline script or event handler attribute');
});
