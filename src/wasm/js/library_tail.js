return sudokuLibraryMaker();
}));
