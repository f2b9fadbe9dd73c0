// A lone surrogate (half of a UTF-16 pair) in a text is named as such, at its
// position, by every entry taking text. Wasm's UTF-8 conversion joined it
// with the next character: solve('\ud800' + 80 dots) reported "'𐀮'
// (U+1002E) at position 1", a character not in the input, and the next '.'
// was gone (src/wasm/js/options_check.js checks each text at the edge).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku } = require('./support/library');

const DOTS = '.'.repeat(80);

// The refusal: bad_character naming the surrogate's code and where it is.
function lone(code, where) {
  return (e) => e.name === 'SudokuError' && e.code === 'bad_character' &&
    e.message.includes(`a lone surrogate U+${code} at ${where}`) && !/U\+1[0-9A-F]{4}/.test(e.message);
}

test('regression: solve(\'\\ud800\' + 80 dots) names the lone surrogate U+D800 at position 1, not U+1002E', async () => {
  const api = await sudoku();
  assert.throws(() => api.solve('\ud800' + DOTS), lone('D800', 'position 1'));
  assert.throws(() => api.solve('..\udc00' + DOTS), lone('DC00', 'position 3'));
  // A whole pair before it is one character, as the core counts them.
  assert.throws(() => api.solve('😀\ud800' + DOTS), lone('D800', 'position 2'));
  assert.throws(() => api.solve('\ud83d\ud83d\ude00' + DOTS), lone('D83D', 'position 1'));
  assert.throws(() => api.solve('.........\n\ud800' + DOTS), lone('D800', 'line 2, column 1'));
  // A whole pair alone is still the core's to name.
  assert.throws(() => api.solve('😀' + DOTS), /'😀' \(U\+1F600\) at position 1/);
});

test('every entry taking text names a lone surrogate: count, hint, trace, enumerate, parse, readAnyLayout, splitPuzzles, solveBatch, options and shape text', async () => {
  const api = await sudoku();
  const text = '\ud800' + DOTS;
  for (const method of ['count', 'hint', 'trace', 'enumerate', 'validate', 'candidates', 'format']) {
    if (method === 'validate') {
      const r = api.validate(text);
      assert.equal(r.ok, false);
      assert.match(r.error.message, /a lone surrogate U\+D800 at position 1/);
      continue;
    }
    assert.throws(() => api[method](text, { limit: 1 }), lone('D800', 'position 1'), method);
  }
  assert.equal(api.parse(text).error.code, 'bad_character');
  assert.throws(() => api.readAnyLayout(text), lone('D800', 'position 1'));
  assert.throws(() => api.splitPuzzles(DOTS + '.\n' + DOTS + '\ud800.'), lone('D800', 'line 2, column 81'));
  assert.throws(() => api.solveBatch(DOTS + '.\n' + text), lone('D800', 'line 2, column 1'));
  assert.throws(() => api.solve(DOTS + '.', { regions: '\udfff' + DOTS }), lone('DFFF', 'position 1'));
  const shape = '{"name":"\ud800","symbols":2,"cells":[{"row":0,"col":0},{"row":0,"col":1}],"houses":[[0,1]]}';
  assert.throws(() => api.solve('1.', { shape }), (e) => lone('D800', 'position 10')(e) && e.message.startsWith('option shape: '));
  assert.equal(api.solve('1.', { shape: shape.replace('\ud800', 'ok') }).status, 'solved');
});
