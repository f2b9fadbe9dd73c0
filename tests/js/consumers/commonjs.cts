// A CommonJS consumer of sudoku.js (types: sudoku.d.ts): require() gives the
// library object. Compiled, not run, by types_consumers.test.js (and by
// package.test.js against the npm package); see esm.mts for the
// `@ts-expect-error TSnnnn` convention.
import sudoku = require('./sudoku.js');

const library: sudoku.SudokuLibrary = sudoku;

library.createSudoku().then((api) => {
  const batch: sudoku.BatchResult = api.solveBatch('...\n...', { algorithm: 'mrv', limit: 2 });
  const why: string = batch.status === 'stopped' ? batch.stoppedBy : 'every puzzle attempted';
  const listed = api.enumerate('...', { limit: 10 });
  const many: number = listed.solutions ? listed.solutions.length : listed.count;
  const r = api.solve('...');
  console.log(why, many, r.status === 'solved' ? r.solution.length : r.stats.nodes);
  // @ts-expect-error TS18047 solution is possibly null before narrowing
  console.log(r.solution.length);
  // @ts-expect-error TS2322 an unknown algorithm id
  api.count('...', { algorithm: 'dancing_links' });
});

// @ts-expect-error TS2339 require() gives the library itself, which has no `default`
console.log(sudoku.default);
