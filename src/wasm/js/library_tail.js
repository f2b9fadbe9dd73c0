return sudokuLibraryMaker(sudokuLibrary);
}));
