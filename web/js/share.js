// Sharing: the puzzle (size, variant, region map, algorithm) lives in the
// URL fragment, written as the puzzle changes (without filling the history)
// and read when a link is opened or the address is edited; "Copy link"
// copies it. Reading a fragment is puzzle_model.js's decodeFragment (data
// only, with a size limit); app.js applies what it finds.
'use strict';
(function (site) {
  var model = site.model;

  /** el: {link, copy}; ui: {onLink(decoded), announce(text)}. */
  function createShare(el, ui) {
    var written = '';

    window.addEventListener('hashchange', function () {
      if (location.hash !== written) ui.onLink(model.decodeFragment(location.hash));
    });
    el.copy.addEventListener('click', copy);

    /** Writes state {puzzle, variant, regions, algorithm} into the address. */
    function save(state) {
      var hash = model.encodeFragment(state);
      if (hash !== location.hash) {
        written = hash;
        try { history.replaceState(null, '', hash); } catch (e) { location.replace(hash); }
      }
      el.link.value = location.href;
    }

    function copy() {
      var url = location.href;
      var copied = function () { ui.announce('Link copied. It opens this puzzle with its size, variant, regions and algorithm.'); };
      var fallback = function () {
        el.link.focus();
        el.link.select();
        var ok = false;
        try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
        if (ok) copied();
        else ui.announce('Copy the link from the "Link to this puzzle" box.');
      };
      if (navigator.clipboard && navigator.clipboard.writeText) navigator.clipboard.writeText(url).then(copied, fallback);
      else fallback();
    }

    return {
      save: save,
      /** What the current address holds: {state} (null if no puzzle) or {error}. */
      current: function () { return model.decodeFragment(location.hash); },
    };
  }

  site.createShare = createShare;
})(globalThis.SudokuSite = globalThis.SudokuSite || {});
