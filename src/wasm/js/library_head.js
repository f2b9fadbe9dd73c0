/*! sudoku.js: the Sudoku solver library (C++ compiled to WebAssembly, the binary inlined) with its JavaScript API and Worker client; see sudoku.d.ts. */
(function (root, factory) {
  var library = factory();
  if (typeof module === 'object' && module.exports) {
    module.exports = library;
    /* Never run: the names node's import of this file reads as named exports (cjs-module-lexer). */
    0 && (module.exports = { version: library, createSudoku: library, createSudokuWorker: library, SudokuError: library });
  } else {
    root.Sudoku = library;
    root.createSudoku = library.createSudoku;
  }
}(typeof self !== 'undefined' ? self : this, function () {
  var sudokuLibraryMaker;  /* set by library.js */
