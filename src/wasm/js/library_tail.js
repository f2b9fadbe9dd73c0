return SudokuBundle.makeLibrary(sudokuLibrary);
}));
