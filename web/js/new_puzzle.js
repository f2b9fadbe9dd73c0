// The site's "New puzzle": a level and a symmetry to choose, and a button
// that asks the library's generator (generate(), core/generate/) for a
// puzzle on the board shown now: the size and variant of a square grid
// (a jigsaw's regions drawn anew), or the layout. It runs in the `quick`
// Worker, so the page stays free while an extreme puzzle takes seconds;
// the menus' entries are the library's levels() and symmetries() (the
// session's catalog).
import { generatorBoard } from './session_catalog.js';
import { techniqueName } from './rating_words.js';

const LEVEL_NAMES = { any: 'Any level' };  // the others: the id, capitalised

/**
 * el: {level, symmetry, technique, button} (three selects and a button; the
 * technique's menu, practice, is optional); deps:
 * {client() (the Worker client that generates), session, readLine(line,
 * layout) -> Promise of cells}.
 */
export function createNewPuzzle(el, deps) {
  const session = deps.session;
  // "mirror_flip" -> "Mirror flip", "rotate180" -> "Rotate 180°"
  const capitalised = (id) => (id.charAt(0).toUpperCase() + id.slice(1)).replace(/_/g, ' ').replace(/(\d+)$/, ' $1°');
  el.level.appendChild(option('any', LEVEL_NAMES.any, 'the first puzzle with one solution, of whatever level'));
  session.catalog.levels.forEach((l) => el.level.appendChild(option(l.id, capitalised(l.id), l.description)));
  session.catalog.symmetries.forEach((s) => el.symmetry.appendChild(option(s.id, s.id === 'none' ? 'No symmetry' : capitalised(s.id), s.description)));
  // Practice: a puzzle whose hardest step is the technique chosen (the ladder's rungs, the library's).
  if (el.technique) {
    el.technique.appendChild(option('any', 'Any technique', 'no technique asked for'));
    session.catalog.techniques.filter((t) => t.practice).forEach((t) => el.technique.appendChild(option(t.id, t.name, 'its hardest step is ' + t.name)));
  }
  el.button.disabled = false;

  el.button.addEventListener('click', () => {
    const state = session.state;
    const layout = state.layout || '';
    const board = generatorBoard(layout, Math.round(Math.sqrt(state.cells.length)), state.variant, '');  // a jigsaw: new regions
    const level = el.level.value || 'any';
    const technique = el.technique ? el.technique.value || 'any' : 'any';
    const practised = technique !== 'any' && session.catalog.techniques.find((x) => x.id === technique);
    const before = session.asked();
    el.button.disabled = true;
    session.announce('Making a new ' + (level === 'any' ? '' : level + ' ') + 'puzzle' +
      (practised ? ' whose hardest step is ' + practised.name + ' (a rare one can take seconds)' : '') + '…');
    deps.client().generate(Object.assign(board, { level: level, symmetry: el.symmetry.value || 'none', technique: technique }))
      .then((made) => {
        if (!session.samePuzzle(before)) return null;  // the reader changed the puzzle meanwhile: theirs stands
        return deps.readLine(made.puzzle, layout).then((cells) => session.setPuzzle(
          { cells: cells, layout: layout, variant: state.variant, regions: made.regions || state.regions }, { announce: false })
          .then((shown) => { if (shown && session.current(shown)) session.announce(described(made)); }));
      })
      .catch((error) => { if (session.samePuzzle(before)) session.announce('No new puzzle: ' + error.message + '.'); })
      .then(() => { el.button.disabled = false; });
  });

  // "New hard puzzle: 26 givens, score 569, hardest step Empty rectangle; seed 7."
  function described(made) {
    const r = made.rating;
    return 'New ' + r.level + ' puzzle: ' + made.givens + ' givens, score ' + r.score +
      (r.hardest ? ', hardest step ' + techniqueName(r.hardest, session.catalog.techniques) : '') +
      (r.guesses ? ', ' + r.guesses + ' guessed' : '') + '; seed ' + made.seed + '.';
  }
}

function option(value, text, title) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  if (title) o.title = title;
  return o;
}
