// The site's "Comparison" table: one row per algorithm of the session's
// Compare (session.js), filled live with result, time, placements,
// backtracks and nodes, as the sources compared them by hand.
const COLUMNS = ['result', 'time', 'placements', 'backtracks', 'nodes'];

/** el: {panel, body}; session: whose compare events it shows. */
export function createComparePanel(el, session) {
  let rows = [];

  session.on('compare', (e) => {
    if (e.type === 'hide') { el.panel.hidden = true; el.body.textContent = ''; rows = []; }
    if (e.type === 'start') {
      el.body.textContent = '';
      el.panel.hidden = false;
      rows = e.algorithms.map(row);
    }
    if (e.type === 'row' && rows[e.index]) fill(rows[e.index], e.row);
  });

  function row(algorithm) {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = algorithm.name;
    th.title = algorithm.description;
    tr.appendChild(th);
    const cells = {};
    COLUMNS.forEach((name) => {
      const td = document.createElement('td');
      td.className = name === 'result' ? 'text' : 'number';
      tr.appendChild(td);
      cells[name] = td;
    });
    cells.result.textContent = 'waiting';
    el.body.appendChild(tr);
    return { tr: tr, cells: cells };
  }

  function fill(r, state) {
    r.tr.classList.toggle('running', !!state.running);
    r.cells.result.textContent = state.status;
    const stats = state.stats;
    if (!stats) return;
    // Browsers time Workers to 0.1 ms at best.
    r.cells.time.textContent = stats.elapsedMs < 0.1 ? '< 0.1' : stats.elapsedMs.toLocaleString('en-US', { maximumFractionDigits: 1 });
    r.cells.placements.textContent = stats.placements.toLocaleString('en-US');
    r.cells.backtracks.textContent = stats.backtracks.toLocaleString('en-US');
    r.cells.nodes.textContent = stats.nodes.toLocaleString('en-US');
  }
}
