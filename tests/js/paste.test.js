// parse() and splitPuzzles() of texts as people paste them (issue 18):
// SimpleSudoku .ss files, box-drawn grids, CSV, other blanks; and the errors
// for text that is no puzzle, in characters and in one sentence. The reader
// is the library's (tested natively in tests/core/text_format_test.cpp);
// this checks that the same texts arrive whole through the JS API.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku, gridLine } = require('./support/library');
const { SAMPLES, CLASSIC, SIMPLE_SUDOKU, GARBAGE, GARBAGE_MESSAGE, boxDrawn, LIGHT } = require('./support/pasted_texts');

test('parse() reads every pasted format into its grid, the size from the cells', async () => {
  const api = await sudoku();
  for (const { name, text, line, size } of SAMPLES) {
    const r = api.parse(text);
    assert.equal(r.ok, true, `${name}: ${r.ok ? '' : r.error.message}`);
    assert.equal(r.size, size, name);
    assert.equal(gridLine(r.cells), line, name);
    assert.deepEqual(api.splitPuzzles(text), [text], `${name}: one puzzle`);
  }
});

test('splitPuzzles() keeps several one-line puzzles apart with the new blanks and fields', async () => {
  const api = await sudoku();
  const underscores = CLASSIC.replace(/\./g, '_');
  const fields = CLASSIC.split('').map((ch) => (ch === '.' ? '' : ch)).join(';');
  assert.deepEqual(api.splitPuzzles(`${underscores}\n${fields}\n`), [underscores, fields]);
  for (const piece of api.splitPuzzles(`${underscores}\n${fields}\n`)) assert.equal(gridLine(api.parse(piece).cells), CLASSIC);
  // Two .ss grids in one file: one piece each, from border to border.
  const two = api.splitPuzzles(SIMPLE_SUDOKU + '\r\n' + SIMPLE_SUDOKU);
  assert.deepEqual(two, [SIMPLE_SUDOKU.trimEnd(), SIMPLE_SUDOKU.trimEnd()]);
});

test('a bad character is named as people see it, with its code point and place; many make one sentence', async () => {
  const api = await sudoku();
  const drawn = boxDrawn(CLASSIC, 9, 3, 3, LIGHT).replace('│ 5 3 .', '│ 5 3 é');
  let r = api.parse(drawn);
  assert.equal(r.ok, false);
  assert.equal(r.error.code, 'bad_character');
  assert.equal(r.error.message, "'é' (U+00E9) at line 2, column 7 is not a digit, a letter A-P or a blank (. 0 _ * x ?)");
  r = api.parse(GARBAGE);
  assert.equal(r.error.code, 'bad_character');
  assert.equal(r.error.message, GARBAGE_MESSAGE);
  // A whole page of text: still one sentence, not one entry per character.
  r = api.parse('Rows and columns\n'.repeat(200));
  assert.equal(r.error.code, 'bad_character');
  assert.match(r.error.message, /^\d[\d]* characters are not digits, letters A-P or blanks \(\. 0 _ \* x \?\), starting with 'R' at line 1, column 1$/);
  assert.ok(r.error.message.length < 150, r.error.message);
  // The .ss borders hold no cells: one row missing is a count, not a bad '*'.
  r = api.parse(SIMPLE_SUDOKU.replace('|6..|195|...|\r\n', ''));
  assert.equal(r.error.code, 'bad_cell_count');
  assert.match(r.error.message, /^read 72 cells/);
});
