return sudokuLibraryMaker(sudokuLibrary);
}
/* The same library object as sudoku.js's; a Worker client's Worker runs sudokuLibrary's own source. */
var library = sudokuLibrary();
export default library;
export var version = library.version, createSudoku = library.createSudoku, createSudokuWorker = library.createSudokuWorker, SudokuError = library.SudokuError;
