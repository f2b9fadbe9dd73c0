/// <reference path="./sudoku-global.d.ts" />
// A Worker's own script (compiled with lib "webworker"): importScripts
// defines self.Sudoku, as a classic script does in a page. Compiled, not
// run, by types_consumers.test.js (and by package.test.js against the npm
// package); see esm.mts for the `@ts-expect-error TSnnnn` convention.
importScripts('sudoku.js');

const loaded = self.Sudoku.createSudoku();
self.onmessage = (event: MessageEvent<string>) => {
  loaded.then((api) => {
    const r = api.solve(event.data, { algorithm: 'fast' });
    self.postMessage(r.status === 'solved' ? Array.from(r.solution) : r.status);
    const step = api.hint(event.data);
    if (step.status === 'deduction') self.postMessage(step.step.placements.concat(step.step.eliminations));
    // @ts-expect-error TS2322 not a technique id
    api.hint(event.data, { techniqueCap: 'no_such_technique' });
  });
};
const later: Promise<import('./sudoku').SudokuApi> = createSudoku();

// @ts-expect-error TS2339 the library has no such member
self.Sudoku.solve('...');

export {};
