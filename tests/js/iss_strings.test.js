// Puzzle strings of the Interactive Sudoku Solver through the JavaScript API
// and the Worker client: read with their constraints (core/iss_format.hpp),
// solved and counted by the fast algorithm, refused by name where a call or
// an algorithm does not take constraints yet. (Every constraint kind's
// narrowing is checked natively against a brute force:
// tests/core/killer_test.cpp.)
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { sudoku, loadLibrary } = require('./support/library');
const { recordingWorkerClient } = require('./support/in_process_worker');

const { KILLER, THERMO, THERMO_SOLUTION } = require('./support/iss_puzzles');

test('an ISS killer and thermometer puzzle solve and count with the fast algorithm', async () => {
  const api = await sudoku();
  const thermo = api.solve(THERMO);
  assert.equal(thermo.status, 'solved');
  assert.equal(thermo.solution.join(''), THERMO_SOLUTION);
  const killer = api.count(KILLER, { limit: 2 });
  assert.equal(killer.count, 1);
  assert.equal(killer.complete, true);
  const parsed = api.parse(KILLER);
  assert.equal(parsed.ok, true);
  assert.equal(parsed.constraints.length, 35);
  assert.deepEqual(parsed.constraints[0], { kind: 'cage', cells: [0, 9], number: 15 });
  assert.deepEqual(api.parse('.~R1C1_5').constraints, []);
  assert.deepEqual(api.parse('5' + '.'.repeat(80)).constraints, [], 'a plain puzzle has none');
});

test('calls and algorithms that do not take constraints refuse them by name', async () => {
  const api = await sudoku();
  assert.throws(() => api.solve(KILLER, { algorithm: 'naive' }),
    { code: 'bad_option', message: /Naive backtracking does not solve puzzles with a killer cage yet; fast does/ });
  for (const call of ['estimate']) {
    assert.throws(() => api[call](KILLER), { code: 'bad_option', message: new RegExp(`^${call} does not take constraints`) }, call);
  }
  assert.throws(() => api.solve(KILLER, { variant: 'x' }), { code: 'bad_option', message: /carries its own shape/ });
  assert.throws(() => api.solve('.Skyscraper~10~R1'), { code: 'bad_constraint', message: /is a Skyscraper, which is not read yet/ });
  assert.throws(() => api.solve('.Cage~50~R1C1~R1C2'), { code: 'bad_constraint', message: /has the sum 50/ });
});

test('the Worker client counts an ISS puzzle on one Worker: its constraints stay whole', async (t) => {
  const library = loadLibrary();
  const { client } = recordingWorkerClient(library, t);
  await client.ready;
  const api = await sudoku();
  // The first ten cages without their sums: hundreds of solutions, which a spread count would split.
  let sumless = 0;
  const open = KILLER.replace(/\.Cage~\d+~/g, (cage) => (sumless++ < 10 ? '.Cage~~' : cage));
  const mine = api.count(open, { limit: 0 });
  const theirs = await client.count(open, { limit: 0 });
  assert.equal(theirs.count, mine.count);
  assert.ok(mine.count > 100, `${mine.count} solutions`);
  assert.equal((await client.solve(THERMO)).solution.join(''), THERMO_SOLUTION);
});

test('the package README\'s constraint example gives what its comments say', async () => {
  const readme = require('node:fs').readFileSync(require('node:path').join(__dirname, '../../src/wasm/package/README.md'), 'utf8');
  const block = [...readme.matchAll(/^```js\n([\s\S]*?)^```/gm)].map((m) => m[1]).find((b) => b.includes('.Thermo~'));
  assert.ok(block, 'the README has the example');
  // Each `EXPRESSION; // VALUE` line checked: the expression's value against the comment's.
  const checked = block.replace(/^(.*);\s*\/\/ (.*)$/gm, (line, expression, value) => `said.push([${expression}, ${value}]);`);
  const said = [];
  new Function('sudoku', 'said', checked)(await sudoku(), said);
  assert.equal(said.length, 2);
  for (const [got, expected] of said) assert.deepEqual(got, expected);
});

test('option constraints adds rules to any puzzle, as a list or its JSON text, and names a bad one', async (t) => {
  const api = await sudoku();
  const empty = '.'.repeat(16);
  const rules = [{ kind: 'cage', cells: [0, 1], number: 3 }, { kind: 'thermo', cells: [2, 3] }, { kind: 'white_dot', cells: [4, 5] }];
  const counted = api.count(empty, { limit: 0, constraints: rules });
  assert.equal(counted.count, 24);
  const fromText = api.count(empty, { limit: 0, constraints: JSON.stringify(rules) });
  assert.deepEqual({ ...fromText.stats, elapsedMs: 0 }, { ...counted.stats, elapsedMs: 0 });
  assert.equal(fromText.count, 24);
  // The same rules as an ISS string count alike.
  assert.equal(api.count('.Shape~4x4.Cage~3~R1C1~R1C2.Thermo~R1C3~R1C4.WhiteDot~R2C1~R2C2', { limit: 0 }).count, 24);
  assert.deepEqual(api.parse(empty, { constraints: rules }).constraints, rules);
  assert.throws(() => api.count(empty, { constraints: [{ kind: 'cagee', cells: [0] }] }),
    { code: 'bad_constraint', message: /^constraints\[0\]\.kind is 'cagee', not one of cage, sum, / });
  assert.throws(() => api.count(empty, { constraints: [{ kind: 'cage', cells: [0, 16] }] }),
    { code: 'bad_constraint', message: 'constraints[0].cells[1] must be a cell number from 0 to 15, got 16' });
  assert.throws(() => api.solve(empty, { constraints: rules, algorithm: 'mrv' }), { code: 'bad_option', message: /does not solve puzzles with a killer cage yet/ });
  assert.throws(() => api.estimate(empty, { constraints: rules }), { code: 'bad_option', message: /^estimate does not take constraints/ });
  assert.equal(typeof api.rate(KILLER).score, 'number', 'rate() walks the rules by the ladder');
  assert.equal(api.hint(empty, { constraints: rules }).status, 'deduction', 'a hint narrows by them');
  assert.throws(() => api.solveBatch(empty, { constraints: rules }), { code: 'bad_option', message: /^solveBatch does not take constraints yet/ });
  assert.throws(() => api.solve('.Cage~3~R1C1~R1C2', { constraints: rules }), { code: 'bad_option', message: /carries its own constraints/ });
  // The Worker client spreads the count over pieces, each counted with the rules.
  const { client } = recordingWorkerClient(loadLibrary(), t);
  await client.ready;
  assert.equal((await client.count(empty, { limit: 0, constraints: rules })).count, 24);
  const sumless = [{ kind: 'cage', cells: [0, 5] }];
  assert.equal((await client.count(empty, { limit: 0, constraints: sumless })).count, api.count(empty, { limit: 0, constraints: sumless }).count);
});

test('format() with style "iss" writes a puzzle with its rules, which parse() reads back; readAnyLayout reads ISS strings whole', async () => {
  const api = await sudoku();
  const parsed = api.parse(KILLER);
  const text = api.format(parsed.cells, { style: 'iss', constraints: parsed.constraints });
  const again = api.parse(text);
  assert.deepEqual(again.constraints, parsed.constraints);
  assert.deepEqual(Array.from(again.cells), Array.from(parsed.cells));
  // The board and the rules come through together: an X grid with a thermometer.
  const thermoX = { variant: 'x', constraints: [{ kind: 'thermo', cells: [0, 1, 2] }] };
  const x = api.parse(api.format('5' + '.'.repeat(80), Object.assign({ style: 'iss' }, thermoX)));
  assert.equal(x.variant, 'x');
  assert.deepEqual(x.constraints, thermoX.constraints);
  assert.throws(() => api.format('.'.repeat(81), { constraints: thermoX.constraints }), { code: 'bad_option', message: /style "iss" only/ });
  assert.throws(() => api.format('.'.repeat(36), { style: 'iss', variant: '3x2', constraints: [{ kind: 'thermo', cells: [0, 1] }] }),
    { code: 'bad_option', message: /cannot carry|usual boxes/ });
  // readAnyLayout: the ISS string's one reading, its variant as variants() spells it, its regions and rules.
  const [reading, ...others] = api.readAnyLayout(THERMO);
  assert.deepEqual(others, []);
  assert.equal(reading.layout, '');
  assert.equal(reading.constraints.length, 4);
  assert.equal(reading.regionOf.length, 81);
  const jigsaw = api.readAnyLayout('.NoBoxes.Jigsaw~' + '000111222'.repeat(3) + '333444555'.repeat(3) + '666777888'.repeat(3) +
    '.Diagonal~1.Diagonal~-1.Thermo~R1C1~R1C2')[0];
  assert.ok(api.variants().some((v) => v.id === jigsaw.variant), `${jigsaw.variant} is a variants() id`);
  assert.deepEqual(jigsaw.variant.split(',').sort(), ['jigsaw', 'x']);
});

test('constraintKinds() lists every kind the library reads, each with a drawing the page knows', async () => {
  const api = await sudoku();
  const kinds = api.constraintKinds();
  assert.ok(kinds.length >= 19);
  const draws = ['cage', 'diagonal', 'outside', 'arrow', 'thermo', 'line', 'dot', 'letter', 'sign', 'cell', 'grid', 'unmarked'];
  for (const k of kinds) {
    assert.ok(draws.includes(k.draw), `${k.id}: ${k.draw}`);
    assert.ok(k.name && k.rule, k.id);
    assert.ok(['sum', 'difference', ''].includes(k.number), k.id);
  }
  // Every kind an ISS string brings is one of them.
  const seen = new Set(api.parse(KILLER).constraints.concat(api.parse(THERMO).constraints).map((c) => c.kind));
  for (const id of seen) assert.ok(kinds.some((k) => k.id === id), id);
});

test('hint() explains a killer by its cages and a thermometer by its rule; candidates() takes the rules too', async () => {
  const api = await sudoku();
  const killer = api.hint(KILLER);
  assert.equal(killer.status, 'deduction');
  assert.equal(killer.step.technique, 'cage_combination');
  assert.equal(killer.message, 'Cage combinations: r1c1, r2c1 add up to 15, and every way to make it with their candidates uses only ' +
    '6, 7, 8, 9, so r1c1, r2c1 lose 1, 2, 3, 4, 5.');
  assert.deepEqual(killer.step.cells.map((c) => c.cell), [0, 9]);
  const thermo = api.hint(THERMO);
  assert.equal(thermo.step.technique, 'constraint_rule');
  assert.match(thermo.message, /^Variant rule \(Thermometer\) over r9c4, r8c3, /);
  assert.equal(api.candidates(KILLER).masks.length, 81);
  // Hint after hint, applied, goes to the end of Solo's easiest killer without a guess.
  let grid = Uint8Array.from(api.parse(KILLER).cells);
  const rules = api.parse(KILLER).constraints;
  let eliminations = [];
  const used = new Set();
  for (let i = 0; i < 400; i++) {
    const h = api.hint(grid, { constraints: rules, eliminations });
    if (h.status !== 'deduction') { assert.equal(h.status, 'solved'); break; }
    used.add(h.step.technique);
    for (const p of h.step.placements) grid[p.cell] = p.value;
    eliminations = eliminations.concat(h.step.eliminations);
  }
  assert.equal(api.count(grid, { constraints: rules }).count, 1);
  assert.ok(used.has('innies_outies'), [...used].join());
});
