// The site's "Comparison" panel: one row per algorithm of the session's
// Compare (comparison.js), filled live with result, time, placements,
// backtracks and nodes, as the sources compared them by hand (levels' attempts
// in its result text), and the same
// rows as a chart of backtracks and time (compare_chart.js). Each number
// cell carries its column's name (data-label) for the narrow layout, where
// page.css stacks a row's cells under their names. Its words are the
// session's language (session.tr, read when it writes).
import { createCompareChart } from './compare_chart.js';
import { PSEUDO } from './i18n.js';

const COLUMNS = ['result', 'time', 'placements', 'backtracks', 'nodes'];

/** el: {panel, table, body, chart: the chart's <figure>}; session: whose compare events it shows. */
export function createComparePanel(el, session) {
  const chart = createCompareChart(el.chart, () => session.tr);
  // The column headings after "Algorithm", as index.html names them (in the page's language).
  const labels = Array.from(el.table.tHead.rows[0].cells).slice(1).map((th) => th.textContent);
  let rows = [];

  session.on('compare', (e) => {
    if (e.type === 'hide') {
      el.panel.hidden = true;
      el.body.textContent = '';
      rows = [];
      chart.hide();
    }
    if (e.type === 'start') {
      el.body.textContent = '';
      el.panel.hidden = false;
      rows = e.algorithms.map(row);
      chart.show(rows.map((r) => r.data));
    }
    if (e.type === 'row' && rows[e.index]) {
      fill(rows[e.index], e.row);
      chart.show(rows.map((r) => r.data));
    }
  });

  function row(algorithm) {
    const words = session.tr;
    const name = words.lib('algorithm.' + algorithm.id + '.name', algorithm.name);
    const tr = document.createElement('tr');
    tr.setAttribute('role', 'row');
    const th = document.createElement('th');
    th.scope = 'row';
    th.setAttribute('role', 'rowheader');
    th.textContent = name;
    th.title = words.lib('algorithm.' + algorithm.id + '.description', algorithm.description);
    tr.appendChild(th);
    const cells = {};
    COLUMNS.forEach((name, i) => {
      const td = document.createElement('td');
      td.setAttribute('role', 'cell');
      td.className = name === 'result' ? 'text ' + name : 'number ' + name;
      td.dataset.label = labels[i];
      tr.appendChild(td);
      cells[name] = td;
    });
    const waiting = words.t('compare.waiting');
    cells.result.textContent = waiting;
    el.body.appendChild(tr);
    return { tr: tr, cells: cells, data: { name: name, status: waiting, stats: null, running: false, stopped: false } };
  }

  function fill(r, state) {
    const words = session.tr;
    r.tr.classList.toggle('running', !!state.running);
    // levels counts attempts (moves tried) besides the shared counters: its row's text says them.
    const attempts = state.stats && state.stats.attempts;
    r.cells.result.textContent = attempts ? words.t('compare.with_attempts', { status: state.status, n: attempts }) : state.status;
    r.data = { name: r.data.name, status: state.status, stats: state.stats || null, running: !!state.running,
      stopped: state.outcome === 'stopped' || state.outcome === 'cut_off' };
    const stats = state.stats;
    if (!stats) return;
    // Browsers time Workers to 0.1 ms at best.
    r.cells.time.textContent = stats.elapsedMs < 0.1 ? words.t('compare.time_under') : milliseconds(words, stats.elapsedMs);
    r.cells.placements.textContent = words.number(stats.placements);
    r.cells.backtracks.textContent = words.number(stats.backtracks);
    r.cells.nodes.textContent = words.number(stats.nodes);
  }
}

// "1,234.5": a time in ms to a tenth, as `tr`'s language writes numbers.
function milliseconds(tr, value) {
  const locale = tr.lang === 'en' || tr.lang === PSEUDO ? 'en-US' : tr.lang;
  return value.toLocaleString(locale, { maximumFractionDigits: 1 });
}
