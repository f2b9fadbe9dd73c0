// The widget's `hints` attribute (issue 29: hints kept to the techniques a
// class has learned): read by widget_options.js's readConfig against the
// library's ladder (techniques() with a score), turned into the session's
// hint options (hintChoice) and back (hintsAttribute, what the site's Embed
// panel writes of its Hints may use), and carried by the embed fragment and
// the snippets. The browser side: tests/browser/widget_hints.test.js.
'use strict';
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { sudoku } = require('./support/library');

const load = (file) => import(pathToFileURL(path.resolve(__dirname, '../../web/js', file)).href);

let api, options, embed, catalog, rungs;
before(async () => {
  api = await sudoku();
  [options, embed] = await Promise.all([load('widget_options.js'), load('embed_snippets.js')]);
  catalog = { sizes: api.sizes(), variants: api.variants(), techniques: api.techniques() };
  rungs = api.techniques().filter((t) => t.score > 0).map((t) => t.id);
});

/** readConfig of a `hints` attribute (the others absent) against `against`: {hints, problems}. */
const read = (hints, against = catalog) => {
  const all = Object.fromEntries(options.ATTRIBUTES.map((name) => [name, null]));
  const r = options.readConfig({ ...all, hints }, against);
  return { hints: r.config.hints, problems: r.problems };
};

test('absent or empty: every technique, no problem', () => {
  assert.deepEqual(read(null), { hints: '', problems: [] });
  assert.deepEqual(read(''), { hints: '', problems: [] });
  assert.deepEqual(read('  , '), { hints: '', problems: [] });
  assert.deepEqual(options.hintChoice(''), { cap: '', techniques: null });
});

test('a list of the ladder\'s ids, by spaces or commas, in any case and with - for _, is kept once each', () => {
  assert.deepEqual(read('naked_single hidden_single pointing claiming'), { hints: 'naked_single hidden_single pointing claiming', problems: [] });
  assert.deepEqual(read('Naked_Single,hidden_single ,  X-Wing naked_single'), { hints: 'naked_single hidden_single x_wing', problems: [] });
  assert.deepEqual(options.hintChoice('naked_single hidden_single x_wing'),
    { cap: '', techniques: ['naked_single', 'hidden_single', 'x_wing'] });
  // Every rung of the ladder is an id the attribute takes.
  assert.deepEqual(read(rungs.join(',')), { hints: rungs.join(' '), problems: [] });
});

test('up-to:<id> is every rung up to that one: the session is given a cap', () => {
  assert.deepEqual(read('up-to:x_wing'), { hints: 'up-to:x_wing', problems: [] });
  assert.deepEqual(read('Up-To: Pointing'), { hints: 'up-to:pointing', problems: [] });
  assert.deepEqual(options.hintChoice('up-to:x_wing'), { cap: 'x_wing', techniques: null });
  const bad = read('up-to:wings');
  assert.equal(bad.hints, '');
  assert.deepEqual(bad.problems, [`hints: "up-to:wings" names no technique of ${rungs.join(', ')}; using every technique.`]);
});

test('none: no technique (each hint names a digit to guess)', () => {
  assert.deepEqual(read('None'), { hints: 'none', problems: [] });
  assert.deepEqual(options.hintChoice('none'), { cap: '', techniques: [] });
});

test('ids the ladder lacks are one problem, in words, and left out; with none left, every technique', () => {
  const some = read('naked_single singles x_wing guess');
  assert.equal(some.hints, 'naked_single x_wing');
  assert.deepEqual(some.problems, [`hints: "singles", "guess" are not among ${rungs.join(', ')}; left out.`]);
  const one = read('hidden_single fish');
  assert.deepEqual(one, { hints: 'hidden_single', problems: [`hints: "fish" is not one of ${rungs.join(', ')}; left out.`] });
  const noneLeft = read('naked singles');
  assert.equal(noneLeft.hints, '');
  assert.deepEqual(noneLeft.problems, [`hints: "naked", "singles" are not among ${rungs.join(', ')}; using every technique.`]);
  assert.deepEqual(options.hintChoice(noneLeft.hints), { cap: '', techniques: null });
  // A widget with several bad attributes lists this one in the attributes' order.
  const all = Object.fromEntries(options.ATTRIBUTES.map((name) => [name, null]));
  const r = options.readConfig({ ...all, controls: 'solve dance', hints: 'fish', theme: 'neon' }, catalog);
  assert.deepEqual(r.problems.map((p) => p.split(/[ :]/)[0]), ['controls', 'hints', 'theme']);
});

test('before the catalog has loaded, ids are taken as written (tidied)', () => {
  assert.deepEqual(read('X-Wing fish', null), { hints: 'x_wing fish', problems: [] });
  assert.deepEqual(read('up-to:Fish', { sizes: catalog.sizes, variants: catalog.variants }), { hints: 'up-to:fish', problems: [] });
});

test('hintsAttribute writes what readConfig reads: the site\'s Hints may use as the widget\'s attribute', () => {
  assert.equal(options.hintsAttribute({ cap: '', techniques: null }), '');
  assert.equal(options.hintsAttribute({ cap: 'claiming', techniques: null }), 'up-to:claiming');
  assert.equal(options.hintsAttribute({ cap: '', techniques: ['naked_single', 'x_wing'] }), 'naked_single x_wing');
  assert.equal(options.hintsAttribute({ cap: '', techniques: [] }), 'none');
  for (const choice of [{ cap: '', techniques: null }, { cap: 'claiming', techniques: null }, { cap: '', techniques: ['naked_single', 'x_wing'] },
    { cap: '', techniques: [] }]) {
    assert.deepEqual(options.hintChoice(read(options.hintsAttribute(choice)).hints), choice);
  }
});

test('the embed fragment carries hints both ways, its colon readable', () => {
  const hash = options.fragmentOf({ puzzle: '1...', hints: 'naked_single x_wing' });
  assert.equal(hash, '#puzzle=1...&hints=naked_single%20x_wing');
  assert.equal(options.attributesOfFragment(hash).hints, 'naked_single x_wing');
  assert.equal(options.fragmentOf({ hints: 'up-to:claiming' }), '#hints=up-to:claiming');
  assert.equal(options.attributesOfFragment('#hints=up-to:claiming').hints, 'up-to:claiming');
  assert.equal(options.attributesOfFragment('#hints=up-to%3Aclaiming').hints, 'up-to:claiming');
});

test('the Embed panel\'s snippets carry hints only for a widget to play, the one with a Hint button', () => {
  const choice = { puzzle: '1...', algorithm: 'fast', mode: 'play', hints: 'up-to:claiming' };
  assert.equal(embed.attributesOf(choice).hints, 'up-to:claiming');
  assert.match(embed.snippets(choice, 'https://a.b/').script, / hints="up-to:claiming"/);
  assert.match(embed.snippets(choice, 'https://a.b/').iframe, /&amp;hints=up-to:claiming"/);
  assert.equal(embed.attributesOf({ ...choice, mode: 'animate' }).hints, undefined);
  assert.equal(embed.attributesOf({ ...choice, hints: '' }).hints, undefined);
});
