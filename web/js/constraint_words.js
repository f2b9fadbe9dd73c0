// The rules beyond the houses said under the grid (the site's and the
// widget's list #rules): one line per kind of rule the puzzle has, in the
// library's order (constraintKinds()), its name and its rule in the reader's
// language, with how many there are. The "grid" and "unmarked" rules
// (anti-knight, "every dot is given"), which constraint_layer.js does not
// draw, are said only here.

/** Fills the list `ul` with the rules of `session`'s puzzle (empty: none). */
export function showRules(ul, session) {
  const tr = session.tr;
  const counts = new Map();
  session.state.constraints.forEach((c) => counts.set(c.kind, (counts.get(c.kind) || 0) + 1));
  ul.textContent = '';
  (session.catalog.constraintKinds || []).forEach((k) => {
    const n = counts.get(k.id);
    if (!n) return;
    const li = document.createElement('li');
    // (a rule over the whole grid, or pairs left unmarked, is one rule however many parts it has)
    const one = k.draw === 'grid' || k.draw === 'unmarked';
    li.textContent = tr.t('rules.item', { name: tr.lib('constraint.' + k.id, k.name), rule: tr.lib('constraint.' + k.id + '.rule', k.rule),
      n: one ? 1 : n });
    ul.appendChild(li);
  });
}
