// Sharing: the puzzle (size, variant, region map, algorithm) lives in the
// URL fragment, written as the puzzle changes (without filling the history)
// and read when a link is opened or the address is edited; "Copy link"
// copies it (with copyText, which the Embed panel uses too). Reading a
// fragment is fragment.js's decodeFragment (data only, with a size limit);
// links.js's loadLink applies what it finds to the session. Both speak the
// reader's language (ui.tr(): i18n.js's translator, read when they speak).
import { encodeFragment, decodeFragment } from './fragment.js';

/** el: {link, copy}; ui: {onLink(decoded), announce(text), tr(): the reader's language}. */
export function createShare(el, ui) {
  var written = '';

  window.addEventListener('hashchange', function () {
    if (location.hash !== written) ui.onLink(decodeFragment(location.hash, ui.tr()));
  });
  el.copy.addEventListener('click', copy);

  /** Writes state {puzzle, variant, regions, algorithm} into the address. */
  function save(state) {
    var hash = encodeFragment(state);
    if (hash !== location.hash) {
      written = hash;
      try { history.replaceState(null, '', hash); } catch (e) { location.replace(hash); }
    }
    el.link.value = location.href;
  }

  function copy() {
    copyText(location.href, el.link).then(function (ok) {
      ui.announce(ui.tr().t(ok ? 'share.copied' : 'share.copy_by_hand'));
    });
  }

  return {
    save: save,
    /** What the current address holds: {state} (null if no puzzle) or {error}. */
    current: function () { return decodeFragment(location.hash, ui.tr()); },
  };
}

/**
 * Copies `text` to the clipboard; without the clipboard API (or its
 * permission), selects it in `field` and asks the browser to copy. Resolves
 * to whether it was copied.
 */
export function copyText(text, field) {
  var fallback = function () {
    field.focus();
    field.select();
    try { return document.execCommand('copy'); } catch (e) { return false; }
  };
  if (navigator.clipboard && navigator.clipboard.writeText) {
    return navigator.clipboard.writeText(text).then(function () { return true; }, fallback);
  }
  return Promise.resolve(fallback());
}

