// What a widget shows when the solver cannot start on its page: most often a
// Content-Security-Policy that forbids the Worker (worker-src without blob:)
// or compiling WebAssembly (script-src without 'wasm-unsafe-eval'). The
// status names the directives to add; the grid still shows the puzzle of
// the `puzzle` attribute, read-only; the controls that need the solver are
// disabled. Without the library nothing can read a puzzle as it does (a
// layout, a title line, a jigsaw's map), so only a square grid written as
// one line of symbols ('.' or 0 for a blank) is drawn, its boxes drawn
// when its size is a square (4, 9, 16, 25); anything else leaves the grid
// empty. widget_controller.js calls this when the library fails to load.
import { createGridView } from '../js/grid_view.js';
import { SYMBOLS } from '../js/cells.js';

// The controls that only work with the solver running (widget_view.js's ids).
const NEEDS_SOLVER = ['algorithm', 'solve', 'all', 'play', 'step-back', 'step', 'reset', 'hint', 'apply-hint', 'stop', 'speed', 'new-puzzle',
  'previous', 'next', 'solution-number'];

/** The status line's words for a solver that cannot start because of `error`. */
export function cannotStartMessage(error) {
  return 'The solver cannot start on this page (' + String(error && error.message || error).replace(/^the solver cannot start here: /, '') +
    '). If the page sets a Content-Security-Policy, it must allow script-src \'wasm-unsafe-eval\' and worker-src blob: ' +
    '(both are needed: the solver is WebAssembly run in a Worker).';
}

/** The cells of `puzzle` when it is one line of symbols of a square grid (blanks '.' or '0'), else null. */
function cellsOfLine(puzzle) {
  const text = String(puzzle || '').replace(/\s+/g, '').toUpperCase();
  const size = Math.round(Math.sqrt(text.length));
  if (size < 4 || size > SYMBOLS.length || size * size !== text.length) return null;
  const cells = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (c === '.' || c === '0') continue;
    const value = SYMBOLS.indexOf(c) + 1;
    if (value < 1 || value > size) return null;
    cells[i] = value;
  }
  return { size: size, cells: cells };
}

/**
 * Shows the widget built in `ui` (widget_view.js's) without a solver: the
 * puzzle of `attributes` ({name: value}) drawn read-only, the controls that
 * need the solver disabled, `message` in the status line. Returns the grid
 * view (destroy() takes it down), or null when no grid was drawn.
 */
export function showWithoutSolver(ui, attributes, message) {
  const $ = ui.get;
  $('status').textContent = message;
  NEEDS_SOLVER.forEach((id) => { if ($(id)) $(id).disabled = true; });
  $('keypad').hidden = true;
  const read = cellsOfLine(attributes.puzzle);
  if (!read) return null;
  const grid = createGridView($('grid-holder'), null, { onEdit: () => {}, onPaint: () => {} });
  const box = Math.round(Math.sqrt(read.size));
  const regionOf = Array.from({ length: read.size * read.size }, (_, cell) => {
    if (box * box !== read.size) return 0;
    const row = Math.floor(cell / read.size), col = cell % read.size;
    return Math.floor(row / box) * box + Math.floor(col / box);
  });
  grid.setShape({ size: read.size, regionOf: regionOf });
  grid.show(read.cells, null);
  grid.setReadOnly(true);
  return grid;
}
