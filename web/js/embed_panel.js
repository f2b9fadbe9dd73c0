// The Embed panel: the current puzzle, layout, variant, regions and algorithm (and
// the animation speed, and the techniques hints may use) with the widget
// mode, theme and read-only choice made here, written as the two snippets
// of embed_snippets.js, each with a Copy button. site.js calls update()
// whenever the puzzle or those choices change. Its words are the reader's
// language (ui.tr(): i18n.js's translator, read when it writes).
import { MODES, THEMES } from './widget_options.js';
import { snippets, attributesOf } from './embed_snippets.js';
import { copyText } from './share.js';

/**
 * el: {mode, theme, readonly, script, iframe, copyScript, copyIframe, note (said when opened from disk),
 * algorithmNote (said when the snippet's algorithm is not the page's), hintsNote (said when the snippet
 * keeps hints to chosen techniques)};
 * ui: {current(): {puzzle, layout, variant, regions, algorithm, speed, hints (the widget's `hints`
 * attribute of the page's Hints may use)}, announce(text), tr(): the reader's language}.
 */
export function createEmbedPanel(el, ui) {
  fill(el.mode, MODES, 'embed.mode.');
  fill(el.theme, THEMES, 'embed.theme.');
  el.mode.value = 'animate';
  [el.mode, el.theme, el.readonly].forEach(function (control) { control.addEventListener('change', update); });
  el.copyScript.addEventListener('click', function () { copy(el.script, 'script'); });
  el.copyIframe.addEventListener('click', function () { copy(el.iframe, 'iframe'); });

  // The menu's options: each id, named by the key `prefix` + id ("embed.mode.solve").
  function fill(select, ids, prefix) {
    ids.forEach(function (id) {
      var o = document.createElement('option');
      o.value = id;
      o.textContent = ui.tr().t(prefix + id);
      select.appendChild(o);
    });
  }

  // The folder this page is in: where sudoku-widget.js and embed.html are.
  function base() { return location.href.replace(/[?#].*$/, '').replace(/[^/]*$/, ''); }

  function update() {
    var tr = ui.tr();
    var choice = Object.assign({}, ui.current(), { mode: el.mode.value, theme: el.theme.value, readonly: el.readonly.checked });
    // The fast solver settles most grids in a handful of steps: an animation
    // of it shows nothing, so an animated widget watches naive backtracking.
    var swapped = choice.mode === 'animate' && choice.algorithm === 'fast';
    if (swapped) choice.algorithm = 'naive';
    if (el.algorithmNote) {
      el.algorithmNote.hidden = !swapped;
      el.algorithmNote.textContent = swapped ? tr.t('embed.note.naive') : '';
    }
    var hints = attributesOf(choice).hints;
    if (el.hintsNote) {
      el.hintsNote.hidden = !hints;
      el.hintsNote.textContent = hints ? tr.t('embed.note.hints', { hints: hints }) : '';
    }
    var out = snippets(choice, base(), { title: tr.t('embed.iframe_title') });
    el.script.value = out.script;
    el.iframe.value = out.iframe;
    if (el.note) {
      el.note.hidden = location.protocol !== 'file:';
      el.note.textContent = tr.t('embed.note.disk');
    }
  }

  // Copies a snippet (`which`: 'script' or 'iframe') and says so.
  function copy(field, which) {
    copyText(field.value, field).then(function (ok) {
      ui.announce(ui.tr().t((ok ? 'embed.copied_' : 'embed.copy_by_hand_') + which));
    });
  }

  return { update: update };
}

