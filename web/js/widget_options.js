// The <sudoku-solver> widget's options, as plain data and pure functions (no
// DOM, no solver): its attributes, read into one checked configuration with
// the defaults of each mode (sizes and variants checked against the
// library's catalog), and the URL fragment that carries the same options to
// embed.html. The widget (web/widget/) reads its attributes through here;
// the site's Embed panel (embed_snippets.js) writes what this file reads.
// Tested in node (tests/js/widget_model.test.js).
import { isJigsaw } from './session_catalog.js';
import { MAX_FRAGMENT } from './fragment.js';
import { animationSpeed } from './animation_speed.js';
import { createTranslator } from './i18n.js';
// layout first: in a snippet it names the grid before the long puzzle of it.
// lang, HTML's own attribute, is the widget's language (widget_controller.js
// reads it, and the page's, with widgetLanguages); readConfig leaves it out.
export var ATTRIBUTES = ['layout', 'puzzle', 'level', 'symmetry', 'seed', 'size', 'variant', 'regions', 'algorithm', 'mode', 'speed',
  'controls', 'hints', 'theme', 'readonly', 'loading', 'lang'];
// puzzle="random": a new puzzle from the library's generator, of the
// `level` and `symmetry` attributes, made again from `seed` (a whole
// number, or "daily": the reader's date, the same puzzle all day).
export var RANDOM_PUZZLE = 'random';
export var DAILY_SEED = 'daily';
// The element's property of each attribute: the same name, but readonly's is readOnly.
export var PROPERTIES = ATTRIBUTES.map(function (name) { return name === 'readonly' ? 'readOnly' : name; });
export var MODES = ['solve', 'all', 'animate', 'play'];
// The element's events are sudoku-solved, sudoku-solution, sudoku-step and
// sudoku-error; these still also fire under their old unprefixed names
// (deprecated). "error" is no longer one: an unprefixed `error` bubbling to
// window reached a page's window.onerror as "[object CustomEvent]".
export var DEPRECATED_EVENT_ALIASES = ['solved', 'solution', 'step'];
export var THEMES = ['auto', 'light', 'dark'];
// When the widget starts the solver's Workers: lazy, once it nears the viewport
// (or is asked to do something); eager, at once (widget_element.js).
export var LOADINGS = ['lazy', 'eager'];
// Which parts of the widget show; `controls` lists them, "none" hides them all.
//   algorithm  the Algorithm menu        solve  Solve       all  All solutions (and browsing)
//   animate    Play / Pause, Back, Step, Reset  speed  the Speed slider
//   hint       Hint (and Apply hint)     stop   Stop        keypad  the keypad under the grid
//   new        New puzzle (puzzle="random" only: another from the generator; shown by default with it)
//   tools      play mode's Notes, Check and timer
//   rate       Rate: the puzzle's level, hardest step and steps in the status line
// Rate shows by default in play mode only: a reader about to fill a grid in
// wants to know how hard it is (and a "random" puzzle's level is not on the
// page); in the other modes the widget shows an algorithm at work, where a
// rating by human techniques is beside the point and one more button crowds
// the row.
export var CONTROLS = ['algorithm', 'solve', 'all', 'animate', 'speed', 'hint', 'stop', 'keypad', 'new', 'tools', 'rate'];
export var DEFAULT_CONTROLS = {
  solve: ['algorithm', 'solve', 'stop'],
  all: ['algorithm', 'all', 'stop'],
  animate: ['algorithm', 'animate', 'speed', 'stop'],
  play: ['hint', 'solve', 'rate', 'keypad', 'tools'],
};
// The `hints` attribute keeps the widget's hints to chosen techniques (ids
// of the library's ladder: techniques() with a score): a list separated by
// spaces or commas, "up-to:<id>" for every rung up to that one, or "none"
// (every hint then names a digit to guess). Absent or empty: every technique.
export var HINTS_UP_TO = 'up-to:';
export var HINTS_NONE = 'none';
// Watching a search is the point of "animate": naive backtracking shows it best.
export var DEFAULT_ALGORITHM = { solve: 'fast', all: 'fast', animate: 'naive', play: 'fast' };
export var DEFAULT_SPEED = 20;      // animation steps per second
var MAX_SPEED = animationSpeed.FASTEST_RATE;

function quoted(text) {
  var s = String(text);
  return '"' + (s.length > 24 ? s.slice(0, 24) + '…' : s) + '"';
}

var english = null;  // the problems' English (i18n.js), made on the first problem

/**
 * Reads attributes ({name: string or null (absent)}) into {config,
 * problems}, with catalog {sizes: [{size}], variants: [{id, sizes}],
 * algorithms (optional): [{id}], layouts (optional): [{id, symbols}]} (the
 * library's; null before it has loaded: then sizes, variants, algorithms
 * and layouts are taken as written; levels and symmetries (optional):
 * [{id}]; techniques (optional): [{id, score}], the ladder's with a score,
 * which the `hints` attribute names). config: {layout: a layout id ('' for
 * a square grid), puzzle: text ('' for none; the library reads it, as the
 * layout's puzzle when there is one), size (a layout's: its symbols),
 * variant ('standard' on a layout), regions, algorithm, mode, speed (steps
 * a second), controls ({name: true}), hints ('' for every technique,
 * 'up-to:<id>', 'none', or ids joined by spaces: hintChoice reads it),
 * theme, readonly, loading}: the element's properties return these; level
 * ('any' or a level id), symmetry, seed ('' for one drawn at random,
 * 'daily', or a whole number's digits): what puzzle="random" makes. problems: what was wrong, in English words, each
 * replaced by its default; problemWords: the same problems as [{key, values}], to word them in the
 * reader's language (tr.t(key, values), i18n.js). The `lang` attribute is not read here.
 */
export function readConfig(attrs, catalog) {
  var problems = [];
  var problemWords = [];
  var get = function (name) { var v = attrs[name]; return v === null || v === undefined ? null : String(v).trim(); };
  var problem = function (key, values) {
    if (!english) english = createTranslator('en');
    problems.push(english.t(key, values));
    problemWords.push({ key: key, values: values });
  };

  // `value` if `list` holds it (or there is no list: no catalog yet); else the problem in words, and `fallback`.
  var oneOf = function (name, value, list, fallback, written) {
    if (!list || list.indexOf(value) >= 0) return value;
    problem('widget.problem.not_one_of', { name: name, value: quoted(written || value), list: list.join(', '), fallback: String(fallback) });
    return fallback;
  };
  var ids = function (list, key) { return list && list.map(function (x) { return x[key]; }); };

  // A layout: one of the catalog's (a bad one is a problem, and a square grid); it has its own size.
  var layout = (get('layout') || '').toLowerCase();
  var layoutIds = catalog && ids(catalog.layouts, 'id');
  if (layout && layoutIds && layoutIds.indexOf(layout) < 0) {
    problem('widget.problem.layout', { value: quoted(layout), list: layoutIds.join(', ') });
    layout = '';
  }
  var info = layout && layoutIds ? catalog.layouts[layoutIds.indexOf(layout)] : null;

  var mode = oneOf('mode', (get('mode') || 'solve').toLowerCase(), MODES, 'solve');

  var size = Number((get('size') || '9').replace(/x.*$/i, ''));  // "16" or "16x16"
  if (info && get('size') && size !== info.symbols) {
    problem('widget.problem.size_layout', { value: quoted(get('size')), layout: layout, n: info.symbols });
  }
  if (info) size = info.symbols;
  else size = oneOf('size', size, catalog ? ids(catalog.sizes, 'size') : size > 0 ? null : [], 9, get('size'));
  var puzzle = get('puzzle') || '';
  if (puzzle.toLowerCase() === RANDOM_PUZZLE) puzzle = RANDOM_PUZZLE;
  var level = oneOf('level', (get('level') || 'any').toLowerCase(), catalog && catalog.levels && ['any'].concat(ids(catalog.levels, 'id')), 'any');
  var symmetry = oneOf('symmetry', (get('symmetry') || 'none').toLowerCase(), catalog && catalog.symmetries && ids(catalog.symmetries, 'id'), 'none');
  var seed = (get('seed') || '').toLowerCase();
  if (seed && seed !== DAILY_SEED && !(/^\d{1,15}$/.test(seed))) {
    problem('widget.problem.seed', { value: quoted(seed) });
    seed = '';
  }

  var variant = (get('variant') || 'standard').toLowerCase().replace(/\s+/g, '').replace(/\+/g, ',');
  variant = oneOf('variant', variant === 'x,jigsaw' ? 'jigsaw,x' : variant, catalog && ids(catalog.variants, 'id'), 'standard');
  if (layout && variant !== 'standard') {  // a layout has its own houses: no variant applies to it
    problem('widget.problem.variant_layout', { value: quoted(variant), layout: layout });
    variant = 'standard';
  }
  // No size written: 9, or else the first size the variant fits (3x2 boxes: 6x6).
  var fits = !info && !get('size') && catalog ? catalog.variants.filter(function (v) { return v.id === variant; })[0] : null;
  if (fits && fits.sizes.length && fits.sizes.indexOf(size) < 0) size = fits.sizes[0];
  // A size written and no variant: standard, or where it does not fit (a
  // prime size, which has no boxes) the first variant that does (jigsaw).
  if (!info && get('size') && !get('variant') && catalog) {
    var fitting = catalog.variants.filter(function (v) { return v.sizes.indexOf(size) >= 0; });
    if (fitting.length && !fitting.some(function (v) { return v.id === 'standard'; })) variant = fitting[0].id;
  }
  var regions = isJigsaw(variant) ? (get('regions') || '').replace(/\s+/g, '').toUpperCase() : '';

  var algorithm = oneOf('algorithm', (get('algorithm') || '').toLowerCase() || DEFAULT_ALGORITHM[mode],
    catalog && ids(catalog.algorithms, 'id'), 'fast');

  var speed = DEFAULT_SPEED;
  if (get('speed') !== null && get('speed') !== '') {
    speed = Number(get('speed'));
    if (!(speed > 0)) {
      problem('widget.problem.speed', { value: quoted(get('speed')), speed: DEFAULT_SPEED });
      speed = DEFAULT_SPEED;
    }
    speed = Math.min(Math.round(speed) || 1, MAX_SPEED);
  }

  var controls = Object.create(null);  // no prototype: a page's polluted Object.prototype adds no control
  var listed = get('controls');
  if (listed === null) {
    DEFAULT_CONTROLS[mode].forEach(function (name) { controls[name] = true; });
    if (puzzle === RANDOM_PUZZLE) controls['new'] = true;
  } else {
    listed.toLowerCase().split(/[\s,]+/).forEach(function (name) {
      if (!name || name === 'none') return;
      if (CONTROLS.indexOf(name) >= 0) controls[name] = true;
      else problem('widget.problem.controls', { value: quoted(name), list: CONTROLS.join(', ') });
    });
  }

  var hints = readHints(get('hints'), catalog && catalog.techniques, problem);

  var theme = oneOf('theme', (get('theme') || 'auto').toLowerCase(), THEMES, 'auto');
  var readonly = get('readonly') !== null && get('readonly').toLowerCase() !== 'false';
  var loading = oneOf('loading', (get('loading') || 'lazy').toLowerCase(), LOADINGS, 'lazy');

  return {
    config: { layout: layout, puzzle: puzzle, level: level, symmetry: symmetry, seed: seed, size: size, variant: variant,
      regions: regions, algorithm: algorithm, mode: mode, speed: speed, controls: controls, hints: hints, theme: theme, readonly: readonly,
      loading: loading },
    problems: problems,
    problemWords: problemWords,
  };
}

// The `hints` attribute as written (null: absent) read against `techniques`
// (the catalog's; undefined before it has loaded: ids taken as written),
// each problem told to problem(key, values): '' (every technique), 'up-to:<id>',
// 'none', or the ids kept, joined by spaces. An id may be written in any
// case, with - for _ ("X-Wing" is x_wing); one the ladder lacks is left out.
function readHints(written, techniques, problem) {
  var rungs = techniques && techniques.filter(function (t) { return t.score > 0; }).map(function (t) { return t.id; });
  var idOf = function (word) { return word.toLowerCase().replace(/-/g, '_'); };
  var known = function (id) { return !rungs || rungs.indexOf(id) >= 0; };
  var upTo = /^up-to:\s*(\S+)$/i.exec(written || '');
  if (upTo) {
    if (known(idOf(upTo[1]))) return HINTS_UP_TO + idOf(upTo[1]);
    problem('widget.problem.hints_up_to', { value: quoted(written), list: rungs.join(', ') });
    return '';
  }
  if ((written || '').toLowerCase() === HINTS_NONE) return HINTS_NONE;
  var kept = [], unknown = [];
  (written || '').split(/[\s,]+/).forEach(function (word) {
    if (!word) return;
    if (!known(idOf(word))) unknown.push(quoted(word));
    else if (kept.indexOf(idOf(word)) < 0) kept.push(idOf(word));
  });
  if (unknown.length) {  // one problem for them all: the ladder is long to list
    problem(kept.length ? 'widget.problem.hints_left_out' : 'widget.problem.hints_unknown',
      { value: unknown.join(', '), list: rungs.join(', '), n: unknown.length });
  }
  return kept.join(' ');
}

/**
 * The session's hint options (session_hint.js's setHintOptions: {cap,
 * techniques}) of a config's `hints`: '' every technique, 'up-to:<id>' a
 * cap, 'none' no technique, else the ids listed.
 */
export function hintChoice(hints) {
  if (!hints) return { cap: '', techniques: null };
  if (hints.indexOf(HINTS_UP_TO) === 0) return { cap: hints.slice(HINTS_UP_TO.length), techniques: null };
  return { cap: '', techniques: hints === HINTS_NONE ? [] : hints.split(' ') };
}

/** The `hints` attribute of hint options {cap, techniques} (hintChoice's inverse): '' for every technique. */
export function hintsAttribute(choice) {
  if (choice.techniques) return choice.techniques.length ? choice.techniques.join(' ') : HINTS_NONE;
  return choice.cap ? HINTS_UP_TO + choice.cap : '';
}

/**
 * The seed generate() is given for a config's `seed`: its number; for
 * "daily" the reader's date on `now` (a Date) as YYYYMMDD, so every reader
 * gets the same puzzle on the same date; undefined ('') for one drawn at
 * random.
 */
export function generatorSeed(seed, now) {
  if (seed === DAILY_SEED) return now.getFullYear() * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
  return seed ? Number(seed) : undefined;
}

/**
 * The options of an embed.html address fragment ("#puzzle=...&mode=animate")
 * as attributes {name: value}; names that are not attributes are left out.
 * Values are only ever set as attributes (text), so nothing in a link can
 * become markup.
 */
export function attributesOfFragment(hash) {
  var text = String(hash || '').replace(/^#/, '');
  var out = Object.create(null);
  if (!text || text.length > MAX_FRAGMENT) return out;
  text.split('&').forEach(function (pair) {
    var eq = pair.indexOf('=');
    var name = (eq < 0 ? pair : pair.slice(0, eq)).toLowerCase();
    if (ATTRIBUTES.indexOf(name) < 0) return;
    try { out[name] = decodeURIComponent((eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' ')); } catch (e) { /* left out */ }
  });
  return out;
}

/**
 * The fragment of attributes {name: value} (the ones that are attributes,
 * in their order); commas and colons, which a fragment may hold, left
 * readable (variant=jigsaw,x, hints=up-to:x_wing).
 */
export function fragmentOf(attributes) {
  var parts = [];
  ATTRIBUTES.forEach(function (name) {
    var value = attributes[name];
    if (value === undefined || value === null || value === false) return;
    parts.push(name + '=' + encodeURIComponent(value === true ? '' : String(value)).replace(/%2C/g, ',').replace(/%3A/g, ':'));
  });
  return '#' + parts.join('&');
}
