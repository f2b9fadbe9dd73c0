// The site's "Puzzle" text box and "Load file": reads pasted or loaded text
// with the library's own parser (session.readText: a 9x9 line or less in
// the page's own instance, longer text in the `quick` Worker, so it answers
// while a long search runs), offers a list when the text
// holds several puzzles (split as the chosen layout's when there is one),
// and names what is wrong with text it cannot read
// (with the file's name when it came from a file). The library reads every
// format people paste: one line, rows, SimpleSudoku .ss and box-drawn grids,
// CSV; see src/core/text_format.hpp. site.js gets the cells of a good text
// (onCells) and writes the box when the grid changes (show). It speaks in
// the session's language (session.tr, read when it speaks).
import { errorWords } from './error_words.js';

const MAX_TEXT = 65536;  // the library refuses longer puzzle texts; say so without sending them
const MAX_FILE = 1 << 20;
const LISTED = 10000;  // puzzles of a file offered in the list

/**
 * el: {text, file, list, listField}; ui: {session, quick() (the Worker client for short calls),
 * onCells(cells, layout: the layout they are of, '' for a square grid, reading: session.readText's answer, with its
 * alternatives; resolves once the grid shows them and the status says so, to null when another change overtook them),
 * onProblem(text or null), announce(text)}.
 */
export function createTextInput(el, ui) {
  const tr = () => ui.session.tr;
  let seq = 0;
  let timer = 0;
  // What messages about the box's text name: BOX (the Puzzle text), PASTED, or
  // the name of the file loaded into it, until an edit.
  let source = BOX;
  let listSource = BOX;  // the same for the text the "Puzzles in the file" list was split from

  el.text.addEventListener('input', () => {
    source = BOX;
    clearTimeout(timer);
    timer = setTimeout(read, 250);
  });
  el.file.addEventListener('change', loadFile);
  el.list.addEventListener('change', () => {
    const o = el.list.options[el.list.selectedIndex];
    use(o.dataset.text, listSource);
  });

  // "Puzzle text: ..." or '"puzzles.txt": ...', a problem of the text read from `from`.
  const problem = (from, message) => tr().t('error.from', { source: sourceName(tr(), from), message: message });

  function read() {
    const text = el.text.value, mine = ++seq, from = source;
    if (!text.trim()) { ui.onProblem(tr().t('input.empty')); return Promise.resolve(false); }
    if (text.length > MAX_TEXT) {
      ui.onProblem(tr().t('input.too_long', { n: text.length, most: MAX_TEXT }));
      return Promise.resolve(false);
    }
    return ui.session.readText(text, undefined, { layouts: true }).then((r) => {
      if (mine !== seq) return null;
      if (r.cells) return Promise.resolve(ui.onCells(r.cells, r.layout, r)).then((shown) => (shown === null ? null : true));
      if (r.error.code !== 'bad_cell_count') { ui.onProblem(problem(from, errorWords(tr(), r.error))); return false; }
      // Maybe several puzzles, as in a file.
      return split(text).then((pieces) => {
        if (mine !== seq) return null;
        if (pieces.length > 1) {
          offer(pieces, from);  // which reads the first
          return null;
        }
        return (ui.session.state.layout ? Promise.resolve(null) : splitAsLayout(text)).then((asLayout) => {
          if (mine !== seq) return null;
          if (asLayout) {
            offer(asLayout, from);  // the first, read, opens its layout
            return null;
          }
          ui.onProblem(problem(from, errorWords(tr(), r.error)));
          return false;
        });
      });
    }).catch((error) => { if (mine === seq) ui.onProblem(problem(from, error.message)); return false; });
  }

  // Reads `text` into the box and the grid; resolves once shown: true when it
  // was a puzzle, false when not (a problem is listed), null when a later read
  // took over.
  function use(text, from) {
    el.text.value = text;
    source = from || BOX;
    return read();
  }

  function loadFile() {
    const file = el.file.files && el.file.files[0];
    if (!file) return;
    el.file.value = '';  // choosing the same file again (after an edit) loads it again
    if (file.size > MAX_FILE) {
      const mb = (file.size / 1048576).toFixed(1).replace('.', tr().t('number.decimal'));
      ui.announce(tr().t('input.file_too_large', { name: file.name, mb: mb }));
      return;
    }
    file.text().then(split).then((pieces) => {
      if (!pieces.length) { ui.announce(tr().t('input.file_empty', { name: file.name })); return; }
      offer(pieces, file.name);
    }).catch((error) => ui.announce(tr().t('input.file_unreadable', { name: file.name, message: error.message })));
  }

  // A text of several puzzles of one layout, read on a square grid: its
  // pieces split as the first layout that gives two or more, the first of
  // which reads as that layout; else null.
  function splitAsLayout(text) {
    return ui.session.layouts().then((layouts) => {
      const from = (i) => {
        if (i >= layouts.length) return null;
        const id = layouts[i].id;
        return ui.quick().splitPuzzles(text, { layout: id }).then((pieces) => (pieces.length < 2 ? from(i + 1)
          : ui.session.readText(pieces[0], id).then((r) => (r.cells ? pieces : from(i + 1)))));
      };
      return from(0);
    });
  }

  // The puzzles of a text, split as the chosen layout's (its bounding box's rows each) or as square grids'.
  function split(text) {
    const layout = ui.session.state.layout;
    return ui.quick().splitPuzzles(text, layout ? { layout: layout } : undefined);
  }

  // Lists `pieces` (read from `from`: BOX, PASTED or a file's name) and reads the first.
  function offer(pieces, from) {
    listSource = from;
    el.list.textContent = '';
    pieces.slice(0, LISTED).forEach((piece, i) => {
      const o = document.createElement('option');
      o.value = String(i);
      o.textContent = (i + 1) + ': ' + piece.replace(/\s+/g, ' ').slice(0, 40);
      o.dataset.text = piece;
      el.list.appendChild(o);
    });
    el.listField.hidden = pieces.length < 2;
    const shown = use(pieces[0], from);
    if (pieces.length > 1) {
      // When the first is no puzzle its problem stands, and the text may be no puzzles at all.
      shown.then((ok) => {
        if (typeof ok !== 'boolean') return;
        const words = tr(), where = from === BOX ? words.t('input.the_text') : sourceName(words, from);
        const pick = pieces.length > LISTED ? words.t('input.pick_listed', { n: LISTED }) : words.t('input.pick');
        ui.announce(words.t(ok ? 'input.holds' : 'input.splits', { where: where, n: pieces.length }) + ' ' + pick);
      });
    }
  }

  return {
    /** Reads `text` pasted elsewhere (Ctrl+V on the grid) as if pasted into the box, which shows it. */
    paste: (text) => {
      clearTimeout(timer);
      source = PASTED;
      el.text.value = text;
      read();
    },
    /** Writes the puzzle as one line (after an edit in the grid); pending reads are dropped. */
    show: (line) => {
      clearTimeout(timer);
      seq++;
      source = BOX;
      el.text.value = line;
    },
  };
}

// Where a text came from, besides a file's name.
const BOX = { box: true };
const PASTED = { pasted: true };

// "Puzzle text", "Pasted text" or '"puzzles.txt"': where a text came from, as a problem names it.
function sourceName(tr, from) {
  return from === BOX ? tr.t('input.source_box') : from === PASTED ? tr.t('input.source_pasted') : tr.t('input.file', { name: from });
}

