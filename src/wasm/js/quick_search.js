// The quick way into the module for solve() and count(): the puzzle and the
// options written into the call area (call_area.cpp's callArea, laid out in
// call_area.hpp), one embind call that takes and returns a number
// (Module.quickSearch), and the result read back into the object
// Module.search would have built. No emval object, property lookup by name
// or string conversion happens per call: those once cost more than solving
// an easy 9x9 puzzle. The one value passed is the progress callback (or
// undefined), so that a Worker's Solve, which reports progress, takes this
// way too.
//
// It answers only calls it can carry: a puzzle's cells (puzzleInput's
// Uint8Array) or a text of ASCII short enough for the area, options of the
// right types with no callback but onProgress, no custom shape and no constraints.
// For anything else, and for any input the module finds invalid, it returns
// null and sudoku_api.js takes Module.search, whose messages are the only
// ones. Both run the same checks (convert.hpp's NumberOption table) and the
// same search (search_run.cpp's run_search).

// The options a search reads, by kind: numbers (NaN in their slot means
// "not given"), texts (written after the puzzle), and
// those only Module.search carries. A map without a prototype, so that a
// key like "toString" is no option, as in Module.search.
var OPTION_KINDS = Object.assign(Object.create(null), {
  limit: 'number', maxNodes: 'number', timeLimit: 'number', batchSize: 'number', progressInterval: 'number',
  variant: 'text', regions: 'text', layout: 'text',
  algorithm: 'algorithm', techniqueCap: 'techniqueCap', onProgress: 'progress',
  shape: 'general', constraints: 'general',
});
var NUMBER_OPTIONS = ['limit', 'maxNodes', 'timeLimit', 'batchSize', 'progressInterval'];
var TEXT_OPTIONS = ['variant', 'regions', 'layout'];  // call_area.hpp's order
// What times a call (elapsedMs): the module reads no clock for quickSearch.
var clock = typeof performance !== 'undefined' ? performance : Date;

/**
 * makeQuickSearch(Module, algorithmList, techniqueList) -> run(puzzle, options, withSolution, progress)
 * `options` is readOptions' copy (own fields, read once); `puzzle` a string,
 * or cells: a Uint8Array of values (puzzleInput in sudoku_api.js);
 * `progress` options.onProgress guarded (it must not throw: sudoku_api.js's
 * guardedCallback), given when options.onProgress is a function.
 * run returns {status, count, complete, solution, stats, stoppedBy?} as
 * Module.search does (solution null unless `withSolution`: count() has no
 * use for the copy), or null when the call must take Module.search.
 */
export function makeQuickSearch(Module, algorithmList, techniqueList) {
  var area = Module.callArea();
  var slot = area.slots;
  var algorithmIndex = Object.create(null);
  algorithmList.forEach(function (a, i) { algorithmIndex[a.id] = i; });
  var techniqueIndex = Object.create(null);
  techniqueList.forEach(function (t, i) { techniqueIndex[t.id] = i; });
  var fastIndex = algorithmIndex.fast;
  var numberSlots = NUMBER_OPTIONS.map(function (key) { return slot[key]; });
  var textSlots = TEXT_OPTIONS.map(function (key) { return slot[key + 'Length']; });

  // The views, new ones when the heap grew (an old view then has length 0).
  function views() {
    if (area.numbers.length === 0) area = Module.callArea();
    return area;
  }

  // Writes `text` at `at` when it is ASCII and fits; returns the end, or -1.
  function writeText(bytes, at, text) {
    var length = text.length;
    if (at + length > bytes.length) return -1;
    for (var i = 0; i < length; ++i) {
      var c = text.charCodeAt(i);
      if (c > 127) return -1;
      bytes[at + i] = c;
    }
    return at + length;
  }

  // Writes the puzzle's cells at 0 when they fit; returns the end, or -1.
  function writeCells(bytes, cells) {
    if (cells.length > bytes.length) return -1;
    bytes.set(cells, 0);
    return cells.length;
  }

  return function run(puzzle, options, withSolution, progress) {
    var a = views();
    var numbers = a.numbers;
    var isText = typeof puzzle === 'string';
    var at = isText ? writeText(a.text, 0, puzzle) : writeCells(a.text, puzzle);
    if (at < 0) return null;
    numbers[slot.textLength] = at;
    numbers[slot.puzzleIsCells] = isText ? 0 : 1;
    var variant = '';
    var regions = '';
    var layout = '';
    var algorithm = fastIndex;
    var cap = -1;
    for (var n = 0; n < numberSlots.length; ++n) numbers[numberSlots[n]] = NaN;
    for (var key in options) {
      var kind = OPTION_KINDS[key];
      var v = options[key];
      // Missing: the module's default, as Module.search reads it. Other keys
      // are no search options; Module.search ignores them too.
      if (kind === undefined || v === undefined || v === null) continue;
      if (kind === 'number') {
        if (typeof v !== 'number' || v !== v) return null;  // NaN would read as "not given"
        numbers[slot[key]] = v;
      } else if (kind === 'text') {
        if (typeof v !== 'string') return null;
        if (key === 'variant') variant = v;
        else if (key === 'regions') regions = v;
        else layout = v;
      } else if (kind === 'algorithm') {
        if (typeof v !== 'string' || !(v in algorithmIndex)) return null;
        algorithm = algorithmIndex[v];
      } else if (kind === 'techniqueCap') {
        if (typeof v !== 'string' || (v !== '' && !(v in techniqueIndex))) return null;
        cap = v === '' ? -1 : techniqueIndex[v];
      } else if (kind === 'progress') {
        if (typeof v !== 'function' || !progress) return null;  // passed guarded, as `progress`
      } else {
        return null;  // a custom shape, constraints
      }
    }
    // The text options after the puzzle, in call_area.hpp's order.
    var texts = [variant, regions, layout];
    for (var t = 0; t < 3; ++t) {
      var start = at;
      at = writeText(a.text, at, texts[t]);
      if (at < 0) return null;
      numbers[textSlots[t]] = at - start;
    }
    numbers[slot.algorithm] = algorithm;
    numbers[slot.techniqueCap] = cap;
    // Timed here: a clock read inside the module is a call out to JavaScript
    // (two per call cost more than reading the puzzle), so quickSearch reads none.
    var start = clock.now();
    if (Module.quickSearch(progress) !== a.done) return null;  // invalid: Module.search says why
    var elapsedMs = clock.now() - start;
    a = views();
    numbers = a.numbers;
    var cells = numbers[slot.solutionCells];
    var out = {
      status: a.statuses[numbers[slot.status]],
      count: numbers[slot.count],
      complete: numbers[slot.complete] === 1,
      solution: cells && withSolution ? a.solution.slice(0, cells) : null,
      stats: {
        placements: numbers[slot.placements],
        backtracks: numbers[slot.backtracks],
        nodes: numbers[slot.nodes],
        attempts: numbers[slot.attempts],
        elapsedMs: elapsedMs,
        hardestTechnique: techniqueList[numbers[slot.hardestTechnique]].id,
      },
    };
    var stopped = numbers[slot.stoppedBy];
    if (stopped >= 0) out.stoppedBy = a.stopReasons[stopped];
    return out;
  };
}
