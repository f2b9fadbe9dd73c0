// The widget's markup, built into its shadow root: the grid (grid_view.js
// draws it), the lines under it (status, counters, the animation's step,
// problems), and the controls, each named as on the site (Algorithm, Solve,
// All solutions, Play, Back, Step, Reset, Speed, Hint, Stop, Previous, Next;
// Rate, which the site says with a puzzle's verdict instead; in play mode
// Notes, Check and the timer), so a person or a test finds them the same
// way. Ids are the shadow root's own: two widgets on a page never share
// one. Which controls show is widget_controller.js's to say; this file
// only builds, finds and names the parts a page can style with ::part()
// (their names are PARTS, which write_manifest.js lists in
// custom-elements.json). Its words are built in English, each text and
// aria-label marked with its key (WORDS); relabel(tr) puts them in the
// reader's language (widget_controller.js calls it, again when the
// language changes).
import { createTranslator } from '../js/i18n.js';

/** h('button', {type: 'button', id: 'solve'}, ['Solve']): an element with attributes and children. */
function h(tag, attributes, children) {
  var el = document.createElement(tag);
  Object.keys(attributes || {}).forEach(function (name) { el.setAttribute(name, attributes[name]); });
  el.append.apply(el, children || []);  // text and elements alike
  return el;
}
// ::part names: an element's parts are those of its tag and classes in
// PARTS, and "key" for a key of the keypad. A cell's parts follow its
// classes as grid_view.js changes them (given, solver, selected, ...), so
// `::part(cell given)` styles the givens.
export var PARTS = ('button select input key widget grid cell given solver selected conflict current special keypad status ' +
  'counters step-text problems field solutions primary').split(' ');
function name(el) {
  var names = [el.localName, el.matches('.keypad > *') && 'key'].concat(Array.from(el.classList))
    .filter(function (n) { return PARTS.indexOf(n) >= 0; });
  if (names.length) el.setAttribute('part', names.join(' '));
}
function button(id, text, extra) { return h('button', Object.assign({ type: 'button', id: id }, extra || {}), [text]); }

// The widget's words, by key (web/i18n/): what it is built with in English.
// A text the session's view changes (Play and Pause, Hide and Show timer)
// lists each key it may show, the first the one it is built with.
var WORDS = {
  keypad: { 'aria-label': ['widget.keypad'] },
  counters: { 'aria-label': ['widget.counters'] },
  problems: { 'aria-label': ['widget.problems'] },
  rules: { 'aria-label': ['widget.rules'] },
  'algorithm-field': { text: ['widget.algorithm'] },
  solve: { text: ['widget.button.solve'] },
  all: { text: ['widget.button.all'] },
  play: { text: ['widget.button.play', 'widget.button.pause'] },
  'step-back': { text: ['widget.button.back'], 'aria-label': ['widget.button.step_back'] },
  step: { text: ['widget.button.step'] },
  reset: { text: ['widget.button.reset'] },
  hint: { text: ['widget.button.hint'] },
  rate: { text: ['widget.button.rate'] },
  stop: { text: ['widget.button.stop'] },
  'new-puzzle': { text: ['widget.button.new_puzzle'] },
  'apply-hint': { text: ['widget.button.apply_hint'] },
  notes: { text: ['widget.button.notes'] },
  check: { text: ['widget.button.check'] },
  'timer-toggle': { text: ['widget.button.hide_timer', 'widget.button.show_timer'] },
  'speed-field': { text: ['widget.speed'] },
  'solutions-panel': { 'aria-label': ['widget.solutions'] },
  previous: { text: ['widget.button.previous'] },
  next: { text: ['widget.button.next'] },
  'solution-field': { text: ['widget.go_to_solution'] },
  possibilities: { text: ['widget.button.possibilities'] },
};

/**
 * Puts `el`'s words (WORDS[el.id]) in `tr`'s language; `before` is the
 * language they are in now. A text is the element's first text node (a
 * label's, before its control). A text the view changed since is
 * recognised in `before`'s words and given the same key's in `tr`'s; one
 * that matches none of its keys is left as it is.
 */
function relabelOne(el, words, tr, before) {
  Object.keys(words).forEach(function (where) {
    var node = where === 'text' ? Array.from(el.childNodes).find(function (n) { return n.nodeType === 3; }) : null;
    var now = where === 'text' ? node && node.data : el.getAttribute(where);
    var key = words[where].find(function (k) { return before.t(k) === now; });
    if (!key) return;
    if (where === 'text') node.data = tr.t(key);
    else el.setAttribute(where, tr.t(key));
  });
}

/** Builds the widget into `root` (a shadow root), in English; returns {get(id), root: the top element, relabel(tr)}. */
export function buildWidgetView(root) {
  var english = createTranslator('en');
  var top = h('div', { class: 'widget', id: 'widget' }, [h('div', { class: 'layout' }, [
    h('div', { class: 'board' }, [
      h('div', { class: 'grid-holder', id: 'grid-holder' }),
      h('div', { class: 'keypad', id: 'keypad', role: 'group', 'aria-label': english.t('widget.keypad') }),
    ]),
    h('div', { class: 'side' }, [
      h('p', { class: 'status', id: 'status', role: 'status', 'aria-live': 'polite' }),
      h('dl', { class: 'counters', id: 'counters', 'aria-label': english.t('widget.counters') }),
      h('p', { class: 'step-text', id: 'step-text' }),
      h('ul', { class: 'problems', id: 'problems', 'aria-label': english.t('widget.problems') }),
      h('ul', { class: 'rules-said', id: 'rules', 'aria-label': english.t('widget.rules') }),
      h('label', { class: 'field', id: 'algorithm-field' }, [english.t('widget.algorithm'), h('select', { id: 'algorithm' })]),
      h('div', { class: 'row buttons' }, [
        button('solve', english.t('widget.button.solve'), { class: 'primary' }),
        button('all', english.t('widget.button.all')),
        button('play', english.t('widget.button.play')),
        button('step-back', english.t('widget.button.back'), { 'aria-label': english.t('widget.button.step_back') }),
        button('step', english.t('widget.button.step')),
        button('reset', english.t('widget.button.reset')),
        button('hint', english.t('widget.button.hint')),
        button('rate', english.t('widget.button.rate')),
        button('stop', english.t('widget.button.stop'), { disabled: '' }),
        button('new-puzzle', english.t('widget.button.new_puzzle'), { hidden: '' }),
      ]),
      button('apply-hint', english.t('widget.button.apply_hint'), { hidden: '' }),
      // Play mode's tools (session_view.js shows them when the widget is played).
      h('div', { class: 'row', id: 'player-tools', hidden: '' }, [
        button('notes', english.t('widget.button.notes'), { 'aria-pressed': 'false' }),
        button('check', english.t('widget.button.check')),
        h('span', { class: 'timer', id: 'timer', role: 'timer' }),
        button('timer-toggle', english.t('widget.button.hide_timer')),
      ]),
      h('label', { class: 'field', id: 'speed-field' }, [
        english.t('widget.speed'), h('input', { id: 'speed', type: 'range', min: '0', max: '100', value: '25', 'aria-describedby': 'speed-text' }),
      ]),
      h('p', { class: 'help', id: 'speed-text' }),
      h('section', { class: 'solutions', id: 'solutions-panel', 'aria-label': english.t('widget.solutions'), hidden: '' }, [
        h('p', { class: 'verdict', id: 'verdict' }),
        h('div', { class: 'row' }, [
          button('previous', english.t('widget.button.previous'), { disabled: '' }),
          button('next', english.t('widget.button.next'), { disabled: '' }),
          h('span', { class: 'position', id: 'position' }),
        ]),
        // Browsing by number is enough in a widget: no list (solutions_panel.js), whose
        // first 256 options took one widget's page 60 ms to make.
        h('label', { class: 'field inline', id: 'solution-field' }, [english.t('widget.go_to_solution'),
          h('input', { id: 'solution-number', type: 'number', min: '1', step: '1', value: '1' })]),
        button('possibilities', english.t('widget.button.possibilities')),
      ]),
    ]),
  ])]);
  root.appendChild(top);
  var shown = english;  // the language the words are in now
  // Named now, and again as elements come (the grid, its cells, the keys) and their classes change.
  var nameAll = function (records) {
    (records ? records.map(function (r) { return r.target; }) : [top]).forEach(function (el) {
      name(el);
      el.querySelectorAll('*').forEach(name);
    });
  };
  nameAll();
  new MutationObserver(nameAll).observe(top, { subtree: true, childList: true, attributeFilter: ['class'] });
  return {
    root: top,
    get: function (id) { return root.getElementById(id); },
    /** Puts the widget's own words (WORDS) in `tr`'s language (i18n.js's translator), and marks the widget as in it (lang). */
    relabel: function (tr) {
      top.setAttribute('lang', tr.lang === 'qps' ? 'en' : tr.lang);
      if (tr.lang === shown.lang) return;
      Object.keys(WORDS).forEach(function (id) { relabelOne(root.getElementById(id), WORDS[id], tr, shown); });
      shown = tr;
    },
  };
}

