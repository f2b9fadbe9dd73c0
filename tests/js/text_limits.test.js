// Texts of many puzzles have documented limits, refused with a SudokuError
// before any copy into wasm memory: splitPuzzles once returned [] above 4 MiB,
// and a 3-million-line solveBatch left the heap at 960 MB for good.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku } = require('./support/library');

const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const SPLIT_LIMIT = 4 * 1024 * 1024;   // as documented in sudoku.d.ts
const BATCH_LIMIT = 16 * 1024 * 1024;
const MB = 1 << 20;

// `lines` copies of SOURCE_GRID, one a line, padded with blanks to exactly `length` characters.
function linesOfLength(length) {
  const line = SOURCE_GRID + '\n';
  const text = line.repeat(Math.floor(length / line.length));
  return text + ' '.repeat(length - text.length);
}

test('splitPuzzles above 4 MiB is refused with too_long naming the limit, not answered with []', async () => {
  const api = await sudoku();
  const before = api.heapBytes();
  for (const text of [linesOfLength(SPLIT_LIMIT + 1), '.'.repeat(10 * MB)]) {
    assert.throws(() => api.splitPuzzles(text), (e) => e.name === 'SudokuError' && e.code === 'too_long' &&
      e.message.includes(`${text.length} characters long`) && e.message.includes(`at most ${SPLIT_LIMIT}`));
  }
  assert.equal(api.heapBytes(), before);
  const atLimit = api.splitPuzzles(linesOfLength(SPLIT_LIMIT));
  assert.equal(atLimit.length, Math.floor(SPLIT_LIMIT / 82));
  assert.equal(atLimit[0], SOURCE_GRID);
});

test('solveBatch above 16 MiB is refused with too_long before it is copied, leaving the heap as it was', async (t) => {
  const api = await sudoku();
  const before = api.heapBytes();
  const text = linesOfLength(BATCH_LIMIT + 1);
  const started = performance.now();
  assert.throws(() => api.solveBatch(text), (e) => e.name === 'SudokuError' && e.code === 'too_long' &&
    e.message.includes(`${text.length} characters long`) && e.message.includes(`at most ${BATCH_LIMIT}`) &&
    /split it into several calls/.test(e.message));
  t.diagnostic(`refused after ${(performance.now() - started).toFixed(1)} ms`);
  assert.equal(api.heapBytes(), before);  // never copied: the work is bounded, whatever the time
  // Well under the limit, a batch works as before.
  const r = api.solveBatch(linesOfLength(1000 * 82));
  assert.equal(r.puzzles, 1000);
  assert.equal(r.solved, 1000);
});

test('regression: splitPuzzles of 4 MiB of newlines is refused (too_long, its lines counted) and leaves the heap as it was', async () => {
  // It once grew the heap from 16.8 to 144 MB for good: every line was recorded.
  const api = await sudoku();
  const before = api.heapBytes();
  for (const text of ['\n'.repeat(SPLIT_LIMIT), '\r\n'.repeat(SPLIT_LIMIT / 2), '1\n'.repeat(SPLIT_LIMIT / 2)]) {
    assert.throws(() => api.splitPuzzles(text), (e) => e.name === 'SudokuError' && e.code === 'too_long' &&
      /the text has \d+ lines; splitPuzzles reads at most 262144/.test(e.message));
  }
  assert.equal(api.heapBytes(), before);
  // 4 MiB of one-line 4x4 puzzles is under the line limit.
  const fourByFour = ('.'.repeat(16) + '\n').repeat(Math.floor(SPLIT_LIMIT / 17));
  assert.equal(api.splitPuzzles(fourByFour).length, Math.floor(SPLIT_LIMIT / 17));
});
