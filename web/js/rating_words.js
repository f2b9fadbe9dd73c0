// A puzzle's rating (the library's rate(): level, hardest technique,
// guesses, steps) in words, worded once for every place that says one: a
// unique puzzle's verdict on the site and the widget's Rate (both in
// session_verdict.js), and a new puzzle's hardest step (new_puzzle.js).
// Pure: no DOM, no solver.

/** The name of technique `id` in `techniques` (the catalog's: [{id, name}]), or the id itself when it lacks one. */
export function techniqueName(id, techniques) {
  const t = (techniques || []).find((x) => x.id === id);
  return t ? t.name : id;
}

/**
 * "rated hard (hardest step: Swordfish)" of a solved rating `r`, with
 * "; 2 digits beyond every technique here" when digits were handed over
 * as guesses, and with `withSteps` the logical steps too: "rated hard
 * (hardest step: Swordfish; 48 steps)". Nothing in brackets when the
 * givens fill the grid.
 */
export function ratedWords(r, techniques, withSteps) {
  const parts = [];
  if (r.hardest) parts.push('hardest step: ' + techniqueName(r.hardest, techniques));
  if (withSteps && r.hardest) parts.push(r.steps + (r.steps === 1 ? ' step' : ' steps'));
  if (r.guesses) parts.push(r.guesses + (r.guesses === 1 ? ' digit' : ' digits') + ' beyond every technique here');
  return 'rated ' + r.level + (parts.length ? ' (' + parts.join('; ') + ')' : '');
}
