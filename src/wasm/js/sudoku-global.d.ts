// sudoku-global.d.ts: the globals sudoku.js defines when it is loaded as a
// classic script, in a page (<script src="sudoku.js">) or in a Worker
// (importScripts('sudoku.js')). Reference it from script code,
//   /// <reference path="sudoku-global.d.ts" />
// (or list it in tsconfig "files"), and then
//   const client = Sudoku.createSudokuWorker();      // also window.Sudoku, self.Sudoku
//   const api = await createSudoku();
// type-check. Modules import from sudoku.js / sudoku.mjs instead (sudoku.d.ts,
// sudoku.d.mts), which is why these globals live in a file of their own: a
// module that imports the library has no such global. The types of results
// are sudoku.d.ts's: in a script, name them as import('./sudoku').SolveResult.
import type { SudokuLibrary } from './sudoku';

declare global {
  /** The library object: version, createSudoku, createSudokuWorker, SudokuError. */
  var Sudoku: SudokuLibrary;
  /** The same function as Sudoku.createSudoku. */
  var createSudoku: SudokuLibrary['createSudoku'];
}

export {};
