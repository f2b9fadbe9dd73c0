// strict_csp.html's script (an inline one would be blocked by its policy).
(function () {
  var grid = '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';
  function show(id, text) { document.getElementById(id).textContent = text; }
  window.addEventListener('DOMContentLoaded', function () {
    Sudoku.createSudoku().then(function (api) {
      show('direct', 'count ' + api.count(grid).count);
    }, function (e) { show('direct', 'error ' + e.message); });
    Sudoku.createSudokuWorker().count(grid).then(function (r) {
      show('worker', 'count ' + r.count);
    }, function (e) { show('worker', 'error ' + e.message); });
  });
})();
