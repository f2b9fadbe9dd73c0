// Options objects are read once, in JavaScript, before anything reaches
// WebAssembly; counts are whole numbers. Regressions, each named after what it
// guards.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku, loadLibrary } = require('./support/library');

const SOURCE_GRID = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const MB = 1 << 20;
const isCode = (code, pattern) => (e) => e.name === 'SudokuError' && e.code === code && (!pattern || pattern.test(e.message));

function throwingGetter() {
  return { algorithm: 'fast', get variant() { throw new Error('getter says no'); } };
}
function revokedProxy() {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

// Every call that takes options, with arguments that are otherwise fine.
const CALLS = {
  parse: (api, o) => api.parse(SOURCE_GRID, o),
  validate: (api, o) => api.validate(SOURCE_GRID, o),
  solve: (api, o) => api.solve(SOURCE_GRID, o),
  count: (api, o) => api.count(SOURCE_GRID, o),
  enumerate: (api, o) => api.enumerate(SOURCE_GRID, o),
  trace: (api, o) => api.trace(SOURCE_GRID, o).close(),
  hint: (api, o) => api.hint(SOURCE_GRID, o),
  format: (api, o) => api.format(SOURCE_GRID, o),
  solveBatch: (api, o) => api.solveBatch(SOURCE_GRID, o),
};

// The bad_option error a call gives: thrown, or returned by parse / validate.
function optionError(call, api, options) {
  try {
    const r = CALLS[call](api, options);
    return r && r.ok === false ? r.error : null;
  } catch (e) {
    return e;
  }
}

test('options whose reading throws (a getter, a revoked Proxy) never corrupt the module: 5,000 calls of each', async () => {
  // Such a throw once unwound through wasm frames in parse, trace, hint, format
  // and solveBatch; some thousands later every call failed with "memory access
  // out of bounds" for the life of the process.
  const api = await sudoku();
  const before = api.heapBytes();
  for (const call of Object.keys(CALLS)) {
    for (const [name, make] of [['throwing getter', throwingGetter], ['revoked Proxy', revokedProxy]]) {
      const options = make();
      for (let i = 0; i < 5000; ++i) {
        const e = optionError(call, api, options);
        if (!e || e.code !== 'bad_option' || !/options could not be read/.test(e.message)) {
          assert.fail(`${call} with a ${name}, call ${i}: ${e && e.message}`);
        }
      }
    }
  }
  const r = api.solve(SOURCE_GRID, { algorithm: 'naive' });
  assert.equal(r.status, 'solved');
  assert.equal(api.count('.'.repeat(16)).count, 288);
  assert.equal(api.parse(SOURCE_GRID).ok, true);
  assert.ok(api.heapBytes() <= before + 8 * MB, `heap grew from ${before} to ${api.heapBytes()}`);
});

test('the option error says what was thrown, whatever was thrown', async () => {
  const api = await sudoku();
  const { SudokuError } = loadLibrary();
  assert.throws(() => api.solve(SOURCE_GRID, throwingGetter()), isCode('bad_option', /getter says no/));
  assert.throws(() => api.hint(SOURCE_GRID, revokedProxy()), isCode('bad_option', /revoked/));
  for (const thrown of [undefined, null, 0, '', revokedProxy()]) {
    const options = { get limit() { throw thrown; } };
    assert.throws(() => api.count(SOURCE_GRID, options), (e) => e instanceof SudokuError && e.code === 'bad_option');
  }
  // Proxy traps other than get: ownKeys, getOwnPropertyDescriptor.
  const noKeys = new Proxy({}, { ownKeys() { throw new Error('no keys'); } });
  assert.throws(() => api.format(SOURCE_GRID, noKeys), isCode('bad_option', /no keys/));
  const noDescriptor = new Proxy({ a: 1 }, { getOwnPropertyDescriptor() { throw new Error('no descriptor'); } });
  assert.throws(() => api.solveBatch(SOURCE_GRID, noDescriptor), isCode('bad_option', /no descriptor/));
});

test('each option is read once, in JavaScript, before the module is entered', async () => {
  const api = await sudoku();
  for (const call of Object.keys(CALLS)) {
    let reads = 0;
    let stack = '';
    const options = {
      get variant() {
        reads += 1;
        stack = new Error().stack;
        return 'standard';
      },
    };
    CALLS[call](api, options);
    assert.equal(reads, 1, `${call} read the option ${reads} times`);
    assert.doesNotMatch(stack, /wasm/, `${call} ran the getter from inside WebAssembly`);
  }
});

test('a Proxy or getter inside an option value, or as an own "__proto__" field, is never touched by the module', async () => {
  const api = await sudoku();
  const trap = () => { throw new Error('trap ran'); };
  const hostile = new Proxy({}, { get: trap, has: trap, ownKeys: trap, getPrototypeOf: trap });
  // An own field named __proto__ must not become the prototype of what the module reads.
  const protoField = Object.defineProperty({}, '__proto__', { value: hostile, enumerable: true });
  for (let i = 0; i < 2000; ++i) {
    assert.throws(() => api.solve(SOURCE_GRID, protoField), isCode('bad_option', /unknown option "__proto__" for solve/));
    assert.throws(() => api.solve(SOURCE_GRID, { variant: hostile }), isCode('bad_option', /option variant must be a string/));
    assert.throws(() => api.hint(SOURCE_GRID, { techniqueCap: revokedProxy() }), isCode('bad_option', /techniqueCap must be a string/));
  }
  // Of the wrong type, refused by its type alone (typeof runs no trap).
  assert.throws(() => api.format(SOURCE_GRID, { style: 'grid', boxes: hostile }), isCode('bad_option', /option boxes must be a boolean; got an object/));
  assert.equal(api.solve(SOURCE_GRID).status, 'solved');
});

test('a puzzle array whose reading throws is a bad_option, and its cells are read once', async () => {
  const api = await sudoku();
  const cells = Array.from(SOURCE_GRID, Number);
  const getter = cells.slice();
  Object.defineProperty(getter, 7, { get() { throw new Error('cell says no'); } });
  const noLength = { get length() { throw undefined; } };  // eslint-disable-line no-throw-literal
  for (const puzzle of [getter, revokedProxy(), noLength]) {
    assert.throws(() => api.solve(puzzle), isCode('bad_option', /the puzzle could not be read/));
    assert.equal(api.parse(puzzle).error.code, 'bad_option');
  }
  // A cell that answers 5 to the check and 'x' afterwards is read once, as 5.
  let reads = 0;
  const fickle = cells.slice();
  Object.defineProperty(fickle, 1, { get() { reads += 1; return reads === 1 ? 5 : 'x'; } });
  assert.equal(api.solve(fickle).status, 'solved');
  assert.equal(reads, 1);
});

test('fractional and out-of-range counts are refused, naming the option and the value (limit 0.5 once meant no limit)', async () => {
  const api = await sudoku();
  const cases = [
    [() => api.count(SOURCE_GRID, { limit: 0.5 }), /option limit must be a whole number from 0 to 9007199254740991; got 0\.5/],
    [() => api.count(SOURCE_GRID, { maxNodes: 0.5 }), /option maxNodes must be a whole number from 0 to 9007199254740991; got 0\.5/],
    [() => api.solve(SOURCE_GRID, { limit: 1.25 }), /option limit must be a whole number .*; got 1\.25/],
    [() => api.enumerate(SOURCE_GRID, { limit: 2.5 }), /option limit .*got 2\.5/],
    [() => api.enumerate(SOURCE_GRID, { batchSize: 2.5 }), /option batchSize must be a whole number from 1 to 1048576; got 2\.5/],
    [() => api.enumerate(SOURCE_GRID, { batchSize: 0 }), /option batchSize must be between 1 and 1048576; got 0/],
    [() => api.enumerate(SOURCE_GRID, { batchSize: 2 ** 21 }), /option batchSize must be between 1 and 1048576; got 2097152/],
    [() => api.trace(SOURCE_GRID, { limit: 0.5 }), /option limit .*got 0\.5/],
    [() => api.trace(SOURCE_GRID, { maxNodes: 10.5 }), /option maxNodes .*got 10\.5/],
    [() => api.solveBatch(SOURCE_GRID, { limit: 0.5 }), /option limit .*got 0\.5/],
    [() => api.solveBatch(SOURCE_GRID, { maxNodes: 0.5 }), /option maxNodes .*got 0\.5/],
    [() => api.hint(SOURCE_GRID, { limit: 0.5 }), /option limit .*got 0\.5/],
    [() => api.count(SOURCE_GRID, { limit: -1 }), /option limit must be between 0 and 9007199254740991; got -1/],
    [() => api.count(SOURCE_GRID, { limit: 1e300 }), /option limit must be between 0 and 9007199254740991; got 1e\+300/],
    [() => api.count(SOURCE_GRID, { maxNodes: 2 ** 53 }), /option maxNodes must be between 0 and 9007199254740991; got 9007199254740992/],
    [() => api.count(SOURCE_GRID, { limit: NaN }), /option limit .*got NaN/],
    [() => api.count(SOURCE_GRID, { timeLimit: -0.5 }), /option timeLimit must be between 0 and 1000000000000; got -0\.5/],
    [() => api.count(SOURCE_GRID, { progressInterval: 0.5 }), /option progressInterval must be between 1 and 1000000000; got 0\.5/],
  ];
  for (const [call, pattern] of cases) assert.throws(call, isCode('bad_option', pattern), String(pattern));
  // Milliseconds may be fractional: they are compared, never truncated.
  assert.equal(api.count(SOURCE_GRID, { timeLimit: 1000.5, progressInterval: 1.5 }).count, 1);
  // Whole numbers written as floats are whole numbers.
  assert.equal(api.count(SOURCE_GRID, { limit: 2.0, maxNodes: 1e6 }).count, 1);
});

test('trace.next refuses a fractional maxEvents', async () => {
  const api = await sudoku();
  const trace = api.trace('.'.repeat(81), { algorithm: 'naive', limit: 0 });
  assert.throws(() => trace.next(1.5), isCode('bad_option', /whole number of at least 1; got 1\.5/));
  assert.equal(trace.next(7).size, 7);
  trace.close();
});
