// A puzzle's verdict, in a sentence, as soon as it is read or loaded: one
// solution (with its rating, on HoDoKu's levels, up to 9x9), none (naming the dead cell or house when logic alone finds it),
// or how many up to a cap. The quick Worker counts with the fast solver
// (milliseconds for a 9x9); a grid it cannot settle in VERDICT_TIME_LIMIT
// gets no verdict. Adds to the state (session_state.js): verdict, sayWithVerdict, showThem,
// and rate: the rating on request (the widget's Rate), of any grid.
import { count } from './format.js';
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
      if (r.status === 'no_solution') {
        // Logic names the cell or house left empty, when it finds one.
        return s.quick().hint(cells, s.puzzleOptions()).then((h) => (h.status === 'no_solution'
          ? 'It has no solution: ' + h.message.replace(/^This grid has no solution: /, '')
          : 'It has no solution (a search shows it; no cell is empty of candidates yet).'), () => 'It has no solution.');
      }
      if (r.status !== 'solved') return null;
      if (r.count === 1) return rated(cells);
      if (!r.complete) return 'It has at least ' + count(r.count) + ' solutions.';
      return 'It has ' + count(r.count) + ' solutions' + s.showThem() + '.';
    }).catch(() => null);
  }
  // "It has one solution." with its rating when the grid is small enough to
  // rate at once (a square grid up to 9x9: milliseconds): "It has one
  // solution; rated hard (hardest step: Swordfish)."
  function rated(cells) {
    const one = 'It has one solution';
    if (s.state.layout || s.state.size > RATED_UP_TO) return Promise.resolve(one + '.');
    return s.quick().rate(cells, s.puzzleOptions()).then((r) => {
      if (r.status !== 'solved') return one + '.';
      return one + '; ' + ratedWords(r, s.catalog.techniques) + '.';
    }, () => one + '.');
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
    const asking = 'Rating the puzzle…';
    s.announce(asking);
    const still = () => s.samePuzzle(made) && s.statusText === asking;
    return s.quick().rate(Uint8Array.from(s.state.cells), s.puzzleOptions()).then((r) => {
      if (!s.samePuzzle(made)) return null;
      if (still()) {
        s.result(r.status === 'solved' ? 'This puzzle is ' + ratedWords(r, s.catalog.techniques, true) + '.'
          : 'No rating: this puzzle has ' + (r.status === 'no_solution' ? 'no solution' : 'more than one solution') +
            ' (a rating needs exactly one).');
      }
      return r;
    }, (error) => { if (still()) s.reportError(error, 'No rating'); return null; });
  }

  /**
   * Says `text` now, and the verdict after it once known, while the grid and
   * the status are still the same. Resolves once said.
   */
  function sayWithVerdict(text) {
    s.announce(text);
    const made = s.asked();
    return verdict().then((v) => {
      if (v && s.current(made) && s.statusText === text) s.announce(text + ' ' + v);
    });
  }
  /** Where a reader finds several solutions: ": All solutions lists them, ..." where the view has those buttons (deps.offers), else "". */
  function showThem() { return s.offers ? ': All solutions lists them, and Where they differ shows where' : ''; }
  return { verdict: verdict, sayWithVerdict: sayWithVerdict, showThem: showThem, rate: rate };
}
