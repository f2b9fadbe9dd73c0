// sudoku.d.mts: the types of sudoku.mjs, the library as an ES module. Its
// named exports are sudoku.js's (declared, with every type, in sudoku.d.ts);
// its default export is the library object itself.
//   import { createSudoku } from './sudoku.mjs';
//   import Sudoku from './sudoku.mjs';   // Sudoku.createSudoku, Sudoku.version, ...
import type { SudokuLibrary } from './sudoku.js';

export * from './sudoku.js';

declare const library: SudokuLibrary;
export default library;
