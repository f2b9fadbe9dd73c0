// A puzzle's rating (the library's rate(): level, hardest technique,
// guesses, steps) in words, worded once for every place that says one: a
// unique puzzle's verdict on the site and the widget's Rate (both in
// session_verdict.js). In the reader's language (i18n.js's translator),
// English by default. Pure: no DOM, no solver.
import { createTranslator } from './i18n.js';

let english = null;  // the English translator, made on first use
function englishWords() { return english || (english = createTranslator('en')); }

/**
 * The name of technique `id` in `techniques` (the catalog's: [{id, name}]),
 * in `tr`'s language (English by default), or the id itself when it lacks one.
 */
export function techniqueName(id, techniques, tr) {
  const t = (techniques || []).find((x) => x.id === id);
  return t ? (tr || englishWords()).lib('technique.' + id, t.name) : id;
}

/**
 * "rated hard (hardest step: Swordfish)" of a solved rating `r`, with
 * "; 2 digits beyond every technique here" when digits were handed over
 * as guesses, and with `withSteps` the logical steps too: "rated hard
 * (hardest step: Swordfish; 48 steps)". Nothing in brackets when the
 * givens fill the grid. In `tr`'s language (English by default): the
 * level's word (rating.level.<id>, else the id) and each note in the
 * brackets are keys of their own, the notes joined by rating.separator.
 */
export function ratedWords(r, techniques, withSteps, tr) {
  tr = tr || englishWords();
  const parts = [];
  if (r.hardest) parts.push(tr.t('rating.hardest', { technique: techniqueName(r.hardest, techniques, tr) }));
  if (withSteps && r.hardest) parts.push(tr.t('rating.steps', { n: r.steps }));
  if (r.guesses) parts.push(tr.t('rating.guesses', { n: r.guesses }));
  const level = tr.has('rating.level.' + r.level) ? tr.t('rating.level.' + r.level) : r.level;
  return parts.length ? tr.t('rating.rated_notes', { level: level, notes: parts.join(tr.t('rating.separator')) })
    : tr.t('rating.rated', { level: level });
}
