// The rules beyond the houses drawn over a square grid (grid_view.js): one
// SVG over the cells, in cell units (viewBox 0 0 N N; outside clues at -1
// and N), each rule drawn as its kind's `draw` says (the library's
// constraintKinds(): cage, diagonal, outside, arrow, thermo, line, dot,
// letter, sign, cell; "grid" and "unmarked" rules are said in words, not
// drawn: constraint_words.js). A kind's own look (a whisper's green, a black
// dot's fill) is CSS on the class "k-<id>" (grid.css). Nothing here reads a
// rule: the cells and numbers are the library's, as parse() lists them.

import { symbolOf } from './cells.js';

const SVG = 'http://www.w3.org/2000/svg';
const CAGE_INSET = 0.09;  // a cage's dashed outline, inside its cells' edges
const DOT_RADIUS = 0.13;

/**
 * An SVG element drawing `constraints` ([{kind, cells, number}]) on a grid
 * of `size`, or null when none of them is drawn. drawOf(kind): the kind's
 * `draw` word. Also says whether it draws outside the grid (outside: true),
 * where the grid makes room for the clues, and which cells carry a cage's
 * number in their corner (labelled), whose pencil marks make room for it.
 */
export function constraintLayer(size, constraints, drawOf) {
  const svg = element('svg', { class: 'rules', viewBox: `0 0 ${size} ${size}`, 'aria-hidden': 'true' });
  let outside = false;
  const labelled = [];
  const layers = { under: group(svg, 'under'), lines: group(svg, 'lines'), marks: group(svg, 'marks') };
  for (const c of constraints) {
    const draw = drawOf(c.kind);
    const klass = `k-${c.kind}`;
    const centre = (cell) => ({ x: cell % size + 0.5, y: Math.floor(cell / size) + 0.5 });
    switch (draw) {
      case 'cage':
        drawCage(layers.marks, size, c, klass);
        if (c.number) labelled.push(Math.min.apply(null, c.cells));
        break;
      case 'thermo': drawLine(layers.lines, c.cells.map(centre), klass, 'bulb'); break;
      case 'arrow': drawLine(layers.lines, c.cells.map(centre), klass, 'circle'); break;
      case 'line': drawLine(layers.lines, c.cells.map(centre), klass, ''); break;
      case 'dot': case 'letter': case 'sign': drawPair(layers.marks, c, klass, draw, centre); break;
      case 'cell': c.cells.forEach((cell) => drawCellMark(layers.under, centre(cell), c.number, klass)); break;
      case 'diagonal': case 'outside': drawClue(layers.marks, size, c, klass, draw, centre); outside = true; break;
      default: break;  // grid, unmarked: said, not drawn
    }
  }
  if (!svg.querySelector('path, line, circle, rect, text, polyline')) return null;
  return { svg: svg, outside: outside, labelled: labelled };
}

function element(name, attributes) {
  const el = document.createElementNS(SVG, name);
  for (const key in attributes) el.setAttribute(key, String(attributes[key]));
  return el;
}
function group(svg, name) {
  const g = element('g', { class: name });
  svg.appendChild(g);
  return g;
}
function text(parent, x, y, words, klass, fontSize) {
  const t = element('text', { x: x, y: y, class: klass, 'font-size': fontSize });
  t.textContent = words;
  parent.appendChild(t);
  return t;
}
const round = (v) => Math.round(v * 1000) / 1000;

// A cage: a dashed outline inset in its cells, each side of a cell that
// borders no cell of the cage, stretched or shortened at the corners so the
// pieces meet; its number (if any) in the corner of its first cell in
// reading order, on a patch of the cell's colour.
function drawCage(parent, size, c, klass) {
  const inCage = new Set(c.cells);
  const has = (row, col) => row >= 0 && col >= 0 && row < size && col < size && inCage.has(row * size + col);
  const d = CAGE_INSET;
  let path = '';
  for (const cell of c.cells) {
    const row = Math.floor(cell / size), col = cell % size;
    // Each side as (the outward normal, the direction along it): top, right, bottom, left.
    for (const [nr, nc, ar, ac] of [[-1, 0, 0, 1], [0, 1, 1, 0], [1, 0, 0, -1], [0, -1, -1, 0]]) {
      if (has(row + nr, col + nc)) continue;
      // The side's ends: the cell's corners on this side, moved in by d; an end
      // whose neighbour along the side is in the cage reaches it (further when
      // the cell beyond that neighbour's corner is too: a concave corner).
      const ends = [-1, 1].map((sign) => {
        const br = row + sign * ar, bc = col + sign * ac;
        const along = has(br, bc) ? (has(br + nr, bc + nc) ? 0.5 + d : 0.5) : 0.5 - d;
        const cx = col + 0.5 + nc * (0.5 - d) + sign * ac * along;
        const cy = row + 0.5 + nr * (0.5 - d) + sign * ar * along;
        return [round(cx), round(cy)];
      });
      path += `M${ends[0][0]},${ends[0][1]}L${ends[1][0]},${ends[1][1]}`;
    }
  }
  parent.appendChild(element('path', { d: path, class: `cage ${klass}` }));
  if (!c.number) return;
  const first = Math.min.apply(null, c.cells);
  const x = first % size + 0.06, y = Math.floor(first / size) + 0.04;
  const label = String(c.number);
  parent.appendChild(element('rect', { x: x - 0.02, y: y, width: round(0.14 * label.length + 0.06), height: 0.26, class: 'cage-patch' }));
  text(parent, x, y + 0.13, label, `cage-sum ${klass}`, 0.24);
}

// A line through the cells' centres; a thermometer's bulb or an arrow's
// circle on the first cell (the arrow's line then starts at the circle's
// edge and ends in a head).
function drawLine(parent, points, klass, start) {
  if (!points.length) return;
  let from = points;
  if (start === 'circle') {
    parent.appendChild(element('circle', { cx: points[0].x, cy: points[0].y, r: 0.4, class: `arrow-circle ${klass}` }));
    if (points.length > 1) {
      const a = points[0], b = points[1], dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy) || 1;
      from = [{ x: round(a.x + dx / len * 0.4), y: round(a.y + dy / len * 0.4) }].concat(points.slice(1));
    }
  }
  if (start === 'bulb') parent.appendChild(element('circle', { cx: points[0].x, cy: points[0].y, r: 0.32, class: `bulb ${klass}` }));
  if (from.length > 1) {
    const line = element('polyline', { points: from.map((p) => `${p.x},${p.y}`).join(' '), class: `line ${klass}` });
    if (start === 'circle') {
      line.setAttribute('class', `line arrow ${klass}`);
      const last = from[from.length - 1], before = from[from.length - 2];
      const dx = last.x - before.x, dy = last.y - before.y, len = Math.hypot(dx, dy) || 1;
      const ux = dx / len, uy = dy / len, size = 0.2;
      const head = `M${round(last.x - ux * size - uy * size)},${round(last.y - uy * size + ux * size)}L${last.x},${last.y}` +
        `L${round(last.x - ux * size + uy * size)},${round(last.y - uy * size - ux * size)}`;
      parent.appendChild(line);
      parent.appendChild(element('path', { d: head, class: `line arrow-head ${klass}` }));
      return;
    }
    parent.appendChild(line);
  } else if (start !== 'circle' && start !== 'bulb') {
    parent.appendChild(element('circle', { cx: points[0].x, cy: points[0].y, r: 0.1, class: `line-dot ${klass}` }));
  }
}

// A mark between each two cells side by side of the list, in order: a dot,
// the number's letter (X: 10, V: 5), or a "greater than" sign whose point
// faces the second cell.
function drawPair(parent, c, klass, draw, centre) {
  for (let i = 0; i + 1 < c.cells.length; i++) {
    const a = centre(c.cells[i]), b = centre(c.cells[i + 1]);
    const x = (a.x + b.x) / 2, y = (a.y + b.y) / 2;
    if (draw === 'dot') {
      parent.appendChild(element('circle', { cx: x, cy: y, r: DOT_RADIUS, class: `dot ${klass}` }));
    } else if (draw === 'letter') {
      const letter = c.number === 10 ? 'X' : c.number === 5 ? 'V' : String(c.number);
      parent.appendChild(element('circle', { cx: x, cy: y, r: 0.15, class: 'letter-patch' }));
      text(parent, x, y, letter, `letter ${klass}`, 0.26);
    } else {
      const ux = b.x - a.x, uy = b.y - a.y, s = 0.1;  // (a unit step: the cells are side by side)
      const d = `M${round(x - ux * s - uy * s)},${round(y - uy * s + ux * s)}L${round(x + ux * s)},${round(y + uy * s)}` +
        `L${round(x - ux * s + uy * s)},${round(y - uy * s - ux * s)}`;
      parent.appendChild(element('path', { d: d, class: `sign ${klass}` }));
    }
  }
}

// A cell whose values are listed: shaded, its values small along its foot.
function drawCellMark(parent, p, mask, klass) {
  parent.appendChild(element('rect', { x: p.x - 0.5, y: p.y - 0.5, width: 1, height: 1, class: `cell-mark ${klass}` }));
  const values = [];
  for (let v = 1; v <= 25; v++) if (mask & (1 << (v - 1))) values.push(symbolOf(v));
  if (values.length) text(parent, p.x, p.y + 0.4, values.join(''), `cell-values ${klass}`, 0.16);
}

// A clue outside the grid, one step before the first cell along its cells'
// direction: a little killer's sum with an arrow into its diagonal, a
// sandwich's sum beside its row or column.
function drawClue(parent, size, c, klass, draw, centre) {
  if (c.cells.length < 2) return;
  const a = centre(c.cells[0]), b = centre(c.cells[1]);
  const dx = Math.sign(b.x - a.x), dy = Math.sign(b.y - a.y);
  const x = a.x - dx, y = a.y - dy;
  text(parent, x, y, String(c.number), `clue ${klass}`, 0.36);
  if (draw === 'diagonal') {
    const tip = { x: round(a.x - dx * 0.45), y: round(a.y - dy * 0.45) }, tail = { x: round(x + dx * 0.3), y: round(y + dy * 0.3) };
    parent.appendChild(element('path', { d: `M${tail.x},${tail.y}L${tip.x},${tip.y}`, class: `clue-arrow ${klass}` }));
  }
}
