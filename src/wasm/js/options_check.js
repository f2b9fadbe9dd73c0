// Checks of what a caller hands the API that the module cannot make: each
// call's option names and their types, the callback options and eventAt's
// arguments. Each answers with the problem in
// words, or null, and sudoku_api.js throws it as a SudokuError "bad_option"
// before any work; the Worker client reads options and events with the same
// functions of sudoku_api.js, so its calls reject the same way on the page.
// Every option a call is given is checked before any work, whether or not
// that call uses it: its name must be one of the API's (OPTION_TYPES, from
// sudoku.d.ts's option interfaces; CALL_OPTIONS says which call uses which,
// for the message) and its value of the option's type: trace(p,
// {timeLimit: '5'}), solve(p, {batchSize: 'x'}) and count(p, {timelimit: 5})
// are refused, not ignored. Numbers' ranges (limit, maxNodes, timeLimit,
// progressInterval, batchSize, size) are the module's to check
// (src/wasm/convert.hpp's NumberOption table), as are ids (algorithm,
// variant, layout) against its catalog.

/** The options that take a function (sudoku.d.ts: SearchLimits, EnumerateOptions). */
export var CALLBACK_OPTIONS = ['onProgress', 'onBatch'];

/**
 * Each option's type, as sudoku.d.ts declares it: a typeof, or 'variant' (a
 * string or an array of strings); undefined and null count as not given,
 * for every option. 'own' options are checked where they are read, with
 * messages of their own (sudoku_api.js: readShape, a bad_shape; readConstraints; the
 * eliminations, entry by entry).
 */
export var OPTION_TYPES = {
  variant: 'variant', regions: 'string', layout: 'string', shape: 'own',
  algorithm: 'string', limit: 'number', maxNodes: 'number', timeLimit: 'number', techniqueCap: 'string',
  techniques: 'list', progressInterval: 'number', onProgress: 'function', batchSize: 'number', onBatch: 'function',
  candidates: 'boolean', eliminations: 'own', style: 'string', boxes: 'boolean', size: 'number',
  level: 'string', technique: 'string', symmetry: 'string', minimal: 'boolean', seed: 'number', attempts: 'number',
  wording: 'own', probes: 'number', pieces: 'number', constraints: 'own',
};

var PUZZLE = ['variant', 'regions', 'layout', 'shape', 'constraints'];                            // PuzzleOptions
// The calls on whole texts, format (but its "iss" style) and generate take
// no constraints yet: given, they are refused (NO_CONSTRAINTS), not ignored.
var NO_CONSTRAINTS = ['solveBatch', 'splitPuzzles', 'format', 'generate'];
var LIMITS = PUZZLE.concat(['algorithm', 'maxNodes', 'timeLimit', 'techniqueCap', 'progressInterval', 'onProgress']);  // SearchLimits
var LOGIC = PUZZLE.concat(['eliminations']);                                                     // LogicStateOptions

/** The options each call takes (sudoku.d.ts), by the call's name. */
export var CALL_OPTIONS = {
  parse: PUZZLE, validate: PUZZLE, rate: PUZZLE.concat(['wording']), splitPuzzles: PUZZLE,
  estimate: PUZZLE.concat(['probes', 'seed', 'timeLimit']),
  pieces: PUZZLE.concat(['pieces']),
  solve: LIMITS.concat(['limit']),  // solutions to look for before answering (2: is it unique?)
  count: LIMITS.concat(['limit']),
  enumerate: LIMITS.concat(['limit', 'batchSize', 'onBatch']),
  trace: PUZZLE.concat(['algorithm', 'limit', 'maxNodes', 'techniqueCap', 'candidates', 'wording']),
  hint: LOGIC.concat(['techniqueCap', 'techniques', 'limit', 'wording']),
  candidates: LOGIC,
  solveBatch: PUZZLE.concat(['algorithm', 'limit', 'maxNodes', 'timeLimit']),
  format: PUZZLE.concat(['style', 'boxes']),  // a layout or shape is refused by format itself, with why
  shapeInfo: ['layout', 'shape'],
  cellNames: ['size', 'layout', 'shape'],
  generate: ['size'].concat(PUZZLE, ['level', 'technique', 'symmetry', 'minimal', 'seed', 'attempts', 'wording']),
};

// Never throws: Array.isArray of a revoked Proxy does, which is then no array.
function hasType(v, type) {
  if (type === 'own') return true;
  if (type === 'list') return isArray(v);
  if (type !== 'variant') return typeof v === type;
  return typeof v === 'string' || isArray(v);
}

var TYPE_WORDS = { variant: 'a string or an array of strings', list: 'an array of strings', number: 'a number', string: 'a string',
  boolean: 'a boolean', 'function': 'a function' };

/**
 * The first option of `copy` (options already read once, own fields only)
 * whose name is no option of the API's, or whose value is not of its type,
 * in words naming it; null if none. An option of the API's that `call` (a
 * method's name, CALL_OPTIONS) does not use has its type checked all the
 * same (a caller may share one options object between calls).
 */
export function optionProblem(call, copy) {
  if (NO_CONSTRAINTS.indexOf(call) >= 0 && copy.constraints !== undefined && copy.constraints !== null &&
      !(call === 'format' && copy.style === 'iss')) {
    return call + (call === 'format' ? ' takes constraints with style "iss" only' : ' does not take constraints yet') +
      '; solve, count, enumerate and trace do';
  }
  for (var name in copy) {
    var v = copy[name];
    if (v === undefined || v === null) continue;
    var type = own(OPTION_TYPES, name);
    if (!type) {
      var takes = own(CALL_OPTIONS, call);
      return 'unknown option ' + quoted(name) + (takes ? ' for ' + call + '; it takes ' + takes.join(', ') : '');
    }
    if (!hasType(v, type)) return 'option ' + name + ' must be ' + TYPE_WORDS[type] + '; got ' + kindOf(v);
  }
  return null;
}

// table[key] when it is the table's own (never Object.prototype's: a key "__proto__").
function own(table, key) {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

// An option's name as given, clipped, with control characters escaped, for a message.
function quoted(name) {
  var text = String(name);
  if (text.length > 40) text = text.slice(0, 40) + '…';
  return JSON.stringify(text);
}

// Array.isArray, false where it throws (a revoked Proxy).
function isArray(v) {
  try { return Array.isArray(v); } catch (e) { return false; }
}

// A value's kind in words, for a message; never throws.
function kindOf(v) {
  if (v === null) return 'null';
  if (isArray(v)) return 'an array';
  var type = typeof v;
  if (type === 'number' || type === 'boolean') return type + ' ' + String(v);
  return type === 'object' ? 'an object' : 'a ' + type;
}

/**
 * The first callback option of `copy` (options already read once, own
 * fields only) given but not a function, in words; null if none. Undefined
 * and null count as not given, as they do for every other option.
 */
export function callbackProblem(copy) {
  for (var i = 0; i < CALLBACK_OPTIONS.length; ++i) {
    var name = CALLBACK_OPTIONS[i];
    var v = copy[name];
    if (v !== undefined && v !== null && typeof v !== 'function') return 'option ' + name + ' must be a function; got ' + kindOf(v);
  }
  return null;
}

/**
 * What is wrong with eventAt(batch, i) before anything is read: a batch
 * that is no trace batch (one of next()'s, whose `kind` column gives its
 * length) or an index that is not a whole number inside it; null if nothing.
 * A batch whose other columns are missing or short is caught where they are
 * read (sudoku_api.js's eventAt).
 */
export function eventIndexProblem(batch, i) {
  if (!batch || typeof batch !== 'object' || !ArrayBuffer.isView(batch.kind)) {
    return 'eventAt needs a batch from a trace\'s next(); got ' + kindOf(batch);
  }
  var length = batch.kind.length;
  if (typeof i !== 'number' || !(i >= 0 && i < length) || Math.floor(i) !== i) {
    return 'eventAt needs an index from 0 to ' + (length - 1) + ' (the batch has ' + length + ' events); got ' +
      kindOf(i);
  }
  return null;
}

// A lone surrogate: a high one not followed by a low one, or a low one not after a high one.
var LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])([\uDC00-\uDFFF])/;

/**
 * The first lone surrogate of `text` (half of a UTF-16 pair without the
 * other half), in words with where it is, or null if there is none. Text
 * crosses into wasm as UTF-8, and the conversion (embind's std::string)
 * joins a lone surrogate with whatever follows into a character that is not
 * in the text (U+D800 then '.' became U+1002E, the '.' gone), so each entry
 * taking text asks this first. Where: characters (code points) counted from
 * 1, as the core counts them; "line L, column C" when the text has more
 * than one line, as the core says it for text over several lines.
 * A text longer than any the module reads (MAX_TEXT_SCANNED) is not looked
 * through: the module refuses it by its length before it is copied in.
 */
var MAX_TEXT_SCANNED = 16 << 20;  // solveBatch's limit, the largest (core kMaxBatchText)
export function loneSurrogateProblem(text) {
  if (typeof text !== 'string' || text.length > MAX_TEXT_SCANNED) return null;
  if (typeof text.isWellFormed === 'function' ? text.isWellFormed() : !LONE_SURROGATE.test(text)) return null;
  var match = LONE_SURROGATE.exec(text);
  var at = match[1] === undefined ? match.index : match.index + match[0].length - 1;
  var unit = text.charCodeAt(at);
  var line = 1, column = 1, position = 1, multiLine = /[\r\n]/.test(text);
  for (var i = 0; i < at; ++i) {
    var c = text.charCodeAt(i);
    if (c >= 0xD800 && c <= 0xDBFF && i + 1 < at) {
      var next = text.charCodeAt(i + 1);
      if (next >= 0xDC00 && next <= 0xDFFF) ++i;  // a pair is one character
    }
    ++position;
    if (c === 0x0D && text.charCodeAt(i + 1) === 0x0A) continue;  // \r\n is one line end
    if (c === 0x0A || c === 0x0D) { ++line; column = 1; } else ++column;
  }
  var where = multiLine ? 'line ' + line + ', column ' + column : 'position ' + position;
  return 'a lone surrogate U+' + unit.toString(16).toUpperCase() + ' at ' + where +
    ' (half of a UTF-16 pair without the other half: no character)';
}
