// A trace event's sentence, from the library's templates (core/words.hpp).
// Which template an event takes is the core's choice, handed over in the
// batch (words[i], an index in templates()); a deduction's sentence comes
// worded by the core inside its step (in the language of the trace's
// `wording` option). What is left here is filling the fields an event
// carries ({cell}, {value}, {technique}, {count}) into its template, exactly
// as the core's fill_template does (tests/js compares the two on whole
// traces). The templates and technique names are the caller's: the
// library's English, or another language's texts by the same indices (the
// page's, mapped through its translator), filled the same way: cells named
// r1c1 and counts with commas in every language, as the core writes them.
// No module needed: the page runs it on the main thread with the tables a
// Worker client fetched.

var SYMBOLS = '123456789ABCDEFGHIJKLMNOP';
var decoder = typeof TextDecoder === 'function' ? new TextDecoder() : null;

/** `text` with each {field} replaced by fields[field]; an unknown field stays as written. */
export function fillTemplate(text, fields) {
  return text.replace(/\{([a-z_]+)\}/g, function (whole, name) {
    return Object.prototype.hasOwnProperty.call(fields, name) ? String(fields[name]) : whole;
  });
}

/** A count as the core writes one: 1234567 -> "1,234,567". */
export function withCommas(n) {
  var digits = String(n), out = '';
  for (var i = 0; i < digits.length; i++) {
    if (i && (digits.length - i) % 3 === 0) out += ',';
    out += digits.charAt(i);
  }
  return out;
}

/** The step of event i (a kDeduce): the object step_json.hpp writes, or null. */
export function stepAt(batch, i) {
  var begin = i ? batch.stepEnd[i - 1] : 0, end = batch.stepEnd[i];
  if (end === begin) return null;
  var bytes = batch.steps.subarray(begin, end);
  var text = '';
  if (decoder) text = decoder.decode(bytes);
  else for (var k = 0; k < bytes.length; k++) text += String.fromCharCode(bytes[k]);  // ASCII steps only
  return JSON.parse(text);
}

/**
 * The sentence of event i of a trace batch. tables: {templates: [{id,
 * text}] (templates(), or their texts in another language, in the same
 * order), techniques: [{id, name}] (techniques(), or their names in another
 * language, in the same order), cellNames: string[] (cellNames() of the
 * traced puzzle's shape)}. A deduction's sentence is its step's message, as
 * the trace worded it.
 */
export function eventSentence(batch, i, tables) {
  var step = stepAt(batch, i);
  if (step) return step.message;
  var words = tables.templates[batch.words[i]];
  if (!words) return '';
  var cell = batch.cell[i];
  var technique = tables.techniques[batch.technique[i]];
  return fillTemplate(words.text, {
    cell: cell >= 0 ? tables.cellNames[cell] : '',
    value: batch.value[i] ? SYMBOLS.charAt(batch.value[i] - 1) : '',
    technique: technique ? technique.name : '',
    count: withCommas(batch.solutionIndex[i]),
  });
}
