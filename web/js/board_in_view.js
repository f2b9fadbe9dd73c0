// Keeps the board in view while the animation is driven: on a phone the
// Animate button sits in the Solver panel, below the board, so the grid
// would be above the window while it animates, and the step text (the last
// of the board's lines that matter to it) can sit just below the window.
// site.js calls followPlayback with Animate and the playback buttons, and
// followResults with the buttons whose results the board shows.

const MARGIN = 8;  // px kept between the span and the window's edges
const NO_STEP_MS = 300;  // a press that draws no step scrolls after this long

/**
 * Scrolls the window, by as little as it takes, so the span from `first`'s
 * top to `last`'s bottom is in view; a span taller than the window starts
 * at its top. Smooth unless the reader asks for reduced motion.
 */
export function bringIntoView(first, last) {
  const top = first.getBoundingClientRect().top;
  const bottom = last.getBoundingClientRect().bottom;
  let by = 0;
  if (top < 0 || bottom - top + 2 * MARGIN > window.innerHeight) by = top - MARGIN;
  else if (bottom > window.innerHeight) by = bottom + MARGIN - window.innerHeight;
  if (Math.abs(by) < 1) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollBy({ top: by, behavior: still ? 'auto' : 'smooth' });
}

/**
 * After a press of one of `buttons`, brings `first` to `last` into view once,
 * when the session has drawn the step the press leads to (the counters and
 * the step text above and at the span's end change size with it, after the
 * Worker answers), or NO_STEP_MS after a press that draws none. One scroll:
 * a second smooth scroll would cut the first short.
 */
export function followPlayback(session, buttons, first, last) {
  let timer = 0;
  const scroll = () => {
    clearTimeout(timer);
    timer = 0;
    requestAnimationFrame(() => bringIntoView(first, last));
  };
  buttons.forEach((b) => b.addEventListener('click', () => {
    clearTimeout(timer);
    timer = setTimeout(scroll, NO_STEP_MS);
  }));
  session.on('step', () => { if (timer) scroll(); });
}

const RESULT_WAIT_MS = 10000;  // a press whose status comes later than this scrolls no more

/**
 * After a press of one of `buttons` (Solve, Hint, Apply hint, New puzzle,
 * whose results are drawn on the board: on a phone the board sits above
 * them, out of view), brings `first` to `last` into view once, when the
 * session next speaks in the status line (the result, or the word that the
 * work has begun; the status is the span's end).
 */
export function followResults(session, buttons, first, last) {
  let armed = false;
  let timer = 0;
  // Armed in the capture phase: before the button's own handler, which may
  // speak at once (Apply hint does).
  buttons.forEach((b) => b.addEventListener('click', () => {
    armed = true;
    clearTimeout(timer);
    timer = setTimeout(() => { armed = false; }, RESULT_WAIT_MS);
  }, true));
  session.on('status', () => {
    if (!armed) return;
    armed = false;
    clearTimeout(timer);
    requestAnimationFrame(() => bringIntoView(first, last));
  });
}
