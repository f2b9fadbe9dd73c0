// The grid on the page (or in a widget's shadow root): an ARIA grid of cells
// ("Row 3, column 7", then the digit shown and whether it is a given) that
// shows givens, the reader's digits (play mode), solver digits, pencil marks
// (computed candidates and the reader's own notes) and highlights (the
// selected cell's digit everywhere it stands or may stand), takes
// keyboard, pointer and keypad input, and paints jigsaw regions. It holds no
// puzzle state of its own beyond what it shows: it reports edits (onEdit,
// onPaint) to session_view.js, which hands them to the session. Its names
// (the grid's, the cells', the keypad's) are in the reader's language
// (handlers.tr, i18n.js's translator).
// A layout (star, samurai, ...) is drawn by layout_view.js from the
// library's shapeInfo; cells are then in the layout's reading order.
import { symbolOf, valueOfKey } from './cells.js';
import { buildLayout, layoutNeighbour, layoutCellName } from './layout_view.js';
import { createTranslator } from './i18n.js';
import { constraintLayer } from './constraint_layer.js';

// Highlight classes, each set as a whole with mark(): a cell can carry several.
var MARKS = ['conflict', 'hint-pattern', 'hint-fin', 'hint-house', 'hint-cover', 'hint-target', 'current', 'deduce-house', 'deduce-cover', 'deduce-pattern', 'error-cell', 'rule-picked'];
// The marks a layout's scrolling frame (a samurai on a phone) brings into view: a hint's cell, the animation's, a bad cell.
var FOLLOWED = ['hint-target', 'current', 'error-cell'];

/**
 * Builds the grid into `container`. handlers: onEdit(cell, value) when a
 * value is typed or cleared, onPaint(cell) in paint mode, tr(): the
 * reader's language now (default English).
 */
export function createGridView(container, keypadContainer, handlers) {
  var english = null;
  /** The reader's language, asked each time a name is written. */
  function words() { return handlers.tr ? handlers.tr() : english || (english = createTranslator('en')); }
  var size = 0;           // symbols: values 1..size
  var count = 0;          // cells: size * size, or the layout's cellCount
  var layout = null;      // the layout drawn (shapeInfo), or null for a square grid
  var drawing = null;     // layout_view's drawing of it: {select(cell), show(cell)}
  var cells = [];         // the cell elements, row-major (a layout's reading order)
  var shown = [];         // value shown in each cell
  var kinds = [];         // 'given' | 'entry' (the reader's) | 'solver' | '' per cell
  var selected = 0;
  var painting = false;
  var dragging = false;
  var readOnly = false;

  var grid = document.createElement('div');
  grid.className = 'grid';
  grid.setAttribute('role', 'grid');
  container.appendChild(grid);

  /**
   * Draws an empty grid for a shape: {size, regionOf: region of each cell,
   * tinted: colour regions (jigsaw), special: a Set of the cells of
   * diagonals/windows, layout: a layout's shapeInfo (regionOf and the rest
   * then unused), or null/absent for a square grid}.
   */
  function setShape(shape) {
    if (shape.layout) {
      if (!layout || layout.id !== shape.layout.id) build(shape.layout.symbols, shape.layout);
      return;
    }
    if (shape.size !== size || layout) build(shape.size, null);
    for (var cell = 0; cell < size * size; cell++) {
      var el = cells[cell], row = Math.floor(cell / size), col = cell % size;
      var region = shape.regionOf[cell];
      el.classList.toggle('edge-right', col < size - 1 && shape.regionOf[cell + 1] !== region);
      el.classList.toggle('edge-bottom', row < size - 1 && shape.regionOf[cell + size] !== region);
      el.classList.toggle('special', !!shape.special && shape.special.has(cell));
      if (shape.tinted) el.style.setProperty('--hue', String(Math.round(region * 360 / size)));
      else el.style.removeProperty('--hue');
      el.classList.toggle('tinted', !!shape.tinted);
    }
  }

  function build(newSize, newLayout) {
    size = newSize;
    layout = newLayout;
    count = layout ? layout.cellCount : size * size;
    candidates = null;
    struckMasks = null;
    notes = null;
    chainLayer = null;
    rulesLayer = null;
    drawn = new Array(count).fill('');  // no marks yet; each cell's name is set below
    pencils = [];
    grid.textContent = '';
    grid.className = painting ? 'grid painting' : 'grid';
    grid.removeAttribute('style');
    cells = [];
    shown = new Array(count).fill(0);
    highlighted = 0;
    kinds = new Array(count).fill('');
    if (layout) {
      drawing = buildLayout(grid, layout, words());
      cells = drawing.cells;
    } else {
      drawing = null;
      buildSquare();
    }
    selected = 0;
    cells[0].tabIndex = 0;
    cells[0].classList.add('selected');
    if (drawing) drawing.select(0);
    buildKeypad();
    drawRules();
  }

  function buildSquare() {
    grid.style.setProperty('--n', String(size));
    grid.setAttribute('aria-label', words().t('grid.label', { size: size }));
    grid.classList.toggle('large', size > 9);
    for (var row = 0; row < size; row++) {
      var rowEl = document.createElement('div');
      rowEl.className = 'grid-row';
      rowEl.setAttribute('role', 'row');
      for (var col = 0; col < size; col++) {
        var el = document.createElement('div');
        el.className = 'cell';
        el.setAttribute('role', 'gridcell');
        el.setAttribute('aria-label', words().t('grid.cell', { row: row + 1, column: col + 1 }));
        el.tabIndex = -1;
        el.dataset.cell = String(row * size + col);
        rowEl.appendChild(el);
        cells.push(el);
      }
      grid.appendChild(rowEl);
    }
  }

  /** A cell's accessible name without its marks: its row and column, or its place in the layout. */
  function nameOf(cell) {
    if (layout) return layoutCellName(layout, cell, words());
    return words().t('grid.cell', { row: Math.floor(cell / size) + 1, column: cell % size + 1 });
  }

  function buildKeypad() {
    if (!keypadContainer) return;
    keypadContainer.textContent = '';
    var tr = words();
    for (var v = 1; v <= size; v++) keypadContainer.appendChild(keyButton(symbolOf(v), tr.t('grid.enter', { value: symbolOf(v) }), v));
    keypadContainer.appendChild(keyButton('⌫', tr.t('grid.clear'), 0));
  }
  function keyButton(text, label, value) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.setAttribute('aria-label', label);
    b.tabIndex = -1;  // for pointers and touch: keyboards type into the grid directly
    b.addEventListener('click', function () {
      if (readOnly || painting) return;
      select(selected, false);  // (a layout's holder may have scrolled it away)
      handlers.onEdit(selected, value);
    });
    return b;
  }

  /** Shows `value` in `cell` as a given, the reader's digit ('entry'), a solver digit or blank. */
  function setCell(cell, value, kind) {
    if (shown[cell] === value && kinds[cell] === kind) return;
    shown[cell] = value;
    kinds[cell] = value ? kind : '';
    var el = cells[cell];
    el.textContent = symbolOf(value);  // (takes the cell's pencil marks away too)
    el.classList.toggle('given', kinds[cell] === 'given');
    el.classList.toggle('entry', kinds[cell] === 'entry');
    el.classList.toggle('solver', kinds[cell] === 'solver');
    if (cell === selected) highlightDigit();
    else if (highlighted) {
      el.classList.toggle('same-digit', value === highlighted);
      if (value) el.classList.remove('allows-digit');
    }
    // A given cannot be typed over: assistive technology says so (its name says "given").
    if (kinds[cell] === 'given') el.setAttribute('aria-readonly', 'true');
    else el.removeAttribute('aria-readonly');
    drawn[cell] = null;  // its marks went with the old text, and its name names the old value: draw them again
    drawCandidates(cell);
  }

  // Pencil marks: the candidates of each empty cell (null: none shown), in
  // the cell as a small grid of symbols and in its accessible name; a struck
  // candidate (one a deduction just ruled out, as the animation shows it)
  // stays in its slot, crossed out, and is named as ruled out.
  var candidates = null;
  var notes = null;        // per cell, the reader's own pencil marks (bit v-1), or null: drawn beside the candidates
  var struckMasks = null;  // per cell, the struck values (bit v-1), or null
  var drawn = [];          // per cell, what its marks show now ('' for none), so unchanged cells are left alone
  var pencils = [];        // per cell, its marks element (one slot a value, made once; out of the cell when it has none)
  function drawCandidates(cell) {
    var el = cells[cell];
    var tr = words();
    // The aria-label replaces the cell's text as its name: the digit goes in it ("Row 1, column 3, 5, given").
    // Each part is a key that adds to the name so far ({name}).
    var name = nameOf(cell);
    if (shown[cell]) name = tr.t(kinds[cell] === 'given' ? 'grid.name_given' : 'grid.name_digit', { name: name, value: symbolOf(shown[cell]) });
    if (!shown[cell] && el.dataset.settled) name = tr.t('grid.name_settled', { name: name, value: el.dataset.settled });
    var struck = struckMasks && !shown[cell] ? struckMasks[cell] : 0;
    var own = notes && !shown[cell] ? notes[cell] : 0;
    var takes = possible && !shown[cell] ? possible.masks[cell] : 0;
    var mask = (candidates && !shown[cell] ? candidates[cell] : 0) | struck | own | takes;
    var key = mask ? mask + ':' + struck + ':' + own + ':' + takes : '';
    if (drawn[cell] === key) return;
    drawn[cell] = key;
    var marks = pencils[cell];
    if (!mask) {
      if (marks && marks.parentNode) marks.remove();
    } else {
      if (!marks) {
        marks = pencils[cell] = document.createElement('span');
        marks.className = 'pencil';
        for (var k = 0; k < size; k++) marks.appendChild(document.createElement('span'));
      }
      if (marks.parentNode !== el) el.appendChild(marks);
      var listed = [], out = [], mine = [], across = [];
      for (var v = 1; v <= size; v++) {
        var slot = marks.children[v - 1], bit = 1 << (v - 1);
        var text = mask & bit ? symbolOf(v) : '', kind = struck & bit ? 'struck' : own & bit ? 'note' : takes & bit ? 'possible' : '';
        if (slot.textContent !== text) slot.textContent = text;
        if (slot.className !== kind) slot.className = kind;
        if (kind === 'possible') {  // shaded by the share of solutions that hold it
          var held = possible.tally.counts[cell * size + v - 1];
          slot.style.setProperty('--share', (held / possible.tally.total).toFixed(3));
          slot.title = tr.t('grid.share', { value: text, held: held, n: possible.tally.total });
          across.push(tr.t('grid.takes_value', { value: text, held: held }));
        } else if (slot.title) {
          slot.style.removeProperty('--share');
          slot.removeAttribute('title');
        }
        if (kind === 'struck') out.push(text); else if (kind === 'note') mine.push(text); else if (text && kind !== 'possible') listed.push(text);
      }
      if (across.length) name = tr.t('grid.name_takes', { name: name, values: across.join(', '), n: possible.tally.total });
      if (listed.length) name = tr.t('grid.name_candidates', { name: name, values: listed.join(' ') });
      if (mine.length) name = tr.t('grid.name_notes', { name: name, values: mine.join(' ') });
      if (out.length) name = tr.t('grid.name_ruled_out', { name: name, values: out.join(' ') });
    }
    el.setAttribute('aria-label', name);
  }
  /**
   * Shows the candidates (masks: bit v-1 for value v, per cell), or none
   * (null); `struck` ([{cell, value}], optional): candidates just ruled out,
   * shown crossed out.
   */
  function setCandidates(masks, struck) {
    candidates = masks;
    struckMasks = null;
    if (masks && struck && struck.length) {
      struckMasks = new Uint32Array(count);
      struck.forEach(function (e) { struckMasks[e.cell] |= 1 << (e.value - 1); });
    }
    for (var cell = 0; cell < count; cell++) drawCandidates(cell);
    highlightDigit();
  }
  /**
   * Crosses out `list` ([{cell, value}]: a hint's eliminations) among the
   * candidates on show, or nothing (null); the next setCandidates clears it.
   */
  function setStruck(list) {
    if (!struckMasks && !(list && list.length)) return;
    struckMasks = null;
    if (candidates && list && list.length) {
      struckMasks = new Uint32Array(count);
      list.forEach(function (e) { struckMasks[e.cell] |= 1 << (e.value - 1); });
    }
    for (var cell = 0; cell < count; cell++) drawCandidates(cell);
  }
  /**
   * Shows where solutions differ (possibilities.js's tally), or nothing
   * (null): each blank takes its values as shaded marks, a blank that holds
   * one value in every solution shows it as settled.
   */
  var possible = null;  // {tally, masks} while on show
  function setPossibilities(tally) {
    if (!tally && !possible) return;
    possible = tally ? { tally: tally, masks: Uint32Array.from(tally.masks) } : null;
    for (var cell = 0; cell < count; cell++) {
      var el = cells[cell];
      var one = !!possible && !shown[cell] && tally.settled.indexOf(cell) >= 0;
      if (one) possible.masks[cell] = 0;
      el.classList.toggle('settled', one);
      el.classList.toggle('differs', !!possible && !shown[cell] && !one);
      if (one) {
        el.dataset.settled = symbolOf(31 - Math.clz32(tally.masks[cell]) + 1);
      } else delete el.dataset.settled;
      drawn[cell] = null;
      drawCandidates(cell);
    }
  }
  /** Shows the reader's own pencil marks (masks: bit v-1 per cell), or none (null). */
  function setNotes(masks) {
    notes = masks;
    for (var cell = 0; cell < count; cell++) drawCandidates(cell);
    highlightDigit();
  }

  /**
   * Shows the givens, the reader's digits (`entries`, play mode) and
   * `overlay` values (solver digits) in the other blank cells.
   */
  function show(givens, overlay, entries) {
    for (var cell = 0; cell < count; cell++) {
      if (givens[cell]) setCell(cell, givens[cell], 'given');
      else if (entries && entries[cell]) setCell(cell, entries[cell], 'entry');
      else setCell(cell, overlay ? overlay[cell] : 0, 'solver');
    }
  }

  // The selected cell's digit, everywhere: cells holding it (same-digit) and
  // empty cells whose pencil marks or notes allow it (allows-digit).
  var highlighted = 0;
  function highlightDigit() {
    highlighted = shown[selected] || 0;
    for (var cell = 0; cell < count; cell++) {
      var bit = highlighted ? 1 << (highlighted - 1) : 0;
      var allowed = !!bit && !shown[cell] && !!(((candidates ? candidates[cell] : 0) | (notes ? notes[cell] : 0)) & bit);
      cells[cell].classList.toggle('same-digit', !!highlighted && shown[cell] === highlighted);
      cells[cell].classList.toggle('allows-digit', allowed);
    }
  }

  // A hint's chain drawn over a square grid: each node a small circle with
  // its value at that value's pencil-mark place in its cell, joined to the
  // next by an arrow, solid for a strong link ("if not this, then that"),
  // dashed for a weak one ("if this, then not that"). An SVG over the grid
  // in cell units (viewBox 0 0 n n); a layout draws none. `forced` ({cell,
  // value, kind}: a forcing chain's placements, or 3D Medusa's colours with
  // kind "a" or "b"; drawn when there is no chain): circles alone, in an SVG
  // of class "forced", each of class `kind`.
  var SVG = 'http://www.w3.org/2000/svg';
  var chainLayer = null;
  function setChain(chain, forced) {
    if (chainLayer) { chainLayer.remove(); chainLayer = null; }
    var linked = !!chain && chain.length >= 2;
    if (!linked && forced && forced.length) chain = forced;
    else if (!linked) return;
    if (layout) return;
    var columns = size > 9 ? 5 : 3, rows = Math.ceil(size / columns);
    var at = function (node) {
      var row = Math.floor(node.cell / size), col = node.cell % size, slot = node.value - 1;
      return { x: col + ((slot % columns) + 0.5) / columns, y: row + (Math.floor(slot / columns) + 0.5) / rows };
    };
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('class', linked ? 'chain' : 'forced');
    svg.setAttribute('viewBox', '0 0 ' + size + ' ' + size);
    svg.setAttribute('aria-hidden', 'true');  // (the hint's words say the chain)
    var defs = document.createElementNS(SVG, 'defs');
    var marker = document.createElementNS(SVG, 'marker');
    marker.setAttribute('id', 'chain-arrow');
    marker.setAttribute('viewBox', '0 0 10 10');
    marker.setAttribute('refX', '10');
    marker.setAttribute('refY', '5');
    var r = 0.5 / Math.max(columns, rows);  // a node's radius: half a pencil slot
    marker.setAttribute('markerUnits', 'userSpaceOnUse');  // (in cells: a stroke's width is in screen pixels)
    marker.setAttribute('markerWidth', String(r * 1.3));
    marker.setAttribute('markerHeight', String(r * 1.3));
    marker.setAttribute('orient', 'auto-start-reverse');
    var head = document.createElementNS(SVG, 'path');
    head.setAttribute('d', 'M0,0 L10,5 L0,10 z');
    marker.appendChild(head);
    defs.appendChild(marker);
    svg.appendChild(defs);
    for (var i = 0; linked && i + 1 < chain.length; i++) {
      var a = at(chain[i]), b = at(chain[i + 1]);
      var dx = b.x - a.x, dy = b.y - a.y, len = Math.sqrt(dx * dx + dy * dy) || 1;
      var line = document.createElementNS(SVG, 'line');
      line.setAttribute('x1', String(a.x + dx / len * r));
      line.setAttribute('y1', String(a.y + dy / len * r));
      line.setAttribute('x2', String(b.x - dx / len * r));
      line.setAttribute('y2', String(b.y - dy / len * r));
      line.setAttribute('class', chain[i].link === 'weak' ? 'weak' : 'strong');
      line.setAttribute('marker-end', 'url(#chain-arrow)');
      svg.appendChild(line);
    }
    chain.forEach(function (node) {
      var p = at(node);
      var circle = document.createElementNS(SVG, 'circle');
      circle.setAttribute('cx', String(p.x));
      circle.setAttribute('cy', String(p.y));
      circle.setAttribute('r', String(r));
      if (node.kind) circle.setAttribute('class', node.kind);
      svg.appendChild(circle);
      var text = document.createElementNS(SVG, 'text');
      text.setAttribute('x', String(p.x));
      text.setAttribute('y', String(p.y));
      text.setAttribute('font-size', String(r * 1.4));
      text.textContent = symbolOf(node.value);
      svg.appendChild(text);
    });
    grid.appendChild(svg);
    chainLayer = svg;
  }

  // The rules beyond the houses (constraint_layer.js), over a square grid's
  // cells; the grid makes room around itself for clues drawn outside it.
  var rulesLayer = null;
  var rulesWanted = null;  // {list, drawOf}: drawn again when the grid is built anew
  function setConstraints(list, drawOf) {
    rulesWanted = { list: list, drawOf: drawOf };
    drawRules();
  }
  function drawRules() {
    if (rulesLayer) { rulesLayer.remove(); rulesLayer = null; }
    var list = rulesWanted && rulesWanted.list, drawOf = rulesWanted && rulesWanted.drawOf;
    cells.forEach(function (el) { el.classList.remove('cage-sum'); });
    var layer = !layout && size && list && list.length ? constraintLayer(size, list, drawOf) : null;
    grid.classList.toggle('outside-clues', !!layer && layer.outside);
    if (!layer) return;
    rulesLayer = layer.svg;
    grid.appendChild(rulesLayer);
    layer.labelled.forEach(function (cell) { if (cells[cell]) cells[cell].classList.add('cage-sum'); });
  }

  /** Gives exactly `list` (cell indices) the highlight `name`. */
  function mark(name, list) {
    var on = new Set(list || []);
    for (var cell = 0; cell < cells.length; cell++) cells[cell].classList.toggle(name, on.has(cell));
    if (drawing && list && list.length && FOLLOWED.indexOf(name) >= 0) drawing.show(list[0]);
  }
  function clearMarks() { MARKS.forEach(function (name) { mark(name, []); }); }

  /** Replays a short CSS animation on a cell ('placed', 'removed', 'dead-end'). */
  function flash(cell, name) {
    var el = cells[cell];
    el.classList.remove('placed', 'removed', 'dead-end');
    void el.offsetWidth;  // restart the animation
    el.classList.add(name);
    if (drawing) drawing.show(cell);  // a layout's frame follows the animation
  }

  function select(cell, focus) {
    if (cell < 0 || cell >= cells.length) return;
    cells[selected].tabIndex = -1;
    cells[selected].classList.remove('selected');
    selected = cell;
    cells[cell].tabIndex = 0;
    cells[cell].classList.add('selected');
    if (drawing) drawing.select(cell);
    if (focus) cells[cell].focus();
    if ((shown[cell] || 0) !== highlighted) highlightDigit();
  }

  function cellOf(target) {
    var el = target && target.closest ? target.closest('.cell') : null;
    return el && grid.contains(el) ? Number(el.dataset.cell) : -1;
  }

  grid.addEventListener('keydown', function (event) {
    var cell = cellOf(event.target);
    if (cell < 0 || event.altKey || event.ctrlKey && event.key.length === 1 || event.metaKey) return;
    var row = Math.floor(cell / size), col = cell % size, to = -1;
    if (layout) to = layoutNeighbour(layout, cell, event.key, event.ctrlKey);
    else switch (event.key) {
      case 'ArrowUp': to = row > 0 ? cell - size : cell; break;
      case 'ArrowDown': to = row < size - 1 ? cell + size : cell; break;
      case 'ArrowLeft': to = col > 0 ? cell - 1 : cell; break;
      case 'ArrowRight': to = col < size - 1 ? cell + 1 : cell; break;
      case 'Home': to = event.ctrlKey ? 0 : row * size; break;
      case 'End': to = event.ctrlKey ? size * size - 1 : row * size + size - 1; break;
    }
    if (to >= 0) {
      event.preventDefault();
      select(to, true);
      if (painting && event.shiftKey) handlers.onPaint(to);
      return;
    }
    if (painting) {
      if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        handlers.onPaint(cell);
      }
      return;
    }
    var value = valueOfKey(event.key, size);
    if (value === null) return;
    event.preventDefault();
    if (readOnly) return;
    select(cell, false);  // back in view if a layout's holder scrolled it away
    handlers.onEdit(cell, value);
  });

  grid.addEventListener('pointerdown', function (event) {
    var cell = cellOf(event.target);
    if (cell < 0) return;
    select(cell, true);
    if (painting) {
      event.preventDefault();
      dragging = true;
      handlers.onPaint(cell);
    }
  });
  grid.addEventListener('pointerover', function (event) {
    if (!dragging) return;
    var cell = cellOf(event.target);
    if (cell >= 0) handlers.onPaint(cell);
  });
  // Touch moves do not fire pointerover on other cells: find the cell under the finger.
  grid.addEventListener('pointermove', function (event) {
    if (!dragging || event.pointerType === 'mouse') return;
    // The grid's own root (the document, or the widget's shadow root) sees the cells.
    var cell = cellOf(grid.getRootNode().elementFromPoint(event.clientX, event.clientY));
    if (cell >= 0) handlers.onPaint(cell);
  });
  function endDrag() { dragging = false; }
  window.addEventListener('pointerup', endDrag);
  window.addEventListener('pointercancel', endDrag);

  return {
    get size() { return size; },
    /** How many cells are drawn, and the layout's id ('' for a square grid). */
    get cellCount() { return count; },
    get layoutId() { return layout ? layout.id : ''; },
    get selected() { return selected; },
    /** The values shown, row-major (0 for a blank). */
    values: function () { return shown.slice(); },
    setShape: setShape,
    setCell: setCell,
    setCandidates: setCandidates,
    setStruck: setStruck,
    setNotes: setNotes,
    setPossibilities: setPossibilities,
    setChain: setChain,
    /** Draws the rules beyond the houses ([{kind, cells, number}]; drawOf(kind): its constraintKinds() draw word), or none. */
    setConstraints: setConstraints,
    show: show,
    mark: mark,
    clearMarks: clearMarks,
    flash: flash,
    select: select,
    /** Names the grid, its cells and the keypad's keys again in the reader's language (handlers.tr), after it changed. */
    relabel: function () {
      var tr = words();
      if (!layout && size) grid.setAttribute('aria-label', tr.t('grid.label', { size: size }));
      for (var cell = 0; cell < count; cell++) {
        drawn[cell] = null;
        drawCandidates(cell);
      }
      if (keypadContainer) {
        Array.from(keypadContainer.children).forEach(function (key, i) {
          key.setAttribute('aria-label', i < size ? tr.t('grid.enter', { value: symbolOf(i + 1) }) : tr.t('grid.clear'));
        });
      }
    },
    /** In paint mode, clicks and Space paint regions instead of entering values. */
    setPainting: function (on) { painting = on; grid.classList.toggle('painting', on); },
    /** While read-only (animating), typing does nothing. */
    setReadOnly: function (on) { readOnly = on; grid.setAttribute('aria-readonly', on ? 'true' : 'false'); },
    element: grid,
    /** Removes the grid and the keypad and lets go of the window's listeners (a widget taken off its page). */
    destroy: function () {
      window.removeEventListener('pointerup', endDrag);
      window.removeEventListener('pointercancel', endDrag);
      grid.remove();
      if (keypadContainer) keypadContainer.textContent = '';
    },
  };
}

