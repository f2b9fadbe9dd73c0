// Opening a shared link: what fragment.js decoded from the address, checked
// against the library's catalog (sizes, variants, layouts) and read by the library,
// loaded into the session (session.js), or refused with the reason. A flow
// of the session written beside it, because only the site has links.
import { isJigsaw } from './session_catalog.js';

/** Loads a decoded link ({state} or {error}); resolves false when it holds no puzzle. */
export function loadLink(session, decoded) {
  const catalog = session.catalog;
  // A bad link leaves the grid as it is (an empty one when nothing was shown yet) and says why.
  const refuse = (why) => (session.shape ? Promise.resolve()
    : session.setPuzzle({ cells: new Uint8Array(81), layout: '', variant: 'standard', regions: '' }, { announce: false }))
    .then(() => { session.announce('This link cannot be opened: ' + why); return true; });
  if (decoded.error) return refuse(decoded.error);
  const s = decoded.state;
  if (!s) return Promise.resolve(false);
  if (s.layout) return loadLayoutLink(session, s, refuse);
  s.variant = canonicalVariant(catalog, s.variant);
  const size = Math.round(Math.sqrt(s.puzzle.length));
  const problem = !session.sizeFits(size) || size * size !== s.puzzle.length
    ? 'The link\'s puzzle has ' + s.puzzle.length + ' cells; a puzzle has ' + catalog.sizes.map((z) => z.size * z.size).join(', ') + ' cells.'
    : !session.variantFits(s.variant, size)
      ? 'The link\'s variant "' + s.variant.slice(0, 20) + '" is not one of ' +
        catalog.variants.filter((v) => v.sizes.indexOf(size) >= 0).map((v) => v.id).join(', ') + ' for a ' + size + 'x' + size + ' grid.'
      : isJigsaw(s.variant) && s.regions.length !== size * size
        ? 'The link\'s region map must be ' + size * size + ' symbols 1-9 or A-P, one per cell (it has ' + s.regions.length + ' characters).'
        : null;
  if (problem) return refuse(problem);
  return session.readText(s.puzzle, '').then((r) => {
    if (!r.cells) return refuse('The link\'s puzzle: ' + r.error.message);
    return loaded(session, { cells: r.cells, layout: '', variant: s.variant, regions: s.regions }, s.algorithm);
  });
}

// A layout's link: a known layout, its cellCount symbols, no variant or
// regions; read once the layouts are known (they may come after the page starts).
function loadLayoutLink(session, s, refuse) {
  return session.layouts().then(() => loadKnownLayout(session, s, refuse),
    (error) => refuse('The layouts could not be loaded (' + error.message + ').'));
}
function loadKnownLayout(session, s, refuse) {
  const layout = session.layoutById(s.layout);
  const problem = !layout
    ? 'The link\'s layout "' + s.layout + '" is not one of ' + session.catalog.layouts.map((l) => l.id).join(', ') + '.'
    : s.puzzle && s.puzzle.length !== layout.cellCount
      ? 'The link\'s puzzle has ' + s.puzzle.length + ' cells; a ' + layout.name + ' puzzle has ' + layout.cellCount + '.'
      : s.variant !== 'standard' || s.regions ? 'A ' + layout.name + ' link takes no variant or region map.' : null;
  if (problem) return refuse(problem);
  // No puzzle: the layout empty.
  if (!s.puzzle) return loaded(session, { cells: new Uint8Array(layout.cellCount), layout: layout.id }, s.algorithm);
  return session.readText(s.puzzle, layout.id).then((r) => {
    if (!r.cells) return refuse('The link\'s puzzle: ' + r.error.message);
    return loaded(session, { cells: r.cells, layout: layout.id }, s.algorithm);
  });
}

function loaded(session, change, algorithm) {
  const known = session.algorithmById(algorithm);
  const note = algorithm && !known
    ? ' The link names no known algorithm ("' + algorithm + '"); using ' + session.algorithmById(session.state.algorithm).name + '.' : '';
  change.algorithm = known ? algorithm : undefined;
  return session.setPuzzle(change, { announce: false }).then((made) => {
    if (session.current(made)) session.announce('Loaded the puzzle from the link.' + note);
    return true;
  });
}

// The catalog's id for a variant written with its rules in any order ("x,jigsaw"
// is "jigsaw,x") or not at all ("" is "standard"); anything else as it is.
function canonicalVariant(catalog, variant) {
  const rules = (id) => id.split(',').map((r) => r.trim().toLowerCase()).filter(Boolean).sort().join(',');
  const wanted = rules(variant || 'standard');
  const found = catalog.variants.find((v) => rules(v.id) === wanted);
  return found ? found.id : variant;
}
