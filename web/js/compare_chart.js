// The Comparison panel's chart (compare_panel.js feeds it the rows of a
// Compare): for backtracks and for time, one horizontal bar per algorithm
// on a log scale, as inline SVG sized in CSS pixels to the panel's width
// (drawn again when that width changes), its colours page.css's classes
// over palette.css, so the dark theme applies. A log scale has no zero: a 0
// (and a time under the browser's 0.1 ms timer resolution) is written out
// beside a thin mark at the axis' start, so every algorithm has one. A search cut off by the time limit shows what it
// reached as "≥ n". Each chart is an image (role="img") whose label lists
// every value; the table under it has them all too. Its words are the
// reader's language (a translator of i18n.js, asked for at each drawing).
import { ms } from './format.js';

const SVG = 'http://www.w3.org/2000/svg';

// What each chart shows: its title's key, the measure of a row's stats, the
// smallest value drawn with a bar, how a value and an axis tick are written
// (each in the language of the translator `tr`).
const MEASURES = [
  { title: 'counter.backtracks', value: (stats) => stats.backtracks, least: 1, text: (tr, v) => tr.number(v), tick: shortCount },
  { title: 'counter.time', value: (stats) => stats.elapsedMs, least: 0.1, text: ms, tick: shortMs },
];

// Geometry, in CSS px (the text is page.css's 13 px).
const CHAR = 7;           // the average width of a character, to place names and values
const TICK_CHAR = 6;      // the same in the axis' 11 px
const TICK_GAP = 12;      // between two labelled ticks
const WIDE = 440;         // from this width on, names sit left of their bars; below it, above them
const BAR = 12;           // a bar's height
const FLOOR_MARK = 3;     // the width of the mark for a value under the scale (a 0, a time under 0.1 ms)

/**
 * figure: the <figure> to draw into; words(): the translator to write with
 * (i18n.js's createTranslator). Returns {show(rows), hide()}: rows are
 * [{name, status, stats: {backtracks, elapsedMs, ...} | null, running,
 * stopped}] in the order the table lists them (running: the search is still
 * going; stopped: it was cut off, so its values are lower bounds).
 */
export function createCompareChart(figure, words) {
  let rows = null;
  let drawnWidth = 0;
  new ResizeObserver(() => {
    if (rows && figure.clientWidth !== drawnWidth) draw();
  }).observe(figure);

  function draw() {
    drawnWidth = figure.clientWidth;
    const width = Math.max(drawnWidth, 240);
    figure.textContent = '';
    const tr = words();
    MEASURES.forEach((m) => figure.appendChild(chart(tr, m, rows, width)));
    const caption = document.createElement('figcaption');
    caption.textContent = tr.t('compare.chart.caption');
    figure.appendChild(caption);
  }

  return {
    show(list) {
      rows = list.length ? list : null;
      figure.hidden = !rows;
      if (rows) draw();
    },
    hide() {
      rows = null;
      figure.hidden = true;
      figure.textContent = '';
    },
  };
}

/** One measure's chart, in `tr`'s language: an <svg role="img"> `width` px wide. */
function chart(tr, measure, rows, width) {
  const values = rows.map((r) => (r.stats ? measure.value(r.stats) : null));
  const texts = rows.map((r, i) => (values[i] === null ? r.status
    : r.stopped ? tr.t('compare.chart.at_least', { value: measure.text(tr, values[i]) }) : measure.text(tr, values[i])));
  const wide = width >= WIDE;
  const nameWidth = wide ? Math.min(Math.max(...rows.map((r) => r.name.length)) * CHAR + 8, Math.round(width * 0.4)) : 0;
  const rowHeight = wide ? 22 : 36;
  const top = 24;  // under the title
  const left = nameWidth, span = width - nameWidth - 2;
  const scale = logScale(values.filter((v) => v !== null && v >= measure.least));
  const height = top + rows.length * rowHeight + (scale ? 20 : 4);

  const title = tr.t(measure.title);
  const svg = node('svg', { class: 'chart', width: width, height: height, viewBox: '0 0 ' + width + ' ' + height, role: 'img',
    'aria-label': tr.t('compare.chart.label', { title: title,
      values: rows.map((r, i) => tr.t('compare.chart.value', { name: r.name, value: texts[i] })).join('; ') }) });
  svg.appendChild(node('text', { class: 'title', x: 0, y: 15 }, scale ? tr.t('compare.chart.title_log', { title: title }) : title));

  if (scale) {
    // A grid line at every power of ten, labelled as far apart as the labels' widths need (the
    // first label starts at its line, so it takes its whole width from the space to the next).
    const ticks = Array.from({ length: scale.decades + 1 }, (_, d) => measure.tick(tr, 10 ** (scale.from + d)));
    const every = Math.ceil((1.5 * Math.max(...ticks.map((t) => t.length)) * TICK_CHAR + TICK_GAP) / (span / scale.decades));
    for (let d = 0; d <= scale.decades; d++) {
      const x = left + (span * d) / scale.decades;
      svg.appendChild(node('line', { class: 'gridline', x1: x, x2: x, y1: top - 2, y2: top + rows.length * rowHeight }));
      if (d % every === 0) {
        svg.appendChild(node('text', { class: 'tick', x: x, y: height - 4, 'text-anchor': d === 0 ? 'start' : d === scale.decades ? 'end' : 'middle' },
          ticks[d]));
      }
    }
  }

  rows.forEach((r, i) => {
    const y = top + i * rowHeight;
    const barY = wide ? y + 5 : y + 19;
    const baseline = barY + BAR - 2;
    svg.appendChild(node('text', { class: 'name', x: 0, y: wide ? baseline : y + 13 }, wide ? clip(r.name, nameWidth / CHAR - 1) : r.name));
    let barWidth = 0;
    if (values[i] !== null) {
      const below = !(scale && values[i] >= measure.least);  // no place on a log scale: a thin mark
      barWidth = below ? FLOOR_MARK : Math.max(1, span * scale.position(values[i]));
      svg.appendChild(node('rect', { class: 'bar' + (r.running ? ' running' : '') + (below ? ' floor' : ''), x: left, y: barY,
        width: barWidth.toFixed(1), height: BAR, rx: below ? 0 : 2, 'data-value': values[i] }));
    }
    // The value right of its bar, or inside the bar's end when there is no room left of the edge
    // (never inside a running bar, whose pale pattern the light text would not show on).
    const textWidth = texts[i].length * CHAR;
    const inside = !r.running && barWidth > textWidth + 8 && left + barWidth + 4 + textWidth > width - 8;  // 8 px for fonts wider than CHAR
    svg.appendChild(node('text', { class: 'value' + (inside ? ' inside' : ''), x: inside ? left + barWidth - 4 : left + barWidth + 4,
      y: baseline, 'text-anchor': inside ? 'end' : 'start' }, texts[i]));
  });
  return svg;
}

/**
 * A log scale over the positive `values` (null when there is none): from a
 * power of ten a decade under the smallest, so that the smallest value
 * still has a visible bar, up to the power of ten at or above the largest.
 * position(v) is where v lies, from 0 to 1.
 */
function logScale(values) {
  if (!values.length) return null;
  const from = Math.floor(Math.log10(Math.min(...values))) - 1;
  const to = Math.max(Math.ceil(Math.log10(Math.max(...values))), from + 1);
  return { from: from, decades: to - from, position: (v) => (Math.log10(v) - from) / (to - from) };
}

/** `n` (a power of ten) as `tr`'s language writes it: "0.1", "100". */
function decimal(tr, n) {
  return String(Number(n.toPrecision(1))).replace('.', tr.t('number.decimal'));
}

/** "1", "10", "100", "1k", "10k", "1M" (or "10 tys.", "1 Mio."): an axis tick of a count (a power of ten). */
function shortCount(tr, v) {
  return v < 1 ? decimal(tr, v) : tr.compact(v);
}

/** "0.01 ms", "1 ms", "100 ms", "1 s", "10 s": an axis tick of a time (a power of ten, in ms). */
function shortMs(tr, v) {
  return v >= 1000 ? tr.t('time.s', { s: decimal(tr, v / 1000) }) : tr.t('time.ms', { ms: decimal(tr, v) });
}

/** `text` cut to `max` characters with an ellipsis (the chart's label names it whole). */
function clip(text, max) {
  return text.length <= max ? text : text.slice(0, Math.max(1, Math.floor(max) - 1)) + '…';
}

/** An SVG element with attributes and optional text. */
function node(tag, attributes, text) {
  const el = document.createElementNS(SVG, tag);
  Object.keys(attributes).forEach((name) => el.setAttribute(name, String(attributes[name])));
  if (text !== undefined) el.textContent = text;
  return el;
}
