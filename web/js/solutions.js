// "All solutions": enumerates the solutions of the current puzzle in the
// Worker, keeps the first KEEP of them for browsing (previous / next and a
// list), counts on past them up to the user's limit, and says the verdict
// ("Unique solution", "10 solutions", "At least N solutions (stopped)", "No
// solution"). app.js starts and stops it; the grid (grid_view.js) shows the
// solution being browsed.
'use strict';
(function (site) {
  var KEEP = 10000;  // solutions kept for browsing (a 25x25 one is 625 bytes)
  var LISTED = 500;  // of those, entries in the list (thousands of <option>s stall the page); "Go to solution" reaches the rest

  /**
   * el: {panel, verdict, position, previous, next, list, number}; ui: {show(solution),
   * onProgress(count, stats), and optionally onSolution(solution, index) for
   * every kept solution as it arrives (index from 0)}.
   */
  function createSolutionsPanel(el, ui) {
    var solutions = [];
    var current = -1;

    el.previous.addEventListener('click', function () { browse(current - 1); });
    el.next.addEventListener('click', function () { browse(current + 1); });
    el.list.addEventListener('change', function () { browse(Number(el.list.value)); });
    el.number.addEventListener('change', function () {
      var n = Number(el.number.value);
      if (Number.isInteger(n) && n >= 1 && n <= solutions.length) browse(n - 1);
      else el.number.value = String(current + 1);
    });

    function clear() {
      solutions = [];
      current = -1;
      el.list.textContent = '';
      el.verdict.textContent = '';
      el.position.textContent = '';
      updateButtons();
    }

    function add(batch) {
      var fragment = document.createDocumentFragment();
      batch.solutions.forEach(function (solution) {
        if (solutions.length >= KEEP) return;
        if (solutions.length < LISTED) {
          var option = document.createElement('option');
          option.value = String(solutions.length);
          option.textContent = 'Solution ' + (solutions.length + 1);
          fragment.appendChild(option);
        }
        solutions.push(solution);
        if (ui.onSolution) ui.onSolution(solution, solutions.length - 1);
      });
      el.list.appendChild(fragment);
      el.number.max = String(solutions.length);
      if (current < 0 && solutions.length) browse(0);
      else updateButtons();
    }

    function browse(index) {
      if (index < 0 || index >= solutions.length) return;
      current = index;
      el.list.value = index < LISTED ? String(index) : '';
      el.number.value = String(index + 1);
      ui.show(solutions[index]);
      updateButtons();
    }

    function updateButtons() {
      el.previous.disabled = current <= 0;
      el.next.disabled = current < 0 || current >= solutions.length - 1;
      el.position.textContent = current < 0 ? '' :
        'Solution ' + (current + 1).toLocaleString('en-US') + ' of ' + solutions.length.toLocaleString('en-US') +
        (solutions.length >= KEEP ? ' kept' : '');
    }

    /**
     * Runs on `client` with `options` (puzzle options and algorithm) up to
     * `limit` solutions (0 = all). Resolves to {count, complete, stoppedBy, stats, verdict}.
     */
    function run(client, puzzle, options, limit) {
      clear();
      el.panel.hidden = false;
      var keep = limit ? Math.min(limit, KEEP) : KEEP;
      var progress = function (report) { ui.onProgress(report.count, report); };
      var listed = Object.assign({}, options, {
        limit: keep, batchSize: 256, progressInterval: 100, onProgress: progress,
        onBatch: function (batch) { add(batch); },
      });
      return client.enumerate(puzzle, listed).then(function (listedResult) {
        var more = !listedResult.complete && !listedResult.stoppedBy && listedResult.count === keep && (!limit || limit > keep);
        if (!more) return listedResult;
        // Past the kept ones, only count (from the start: KEEP solutions take milliseconds).
        // Stopped before it caught up, the count still knows the solutions already listed.
        var countProgress = function (report) { ui.onProgress(Math.max(report.count, listedResult.count), report); };
        return client.count(puzzle, Object.assign({}, options, { limit: limit, progressInterval: 100, onProgress: countProgress }))
          .then(function (counted) {
            return counted.count >= listedResult.count ? counted : Object.assign({}, counted, { count: listedResult.count });
          });
      }).then(function (result) {
        var summary = {
          count: result.count, complete: result.complete, stoppedBy: result.stoppedBy, stats: result.stats,
          verdict: verdict(result.count, result.complete, result.stoppedBy),
        };
        el.verdict.textContent = summary.verdict;
        updateButtons();
        return summary;
      });
    }

    return { run: run, clear: clear, hide: function () { clear(); el.panel.hidden = true; } };
  }

  /** The verdict sentence for a count. */
  function verdict(count, complete, stoppedBy) {
    var n = count.toLocaleString('en-US');
    if (complete) return count === 0 ? 'No solution' : count === 1 ? 'Unique solution' : n + ' solutions';
    if (count === 0) return stoppedBy === 'time_limit' ? 'No solution found before the time limit' : 'No solution found before stopping';
    if (!stoppedBy) return 'At least ' + n + ' solutions (stopped at the limit)';
    return 'At least ' + n + (count === 1 ? ' solution' : ' solutions') + ' (stopped)';
  }

  site.createSolutionsPanel = createSolutionsPanel;
  site.solutionsVerdict = verdict;
  site.KEEP_SOLUTIONS = KEEP;
})(globalThis.SudokuSite = globalThis.SudokuSite || {});
