// Used by the csp_*.html pages whose policy forbids what the Worker client
// needs: it must say so once, reject its calls, and not retry forever.
(function () {
  var out = { crashes: 0, ready: null, solve: null };
  var client = Sudoku.createSudokuWorker({ onCrash: function (message) { out.crashes += 1; out.crashMessage = message; } });
  client.ready.then(function () { out.ready = 'ok'; }, function (e) { out.ready = e.message; });
  client.solve('.'.repeat(81)).then(function (r) { out.solve = r.status; }, function (e) { out.solve = e.message; });
  setTimeout(function () { document.getElementById('result').textContent = JSON.stringify(out); }, 1500);
})();
