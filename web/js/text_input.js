// The site's "Puzzle" text box and "Load file": reads pasted or loaded text
// with the library's own parser (session.readText: a 9x9 line or less in
// the page's own instance, longer text in the `quick` Worker, so it answers
// while a long search runs), offers a list when the text
// holds several puzzles (split as the chosen layout's when there is one),
// and names what is wrong with text it cannot read
// (with the file's name when it came from a file). The library reads every
// format people paste: one line, rows, SimpleSudoku .ss and box-drawn grids,
// CSV; see src/core/text_format.hpp. site.js gets the cells of a good text
// (onCells) and writes the box when the grid changes (show).
import { count } from './format.js';

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
  let seq = 0;
  let timer = 0;
  let source = 'Puzzle text';  // what messages about the box's text name: a loaded file's name until an edit

  el.text.addEventListener('input', () => {
    source = 'Puzzle text';
    clearTimeout(timer);
    timer = setTimeout(read, 250);
  });
  el.file.addEventListener('change', loadFile);
  el.list.addEventListener('change', () => {
    const o = el.list.options[el.list.selectedIndex];
    use(o.dataset.text, o.dataset.source);
  });

  function read() {
    const text = el.text.value, mine = ++seq, from = source;
    if (!text.trim()) { ui.onProblem('The puzzle text is empty: type or paste a puzzle.'); return Promise.resolve(false); }
    if (text.length > MAX_TEXT) {
      ui.onProblem('The puzzle text is too long (' + count(text.length) + ' characters; a puzzle takes at most ' + count(MAX_TEXT) + ').');
      return Promise.resolve(false);
    }
    return ui.session.readText(text, undefined, { layouts: true }).then((r) => {
      if (mine !== seq) return null;
      if (r.cells) return Promise.resolve(ui.onCells(r.cells, r.layout, r)).then((shown) => (shown === null ? null : true));
      if (r.error.code !== 'bad_cell_count') { ui.onProblem(from + ': ' + r.error.message); return false; }
      // Maybe several puzzles, as in a file.
      return split(text).then((pieces) => {
        if (mine !== seq) return null;
        const where = from === 'Puzzle text' ? 'The text' : from;
        if (pieces.length > 1) {
          offer(pieces, where, from);  // which reads the first
          return null;
        }
        return (ui.session.state.layout ? Promise.resolve(null) : splitAsLayout(text)).then((asLayout) => {
          if (mine !== seq) return null;
          if (asLayout) {
            offer(asLayout, where, from);  // the first, read, opens its layout
            return null;
          }
          ui.onProblem(from + ': ' + r.error.message);
          return false;
        });
      });
    }).catch((error) => { if (mine === seq) ui.onProblem(from + ': ' + error.message); return false; });
  }

  // Reads `text` into the box and the grid; resolves once shown: true when it
  // was a puzzle, false when not (a problem is listed), null when a later read
  // took over.
  function use(text, from) {
    el.text.value = text;
    source = from || 'Puzzle text';
    return read();
  }

  function loadFile() {
    const file = el.file.files && el.file.files[0];
    if (!file) return;
    el.file.value = '';  // choosing the same file again (after an edit) loads it again
    if (file.size > MAX_FILE) {
      ui.announce('"' + file.name + '" is too large (' + (file.size / 1048576).toFixed(1) + ' MB); a puzzle file may have at most 1 MB.');
      return;
    }
    file.text().then(split).then((pieces) => {
      if (!pieces.length) { ui.announce('"' + file.name + '" holds no puzzle.'); return; }
      offer(pieces, '"' + file.name + '"', '"' + file.name + '"');
    }).catch((error) => ui.announce('Could not read "' + file.name + '": ' + error.message));
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

  function offer(pieces, where, from) {
    el.list.textContent = '';
    pieces.slice(0, LISTED).forEach((piece, i) => {
      const o = document.createElement('option');
      o.value = String(i);
      o.textContent = (i + 1) + ': ' + piece.replace(/\s+/g, ' ').slice(0, 40);
      o.dataset.text = piece;
      o.dataset.source = from;
      el.list.appendChild(o);
    });
    el.listField.hidden = pieces.length < 2;
    const shown = use(pieces[0], from);
    if (pieces.length > 1) {
      // When the first is no puzzle its problem stands, and the text may be no puzzles at all.
      const pick = ' Pick another under "Puzzles in the file"' + (pieces.length > LISTED ? ' (the first ' + count(LISTED) + ' are listed).' : '.');
      shown.then((ok) => typeof ok === 'boolean' && ui.announce(ok ? where + ' holds ' + count(pieces.length) + ' puzzles; the first is loaded.' + pick
        : where + ' splits into ' + count(pieces.length) + ' pieces, and the first is no puzzle (the problem is listed).' + pick));
    }
  }

  return {
    /** Reads `text` pasted elsewhere (Ctrl+V on the grid) as if pasted into the box, which shows it. */
    paste: (text) => {
      clearTimeout(timer);
      source = 'Pasted text';
      el.text.value = text;
      read();
    },
    /** Writes the puzzle as one line (after an edit in the grid); pending reads are dropped. */
    show: (line) => {
      clearTimeout(timer);
      seq++;
      source = 'Puzzle text';
      el.text.value = line;
    },
  };
}
