// The JavaScript API over the raw module (bindings.cpp): friendly names,
// defaults, puzzles as text or number arrays, input errors thrown as
// SudokuError, and user callbacks kept from unwinding through wasm.
// library.js loads the module and hands it to makeSudokuApi; the contract is
// sudoku.d.ts.

/**
 * An input error: code ("conflict", "bad_character", ...), message, cells,
 * and conflicts (per house and value; empty unless code is "conflict").
 * Built from {code, message, cells, conflicts}, or from a message alone
 * (code "bad_option").
 */
export function SudokuError(error) {
  var info = error && typeof error === 'object' ? error : { code: 'bad_option', message: String(error), cells: [] };
  var e = new Error(info.message === undefined ? '' : String(info.message));
  Object.setPrototypeOf(e, SudokuError.prototype);
  e.name = 'SudokuError';
  e.code = info.code || 'bad_option';
  e.cells = Array.isArray(info.cells) ? info.cells.slice() : [];
  e.conflicts = e.code === 'conflict' && Array.isArray(info.conflicts) ? info.conflicts.map(copyConflict) : [];
  return e;
}
SudokuError.prototype = Object.create(Error.prototype, {
  constructor: { value: SudokuError, writable: true, configurable: true },
});

// One conflict {value, house, houseName, cells} copied.
function copyConflict(c) {
  return { value: c.value, house: c.house, houseName: c.houseName, cells: Array.isArray(c.cells) ? c.cells.slice() : [] };
}

// A SudokuError as parse() returns it: {code, message, cells}, and conflicts for "conflict".
function errorInfo(e) {
  var info = { code: e.code, message: e.message, cells: e.cells };
  if (e.code === 'conflict') info.conflicts = e.conflicts;
  return info;
}

var MAX_CELLS = 625;  // 25x25
var MAX_VALUE = 25;

export function inputError(code, message, cells) {
  return new SudokuError({ code: code, message: message, cells: cells || [] });
}

// Puzzles arrive as text in any supported format, or as an array of numbers
// (row-major, 0 = blank), which becomes space-separated text. Arrays are
// checked here: a -1 or a 3.5 must not slip through as some other digit.
export function puzzleText(puzzle) {
  if (typeof puzzle === 'string') return puzzle;
  if (!puzzle || typeof puzzle !== 'object' || typeof puzzle.length !== 'number') {
    throw inputError('bad_option', 'a puzzle must be a string or an array of numbers');
  }
  if (puzzle.length > MAX_CELLS) {
    throw inputError('bad_cell_count', 'the puzzle has ' + puzzle.length + ' cells; the largest grid (25x25) has 625');
  }
  for (var i = 0; i < puzzle.length; ++i) {
    var v = puzzle[i];
    if (typeof v !== 'number' || !(v >= 0 && v <= MAX_VALUE) || Math.floor(v) !== v) {
      throw inputError('bad_character', 'cell ' + (i + 1) + ' holds ' + String(v) +
        '; cells must be whole numbers from 0 (blank) to ' + MAX_VALUE, [i]);
    }
  }
  return Array.prototype.join.call(puzzle, ' ');
}

export function checkOptions(options) {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') {
    throw inputError('bad_option', 'options must be an object');
  }
  return options;
}

// A shallow copy of an options object's own fields, without functions when
// `dataOnly` (what can be sent to a Worker).
export function copyOptions(options, dataOnly) {
  var copy = {};
  for (var k in options || {}) {
    if (!Object.prototype.hasOwnProperty.call(options, k)) continue;
    if (dataOnly && typeof options[k] === 'function') continue;
    copy[k] = options[k];
  }
  return copy;
}

function withDefault(options, key, value) {
  var copy = copyOptions(options, false);
  if (copy[key] === undefined || copy[key] === null) copy[key] = value;
  return copy;
}

// Calls a user callback; an exception is kept for later and ends the search
// (returns false), so it never unwinds through wasm frames.
function guardedCallback(fn, failure) {
  return function () {
    if (failure.error) return false;
    try {
      return fn.apply(null, arguments) !== false;
    } catch (e) {
      failure.error = e;
      return false;
    }
  };
}

export function makeSudokuApi(Module) {
  var algorithmList = Module.algorithms();
  var sizeList = Module.sizes();
  var variantList = Module.variants();
  var techniqueList = Module.techniques();
  var eventKindList = Module.eventKinds();

  function checked(result) {
    if (result.status === 'invalid') throw new SudokuError(result.error);
    return result;
  }

  function search(puzzle, options, onBatch, onProgress) {
    var failure = {};
    var batch = onBatch ? guardedCallback(onBatch, failure) : undefined;
    var progress = onProgress ? guardedCallback(onProgress, failure) : undefined;
    var result = checked(Module.search(puzzleText(puzzle), options, batch, progress));
    if (failure.error) throw failure.error;
    return result;
  }

  function solve(puzzle, options) {
    options = withDefault(checkOptions(options), 'limit', 1);
    var r = search(puzzle, options, undefined, options.onProgress);
    // A solution answers "solve", even if a limit of 0 let the search go on and stop later.
    var out = { status: r.solution ? 'solved' : r.status, solution: r.solution, stats: r.stats,
                algorithm: options.algorithm || 'fast' };
    if (r.stoppedBy && !r.solution) out.stoppedBy = r.stoppedBy;
    return out;
  }

  function count(puzzle, options) {
    options = withDefault(checkOptions(options), 'limit', 0);
    var r = search(puzzle, options, undefined, options.onProgress);
    var out = { status: r.status, count: r.count, complete: r.complete, stats: r.stats };
    if (r.stoppedBy) out.stoppedBy = r.stoppedBy;
    return out;
  }

  function enumerate(puzzle, options) {
    options = withDefault(checkOptions(options), 'limit', 1000);
    var collected = options.onBatch ? null : [];
    var first = 0;
    var cellCount = 0;
    var onBatch = function (values, n) {
      cellCount = values.length / n;
      var solutions = new Array(n);
      for (var i = 0; i < n; ++i) solutions[i] = values.subarray(i * cellCount, (i + 1) * cellCount);
      var batch = { index: first, solutions: solutions };
      first += n;
      if (collected) {
        for (var j = 0; j < n; ++j) collected.push(solutions[j]);
        return true;
      }
      return options.onBatch(batch);
    };
    var r = search(puzzle, options, onBatch, options.onProgress);
    var out = { status: r.status, count: r.count, complete: r.complete, stats: r.stats };
    if (collected) out.solutions = collected;
    if (r.stoppedBy) out.stoppedBy = r.stoppedBy;
    return out;
  }

  function trace(puzzle, options) {
    options = checkOptions(options);
    var raw = new Module.TraceStepper(puzzleText(puzzle), options);
    var error = raw.error();
    if (error) {
      raw['delete']();
      throw new SudokuError(error);
    }
    var closed = false;
    var done = false;
    return {
      get done() { return done; },
      next: function (maxEvents) {
        if (closed) throw new Error('this trace was closed');
        if (maxEvents === undefined) maxEvents = 1000;
        if (typeof maxEvents !== 'number' || !(maxEvents >= 1)) {
          throw inputError('bad_option', 'next(maxEvents) needs a number of at least 1');
        }
        var batch = raw.next(maxEvents);
        done = batch.done;
        return batch;
      },
      result: function () {
        if (closed) throw new Error('this trace was closed');
        return raw.result();
      },
      close: function () {
        if (!closed) raw['delete']();
        closed = true;
      },
    };
  }

  function parse(puzzle, options) {
    try {
      return Module.parse(puzzleText(puzzle), checkOptions(options));
    } catch (e) {
      if (e.name !== 'SudokuError') throw e;
      return { ok: false, error: errorInfo(e) };
    }
  }

  function validate(puzzle, options) {
    var r = parse(puzzle, options);
    return r.ok ? { ok: true, size: r.size, variant: r.variant, givens: r.givens } : { ok: false, error: r.error };
  }

  function format(grid, options) {
    return checked(Module.format(puzzleText(grid), checkOptions(options))).text;
  }

  function splitPuzzles(text) {
    if (typeof text !== 'string') throw inputError('bad_option', 'splitPuzzles needs a string');
    return Module.splitPuzzles(text);
  }

  function hint(puzzle, options) {
    return checked(Module.hint(puzzleText(puzzle), checkOptions(options)));
  }

  function solveBatch(text, options) {
    if (typeof text !== 'string') {
      throw inputError('bad_option', 'solveBatch takes the puzzles as one string, one a line');
    }
    return checked(Module.solveBatch(text, checkOptions(options)));
  }

  return {
    algorithms: function () { return JSON.parse(JSON.stringify(algorithmList)); },
    sizes: function () { return JSON.parse(JSON.stringify(sizeList)); },
    variants: function () { return JSON.parse(JSON.stringify(variantList)); },
    techniques: function () { return techniqueList.slice(); },
    eventKinds: function () { return eventKindList.slice(); },
    eventAt: function (batch, i) { return eventAt(batch, i, eventKindList, techniqueList); },
    parse: parse,
    validate: validate,
    solve: solve,
    count: count,
    enumerate: enumerate,
    trace: trace,
    hint: hint,
    solveBatch: solveBatch,
    format: format,
    splitPuzzles: splitPuzzles,
    heapBytes: function () { return Module.HEAP8.length; },
  };
}

// One event of a trace batch as an object (the batch itself is columns).
export function eventAt(batch, i, eventKindList, techniqueList) {
  var begin = i ? batch.patternEnd[i - 1] : 0;
  var values = [];
  for (var mask = batch.values[i], v = 1; mask; ++v, mask >>>= 1) if (mask & 1) values.push(v);
  return {
    kind: eventKindList[batch.kind[i]],
    technique: techniqueList[batch.technique[i]].id,
    depth: batch.depth[i],
    cell: batch.cell[i],
    value: batch.value[i],
    house: batch.house[i],
    values: values,
    cells: Array.prototype.slice.call(batch.patternCells.subarray(begin, batch.patternEnd[i])),
    placements: batch.placements[i],
    backtracks: batch.backtracks[i],
    nodes: batch.nodes[i],
    solutionIndex: batch.solutionIndex[i],
  };
}

export function decodeBase64(text) {
  if (typeof Buffer === 'function') return new Uint8Array(Buffer.from(text, 'base64'));
  var binary = atob(text);
  var bytes = new Uint8Array(binary.length);
  for (var i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
