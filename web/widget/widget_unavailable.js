// What a widget shows when the solver cannot start on its page: most often a
// Content-Security-Policy that forbids the Worker (worker-src without blob:)
// or compiling WebAssembly (script-src without 'wasm-unsafe-eval'). The
// status names the directives to add; the grid still shows the puzzle of
// the `puzzle` attribute, read-only; the controls that need the solver are
// disabled (puzzle_preview.js draws what it can without the library).
// widget_controller.js calls this when the library fails to load.
import { drawPreview } from '../js/puzzle_preview.js';

// The controls that only work with the solver running (widget_view.js's ids).
const NEEDS_SOLVER = ['algorithm', 'solve', 'all', 'play', 'step-back', 'step', 'reset', 'hint', 'apply-hint', 'stop', 'speed', 'new-puzzle',
  'previous', 'next', 'solution-number'];

/**
 * The status line's words for a solver that cannot start because of
 * `error`, in `tr`'s language (i18n.js's translator; the sudoku-error
 * event's message is English's). The reason is the browser's, as it wrote it.
 */
export function cannotStartMessage(tr, error) {
  return tr.t('widget.status.cannot_start', { reason: String(error && error.message || error).replace(/^the solver cannot start here: /, '') });
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
  return drawPreview($('grid-holder'), attributes.puzzle);
}
