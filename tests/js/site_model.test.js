// The site's pure modules, imported as the bundler imports them (web/ is
// "type": "module"): cells.js (symbols, keys, lines, cell names, region
// maps), format.js (numbers, times, verdicts), fragment.js (links),
// examples.js (the Examples menu), session_shape.js's region indices of a
// drawn map and session_catalog.js's isJigsaw. Sizes, boxes, variants and conflicts are
// the library's (tests/js/catalog.test.js); here, where the page's spelling
// of them must agree with the library.
'use strict';
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { sudoku } = require('./support/library');

const WEB = path.resolve(__dirname, '../../web');
const load = (file) => import(pathToFileURL(path.join(WEB, 'js', file)).href);

let api, cells, format, fragment, EXAMPLES, shape, catalog, english, german;
before(async () => {
  api = await sudoku();
  const { createTranslator, loadTranslator } = await load('i18n.js');
  [english, german] = [createTranslator('en'), await loadTranslator('de')];
  [cells, format, fragment, { EXAMPLES }, shape, catalog] = await Promise.all(
    ['cells.js', 'format.js', 'fragment.js', 'examples.js', 'session_shape.js', 'session_catalog.js'].map(load));
});

const sizes = () => api.sizes().map((s) => s.size);

test('keys map to values of the grid size, and clearing keys to 0', () => {
  const { valueOfKey } = cells;
  assert.equal(valueOfKey('5', 9), 5);
  assert.equal(valueOfKey('a', 16), 10);
  assert.equal(valueOfKey('G', 16), 16);
  assert.equal(valueOfKey('P', 25), 25);
  assert.equal(valueOfKey('H', 16), null);
  assert.equal(valueOfKey('A', 9), null);
  assert.equal(valueOfKey('7', 6), null);
  for (const key of ['0', '.', ' ', 'Backspace', 'Delete']) assert.equal(valueOfKey(key, 9), 0, key);
  for (const key of ['x', 'Enter', 'Shift', '', '12', undefined]) assert.equal(valueOfKey(key, 25), null, String(key));
});

test('symbols: 1-9 then A-P, blanks as nothing', () => {
  assert.equal(cells.SYMBOLS.length, Math.max(...sizes()), 'one symbol for every value of the largest size');
  assert.equal(cells.symbolOf(0), '');
  assert.equal(cells.symbolOf(9), '9');
  assert.equal(cells.symbolOf(10), 'A');
  assert.equal(cells.symbolOf(25), 'P');
});

// A prime size has no boxes: its puzzles are jigsaws, of the library's starting map here.
function jigsawIfPrime(size) {
  const entry = api.sizes().find((s) => s.size === size);
  return entry.boxRows ? {} : { variant: 'jigsaw', regions: cells.regionMapOf(entry.startRegions) };
}

test('a line of every size is one symbol a cell, and the library reads it back to the same cells', () => {
  for (const size of sizes()) {
    // Every value 1..size once, down the main diagonal (no house holds one twice).
    const values = Array.from({ length: size * size }, (_, i) => (i % size === Math.floor(i / size) ? (i % size) + 1 : 0));
    const line = cells.lineOf(values);
    assert.equal(line.length, size * size);
    assert.match(line, /^[.1-9A-P]+$/);
    const parsed = api.parse(line, jigsawIfPrime(size));
    assert.ok(parsed.ok, `${size}x${size}: ${parsed.ok || parsed.error.message}`);
    assert.deepEqual(Array.from(parsed.cells), values, `${size}x${size}`);
  }
  assert.equal(cells.lineOf(new Uint8Array([0, 1, 10, 25])), '.1AP');
});

test('region maps: the library\'s starting maps (boxes, or strips), written as a map, are a jigsaw map the library reads as the same regions', () => {
  for (const { size, startRegions } of api.sizes()) {
    const boxes = startRegions;
    const map = cells.regionMapOf(boxes);
    assert.equal(map.length, size * size);
    assert.deepEqual(shape.regionIndices(map), Array.from(boxes), `${size}x${size}: read back as drawn`);
    const jigsaw = api.parse('.'.repeat(size * size), { variant: 'jigsaw', regions: map });
    assert.ok(jigsaw.ok, `${size}x${size}: ${jigsaw.ok || jigsaw.error.message}`);
    assert.deepEqual(Array.from(jigsaw.regionOf), Array.from(boxes), `${size}x${size}`);
  }
  // Numbered in the symbols' order (0-9, then A-Z, case-blind), as the library numbers a finished map.
  assert.deepEqual(shape.regionIndices('bbAa1'), [2, 2, 1, 1, 0]);
  const jigsaw = EXAMPLES.find((e) => e.name === 'Jigsaw').regions;
  assert.deepEqual(shape.regionIndices(jigsaw, 9), Array.from(api.parse('.'.repeat(81), { variant: 'jigsaw', regions: jigsaw }).regionOf));
  // Unfinished maps of the symbols 1..N keep symbol k as region k-1: painting renumbers no other region.
  assert.deepEqual(shape.regionIndices('2122', 2), [1, 0, 1, 1]);
  assert.deepEqual(shape.regionIndices('4433' + '4433' + '1144' + '1144', 4), [3, 3, 2, 2, 3, 3, 2, 2, 0, 0, 3, 3, 0, 0, 3, 3],
    'symbol 2 missing: 3 and 4 keep their numbers');
});

test('a variant asks for a region map when it is a jigsaw, alone or with other rules', () => {
  const jigsaws = api.variants().filter((v) => catalog.isJigsaw(v.id)).map((v) => v.id);
  assert.deepEqual(jigsaws, ['jigsaw', 'jigsaw,x']);
  assert.equal(catalog.isJigsaw('x,jigsaw'), true);
  assert.equal(catalog.isJigsaw('standard'), false);
  assert.equal(catalog.isJigsaw('jigsaws'), false);
});

test('numbers, times, reasons to stop, lists and long messages as the page writes them', () => {
  assert.equal(format.count(1234567), '1,234,567');
  assert.equal(format.count(2.6), '3');
  // Written out without toLocaleString (its first call builds an ICU formatter, 10-30 ms of
  // the first solve in Chromium), grouped as en-US groups them.
  for (const n of [0, 7, 999, 1000, 301478, 9999999, 123456789012, 2 ** 53 - 1, -1234, 999.5]) {
    assert.equal(format.count(n), Math.round(n).toLocaleString('en-US'), String(n));
  }
  const tr = english;
  assert.equal(format.ms(tr, 0.05), 'under 0.1 ms');
  assert.equal(format.ms(tr, 0.421), '0.42 ms');
  assert.equal(format.ms(tr, 85.2), '85 ms');
  assert.equal(format.ms(tr, 12345), '12.3 s');
  assert.equal(format.ms(german, 0.421), '0,42 ms');
  assert.equal(format.stopped(tr, 'time_limit'), 'Time limit reached');
  assert.equal(format.stopped(tr, 'node_budget'), 'Node budget used up');
  assert.equal(format.stopped(tr, 'cancel'), 'Stopped');
  assert.equal(format.listed(tr, []), '');
  assert.equal(format.listed(tr, ['r1c1']), 'r1c1');
  assert.equal(format.listed(tr, ['r1c1', 'r1c5']), 'r1c1 and r1c5');
  assert.equal(format.listed(tr, ['r1c1', 'r1c5', 'r1c9']), 'r1c1, r1c5 and r1c9');
  assert.equal(format.shorten('short; message'), 'short; message');
  const long = Array.from({ length: 50 }, (_, i) => `conflict ${i}`).join('; ');
  const cut = format.shorten(long);
  assert.ok(cut.length <= 243 && cut.endsWith('; …'), cut);
  assert.ok(long.startsWith(cut.slice(0, -3)), 'cut after a whole item');
});

test('the verdict of a count says unique, how many, at least how many, or none', () => {
  const verdict = (...args) => format.verdict(english, ...args);
  assert.equal(verdict(0, true), 'No solution');
  assert.equal(verdict(1, true), 'Unique solution');
  assert.equal(verdict(10, true), '10 solutions');
  assert.equal(verdict(1000, false, undefined), 'At least 1,000 solutions (stopped at the limit)');
  assert.equal(verdict(52311, false, 'cancel'), 'At least 52,311 solutions (stopped)');
  assert.equal(verdict(1, false, 'time_limit'), 'At least 1 solution (stopped)');
  assert.equal(verdict(0, false, 'cancel'), 'No solution found before stopping');
  assert.equal(verdict(0, false, 'time_limit'), 'No solution found before the time limit');
  assert.match(format.verdict(german, 52311, false, 'cancel'), /(^|\s)52\.311\s/, 'grouped as German groups');
});

test('a link holds puzzle, variant, regions and algorithm, and reads back the same', () => {
  const { encodeFragment, decodeFragment } = fragment;
  const jigsaw = EXAMPLES.find((e) => e.variant === 'jigsaw');
  const state = { puzzle: jigsaw.puzzle, variant: 'jigsaw', regions: jigsaw.regions, algorithm: 'crook' };
  assert.deepEqual(decodeFragment(encodeFragment(state)), { state });
  const plain = { puzzle: '.'.repeat(16), variant: 'standard', regions: '', algorithm: '' };
  assert.equal(encodeFragment(plain), '#puzzle=' + '.'.repeat(16), 'defaults are left out');
  assert.deepEqual(decodeFragment(encodeFragment(plain)), { state: plain });
  const both = { puzzle: '.'.repeat(81), variant: 'jigsaw,x', regions: jigsaw.regions, algorithm: '' };
  assert.deepEqual(decodeFragment(encodeFragment(both)).state, both);
  const star = { puzzle: EXAMPLES.find((e) => e.layout === 'star').puzzle, variant: 'standard', regions: '', algorithm: '', layout: 'star' };
  assert.equal(encodeFragment(star), '#puzzle=' + star.puzzle + '&layout=star');
  assert.deepEqual(decodeFragment(encodeFragment(star)).state, star, 'a layout link reads back with its layout');
  assert.deepEqual(decodeFragment('#puzzle=0a' + '.'.repeat(14) + '&regions=12ab').state,
    { puzzle: '.A' + '.'.repeat(14), variant: 'standard', regions: '12AB', algorithm: '' }, '0 is a blank; letters upper-cased');
  assert.deepEqual(decodeFragment(''), { state: null });
  assert.deepEqual(decodeFragment('#'), { state: null });
  assert.deepEqual(decodeFragment('#algorithm=naive'), { state: null }, 'no puzzle: nothing to load');
});

test('a bad or hostile link is refused with a reason naming what is wrong, never a state', () => {
  const line = '.'.repeat(81);
  const cases = [
    ['an unknown part', '#puzzle=' + line + '&onload=x', /^The link has an unknown part "onload" \(known: puzzle, variant, regions, algorithm, layout, iss\)\.$/],
    ['an unknown part before the puzzle', '#style=color:red&puzzle=' + line, /unknown part "style"/],
    ['markup in the puzzle', '#puzzle=<script>alert(1)</script>', /puzzle has "<" at position 1, which is not a digit, a letter A-P or "\."/],
    ['a bad character later on', '#puzzle=1x999', /"x" at position 2/],
    ['a letter past P', '#puzzle=Q' + line.slice(1), /"Q" at position 1/],
    ['a bad character in the region map', '#puzzle=' + line + '&variant=jigsaw&regions=12Z', /region map may only hold symbols 1-9 and A-P/],
    ['markup as the algorithm', '#puzzle=' + line + '&algorithm=%3Cimg%20src%3Dx%3E', /algorithm "<img src=x>" is not an algorithm id/],
    ['an algorithm id too long', '#puzzle=' + line + '&algorithm=' + 'a'.repeat(33), /algorithm "a{20}…" is not an algorithm id/],
    ['an algorithm id with digits', '#puzzle=' + line + '&algorithm=fast2', /algorithm "fast2" is not an algorithm id/],
    ['a layout that is no id', '#puzzle=' + line + '&layout=Star%3Cb%3E', /layout "Star<b>" is not a layout id/],
    ['too long', '#puzzle=' + '9'.repeat(5000), /^The link is too long \(5007 characters; a puzzle link has at most 4096\)\.$/],
    ['bad percent-encoding', '#puzzle=%E0%A4%A', /puzzle" is not valid text \(bad percent-encoding\)/],
    ['bad percent-encoding of a part', '#puzzle=' + line + '&variant=%ZZ', /"variant" is not valid text/],
  ];
  for (const [what, hash, expected] of cases) {
    const result = fragment.decodeFragment(hash);
    assert.equal(result.state, undefined, what);
    assert.match(result.error, expected, what);
    assert.ok(result.error.length < 200, `${what}: messages quote at most a few characters of the link`);
  }
  assert.ok(fragment.decodeFragment('#' + '&'.repeat(fragment.MAX_FRAGMENT)).state === null, 'at the limit: read');
});

test('a link of the right form reads even when its size or variant is wrong: the session asks the library', () => {
  const line = '.'.repeat(81);
  for (const hash of ['#puzzle=' + line.slice(1), '#puzzle=' + '.'.repeat(99), '#puzzle=A' + line.slice(1),
    '#puzzle=' + '.'.repeat(256) + '&variant=windoku', '#puzzle=' + line + '&variant=hexagon', '#puzzle=' + line + '&variant=jigsaw',
    '#puzzle=' + line + '&algorithm=quantum']) {
    const result = fragment.decodeFragment(hash);
    assert.ok(result.state, hash.slice(0, 40));
  }
});

test('every example is a puzzle the library reads, with the variant and regions it claims', () => {
  const variants = api.variants();
  for (const example of EXAMPLES) {
    assert.ok(example.group && example.name, 'each example has a group and a name');
    if (example.layout) {  // a layout's puzzle: its cells in reading order, no variant or regions
      const info = api.shapeInfo({ layout: example.layout });
      const parsed = api.parse(example.puzzle, { layout: example.layout });
      assert.ok(parsed.ok, `${example.name}: ${parsed.ok || parsed.error.message}`);
      assert.equal(parsed.cellCount, info.cellCount, example.name);
      assert.ok(!example.variant && !example.regions, `${example.name}: a layout takes no variant or regions`);
      continue;
    }
    const variant = example.variant || 'standard';
    assert.equal(!!example.regions, catalog.isJigsaw(variant), `${example.name}: a region map exactly when a jigsaw`);
    const parsed = api.parse(example.puzzle, { variant: example.variant, regions: example.regions });
    assert.ok(parsed.ok, `${example.name}: ${parsed.ok || parsed.error.message}`);
    assert.equal(parsed.variant, variant.replace(',', '+'), example.name);
    assert.ok(variants.find((v) => v.id === variant).sizes.includes(parsed.size), `${example.name}: the variant fits its size`);
    if (example.regions) assert.equal(cells.regionMapOf(parsed.regionOf).length, example.regions.length, example.name);
  }
  assert.equal(new Set(EXAMPLES.map((e) => e.name)).size, EXAMPLES.length, 'names are unique');
});

// The one script URL a page script sets: a language's file beside the script
// itself, for a code from the fixed list of languages (language_tables.js).
const SCRIPT_URLS_OF_OUR_OWN = new Set(['js/language_tables.js: script.src = url;']);

test('no page script turns strings into markup or code (user text only ever reaches textContent)', () => {
  const risky = /\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|setAttribute\(\s*['"]on|\.src\s*=|\.href\s*=/;
  for (const dir of ['js', 'widget']) {
    for (const file of fs.readdirSync(path.join(WEB, dir)).filter((f) => f.endsWith('.js'))) {
      const lines = fs.readFileSync(path.join(WEB, dir, file), 'utf8').split('\n');
      lines.forEach((line, i) => assert.ok(!risky.test(line) || SCRIPT_URLS_OF_OUR_OWN.has(`${dir}/${file}: ${line.trim()}`),
        `${dir}/${file}:${i + 1}: ${line.trim()}`));
    }
  }
  const page = fs.readFileSync(path.join(WEB, 'index.html'), 'utf8');
  assert.ok(!/<script>|\son[a-z]+=/.test(page), 'index.html has no inline script or event handler attribute');
});
