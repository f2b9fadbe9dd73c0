// The session (web/js/session.js and its parts, session_*.js), the puzzle
// and the operations the site and the widget share, driven in node with the
// real library: a small adapter gives the synchronous API of
// build/site/sudoku.js the shape of the Worker client the session expects
// (every method a Promise), and each test listens to the session's events as
// the views do.
'use strict';
const { test, before } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { sudoku } = require('./support/library');

const load = (file) => import(pathToFileURL(path.resolve(__dirname, '../../web/js', file)).href);
const loadLink = async (session, decoded) => (await load('links.js')).loadLink(session, decoded);
const FIRST = '058000003170050008000000100000000000407080006083060017910003070006000080000000034';
const FIRST_SOLUTION = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';
const TEN_SOLUTIONS = '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';
const EMPTY_9 = '.'.repeat(81);
const SMALL = '.....3.4....143.';  // 4x4, one solution

/**
 * The Worker client's face over the synchronous API: each call answers
 * with a Promise (a thrown SudokuError becomes a rejection), enumerate hands
 * out copies of its solutions in batches as the Worker does, and a trace's
 * next/result/close answer with Promises too. cancel() has nothing to stop.
 */
function clientOver(api) {
  const later = (fn) => new Promise((resolve) => resolve(fn()));
  return {
    algorithms: () => later(() => api.algorithms()),
    techniques: () => later(() => api.techniques()),
    eventKinds: () => later(() => api.eventKinds()),
    templates: () => later(() => api.templates()),
    cellNames: (options) => later(() => api.cellNames(options)),
    readAnyLayout: (text) => later(() => api.readAnyLayout(text)),
    variants: () => later(() => api.variants()),
    constraintKinds: () => later(() => api.constraintKinds()),
    sizes: () => later(() => api.sizes()),
    levels: () => later(() => api.levels()),
    symmetries: () => later(() => api.symmetries()),
    layouts: () => later(() => api.layouts()),
    parse: (puzzle, options) => later(() => api.parse(puzzle, options)),
    hint: (puzzle, options) => later(() => api.hint(puzzle, options)),
    candidates: (puzzle, options) => later(() => api.candidates(puzzle, options)),
    solve: (puzzle, options) => later(() => api.solve(puzzle, options)),
    count: (puzzle, options) => later(() => api.count(puzzle, options)),
    rate: (puzzle, options) => later(() => api.rate(puzzle, options)),
    enumerate: (puzzle, options = {}) => later(() => api.enumerate(puzzle, {
      ...options,
      onBatch: options.onBatch && ((batch) => options.onBatch({ index: batch.index, solutions: batch.solutions.map((s) => Uint8Array.from(s)) })),
    })),
    trace: (puzzle, options) => later(() => {
      const t = api.trace(puzzle, options);
      return {
        get done() { return t.done; },
        next: (maxEvents) => later(() => t.next(maxEvents)),
        result: () => later(() => t.result()),
        close: () => later(() => t.close()),
      };
    }),
    splitPuzzles: (text) => later(() => api.splitPuzzles(text)),
    readAnyLayout: (text) => later(() => api.readAnyLayout(text)),
    cellNames: (options) => later(() => api.cellNames(options)),
    cancel: () => {},
  };
}

const EVENTS = ['puzzle', 'shape', 'grid', 'cell', 'flash', 'marks', 'status', 'counters', 'step', 'problems',
  'operation', 'playing', 'hint', 'solutions', 'compare', 'solved', 'error', 'history', 'candidates', 'notes', 'possibilities'];

let api, cells, createSession, loadCatalog, catalog;
before(async () => {
  api = await sudoku();
  cells = await load('cells.js');
  ({ createSession } = await load('session.js'));
  ({ loadCatalog } = await load('session_catalog.js'));
  catalog = await loadCatalog(clientOver(api));
});

/**
 * A new session over the library, with every event it emits recorded in
 * order: events.of(name) lists one kind's data, events.last(name) the latest,
 * events.clear() forgets them.
 */
function newSession() {
  const client = clientOver(api);
  const session = createSession({ quick: client, work: () => client, catalog, offers: true });
  let log = [];
  for (const event of EVENTS) session.on(event, (data) => log.push({ event, data }));
  const events = {
    of: (event) => log.filter((e) => e.event === event).map((e) => e.data),
    last: (event) => events.of(event).pop(),
    all: () => log.slice(),
    clear: () => { log = []; },
  };
  return { session, events };
}

const cellsOf = (line) => Uint8Array.from(api.parse(line).cells);

test('loadCatalog gathers the library\'s tables', () => {
  assert.deepEqual(Object.keys(catalog), ['algorithms', 'techniques', 'kinds', 'variants', 'sizes', 'templates', 'levels', 'symmetries', 'constraintKinds', 'layouts']);
  assert.deepEqual(catalog.levels, api.levels());
  assert.deepEqual(catalog.constraintKinds, api.constraintKinds());
  assert.deepEqual(catalog.symmetries, api.symmetries());
  assert.deepEqual(catalog.templates, api.templates());
  assert.deepEqual(catalog.layouts, api.layouts());
  assert.deepEqual(catalog.variants, api.variants());
  assert.deepEqual(catalog.sizes, api.sizes());
  assert.ok(catalog.algorithms.some((a) => a.id === 'fast'));
});

test('setPuzzle then solve: a solved event with the solution, and "Solved by …" in the status line', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  assert.equal(session.line(), FIRST.replace(/0/g, '.'));
  assert.equal(events.last('shape').shape.size, 9);
  const result = await session.solve();
  assert.equal(result.status, 'solved');
  const solved = events.of('solved');
  assert.equal(solved.length, 1);
  assert.deepEqual({ ...solved[0], stats: null },
    { puzzle: FIRST.replace(/0/g, '.'), solution: FIRST_SOLUTION, algorithm: 'fast', stats: null, by: 'solve' });
  assert.ok(solved[0].stats.placements > 0);
  // The verdict says whether it is the only solution (the fast solver counts to 2 behind the scenes).
  assert.match(events.last('status').text, /^Solved by Fast solver in (under 0\.1 ms|[\d.]+ (ms|s)) — unique\.$/);
  assert.equal(cells.lineOf(events.last('grid').overlay), FIRST_SOLUTION, 'the grid shows the solution');
  assert.deepEqual(events.of('operation').map((e) => e.name), ['solve', null]);
  assert.deepEqual(events.last('counters').rows.map((r) => r[0]), ['Time', 'Placements', 'Backtracks', 'Nodes']);
  assert.equal(session.busy, false);
});

test('two equal givens in a row are a problem naming them, and both cells are marked as a conflict', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(EMPTY_9) });
  await session.edit(0, 5);
  assert.deepEqual(events.last('problems').list, []);
  events.clear();
  await session.edit(4, 5);
  const problems = events.last('problems');
  assert.deepEqual(problems.list, [{ text: '5 is given twice in row 1: r1c1 and r1c5.', cells: [0, 4] }]);
  assert.equal(problems.more, 0);
  assert.deepEqual(events.of('marks').filter((m) => m.name === 'conflict').pop().cells, [0, 4]);
  assert.equal(events.last('status').text, '5 is given twice in row 1: r1c1 and r1c5.', 'announced');
  assert.deepEqual(session.problems.map((p) => p.text), ['5 is given twice in row 1: r1c1 and r1c5.']);

  // A third 5 in the row and one in the column of the first: one problem per house, in words.
  await session.edit(8, 5);
  await session.edit(72, 5);
  assert.deepEqual(events.last('problems').list.map((p) => p.text).sort(), [
    '5 is given 3 times in row 1: r1c1, r1c5 and r1c9.',
    '5 is given twice in column 1: r1c1 and r9c1.',
  ]);
  // Cleared, the problems go and the marks with them.
  await session.edit(4, 0);
  await session.edit(8, 0);
  await session.edit(72, 0);
  assert.deepEqual(events.last('problems').list, []);
  assert.deepEqual(events.of('marks').filter((m) => m.name === 'conflict').pop().cells, []);
});

test('solving givens that conflict says why, and reports the library\'s error with its cells', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(EMPTY_9) });
  await session.edit(0, 1);
  await session.edit(1, 1);
  events.clear();
  assert.equal(await session.solve(), null);
  assert.match(events.last('status').text, /^Invalid: /);
  const error = events.last('error');
  assert.deepEqual([error.code, error.cells], ['conflict', [0, 1]]);
  assert.deepEqual(events.of('marks').find((m) => m.name === 'error-cell').cells, [0, 1]);
  assert.equal(events.of('solved').length, 0);
  assert.equal(session.busy, false);
});

// Pasted text, a link or a widget's puzzle attribute with two equal givens
// loads, and the conflict is marked (as a typed one is): the library's
// parse() hands back the givens of a grid whose only fault is a conflict.
test('givens that conflict still load from text and from a link, with the conflict listed', async () => {
  const { decodeFragment } = await load('fragment.js');
  const { session, events } = newSession();
  const twice = '11' + '.'.repeat(79);
  const read = await session.readText(twice);
  assert.deepEqual(read.cells && Array.from(read.cells.slice(0, 3)), [1, 1, 0], `readText: ${JSON.stringify(read.error)}`);

  assert.equal(await loadLink(session, decodeFragment('#puzzle=' + twice)), true);
  assert.equal(session.line(), twice, events.last('status').text);
  // One line for the pair, naming both houses it breaks.
  assert.deepEqual(events.last('problems').list, [{ text: '1 is given twice in row 1 and box 1: r1c1 and r1c2.', cells: [0, 1] }]);
});

test('all solutions of a puzzle with 10: ten solutions in batches, and the verdict "10 solutions"', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(TEN_SOLUTIONS) });
  const summary = await session.allSolutions(0);
  assert.equal(summary.verdict, '10 solutions');
  const solutions = events.of('solutions').filter((e) => e.type !== 'hide');
  assert.equal(solutions[0].type, 'start');
  assert.deepEqual(solutions.pop(), { type: 'done', verdict: '10 solutions' });
  const found = solutions.filter((e) => e.type === 'batch').flatMap((e) => Array.from({ length: e.solutions.count }, (_, i) => cells.lineOf(e.solutions.at(i))));
  assert.equal(found.length, 10);
  assert.equal(new Set(found).size, 10);
  const parsed = api.parse(TEN_SOLUTIONS);
  for (const line of found) {
    assert.ok(api.parse(line).ok, 'a valid grid');
    assert.ok(Array.from(parsed.cells).every((v, i) => !v || line[i] === String(v)), 'keeps the givens');
  }
  assert.equal(events.last('status').text, '10 solutions.');
  assert.deepEqual(events.last('counters').rows[0], ['Solutions', '10']);
  session.showSolution(3);
  assert.equal(cells.lineOf(events.last('grid').overlay), found[3], 'a kept solution can be shown');
});

test('a jigsaw with an empty region map takes the boxes', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(EMPTY_9), variant: 'jigsaw', regions: '' });
  const boxes = api.parse(EMPTY_9).regionOf;
  assert.equal(session.state.variant, 'jigsaw');
  assert.equal(session.state.regions.length, 81);
  assert.equal(session.state.regions, cells.regionMapOf(boxes));
  assert.equal(session.state.regions.slice(0, 27), '111222333'.repeat(3));
  const shape = events.last('shape').shape;
  assert.deepEqual(Array.from(shape.regionOf), Array.from(boxes));
  assert.equal(shape.error, null);
  assert.equal(shape.tinted, true);
  assert.ok(shape.houses.some((h) => h.kind === 'region'), 'the library\'s houses of the map');

  // Painting a cell into another region: an unfinished map is drawn as it is, and said to be unfinished.
  await session.setPuzzle({ regions: '2' + session.state.regions.slice(1) });
  assert.equal(session.state.regions.slice(0, 4), '2112');
  assert.ok(session.shape.error, 'the library refuses the unfinished map');
  assert.match(events.last('problems').list[0].text, /^Region map: /);
  await session.setPuzzle({ regions: '' });
  assert.equal(session.state.regions, cells.regionMapOf(boxes), 'reset to the boxes');
  assert.equal(session.shape.error, null);
});

test('a link of an unsupported size, an unknown variant or a bad form cannot be opened, and says why', async () => {
  const { decodeFragment } = await load('fragment.js');
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  // The catalog's sizes and variants (those of one size), as the messages list them.

  const variantsOf = (size) => api.variants().filter((v) => v.sizes.includes(size)).map((v) => v.id).join(', ');
  const cases = [
    ['#puzzle=' + '.'.repeat(99),
      'This link cannot be opened: The link\'s puzzle has 99 cells; a puzzle has a square number of cells, from 16 (4x4) to 625 (25x25).'],
    // A prime size has no boxes: a jigsaw only.
    ['#puzzle=' + '.'.repeat(49),
      'This link cannot be opened: The link\'s variant "standard" is not one of jigsaw, jigsaw,x for a 7x7 grid.'],
    ['#puzzle=' + EMPTY_9 + '&variant=hexagon',
      `This link cannot be opened: The link's variant "hexagon" is not one of ${variantsOf(9)} for a 9x9 grid.`],
    // Pinned: windoku is a 9x9 variant, refused on a 16x16 grid.
    ['#puzzle=' + '.'.repeat(256) + '&variant=windoku',
      `This link cannot be opened: The link's variant "windoku" is not one of ${variantsOf(16)} for a 16x16 grid.`],
    ['#puzzle=' + EMPTY_9 + '&variant=jigsaw&regions=123',
      'This link cannot be opened: The link\'s region map must be 81 symbols 1-9 or A-P, one per cell (it has 3 characters).'],
    ['#puzzle=A' + EMPTY_9.slice(1), /^This link cannot be opened: The link's puzzle: .+/],
    ['#puzzle=' + EMPTY_9 + '&onload=x', /^This link cannot be opened: The link has an unknown part "onload"/],
  ];
  for (const [hash, expected] of cases) {
    events.clear();
    assert.equal(await loadLink(session, decodeFragment(hash)), true, hash.slice(0, 40));
    const said = events.last('status').text;
    if (typeof expected === 'string') assert.equal(said, expected);
    else assert.match(said, expected);
    assert.equal(session.line(), FIRST.replace(/0/g, '.'), 'the puzzle stays');
  }
  assert.equal(await loadLink(session, decodeFragment('')), false, 'no puzzle in the link: nothing loaded');
});

test('a good link loads its puzzle, variant, regions and algorithm', async () => {
  const { decodeFragment, encodeFragment } = await load('fragment.js');
  const { EXAMPLES } = await load('examples.js');
  const { session, events } = newSession();
  const jigsaw = EXAMPLES.find((e) => e.variant === 'jigsaw,x');
  const link = encodeFragment({ puzzle: jigsaw.puzzle, variant: jigsaw.variant, regions: jigsaw.regions, algorithm: 'crook' });
  assert.equal(await loadLink(session, decodeFragment(link)), true);
  assert.equal(events.last('status').text, 'Loaded the puzzle from the link.');
  assert.deepEqual([session.line(), session.state.variant, session.state.regions, session.state.algorithm],
    [jigsaw.puzzle, 'jigsaw,x', jigsaw.regions, 'crook']);
  assert.equal(session.shape.error, null);

  await loadLink(session, decodeFragment('#puzzle=' + SMALL + '&algorithm=quantum'));
  assert.equal(events.last('status').text, 'Loaded the puzzle from the link. The link names no known algorithm ("quantum"); using Crook\'s algorithm.');
  assert.deepEqual([session.state.size, session.state.variant, session.state.algorithm], [4, 'standard', 'crook']);
});

test('hint() shows a hint, and applyHint() places its digit', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  const h = await session.hint();
  assert.equal(h.status, 'deduction');
  assert.equal(h.step.placements.length, 1);
  const [{ cell, value }] = h.step.placements;
  assert.equal(events.last('hint').hint, h);
  assert.equal(events.last('status').text, h.message);
  assert.deepEqual(events.of('marks').find((m) => m.name === 'hint-target').cells, [cell]);
  assert.equal(session.state.cells[cell], 0);

  await session.applyHint();
  assert.equal(session.shownCells()[cell], value);
  assert.equal(events.last('status').text, `Placed ${cells.symbolOf(value)} in ${api.cellNames({ size: 9 })[cell]}.`);
  assert.equal(FIRST_SOLUTION[cell], String(value), 'the digit of the solution');
  assert.equal(events.last('hint').hint, null, 'the hint is gone once applied');
  await session.applyHint();
  assert.equal(session.blanks(), FIRST.replace(/[^0]/g, '').length - 1, 'an applied hint is not applied twice');
});

test('a late shape answer for an old puzzle is dropped: the last setPuzzle\'s shape is drawn', async () => {
  const { session, events } = newSession();
  const first = session.setPuzzle({ cells: cellsOf(SMALL) });
  const second = session.setPuzzle({ cells: cellsOf('.'.repeat(256)) });
  await Promise.all([first, second]);
  const sizes = events.of('shape').map((e) => e.shape.size);
  assert.equal(sizes[sizes.length - 1], 16);
  assert.ok(!sizes.includes(4), `the 4x4 answer came too late and was dropped (shapes drawn: ${sizes})`);
  assert.equal(session.shape.size, 16);
  assert.equal(session.shape.houses.length, 3 * 16);
  assert.equal(session.state.size, 16);
});

test('play mode: the reader\'s digits count, givens stay, and a full grid is solved by the player', async () => {
  const { session, events } = newSession();
  const solution = api.solve(SMALL).solution;
  await session.setPuzzle({ cells: cellsOf(SMALL), play: true });
  await session.edit(5, 1);
  assert.equal(events.last('status').text, 'r2c2 is a given.');
  assert.equal(session.state.cells[5], 3);
  const blanks = [...SMALL].flatMap((ch, i) => (ch === '.' ? [i] : []));
  for (const cell of blanks) await session.edit(cell, solution[cell]);
  assert.equal(events.last('status').text, 'Solved! Every house holds each value once.');
  assert.deepEqual(events.last('solved'), { puzzle: SMALL, solution: cells.lineOf(solution), algorithm: null, stats: null, by: 'player' });
  assert.equal(session.line(), SMALL, 'the givens are unchanged');
});

test('with a requestAnimationFrame, the animation steps through the trace and ends solved', async (t) => {
  const saved = [globalThis.requestAnimationFrame, globalThis.cancelAnimationFrame];
  globalThis.requestAnimationFrame = (fn) => setTimeout(() => fn(performance.now()), 4);
  globalThis.cancelAnimationFrame = (id) => clearTimeout(id);
  t.after(() => { [globalThis.requestAnimationFrame, globalThis.cancelAnimationFrame] = saved; });

  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(SMALL), algorithm: 'naive' });
  await session.step();
  assert.equal(session.operation, 'animate');
  assert.match(events.last('step').text, /^Try \d in r1c1\.$/);
  assert.equal(events.of('cell')[0].cell, 0);

  const solved = new Promise((resolve) => session.on('solved', resolve));
  session.setRate(300000);
  session.play();
  const done = await solved;
  assert.deepEqual([done.by, done.algorithm, done.solution], ['animate', 'naive', cells.lineOf(api.solve(SMALL).solution)]);
  assert.match(events.last('status').text, /^Animation finished: solved after [\d,]+ placements and [\d,]+ backtracks\.$/);
  assert.equal(session.operation, null);
  assert.equal(session.playing, false);
});

test('compare runs every algorithm that fits, one row each, and names the fastest', async () => {
  const { compare } = await load('comparison.js');
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf('.....3.4....143.') });
  const rows = await compare(session);
  const fitting = api.algorithms().filter((a) => a.minSize <= 4 && a.maxSize >= 4);
  assert.deepEqual(rows.map((r) => r.algorithm.id), fitting.map((a) => a.id));
  assert.ok(rows.every((r) => r.status === 'solved'), JSON.stringify(rows.map((r) => r.status)));
  const compareEvents = events.of('compare').filter((e) => e.type !== 'hide');
  assert.equal(compareEvents[0].type, 'start');
  assert.equal(compareEvents.pop().type, 'done');
  assert.ok(compareEvents.some((e) => e.type === 'row' && e.row.status === 'solved' && e.row.stats));
  // On a 4x4 every algorithm takes well under a millisecond: a tie, not a winner picked from noise.
  assert.match(events.last('status').text, /^Comparison done: (fastest was .+ \(.+\)|.+ and .+ were about as fast \(.+, within the timer's noise\))\.$/);
  assert.equal(events.last('operation').name, null, 'the operation ended');
});

test('compare times each algorithm warm, after an untimed run of its own, and cuts one that needs a budget off sooner', async () => {
  const { compare, TIME_LIMIT, BUDGET_TIME_LIMIT } = await load('comparison.js');
  const client = clientOver(api);
  const calls = [];  // [algorithm, maxNodes, timeLimit] of every solve
  const watched = { ...client, solve: (puzzle, options) => { calls.push([options.algorithm, options.maxNodes, options.timeLimit]); return client.solve(puzzle, options); } };
  const session = createSession({ quick: watched, work: () => watched, catalog });
  await session.setPuzzle({ cells: cellsOf('.....3.4....143.') });
  await compare(session);
  const fitting = api.algorithms().filter((a) => a.minSize <= 4 && a.maxSize >= 4);
  assert.deepEqual(calls, fitting.flatMap((a) => [[a.id, 1000, undefined],
    [a.id, undefined, a.capabilities.needsBudget ? BUDGET_TIME_LIMIT : TIME_LIMIT]]));
  assert.ok(fitting.some((a) => a.capabilities.needsBudget), 'some algorithm of the 4x4 needs a budget');
});

test('Solve with an algorithm that needs a budget says before it starts that it may search for hours; others do not', async () => {
  const budgeted = api.algorithms().filter((a) => a.capabilities.needsBudget);
  assert.ok(budgeted.length);
  for (const a of api.algorithms().filter((x) => x.minSize <= 4)) {
    const { session, events } = newSession();
    await session.setPuzzle({ cells: cellsOf('.....3.4....143.'), algorithm: a.id });
    await session.solve();
    const starting = events.of('status').map((e) => e.text).find((t) => t.startsWith('Solving with'));
    assert.equal(starting, 'Solving with ' + a.name + '…' + (a.capabilities.needsBudget ? ' It may search for hours: Stop ends it.' : ''));
  }
});

// Bounded and truthful (issue 20): answers are checked against the grid they
// were asked for, and the status line follows what runs.

test('a hint answered after the grid changed is never shown nor applied', async () => {
  const client = clientOver(api);
  let answer = null;
  const held = { ...client, hint: (puzzle, options) => new Promise((resolve) => { answer = () => resolve(api.hint(puzzle, options)); }) };
  const session = createSession({ quick: held, work: () => client, catalog });
  const hints = [];
  session.on('hint', (e) => { if (e.hint) hints.push(e.hint); });
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  const asked = session.hint();
  await session.setPuzzle({ cells: new Uint8Array(16) });  // Clear to a 4x4 before the answer comes back
  answer();
  assert.equal(await asked, null, 'the old answer is dropped');
  assert.deepEqual(hints, []);
  await session.applyHint();
  assert.equal(session.line(), '.'.repeat(16), 'nothing from the old grid is placed');
});

test('an edit that stops a search says so, and the operation ends', async () => {
  const client = clientOver(api);
  const never = { ...client, solve: () => new Promise(() => {}), cancel: () => {} };
  const session = createSession({ quick: client, work: () => never, catalog });
  const statuses = [];
  session.on('status', (e) => statuses.push(e.text));
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  session.solve();
  assert.equal(session.operation, 'solve');
  await session.edit(0, 6);
  assert.equal(session.operation, null);
  assert.ok(statuses.includes('Solving stopped: the puzzle changed.'), statuses.join(' | '));
});

test('a count shown for an earlier grid gives way to the edit that changed it', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(TEN_SOLUTIONS) });
  await session.allSolutions(0);
  assert.equal(events.last('status').text, '10 solutions.');
  await session.edit(11, 0);  // the 2 at r2c3
  assert.notEqual(events.last('status').text, '10 solutions.');
  assert.equal(events.last('status').text, 'r2c3 is blank.');
});

test('links accept a variant\'s rules in any order and an empty variant', async () => {
  const { decodeFragment } = await load('fragment.js');
  const { session } = newSession();
  const map = '111222333111122333112222363444555663444556666744855569774885969777888999777888999';
  assert.equal(await loadLink(session, decodeFragment('#puzzle=' + EMPTY_9 + '&variant=x,jigsaw&regions=' + map)), true);
  assert.equal(session.state.variant, 'jigsaw,x');
  assert.equal(await loadLink(session, decodeFragment('#puzzle=' + EMPTY_9 + '&variant=')), true);
  assert.equal(session.state.variant, 'standard');
});

test('a bad link opened over a shown grid leaves that grid alone and says why', async () => {
  const { decodeFragment } = await load('fragment.js');
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  assert.equal(await loadLink(session, decodeFragment('#puzzle=' + '.'.repeat(99))), true);
  assert.equal(session.line(), FIRST.replace(/0/g, '.'));
  assert.match(events.last('status').text, /^This link cannot be opened: /);
});

test('Solve on a grid with several solutions says how many and offers to show them', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(TEN_SOLUTIONS), algorithm: 'naive' });
  const r = await session.solve();
  assert.equal(r.status, 'solved');
  assert.match(events.last('status').text,
    /^Solved by Naive backtracking in .+ — one of 10 solutions: All solutions lists them, and Where they differ shows where\.$/);
});

test('a puzzle\'s verdict: one solution, how many, at least the cap, none with the empty cell named', async () => {
  const { session } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  // With its rating, as the library rates it.
  const rating = api.rate(FIRST);
  const hardest = catalog.techniques.find((t) => t.id === rating.hardest).name;
  assert.equal(await session.verdict(), 'It has one solution; rated ' + rating.level + ' (hardest step: ' + hardest + ').');
  // A layout has no rating with its verdict (it may take long to rate).
  const layout = catalog.layouts.find((l) => l.id === 'star');
  await session.setPuzzle({ cells: new Uint8Array(layout.cellCount), layout: 'star' });
  assert.match(await session.verdict(), /^It has at least 1,000 solutions\.$/);
  await session.setPuzzle({ cells: cellsOf(TEN_SOLUTIONS) });
  assert.equal(await session.verdict(), 'It has 10 solutions: All solutions lists them, and Where they differ shows where.');
  await session.setPuzzle({ cells: new Uint8Array(81) });
  assert.equal(await session.verdict(), 'It has at least 1,000 solutions.');
  // r1c7 sees 1-6 in its row and 7-9 in its column: no candidate left.
  await session.setPuzzle({ cells: cellsOf('123456...' + '......789' + '.'.repeat(63)) });
  assert.equal(await session.verdict(), 'It has no solution: r1c7 has no candidate left.');
  // Said after the words it follows, while the grid is the same.
  await session.sayWithVerdict('Read a 9x9 puzzle.');
  assert.equal(session.statusText, 'Read a 9x9 puzzle. It has no solution: r1c7 has no candidate left.');
});

test('rate(): the givens\' rating on request, in the verdict\'s words with the steps; none for several solutions; a late answer not said', async () => {
  const { session } = newSession();
  const { ratedWords } = await load('rating_words.js');
  await session.setPuzzle({ cells: cellsOf(FIRST), play: true });
  // The reader's own digit (a wrong one) is not the puzzle: the givens are rated.
  await session.edit(FIRST.indexOf('0'), 9);
  const rating = api.rate(FIRST);
  const hardest = catalog.techniques.find((t) => t.id === rating.hardest).name;
  assert.deepEqual(await session.rate(), rating);
  assert.equal(session.statusText, `This puzzle is rated ${rating.level} (hardest step: ${hardest}; ${rating.steps} steps).`);
  await session.setPuzzle({ cells: cellsOf(TEN_SOLUTIONS), play: false });
  assert.equal((await session.rate()).status, 'several_solutions');
  assert.equal(session.statusText, 'No rating: this puzzle has more than one solution (a rating needs exactly one).');
  // Asked, then the puzzle changes before the answer: nothing is said of the old one.
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  const asked = session.rate();
  await session.setPuzzle({ cells: cellsOf(SMALL) });
  const said = session.statusText;
  assert.equal(await asked, null);
  assert.equal(session.statusText, said);
  // The words, one function for the verdict and Rate: guesses and a single step.
  const techniques = catalog.techniques;
  assert.equal(ratedWords({ level: 'extreme', hardest: 'x_wing', guesses: 2, steps: 1 }, techniques, true),
    'rated extreme (hardest step: X-Wing; 1 step; 2 digits beyond every technique here)');
  assert.equal(ratedWords({ level: 'easy', hardest: null, guesses: 0, steps: 0 }, techniques, true), 'rated easy');
});

test('where the solutions differ: every value each blank takes across them, and the cells that never change', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(TEN_SOLUTIONS) });
  assert.equal(await session.showPossibilities(), null, 'nothing to show before All solutions');
  await session.allSolutions(0);
  const tally = await session.showPossibilities();
  assert.equal(tally.total, 10);
  // Checked against the library's own enumeration.
  const all = api.enumerate(TEN_SOLUTIONS, { limit: 0 }).solutions;
  for (let cell = 0; cell < 81; cell++) {
    const values = new Set(all.map((s) => s[cell]));
    let mask = 0;
    values.forEach((v) => { mask |= 1 << (v - 1); });
    assert.equal(tally.masks[cell], mask, 'cell ' + cell);
    assert.equal(tally.settled.includes(cell), values.size === 1);
    values.forEach((v) => assert.equal(tally.counts[cell * 9 + v - 1], all.filter((s) => s[cell] === v).length));
  }
  assert.ok(events.last('possibilities').tally === tally);
  const blanks = TEN_SOLUTIONS.split('').filter((c) => c === '.').length;
  const open = Array.from({ length: 81 }, (_, c) => c).filter((c) => TEN_SOLUTIONS[c] === '.' && !tally.settled.includes(c)).length;
  assert.equal(session.statusText.startsWith('Across the 10 solutions: ' + (blanks - open) + ' of ' + blanks + ' empty cells never change; '), true,
    session.statusText);
});

test('play mode: notes are the reader\'s own, Check names the wrong digits, undo brings back a solution typed over', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST), play: true });
  await session.toggleNote(0, 6);
  await session.toggleNote(0, 2);
  assert.equal(events.last('notes').masks[0], (1 << 5) | (1 << 1));
  await session.toggleNote(0, 2);
  assert.equal(events.last('notes').masks[0], 1 << 5);
  assert.equal(session.statusText, 'r1c1: note 2 rubbed out.');
  // The only solution has 6 in r1c1 and 2 in r1c4 (its row: 0 5 8 | 2 ...).
  const solution = api.solve(FIRST).solution;
  await session.edit(0, solution[0]);
  assert.equal(events.last('grid').entries[0], solution[0], 'drawn as the reader\'s own');
  assert.equal((await session.checkEntries()).wrong.length, 0);
  assert.match(session.statusText, /^No mistakes so far: 55 cells to go\.$/);
  const wrongValue = solution[3] === 9 ? 1 : solution[3] + 1;
  await session.edit(3, wrongValue);
  const checked = await session.checkEntries();
  assert.deepEqual(checked.wrong, [3]);
  assert.equal(session.statusText, 'r1c4 is wrong.');
  assert.deepEqual(events.last('marks'), { name: 'error-cell', cells: [3] });
  // Undo takes the wrong digit back; undo again the right one; the note stays as it was then.
  await session.undo();
  assert.equal(events.last('grid').entries[3], 0);
  // Outside play mode: a solution typed over comes back with Undo.
  await session.setPuzzle({ cells: cellsOf(FIRST), play: false });
  await session.solve();
  assert.ok(events.last('grid').overlay);
  await session.edit(1, 0);  // r1c2's given 5 cleared: the solution goes
  assert.equal(events.last('grid').overlay, null);
  await session.undo();
  assert.deepEqual(Array.from(events.last("grid").overlay), Array.from(solution));
});

test('a digit that leaves no solution is named', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  // r1c1 can hold 2 or 6 (its row, column and box hold the rest); the only solution has 6 there.
  await session.edit(0, 2);
  assert.equal(events.last('status').text, 'r1c1 = 2 leaves no solution.');
  assert.deepEqual(events.of('marks').filter((m) => m.name === 'error-cell').pop().cells, [0]);
});

test('undo and redo walk back and forth over edits, size changes and applied hints', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  await session.edit(0, 6);
  await session.setPuzzle({ cells: new Uint8Array(16) });  // a new 4x4 grid
  assert.equal(session.state.size, 4);
  assert.deepEqual(events.last('history'), { undo: 2, redo: 0 }, 'the first grid shown is where history starts');
  await session.undo();
  assert.equal(session.state.size, 9);
  assert.equal(session.line(), '6' + FIRST.replace(/0/g, '.').slice(1));
  await session.undo();
  assert.equal(session.line(), FIRST.replace(/0/g, '.'));
  assert.equal(events.last('status').text, 'Undone.');
  await session.redo();
  assert.equal(session.line()[0], '6');
  assert.deepEqual(events.last('history'), { undo: 1, redo: 1 });
  // A new change forgets what could be redone.
  await session.hint();
  await session.applyHint();
  assert.deepEqual(events.last('history'), { undo: 2, redo: 0 });
  await session.redo();
  assert.equal(events.last('status').text, 'Nothing to redo.');
  const shown = () => cells.lineOf(session.shownCells()).replace(/\./g, '').length;
  assert.equal(shown(), FIRST.replace(/0/g, '').length + 2, 'the hint placed one digit');
  await session.undo();
  assert.equal(session.line()[0], '6');
  assert.equal(shown(), FIRST.replace(/0/g, '').length + 1, 'the hint\'s digit is gone');
});

test('an applied hint is placed on top of the givens: shown as the solver\'s, not a given, not in the puzzle line', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  const h = await session.hint();
  await session.applyHint();
  const { cell, value } = h.step.placements[0];
  assert.equal(session.state.cells[cell], 0, 'not a given');
  assert.equal(session.shownCells()[cell], value);
  assert.equal(events.last('grid').overlay[cell], value, 'drawn as a placed digit');
  assert.equal(session.line(), FIRST.replace(/0/g, '.'), 'the puzzle (and its link) keeps the givens only');
  // Typing a given over it replaces it.
  await session.edit(cell, value);
  assert.equal(session.state.cells[cell], value);
  assert.equal(session.state.entries[cell], 0);
});

test('a step back in the animation shows the grid one event earlier', async () => {
  globalThis.requestAnimationFrame = globalThis.requestAnimationFrame || ((fn) => setTimeout(() => fn(Date.now()), 0));
  globalThis.cancelAnimationFrame = globalThis.cancelAnimationFrame || ((id) => clearTimeout(id));
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf('.....3.4....143.'), algorithm: 'naive' });
  // What the board shows: the last full redraw, then every cell drawn since.
  const board = () => {
    const log = events.of('grid').length ? events.of('grid') : [];
    const lastGrid = log.length ? log[log.length - 1] : null;
    const grid = Uint8Array.from(lastGrid ? lastGrid.overlay || lastGrid.givens : session.state.cells);
    const all = events.all();
    const from = all.map((e) => e.event).lastIndexOf('grid');
    for (const e of all.slice(from + 1)) if (e.event === 'cell') grid[e.data.cell] = e.data.value;
    return cells.lineOf(grid);
  };
  const steps = () => events.last('counters').counters.steps;
  await session.step();
  await session.step();
  const afterTwo = board();
  await session.step();
  assert.equal(steps(), 3);
  const before = events.all().length;
  await session.stepBack();
  assert.equal(steps(), 2);
  assert.equal(board(), afterTwo);
  // The replay to step 2 draws once, at step 2: the board never goes back to the givens on the way.
  const during = events.all().slice(before);
  assert.deepEqual(during.filter((e) => e.event === 'counters').map((e) => e.data.counters.steps), [2]);
  assert.equal(during.filter((e) => e.event === 'grid').length, 1);
  assert.equal(during.filter((e) => e.event === 'cell').length, 0);
});

test('Hint and Apply hint, repeated, remember eliminations and go on to the end (or until the next step needs a guess)', async () => {
  const { session, events } = newSession();
  const puzzle = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
  await session.setPuzzle({ cells: cellsOf(puzzle) });
  const solution = api.solve(puzzle).solution;
  const seen = new Set();
  let h, steps = 0, eliminated = 0;
  for (; steps < 200; steps++) {
    h = await session.hint();
    if (h.status !== 'deduction') break;
    assert.ok(!seen.has(h.message), `a hint is never repeated: ${h.message}`);
    seen.add(h.message);
    eliminated += h.step.eliminations.length;
    await session.applyHint();
  }
  assert.ok(eliminated > 0, 'some steps only eliminate (pointing pairs, naked subsets)');
  assert.ok(steps >= 15, `${steps} steps`);
  assert.ok(['stuck', 'solved'].includes(h.status), h.status + ': ' + h.message);
  const shown = session.shownCells();
  shown.forEach((v, i) => { if (v) assert.equal(v, solution[i], 'every placed digit is the solution\'s'); });
  // The pencil marks follow the state: no candidate that was ruled out is shown.
  await session.showCandidates(true);
  const masks = events.last('candidates').masks;
  for (const e of session.state.eliminations) assert.equal(masks[e.cell] & (1 << (e.value - 1)), 0);
  if (h.status === 'solved') assert.ok(masks.every((m) => !m), 'a full grid has no candidates');
  else assert.ok(masks.some((m) => m), 'empty cells have candidates');
});

test('the pencil rules a candidate out and back in, and undo takes it back', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  await session.showCandidates(true);
  const before = events.last('candidates').masks[0];
  assert.ok(before & (1 << 5), 'r1c1 may hold 6');
  await session.toggleCandidate(0, 6);
  assert.equal(events.last('candidates').masks[0] & (1 << 5), 0);
  assert.equal(events.last('status').text, 'r1c1: 6 ruled out.');
  await session.toggleCandidate(0, 6);
  assert.equal(events.last('candidates').masks[0], before);
  await session.toggleCandidate(0, 2);
  await session.undo();
  await session.showCandidates(true);
  assert.equal(events.last('candidates').masks[0], before);
});

// Issue 16: the site starts its session before any Worker is up, with the
// catalog of the page's own instance (no layouts: building them costs tens of
// ms) and a reader that parses in the page; the layouts come later from quick.
test('a catalog without layouts: layout text and layout links wait for deps.layouts; a reader does the parsing', async () => {
  const STAR = '14.....6....3........97...5.7..8...........62.3....9..';
  const bare = await loadCatalog(api, { layouts: false });  // the synchronous API, as the site passes its own instance
  assert.equal(bare.layouts, undefined);
  assert.deepEqual(bare.algorithms, catalog.algorithms);
  const client = clientOver(api);
  let parsed = 0;
  const reader = {
    parse: (text, options) => { parsed += 1; return client.parse(text, options); },
    readAnyLayout: (text) => { parsed += 1; return client.readAnyLayout(text); },
    cellNames: (options) => client.cellNames(options),
  };
  const refuse = () => Promise.reject(new Error('quick reads nothing when there is a reader'));
  const quick = { ...client, parse: refuse, readAnyLayout: refuse, cellNames: refuse };
  let give;
  const session = createSession({ quick: () => quick, work: () => client, reader, catalog: bare, layouts: new Promise((r) => { give = r; }) });
  const came = [];
  session.on('layouts', (e) => came.push(e.layouts.length));
  const read = session.readText(STAR, undefined, { layouts: true });
  let settled = false;
  read.then(() => { settled = true; });
  await new Promise((r) => setTimeout(r, 20));
  assert.equal(settled, false, 'a layout\'s text waits for the layouts');
  assert.equal(session.layoutById('star'), null);
  give(api.layouts());
  assert.equal((await read).layout, 'star');
  assert.deepEqual(came, [catalog.layouts.length]);
  assert.equal(parsed, 1, 'the reader read the text, once (readAnyLayout)');
  const link = { state: { puzzle: STAR, layout: 'star', variant: 'standard', regions: '', algorithm: '' } };
  assert.equal(await loadLink(session, link), true);
  assert.equal(session.state.layout, 'star');
  assert.equal(session.shape.layout.id, 'star');
});

test('layouts that cannot be had: a layout link says why, a layout\'s text keeps the square grid\'s reason', async () => {
  const STAR = '14.....6....3........97...5.7..8...........62.3....9..';
  const client = clientOver(api);
  const bare = await loadCatalog(api, { layouts: false });
  const session = createSession({ quick: client, work: () => client, catalog: bare, layouts: Promise.reject(new Error('the solver cannot start here')) });
  const statuses = [];
  session.on('status', (e) => statuses.push(e.text));
  const r = await session.readText(STAR, undefined, { layouts: true });
  assert.equal(r.error.code, 'bad_cell_count');
  await loadLink(session, { state: { puzzle: STAR, layout: 'star', variant: 'standard', regions: '', algorithm: '' } });
  assert.match(statuses[statuses.length - 1], /^This link cannot be opened: The layouts could not be loaded \(the solver cannot start here\)/);
  assert.equal(session.state.layout, '');
});

// Issue 26: a text is read once, and the library gets cells after that.

/** clientOver(api) that also logs each call that takes a puzzle: [method, 'text' or 'cells', options]. */
function loggedClient(log) {
  const client = clientOver(api);
  const logged = { ...client };
  for (const method of ['parse', 'solve', 'count', 'enumerate', 'hint', 'candidates', 'trace', 'readAnyLayout']) {
    logged[method] = (puzzle, options) => {
      log.push([method, typeof puzzle === 'string' ? 'text' : puzzle instanceof Uint8Array ? 'cells' : typeof puzzle, options]);
      return client[method](puzzle, options);
    };
  }
  return logged;
}

test('a pasted puzzle is read once: its conflicts are known, and Solve and the uniqueness count get cells', async () => {
  const SAMURAI = require('node:fs').readFileSync(path.join(__dirname, '../data/samurai_published.txt'), 'utf8');
  for (const text of [FIRST, SAMURAI]) {
    const log = [];
    const client = loggedClient(log);
    const session = createSession({ quick: client, work: () => client, catalog });
    await session.setPuzzle({ cells: cellsOf(EMPTY_9) });
    log.length = 0;
    const read = await session.readText(text, undefined, { layouts: true });
    await session.setPuzzle({ cells: read.cells, layout: read.layout }, { fromText: true });
    assert.equal((await session.solve()).status, 'solved');
    const calls = log.map(([method, kind]) => method + ' ' + kind);
    assert.deepEqual(calls, ['readAnyLayout text', 'solve cells', 'count cells'], read.layout || '9x9');
    assert.equal(log[2][2].onProgress, undefined, 'the uniqueness count asks for no progress reports');
  }
});

test('a text whose givens conflict is read once too, and the conflict is listed from that reading', async () => {
  const log = [];
  const client = loggedClient(log);
  const session = createSession({ quick: client, work: () => client, catalog });
  const problems = [];
  session.on('problems', (e) => problems.push(e.list.map((p) => p.text)));
  await session.setPuzzle({ cells: cellsOf(EMPTY_9) });
  log.length = 0;
  const read = await session.readText('55' + '.'.repeat(79), undefined, { layouts: true });
  await session.setPuzzle({ cells: read.cells, layout: read.layout }, { fromText: true });
  assert.deepEqual(log.map(([method, kind]) => method + ' ' + kind), ['readAnyLayout text']);
  assert.deepEqual(problems.pop(), ['5 is given twice in row 1 and box 1: r1c1 and r1c2.']);
  // An edit is checked as cells.
  await session.edit(1, 6);
  assert.deepEqual(log.slice(1).map(([method, kind]) => method + ' ' + kind), ['parse cells', 'solve cells']);
});

test('cells are named as the library names them, asked once per shape', async () => {
  const STAR = '14.....6....3........97...5.7..8...........62.3....9..';
  const client = clientOver(api);
  const asked = [];
  const counting = { ...client, cellNames: (options) => { asked.push(JSON.stringify(options)); return client.cellNames(options); } };
  const session = createSession({ quick: counting, work: () => client, catalog });
  const statuses = [];
  session.on('status', (e) => statuses.push(e.text));
  await session.setPuzzle({ cells: api.parse(STAR, { layout: 'star' }).cells, layout: 'star' });
  await session.toggleCandidate(2, 5);  // the pencil says which cell it marked
  assert.equal(statuses.pop(), api.cellNames({ layout: 'star' })[2] + ': 5 ruled out.');
  assert.match(api.cellNames({ layout: 'star' })[2], /^cell 3 \(strip \d+\)$/);
  await session.toggleCandidate(2, 5);
  await session.setPuzzle({ cells: cellsOf(EMPTY_9), layout: '' });
  await session.toggleCandidate(80, 4);
  assert.equal(statuses.pop(), 'r9c9: 4 ruled out.');
  await session.setPuzzle({ cells: api.parse(STAR, { layout: 'star' }).cells, layout: 'star' });
  await session.edit(4, 0);
  assert.deepEqual(asked, ['{"layout":"star"}', '{"size":9}']);
});

// Tatham's Solo, `sgt-solo --generate 1 '7jdi#11'` (tests/core/sizes_test.cpp reads its map from the game id).
const SOLO_7 = '.6..5....27.....3....2.....5....7.....53....5..1.';
const SOLO_7_MAP = '1123333122233311122241555664755566475666447777744';

test('a prime size, which has no boxes, opens as a jigsaw of the library\'s starting map and reads its lines so', async () => {
  const { session, events } = newSession();
  await session.setPuzzle({ cells: cellsOf(FIRST) });
  await session.setPuzzle({ cells: new Uint8Array(49), layout: '', regions: '' });
  const start = cells.regionMapOf(api.sizes().find((s) => s.size === 7).startRegions);
  assert.deepEqual([session.state.size, session.state.variant, session.state.regions], [7, 'jigsaw', start]);
  assert.equal(events.last('status').text, 'The grid changed: 7x7, Jigsaw (irregular regions). Standard does not fit a 7x7 grid.');
  assert.deepEqual(session.problems, []);
  assert.equal(events.of('error').length, 0);
  // A line of 49 cells needs a map: the one shown.
  const shown = await session.readText(SOLO_7, '');
  assert.deepEqual([shown.variant, shown.regions, shown.cells.length], ['jigsaw', start, 49]);
  // Opened with Solo's map, it has one solution.
  await session.setPuzzle({ cells: shown.cells, variant: 'jigsaw', regions: SOLO_7_MAP });
  assert.deepEqual(session.problems, []);
  assert.equal((await session.solve()).status, 'solved');
  assert.match(events.last('status').text, /unique/);
  // Over a 9x9, a 7x7 line reads as a jigsaw of the starting map.
  await session.setPuzzle({ cells: cellsOf(FIRST), variant: 'standard' });
  const fresh = await session.readText(SOLO_7, '');
  assert.deepEqual([fresh.variant, fresh.regions], ['jigsaw', start]);
});

// ---- Rules beyond the houses (issue 31) -------------------------------------------

const { THERMO: ISS_THERMO, THERMO_SOLUTION: ISS_THERMO_SOLUTION } = require('./support/iss_puzzles');

test('an ISS puzzle string read as the Puzzle box reads it brings its rules: solved with them, kept over edits, undone', async () => {
  const { session, events } = newSession();
  const read = await session.readText(ISS_THERMO, undefined, { layouts: true });
  assert.equal(read.constraints.length, 4);
  assert.equal(read.variant, 'standard');
  await session.setPuzzle({ cells: read.cells, layout: '', variant: read.variant, regions: read.regions, constraints: read.constraints });
  assert.deepEqual(session.puzzleOptions().constraints, read.constraints, 'every call is sent the rules');
  assert.equal(session.boardOptions().constraints, undefined, 'the board alone has none');
  await session.solve();
  assert.equal(events.last('solved').solution, ISS_THERMO_SOLUTION, 'the thermometers decide it: without them it has many');
  // A digit typed keeps the rules; a new grid of the same size given no rules keeps them too; the Size menu's empty grid has none.
  await session.edit(2, 7);
  assert.equal(session.state.constraints.length, 4);
  await session.setPuzzle({ cells: new Uint8Array(81), constraints: [] });
  assert.equal(session.state.constraints.length, 0);
  await session.undo();
  assert.equal(session.state.constraints.length, 4, 'undo brings the rules back with the grid');
  // The same text read as a link's, with no board named.
  const again = await session.readText(ISS_THERMO, '');
  assert.deepEqual(again.constraints, read.constraints);
});

test('a rule the givens break is listed as a problem with its cells; a hint on a thermometer names its rule', async () => {
  const { session, events } = newSession();
  const thermo = [{ kind: 'thermo', cells: [0, 1, 2] }];
  const cells = new Uint8Array(81);
  cells[0] = 5;
  cells[1] = 3;
  await session.setPuzzle({ cells: cells, constraints: thermo });
  const problems = events.last('problems').list;
  assert.equal(problems.length, 1, JSON.stringify(problems));
  assert.match(problems[0].text, /breaks? the thermo r1c1 r1c2 r1c3/);
  assert.deepEqual(problems[0].cells.slice().sort(), [0, 1, 2], 'the rule\'s cells are marked');
  await session.setPuzzle({ cells: new Uint8Array(81) });
  assert.deepEqual(events.last('problems').list, [], 'the rule itself stands on an empty grid');
  // On the empty grid, the thermometer's own step: its bulb cannot be the largest digits.
  await session.hint();
  assert.match(events.last('status').text, /^Variant rule \(Thermometer\) over r1c1, r1c2, r1c3: /);
});

test('a link #iss=... opens the whole puzzle with its rules, and one of a variant keeps it', async () => {
  const { decodeFragment, encodeFragment } = await load('fragment.js');
  const { session } = newSession();
  const hash = encodeFragment({ iss: ISS_THERMO, algorithm: 'fast' });
  assert.match(hash, /^#iss=\.~R1C2_4/);
  assert.deepEqual(decodeFragment(hash).state, { iss: ISS_THERMO, algorithm: 'fast' });
  assert.equal(await loadLink(session, decodeFragment(hash)), true);
  assert.equal(session.state.constraints.length, 4);
  const x = '.Diagonal~1.Diagonal~-1.Thermo~R1C1~R1C2~R1C3.~R5C5_5';
  assert.equal(await loadLink(session, decodeFragment(encodeFragment({ iss: x }))), true);
  assert.equal(session.state.variant, 'x');
  assert.deepEqual(session.state.constraints, [{ kind: 'thermo', cells: [0, 1, 2] }]);
  assert.equal(session.state.cells[40], 5);
  // A string that is no puzzle is refused, saying why.
  assert.equal(await loadLink(session, decodeFragment(encodeFragment({ iss: '.Skyscraper~10~R1' }))), true);
  assert.match(session.statusText, /Skyscraper/);
});

test('with rules beyond the houses only the algorithms that take them run: the others say so, and Compare runs the rest', async () => {
  const { compare } = await load('comparison.js');
  const { session, events } = newSession();
  const read = await session.readText(ISS_THERMO, '');
  await session.setPuzzle({ cells: read.cells, constraints: read.constraints });
  session.setAlgorithm('naive');
  assert.deepEqual(session.capabilities(), { fits: true, rules: false, solve: false, all: false, animate: false });
  session.setAlgorithm('fast');
  assert.equal(session.capabilities().solve, true);
  const rows = await compare(session);
  const takers = catalog.algorithms.filter((a) => a.capabilities.constraints).map((a) => a.id);
  assert.deepEqual(rows.map((r) => r.algorithm.id), takers);
  assert.equal(rows[0].status, 'solved');
  const said = events.of('compare').filter((e) => e.type === 'row' && e.row.outcome === 'no_rules');
  assert.equal(said.length, catalog.algorithms.length - takers.length);
  assert.equal(said[0].row.status, 'does not take these rules yet');
});
