// The Embed panel: the current puzzle, layout, variant, regions and algorithm (and
// the animation speed, and the techniques hints may use) with the widget
// mode, theme and read-only choice made here, written as the two snippets
// of embed_snippets.js, each with a Copy button. site.js calls update()
// whenever the puzzle or those choices change.
import { MODES, THEMES } from './widget_options.js';
import { snippets, attributesOf } from './embed_snippets.js';
import { copyText } from './share.js';

var MODE_NAMES = { solve: 'Solve', all: 'All solutions', animate: 'Animate', play: 'Play it yourself' };
var THEME_NAMES = { auto: 'Follow the system', light: 'Light', dark: 'Dark' };

/**
 * el: {mode, theme, readonly, script, iframe, copyScript, copyIframe, note (said when opened from disk),
 * algorithmNote (said when the snippet's algorithm is not the page's), hintsNote (said when the snippet
 * keeps hints to chosen techniques)};
 * ui: {current(): {puzzle, layout, variant, regions, algorithm, speed, hints (the widget's `hints`
 * attribute of the page's Hints may use)}, announce(text)}.
 */
export function createEmbedPanel(el, ui) {
  fill(el.mode, MODES, MODE_NAMES);
  fill(el.theme, THEMES, THEME_NAMES);
  el.mode.value = 'animate';
  [el.mode, el.theme, el.readonly].forEach(function (control) { control.addEventListener('change', update); });
  el.copyScript.addEventListener('click', function () { copy(el.script, 'Script snippet'); });
  el.copyIframe.addEventListener('click', function () { copy(el.iframe, 'Iframe snippet'); });

  function fill(select, ids, names) {
    ids.forEach(function (id) {
      var o = document.createElement('option');
      o.value = id;
      o.textContent = names[id];
      select.appendChild(o);
    });
  }

  // The folder this page is in: where sudoku-widget.js and embed.html are.
  function base() { return location.href.replace(/[?#].*$/, '').replace(/[^/]*$/, ''); }

  function update() {
    var choice = Object.assign({}, ui.current(), { mode: el.mode.value, theme: el.theme.value, readonly: el.readonly.checked });
    // The fast solver settles most grids in a handful of steps: an animation
    // of it shows nothing, so an animated widget watches naive backtracking.
    var swapped = choice.mode === 'animate' && choice.algorithm === 'fast';
    if (swapped) choice.algorithm = 'naive';
    if (el.algorithmNote) {
      el.algorithmNote.hidden = !swapped;
      el.algorithmNote.textContent = swapped ? 'The animated widget watches naive backtracking (algorithm="naive"): the fast solver ' +
        'settles most grids in a handful of steps, too few to watch. Choose another algorithm in the Solver panel to animate that one.' : '';
    }
    var hints = attributesOf(choice).hints;
    if (el.hintsNote) {
      el.hintsNote.hidden = !hints;
      el.hintsNote.textContent = hints ? 'The widget\'s hints keep to the techniques chosen under Hints may use (hints="' + hints +
        '"); choose Every technique there to leave them free.' : '';
    }
    var out = snippets(choice, base());
    el.script.value = out.script;
    el.iframe.value = out.iframe;
    if (el.note) {
      el.note.hidden = location.protocol !== 'file:';
      el.note.textContent = 'This page is open from disk, so the snippets point at files on this computer: they work here only. ' +
        'Publish the folder (GitHub Pages, any static host) and copy the snippets from the published page.';
    }
  }

  function copy(field, name) {
    copyText(field.value, field).then(function (ok) {
      ui.announce(ok ? name + ' copied. Paste it into your page.' : 'Copy the ' + name.toLowerCase() + ' from its box.');
    });
  }

  return { update: update };
}

