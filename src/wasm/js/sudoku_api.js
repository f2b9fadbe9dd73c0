// The JavaScript API over the raw module (src/wasm/exports.hpp): friendly names,
// defaults, puzzles as text or cells (number arrays), input errors thrown as
// SudokuError, and user callbacks kept from unwinding through wasm.
// solve() and count() take the call area when they can (quick_search.js).
// library.js loads the module and hands it to makeSudokuApi; the contract is
// sudoku.d.ts.

import { makeQuickSearch } from './quick_search.js';
import { stepAt } from './step_words.js';
import { callbackProblem, optionProblem, eventIndexProblem, loneSurrogateProblem } from './options_check.js';

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
  e.details = copyDetails(info.details);
  return e;
}
SudokuError.prototype = Object.create(Error.prototype, {
  constructor: { value: SudokuError, writable: true, configurable: true },
});

// One conflict {value, house, houseName, cells} copied.
function copyConflict(c) {
  return { value: c.value, house: c.house, houseName: c.houseName, cells: Array.isArray(c.cells) ? c.cells.slice() : [] };
}

// The message's facts by name ({character: 'Z', column: '3'}), as strings.
function copyDetails(details) {
  var out = {};
  if (details && typeof details === 'object') {
    for (var name in details) if (Object.prototype.hasOwnProperty.call(details, name)) out[name] = String(details[name]);
  }
  return out;
}

// A SudokuError as parse() returns it: {code, message, cells, details}, and conflicts for "conflict".
function errorInfo(e) {
  var info = { code: e.code, message: e.message, cells: e.cells, details: e.details };
  if (e.code === 'conflict') info.conflicts = e.conflicts;
  return info;
}

var MAX_CELLS = 625;  // 25x25
var MAX_VALUE = 25;

export function inputError(code, message, cells) {
  return new SudokuError({ code: code, message: message, cells: cells || [] });
}

// Puzzles arrive as text in any supported format, or as cells: an array or
// typed array of numbers in reading order (row-major on a square grid), 0 =
// blank. Cells go to the module as they are, a Uint8Array of our own (the
// core's puzzle_from_cells: no text is built or read), and its errors are
// those of the same cells written as numbers ("5 3 0 ..."). They are checked
// here: a -1 or a 3.5 must not slip through as some other value. Each cell
// is read once and the copy is built from what was checked; a read that
// throws (a getter, a revoked Proxy) is a "bad_option".
export function puzzleInput(puzzle) {
  if (typeof puzzle === 'string') return checkedText(puzzle, '');
  var cells;
  try {
    if (!puzzle || typeof puzzle !== 'object' || typeof puzzle.length !== 'number') {
      throw inputError('bad_option', 'a puzzle must be a string or an array of numbers');
    }
    var length = puzzle.length;
    if (length > MAX_CELLS) {
      throw inputError('bad_cell_count', 'the puzzle has ' + length + ' cells; the largest grid (25x25) has 625');
    }
    cells = new Uint8Array(length);
    for (var i = 0; i < length; ++i) {
      var v = puzzle[i];
      if (typeof v !== 'number' || !(v >= 0 && v <= MAX_VALUE) || Math.floor(v) !== v) {
        throw inputError('bad_character', 'cell ' + (i + 1) + ' holds ' + describeThrown(v) +
          '; cells must be whole numbers from 0 (blank) to ' + MAX_VALUE, [i]);
      }
      cells[i] = v;
    }
  } catch (e) {
    if (isSudokuError(e)) throw e;
    throw inputError('bad_option', 'the puzzle could not be read: ' + describeThrown(e));
  }
  return cells;
}

// Options are read here, in JavaScript, and only once: Object.keys and one
// read of each own enumerable property, into an object with no prototype.
// Whatever user code that runs (a getter, a Proxy's traps) runs inside this
// try, and a throw becomes a SudokuError "bad_option". A JavaScript exception
// must never unwind through wasm frames: it leaks the C++ stack and, some
// thousands of times over, leaves the module failing every later call.
// `call` names the method: its options are checked against what it takes
// (options_check.js's CALL_OPTIONS) before anything runs.
export function readOptions(options, call) {
  if (options === undefined || options === null) return new OptionsCopy();
  if (typeof options !== 'object') throw inputError('bad_option', 'options must be an object');
  return ownFields(options, call);
}

// The copy's type: no Object.prototype in its chain, so that a key
// "__proto__" is a plain field and a polluted Object.prototype adds no
// option; unlike Object.create(null), an object V8 keeps in its fast form
// (for…in and reads by name took ~0.2 µs a call on the dictionary form).
function OptionsCopy() {}
OptionsCopy.prototype = Object.freeze(Object.create(null));

// Own enumerable fields of an object or function, each read once, and an
// option `call` does not take, or of the wrong type, refused (options_check.js).
function ownFields(options, call) {
  var copy = new OptionsCopy();
  try {
    var keys = Object.keys(options);
    for (var i = 0; i < keys.length; ++i) copy[keys[i]] = options[keys[i]];
  } catch (e) {
    throw inputError('bad_option', 'the options could not be read: ' + describeThrown(e));
  }
  var problem = callbackProblem(copy) || optionProblem(call, copy);
  if (problem) throw inputError('bad_option', problem);
  for (var key in copy) if (typeof copy[key] === 'string') checkedText(copy[key], 'option ' + key + ': ');
  return copy;
}

/**
 * `text` as it is, or a SudokuError "bad_character" naming its first lone
 * surrogate (options_check.js), which wasm's UTF-8 would turn into another
 * character. Every text the API hands the module passes here: puzzles,
 * string options (a shape file's text among them), splitPuzzles',
 * solveBatch's and readAnyLayout's text.
 */
export function checkedText(text, what) {
  var problem = loneSurrogateProblem(text);
  if (problem) throw inputError('bad_character', what + problem);
  return text;
}

// The options as the module gets them: primitives only. Objects and
// functions (an array for `variant`, the callbacks) become an empty frozen
// stand-in, still not a string or a number, so the bindings refuse it by its
// type as before while nothing the caller owns reaches wasm.
// The exceptions are `shape` and `constraints`, which become their JSON text
// (readShape, readConstraints).
var STAND_IN = Object.freeze(Object.create(null));
function wasmOptions(copy) {
  var out = Object.create(null);
  for (var k in copy) {
    var v = copy[k];
    if (k === 'shape' && v !== undefined && v !== null) out[k] = readShape(v);
    else if (k === 'constraints' && v !== undefined && v !== null) out[k] = readConstraints(v);
    else out[k] = (typeof v === 'object' && v !== null) || typeof v === 'function' ? STAND_IN : v;
  }
  return out;
}

// A custom shape (option `shape`): the text of a shape file, or an object of
// its schema, which readShape writes as JSON. Whether it is one is the core's
// to say: it reads the text as the CLI reads `--shape FILE` (core/shape_file.hpp),
// with the same "bad_shape" messages. This only turns the caller's value into
// text of our own (what a Worker is sent), once and inside a try:
// - an object's own enumerable fields are read once each (as options are);
//   below them JSON.stringify reads what it reads (toJSON is called, a field
//   that is undefined or a function is left out, NaN and Infinity are null);
// - a getter or Proxy that throws, a cycle or a BigInt is "bad_option";
// - the writing stops once the text passes the limit of a shape file, so ten
//   million cells or a name of 64 MB cost no more than 1 MiB of it, and a
//   text over the limit is refused by the module before it is copied in.
var MAX_SHAPE_TEXT = 1 << 20;  // core/shape_file.hpp kMaxShapeText
export function readShape(shape) { return readJsonOption(shape, 'shape', 'bad_shape', MAX_SHAPE_TEXT); }

// Option `constraints` (sudoku.d.ts PuzzleConstraint[]): its JSON text, read
// as readShape reads a shape; the core reads it (core/constraints_file.hpp),
// with "bad_constraint" messages naming the place.
var MAX_CONSTRAINTS_TEXT = 1 << 20;  // core/constraints_file.hpp kMaxConstraintsText
export function readConstraints(constraints) {
  return readJsonOption(constraints, 'constraints', 'bad_constraint', MAX_CONSTRAINTS_TEXT);
}

// A value given as JSON (`option`: its name; `code`: the error past `limit` characters).
function readJsonOption(shape, option, code, limit) {
  if (typeof shape === 'string') return shape;
  var left = limit;
  function spend(characters) {
    left -= characters;
    if (left < 0) {
      throw inputError(code, 'the ' + option + ' ' + (option === 'shape' ? 'is' : 'are') + ' over ' + limit +
        ' characters long as JSON; at most ' + limit + ' are read');
    }
  }
  // JSON.stringify's replacer: spends, for each value, no more characters
  // than it adds to the text (`this` is the object or array holding it).
  function budget(key, value) {
    var type = typeof value;
    var skipped = value === undefined || type === 'function' || type === 'symbol';
    var size = Array.isArray(this) ? (skipped ? 4 : 0) : skipped || key === '' ? 0 : key.length + 3;
    spend(size + (type === 'string' ? value.length + 2 : skipped ? 0 : 1));
    return value;
  }
  try {
    if (shape === null || (typeof shape !== 'object' && typeof shape !== 'function') || Array.isArray(shape)) {
      // No object: its JSON (a symbol has none: null), which the core refuses as a top level.
      var whole = JSON.stringify(shape, budget);
      return whole === undefined ? 'null' : whole;
    }
    var keys = Object.keys(shape);
    var fields = [];
    for (var i = 0; i < keys.length; ++i) {
      var field = JSON.stringify(shape[keys[i]], budget);
      if (field === undefined) continue;
      spend(keys[i].length + 3);
      fields.push(JSON.stringify(keys[i]) + ':' + field);
    }
    return '{' + fields.join(',') + '}';
  } catch (e) {
    if (isSudokuError(e)) throw e;
    throw inputError('bad_option', 'option ' + option + ' could not be read: ' + clipped(describeThrown(e)));
  }
}

// A thrown message as ours quote one: control characters escaped, at most 200 characters.
function clipped(text) {
  var escaped = JSON.stringify(text).slice(1, -1);
  return escaped.length > 200 ? escaped.slice(0, 197) + '...' : escaped;
}

// options.techniques (the rungs a hint may use) as the module reads it: the
// ids joined by commas, each entry read once and checked to be a string; the
// module says which id is unknown. More entries than a ladder could have
// are refused before they are read.
var MAX_TECHNIQUE_IDS = 1000;
function techniqueIds(list) {
  try {
    var length = list.length;
    if (length > MAX_TECHNIQUE_IDS) {
      throw inputError('bad_option', 'option techniques has ' + length + ' entries; at most ' + MAX_TECHNIQUE_IDS + ' are read');
    }
    var ids = [];
    for (var i = 0; i < length; ++i) {
      var id = list[i];
      if (typeof id !== 'string' || id.indexOf(',') >= 0) {
        throw inputError('bad_option', 'techniques[' + i + '] must be a technique id; got ' +
          (typeof id === 'string' ? "'" + clipped(id) + "'" : typeof id));
      }
      ids.push(id);
    }
    return ids.join(',');
  } catch (e) {
    if (isSudokuError(e)) throw e;
    throw inputError('bad_option', 'option techniques could not be read: ' + describeThrown(e));
  }
}

// The eliminations of a logic state ({cell, value} objects) as the module
// gets them: a Float64Array [cell0, value0, cell1, value1, ...] of our own.
// The list and each entry are read once, here, inside a try (a getter or a
// Proxy throwing is a "bad_option"); the module checks that the numbers are
// whole and in range for the grid. A list longer than every candidate of a
// 25x25 grid (15,625) is refused before it is read.
var MAX_ELIMINATIONS = MAX_CELLS * MAX_VALUE;
function eliminationList(list) {
  if (list === undefined || list === null) return new Float64Array(0);
  var flat;
  try {
    if (!Array.isArray(list)) {
      throw inputError('bad_option', 'option eliminations must be an array of {cell, value}');
    }
    var length = list.length;
    if (length > MAX_ELIMINATIONS) {
      throw inputError('bad_option', 'option eliminations has ' + length + ' entries; at most ' + MAX_ELIMINATIONS +
        ' (every candidate of a 25x25 grid) are read');
    }
    flat = new Float64Array(2 * length);
    for (var i = 0; i < length; ++i) {
      var entry = list[i];
      if (!entry || typeof entry !== 'object') {
        throw inputError('bad_option', 'eliminations[' + i + '] must be an object {cell, value}; got ' +
          (entry === null ? 'null' : typeof entry));
      }
      var cell = entry.cell;
      var value = entry.value;
      if (typeof cell !== 'number') throw inputError('bad_option', 'eliminations[' + i + '].cell must be a number; got ' + typeof cell);
      if (typeof value !== 'number') throw inputError('bad_option', 'eliminations[' + i + '].value must be a number; got ' + typeof value);
      flat[2 * i] = cell;
      flat[2 * i + 1] = value;
    }
  } catch (e) {
    if (isSudokuError(e)) throw e;
    throw inputError('bad_option', 'option eliminations could not be read: ' + describeThrown(e));
  }
  return flat;
}

// One of ours (asking a hostile thrown value, e.g. a revoked Proxy, gives false).
function isSudokuError(e) {
  try {
    return e instanceof SudokuError;
  } catch (again) {
    return false;
  }
}

// A value (a thrown one, a bad cell) in words, without letting a hostile one throw again.
function describeThrown(e) {
  try {
    return e instanceof Error ? String(e.message) : String(e);
  } catch (again) {
    return 'a value that cannot be shown';
  }
}

// A shallow copy of an options object's own fields, read once (ownFields),
// without functions when `dataOnly` (what can be sent to a Worker); `call`
// as for readOptions.
export function copyOptions(options, dataOnly, call) {
  var copy = {};
  if (options === undefined || options === null) return copy;
  var plain = typeof options === 'object' || typeof options === 'function'
    ? ownFields(options, call) : Object.assign(Object.create(null), options);
  for (var k in plain) {
    if (dataOnly && typeof plain[k] === 'function') continue;
    Object.defineProperty(copy, k, { value: plain[k], enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

// Calls a user callback; whatever it throws (undefined, 0 and '' included) is
// kept for later and ends the search (returns false), so it never unwinds
// through wasm frames.
function guardedCallback(fn, failure) {
  return function () {
    if (failure.threw) return false;
    try {
      return fn.apply(null, arguments) !== false;
    } catch (e) {
      failure.threw = true;
      failure.error = e;
      return false;
    }
  };
}

// Live traces per module. Each holds wasm memory until close(): about 3.5 MB
// after next(5000), 30 to 60 MB deep into a long one (measured: naive on an
// empty 9x9 grid, crook on an empty 25x25); the heap stops at 2 GB, and a
// module that runs out aborts for good (some 600 unclosed traces once did).
// So at most MAX_LIVE_TRACES are open at once (16 x 60 MB stays near 1 GB),
// and a trace dropped without close() is freed when garbage-collected, where
// the platform has FinalizationRegistry.
var MAX_LIVE_TRACES = 16;

// A seed for generate(): a whole number below 2^53, from the platform's
// random numbers where there are some.
function randomSeed() {
  var words = [Math.random() * 4294967296 >>> 0, Math.random() * 4294967296 >>> 0];
  var c = typeof crypto === 'object' && crypto ? crypto : null;
  if (c && typeof c.getRandomValues === 'function') {
    var drawn = new Uint32Array(2);
    c.getRandomValues(drawn);
    words = [drawn[0], drawn[1]];
  }
  return (words[0] & 0x1fffff) * 4294967296 + words[1];
}

export function makeSudokuApi(Module) {
  var algorithmList = Module.algorithms();
  var sizeList = Module.sizes();
  var variantList = Module.variants();
  var constraintKindList = Module.constraintKinds();
  var techniqueList = Module.techniques();
  var eventKindList = Module.eventKinds();
  var templateList = Module.templates();
  // Built on the first layouts() call: every layout's shape, converted value by
  // value, cost 40-90 ms of an instance's start (measured in Chromium and node,
  // in a fresh Worker or process), which a Worker that only solves never needs.
  var layoutList = null;
  var generationLists = null;  // {levels, symmetries}, on the first call that needs them
  function generation() {
    if (!generationLists) generationLists = Module.generation();
    return generationLists;
  }
  var quickSearch = makeQuickSearch(Module, algorithmList, techniqueList);

  // The wording sentences are said in (option `wording`: another language's
  // templates by id, core/words.hpp), as JSON text; '{}' is English. The
  // module keeps one wording, set again only when a call asks for another.
  var wordingInUse = '{}';
  // The option's JSON text, read once (a trace keeps it for each next()).
  function wordingText(wording) {
    try {
      return wording === undefined || wording === null ? '{}' : JSON.stringify(wording);
    } catch (e) {
      throw inputError('bad_option', 'option wording could not be read: ' + describeThrown(e));
    }
  }
  function wordIn(wording) { useWordingText(wordingText(wording)); }
  function useWordingText(text) {
    if (text === wordingInUse) return;
    var texts = JSON.parse(text);
    if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
      throw inputError('bad_option', 'option wording must be an object of texts by template id');
    }
    checked(Module.useWording(texts));
    wordingInUse = text;
  }

  function checked(result) {
    if (result.status === 'invalid') throw new SudokuError(result.error);
    return result;
  }

  // Module.search on a puzzle already made text or cells (puzzleInput).
  function search(given, options, onBatch, onProgress) {
    var failure = { threw: false, error: undefined };
    var batch = onBatch ? guardedCallback(onBatch, failure) : undefined;
    var progress = onProgress ? guardedCallback(onProgress, failure) : undefined;
    var result = checked(Module.search(given, wasmOptions(options), batch, progress));
    if (failure.threw) throw failure.error;
    return result;
  }

  // The caller's options, read once, with `key` defaulted.
  function withDefault(options, call, key, value) {
    var copy = readOptions(options, call);
    if (copy[key] === undefined || copy[key] === null) copy[key] = value;
    return copy;
  }

  // solve() and count(): the call area when it can carry the call (quick_search.js), else Module.search.
  function searchOnce(puzzle, options, withSolution) {
    var given = puzzleInput(puzzle);
    var failure = { threw: false, error: undefined };
    var progress = typeof options.onProgress === 'function' ? guardedCallback(options.onProgress, failure) : undefined;
    var quick = quickSearch(given, options, withSolution, progress);
    if (failure.threw) throw failure.error;
    return quick || search(given, options, undefined, options.onProgress);
  }

  function solve(puzzle, options) {
    options = withDefault(options, 'solve', 'limit', 1);
    var r = searchOnce(puzzle, options, true);
    // A solution answers "solve", even if a limit of 0 let the search go on and stop later.
    var out = { status: r.solution ? 'solved' : r.status, solution: r.solution, stats: r.stats,
                algorithm: options.algorithm || 'fast' };
    if (r.stoppedBy && !r.solution) out.stoppedBy = r.stoppedBy;
    return out;
  }

  function count(puzzle, options) {
    options = withDefault(options, 'count', 'limit', 0);
    var r = searchOnce(puzzle, options, false);
    var out = { status: r.status, count: r.count, complete: r.complete, stats: r.stats };
    if (r.stoppedBy) out.stoppedBy = r.stoppedBy;
    return out;
  }

  function enumerate(puzzle, options) {
    options = withDefault(options, 'enumerate', 'limit', 1000);
    var userBatch = options.onBatch;
    var collected = userBatch ? null : [];
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
      return userBatch(batch);
    };
    var r = search(puzzleInput(puzzle), options, onBatch, options.onProgress);
    var out = { status: r.status, count: r.count, complete: r.complete, stats: r.stats };
    if (collected) out.solutions = collected;
    if (r.stoppedBy) out.stoppedBy = r.stoppedBy;
    return out;
  }

  var liveTraces = 0;
  // Frees a trace's C++ stepper once: on close(), or when its handle was collected.
  function release(holder) {
    if (!holder.raw) return;
    var raw = holder.raw;
    holder.raw = null;
    liveTraces -= 1;
    raw['delete']();
  }
  // A finalizer runs on its own between tasks: nothing there may throw (say, after the module aborted).
  var traceFinalizer = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry(function (holder) { try { release(holder); } catch (e) { /* nobody to tell */ } })
    : null;

  function trace(puzzle, options) {
    var copy = readOptions(options, 'trace');
    var wording = wordingText(copy.wording);
    useWordingText(wording);
    options = wasmOptions(copy);
    var given = puzzleInput(puzzle);
    if (liveTraces >= MAX_LIVE_TRACES) {
      throw inputError('too_many_traces', MAX_LIVE_TRACES + ' traces are open, the most one module keeps: ' +
        'close() the traces you are done with (each holds wasm memory until then)');
    }
    var raw = new Module.TraceStepper(given, options);
    var error = raw.error();
    if (error) {
      raw['delete']();
      throw new SudokuError(error);
    }
    liveTraces += 1;
    // The finalizer holds `holder`, never the handle below, so the handle can be collected.
    var holder = { raw: raw };
    var done = false;
    function live() {
      if (!holder.raw) throw new Error('this trace was closed');
      return holder.raw;
    }
    var handle = {
      get done() { return done; },
      next: function (maxEvents) {
        var stepper = live();
        if (maxEvents === undefined) maxEvents = 1000;
        if (typeof maxEvents !== 'number' || !(maxEvents >= 1) || Math.floor(maxEvents) !== maxEvents) {
          throw inputError('bad_option',
            'next(maxEvents) needs a whole number of at least 1; got ' + describeThrown(maxEvents));
        }
        useWordingText(wording);
        var batch = stepper.next(maxEvents);
        done = batch.done;
        return batch;
      },
      result: function () {
        return live().result();
      },
      close: function () {
        if (traceFinalizer) traceFinalizer.unregister(holder);
        release(holder);
      },
    };
    if (traceFinalizer) traceFinalizer.register(handle, holder, holder);
    return handle;
  }

  // call: 'parse' or 'validate', for what an option problem says.
  function parse(puzzle, options, call) {
    try {
      return Module.parse(puzzleInput(puzzle), wasmOptions(readOptions(options, call || 'parse')));
    } catch (e) {
      if (!isSudokuError(e)) throw e;
      return { ok: false, error: errorInfo(e) };
    }
  }

  function validate(puzzle, options) {
    var r = parse(puzzle, options, 'validate');
    return r.ok ? { ok: true, size: r.size, variant: r.variant, givens: r.givens } : { ok: false, error: r.error };
  }

  function format(grid, options) {
    var copy = readOptions(options, 'format');
    if (copy.layout !== undefined || copy.shape !== undefined) {
      throw inputError('bad_option', 'format draws square grids only; a layout\'s grid is its cells in reading ' +
        'order (shapeInfo gives where each is drawn)');
    }
    options = wasmOptions(copy);
    return checked(Module.format(puzzleInput(grid), options)).text;
  }

  // How a text reads when its layout is not given: [{layout ('' for a square
  // grid), size, cells, conflict}], the one to open first; SudokuError when it
  // reads as nothing (core/text_readings.hpp).
  function readAnyLayout(text) {
    if (typeof text !== 'string') throw inputError('bad_option', 'readAnyLayout needs a string');
    return checked(Module.readAnyLayout(checkedText(text, ''))).readings;
  }

  // Refused past 4 MiB (too_long): a text that long is no set of puzzles to pick from.
  function splitPuzzles(text, options) {
    options = wasmOptions(readOptions(options, 'splitPuzzles'));
    if (typeof text !== 'string') throw inputError('bad_option', 'splitPuzzles needs a string');
    return checked(Module.splitPuzzles(checkedText(text, ''), options)).puzzles;
  }

  // options.eliminations: the candidates crossed out so far (the logic state's
  // list). The hint comes as JSON text, the structure the CLI prints (core/step_json.hpp).
  function hint(puzzle, options) {
    var copy = readOptions(options, 'hint');
    wordIn(copy.wording);
    var eliminations = eliminationList(copy.eliminations);
    var forModule = wasmOptions(copy);
    if (copy.techniques !== undefined && copy.techniques !== null) forModule.techniques = techniqueIds(copy.techniques);
    var result = Module.hint(puzzleInput(puzzle), forModule, eliminations);
    return typeof result === 'string' ? JSON.parse(result) : checked(result);
  }

  // The puzzle's rating from its logical solution path (core/rating.hpp): JSON
  // text, the structure `sudoku rate --json` prints.
  function rate(puzzle, options) {
    var copy = readOptions(options, 'rate');
    wordIn(copy.wording);
    var result = Module.rate(puzzleInput(puzzle), wasmOptions(copy));
    return typeof result === 'string' ? JSON.parse(result) : checked(result);
  }

  // About how many solutions the puzzle has (core/estimate.hpp): Knuth's
  // estimate from options.probes random walks, with its 95% interval.
  function estimate(puzzle, options) {
    var result = Module.estimate(puzzleInput(puzzle), wasmOptions(readOptions(options, 'estimate')));
    return checked(result);
  }

  // The puzzle split at the top of its search (core/search_pieces.hpp):
  // grids that together hold each of its solutions once, for counting them
  // on several Workers (parallel_count.js does).
  function pieces(puzzle, options) {
    var result = checked(Module.pieces(puzzleInput(puzzle), wasmOptions(readOptions(options, 'pieces'))));
    return { pieces: result.pieces };
  }

  // A new puzzle (core/generate/): JSON text, the structure `sudoku generate
  // --json` prints a line of. Without a seed, one is drawn here (the result
  // names it, and the same options with it make the same puzzle again).
  function generate(options) {
    var copy = readOptions(options, 'generate');
    wordIn(copy.wording);
    if (copy.seed === undefined || copy.seed === null) copy.seed = randomSeed();
    var result = Module.generate(wasmOptions(copy));
    return typeof result === 'string' ? JSON.parse(result) : checked(result);
  }

  // The names of the cells of a shape ("r3c7"; a triangle of the star "cell 7
  // (strip 2)"), in reading order: options {size} for a square grid, or
  // {layout} or {shape}.
  function cellNames(options) {
    return checked(Module.cellNames(wasmOptions(readOptions(options, 'cellNames')))).names;
  }

  // Every cell's candidates on a logic state: {masks: Uint32Array}, bit v-1 for value v, 0 when filled.
  function candidates(puzzle, options) {
    var copy = readOptions(options, 'candidates');
    var eliminations = eliminationList(copy.eliminations);
    return { masks: checked(Module.candidates(puzzleInput(puzzle), wasmOptions(copy), eliminations)).masks };
  }

  // Refused past 16 MiB of text (too_long), before the copy into wasm memory.
  function solveBatch(text, options) {
    options = wasmOptions(readOptions(options, 'solveBatch'));
    if (typeof text !== 'string') {
      throw inputError('bad_option', 'solveBatch takes the puzzles as one string, one a line');
    }
    return checked(Module.solveBatch(checkedText(text, ''), options));
  }

  return {
    algorithms: function () { return JSON.parse(JSON.stringify(algorithmList)); },
    sizes: function () { return JSON.parse(JSON.stringify(sizeList)); },
    variants: function () { return JSON.parse(JSON.stringify(variantList)); },
    constraintKinds: function () { return JSON.parse(JSON.stringify(constraintKindList)); },
    layouts: function () {
      if (!layoutList) layoutList = Module.layouts();
      return JSON.parse(JSON.stringify(layoutList));
    },
    // The description of options {layout} or {shape}, as layouts() gives one.
    shapeInfo: function (options) { return checked(Module.shapeInfo(wasmOptions(readOptions(options, 'shapeInfo')))).shape; },
    techniques: function () { return JSON.parse(JSON.stringify(techniqueList)); },
    levels: function () { return JSON.parse(JSON.stringify(generation().levels)); },
    symmetries: function () { return JSON.parse(JSON.stringify(generation().symmetries)); },
    eventKinds: function () { return eventKindList.slice(); },
    templates: function () { return JSON.parse(JSON.stringify(templateList)); },
    cellNames: cellNames,
    eventAt: function (batch, i) { return eventAt(batch, i, eventKindList, techniqueList, templateList); },
    parse: function (puzzle, options) { return parse(puzzle, options, 'parse'); },
    validate: validate,
    solve: solve,
    count: count,
    estimate: estimate,
    pieces: pieces,
    enumerate: enumerate,
    trace: trace,
    hint: hint,
    rate: rate,
    generate: generate,
    candidates: candidates,
    solveBatch: solveBatch,
    format: format,
    splitPuzzles: splitPuzzles,
    readAnyLayout: readAnyLayout,
    heapBytes: function () { return Module.HEAP8.length; },
  };
}

// One event of a trace batch as an object (the batch itself is columns).
// A bad batch or index is a "bad_option" (options_check.js), and so is a
// batch whose columns cannot be read as one of next()'s.
export function eventAt(batch, i, eventKindList, techniqueList, templateList) {
  var problem = eventIndexProblem(batch, i);
  if (problem) throw inputError('bad_option', problem);
  try {
    var words = templateList[batch.words[i]];
    var kind = eventKindList[batch.kind[i]];
    var technique = techniqueList[batch.technique[i]];
    if (kind === undefined || technique === undefined) throw new Error('its kind or technique is out of range');
    return {
      kind: kind,
      technique: technique.id,
      depth: batch.depth[i],
      cell: batch.cell[i],
      value: batch.value[i],
      effect: batch.effect[i] === 1,
      words: words ? words.id : null,
      step: stepAt(batch, i),
      placements: batch.placements[i],
      backtracks: batch.backtracks[i],
      nodes: batch.nodes[i],
      solutionIndex: batch.solutionIndex[i],
    };
  } catch (e) {
    throw inputError('bad_option', 'event ' + i + ' of the batch could not be read: ' + clipped(describeThrown(e)));
  }
}

export function decodeBase64(text) {
  if (typeof Buffer === 'function') return new Uint8Array(Buffer.from(text, 'base64'));
  var binary = atob(text);
  var bytes = new Uint8Array(binary.length);
  for (var i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
