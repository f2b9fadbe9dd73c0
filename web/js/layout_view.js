// How grid_view.js draws a layout (star, samurai, twodoku, ...) from the
// library's shapeInfo: {rows, cols, cellCount, cells: [{row, col, form}]
// in reading order, houses, groupOf: the house each cell is drawn in}.
//
// Square cells (the overlapping 9x9 grids) sit in a CSS grid of the
// bounding box, each at its (row, col); places no cell takes stay empty.
// Bold lines run between groups (boxes) and along the outside.
//
// Triangles (the star): strip r (0 at the top) and half-column c; a cell
// points up when r + c is odd. With u the half side and h the strip height:
//
//     up (r, c):   apex (c+1, r)        down (r, c):  (c, r) ____ (c+2, r)
//                 /\                                  \  /
//       (c, r+1) /__\ (c+2, r+1)                       \/ apex (c+1, r+1)
//
// Each cell is a clipped element (its bounding box is 2u by h) placed in a
// box of (cols+1)u by rows*h; an SVG over them draws every edge, the big
// triangles' outlines bold, and the selected cell's outline. Each big
// triangle (group) has its own colour.
// Cells are ARIA gridcells in role=row elements (one per row or strip, laid
// out as if absent with display: contents), named by their place in the
// reader's language (a translator of i18n.js; English when none is given).
import { createTranslator } from './i18n.js';

let english = null;  // the translator of a call given none, made on first use
const wordsOf = (tr) => tr || english || (english = createTranslator('en'));

const SVG = 'http://www.w3.org/2000/svg';
const H = Math.sqrt(3);  // a strip's height in half sides

/**
 * "Row 3, column 7" (in the bounding box) or "Strip 2, cell 7" (reading
 * order, as the library's messages number it), in `tr`'s language.
 */
export function layoutCellName(layout, cell, tr) {
  const at = layout.cells[cell];
  return at.form === 'triangle' ? wordsOf(tr).t('grid.layout.strip_cell', { strip: at.row + 1, cell: cell + 1 })
    : wordsOf(tr).t('grid.cell', { row: at.row + 1, column: at.col + 1 });
}

const isStar = (layout) => layout.cells.some((c) => c.form === 'triangle');

// Where a cell is for the arrow keys: squares by row and column, triangles
// by their strip's middle and their apex's x (so a strip is one line).
function centre(layout, cell) {
  const at = layout.cells[cell];
  return at.form === 'triangle' ? { x: at.col + 1, y: at.row * H } : { x: at.col, y: at.row };
}

const STEPS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The cell a key moves to from `cell`: an arrow to the nearest cell that
 * way (straight ahead first: a sideways step counts double), the same cell
 * at the layout's edge; Home and End the first and last of its row or
 * strip (with Ctrl, of the layout); -1 for any other key.
 */
export function layoutNeighbour(layout, cell, key, ctrl) {
  const n = layout.cells.length, row = layout.cells[cell].row;
  if (key === 'Home' || key === 'End') {
    if (ctrl) return key === 'Home' ? 0 : n - 1;
    let to = cell;
    for (let i = 0; i < n; i++) {
      if (layout.cells[i].row !== row) continue;
      if (key === 'Home' ? layout.cells[i].col < layout.cells[to].col : layout.cells[i].col > layout.cells[to].col) to = i;
    }
    return to;
  }
  const step = STEPS[key];
  if (!step) return -1;
  const from = centre(layout, cell);
  let best = cell, bestScore = Infinity;
  for (let i = 0; i < n; i++) {
    const at = centre(layout, i), dx = at.x - from.x, dy = at.y - from.y;
    const along = dx * step[0] + dy * step[1], aside = Math.abs(dx * step[1] - dy * step[0]);
    if (along < 0.01) continue;
    const score = along + 2 * aside;
    if (score < bestScore) { bestScore = score; best = i; }
  }
  return best;
}

/**
 * Fills the (emptied) grid element with the layout's cells, named in `tr`'s
 * language (i18n.js's translator; default English): returns
 * {cells: the cell elements in reading order, select(cell): outlines the
 * selected cell (the star; squares show it with CSS) and keeps it in view
 * (squares, when the holder scrolls sideways)}.
 */
export function buildLayout(grid, layout, tr) {
  const star = isStar(layout);
  const words = wordsOf(tr);
  grid.classList.add('layout-grid', star ? 'star' : 'squares');
  grid.setAttribute('aria-label', words.t('grid.layout.label', { layout: words.lib('layout.' + layout.id, layout.name), n: layout.cellCount }));
  const width = star ? layout.cols + 1 : layout.cols, height = star ? layout.rows * H : layout.rows;
  grid.style.setProperty('--cols', String(layout.cols));
  grid.style.setProperty('--rows', String(layout.rows));
  grid.style.setProperty('--n', String(star ? width / 2 : layout.cols));  // cells across, for the digits' size
  grid.style.aspectRatio = width + ' / ' + height;
  const rows = new Map();  // row or strip -> its role=row element
  const cells = layout.cells.map((at, cell) => {
    if (!rows.has(at.row)) {
      const rowEl = document.createElement('div');
      rowEl.className = 'grid-row';
      rowEl.setAttribute('role', 'row');
      rows.set(at.row, rowEl);
    }
    const el = document.createElement('div');
    el.className = 'cell';
    el.setAttribute('role', 'gridcell');
    el.setAttribute('aria-label', layoutCellName(layout, cell, words));
    el.tabIndex = -1;
    el.dataset.cell = String(cell);
    rows.get(at.row).appendChild(el);
    return el;
  });
  Array.from(rows.keys()).sort((a, b) => a - b).forEach((r) => grid.appendChild(rows.get(r)));
  return star ? drawStar(grid, layout, cells, width, height) : drawSquares(grid, layout, cells);
}

/**
 * Scrolls the grid's holder sideways, if it scrolls (grid.css lets a wide
 * layout of squares do so on a phone), so that `el` and half a cell either
 * side of it show. Only the holder moves: never the page (a widget far down
 * a blog post is not jumped to), which focus() scrolls when keys move.
 */
function keepInView(grid, el) {
  const frame = grid.parentElement;
  if (!frame || frame.scrollWidth <= frame.clientWidth) return;
  const box = frame.getBoundingClientRect(), at = el.getBoundingClientRect();
  const left = box.left + frame.clientLeft, right = left + frame.clientWidth, margin = at.width / 2;
  if (at.left - margin < left) frame.scrollLeft -= left - (at.left - margin);
  else if (at.right + margin > right) frame.scrollLeft += at.right + margin - right;
}

function drawSquares(grid, layout, cells) {
  const at = new Map();  // "row,col" -> cell
  layout.cells.forEach((c, i) => at.set(c.row + ',' + c.col, i));
  const group = (row, col) => (at.has(row + ',' + col) ? layout.groupOf[at.get(row + ',' + col)] : -1);
  layout.cells.forEach((c, i) => {
    const el = cells[i], mine = layout.groupOf[i];
    el.style.gridRow = String(c.row + 1);
    el.style.gridColumn = String(c.col + 1);
    // Bold between groups and on the outside; the top and left only outside (the neighbour draws the rest).
    el.classList.toggle('edge-right', group(c.row, c.col + 1) !== mine);
    el.classList.toggle('edge-bottom', group(c.row + 1, c.col) !== mine);
    el.classList.toggle('edge-left', group(c.row, c.col - 1) === -1);
    el.classList.toggle('edge-top', group(c.row - 1, c.col) === -1);
  });
  const show = (cell) => keepInView(grid, cells[cell]);
  return { cells: cells, select: show, show: show };
}

// A triangle's corners in half sides (x) and strips (y).
function corners(at) {
  const up = (at.row + at.col) % 2 === 1, x = at.col, y = at.row;
  return up ? [[x + 1, y], [x + 2, y + 1], [x, y + 1]] : [[x, y], [x + 2, y], [x + 1, y + 1]];
}

function drawStar(grid, layout, cells, width, height) {
  const groups = Array.from(new Set(layout.groupOf)).sort((a, b) => a - b);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('class', 'lines');
  svg.setAttribute('viewBox', '0 0 ' + width + ' ' + height);
  svg.setAttribute('preserveAspectRatio', 'none');
  svg.setAttribute('aria-hidden', 'true');
  const point = (p) => p[0] + ',' + (p[1] * H).toFixed(4);
  const path = (d, cls) => {
    const el = document.createElementNS(SVG, 'path');
    el.setAttribute('d', d);
    el.setAttribute('class', cls);
    svg.appendChild(el);
    return el;
  };
  // Every edge once, thin; each group's outline (edges no other cell of it shares), bold.
  const edges = new Map();  // "x,y x,y" -> [groups of the cells along it]
  layout.cells.forEach((at, i) => {
    const up = (at.row + at.col) % 2 === 1, p = corners(at);
    const el = cells[i];
    el.classList.add(up ? 'up' : 'down', 'tinted');
    el.style.left = (at.col / width * 100) + '%';
    el.style.top = (at.row / layout.rows * 100) + '%';
    el.style.width = (2 / width * 100) + '%';
    el.style.height = (100 / layout.rows) + '%';
    el.style.setProperty('--hue', String(Math.round(groups.indexOf(layout.groupOf[i]) * 360 / groups.length)));
    for (let k = 0; k < 3; k++) {
      const a = p[k], b = p[(k + 1) % 3];
      const key = [a, b].map(String).sort().join(' ');
      if (!edges.has(key)) edges.set(key, { a: a, b: b, groups: [] });
      edges.get(key).groups.push(layout.groupOf[i]);
    }
  });
  let thin = '', bold = '';
  edges.forEach((e) => {
    const d = 'M' + point(e.a) + 'L' + point(e.b);
    if (e.groups.length === 2 && e.groups[0] === e.groups[1]) thin += d;
    else bold += d;
  });
  path(thin, 'thin');
  path(bold, 'bold');
  const ring = path('', 'selected-outline');
  grid.appendChild(svg);
  return {
    cells: cells,
    select: (cell) => {
      const p = corners(layout.cells[cell]);
      ring.setAttribute('d', 'M' + p.map(point).join('L') + 'Z');
    },
    show: () => {},  // the star never scrolls
  };
}
