// The JavaScript API over the raw module (bindings.cpp): friendly names,
// defaults, puzzles as text or number arrays, input errors thrown as
// SudokuError, and user callbacks kept from unwinding through wasm.
// It is concatenated into build/site/sudoku.js with the Emscripten module
// (which defines createSudokuModule) and worker_client.js; library.js wraps
// the three. The contract is sudoku.d.ts.

/** An input error: code ("conflict", "bad_character", ...), message, cells. */
function SudokuError(error) {
  var e = new Error(error.message);
  Object.setPrototypeOf(e, SudokuError.prototype);
  e.name = 'SudokuError';
  e.code = error.code;
  e.cells = (error.cells || []).slice();
  return e;
}
SudokuError.prototype = Object.create(Error.prototype, {
  constructor: { value: SudokuError, writable: true, configurable: true },
});

// Puzzles arrive as text in any supported format, or as an array of numbers
// (row-major, 0 = blank), which becomes space-separated text.
function puzzleText(puzzle) {
  if (typeof puzzle === 'string') return puzzle;
  if (puzzle && typeof puzzle.length === 'number') return Array.prototype.join.call(puzzle, ' ');
  throw new SudokuError({ code: 'bad_option', message: 'a puzzle must be a string or an array of numbers', cells: [] });
}

function checkOptions(options) {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') {
    throw new SudokuError({ code: 'bad_option', message: 'options must be an object', cells: [] });
  }
  return options;
}

function withDefault(options, key, value) {
  var copy = {};
  for (var k in options) if (Object.prototype.hasOwnProperty.call(options, k)) copy[k] = options[k];
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

function makeSudokuApi(Module) {
  var algorithmList = Module.algorithms();
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
    var out = { status: r.status, solution: r.solution, stats: r.stats, algorithm: options.algorithm || 'fast' };
    if (r.stoppedBy) out.stoppedBy = r.stoppedBy;
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
        var batch = raw.next(maxEvents === undefined ? 1000 : maxEvents);
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
    return Module.parse(puzzleText(puzzle), checkOptions(options));
  }

  function validate(puzzle, options) {
    var r = parse(puzzle, options);
    return r.ok ? { ok: true, size: r.size, variant: r.variant, givens: r.givens } : { ok: false, error: r.error };
  }

  function hint(puzzle, options) {
    return checked(Module.hint(puzzleText(puzzle), checkOptions(options)));
  }

  return {
    algorithms: function () { return JSON.parse(JSON.stringify(algorithmList)); },
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
    heapBytes: function () { return Module.HEAP8.length; },
  };
}

// One event of a trace batch as an object (the batch itself is columns).
function eventAt(batch, i, eventKindList, techniqueList) {
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

function decodeBase64(text) {
  if (typeof Buffer === 'function') return new Uint8Array(Buffer.from(text, 'base64'));
  var binary = atob(text);
  var bytes = new Uint8Array(binary.length);
  for (var i = 0; i < binary.length; ++i) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Loads the module; resolves to the API (see sudoku.d.ts). */
function createSudoku(moduleOptions) {
  var options = { wasmBinary: decodeBase64(SUDOKU_WASM_BASE64) };
  for (var key in moduleOptions || {}) options[key] = moduleOptions[key];
  return createSudokuModule(options).then(function (Module) {
    return makeSudokuApi(Module);
  });
}
