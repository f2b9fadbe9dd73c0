// sudoku-widget.d.mts: the types of sudoku-widget.mjs, the widget as an ES
// module (an `import 'sudoku-wasm-solver/widget'` in a bundled app). They
// are sudoku-widget.d.ts's (the element, its attributes and events, and
// <sudoku-solver> in the DOM's tag maps); this file only says, to
// TypeScript under node16 or bundler resolution, that the module they
// describe is an ES module.
export * from './sudoku-widget.js';
