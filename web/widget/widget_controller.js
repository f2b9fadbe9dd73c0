// One widget's puzzle: reads its configuration (widget_options.js) into the
// current grid, shows only the controls it asks for, keeps the grid
// (grid_view.js), its conflicts and the status line (status_line.js) in
// step, and takes the reader's edits of the givens. What runs long in the
// Worker (solve, all solutions, animation, stop) is widget_operations.js's,
// play mode's own digits and hints are widget_play.js's, both over the
// context this file hands them. widget_element.js creates one of these per
// element.
'use strict';
(function (site) {
  var model = site.model;

  /**
   * Builds the widget into `shadowRoot`. deps: {quick: a Worker client shared
   * by the page's widgets (short calls only), createWork(): this widget's own
   * Worker client for long searches, emit(name, detail): an event on the element}.
   */
  function createWidgetController(shadowRoot, deps) {
    var ui = site.buildWidgetView(shadowRoot);
    var $ = ui.get;
    var config = null;
    var configSeq = 0;
    var shapeSeq = 0;
    var view = site.createGridView($('grid-holder'), $('keypad'), { onEdit: edit, onPaint: function () {} });
    var messages = site.createStatusLine({ status: $('status'), counters: $('counters') }, view);
    var announce = messages.announce;

    // What widget_operations.js and widget_play.js work with (and what this file keeps current).
    var ctx = {
      $: $, view: view, messages: messages, announce: announce, emit: deps.emit, quick: deps.quick,
      state: { size: 9, variant: 'standard', regions: '', cells: new Uint8Array(81), algorithm: 'fast', mode: 'solve', entries: null },
      shape: null,            // {size, regionOf, houses, special, error} of the current size and variant
      overlay: null,          // a solution shown in the blank cells (over the reader's own digits in play mode)
      algorithms: [],
      tables: null,           // {techniques, kinds} for decoding traces
      work: function () { return work || (work = deps.createWork()); },
      render: render,
      clearResults: clearResults,
      algorithm: function () { return algorithmById(ctx.state.algorithm); },
      line: function () { return model.lineOf(ctx.state.cells); },
      puzzleOptions: puzzleOptions,
      reportError: reportError,
      shownCells: shownCells,
      blanks: blanks,
      checkProblems: checkProblems,
      stop: function () { ops.stop(); },
    };
    var work = null;
    var ops = site.createWidgetOperations(ctx);
    var play = site.createWidgetPlay(ctx);

    announce('Loading the solver…');
    var loaded = Promise.all([deps.quick.algorithms(), deps.quick.techniques(), deps.quick.eventKinds()]).then(function (t) {
      ctx.algorithms = t[0];
      ctx.tables = { techniques: t[1], kinds: t[2] };
      ctx.algorithms.forEach(function (a) {
        var o = document.createElement('option');
        o.value = a.id;
        o.textContent = a.name;
        $('algorithm').appendChild(o);
      });
    });

    $('algorithm').addEventListener('change', function () {
      ops.stop();
      ctx.state.algorithm = this.value;
      describeAlgorithm();
    });
    ui.root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && ops.busy) ops.stop();
    });

    // ---- Configuration ------------------------------------------------------

    /** Applies {config, problems} from widget_options.readConfig; resolves once the grid shows it. */
    function configure(read) {
      var mine = ++configSeq;
      var cfg = read.config;
      var problems = read.problems.slice();
      ops.stop();
      config = cfg;
      showControls(cfg);
      ui.root.className = 'widget theme-' + cfg.theme + (cfg.readonly ? ' readonly' : '');
      view.setReadOnly(cfg.readonly);
      $('speed').value = String(site.animationSpeed.positionOf(cfg.speed));
      ops.setRate(cfg.speed);
      return loaded.then(function () {
        return cfg.cells || deps.quick.format(cfg.puzzle).then(model.cellsOfLine, function (error) {
          if (mine === configSeq) reportError(error, 'The puzzle attribute');
          return null;
        });
      }).then(function (cells) {
        if (mine !== configSeq) return null;
        var failed = !cells;
        cells = cells || new Uint8Array(cfg.size * cfg.size);
        var size = Math.round(Math.sqrt(cells.length));
        var variant = cfg.variant;
        if (!model.variantFits(variant, size)) {
          problems.push('variant "' + variant + '" does not fit a ' + size + 'x' + size + ' grid; using standard.');
          variant = 'standard';
        }
        var algorithm = cfg.algorithm;
        if (!algorithmById(algorithm)) {
          problems.push('algorithm "' + algorithm.slice(0, 24) + '" is not one of ' +
            ctx.algorithms.map(function (a) { return a.id; }).join(', ') + '; using fast.');
          algorithm = 'fast';
        }
        var regions = model.isJigsaw(variant) ? (cfg.regions || model.boxRegions(size)) : '';
        var state = ctx.state;
        state.cells = cells;
        state.size = size;
        state.variant = variant;
        state.regions = regions;
        state.algorithm = algorithm;
        state.mode = cfg.mode;
        state.entries = cfg.mode === 'play' ? new Uint8Array(cells.length) : null;
        $('algorithm').value = algorithm;
        describeAlgorithm();
        puzzleChanged();
        problems.forEach(function (p) { deps.emit('error', { code: 'bad_option', message: p, cells: [] }); });
        return updateShape().then(function () {
          if (mine !== configSeq || failed) return;
          if (problems.length) announce('Widget options: ' + problems.join(' '));
          else if (!checkProblems()) announce(prompt());
        });
      }).catch(function (error) {  // no Worker can run here (a CSP without worker-src blob:, say)
        if (mine === configSeq) reportError(error);
      });
    }

    function showControls(cfg) {
      var c = cfg.controls;
      var on = function (id, shown) { $(id).hidden = !shown; };
      on('algorithm-field', c.algorithm);
      on('solve', c.solve);
      on('all', c.all);
      ['play', 'step', 'reset'].forEach(function (id) { on(id, c.animate); });
      on('hint', c.hint);
      on('stop', c.stop);
      on('speed-field', c.speed);
      on('speed-text', c.speed);
      on('keypad', c.keypad && !cfg.readonly);
      $('stop').parentNode.hidden = !(c.solve || c.all || c.animate || c.hint || c.stop);
    }

    // What the reader can do first, in words.
    function prompt() {
      var a = ctx.algorithm(), c = config.controls;
      switch (config.mode) {
        case 'play': return 'Fill in the grid: ' + blanks() + ' cells to go.';
        case 'animate': return c.animate ? 'Press Play to watch ' + a.name + ' search.' : '';
        case 'all': return c.all ? 'Press All solutions to find every solution.' : '';
        default: return c.solve ? 'Press Solve to solve it with ' + a.name + '.' : '';
      }
    }

    function algorithmById(id) {
      for (var i = 0; i < ctx.algorithms.length; i++) if (ctx.algorithms[i].id === id) return ctx.algorithms[i];
      return null;
    }

    function describeAlgorithm() {
      var a = ctx.algorithm();
      if (!a) return;
      var fits = ctx.state.size >= a.minSize && ctx.state.size <= a.maxSize;
      $('algorithm').title = a.description;
      $('solve').disabled = !fits;
      $('all').disabled = !fits || !a.capabilities.enumerate;
      ['play', 'step', 'reset'].forEach(function (id) { $(id).disabled = !fits || !a.capabilities.trace; });
    }

    // ---- The puzzle ---------------------------------------------------------

    function puzzleOptions() {
      var options = { variant: ctx.state.variant };
      if (model.isJigsaw(ctx.state.variant)) options.regions = ctx.state.regions;
      return options;
    }

    // The givens with the reader's digits (play mode), as the grid shows them.
    function shownCells() {
      var s = ctx.state;
      if (!s.entries) return s.cells;
      var all = Uint8Array.from(s.cells);
      for (var i = 0; i < all.length; i++) if (!all[i]) all[i] = s.entries[i];
      return all;
    }
    function blanks() {
      var cells = shownCells(), n = 0;
      for (var i = 0; i < cells.length; i++) if (!cells[i]) n++;
      return n;
    }

    // Draws the boxes or regions at once, then asks the library for the houses.
    function updateShape() {
      var s = ctx.state, mine = ++shapeSeq, size = s.size;
      var regions = model.isJigsaw(s.variant) && s.regions.length === size * size ? s.regions : model.boxRegions(size);
      ctx.shape = { size: size, regionOf: model.regionIndices(regions), houses: [], special: null, error: null };
      drawShape();
      return deps.quick.parse('.'.repeat(size * size), puzzleOptions()).then(function (parsed) {
        if (mine !== shapeSeq) return;
        if (!parsed.ok) {
          ctx.shape.error = parsed.error;
          reportError(parsed.error, 'The regions attribute');
          return;
        }
        var special = {};
        parsed.houses.forEach(function (h) {
          if (/diagonal|window/.test(h.kind)) h.cells.forEach(function (c) { special[c] = true; });
        });
        ctx.shape = { size: size, regionOf: parsed.regionOf, houses: parsed.houses, error: null, special: special };
        drawShape();
      });
    }

    function drawShape() {
      view.setShape({ size: ctx.state.size, regionOf: ctx.shape.regionOf, tinted: model.isJigsaw(ctx.state.variant), special: ctx.shape.special });
      render();
    }

    function render() {
      var s = ctx.state;
      if (view.size === s.size) view.show(s.cells, ctx.overlay || s.entries);
    }

    function puzzleChanged() {
      ctx.overlay = null;
      clearResults();
      render();
    }

    function clearResults() {
      view.clearMarks();
      play.forgetHint();
      $('step-text').textContent = '';
      messages.clearCounters();
      ops.hideSolutions();
      if (ctx.shape) checkProblems();
    }

    function edit(cell, value) {
      if (!config || config.readonly) return;
      var s = ctx.state;
      if (s.entries) { play.enter(cell, value); return; }
      if (s.cells[cell] === value && !ctx.overlay) return;
      ops.stop();
      s.cells[cell] = value;
      puzzleChanged();
      checkProblems();
    }

    /** Marks and lists conflicting digits; announces the first. True when there are any. */
    function checkProblems() {
      var conflicts = ctx.shape ? model.findConflicts(shownCells(), ctx.shape.houses) : [];
      var marked = [];
      var list = $('problems');
      list.textContent = '';
      conflicts.forEach(function (c, i) {
        marked = marked.concat(c.cells);
        if (i >= 4) return;
        var li = document.createElement('li');
        var text = model.conflictMessage(c, ctx.state.size);
        li.textContent = ctx.state.entries ? text.replace(' is given ', ' appears ') : text;
        list.appendChild(li);
      });
      view.mark('conflict', marked);
      if (conflicts.length) announce(list.firstChild.textContent);
      return conflicts.length > 0;
    }

    // A SudokuError from the library (or any failure) in the status line and as an `error` event.
    function reportError(error, source) {
      messages.showError(error);
      if (source && error && error.name === 'SudokuError') announce(source + ': ' + error.message);
      deps.emit('error', { code: error && error.code || 'failed', message: error && error.message || String(error), cells: error && error.cells || [] });
    }

    return {
      configure: configure,
      solve: ops.solve,
      solveAll: ops.solveAll,
      animate: ops.animate,
      play: ops.play,
      pause: ops.pause,
      step: ops.step,
      reset: ops.reset,
      stop: function () { ops.stop('button'); },
      hint: play.hint,
      /** What the grid shows, as one line ('.' for a blank). */
      grid: function () { return model.lineOf(view.values()); },
      get busy() { return ops.busy; },
      destroy: function () {
        configSeq++;
        ops.stop();
        if (work) work.terminate();
        view.destroy();
        ui.root.remove();
      },
    };
  }

  site.createWidgetController = createWidgetController;
})(globalThis.SudokuSite = globalThis.SudokuSite || {});
