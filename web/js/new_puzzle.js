// The site's "New puzzle": a level and a symmetry to choose, and a button
// that asks the library's generator (generate(), core/generate/) for a
// puzzle on the board shown now: the size and variant of a square grid
// (a jigsaw's regions drawn anew), or the layout. It runs in the `quick`
// Worker, so the page stays free while an extreme puzzle takes seconds;
// the menus' entries are the library's levels() and symmetries() (the
// session's catalog), named in the session's language (session.tr).
import { generatorBoard } from './session_catalog.js';
import { errorWords } from './error_words.js';

/**
 * el: {level, symmetry, technique, button} (three selects and a button; the
 * technique's menu, practice, is optional); deps:
 * {client() (the Worker client that generates), session, readLine(line,
 * layout) -> Promise of cells}.
 */
export function createNewPuzzle(el, deps) {
  const session = deps.session;
  const tr = session.tr;
  // A level's or symmetry's name: the language's ("new.level.hard"), else its id capitalised
  // ("mirror_flip" -> "Mirror flip", "rotate180" -> "Rotate 180°").
  const capitalised = (id) => (id.charAt(0).toUpperCase() + id.slice(1)).replace(/_/g, ' ').replace(/(\d+)$/, ' $1°');
  const named = (key, id) => (tr.has(key) ? tr.t(key) : capitalised(id));
  el.level.appendChild(option('any', tr.t('new.any_level'), tr.t('new.any_level_title')));
  session.catalog.levels.forEach((l) => el.level.appendChild(option(l.id, named('new.level.' + l.id, l.id), tr.lib('level.' + l.id, l.description))));
  session.catalog.symmetries.forEach((s) => el.symmetry.appendChild(option(s.id, named('new.symmetry.' + s.id, s.id),
    tr.lib('symmetry.' + s.id, s.description))));
  // Practice: a puzzle whose hardest step is the technique chosen (the ladder's rungs, the library's).
  if (el.technique) {
    el.technique.appendChild(option('any', tr.t('new.any_technique'), tr.t('new.any_technique_title')));
    session.catalog.techniques.filter((t) => t.practice).forEach((t) => {
      const name = techniqueName(session.tr, t.id);
      el.technique.appendChild(option(t.id, name, tr.t('new.technique_title', { technique: name })));
    });
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
    const words = session.tr;
    const values = { level: level === 'any' ? '' : levelWord(words, 'making', level), technique: practised ? techniqueName(words, practised.id) : '' };
    session.announce(words.t('new.making' + (level === 'any' ? '' : '_level') + (practised ? '_technique' : ''), values));
    const wording = words.wording(session.catalog.templates, session.catalog.techniques, session.catalog.constraintKinds);
    deps.client().generate(Object.assign(board, { level: level, symmetry: el.symmetry.value || 'none', technique: technique, wording: wording }))
      .then((made) => {
        if (!session.samePuzzle(before)) return null;  // the reader changed the puzzle meanwhile: theirs stands
        return deps.readLine(made.puzzle, layout).then((cells) => session.setPuzzle(
          { cells: cells, layout: layout, variant: state.variant, regions: made.regions || state.regions, constraints: [] }, { announce: false })
          .then((shown) => { if (shown && session.current(shown)) session.announce(described(made)); }));
      })
      .catch((error) => {
        if (!session.samePuzzle(before)) return;
        session.announce(session.tr.t('new.failed', { message: error.code ? errorWords(session.tr, error) : error.message }));
      })
      .then(() => { el.button.disabled = false; });
  });

  // "New hard puzzle: 26 givens, score 569, hardest step Empty rectangle; seed 7."
  function described(made) {
    const r = made.rating, words = session.tr;
    return words.t('new.made', { level: levelWord(words, 'made', r.level), n: made.givens, score: String(r.score),
      hardest: r.hardest ? words.t('new.made_hardest', { technique: techniqueName(words, r.hardest) }) : '',
      guessed: r.guesses ? words.t('new.made_guessed', { n: r.guesses }) : '', seed: String(made.seed) });
  }

  // A technique's name in `words`' language (the library's, by its id).
  function techniqueName(words, id) {
    const t = session.catalog.techniques.find((x) => x.id === id);
    return words.lib('technique.' + id, t ? t.name : id);
  }
}

// A level as the sentence `which` says it ('making': "Making a new hard puzzle…",
// 'made': "New hard puzzle: ..."; a language may inflect the two apart): its word, else the id.
function levelWord(tr, which, id) {
  const key = 'new.level_' + which + '.' + id;
  return tr.has(key) ? tr.t(key) : id;
}

function option(value, text, title) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  if (title) o.title = title;
  return o;
}
