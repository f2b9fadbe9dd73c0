// Writes the widget's custom elements manifest (custom-elements.json,
// schema 1.0.0) and its types (sudoku-widget.d.ts) into the built site, from
// what defines the widget, so neither keeps a list by hand:
//   the attributes, their properties, modes, themes, controls, defaults and
//     fastest speed   widget_options.js (a bare element's values: readConfig({}))
//   the ids an attribute takes (layout, variant, algorithm, hints) and the sizes
//                   the catalogs of the sudoku.js just built
//   the ::part names widget_view.js's PARTS
//   the --sudoku-* custom properties and their defaults
//                   widget.css and the stylesheets it imports
// This file holds only the words: a sentence for each attribute, part and
// custom property (a name without one, or one without a name, stops the
// build), and the element's methods, read-only properties and events, which
// tests/browser/widget_conventions.test.js holds against the element.
//   node write_manifest.js SITE_DIR
// reads SITE_DIR/sudoku.js; writes SITE_DIR/custom-elements.json and
// SITE_DIR/sudoku-widget.d.ts (this folder's, its unions marked `// @ids`
// filled as src/wasm/write_declarations.cjs fills sudoku.d.ts's).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ATTRIBUTES, PROPERTIES, MODES, THEMES, LOADINGS, CONTROLS, DEFAULT_CONTROLS, DEFAULT_ALGORITHM, DEPRECATED_EVENT_ALIASES, HINTS_UP_TO,
  HINTS_NONE, readConfig } from '../js/widget_options.js';
import { animationSpeed } from '../js/animation_speed.js';
import { LANGUAGES } from '../js/i18n.js';
import { PARTS } from './widget_view.js';
import { KEEP_SOLUTIONS } from '../js/session_search.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { fillUnions, literalUnion } = require('../../src/wasm/write_declarations.cjs');

/** "a, b or c" */
function either(list) { return list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`; }

/** words[name] for each of `names`, in `words`' order; fails on a name without words or words without a name. */
function described(names, words, what) {
  const missing = names.filter((n) => !(n in words));
  const extra = Object.keys(words).filter((n) => !names.includes(n));
  if (missing.length || extra.length) {
    throw new Error(`write_manifest.js: ${what}: ${missing.length ? `no words for ${missing.join(', ')}` : ''}` +
      `${missing.length && extra.length ? '; ' : ''}${extra.length ? `words for ${extra.join(', ')}, which the widget has not` : ''}`);
  }
  return Object.keys(words).map((name) => ({ name, description: words[name] }));
}

// "Absent: naive in animate mode, else fast": the modes whose default algorithm is not solve's, then solve's.
function defaultAlgorithmWords() {
  const usual = DEFAULT_ALGORITHM.solve;
  const others = MODES.filter((m) => DEFAULT_ALGORITHM[m] !== usual).map((m) => `${DEFAULT_ALGORITHM[m]} in ${m} mode`);
  return others.length ? `${others.join(', ')}, else ${usual}` : usual;
}

// The attributes, in words; `c` is the library's catalog ({algorithms, layouts, sizes, variants, levels, symmetries, techniques}).
function attributeWords(c) {
  const ids = (list) => list.map((x) => x.id).join(', ');
  return {
    layout: `A layout of the library's layouts() (${ids(c.layouts)}): the grid is drawn in its geometry and \`puzzle\` is ` +
      'read as its puzzle (its cells in reading order, or its bounding box as rows). Absent: a square grid. Takes no size or variant.',
    puzzle: "The puzzle in any of the library's input formats: one line ('.' or '0' for a blank), a multi-line grid, ...; or " +
      '"random": a new puzzle with one solution from the library\'s generator, on the board the other attributes name (a jigsaw without ' +
      'regions gets regions drawn), of `level` and `symmetry`, made from `seed`. Absent: an empty grid.',
    level: `With puzzle="random": any, or one of the library's levels() (${ids(c.levels)}). Absent: any.`,
    symmetry: `With puzzle="random": one of the library's symmetries() (${ids(c.symmetries)}) the givens keep. Absent: none.`,
    seed: 'With puzzle="random": a whole number (the same seed and attributes make the same puzzle, as `sudoku generate --seed` does), ' +
      'or "daily" (the reader\'s date as YYYYMMDD: one puzzle a day, the same for every reader that day). Absent: a new puzzle every load.',
    size: `The empty grid's size when there is no puzzle: ${either(c.sizes.map((s) => String(s.size)))} ("16x16" reads as 16). ` +
      'A layout has its own (its symbols).',
    variant: `One of the library's variants() (${ids(c.variants)}): the extra houses ("x+jigsaw" reads as "jigsaw,x"). A layout takes none.`,
    regions: "A jigsaw's region map, one symbol a cell (only with a jigsaw variant).",
    algorithm: `An algorithm of the library's algorithms() (${ids(c.algorithms)}). Absent: ${defaultAlgorithmWords()}.`,
    mode: MODES.map((m) => m + (MODE_WORDS[m] ? ` (${MODE_WORDS[m]})` : '')).join('; ') + '.',
    speed: `Animation steps a second, 1 to ${animationSpeed.FASTEST_RATE}.`,
    controls: `Which controls show, any of: ${CONTROLS.join(' ')}, or none. Absent: the mode's (` +
      `${MODES.map((m) => `${m}: ${DEFAULT_CONTROLS[m].join(' ')}`).join('; ')}).`,
    hints: 'The only techniques hints may use (a teacher keeps to what a class has learned): ids of the library\'s ladder ' +
      `(${ids(c.techniques.filter((t) => t.score > 0))}) separated by spaces or commas, "${HINTS_UP_TO}<id>" for every one up to ` +
      `that one, or "${HINTS_NONE}". When none applies, the hint says so and names a digit to guess. An id the ladder lacks is left out. ` +
      'Absent or empty: every technique.',
    theme: `${either(THEMES.map((t) => t + (THEME_WORDS[t] ? ` (${THEME_WORDS[t]})` : '')))}.`,
    readonly: 'Present (and not "false"): the reader cannot change the grid. It wins over mode play, whose status then says the grid cannot be filled in.',
    loading: `When the solver's Workers start: ${either(LOADINGS.map((l) => `${l} (${LOADING_WORDS[l]})`))}.`,
    lang: `The widget's language: ${either(LANGUAGES.map((l) => l.code))} (a tag such as de-AT reads as de). Absent, or one it does ` +
      "not speak: the closest ancestor's lang, then the page's <html lang>, then the reader's browser languages; English when none " +
      'is one of them. Changing it re-words the widget.',
  };
}
const MODE_WORDS = { solve: '', all: 'every solution, browsable', animate: 'watch the search', play: 'the reader fills the grid in' };
const LOADING_WORDS = {
  lazy: 'once the widget comes within 200 px of the viewport, or is asked to do something, such as reading ready or calling solve(): a widget below the fold costs its page nothing until then',
  eager: 'as the page loads',
};
const THEME_WORDS = { auto: "the reader's system setting", light: '', dark: '' };

// What each property adds to "The `x` attribute's effective value".
const FIELD_WORDS = {
  layout: " ('' for a square grid, also when the attribute names no layout; with the library's catalog loaded, the id is checked)",
  size: ', a number: once the widget shows these attributes, the size drawn (a puzzle of 625 cells is 25)',
  variant: ', once the widget shows these attributes the variant drawn (standard when the one named does not fit the grid)',
  speed: ', a number', controls: ', as a list; set a list or a string', readOnly: '; true sets the attribute, false removes it',
  lang: " (HTMLElement's lang: the attribute as written, '' when absent; the language shown is then the page's)",
  hints: `: '' for every technique, '${HINTS_UP_TO}<id>', '${HINTS_NONE}', or the ids kept (lower case, _ for -), joined by spaces`,
};
const CHECKED = " (its default when absent or refused; with the library's catalog loaded, sizes, variants, algorithms and the techniques of hints are checked too)";
// Attributes whose property is the element's as HTML defines it, not the widget's reading of it.
const AS_WRITTEN = ['lang'];

// The element's own API beside its attribute properties.
const READ_ONLY = [
  ['ready', 'Promise<void>', 'Resolves once the widget shows its current attributes (and the solver has loaded).'],
  ['grid', 'string', "What the grid shows now, one line ('.' for a blank)."],
  ['busy', 'boolean', 'True while a search or an animation runs.'],
];
const ELEMENT_ONLY = { description: 'Only for Element.animate().' };
const KEPT = KEEP_SOLUTIONS.toLocaleString('en-US');  // solutions kept, each with its event
const METHODS = [
  ['solve', 'Promise<SolveResult | null>', "Solves with the algorithm shown; resolves to the library's result (null when it cannot run: a sudoku-error event says why)."],
  ['solveAll', 'Promise<SudokuAllSolutions | null>', `Finds every solution in its Worker: the first ${KEPT} each fire a sudoku-solution event, past them it only counts (until the end or stop()); resolves, once every event has fired, to {count, complete, verdict, stats, stoppedBy}.`],
  ['hint', 'Promise<Hint | null>', "Shows and announces the next logical step; resolves to the library's hint."],
  ['animate', 'Promise<void>', "Starts the animation from the givens and plays it. Called with arguments it is Element's own animate(keyframes, options).", [
    { name: 'keyframes', optional: true, type: { text: 'Keyframe[] | PropertyIndexedKeyframes | null' }, ...ELEMENT_ONLY },
    { name: 'options', optional: true, type: { text: 'number | KeyframeAnimationOptions' }, ...ELEMENT_ONLY }]],
  ['play', 'Promise<void>', 'Plays: resumes a paused animation, or starts one.'],
  ['pause', 'Promise<void>', 'Pauses the animation.'],
  ['step', 'Promise<void>', 'One step of the animation (starting a paused one first).'],
  ['stepBack', 'Promise<void>', 'One step back in the animation on show (paused, stopped or finished); nothing when none has played a step.'],
  ['reset', 'Promise<void>', 'Back to the givens, ready to step.'],
  ['stop', 'Promise<void>', 'Stops whatever runs, keeping what it found so far on show.'],
  ['newPuzzle', 'Promise<string | null>', 'With puzzle="random": shows another puzzle of the same attributes from a seed drawn at random (the New puzzle button); resolves to its line, or null without puzzle="random".'],
  ['focus', 'void', "Focuses the grid's current cell (the element itself takes no focus).", [
    { name: 'options', optional: true, type: { text: 'FocusOptions' } }]],
];
const STATIC_METHODS = [
  ['attributesOfFragment', 'Partial<Record<SudokuSolverAttribute, string>>', 'The attributes an embed.html address fragment ("#puzzle=...&mode=animate") holds.',
    [{ name: 'hash', type: { text: 'string' } }]],
];
const COMPOSED = ' Bubbles out of the shadow root (composed).';
const EVENTS = [
  ['solved', 'SudokuSolvedDetail', "The grid is solved: detail {puzzle, solution, algorithm, stats, by: 'solve' | 'animate' | 'player'}."],
  ['solution', 'SudokuSolutionDetail', `One of the first ${KEPT} solutions of All solutions or solveAll(), in order: detail {index (from 1), solution}. They come a few dozen a task, so the page never waits on them; past ${KEPT} none fire and the search only counts.`],
  ['step', 'SudokuStepDetail', "The animation drew a step (at most once a frame): detail {text (in the widget's language), steps, placements, backtracks, nodes, depth}."],
  ['error', 'SudokuErrorDetail', "A bad option (code 'bad_option'; the default is used), a puzzle that cannot be read or solved, or a solver that cannot start: detail {code, message (English, whatever the widget's language), cells}."],
];

const PART_WORDS = {
  widget: "The widget's panel: background, border, radius, padding, font.",
  grid: 'The grid (role grid).',
  cell: 'Every cell; with given, solver, selected, conflict, current or special as it is one.',
  given: 'A cell holding a given (also part cell).',
  solver: 'A cell holding a digit found by the solver (also part cell).',
  selected: 'The cell the keyboard is on (also part cell).',
  conflict: 'A cell whose digit repeats in a house (also part cell).',
  current: "The animation's current cell (also part cell).",
  special: 'A cell of the X variant\'s diagonals or a windoku window (also part cell).',
  keypad: 'The keypad under the grid (play mode).',
  key: 'A keypad button (also part button).',
  button: 'Every button: Solve, All solutions, Play, Back, Step, Reset, Hint, Apply hint, Rate, Stop, Previous, Next and the keys.',
  primary: 'The Solve button (also part button).',
  select: 'The Algorithm menu.',
  input: 'The Speed slider and the Go to solution number.',
  field: 'A labelled field: Algorithm, Speed, Go to solution.',
  status: 'The status line.',
  counters: 'The counters (steps, placements, backtracks, ...).',
  'step-text': "The animation's line saying what the last step did.",
  problems: 'The list of problems (conflicts, bad input).',
  solutions: 'The Solutions panel of All solutions (verdict, Previous, Next).',
};

const THEMED = ' A colour; light-dark(light, dark) follows the theme.';
const PROPERTY_WORDS = {
  '--sudoku-panel': "The panel's background.",
  '--sudoku-text': 'Text.',
  '--sudoku-muted': 'Secondary text (counter names, the step line).',
  '--sudoku-border': "The panel's border.",
  '--sudoku-cell': "A cell's and a field's background.",
  '--sudoku-line': 'Thin grid lines and field borders.',
  '--sudoku-thick': "The grid's frame and box lines.",
  '--sudoku-given': 'Givens.',
  '--sudoku-solver': 'Digits the solver found.',
  '--sudoku-entry': 'The reader\'s own digits and notes in play mode.',
  '--sudoku-same-digit': 'Cells holding the selected cell\'s digit.',
  '--sudoku-allows-digit': 'Empty cells whose pencil marks allow the selected cell\'s digit.',
  '--sudoku-accent': "The Solve button, the selected cell's ring, focus rings, the slider.",
  '--sudoku-accent-text': 'Text on the accent colour.',
  '--sudoku-selected': "The selected cell's inner ring when focused.",
  '--sudoku-conflict': "A conflicting cell's background.",
  '--sudoku-conflict-text': "A conflicting cell's digit and the problems list.",
  '--sudoku-hint-house': "A hint's or a deduction's base house.",
  '--sudoku-hint-pattern': "A hint's or a deduction's pattern cells.",
  '--sudoku-hint-cover': "A hint's or a deduction's cover houses (a fish's columns, the line a box/line step clears).",
  '--sudoku-hint-fin': "A hint's fins (finned fish) and pivot (wings).",
  '--sudoku-hint-target': "A hint's target cells.",
  '--sudoku-current': "The animation's current cell.",
  '--sudoku-special': 'Diagonal and window cells (X, windoku).',
  '--sudoku-placed': 'The flash of a digit placed by the animation.',
  '--sudoku-removed': 'The flash of a digit taken back by the animation.',
  '--sudoku-font': 'The font family.',
  '--sudoku-font-size': "The font size every size follows: by default the reader's default font size, not the page's root font size (1rem to follow the page's).",
};

/** The text of `file` and of the stylesheets it @imports, comments left out. */
function stylesheetText(file) {
  const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return text.replace(/@import\s+"([^"]+)";/g, (_, imported) => stylesheetText(path.resolve(path.dirname(file), imported)));
}

/** {name: default} of every var(--sudoku-name, default) in `css` (a default reaching to its closing parenthesis). */
function customProperties(css) {
  const out = {};
  for (const m of css.matchAll(/var\(\s*(--sudoku-[a-z-]+)\s*,/g)) {
    let depth = 1, i = m.index + m[0].length;
    for (; i < css.length && depth; ++i) depth += css[i] === '(' ? 1 : css[i] === ')' ? -1 : 0;
    const fallback = css.slice(m.index + m[0].length, i - 1).trim();
    if (m[1] in out && out[m[1]] !== fallback) throw new Error(`write_manifest.js: ${m[1]} has two defaults: ${out[m[1]]} and ${fallback}`);
    out[m[1]] = fallback;
  }
  return out;
}

/** The manifest of <sudoku-solver>, over the library's catalog `c`. */
function manifest(c) {
  const defaults = Object.assign({ lang: '' }, readConfig({}, c).config);
  const valueOf = (attribute) => (attribute === 'controls' ? Object.keys(defaults.controls) : defaults[attribute]);
  const types = {
    layout: literalUnion(c.layouts.map((l) => l.id)), variant: literalUnion(c.variants.map((v) => v.id)),
    algorithm: literalUnion(c.algorithms.map((a) => a.id)), mode: literalUnion(MODES), theme: literalUnion(THEMES),
    loading: literalUnion(LOADINGS), size: 'number', speed: 'number', readonly: 'boolean',
    level: literalUnion(['any', ...c.levels.map((l) => l.id)]), symmetry: literalUnion(c.symmetries.map((s) => s.id)),
  };
  const words = attributeWords(c);
  const attributes = described(ATTRIBUTES, words, 'attributes').map(({ name, description }) => {
    const value = valueOf(name);
    const text = Array.isArray(value) ? value.join(' ') : value;
    return {
      name, description, type: { text: types[name] || 'string' }, fieldName: PROPERTIES[ATTRIBUTES.indexOf(name)],
      ...(text !== '' && typeof text !== 'boolean' ? { default: String(text) } : {}),
    };
  });
  const fields = ATTRIBUTES.map((name, i) => ({
    kind: 'field', name: PROPERTIES[i],
    type: { text: name === 'controls' ? 'SudokuSolverControl[]' : name === 'layout' ? `${types.layout} | ''` : types[name] || 'string' },
    default: JSON.stringify(valueOf(name)),
    description: `The \`${name}\` attribute's ${AS_WRITTEN.includes(name) ? 'value' : 'effective value'}${name === 'layout' || AS_WRITTEN.includes(name) ? '' : CHECKED}` +
      `${FIELD_WORDS[PROPERTIES[i]] || ''}. Setting it sets the attribute; null removes it.`,
  }));
  const method = ([name, returns, description, parameters], statics) => ({
    kind: 'method', name, description, return: { type: { text: returns } },
    ...(parameters ? { parameters } : {}), ...(statics ? { static: true } : {}),
  });
  const css = customProperties(stylesheetText(path.join(HERE, 'widget.css')));
  const cssProperties = described(Object.keys(css), PROPERTY_WORDS, 'custom properties').map(({ name, description }) => ({
    name, default: css[name], description: description + (css[name].startsWith('light-dark(') ? THEMED : ''),
  }));
  const element = {
    kind: 'class', name: 'SudokuSolverElement', tagName: 'sudoku-solver', customElement: true,
    summary: 'A Sudoku solver for blog posts: solve, list every solution, animate a search, or play.',
    description: 'Defined by the classic script sudoku-widget.js (nothing else needed). Every attribute is also a typed property ' +
      'returning its effective value. Parts and --sudoku-* custom properties style it; nothing else of the page reaches its ' +
      'shadow root. Types: sudoku-widget.d.ts.',
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes,
    members: [
      ...fields,
      ...READ_ONLY.map(([name, type, description]) => ({ kind: 'field', name, type: { text: type }, description: `Read-only. ${description}` })),
      ...METHODS.map((m) => method(m, false)),
      ...STATIC_METHODS.map((m) => method(m, true)),
    ],
    events: [
      ...EVENTS.map(([name, detail, description]) => ({ name: `sudoku-${name}`, type: { text: `CustomEvent<${detail}>` }, description: description + COMPOSED })),
      ...EVENTS.filter(([name]) => DEPRECATED_EVENT_ALIASES.includes(name)).map(([name, detail]) => ({ name, type: { text: `CustomEvent<${detail}>` },
        description: `Deprecated: listen to sudoku-${name}. Fired right after it, with the same detail.` })),
    ],
    cssParts: described(PARTS, PART_WORDS, '::part names'),
    cssProperties,
  };
  return {
    schemaVersion: '1.0.0',
    modules: [{
      kind: 'javascript-module', path: 'sudoku-widget.js',
      description: 'A classic script (load it with <script src>, not as a module); it defines <sudoku-solver> and exports nothing.',
      declarations: [element],
      exports: [{ kind: 'custom-element-definition', name: 'sudoku-solver', declaration: { name: element.name, module: 'sudoku-widget.js' } }],
    }],
  };
}

async function main(site) {
  if (!site) throw new Error('usage: node write_manifest.js SITE_DIR');
  const api = await require(path.resolve(site, 'sudoku.js')).createSudoku();
  const catalog = { algorithms: api.algorithms(), layouts: api.layouts(), sizes: api.sizes(), variants: api.variants(),
    levels: api.levels(), symmetries: api.symmetries(), techniques: api.techniques() };
  fs.writeFileSync(path.join(site, 'custom-elements.json'), JSON.stringify(manifest(catalog), null, 2) + '\n');
  const template = path.join(HERE, 'sudoku-widget.d.ts');
  const unions = {
    SudokuSolverMode: literalUnion(MODES), SudokuSolverTheme: literalUnion(THEMES), SudokuSolverLoading: literalUnion(LOADINGS),
    SudokuSolverControl: literalUnion(CONTROLS), SudokuSolverAttribute: literalUnion(ATTRIBUTES),
  };
  fs.writeFileSync(path.join(site, 'sudoku-widget.d.ts'), fillUnions(fs.readFileSync(template, 'utf8'), unions, template));
}

main(process.argv[2]).catch((e) => {
  process.stderr.write(`${e.message}\n`);
  process.exit(1);
});
