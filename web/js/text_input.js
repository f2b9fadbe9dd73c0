// The "Puzzle" text box and "Load file": reads pasted or loaded text with the
// library's own parser (in the `quick` Worker, so it answers while a long
// search runs), offers a list when the text holds several puzzles, and names
// what is wrong with text it cannot read. app.js gets the cells of a good
// text (onCells) and writes the box when the grid changes (show).
'use strict';
(function (site) {
  var model = site.model;
  var MAX_TEXT = 65536;  // the library refuses longer puzzle texts; say so without sending them
  var MAX_FILE = 1 << 20;

  /**
   * el: {text, file, list, listField}; ui: {quick (Worker client),
   * onCells(cells), onProblem(text or null), announce(text)}.
   */
  function createTextInput(el, ui) {
    var seq = 0;
    var timer = 0;
    var count = site.format.count;

    el.text.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(read, 250);
    });
    el.file.addEventListener('change', loadFile);
    el.list.addEventListener('change', function () { use(el.list.options[el.list.selectedIndex].dataset.text); });

    function read() {
      var text = el.text.value, mine = ++seq;
      if (!text.trim()) { ui.onProblem('The puzzle text is empty: type or paste a puzzle.'); return; }
      if (text.length > MAX_TEXT) {
        ui.onProblem('The puzzle text is too long (' + count(text.length) + ' characters; a puzzle takes at most ' + count(MAX_TEXT) + ').');
        return;
      }
      ui.quick.format(text).then(function (line) {
        if (mine === seq) ui.onCells(model.cellsOfLine(line));
      }, function (error) {
        if (mine !== seq) return;
        if (error.code !== 'bad_cell_count') { ui.onProblem('Puzzle text: ' + error.message); return; }
        // Maybe several puzzles, as in a file.
        ui.quick.splitPuzzles(text).then(function (pieces) {
          if (mine !== seq) return;
          if (pieces.length > 1) offer(pieces, 'The text');
          else ui.onProblem('Puzzle text: ' + error.message);
        });
      });
    }

    function use(text) {
      el.text.value = text;
      read();
    }

    function loadFile() {
      var file = el.file.files && el.file.files[0];
      if (!file) return;
      if (file.size > MAX_FILE) {
        ui.announce('"' + file.name + '" is too large (' + (file.size / 1048576).toFixed(1) + ' MB); a puzzle file may have at most 1 MB.');
        return;
      }
      file.text().then(function (text) { return ui.quick.splitPuzzles(text); }).then(function (pieces) {
        if (!pieces.length) { ui.announce('"' + file.name + '" holds no puzzle.'); return; }
        offer(pieces, '"' + file.name + '"');
      }).catch(function (error) { ui.announce('Could not read "' + file.name + '": ' + error.message); });
    }

    function offer(pieces, source) {
      el.list.textContent = '';
      pieces.slice(0, 10000).forEach(function (piece, i) {
        var o = document.createElement('option');
        o.value = String(i);
        o.textContent = (i + 1) + ': ' + piece.replace(/\s+/g, ' ').slice(0, 40);
        o.dataset.text = piece;
        el.list.appendChild(o);
      });
      el.listField.hidden = pieces.length < 2;
      use(pieces[0]);
      if (pieces.length > 1) {
        ui.announce(source + ' holds ' + count(pieces.length) + ' puzzles; the first is loaded. Pick another under "Puzzles in the file".');
      }
    }

    return {
      /** Writes the puzzle as one line (after an edit in the grid); pending reads are dropped. */
      show: function (line) {
        clearTimeout(timer);
        seq++;
        el.text.value = line;
      },
    };
  }

  site.createTextInput = createTextInput;
})(globalThis.SudokuSite = globalThis.SudokuSite || {});
