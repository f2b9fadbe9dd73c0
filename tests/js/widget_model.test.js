// The widget's pure parts and its files: widget_options.js (attributes
// read into a configuration against the library's catalog, the embed
// fragment both ways) and embed_snippets.js (the Embed panel's text),
// imported as the bundler imports them; build/site/sudoku-widget.js
// itself (one classic script that defines nothing global and does nothing
// where there is no DOM); and its types, sudoku-widget.d.ts beside it (a
// TypeScript page using the element compiles; they name what the manifest,
// custom-elements.json, lists).
'use strict';
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const os = require('node:os');
const { execFileSync } = require('node:child_process');
const { pathToFileURL } = require('node:url');
const { sudoku } = require('./support/library');

const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.resolve(__dirname, '../../build/site');
const WIDGET = path.join(SITE, 'sudoku-widget.js');
const load = (file) => import(pathToFileURL(path.resolve(__dirname, '../../web/js', file)).href);
const FIRST = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';

let api, options, embed, catalog;
before(async () => {
  api = await sudoku();
  [options, embed] = await Promise.all([load('widget_options.js'), load('embed_snippets.js')]);
  catalog = { sizes: api.sizes(), variants: api.variants(), levels: api.levels(), symmetries: api.symmetries() };
});

/**
 * readConfig of `attributes` (the others absent, as an element reports them),
 * against `against` (the library's catalog), with its prototype-less maps
 * (controls) as plain objects so they compare with literals.
 */
const read = (attributes, against = catalog) => {
  const all = Object.fromEntries(options.ATTRIBUTES.map((name) => [name, null]));
  const r = options.readConfig(Object.assign(all, attributes), against);
  return { ...r, config: { ...r.config, controls: { ...r.config.controls } } };
};
/** The catalog's sizes and variants as readConfig's problems list them. */
const sizeList = () => catalog.sizes.map((s) => s.size).join(', ');
const variantList = () => catalog.variants.map((v) => v.id).join(', ');
/** attributesOfFragment's prototype-less map as a plain object. */
const fragmentAttributes = (hash) => ({ ...options.attributesOfFragment(hash) });

test('no attributes: no puzzle (an empty 9x9 grid) in solve mode with fast, the default controls, auto theme, lazy loading', () => {
  const { config, problems } = read({});
  assert.deepEqual(problems, []);
  assert.deepEqual(config, {
    layout: '', puzzle: '', level: 'any', symmetry: 'none', seed: '', size: 9, variant: 'standard', regions: '', algorithm: 'fast', mode: 'solve', speed: 20,
    controls: { algorithm: true, solve: true, stop: true }, hints: '', theme: 'auto', readonly: false, loading: 'lazy',
  });
  assert.ok(!('cells' in config), 'the library reads the puzzle, not readConfig');
});

test('puzzle "random" (any case) takes a level and a symmetry of the library\'s and a seed: a whole number or "daily"; anything else is a problem and the default', () => {
  const { config, problems } = read({ puzzle: 'Random', level: 'HARD', symmetry: 'rotate180', seed: '42' });
  assert.deepEqual(problems, []);
  assert.deepEqual([config.puzzle, config.level, config.symmetry, config.seed], ['random', 'hard', 'rotate180', '42']);
  assert.equal(read({ seed: 'Daily' }).config.seed, 'daily');
  const bad = read({ puzzle: 'random', level: 'insane', symmetry: 'spiral', seed: '-3' });
  assert.deepEqual([bad.config.level, bad.config.symmetry, bad.config.seed], ['any', 'none', '']);
  assert.deepEqual(bad.problems, [
    `level "insane" is not one of any, ${api.levels().map((l) => l.id).join(', ')}; using any.`,
    `symmetry "spiral" is not one of ${api.symmetries().map((x) => x.id).join(', ')}; using none.`,
    'seed "-3" is not a whole number (up to 15 digits) or "daily"; drawing one at random.',
  ]);
  // The seed generate() gets: the number; "daily" the reader's date; none for a random one.
  assert.equal(options.generatorSeed('42', new Date(2026, 10, 28)), 42);
  assert.equal(options.generatorSeed('daily', new Date(2026, 10, 28, 23, 59)), 20261128);
  assert.equal(options.generatorSeed('daily', new Date(2027, 0, 1, 0, 1)), 20270101);
  assert.equal(options.generatorSeed('', new Date()), undefined);
});

test('loading is lazy or eager (any case); anything else is a problem, and lazy', () => {
  assert.equal(read({ loading: 'EAGER' }).config.loading, 'eager');
  assert.equal(read({ loading: 'lazy' }).config.loading, 'lazy');
  const { config, problems } = read({ loading: 'auto' });
  assert.equal(config.loading, 'lazy');
  assert.deepEqual(problems, ['loading "auto" is not one of lazy, eager; using lazy.']);
});

test('each mode has its default controls and algorithm; controls lists exactly what shows', () => {
  for (const mode of options.MODES) {
    const { config } = read({ mode });
    assert.deepEqual(Object.keys(config.controls), options.DEFAULT_CONTROLS[mode]);
    assert.equal(config.algorithm, mode === 'animate' ? 'naive' : 'fast');
  }
  assert.deepEqual(Object.keys(read({ controls: 'stop, solve  hint' }).config.controls), ['stop', 'solve', 'hint']);
  assert.deepEqual(read({ controls: 'none' }).config.controls, {});
  assert.deepEqual(read({ controls: '' }).config.controls, {});
});

test('values are read as written or refused with a reason and the default', () => {
  const good = read({ puzzle: ` ${FIRST}\n`, mode: 'ANIMATE', algorithm: 'MRV', speed: '300', theme: 'Dark', readonly: '', variant: 'X' }).config;
  assert.equal(good.puzzle, FIRST, 'the puzzle as written, trimmed');
  assert.deepEqual([good.mode, good.algorithm, good.speed, good.theme, good.readonly, good.variant], ['animate', 'mrv', 300, 'dark', true, 'x']);
  assert.equal(read({ readonly: 'false' }).config.readonly, false);
  assert.equal(read({ size: '16x16' }).config.size, 16);
  assert.equal(read({ size: '25' }).config.size, 25);
  // A prime size has no boxes: with no variant written, a jigsaw (of the starting map: no regions written).
  assert.deepEqual([read({ size: '7' }).config.size, read({ size: '7' }).config.variant, read({ size: '7' }).problems], [7, 'jigsaw', []]);
  assert.equal(read({ size: '10' }).config.variant, 'standard');
  assert.equal(read({ variant: 'x+jigsaw', regions: ' 11 22 ' }).config.variant, 'jigsaw,x');
  assert.equal(read({ variant: 'Jigsaw + X' }).config.variant, 'jigsaw,x');
  assert.equal(read({ variant: 'jigsaw', regions: 'abc d' }).config.regions, 'ABCD');
  assert.equal(read({ regions: '1122' }).config.regions, '', 'no regions without a jigsaw');
  assert.equal(read({ speed: '999999999' }).config.speed, 300000);
  assert.equal(read({ speed: '0.2' }).config.speed, 1);

  const bad = read({ mode: 'fly', size: '26', variant: 'hexagon', speed: '-3', theme: 'neon', controls: 'solve dance' });
  assert.deepEqual([bad.config.mode, bad.config.size, bad.config.variant, bad.config.speed, bad.config.theme],
    ['solve', 9, 'standard', 20, 'auto']);
  assert.deepEqual(Object.keys(bad.config.controls), ['solve']);
  assert.deepEqual(bad.problems, [
    `mode "fly" is not one of ${options.MODES.join(', ')}; using solve.`,
    `size "26" is not one of ${sizeList()}; using 9.`,
    `variant "hexagon" is not one of ${variantList()}; using standard.`,
    'speed "-3" is not a number of steps a second; using 20.',
    `controls: "dance" is not one of ${options.CONTROLS.join(', ')}.`,
    `theme "neon" is not one of ${options.THEMES.join(', ')}; using auto.`,
  ]);
  assert.ok(read({ theme: 'x'.repeat(5000) }).problems[0].length < 120, 'a long value is cut in the message');
});

test('sizes and variants are the catalog\'s: what the library does not list is refused', () => {
  const small = {
    sizes: [{ size: 4, boxRows: 2, boxCols: 2 }, { size: 9, boxRows: 3, boxCols: 3 }],
    variants: [{ id: 'standard', name: 'Standard', sizes: [4, 9] }, { id: 'jigsaw', name: 'Jigsaw', sizes: [9] }],
  };
  const { config, problems } = read({ size: '16', variant: 'x', regions: '1122' }, small);
  assert.deepEqual([config.size, config.variant, config.regions], [9, 'standard', '']);
  assert.deepEqual(problems, [
    'size "16" is not one of 4, 9; using 9.',
    'variant "x" is not one of standard, jigsaw; using standard.',
  ]);
  assert.deepEqual(read({ size: '4', variant: 'jigsaw', regions: '1122' }, small).problems, []);
  // Every size and variant the library lists is read as itself.
  for (const { size } of catalog.sizes) assert.deepEqual(read({ size: String(size) }).problems, [], `size ${size}`);
  for (const { id } of catalog.variants) {
    const r = read({ variant: id });
    assert.deepEqual([r.config.variant, r.problems], [id, []], id);
  }
});

test('with no size written, a variant that does not fit 9x9 takes the first size it fits; a written size stays', () => {
  assert.equal(read({ variant: '3x2' }).config.size, 6);
  assert.equal(read({ variant: '4x3', puzzle: 'random' }).config.size, 12);
  assert.equal(read({ variant: 'x' }).config.size, 9);
  assert.equal(read({ variant: '3x2', size: '12' }).config.size, 12);  // the mismatch is the library's to report
  assert.equal(read({ variant: '3x2' }, null).config.size, 9);  // no catalog yet: nothing to ask
});

test('before the catalog has loaded (null), values are taken as written; with its algorithms, the algorithm is checked', () => {
  const all = Object.fromEntries(options.ATTRIBUTES.map((name) => [name, null]));
  const early = options.readConfig({ ...all, size: '10', variant: 'hexagon', algorithm: 'nope' }, null);
  assert.deepEqual([early.config.size, early.config.variant, early.config.algorithm, early.problems], [10, 'hexagon', 'nope', []]);
  assert.equal(options.readConfig({ ...all, size: 'big' }, null).config.size, 9, 'not a number: the default');
  const algorithms = api.algorithms();
  const checked = read({ algorithm: 'Nope', mode: 'animate' }, { ...catalog, algorithms });
  assert.equal(checked.config.algorithm, 'fast');
  assert.deepEqual(checked.problems, [`algorithm "nope" is not one of ${algorithms.map((a) => a.id).join(', ')}; using fast.`]);
  assert.equal(read({ mode: 'animate' }, { ...catalog, algorithms }).config.algorithm, 'naive');
});

// Issue 18: a widget with these four showed only the first problem.
test('four bad attributes are four problems, each with the default it leads to', () => {
  const algorithms = api.algorithms();
  const { config, problems } = read({ size: '3', variant: 'nope', algorithm: 'zzz', speed: 'fast!' }, { ...catalog, algorithms });
  assert.deepEqual([config.size, config.variant, config.algorithm, config.speed], [9, 'standard', 'fast', 20]);
  assert.deepEqual(problems, [
    `size "3" is not one of ${sizeList()}; using 9.`,
    `variant "nope" is not one of ${variantList()}; using standard.`,
    `algorithm "zzz" is not one of ${algorithms.map((a) => a.id).join(', ')}; using fast.`,
    'speed "fast!" is not a number of steps a second; using 20.',
  ]);
});

test('a layout is one of the library\'s layouts(): its own size, no variant; a bad one is a problem and a square grid', () => {
  const withLayouts = { ...catalog, layouts: api.layouts() };
  const ids = withLayouts.layouts.map((l) => l.id);
  for (const id of ids) {
    const r = read({ layout: id.toUpperCase() }, withLayouts);
    assert.deepEqual([r.config.layout, r.config.size, r.config.variant, r.problems], [id, 9, 'standard', []], id);
  }
  const bad = read({ layout: 'hexagon', size: '16' }, withLayouts);
  assert.deepEqual([bad.config.layout, bad.config.size], ['', 16], 'a square grid of the size asked for');
  assert.deepEqual(bad.problems, [`layout "hexagon" is not one of ${ids.join(', ')}; using a square grid.`]);
  const mixed = read({ layout: 'star', size: '16', variant: 'x', regions: '1122' }, withLayouts);
  assert.deepEqual([mixed.config.size, mixed.config.variant, mixed.config.regions], [9, 'standard', '']);
  assert.deepEqual(mixed.problems, ['size "16" does not apply to a layout (star has 9 symbols).',
    'variant "x" does not apply to a layout (star); using standard.']);
  assert.deepEqual(read({ layout: 'star', size: '9' }, withLayouts).problems, [], 'the layout\'s own size is no problem');
  assert.equal(read({ layout: 'hexagon' }, null).config.layout, 'hexagon', 'before the catalog has loaded: as written');
  // The Embed panel writes a layout first, its puzzle after; the fragment carries it both ways.
  const star = '14.....6....3........97...5.7..8...........62.3....9..';
  assert.equal(embed.snippets({ puzzle: star, layout: 'star', variant: 'standard', algorithm: 'fast' }, 'https://a.b/').script,
    `<script src="https://a.b/sudoku-widget.js" defer></script>\n<sudoku-solver layout="star" puzzle="${star}" algorithm="fast"></sudoku-solver>`);
  assert.deepEqual(fragmentAttributes(options.fragmentOf({ layout: 'samurai', puzzle: star })), { layout: 'samurai', puzzle: star });
});

test('a puzzle in any layout is left for the library to read', () => {
  const grid = '4 . | . .\n. . | 3 .\n. 3 | . .\n. . | . 1';
  const { config, problems } = read({ puzzle: grid });
  assert.equal(config.puzzle, grid);
  assert.deepEqual(problems, []);
  const parsed = api.parse(config.puzzle);
  assert.ok(parsed.ok);
  assert.equal(parsed.size, 4);
  assert.equal(read({ puzzle: 'not a puzzle' }).config.puzzle, 'not a puzzle', 'the library, not readConfig, refuses it');
});

test('the embed fragment carries the attributes both ways, and nothing else', () => {
  const attributes = { puzzle: FIRST, variant: 'jigsaw,x', regions: '1'.repeat(81), mode: 'animate', speed: '548', theme: 'dark', readonly: true };
  const hash = options.fragmentOf(attributes);
  assert.equal(hash, `#puzzle=${FIRST}&variant=jigsaw,x&regions=${'1'.repeat(81)}&mode=animate&speed=548&theme=dark&readonly=`);
  assert.deepEqual(fragmentAttributes(hash), { ...attributes, readonly: '' });
  assert.deepEqual(fragmentAttributes('#controls=solve%20stop&Mode=play&onclick=x&puzzle=%E0%A4%A&style=color:red'),
    { controls: 'solve stop', mode: 'play' });
  assert.deepEqual(fragmentAttributes('#puzzle=' + '1'.repeat(5000)), {}, 'longer than any link of ours');
  assert.deepEqual(fragmentAttributes(''), {});
  // What the fragment carries reads back into the same configuration.
  const fromLink = read(fragmentAttributes(hash)).config;
  assert.deepEqual([fromLink.puzzle, fromLink.variant, fromLink.regions, fromLink.mode, fromLink.speed, fromLink.theme, fromLink.readonly],
    [FIRST, 'jigsaw,x', '1'.repeat(81), 'animate', 548, 'dark', true]);
});

test('the Embed panel\'s snippets: one script tag and an element; an iframe and the lines that size it', () => {
  const line = FIRST.replace(/0/g, '.');
  const s = embed.snippets({ puzzle: line, variant: 'standard', regions: '', algorithm: 'naive', mode: 'animate', speed: 20, theme: 'auto' },
    'https://someone.github.io/sudoku-solver/');
  assert.equal(s.script, '<script src="https://someone.github.io/sudoku-solver/sudoku-widget.js" defer></script>\n' +
    `<sudoku-solver puzzle="${line}" algorithm="naive" mode="animate"></sudoku-solver>`);
  assert.ok(s.iframe.startsWith(`<iframe src="https://someone.github.io/sudoku-solver/embed.html#puzzle=${line}&amp;algorithm=naive&amp;mode=animate"`));
  assert.match(s.iframe, /event\.origin !== 'https:\/\/someone\.github\.io'/);
  assert.match(s.iframe, /frame\.contentWindow === event\.source/);
  assert.match(s.iframe, /event\.data\.type !== 'sudoku-solver:height'/);
  assert.match(s.iframe, new RegExp(`height: ${embed.IFRAME_HEIGHT}px`));
  assert.equal(embed.IFRAME_HEIGHT, 640);

  const jigsaw = embed.attributesOf({ puzzle: '.'.repeat(81), variant: 'jigsaw', regions: 'R'.repeat(81), algorithm: 'fast', mode: 'play', speed: 900, theme: 'light', readonly: true });
  assert.deepEqual(jigsaw, { puzzle: '.'.repeat(81), variant: 'jigsaw', regions: 'R'.repeat(81), algorithm: 'fast', mode: 'play', theme: 'light', readonly: true });
  assert.equal(embed.attributesOf({ puzzle: line, algorithm: 'naive', mode: 'animate', speed: 900 }).speed, '900', 'a speed only where it animates');
  assert.equal(embed.snippets({ puzzle: '"><script>', algorithm: 'fast' }, 'file:///a/b/').script,
    '<script src="file:///a/b/sudoku-widget.js" defer></script>\n<sudoku-solver puzzle="&quot;&gt;&lt;script&gt;" algorithm="fast"></sudoku-solver>');
  assert.equal(embed.originOf('http://127.0.0.1:8080/x/'), 'http://127.0.0.1:8080');
  assert.equal(embed.originOf('file:///home/me/site/'), 'null');
});

test('sudoku-widget.js is one classic script: nothing global, nothing done without a DOM', () => {
  if (!fs.existsSync(WIDGET)) throw new Error(`${WIDGET} is missing: run scripts/build`);
  const source = fs.readFileSync(WIDGET, 'utf8');
  assert.ok(!/^\s*(import|export)\s/m.test(source), 'no module syntax');
  // The header names the file, the element and what a Content-Security-Policy must allow.
  assert.match(source, /^\/\*! sudoku-widget\.js \d+\.\d+\.\d+, <sudoku-solver>\. CSP: script-src 'wasm-unsafe-eval', worker-src blob: \*\//);
  const context = vm.createContext({});
  vm.runInContext(source, context, { filename: 'sudoku-widget.js' });
  assert.deepEqual(Object.keys(context), [], 'no global defined');
  // The Worker's side is inside once, in the Worker's script carried as a
  // string (the Worker never runs the widget's code): its message for a page
  // that sent no binary is written once.
  assert.equal(source.split('the page sent this Worker no WebAssembly module').length - 1, 1);
  // The page side only starts Worker clients, so the Emscripten glue is inside once too, in that script
  // (its abort message, 'Aborted(', is written once per copy of the glue, as sudoku-worker.js shows).
  const glueCopies = (text) => text.split('Aborted(').length - 1;
  assert.equal(glueCopies(fs.readFileSync(path.join(path.dirname(WIDGET), 'sudoku-worker.js'), 'utf8')), 1);
  assert.equal(glueCopies(source), 1);
});

test('a page that pollutes Object.prototype adds no control and no attribute', () => {
  Object.prototype.solve = true;  // eslint-disable-line no-extend-native
  Object.prototype.mode = 'animate';  // eslint-disable-line no-extend-native
  try {
    const config = options.readConfig(Object.fromEntries(options.ATTRIBUTES.map((name) => [name, null])), catalog).config;
    assert.deepEqual(Object.keys(config.controls).sort(), ['algorithm', 'solve', 'stop']);
    assert.equal(config.controls.hint, undefined);
    assert.equal('mode' in options.attributesOfFragment('#puzzle=1'), false);
  } finally {
    delete Object.prototype.solve;
    delete Object.prototype.mode;
  }
});

test('sudoku-widget.d.ts: a TypeScript page using the element compiles (tsc --strict), and wrong uses do not', () => {
  const declarations = path.join(SITE, 'sudoku-widget.d.ts');
  if (!fs.existsSync(declarations)) throw new Error(`${declarations} is missing: run scripts/build`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-widget-types-'));
  const from = JSON.stringify(declarations.replace(/\.d\.ts$/, '').split(path.sep).join('/'));
  const union = (ids) => ids.map((id) => `'${id}'`).join(' | ');
  fs.writeFileSync(path.join(dir, 'page.ts'), `import type { SudokuSolverElement, SudokuAllSolutions } from ${from};
const solver = document.querySelector('sudoku-solver')!;
const same: SudokuSolverElement = solver;
solver.solve().then((r) => r && r.status === 'solved' && r.stats.nodes);
solver.solveAll().then((r: SudokuAllSolutions | null) => r && r.count);
solver.addEventListener('sudoku-solved', (e) => { const s: string = e.detail.solution; console.log(s, e.detail.by); });
solver.addEventListener('sudoku-error', (e) => console.log(e.detail.code, e.detail.cells.length));
solver.addEventListener('solved', (e) => console.log(e.detail.solution));  // a deprecated alias, typed too
solver.addEventListener('error', (e: ErrorEvent) => console.log(e.message));  // the DOM's own: the widget fires no unprefixed error
solver.stepBack().then(() => solver.focus({ preventScroll: true }));
document.addEventListener('sudoku-step', (e) => console.log(e.detail.backtracks + 1, e.detail.text));
solver.addEventListener('click', (e) => console.log(e.clientX));
const n: number = solver.speed + solver.size;
const shown: string[] = solver.controls;
const mode: ${union(options.MODES)} = solver.mode;
solver.speed = 200; solver.size = '16'; solver.controls = ['solve', 'stop']; solver.controls = 'hint keypad';
solver.readOnly = true; solver.puzzle = null; solver.theme = 'dark';
solver.layout = 'samurai'; solver.layout = null;
const drawn: ${union(api.layouts().map((l) => l.id))} | '' = solver.layout;
solver.animate(); solver.animate([{ opacity: 0 }, { opacity: 1 }], 200).finished.then(() => solver.step());
const created = document.createElement('sudoku-solver');
created.ready.then(() => created.grid.length + Number(created.busy));
// @ts-expect-error: a sudoku-solved event has no count
solver.addEventListener('sudoku-solved', (e) => e.detail.count);
// @ts-expect-error: speed is a number
const speed: string = solver.speed;
// @ts-expect-error: not a mode
solver.mode = 'fly';
// @ts-expect-error: grid is read-only
solver.grid = '';
// @ts-expect-error: not a layout
solver.layout = 'hexagon';
console.log(same, n, shown, mode, speed, drawn);
`);
  try {
    execFileSync(process.execPath, [path.resolve(__dirname, '../node_modules/typescript/bin/tsc'), '--noEmit', '--strict',
      '--target', 'es2020', '--lib', 'es2020,dom', path.join(dir, 'page.ts')], { encoding: 'utf8' });
  } catch (e) {
    assert.fail(`tsc failed:\n${e.stdout}${e.stderr}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('sudoku-widget.d.ts declares what custom-elements.json lists: every property, method and event', () => {
  const text = fs.readFileSync(path.join(SITE, 'sudoku-widget.d.ts'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(SITE, 'custom-elements.json'), 'utf8'));
  const element = manifest.modules[0].declarations[0];
  const body = text.slice(text.indexOf('export interface SudokuSolverElement '));  // and its constructor's interface after it
  for (const m of element.members) {
    const declared = m.kind === 'method' ? new RegExp(`\\n  (static )?${m.name}\\(`) : new RegExp(`\\n  (get |readonly )${m.name}\\b`);
    assert.match(body, declared, `${m.kind} ${m.name}`);
  }
  const events = [...text.matchAll(/^  '?([a-z-]+)'?: CustomEvent</gm)].map((m) => m[1]).sort();
  assert.deepEqual(events, element.events.map((e) => e.name).sort());
  assert.deepEqual(element.attributes.map((a) => a.name), options.ATTRIBUTES);
});
