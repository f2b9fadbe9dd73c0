// The site's "Rules beyond rows, columns and boxes" panel: a reader adds
// killer cages, thermometers, dots and the rest to a square grid by hand.
// While the panel is open the grid picks cells (grid_view.js's painting
// mode: click, drag, or Space): they are kept in the order picked, which is
// a line's order (a thermometer from its bulb). Add asks the library whether
// the rule stands on this grid (parse() with it: a cage's sum out of reach,
// cells not side by side are its errors, worded as every library error is)
// and sets the puzzle with it (session.setPuzzle, so Undo takes it back).
// The kinds and what their numbers are come from the library
// (constraintKinds()); "unmarked" pairs come only with the rules that imply
// them ("every dot is given", from a pasted ISS string), so they are not offered.
import { errorWords } from './error_words.js';
import { SYMBOLS } from './cells.js';

/**
 * Wires the panel's elements el {panel (a details), kind, number, kindHelp,
 * cells, add, clearCells, removeLast, removeAll, list (the puzzle's rules,
 * each with a Remove button; "unmarked" pairs one line per kind)}. deps: {session, grid
 * (grid_view.js's), reader(): what parses (a Worker client),
 * beforePicking(): ends another use of the grid's clicks (painting regions),
 * otherPainting(): whether that use is on (the grid keeps painting when the
 * panel closes)}. Returns {picking(): whether clicks on the grid pick cells
 * now, pick(cell)}. (A new language reloads the page: nothing to word again.)
 */
export function createRulesEditor(el, deps) {
  const session = deps.session;
  const tr = () => session.tr;
  const kinds = (session.catalog.constraintKinds || []).filter((k) => k.draw !== 'unmarked');
  let picked = [];

  function fillKinds() {
    const chosen = el.kind.value;
    el.kind.textContent = '';
    kinds.forEach((k) => {
      const o = document.createElement('option');
      o.value = k.id;
      o.textContent = tr().lib('constraint.' + k.id, k.name);
      el.kind.appendChild(o);
    });
    if (chosen) el.kind.value = chosen;
    describeKind();
  }
  const kind = () => kinds.find((k) => k.id === el.kind.value) || kinds[0];

  // The rule in words, and what to pick for it.
  function describeKind() {
    const k = kind();
    if (!k) return;
    const pick = tr().t('rules.pick.' + k.draw);
    el.kindHelp.textContent = tr().lib('constraint.' + k.id + '.rule', k.rule) + ' ' + pick;
    el.number.disabled = !takesNumber(k);
    el.number.closest('label').hidden = !takesNumber(k);  // (a thermometer has no number to give)
    showPicked();
  }
  // A kind takes a number when the library words one (a sum, a difference), or lists values or letters.
  const takesNumber = (k) => !!k.number || k.draw === 'cell';
  const wholeGrid = (k) => k.draw === 'grid';

  function showPicked() {
    const k = kind();
    session.emit('marks', { name: 'rule-picked', cells: picked });
    if (k && wholeGrid(k)) { el.cells.textContent = tr().t('rules.whole_grid'); return; }
    if (!picked.length) { el.cells.textContent = tr().t('rules.no_cells'); return; }
    session.withCellNames((name) => { el.cells.textContent = tr().t('rules.cells', { cells: picked.map(name).join(' ') }); });
  }

  function pick(cell) {
    if (picked[picked.length - 1] === cell) return;  // (a drag stays on a cell for several moves)
    const at = picked.indexOf(cell);
    // A cell picked again ends the list there when it is the one before the last (a drag back), else joins it again (a whisper may pass a cell twice).
    if (at >= 0 && at === picked.length - 2) picked.pop();
    else picked.push(cell);
    showPicked();
  }

  // The rule's number from the field: a sum or a difference; a values rule's
  // digits ("2468": a bit per value); an X or V (10, 5). NaN when it reads as none.
  function numberOf(k) {
    const text = el.number.value.trim().toUpperCase();
    if (!takesNumber(k) || !text) return 0;
    if (k.draw === 'cell') {
      let mask = 0;
      for (const ch of text.replace(/[\s,]/g, '')) {
        const v = SYMBOLS.indexOf(ch) + 1;
        if (v < 1) return NaN;
        mask |= 1 << (v - 1);
      }
      return mask;
    }
    if (k.draw === 'letter' && (text === 'X' || text === 'V')) return text === 'X' ? 10 : 5;
    return /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  }

  function add() {
    const k = kind();
    const state = session.state;
    if (state.layout) { session.announce(tr().t('rules.square_only')); return Promise.resolve(); }
    const cells = wholeGrid(k) ? Array.from(state.cells, (_, i) => i) : picked.slice();
    if (!cells.length) { session.announce(tr().t('rules.pick_first')); return Promise.resolve(); }
    const number = numberOf(k);
    if (Number.isNaN(number)) { session.announce(tr().t('rules.bad_number', { text: el.number.value.trim() })); return Promise.resolve(); }
    const rule = { kind: k.id, cells: Array.from(cells) };
    if (number) rule.number = number;
    const list = state.constraints.concat([rule]);
    // Asked of the rule on an empty grid of this board: whether it can stand at all (the givens it breaks are listed as problems).
    const board = Object.assign(session.boardOptions(), { constraints: [rule] });
    return Promise.resolve(deps.reader().parse(new Uint8Array(state.cells.length), board)).then((r) => {
      if (!r.ok) { session.announce(tr().t('rules.refused', { message: errorWords(tr(), r.error) })); return null; }
      picked = [];
      return session.setPuzzle({ constraints: list }).then((made) => {
        showPicked();
        if (session.current(made) && !session.problems.length) {
          session.announce(tr().t('rules.added', { name: tr().lib('constraint.' + k.id, k.name), n: list.length }));
        }
      });
    });
  }

  function remove(all) {
    const list = session.state.constraints;
    if (!list.length) { session.announce(tr().t('rules.none_to_remove')); return; }
    const last = list[list.length - 1];
    const k = session.constraintKindById(last.kind);
    session.setPuzzle({ constraints: all ? [] : list.slice(0, -1) }).then((made) => {
      if (!session.current(made) || session.problems.length) return;
      session.announce(all ? tr().t('rules.removed_all') : tr().t('rules.removed', { name: tr().lib('constraint.' + last.kind, k ? k.name : last.kind) }));
    });
  }

  // The puzzle's rules, one line each (a kind's unmarked pairs, which come by
  // the hundred with "every dot is given", one line for them all), each with
  // a Remove button; drawn again whenever the puzzle changes.
  function showList() {
    if (!el.list) return;
    const list = session.state.constraints;
    const mine = ++listSeq;
    session.withCellNames((name) => {
      if (mine !== listSeq) return;
      el.list.textContent = '';
      const pairs = new Map();  // unmarked kind id -> its rules' indices
      list.forEach((c, index) => {
        const k = session.constraintKindById(c.kind);
        if (k && k.draw === 'unmarked') {
          if (!pairs.has(c.kind)) pairs.set(c.kind, []);
          pairs.get(c.kind).push(index);
          return;
        }
        addLine(ruleWords(c, k, name), [index]);
      });
      pairs.forEach((indices, kind) => {
        const k = session.constraintKindById(kind);
        addLine(tr().t('rules.entry_pairs', { name: tr().lib('constraint.' + kind, k.name), n: indices.length }), indices);
      });
    });
  }
  let listSeq = 0;
  // "Killer cage (15): r1c1 r2c1", "Anti-knight: the whole grid".
  function ruleWords(c, k, name) {
    const kindName = tr().lib('constraint.' + c.kind, k ? k.name : c.kind);
    if (k && k.draw === 'grid') return tr().t('rules.entry_whole', { name: kindName });
    const cells = c.cells.map(name).join(' ');
    if (!c.number || (k && k.draw === 'cell')) return tr().t('rules.entry', { name: kindName, cells: cells });
    return tr().t('rules.entry_number', { name: kindName, number: String(c.number), cells: cells });
  }
  function addLine(words, indices) {
    const li = document.createElement('li');
    const text = document.createElement('span');
    text.textContent = words;
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.textContent = tr().t('rules.remove');
    remove.setAttribute('aria-label', tr().t('rules.remove_label', { rule: words }));
    remove.addEventListener('click', () => {
      const gone = new Set(indices);
      session.setPuzzle({ constraints: session.state.constraints.filter((_, i) => !gone.has(i)) }).then((made) => {
        if (session.current(made) && !session.problems.length) session.announce(tr().t('rules.removed_one', { rule: words }));
      });
    });
    li.append(text, remove);
    el.list.appendChild(li);
  }
  session.on('puzzle', showList);

  el.kind.addEventListener('change', describeKind);
  el.add.addEventListener('click', add);
  el.clearCells.addEventListener('click', () => { picked = []; showPicked(); });
  el.removeLast.addEventListener('click', () => remove(false));
  el.removeAll.addEventListener('click', () => remove(true));
  el.number.addEventListener('keydown', (e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } });
  el.panel.addEventListener('toggle', () => {
    if (el.panel.open && deps.beforePicking) deps.beforePicking();
    deps.grid.setPainting(el.panel.open || (!!deps.otherPainting && deps.otherPainting()));
    if (!el.panel.open) { picked = []; session.emit('marks', { name: 'rule-picked', cells: [] }); }
    else showPicked();
    session.announce(tr().t(el.panel.open ? 'rules.picking_on' : 'rules.picking_off'));
  });
  fillKinds();
  showList();

  return {
    picking: () => el.panel.open,
    pick: pick,
  };
}
