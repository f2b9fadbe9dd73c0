/// <reference path="./sudoku-global.d.ts" />
// A classic script (no import or export), in a page after
// <script src="sudoku.js">: the globals Sudoku and createSudoku, as the
// package README uses them, also through window. Compiled, not run, by
// types_consumers.test.js (and by package.test.js against the npm
// package); see esm.mts for the `@ts-expect-error TSnnnn` convention.
type SolveOutcome = import('./sudoku').SolveResult;

const client = Sudoku.createSudokuWorker({ onCrash: (message) => console.warn(message) });
client.solve('53..7....', { algorithm: 'mrv' }).then((r: SolveOutcome) => {
  if (r.status === 'solved') document.title = String(r.solution.length);
});
window.Sudoku.createSudoku().then((api) => console.log(api.techniques().map((t) => t.id)));
createSudoku().then((api) => console.log(api.variants().map((v) => v.id + v.sizes.join())));
const failure: typeof Sudoku.SudokuError = window.Sudoku.SudokuError;
console.log(Sudoku.version, failure.name);

// @ts-expect-error TS2322 an unknown algorithm id
client.count('...', { algorithm: 'dlx' });
// @ts-expect-error TS2551 no such call
Sudoku.createSudokuWorkers();
