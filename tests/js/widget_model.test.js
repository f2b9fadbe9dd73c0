// The widget's pure parts and its one file: widget_options.js (attributes
// read into a configuration, the embed fragment both ways),
// embed_snippets.js (the Embed panel's text), loaded as the page loads
// them; and build/site/sudoku-widget.js itself (one classic script that
// defines nothing global and does nothing where there is no DOM).
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const { loadSiteScripts } = require('./support/site_scripts');

const WIDGET = path.resolve(__dirname, '../../build/site/sudoku-widget.js');

const site = loadSiteScripts(['puzzle_model.js', 'widget_options.js', 'embed_snippets.js']);
const options = site.widgetOptions;
// Values made in the vm's realm as this realm's plain data (typed arrays as arrays), for deepStrictEqual.
const plain = (x) => JSON.parse(JSON.stringify(x, (key, value) => (ArrayBuffer.isView(value) ? Array.from(value) : value)));
const read = (attributes) => {
  const all = Object.fromEntries(options.ATTRIBUTES.map((name) => [name, null]));
  return plain(options.readConfig(Object.assign(all, attributes)));
};
const FIRST = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';

test('no attributes: an empty 9x9 grid in solve mode with fast, the default controls, auto theme', () => {
  const { config, problems } = read({});
  assert.deepStrictEqual(problems, []);
  assert.strictEqual(config.cells.length, 81);
  assert.ok(config.cells.every((v) => v === 0));
  assert.deepStrictEqual([config.size, config.variant, config.regions, config.algorithm, config.mode, config.speed, config.theme, config.readonly],
    [9, 'standard', '', 'fast', 'solve', 20, 'auto', false]);
  assert.deepStrictEqual(Object.keys(config.controls), ['algorithm', 'solve', 'stop']);
});

test('each mode has its default controls and algorithm; controls lists exactly what shows', () => {
  for (const mode of options.MODES) {
    const { config } = read({ mode });
    assert.deepStrictEqual(Object.keys(config.controls), plain(options.DEFAULT_CONTROLS[mode]));
    assert.strictEqual(config.algorithm, mode === 'animate' ? 'naive' : 'fast');
  }
  assert.deepStrictEqual(Object.keys(read({ controls: 'stop, solve  hint' }).config.controls), ['stop', 'solve', 'hint']);
  assert.deepStrictEqual(read({ controls: 'none' }).config.controls, {});
  assert.deepStrictEqual(read({ controls: '' }).config.controls, {});
});

test('values are read as written or refused with a reason and the default', () => {
  const good = read({ puzzle: ` ${FIRST}\n`, mode: 'ANIMATE', algorithm: 'MRV', speed: '300', theme: 'Dark', readonly: '', variant: 'X' }).config;
  assert.strictEqual(site.model.lineOf(good.cells), FIRST.replace(/0/g, '.'));
  assert.deepStrictEqual([good.mode, good.algorithm, good.speed, good.theme, good.readonly, good.variant], ['animate', 'mrv', 300, 'dark', true, 'x']);
  assert.strictEqual(read({ readonly: 'false' }).config.readonly, false);
  assert.strictEqual(read({ size: '16x16' }).config.cells.length, 256);
  assert.strictEqual(read({ variant: 'x+jigsaw', regions: ' 11 22 ' }).config.variant, 'jigsaw,x');
  assert.strictEqual(read({ variant: 'jigsaw', regions: 'abc d' }).config.regions, 'ABCD');
  assert.strictEqual(read({ regions: '1122' }).config.regions, '', 'no regions without a jigsaw');
  assert.strictEqual(read({ speed: '999999999' }).config.speed, 300000);

  const bad = read({ mode: 'fly', size: '10', variant: 'hexagon', speed: '-3', theme: 'neon', controls: 'solve dance' });
  assert.deepStrictEqual([bad.config.mode, bad.config.size, bad.config.variant, bad.config.speed, bad.config.theme],
    ['solve', 9, 'standard', 20, 'auto']);
  assert.deepStrictEqual(Object.keys(bad.config.controls), ['solve']);
  assert.deepStrictEqual(bad.problems, [
    'mode "fly" is not one of solve, all, animate, play; using solve.',
    'size "10" is not one of 4, 6, 8, 9, 12, 16, 25; using 9.',
    'variant "hexagon" is not one of standard, x, windoku, jigsaw, jigsaw,x; using standard.',
    'speed "-3" is not a number of steps a second; using 20.',
    'controls: "dance" is not one of algorithm, solve, all, animate, speed, hint, stop, keypad.',
    'theme "neon" is not one of auto, light, dark; using auto.',
  ]);
  assert.ok(read({ theme: 'x'.repeat(5000) }).problems[0].length < 120, 'a long value is cut in the message');
});

test('a puzzle that is not one line of symbols is left for the library to read', () => {
  const { config, problems } = read({ puzzle: '4 . | . .\n. . | 3 .\n. 3 | . .\n. . | . 1' });
  assert.strictEqual(config.cells, null);
  assert.strictEqual(config.puzzle, '4 . | . .\n. . | 3 .\n. 3 | . .\n. . | . 1');
  assert.deepStrictEqual(problems, []);
});

test('the embed fragment carries the attributes both ways, and nothing else', () => {
  const attributes = { puzzle: FIRST, variant: 'jigsaw,x', regions: '1'.repeat(81), mode: 'animate', speed: '548', theme: 'dark', readonly: true };
  const hash = options.fragmentOf(attributes);
  assert.strictEqual(hash, `#puzzle=${FIRST}&variant=jigsaw,x&regions=${'1'.repeat(81)}&mode=animate&speed=548&theme=dark&readonly=`);
  assert.deepStrictEqual(plain(options.attributesOfFragment(hash)), { ...attributes, readonly: '' });
  assert.deepStrictEqual(plain(options.attributesOfFragment('#controls=solve%20stop&Mode=play&onclick=x&puzzle=%E0%A4%A&style=color:red')),
    { controls: 'solve stop', mode: 'play' });
  assert.deepStrictEqual(plain(options.attributesOfFragment('#puzzle=' + '1'.repeat(5000))), {}, 'longer than any link of ours');
  assert.deepStrictEqual(plain(options.attributesOfFragment('')), {});
});

test('the Embed panel\'s snippets: one script tag and an element; an iframe and the lines that size it', () => {
  const s = site.embedSnippets.snippets({ puzzle: FIRST.replace(/0/g, '.'), variant: 'standard', regions: '', algorithm: 'naive', mode: 'animate', speed: 20, theme: 'auto' },
    'https://someone.github.io/sudoku-solver/');
  assert.strictEqual(s.script, '<script src="https://someone.github.io/sudoku-solver/sudoku-widget.js"></script>\n' +
    `<sudoku-solver puzzle="${FIRST.replace(/0/g, '.')}" algorithm="naive" mode="animate"></sudoku-solver>`);
  assert.ok(s.iframe.startsWith(`<iframe src="https://someone.github.io/sudoku-solver/embed.html#puzzle=${FIRST.replace(/0/g, '.')}&amp;algorithm=naive&amp;mode=animate"`));
  assert.match(s.iframe, /event\.origin !== 'https:\/\/someone\.github\.io'/);
  assert.match(s.iframe, /frame\.contentWindow === event\.source/);
  assert.match(s.iframe, /event\.data\.type !== 'sudoku-solver:height'/);
  assert.match(s.iframe, /height: 640px/);

  const jigsaw = plain(site.embedSnippets.attributesOf({ puzzle: '.'.repeat(81), variant: 'jigsaw', regions: 'R'.repeat(81), algorithm: 'fast', mode: 'play', speed: 900, theme: 'light', readonly: true }));
  assert.deepStrictEqual(jigsaw, { puzzle: '.'.repeat(81), variant: 'jigsaw', regions: 'R'.repeat(81), algorithm: 'fast', mode: 'play', theme: 'light', readonly: true });
  assert.strictEqual(site.embedSnippets.snippets({ puzzle: '"><script>', algorithm: 'fast' }, 'file:///a/b/').script,
    '<script src="file:///a/b/sudoku-widget.js"></script>\n<sudoku-solver puzzle="&quot;&gt;&lt;script&gt;" algorithm="fast"></sudoku-solver>');
  assert.strictEqual(site.embedSnippets.originOf('http://127.0.0.1:8080/x/'), 'http://127.0.0.1:8080');
  assert.strictEqual(site.embedSnippets.originOf('file:///home/me/site/'), 'null');
});

test('sudoku-widget.js is one classic script: nothing global, nothing done without a DOM', () => {
  if (!fs.existsSync(WIDGET)) throw new Error(`${WIDGET} is missing: run scripts/build`);
  const source = fs.readFileSync(WIDGET, 'utf8');
  assert.ok(!/^\s*(import|export)\s/m.test(source), 'no module syntax');
  assert.match(source, /Content-Security-Policy it needs: script-src \(its origin\) 'wasm-unsafe-eval'; worker-src blob:/);
  const context = vm.createContext({});
  vm.runInContext(source, context, { filename: 'sudoku-widget.js' });
  assert.deepStrictEqual(Object.keys(context), [], 'no global defined');
  // The Worker's source is the library's own function: the widget's code never goes there.
  assert.strictEqual((source.match(/function sudokuLibrary\(\)/g) || []).length, 1);
});
