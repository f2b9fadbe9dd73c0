// Opening a shared link: what fragment.js decoded from the address, checked
// against the library's catalog (sizes, variants, layouts) and read by the library,
// loaded into the session (session.js), or refused with the reason. A flow
// of the session written beside it, because only the site has links. It
// speaks in the session's language (session.tr, read when it speaks).
import { isJigsaw, canonicalVariant } from './session_catalog.js';
import { errorWords } from './error_words.js';

/**
 * Loads a decoded link ({state} or {error}); resolves false when it holds no
 * puzzle. loadedWords: what to say once it has loaded (default "Loaded the
 * puzzle from the link."); a refusal says why, whatever it is.
 */
export function loadLink(session, decoded, loadedWords) {
  const catalog = session.catalog;
  const tr = session.tr;
  // A bad link leaves the grid as it is (an empty one when nothing was shown yet) and says why.
  const refuse = (why) => (session.shape ? Promise.resolve()
    : session.setPuzzle({ cells: new Uint8Array(81), layout: '', variant: 'standard', regions: '' }, { announce: false }))
    .then(() => { session.announce(session.tr.t('link.refused', { why: why })); return true; });
  if (decoded.error) return refuse(decoded.error);
  const s = decoded.state;
  if (!s) return Promise.resolve(false);
  if (s.layout) return loadLayoutLink(session, s, refuse, loadedWords);
  if (s.iss !== undefined) return loadIssLink(session, s, refuse, loadedWords);
  s.variant = canonicalVariant(catalog, s.variant);
  const size = Math.round(Math.sqrt(s.puzzle.length));
  // (counts as the link has them, ungrouped; `count` chooses the plural form)
  const cellsOf = (n) => `${n * n} (${n}x${n})`;
  const problem = !session.sizeFits(size) || size * size !== s.puzzle.length
    ? tr.t('link.cell_count', { n: String(s.puzzle.length), count: s.puzzle.length, first: cellsOf(catalog.sizes[0].size),
      last: cellsOf(catalog.sizes[catalog.sizes.length - 1].size) })
    : !session.variantFits(s.variant, size)
      ? tr.t('link.bad_variant', { variant: s.variant.slice(0, 20), size: String(size),
        variants: catalog.variants.filter((v) => v.sizes.indexOf(size) >= 0).map((v) => v.id).join(', ') })
      : isJigsaw(s.variant) && s.regions.length !== size * size
        ? tr.t('link.regions_length', { n: String(size * size), count: size * size,
          has: tr.t('link.regions_has', { n: String(s.regions.length), count: s.regions.length }) })
        : null;
  if (problem) return refuse(problem);
  return session.readText(s.puzzle, '').then((r) => {
    if (!r.cells) return refuse(session.tr.t('link.puzzle_error', { message: errorWords(session.tr, r.error) }));
    return loaded(session, { cells: r.cells, layout: '', variant: s.variant, regions: s.regions }, s.algorithm, loadedWords);
  });
}

// An ISS puzzle string's link (#iss=..., or the page opened with ISS's own
// ?q=...): the library reads the whole puzzle, its shape and rules with it.
function loadIssLink(session, s, refuse, loadedWords) {
  return session.readText(s.iss, '').then((r) => {
    if (!r.cells) return refuse(session.tr.t('link.puzzle_error', { message: errorWords(session.tr, r.error) }));
    return loaded(session, { cells: r.cells, layout: '', variant: r.variant || 'standard', regions: r.regions || '',
      constraints: r.constraints || [] }, s.algorithm, loadedWords);
  });
}

// A layout's link: a known layout, its cellCount symbols, no variant or
// regions; read once the layouts are known (they may come after the page starts).
function loadLayoutLink(session, s, refuse, loadedWords) {
  return session.layouts().then(() => loadKnownLayout(session, s, refuse, loadedWords),
    (error) => refuse(session.tr.t('link.no_layouts', { message: error.message })));
}
function loadKnownLayout(session, s, refuse, loadedWords) {
  const tr = session.tr;
  const layout = session.layoutById(s.layout);
  const name = layout ? tr.lib('layout.' + layout.id, layout.name) : '';
  const problem = !layout
    ? tr.t('link.unknown_layout', { id: s.layout, layouts: session.catalog.layouts.map((l) => l.id).join(', ') })
    : s.puzzle && s.puzzle.length !== layout.cellCount
      ? tr.t('link.layout_cell_count', { n: String(s.puzzle.length), count: s.puzzle.length, layout: name, cells: String(layout.cellCount) })
      : s.variant !== 'standard' || s.regions ? tr.t('link.layout_alone', { layout: name }) : null;
  if (problem) return refuse(problem);
  // No puzzle: the layout empty.
  if (!s.puzzle) return loaded(session, { cells: new Uint8Array(layout.cellCount), layout: layout.id }, s.algorithm, loadedWords);
  return session.readText(s.puzzle, layout.id).then((r) => {
    if (!r.cells) return refuse(session.tr.t('link.puzzle_error', { message: errorWords(session.tr, r.error) }));
    return loaded(session, { cells: r.cells, layout: layout.id }, s.algorithm, loadedWords);
  });
}

function loaded(session, change, algorithm, loadedWords) {
  const known = session.algorithmById(algorithm);
  const using = session.algorithmById(session.state.algorithm);
  const note = algorithm && !known
    ? session.tr.t('link.unknown_algorithm', { id: algorithm, name: session.tr.lib('algorithm.' + using.id + '.name', using.name) }) : '';
  change.algorithm = known ? algorithm : undefined;
  return session.setPuzzle(change, { announce: false }).then((made) => {
    if (session.current(made)) session.announce((loadedWords || session.tr.t('link.loaded')) + (note ? ' ' + note : ''));
    return true;
  });
}

