// The page's messages: the status line (role="status", read out by screen
// readers), the counters under the grid, and how numbers and times are
// written. app.js and its panels report through here.
'use strict';
(function (site) {
  function count(n) { return Math.round(n).toLocaleString('en-US'); }

  function ms(value) {
    if (value < 0.1) return 'under 0.1 ms';  // browsers time Workers to 0.1 ms at best
    return value < 10 ? value.toFixed(2) + ' ms' : value < 10000 ? value.toFixed(0) + ' ms' : (value / 1000).toFixed(1) + ' s';
  }

  // A message listing hundreds of conflicts is cut after its first items; the
  // problems list under the grid has them all, one a line.
  function shorten(message) {
    if (message.length <= 240) return message;
    var cut = message.lastIndexOf('; ', 240);
    return message.slice(0, cut > 0 ? cut : 240) + '; …';
  }

  /** el: {status, counters}; view: the grid, to highlight the cells an error names. */
  function createStatusLine(el, view) {
    function announce(text) { el.status.textContent = text; }

    /** rows: [[name, text], ...] shown as a definition list. */
    function showCounters(rows) {
      el.counters.textContent = '';
      rows.forEach(function (row) {
        var div = document.createElement('div');
        var dt = document.createElement('dt');
        var dd = document.createElement('dd');
        dt.textContent = row[0];
        dd.textContent = row[1];
        div.appendChild(dt);
        div.appendChild(dd);
        el.counters.appendChild(div);
      });
    }

    return {
      announce: announce,
      showCounters: showCounters,
      clearCounters: function () { el.counters.textContent = ''; },
      /** A search's counters (and the solutions found, if given). */
      showStats: function (stats, solutions) {
        var rows = [];
        if (solutions !== undefined) rows.push(['Solutions', count(solutions)]);
        rows.push(['Time', ms(stats.elapsedMs)], ['Placements', count(stats.placements)],
          ['Backtracks', count(stats.backtracks)], ['Nodes', count(stats.nodes)]);
        showCounters(rows);
      },
      /** "Invalid: ..." with the cells marked for a SudokuError; anything else as it is. */
      showError: function (error) {
        if (error && error.name === 'SudokuError') {
          announce('Invalid: ' + shorten(error.message));
          view.mark('error-cell', error.cells || []);
        } else {
          announce('Something went wrong: ' + (error && error.message ? error.message : String(error)));
        }
      },
    };
  }

  site.createStatusLine = createStatusLine;
  site.format = {
    count: count,
    ms: ms,
    stopped: function (by) {
      return by === 'time_limit' ? 'Time limit reached' : by === 'node_budget' ? 'Node budget used up' : 'Stopped';
    },
  };
})(globalThis.SudokuSite = globalThis.SudokuSite || {});
