// What the page knows about a puzzle, as plain data and pure functions (no
// DOM, no solver): symbols, sizes and variants, conflicts between givens, and
// the URL fragment that holds a shared puzzle. grid_view.js draws a grid from
// this data; app.js keeps the current state and asks the solver (sudoku.js,
// in a Worker) for everything else. Tested in node (tests/js/site_model.test.js).
'use strict';
(function (site) {
  var SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
  var SIZES = [4, 6, 8, 9, 12, 16, 25];
  // Box shape (rows x columns) of each size, as the core draws them.
  var BOXES = { 4: [2, 2], 6: [2, 3], 8: [2, 4], 9: [3, 3], 12: [3, 4], 16: [4, 4], 25: [5, 5] };
  var VARIANTS = [
    { id: 'standard', name: 'Standard' },
    { id: 'x', name: 'X (both diagonals)' },
    { id: 'windoku', name: 'Windoku (9x9: four extra windows)', sizes: [9] },
    { id: 'jigsaw', name: 'Jigsaw (irregular regions)' },
    { id: 'jigsaw,x', name: 'Jigsaw + X' },
  ];
  // A 25x25 puzzle and its region map take 1,250 characters; anything much
  // longer is not one of our links.
  var MAX_FRAGMENT = 4096;

  /** The symbol of a value: '' for a blank, 1-9 then A-P. */
  function symbolOf(value) { return value ? SYMBOLS.charAt(value - 1) : ''; }

  /** The value a key types into a grid of `size`: 0 clears, null means "not a value". */
  function valueOfKey(key, size) {
    if (key === '0' || key === '.' || key === ' ' || key === 'Backspace' || key === 'Delete') return 0;
    if (typeof key !== 'string' || key.length !== 1) return null;
    var value = SYMBOLS.indexOf(key.toUpperCase()) + 1;
    return value >= 1 && value <= size ? value : null;
  }

  /** One line of symbols, '.' for a blank (the library reads it back). */
  function lineOf(cells) {
    var out = '';
    for (var i = 0; i < cells.length; i++) out += cells[i] ? SYMBOLS.charAt(cells[i] - 1) : '.';
    return out;
  }

  /** Values of a line of symbols ('.' or '0' blank), or null if it is not one. */
  function cellsOfLine(line) {
    var size = Math.round(Math.sqrt(line.length));
    if (SIZES.indexOf(size) < 0 || size * size !== line.length) return null;
    var cells = new Uint8Array(line.length);
    for (var i = 0; i < line.length; i++) {
      var ch = line.charAt(i);
      if (ch === '.' || ch === '0') continue;
      var value = SYMBOLS.indexOf(ch.toUpperCase()) + 1;
      if (value < 1 || value > size) return null;
      cells[i] = value;
    }
    return cells;
  }

  /** "r3c7" for a cell of a grid of `size` (rows and columns from 1). */
  function cellName(cell, size) { return 'r' + (Math.floor(cell / size) + 1) + 'c' + (cell % size + 1); }

  function variantById(variantId) {
    for (var i = 0; i < VARIANTS.length; i++) if (VARIANTS[i].id === variantId) return VARIANTS[i];
    return null;
  }
  function variantFits(variantId, size) {
    var v = variantById(variantId);
    return !!v && (!v.sizes || v.sizes.indexOf(size) >= 0);
  }
  function isJigsaw(variantId) { return /(^|,)jigsaw(,|$)/.test(variantId); }

  /** The boxes of `size` as a region map line (the start of a painted jigsaw). */
  function boxRegions(size) {
    var box = BOXES[size], out = '';
    var across = size / box[1];
    for (var cell = 0; cell < size * size; cell++) {
      var row = Math.floor(cell / size), col = cell % size;
      out += SYMBOLS.charAt(Math.floor(row / box[0]) * across + Math.floor(col / box[1]));
    }
    return out;
  }

  /** Region index of every cell of a region map line, numbered 0.. by first appearance. */
  function regionIndices(map) {
    var ids = {}, next = 0, out = new Array(map.length);
    for (var i = 0; i < map.length; i++) {
      var ch = map.charAt(i).toUpperCase();
      if (!(ch in ids)) ids[ch] = next++;
      out[i] = ids[ch];
    }
    return out;
  }

  /**
   * Every value given twice in a house: [{value, cells, houseName}], cells in
   * grid order. `houses` are the library's ({name, cells}).
   */
  function findConflicts(cells, houses) {
    var found = [];
    houses.forEach(function (house) {
      var seen = {};
      house.cells.forEach(function (cell) {
        var v = cells[cell];
        if (v) (seen[v] = seen[v] || []).push(cell);
      });
      Object.keys(seen).forEach(function (v) {
        if (seen[v].length > 1) found.push({ value: Number(v), cells: seen[v].sort(function (a, b) { return a - b; }), houseName: house.name });
      });
    });
    return found;
  }

  /** "5 is given twice in row 1: r1c1 and r1c5." */
  function conflictMessage(conflict, size) {
    var names = conflict.cells.map(function (c) { return cellName(c, size); });
    var list = names.length === 2 ? names.join(' and ') : names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1];
    return symbolOf(conflict.value) + ' is given ' + (names.length === 2 ? 'twice' : names.length + ' times') +
      ' in ' + conflict.houseName + ': ' + list + '.';
  }

  /** The URL fragment of a state {puzzle, variant, regions, algorithm} (puzzle as a line). */
  function encodeFragment(state) {
    var parts = ['puzzle=' + state.puzzle];
    if (state.variant && state.variant !== 'standard') parts.push('variant=' + encodeURIComponent(state.variant));
    if (state.regions && isJigsaw(state.variant)) parts.push('regions=' + state.regions);
    if (state.algorithm) parts.push('algorithm=' + encodeURIComponent(state.algorithm));
    return '#' + parts.join('&');
  }

  /**
   * Reads a fragment as data, never as markup: {state} (null when there is no
   * puzzle in it) or {error} naming what is wrong. `algorithm` is only checked
   * for its form here; app.js checks it against the registry.
   */
  function decodeFragment(hash) {
    var text = String(hash || '').replace(/^#/, '');
    if (!text) return { state: null };
    if (text.length > MAX_FRAGMENT) {
      return { error: 'The link is too long (' + text.length + ' characters; a puzzle link has at most ' + MAX_FRAGMENT + ').' };
    }
    var params = {};
    var pairs = text.split('&');
    for (var i = 0; i < pairs.length; i++) {
      if (!pairs[i]) continue;
      var eq = pairs[i].indexOf('=');
      var key = eq < 0 ? pairs[i] : pairs[i].slice(0, eq);
      var raw = eq < 0 ? '' : pairs[i].slice(eq + 1);
      var value;
      try { value = decodeURIComponent(raw.replace(/\+/g, ' ')); } catch (e) {
        return { error: 'The link\'s "' + visible(key) + '" is not valid text (bad percent-encoding).' };
      }
      if (['puzzle', 'variant', 'regions', 'algorithm'].indexOf(key) < 0) {
        return { error: 'The link has an unknown part "' + visible(key) + '" (known: puzzle, variant, regions, algorithm).' };
      }
      params[key] = value;
    }
    if (params.puzzle === undefined) return { state: null };
    var puzzle = params.puzzle;
    var bad = /[^1-9A-Pa-p.0]/.exec(puzzle);
    if (bad) {
      return { error: 'The link\'s puzzle has "' + visible(bad[0]) + '" at position ' + (bad.index + 1) +
        ', which is not a digit, a letter A-P or "."' };
    }
    var cells = cellsOfLine(puzzle);
    if (!cells) {
      var n = Math.round(Math.sqrt(puzzle.length));
      if (n * n === puzzle.length && SIZES.indexOf(n) >= 0) {
        return { error: 'The link\'s puzzle has a value larger than its size (' + n + 'x' + n + ').' };
      }
      return { error: 'The link\'s puzzle has ' + puzzle.length + ' cells; a puzzle has ' +
        SIZES.map(function (s) { return s * s; }).join(', ') + ' cells.' };
    }
    var size = Math.round(Math.sqrt(puzzle.length));
    var variant = params.variant === undefined ? 'standard' : params.variant;
    if (!variantFits(variant, size)) {
      return { error: 'The link\'s variant "' + visible(variant) + '" is not one of ' +
        VARIANTS.filter(function (v) { return variantFits(v.id, size); }).map(function (v) { return v.id; }).join(', ') +
        ' for a ' + size + 'x' + size + ' grid.' };
    }
    var regions = '';
    if (isJigsaw(variant)) {
      regions = params.regions || '';
      if (regions.length !== size * size || /[^1-9A-Pa-p]/.test(regions)) {
        return { error: 'The link\'s region map must be ' + size * size + ' symbols 1-9 or A-P, one per cell (it has ' +
          regions.length + ' characters).' };
      }
    }
    var algorithm = params.algorithm || '';
    if (algorithm && !/^[a-z_]{1,32}$/.test(algorithm)) {
      return { error: 'The link\'s algorithm "' + visible(algorithm) + '" is not an algorithm id.' };
    }
    return { state: { puzzle: lineOf(cells), variant: variant, regions: regions.toUpperCase(), algorithm: algorithm } };
  }

  // Quotes at most 20 characters of untrusted text for a message (shown with
  // textContent, never as markup).
  function visible(text) {
    var s = String(text);
    return s.length > 20 ? s.slice(0, 20) + '…' : s;
  }

  site.model = {
    SYMBOLS: SYMBOLS, SIZES: SIZES, BOXES: BOXES, VARIANTS: VARIANTS, MAX_FRAGMENT: MAX_FRAGMENT,
    symbolOf: symbolOf, valueOfKey: valueOfKey, lineOf: lineOf, cellsOfLine: cellsOfLine, cellName: cellName,
    variantFits: variantFits, isJigsaw: isJigsaw, boxRegions: boxRegions, regionIndices: regionIndices,
    findConflicts: findConflicts, conflictMessage: conflictMessage,
    encodeFragment: encodeFragment, decodeFragment: decodeFragment,
  };
})(globalThis.SudokuSite = globalThis.SudokuSite || {});
