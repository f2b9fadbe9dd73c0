// Checks of what a caller hands the API that the module cannot make: the
// callback options and eventAt's arguments. Each answers with the problem in
// words, or null, and sudoku_api.js throws it as a SudokuError "bad_option"
// before any work; the Worker client reads options and events with the same
// functions of sudoku_api.js, so its calls reject the same way on the page.
// Numbers (limit, maxNodes, timeLimit, progressInterval, batchSize, size)
// are the module's to check (src/wasm/convert.hpp's NumberOption table):
// every search reads them before it starts.

/** The options that take a function (sudoku.d.ts: SearchLimits, EnumerateOptions). */
export var CALLBACK_OPTIONS = ['onProgress', 'onBatch'];

// A value's kind in words, for a message; never throws.
function kindOf(v) {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
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
