// Whatever a user callback throws comes back out of the call: a falsy value
// (undefined, null, 0, false, '') was once taken for "stop" and swallowed.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku } = require('./support/library');

const EMPTY = '.'.repeat(81);
const FALSY = [undefined, null, 0, -0, false, '', NaN, 0n];

// What `fn` threw, or a marker when it returned.
function thrownBy(fn) {
  try {
    fn();
  } catch (e) {
    return { value: e };
  }
  return null;
}

test('a falsy value thrown by onProgress is rethrown, not taken for a stop', async () => {
  const api = await sudoku();
  for (const call of ['solve', 'count', 'enumerate']) {
    for (const value of FALSY) {
      let calls = 0;
      const thrown = thrownBy(() => api[call](EMPTY, {
        limit: 0, timeLimit: 5000, progressInterval: 1, onBatch: call === 'enumerate' ? () => true : undefined,
        onProgress: () => { calls += 1; throw value; },
      }));
      assert.ok(thrown, `${call}: throwing ${String(value)} must throw, not return`);
      assert.ok(Object.is(thrown.value, value), `${call}: threw ${String(thrown.value)} instead of ${String(value)}`);
      assert.equal(calls, 1, `${call}: onProgress was called again after it threw`);
    }
  }
});

test('a falsy value thrown by onBatch is rethrown, not taken for a stop', async () => {
  const api = await sudoku();
  for (const value of FALSY) {
    let calls = 0;
    const thrown = thrownBy(() => api.enumerate(EMPTY, {
      limit: 0, timeLimit: 5000, batchSize: 10, onBatch: () => { calls += 1; throw value; },
    }));
    assert.ok(thrown, `throwing ${String(value)} must throw, not return`);
    assert.ok(Object.is(thrown.value, value), `threw ${String(thrown.value)} instead of ${String(value)}`);
    assert.equal(calls, 1);
  }
  // The module is fine afterwards.
  assert.equal(api.enumerate(EMPTY, { limit: 5 }).solutions.length, 5);
});
