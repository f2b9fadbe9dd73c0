// An ES-module consumer of sudoku.mjs (types: sudoku.d.mts): named imports
// and the default export, results narrowed on `status`, ids checked.
// Compiled, not run, by types_consumers.test.js (and, importing the npm
// package instead, by package.test.js). Each `@ts-expect-error TSnnnn` line
// must fail with that error: the test removes the directives and checks.
import library, { createSudoku, SudokuError, version } from './sudoku.mjs';
import type { AlgorithmId, CountResult, Hint, ParseResult, SolveResult, StoppedBy, TraceResult } from './sudoku.mjs';

const api = await createSudoku();
const fastest: AlgorithmId = api.algorithms()[0].id;
const same: boolean = library.createSudoku === createSudoku && library.version === version;

const r: SolveResult = api.solve('53..7....', { algorithm: 'naive', timeLimit: 100 });
let shown = '';
if (r.status === 'solved') {
  const cells: Uint8Array = r.solution;  // narrowed: no null check needed
  shown = cells.join('');
} else if (r.status === 'stopped') {
  shown = r.stoppedBy;
} else {
  const none: null = r.solution;
  shown = String(none);
}
// @ts-expect-error TS2322 solution is null unless status is "solved"
const unchecked: Uint8Array = r.solution;
// @ts-expect-error TS2322 an unknown algorithm id
api.solve('53..7....', { algorithm: 'fsat' });

const c: CountResult = api.count('...', { limit: 2 });
if (c.status === 'no_solution') {
  const zero: 0 = c.count;
  const exact: true = c.complete;
  shown += zero + String(exact);
} else if (c.status === 'stopped') {
  shown += c.stoppedBy + c.count;
}
// @ts-expect-error TS2322 stoppedBy is undefined unless status is "stopped"
const why: StoppedBy = c.stoppedBy;

const hint: Hint = api.hint('...', { techniqueCap: 'pointing' });
if (hint.status === 'stuck') {
  const guess: number = hint.cell;
  shown += guess + hint.candidates.join();
} else if (hint.status === 'deduction') {
  shown += hint.step.name + hint.step.technique + hint.step.houses.map((h) => h.role + h.name).join();
}
// @ts-expect-error TS2322 a hint's cell is null unless stuck (or no_solution)
const cell: number = hint.cell;
// @ts-expect-error TS2322 not a technique id
api.hint('...', { techniqueCap: 'no_such_technique' });

const parsed: ParseResult = api.parse('5.5');
if (!parsed.ok && parsed.error.code === 'conflict') {
  shown += parsed.error.conflicts.map((x) => x.houseName).join();
}
// @ts-expect-error TS2339 conflicts exist only on a "conflict" error, after ok is false
shown += parsed.error;

try {
  api.solve('11');
} catch (e) {
  // @ts-expect-error TS2367 not an error code
  if (e instanceof SudokuError && e.code === 'conflit') shown += e.cells.length;
}

const trace = api.trace('...', { algorithm: 'crook', maxNodes: 50 });
const result: TraceResult = trace.result();
if (result.finished) {
  // Finished: the search's own status, never "running".
  const status: 'solved' | 'no_solution' | 'stopped' = result.status;
  shown += status;
}
trace.close();

// @ts-expect-error TS2304 a module that imports the library has no global Sudoku
Sudoku.createSudoku();

export { fastest, same, shown, unchecked, cell, why };
