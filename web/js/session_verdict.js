// A puzzle's verdict, in a sentence, as soon as it is read or loaded: one
// solution (with its rating, on HoDoKu's levels, up to 9x9), none (naming the dead cell or house when logic alone finds it),
// or how many up to a cap. The quick Worker counts with the fast solver
// (milliseconds for a 9x9); a grid it cannot settle in VERDICT_TIME_LIMIT
// gets no verdict. Adds to the state (session_state.js): verdict, sayWithVerdict,
// and rate: the rating on request (the widget's Rate), of any grid. Each
// sentence is one key of the reader's language (s.tr); the library's own
// words in it (why there is no solution, a rating's technique) come in it too.
import { ratedWords } from './rating_words.js';

export const VERDICT_CAP = 1000;         // solutions counted before "at least"
const VERDICT_TIME_LIMIT = 1500;         // ms the quick Worker may spend counting
const RATED_UP_TO = 9;                   // the largest square grid rated with its verdict

/** The verdict call over the session's state `s`. */
export function createVerdict(s) {
  /**
   * Resolves to a sentence on the grid as shown ("It has one solution.",
   * "It has no solution: r1c7 has no candidate left.", "It has 4
   * solutions: All solutions lists them, and Where they differ shows
   * where.", "It has at least 1,000 solutions."), or null when it could
   * not be settled in time or the grid changed meanwhile.
   */
  function verdict() {
    const made = s.asked();
    const cells = s.gridCells();
    const options = Object.assign(s.puzzleOptions(), { algorithm: 'fast', limit: VERDICT_CAP, timeLimit: VERDICT_TIME_LIMIT });
    return s.quick().count(cells, options).then((r) => {
      if (!s.samePuzzle(made)) return null;
      const tr = s.tr;
      if (r.status === 'no_solution') {
        // Logic names the cell or house left empty, when it finds one.
        return s.quick().hint(cells, Object.assign(s.puzzleOptions(), { wording: s.wording() })).then((h) => (h.status === 'no_solution'
          ? tr.t('verdict.it_has_no_solution_why', { why: whyNone(h) })
          : tr.t('verdict.it_has_no_solution_search')), () => tr.t('verdict.it_has_no_solution'));
      }
      if (r.status !== 'solved') return null;
      if (r.count === 1) return rated(cells);
      if (!r.complete) return tr.t('verdict.it_has_at_least', { n: r.count });
      return tr.t(s.offers ? 'verdict.it_has_offer' : 'verdict.it_has', { n: r.count });
    }).catch(() => null);
  }
  // Why a grid has no solution, from hint h's message ("This grid has no
  // solution: r1c7 has no candidate left."): what follows the library's own
  // opening of that sentence (the template's words before its first field,
  // in the reader's language, up to its colon), or the whole message when it
  // opens otherwise.
  function whyNone(h) {
    const template = (s.catalog.templates || []).find((t) => t.id === 'no_solution_cell');
    const english = template ? template.text : 'This grid has no solution: {cell} has no candidate left.';
    const before = s.tr.lib('step.no_solution_cell', english).split('{')[0];  // "…: " or, in Polish, "…: w "
    const opening = before.slice(0, before.lastIndexOf(': ') + 2);
    return opening && h.message.indexOf(opening) === 0 ? h.message.slice(opening.length) : h.message;
  }
  // "It has one solution." with its rating when the grid is small enough to
  // rate at once (a square grid up to 9x9: milliseconds): "It has one
  // solution; rated hard (hardest step: Swordfish)."
  function rated(cells) {
    const tr = s.tr;
    const one = tr.t('verdict.it_has_one');
    if (s.state.layout || s.state.size > RATED_UP_TO) return Promise.resolve(one);
    return s.quick().rate(cells, Object.assign(s.puzzleOptions(), { wording: s.wording() })).then((r) => {
      if (r.status !== 'solved') return one;
      return tr.t('verdict.it_has_one_rated', { rating: ratedWords(r, s.catalog.techniques, false, tr) });
    }, () => one);
  }

  /**
   * The puzzle's rating on request: its givens (not the reader's digits)
   * rated by the library in the quick Worker, said in the status line once
   * it comes, if the puzzle is the same and nothing else was said
   * meanwhile: "This puzzle is rated hard (hardest step: X-Wing; 48
   * steps).", or why it has none. Resolves to the library's rating (null
   * when the puzzle changed meanwhile or it could not be rated: the status
   * says why).
   */
  function rate() {
    const made = s.asked();
    const tr = s.tr;
    const asking = tr.t('rating.asking');
    s.announce(asking);
    const still = () => s.samePuzzle(made) && s.statusText === asking;
    return s.quick().rate(Uint8Array.from(s.state.cells), Object.assign(s.puzzleOptions(), { wording: s.wording() })).then((r) => {
      if (!s.samePuzzle(made)) return null;
      if (still()) {
        s.result(r.status === 'solved' ? tr.t('rating.this_puzzle', { rating: ratedWords(r, s.catalog.techniques, true, tr) })
          : tr.t(r.status === 'no_solution' ? 'rating.none_no_solution' : 'rating.none_several'));
      }
      return r;
    }, (error) => { if (still()) s.reportError(error, tr.t('error.source.rating')); return null; });
  }

  /**
   * Says `text` now, and the verdict after it once known, while the grid and
   * the status are still the same. Resolves once said.
   */
  function sayWithVerdict(text) {
    s.announce(text);
    const made = s.asked();
    return verdict().then((v) => {
      if (v && s.current(made) && s.statusText === text) s.announce(s.tr.t('verdict.after', { text: text, verdict: v }));
    });
  }
  return { verdict: verdict, sayWithVerdict: sayWithVerdict, rate: rate };
}
