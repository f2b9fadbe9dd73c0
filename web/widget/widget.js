// Where the widget starts: esbuild bundles this, the library (build/site/
// sudoku.mjs, its ES module, as a bare import on the build's NODE_PATH: no
// UMD or CommonJS wrapper to carry, unlike sudoku.js) and the widget's
// stylesheet (widget.css and the site's palette, controls and grid, bundled
// and minified first, then imported as text) into sudoku-widget.js, one
// classic script that needs nothing else:
//   <script src="sudoku-widget.js"></script>
//   <sudoku-solver puzzle="..." mode="animate" algorithm="naive"></sudoku-solver>
// Content-Security-Policy it needs: script-src (its origin) 'wasm-unsafe-eval'; worker-src blob:
// Nothing leaks into the page's globals; loaded twice, it defines the element once.
import Sudoku from 'sudoku.mjs';
import css from 'widget_styles.css';
import { defineSudokuSolver } from './widget_element.js';

if (typeof window !== 'undefined' && window.customElements && !window.customElements.get('sudoku-solver')) {
  defineSudokuSolver(Sudoku, css);
}
