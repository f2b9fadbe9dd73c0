// Keeps the board in view while the animation is driven: on a phone the
// Animate button sits in the Solver panel, below the board, so the grid
// would be above the window while it animates, and the step text (the last
// of the board's lines that matter to it) can sit just below the window.
// site.js calls this on Animate and on the playback buttons.

const MARGIN = 8;  // px kept between the span and the window's edges

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
