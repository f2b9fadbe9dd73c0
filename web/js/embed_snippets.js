// The two snippets of the Embed panel, as text (pure: no DOM, tested in node
// by tests/js/widget_model.test.js): a <script> tag and a <sudoku-solver>
// element for pages that allow scripts, and an <iframe> of embed.html with
// the few lines that size it for pages that do not. Both carry the same
// options: the attributes widget_options.js reads (embed.html reads them from
// its fragment, written by widget_fragmentOf).
import { ATTRIBUTES, DEFAULT_SPEED, fragmentOf } from './widget_options.js';

export var IFRAME_HEIGHT = 640;  // until the embed page reports its own height

// Attribute values are ours (symbols, ids, numbers), but escape them anyway.
function escape(text) {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The widget attributes of a choice {puzzle, layout, variant, regions,
 * algorithm, mode, speed, hints (the `hints` attribute: '' for every
 * technique), theme, readonly}: the puzzle and algorithm, and the rest
 * where it differs from the widget's defaults (a layout's puzzle is its
 * cells in reading order, which the widget reads as that layout's). hints
 * go only with mode play, the one whose widget has a Hint button.
 */
export function attributesOf(choice) {
  var mode = choice.mode || 'solve';
  var out = { puzzle: choice.puzzle };
  if (choice.layout) out.layout = choice.layout;
  if (choice.variant && choice.variant !== 'standard') out.variant = choice.variant;
  if (choice.regions) out.regions = choice.regions;
  if (choice.algorithm) out.algorithm = choice.algorithm;  // always: a mode's default algorithm may differ
  if (mode !== 'solve') out.mode = mode;
  if (mode === 'animate' && choice.speed && choice.speed !== DEFAULT_SPEED) out.speed = String(choice.speed);
  if (mode === 'play' && choice.hints) out.hints = choice.hints;
  if (choice.theme && choice.theme !== 'auto') out.theme = choice.theme;
  if (choice.readonly) out.readonly = true;
  return out;
}

/**
 * {script, iframe} for a choice (as attributesOf) and `base`, the address
 * of the site's folder ending in '/' (where sudoku-widget.js and embed.html are).
 * words: {title}, the iframe's title in the reader's language (default English).
 */
export function snippets(choice, base, words) {
  var title = words && words.title ? words.title : 'Sudoku solver';
  var attributes = attributesOf(choice);
  var list = ATTRIBUTES.filter(function (name) { return name in attributes; }).map(function (name) {
    return attributes[name] === true ? name : name + '="' + escape(attributes[name]) + '"';
  });
  // defer: the post's text is parsed and shown before the widget's script runs.
  var script = '<script src="' + escape(base + 'sudoku-widget.js') + '" defer></script>\n' +
    '<sudoku-solver ' + list.join(' ') + '></sudoku-solver>';
  var origin = originOf(base);
  var iframe = '<iframe src="' + escape(base + 'embed.html' + fragmentOf(attributes)) + '"\n' +
    '        title="' + escape(title) + '" loading="lazy" style="width: 100%; height: ' + IFRAME_HEIGHT + 'px; border: 0"></iframe>\n' +
    '<script>\n' +
    '  // Sizes the solver\'s iframes to their content; only messages from its origin count.\n' +
    '  addEventListener(\'message\', function (event) {\n' +
    '    if (event.origin !== \'' + origin + '\' || !event.data || event.data.type !== \'sudoku-solver:height\') return;\n' +
    '    document.querySelectorAll(\'iframe\').forEach(function (frame) {\n' +
    '      if (frame.contentWindow === event.source) frame.style.height = event.data.height + \'px\';\n' +
    '    });\n' +
    '  });\n' +
    '</script>';
  return { script: script, iframe: iframe };
}

// 'https://user.github.io' of 'https://user.github.io/repo/'; 'null' for file: (what browsers report for it).
export function originOf(base) {
  var m = /^(https?:\/\/[^/?#]+)/i.exec(base);
  return m ? m[1].toLowerCase() : 'null';
}

