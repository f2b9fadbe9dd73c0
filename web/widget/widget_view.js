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
// custom-elements.json).
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

/** Builds the widget into `root` (a shadow root); returns {get(id), root: the top element}. */
export function buildWidgetView(root) {
  var top = h('div', { class: 'widget', id: 'widget' }, [h('div', { class: 'layout' }, [
    h('div', { class: 'board' }, [
      h('div', { class: 'grid-holder', id: 'grid-holder' }),
      h('div', { class: 'keypad', id: 'keypad', role: 'group', 'aria-label': 'Keypad' }),
    ]),
    h('div', { class: 'side' }, [
      h('p', { class: 'status', id: 'status', role: 'status', 'aria-live': 'polite' }),
      h('dl', { class: 'counters', id: 'counters', 'aria-label': 'Counters' }),
      h('p', { class: 'step-text', id: 'step-text' }),
      h('ul', { class: 'problems', id: 'problems', 'aria-label': 'Problems' }),
      h('label', { class: 'field', id: 'algorithm-field' }, ['Algorithm', h('select', { id: 'algorithm' })]),
      h('div', { class: 'row buttons' }, [
        button('solve', 'Solve', { class: 'primary' }),
        button('all', 'All solutions'),
        button('play', 'Play'),
        button('step-back', 'Back', { 'aria-label': 'Step back' }),
        button('step', 'Step'),
        button('reset', 'Reset'),
        button('hint', 'Hint'),
        button('rate', 'Rate'),
        button('stop', 'Stop', { disabled: '' }),
        button('new-puzzle', 'New puzzle', { hidden: '' }),
      ]),
      button('apply-hint', 'Apply hint', { hidden: '' }),
      // Play mode's tools (session_view.js shows them when the widget is played).
      h('div', { class: 'row', id: 'player-tools', hidden: '' }, [
        button('notes', 'Notes', { 'aria-pressed': 'false' }),
        button('check', 'Check'),
        h('span', { class: 'timer', id: 'timer', role: 'timer' }),
        button('timer-toggle', 'Hide timer'),
      ]),
      h('label', { class: 'field', id: 'speed-field' }, [
        'Speed', h('input', { id: 'speed', type: 'range', min: '0', max: '100', value: '25', 'aria-describedby': 'speed-text' }),
      ]),
      h('p', { class: 'help', id: 'speed-text' }),
      h('section', { class: 'solutions', id: 'solutions-panel', 'aria-label': 'Solutions', hidden: '' }, [
        h('p', { class: 'verdict', id: 'verdict' }),
        h('div', { class: 'row' }, [
          button('previous', 'Previous', { disabled: '' }),
          button('next', 'Next', { disabled: '' }),
          h('span', { class: 'position', id: 'position' }),
        ]),
        // Browsing by number is enough in a widget: no list (solutions_panel.js), whose
        // first 256 options took one widget's page 60 ms to make.
        h('label', { class: 'field inline' }, ['Go to solution', h('input', { id: 'solution-number', type: 'number', min: '1', step: '1', value: '1' })]),
        button('possibilities', 'Where they differ'),
      ]),
    ]),
  ])]);
  root.appendChild(top);
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
  };
}

