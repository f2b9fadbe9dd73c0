// Where the widget starts. esbuild bundles this with the widget's
// stylesheet (widget.css and the site's palette, controls and grid, bundled
// and minified first, then imported as text) twice (web/CMakeLists.txt),
// the library being the bare import 'sudoku-library':
//   sudoku-widget.mjs  for bundlers: the library stays an import of the
//                      package's ./sudoku.mjs, so an app that imports both
//                      carries one library and one binary;
//   sudoku-widget.js   the library's Worker client inside (the binary and
//                      the Worker's script inlined; no Emscripten glue on
//                      the page, which only starts Workers), one classic
//                      script that needs nothing else:
//   <script src="sudoku-widget.js" defer></script>
//   <sudoku-solver puzzle="..." mode="animate" algorithm="naive"></sudoku-solver>
// Content-Security-Policy it needs: script-src (its origin) 'wasm-unsafe-eval'; worker-src blob:
// Nothing leaks into the page's globals; loaded twice, it defines the element once.
import { createSudokuWorker } from 'sudoku-library';
import css from 'widget_styles.css';
import { defineSudokuSolver } from './widget_element.js';

if (typeof window !== 'undefined' && window.customElements && !window.customElements.get('sudoku-solver')) {
  defineSudokuSolver({ createSudokuWorker: createSudokuWorker }, css);
}
