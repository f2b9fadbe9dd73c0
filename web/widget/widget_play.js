// The reader solving by hand, in one widget: play mode's own digits (givens
// stay, a full grid with no repeat in any house is announced and fired as
// `solved`) and hints (the library's next logical step, its house and cells
// marked, placed on request: into the reader's digits in play mode, into
// the givens otherwise). Works over widget_controller.js's context.
'use strict';
(function (site) {
  var model = site.model;

  function createWidgetPlay(ctx) {
    var $ = ctx.$;
    var lastHint = null;

    $('hint').addEventListener('click', function () { hint(); });
    $('apply-hint').addEventListener('click', applyHint);

    /** A digit typed in play mode (value 0 clears). */
    function enter(cell, value) {
      var s = ctx.state;
      if (s.cells[cell]) { ctx.announce(model.cellName(cell, s.size) + ' is a given.'); return; }
      if (s.entries[cell] === value) return;
      ctx.stop();
      s.entries[cell] = value;
      ctx.overlay = null;
      ctx.clearResults();
      ctx.render();
      if (!ctx.checkProblems()) progress();
    }

    // How far the reader is, and the grid done right.
    function progress() {
      var left = ctx.blanks();
      if (left) { ctx.announce(left + (left === 1 ? ' cell' : ' cells') + ' to go.'); return; }
      ctx.announce('Solved! Every house holds each value once.');
      ctx.emit('solved', { puzzle: ctx.line(), solution: model.lineOf(ctx.shownCells()), algorithm: null, stats: null, by: 'player' });
    }

    function hint() {
      ctx.stop();
      ctx.clearResults();
      ctx.overlay = null;
      ctx.render();
      return ctx.quick.hint(model.lineOf(ctx.shownCells()), ctx.puzzleOptions()).then(function (h) {
        lastHint = h;
        var houses = ctx.shape.houses, houseCells = [];
        [h.house, h.otherHouse].forEach(function (i) { if (i !== null && houses[i]) houseCells = houseCells.concat(houses[i].cells); });
        var targets = h.placements.concat(h.eliminations).map(function (p) { return p.cell; });
        if (h.cell !== null) targets.push(h.cell);
        ctx.view.mark('hint-house', houseCells);
        ctx.view.mark('hint-pattern', h.cells);
        ctx.view.mark('hint-target', targets);
        $('apply-hint').hidden = h.placements.length === 0;
        ctx.announce(h.message);
        return h;
      }, function (error) { ctx.reportError(error); return null; });
    }

    function applyHint() {
      var h = lastHint, s = ctx.state;
      if (!h || !h.placements.length) return;
      h.placements.forEach(function (p) { (s.entries || s.cells)[p.cell] = p.value; });
      ctx.clearResults();
      ctx.render();
      ctx.announce('Placed ' + h.placements.map(function (p) { return model.symbolOf(p.value) + ' in ' + model.cellName(p.cell, s.size); }).join(', ') + '.');
      if (s.entries && !ctx.checkProblems() && !ctx.blanks()) progress();
    }

    return {
      enter: enter,
      hint: hint,
      /** Results were cleared: the last hint no longer applies. */
      forgetHint: function () { lastHint = null; $('apply-hint').hidden = true; },
    };
  }

  site.createWidgetPlay = createWidgetPlay;
})(globalThis.SudokuSite = globalThis.SudokuSite || {});
