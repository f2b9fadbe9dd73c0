/*! sudoku.mjs: the Sudoku solver library (C++ compiled to WebAssembly, the binary inlined) as an ES module; see sudoku.d.ts. */
function sudokuLibrary() {
  var sudokuLibraryMaker;  /* set by library.js */
