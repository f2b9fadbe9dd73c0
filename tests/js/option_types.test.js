// Every option of every call is checked by name and type before any work
// (src/wasm/js/options_check.js): trace(P, {timeLimit: '5'}) was once run
// as if the option were absent (trace uses no time limit, so the module
// never read it), and so was any option of the wrong type given to a call
// that does not use it, or a name that is no option at all ({timelimit: 5}).
// Now each is a SudokuError "bad_option" naming the option, in the
// synchronous API and in the Worker client (on the page, sending nothing).
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { sudoku, loadLibrary } = require('./support/library');
const { recordingWorkerClient } = require('./support/in_process_worker');

const PUZZLE = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const TEXT_CALLS = ['solveBatch', 'splitPuzzles'];      // (text, options)
const OPTIONS_CALLS = ['shapeInfo', 'cellNames', 'generate'];  // (options)
const PARSE_CALLS = ['parse', 'validate'];              // answer {ok: false, error} rather than throw

const loadChecks = () => import(pathToFileURL(path.resolve(__dirname, '../../src/wasm/js/options_check.js')).href);

function badOption(name) {
  return (e) => e.name === 'SudokuError' && e.code === 'bad_option' && e.message.includes(name);
}

// A value of the wrong type for each option type of options_check.js ('own' ones are checked where they are read).
function wrongValue(type) {
  return { number: '5', string: 5, boolean: 'yes', 'function': true, variant: 7 }[type];
}

// Runs `call` on `api` with `options` the way its signature takes them; a parse call's {ok: false} answer is thrown.
function callWith(api, call, options) {
  if (OPTIONS_CALLS.includes(call)) return api[call](options);
  if (TEXT_CALLS.includes(call)) return api[call](PUZZLE, options);
  if (PARSE_CALLS.includes(call)) {
    const r = api[call](PUZZLE, options);
    if (r && r.ok === false) { const e = new Error(r.error.message); e.name = 'SudokuError'; e.code = r.error.code; throw e; }
    return r;
  }
  const r = api[call](PUZZLE, options);
  if (call === 'trace') r.close();
  return r;
}

test('regression: trace(P, {timeLimit: \'5\'}) is a bad_option naming timeLimit, though trace uses no time limit', async () => {
  const api = await sudoku();
  assert.throws(() => api.trace(PUZZLE, { timeLimit: '5' }), badOption('option timeLimit must be a number; got a string'));
  const t = api.trace(PUZZLE, { timeLimit: 5 });  // of its type, an option the call does not use is allowed
  t.close();
});

test('regression: every call refuses an option of the wrong type, whether it uses it or not, before any work', async () => {
  const api = await sudoku();
  const { OPTION_TYPES, CALL_OPTIONS } = await loadChecks();
  for (const call of Object.keys(CALL_OPTIONS)) {
    for (const [name, type] of Object.entries(OPTION_TYPES)) {
      const value = wrongValue(type);
      if (value === undefined) continue;
      assert.throws(() => callWith(api, call, { [name]: value }), badOption('option ' + name + ' must be'), `${call} ${name}`);
    }
  }
});

test('regression: every call refuses a name that is no option, naming it and what the call takes', async () => {
  const api = await sudoku();
  const { CALL_OPTIONS } = await loadChecks();
  for (const call of Object.keys(CALL_OPTIONS)) {
    assert.throws(() => callWith(api, call, { timelimit: 5 }), (e) => badOption('unknown option "timelimit" for ' + call)(e) &&
      CALL_OPTIONS[call].every((name) => e.message.includes(name)), call);
  }
  // Undefined and null are "not given", for a name that is no option too.
  assert.equal(api.count(PUZZLE, { timelimit: undefined, whatever: null }).count, 1);
});

test('regression: the Worker client refuses wrong types and unknown names on the page, sending nothing', async (t) => {
  const { client, sent } = recordingWorkerClient(loadLibrary(), t);
  await client.ready;
  const { CALL_OPTIONS } = await loadChecks();
  const args = (call, options) => (OPTIONS_CALLS.includes(call) ? [options] : [PUZZLE, options]);
  for (const call of Object.keys(CALL_OPTIONS)) {
    const refused = (p) => (PARSE_CALLS.includes(call)
      ? p.then((r) => { assert.equal(r.ok, false, call); assert.equal(r.error.code, 'bad_option'); return r.error.message; })
      : p.then(() => assert.fail(call + ' resolved'), (e) => { assert.equal(e.code, 'bad_option', call); return e.message; }));
    assert.match(await refused(client[call](...args(call, { timeLimit: '5' }))), /option timeLimit must be a number/, call);
    assert.match(await refused(client[call](...args(call, { timelimit: 5 }))), /unknown option "timelimit"/, call);
  }
  assert.deepEqual(sent, ['init'], 'no call reached the Worker');
  const trace = await client.trace(PUZZLE, { timeLimit: 5 });
  await trace.close();
});
