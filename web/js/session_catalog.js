// The library's tables as the session reads them (session.js): loading them
// from a client (the site and the widget load them before they make a
// session), and looking up an algorithm, a variant, a size or a layout in
// them. The tables are the library's; nothing here adds to them.

/**
 * Resolves to the library's tables: {algorithms, techniques, kinds, variants,
 * sizes, templates, levels, symmetries, layouts} from `client`, a Worker client or the synchronous API.
 * With {layouts: false} the layouts are left out (building them costs an
 * instance tens of milliseconds): createSession's deps.layouts brings them.
 */
export function loadCatalog(client, options) {
  const withLayouts = !options || options.layouts !== false;
  return Promise.all([client.algorithms(), client.techniques(), client.eventKinds(), client.variants(), client.sizes(),
    client.templates(), client.levels(), client.symmetries(), client.constraintKinds(), withLayouts ? client.layouts() : undefined])
    .then((t) => {
      const catalog = { algorithms: t[0], techniques: t[1], kinds: t[2], variants: t[3], sizes: t[4], templates: t[5],
        levels: t[6], symmetries: t[7], constraintKinds: t[8] };
      if (withLayouts) catalog.layouts = t[9];
      return catalog;
    });
}

/**
 * The catalog's id for a variant written with its rules in any order ("x,jigsaw"
 * is "jigsaw,x"; the library's parse() joins them with "+") or not at all ("" is "standard"); anything else as it is.
 */
export function canonicalVariant(catalog, variant) {
  const rules = (id) => id.split(/[,+]/).map((r) => r.trim().toLowerCase()).filter(Boolean).sort().join(',');
  const wanted = rules(variant || 'standard');
  const found = catalog.variants.find((v) => rules(v.id) === wanted);
  return found ? found.id : variant;
}

/** True when a variant id asks for a region map (jigsaw, alone or with other rules). */
export function isJigsaw(variant) { return String(variant).split(',').indexOf('jigsaw') >= 0; }

/**
 * The board options of generate() for a board shown: its layout, or its
 * size and variant, a jigsaw with `regions` (a map, or '' for regions
 * drawn anew: "random").
 */
export function generatorBoard(layout, size, variant, regions) {
  if (layout) return { layout: layout };
  return { size: size, variant: variant, regions: isJigsaw(variant) ? regions || 'random' : '' };
}

/**
 * Lookups in `catalog` (loadCatalog's tables; its layouts may come later):
 * an entry by id (null when there is none), and whether a variant or a size
 * is one the library has.
 */
export function catalogLookups(catalog) {
  const variantById = (id) => catalog.variants.find((v) => v.id === id) || null;
  return {
    algorithmById: (id) => catalog.algorithms.find((a) => a.id === id) || null,
    variantById: variantById,
    variantFits: (id, size) => {
      const v = variantById(id);
      return !!v && v.sizes.indexOf(size) >= 0;
    },
    sizeFits: (size) => catalog.sizes.some((s) => s.size === size),
    /** The variant a grid of `size` falls back on: standard, or where it does not fit (a prime size, which has no boxes) the first that does. */
    variantFor: (size) => {
      const fit = catalog.variants.filter((v) => v.sizes.indexOf(size) >= 0);
      return fit.some((v) => v.id === 'standard') || !fit.length ? 'standard' : fit[0].id;
    },
    /** The region map (an index per cell) a jigsaw of `size` starts from: its boxes', or the library's strips on a prime size; null for a size not listed. */
    startRegions: (size) => {
      const entry = catalog.sizes.find((s) => s.size === size);
      return entry && entry.startRegions ? entry.startRegions : null;
    },
    layoutById: (id) => (catalog.layouts || []).find((l) => l.id === id) || null,
    /** A kind of rule beyond the houses (constraintKinds()), or null. */
    constraintKindById: (id) => (catalog.constraintKinds || []).find((k) => k.id === id) || null,
  };
}
