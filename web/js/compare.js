// "Compare": runs every algorithm of the registry on the current puzzle, one
// after the other in the Worker, and fills a table of result, time,
// placements, backtracks and nodes, as the sources compared them by hand.
// Each run is cut off after TIME_LIMIT; Stop (app.js cancels the Worker)
// ends the comparison. Rows update live from progress reports.
'use strict';
(function (site) {
  var TIME_LIMIT = 10000;

  function createComparePanel(el) {
    var COLUMNS = ['result', 'time', 'placements', 'backtracks', 'nodes'];

    function row(algorithm) {
      var tr = document.createElement('tr');
      var th = document.createElement('th');
      th.scope = 'row';
      th.textContent = algorithm.name;
      th.title = algorithm.description;
      tr.appendChild(th);
      var cells = {};
      COLUMNS.forEach(function (name) {
        var td = document.createElement('td');
        td.className = name === 'result' ? 'text' : 'number';
        tr.appendChild(td);
        cells[name] = td;
      });
      cells.result.textContent = 'waiting';
      el.body.appendChild(tr);
      return { tr: tr, cells: cells };
    }

    function fill(r, status, stats) {
      r.cells.result.textContent = status;
      // Browsers time Workers to 0.1 ms at best.
      r.cells.time.textContent = stats.elapsedMs < 0.1 ? '< 0.1' : stats.elapsedMs.toLocaleString('en-US', { maximumFractionDigits: 1 });
      r.cells.placements.textContent = stats.placements.toLocaleString('en-US');
      r.cells.backtracks.textContent = stats.backtracks.toLocaleString('en-US');
      r.cells.nodes.textContent = stats.nodes.toLocaleString('en-US');
    }

    /** Resolves to {rows: [{algorithm, status, stats}], stopped}. Rejects on invalid input. */
    function run(client, puzzle, options, algorithms) {
      el.body.textContent = '';
      el.panel.hidden = false;
      var rows = algorithms.map(row);
      var out = [];
      var stopped = false;
      return algorithms.reduce(function (chain, algorithm, i) {
        return chain.then(function () {
          if (stopped) { rows[i].cells.result.textContent = 'not run'; return; }
          rows[i].cells.result.textContent = 'running…';
          rows[i].tr.classList.add('running');
          var runOptions = Object.assign({}, options, {
            algorithm: algorithm.id, timeLimit: TIME_LIMIT, progressInterval: 200,
            onProgress: function (p) { fill(rows[i], 'running…', p); },
          });
          return client.solve(puzzle, runOptions).then(function (result) {
            rows[i].tr.classList.remove('running');
            var status = result.status === 'solved' ? 'solved' : result.status === 'no_solution' ? 'no solution'
              : result.stoppedBy === 'time_limit' ? 'stopped after ' + TIME_LIMIT / 1000 + ' s' : 'stopped';
            if (result.stoppedBy === 'cancel') stopped = true;
            fill(rows[i], status, result.stats);
            out.push({ algorithm: algorithm.id, status: result.status, stats: result.stats });
          });
        });
      }, Promise.resolve()).then(function () { return { rows: out, stopped: stopped }; });
    }

    return { run: run, hide: function () { el.panel.hidden = true; el.body.textContent = ''; } };
  }

  site.createComparePanel = createComparePanel;
})(globalThis.SudokuSite = globalThis.SudokuSite || {});
