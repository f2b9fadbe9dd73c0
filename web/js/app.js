// The page's controller: owns the current puzzle (size, variant, region map,
// givens, algorithm), keeps the grid, the "Puzzle" box and the link in step,
// and runs what the buttons ask in two Worker clients of sudoku.js: `work`
// for searches that may run long (Solve, All solutions, Animate, Compare;
// Stop cancels it) and `quick` for what must answer at once (reading text,
// the houses of a shape, hints). The pieces it wires together: grid_view.js
// (the grid), text_input.js (the Puzzle box and files), share.js (the URL
// fragment), status_line.js (messages and counters), animation.js,
// solutions.js and compare.js (the operations' panels), embed_panel.js (the
// widget snippets), and puzzle_model.js (pure puzzle logic).
'use strict';
(function (site) {
  var model = site.model;

  function $(id) { return document.getElementById(id); }

  var state = { size: 9, variant: 'standard', regions: '', cells: new Uint8Array(81), algorithm: 'fast' };
  var shape = null;       // {size, regionOf, houses, special, error} of the current size and variant
  var overlay = null;     // solver digits shown in the blank cells, or null
  var algorithms = [];
  var tables = null;      // {techniques, kinds} for decoding traces
  var operation = null;   // the running operation: {name, stop(), superseded}
  var textProblem = null; // what is wrong with the "Puzzle" text, or null
  var lastHint = null;
  var regionsShown = '';  // the map last written into the Regions box

  var view = site.createGridView($('grid-holder'), $('keypad'), { onEdit: edit, onPaint: paint });
  var restarted = function (message) { announce('The solver stopped unexpectedly (' + message + ') and was restarted; try again.'); };
  var work = Sudoku.createSudokuWorker({ onCrash: restarted });
  var quick = Sudoku.createSudokuWorker({ onCrash: restarted });
  var anim = null;
  var solutionsPanel = site.createSolutionsPanel({
    panel: $('solutions-panel'), verdict: $('verdict'), position: $('position'),
    previous: $('previous'), next: $('next'), list: $('solution-list'), number: $('solution-number'),
  }, {
    show: function (solution) { overlay = solution; render(); },
    onProgress: function (count, stats) { if (operation && operation.name === 'all') messages.showStats(stats, count); },
  });
  var comparePanel = site.createComparePanel({ panel: $('compare-panel'), body: $('compare-body') });
  var messages = site.createStatusLine({ status: $('status'), counters: $('counters') }, view);
  var announce = messages.announce;
  var fmt = site.format;
  var textInput = site.createTextInput(
    { text: $('puzzle-text'), file: $('file'), list: $('file-puzzles'), listField: $('file-puzzles-field') }, {
      quick: quick,
      announce: announce,
      onCells: function (cells) { textProblem = null; setPuzzle({ cells: cells }, { fromText: true }); },
      onProblem: setTextProblem,
    });
  var share = site.createShare({ link: $('share-link'), copy: $('copy-link') }, { announce: announce, onLink: applyLink });
  var embed = site.createEmbedPanel({
    mode: $('embed-mode'), theme: $('embed-theme'), readonly: $('embed-readonly'), script: $('embed-script'),
    iframe: $('embed-iframe'), copyScript: $('copy-script'), copyIframe: $('copy-iframe'),
  }, {
    announce: announce,
    current: function () {
      return { puzzle: puzzleLine(), variant: state.variant, regions: state.regions, algorithm: state.algorithm,
        speed: site.animationSpeed.rateAt(Number($('speed').value)) };
    },
  });

  // ---- Start-up -------------------------------------------------------------

  Promise.all([quick.algorithms(), quick.techniques(), quick.eventKinds()]).then(function (t) {
    algorithms = t[0];
    tables = { techniques: t[1], kinds: t[2] };
    anim = site.createAnimation(work, tables, {
      view: view,
      onCounters: function (c) {
        messages.showCounters([['Steps', fmt.count(c.steps)], ['Placements', fmt.count(c.placements)],
          ['Backtracks', fmt.count(c.backtracks)], ['Nodes', fmt.count(c.nodes)], ['Depth', fmt.count(c.depth)]]);
      },
      onEvent: function (text) { $('step-text').textContent = text; },
      onFinish: animationFinished,
      onError: function (error) { messages.showError(error); endOperation(operation); },
    });
    fillMenus();
    listen();
    if (!applyLink(share.current())) loadExample(site.examples[0]);
    document.body.classList.add('ready');
  }).catch(function (error) {
    announce('The solver could not start: ' + error.message);
    document.body.classList.add('failed');
  });

  function fillMenus() {
    var examples = $('examples');
    examples.appendChild(option('', 'Choose an example…'));
    var groups = {};
    site.examples.forEach(function (example, i) {
      if (!groups[example.group]) {
        groups[example.group] = document.createElement('optgroup');
        groups[example.group].label = example.group;
        examples.appendChild(groups[example.group]);
      }
      groups[example.group].appendChild(option(String(i), example.name));
    });
    model.SIZES.forEach(function (size) { $('size').appendChild(option(String(size), size + 'x' + size)); });
    model.VARIANTS.forEach(function (variant) { $('variant').appendChild(option(variant.id, variant.name)); });
    algorithms.forEach(function (a) { $('algorithm').appendChild(option(a.id, a.name)); });
  }

  function option(value, text) {
    var o = document.createElement('option');
    o.value = value;
    o.textContent = text;
    return o;
  }

  function listen() {
    $('examples').addEventListener('change', function () {
      if (this.value !== '') loadExample(site.examples[Number(this.value)]);
    });
    $('clear').addEventListener('click', function () {
      setPuzzle({ cells: new Uint8Array(state.size * state.size) });
      announce('Cleared.');
    });
    $('size').addEventListener('change', function () {
      var size = Number(this.value);
      setPuzzle({ cells: new Uint8Array(size * size), regions: '' });
    });
    $('variant').addEventListener('change', function () { setPuzzle({ variant: this.value }); });
    $('regions').addEventListener('input', debounce(function () {
      setPuzzle({ regions: $('regions').value.trim().toUpperCase() }, { keepRegionText: true });
    }, 250));
    $('paint').addEventListener('click', function () {
      var on = this.getAttribute('aria-pressed') !== 'true';
      this.setAttribute('aria-pressed', String(on));
      view.setPainting(on);
      announce(on ? 'Painting regions: click or drag over cells, or press Space on a cell.' : 'Painting off: typing enters values again.');
    });
    $('reset-regions').addEventListener('click', function () { setPuzzle({ regions: model.boxRegions(state.size) }); });
    $('algorithm').addEventListener('change', function () {
      stopOperation();
      state.algorithm = this.value;
      describeAlgorithm();
      saveFragment();
    });
    $('solve').addEventListener('click', solve);
    $('all').addEventListener('click', allSolutions);
    $('animate').addEventListener('click', animate);
    $('compare').addEventListener('click', compare);
    $('hint').addEventListener('click', hint);
    $('apply-hint').addEventListener('click', applyHint);
    $('stop').addEventListener('click', function () {
      if (operation) operation.stoppedByUser = true;
      stopOperation('button');
    });
    $('play').addEventListener('click', playOrPause);
    $('step').addEventListener('click', step);
    $('reset').addEventListener('click', resetAnimation);
    $('speed').addEventListener('input', updateSpeed);
    document.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && operation) $('stop').click();
    });
    updateSpeed();
  }

  // ---- The puzzle -------------------------------------------------------------

  /**
   * Changes the puzzle: any of {cells, variant, regions, algorithm}; what is
   * not given stays. A new size comes with new cells; a variant that does not
   * fit the size becomes "standard"; a jigsaw without a map starts from the boxes.
   */
  function setPuzzle(change, how) {
    how = how || {};
    stopOperation();
    var cells = change.cells || state.cells;
    var size = Math.round(Math.sqrt(cells.length));
    var variant = change.variant || state.variant;
    if (!model.variantFits(variant, size)) variant = 'standard';
    var regions = change.regions !== undefined ? change.regions : state.regions;
    if (!model.isJigsaw(variant)) regions = '';
    else if (!regions || (size !== state.size && regions.length !== size * size)) regions = model.boxRegions(size);
    var shapeChanged = size !== state.size || variant !== state.variant || regions !== state.regions || !shape;
    state.size = size;
    state.cells = cells;
    state.variant = variant;
    state.regions = regions;
    if (change.algorithm) state.algorithm = change.algorithm;
    syncControls(how);
    if (shapeChanged) updateShape();
    puzzleChanged(how);
  }

  function syncControls(how) {
    $('size').value = String(state.size);
    Array.prototype.forEach.call($('variant').options, function (o) { o.disabled = !model.variantFits(o.value, state.size); });
    $('variant').value = state.variant;
    $('algorithm').value = state.algorithm;
    describeAlgorithm();
    var jigsaw = model.isJigsaw(state.variant);
    $('regions-panel').hidden = !jigsaw;
    // Rewrite the Regions box only when the map changed elsewhere, so an edit
    // in progress there is not lost when something else changes first.
    if (state.regions !== regionsShown) {
      if (!how.keepRegionText) $('regions').value = state.regions;
      regionsShown = state.regions;
    }
    var brush = $('brush');
    if (brush.options.length !== state.size) {
      brush.textContent = '';
      for (var v = 1; v <= state.size; v++) brush.appendChild(option(model.symbolOf(v), model.symbolOf(v)));
    }
    if (!jigsaw && $('paint').getAttribute('aria-pressed') === 'true') $('paint').click();
  }

  // After any change of the givens: results no longer apply.
  function puzzleChanged(how) {
    overlay = null;
    clearResults();
    if (!how.example) $('examples').value = '';
    if (!how.fromText) {
      textInput.show(model.lineOf(state.cells));
      setTextProblem(null);
    }
    render();
    checkProblems(how.announce !== false);
    saveFragment();
  }

  var shapeSeq = 0;
  // Draws the boxes or regions at once, then asks the library for the houses
  // (rows, columns, boxes, regions, diagonals, windows) that conflicts,
  // hints and the animation name.
  function updateShape() {
    var size = state.size, mine = ++shapeSeq;
    var jigsaw = model.isJigsaw(state.variant);
    var localRegions = jigsaw && state.regions.length === size * size ? state.regions : model.boxRegions(size);
    if (!shape || shape.size !== size) shape = { size: size, houses: [], special: null, error: null };
    shape.regionOf = model.regionIndices(localRegions);
    drawShape();
    var blank = '.'.repeat(size * size);
    quick.parse(blank, puzzleOptions()).then(function (parsed) {
      if (mine !== shapeSeq) return null;
      if (parsed.ok) return { regionOf: parsed.regionOf, houses: parsed.houses, error: null };
      // An unfinished region map: draw it as it is and check rows, columns and diagonals.
      var plain = /(^|,)x(,|$)/.test(state.variant) ? 'x' : 'standard';
      return quick.parse(blank, { variant: plain }).then(function (p) {
        return { regionOf: shape.regionOf, houses: p.houses.filter(function (h) { return h.kind !== 'box'; }), error: parsed.error };
      });
    }).then(function (found) {
      if (!found || mine !== shapeSeq) return;
      shape = { size: size, regionOf: found.regionOf, houses: found.houses, error: found.error, special: specialCells(found.houses) };
      drawShape();
      checkProblems(true);
    }).catch(function (error) { announce('Could not read this shape: ' + error.message); });
  }

  function specialCells(houses) {
    var special = {};
    houses.forEach(function (h) {
      if (h.kind === 'diagonal' || h.kind === 'anti_diagonal' || h.kind === 'window') h.cells.forEach(function (c) { special[c] = true; });
    });
    return special;
  }

  function drawShape() {
    view.setShape({ size: state.size, regionOf: shape.regionOf, tinted: model.isJigsaw(state.variant), special: shape.special });
    render();
  }

  function render() {
    if (view.size === state.size) view.show(state.cells, overlay);
  }

  function puzzleLine() { return model.lineOf(state.cells); }
  function puzzleOptions() {
    var options = { variant: state.variant };
    if (model.isJigsaw(state.variant)) options.regions = state.regions;
    return options;
  }
  function searchOptions(extra) { return Object.assign(puzzleOptions(), { algorithm: state.algorithm }, extra || {}); }

  function edit(cell, value) {
    if (state.cells[cell] === value && !overlay) return;
    stopOperation();
    state.cells[cell] = value;
    puzzleChanged({});
  }

  function paint(cell) {
    var symbol = $('brush').value;
    if (state.regions.charAt(cell) === symbol) return;
    var regions = state.regions.slice(0, cell) + symbol + state.regions.slice(cell + 1);
    setPuzzle({ regions: regions }, { announce: false });
  }

  var shownProblems = '';
  // Conflicting givens, a bad region map, unreadable text: highlighted and listed.
  function checkProblems(say) {
    var problems = [];
    if (textProblem) problems.push(textProblem);
    if (shape && shape.error) problems.push('Region map: ' + shape.error.message);
    var conflicts = shape ? model.findConflicts(state.cells, shape.houses) : [];
    var marked = [];
    conflicts.forEach(function (c) {
      problems.push(model.conflictMessage(c, state.size));
      marked = marked.concat(c.cells);
    });
    view.mark('conflict', marked);
    var list = $('problems');
    list.textContent = '';
    problems.slice(0, 8).forEach(function (text) {
      var li = document.createElement('li');
      li.textContent = text;
      list.appendChild(li);
    });
    if (problems.length > 8) {
      var more = document.createElement('li');
      more.textContent = 'and ' + (problems.length - 8) + ' more.';
      list.appendChild(more);
    }
    // Announced once when they change (silent checks leave that to the next one that speaks).
    var now = problems.join('\n');
    if (!say) return;
    if (now !== shownProblems && problems.length) announce(problems[0]);
    shownProblems = now;
  }

  function setTextProblem(text) {
    textProblem = text;
    checkProblems(true);
  }

  function loadExample(example) {
    setPuzzle({ cells: model.cellsOfLine(example.puzzle), variant: example.variant || 'standard', regions: example.regions || '' },
      { announce: false, example: true });
    $('examples').value = String(site.examples.indexOf(example));
    announce('Loaded "' + example.name + '".');
  }

  // ---- Links ----------------------------------------------------------------

  function saveFragment() {
    share.save({ puzzle: puzzleLine(), variant: state.variant, regions: state.regions, algorithm: state.algorithm });
    embed.update();
  }

  /** Loads what a link holds ({state} or {error} from decodeFragment); false when it holds no puzzle. */
  function applyLink(decoded) {
    if (decoded.error) {
      setPuzzle({ cells: new Uint8Array(81), variant: 'standard', regions: '' }, { announce: false });
      announce('This link cannot be opened: ' + decoded.error);
      return true;
    }
    if (!decoded.state) return false;
    var s = decoded.state, note = '';
    if (s.algorithm && !algorithmById(s.algorithm)) {
      note = ' The link names no known algorithm ("' + s.algorithm + '"); using ' + algorithmById(state.algorithm).name + '.';
      s.algorithm = '';
    }
    setPuzzle({ cells: model.cellsOfLine(s.puzzle), variant: s.variant, regions: s.regions, algorithm: s.algorithm || state.algorithm },
      { announce: false });
    announce('Loaded the puzzle from the link.' + note);
    return true;
  }

  // ---- Operations --------------------------------------------------------------

  function algorithmById(id) {
    for (var i = 0; i < algorithms.length; i++) if (algorithms[i].id === id) return algorithms[i];
    return null;
  }

  function describeAlgorithm() {
    var a = algorithmById(state.algorithm);
    if (!a) return;
    var fits = state.size >= a.minSize && state.size <= a.maxSize;
    $('algorithm-description').textContent = a.description + (fits ? '' : ' (sizes ' + a.minSize + ' to ' + a.maxSize + ' only)');
    $('solve').disabled = !fits;
    $('all').disabled = !fits || !a.capabilities.enumerate;
    $('animate').disabled = !fits || !a.capabilities.trace;
  }

  /** Starts an operation, stopping the one running. `stop` ends it. */
  function beginOperation(name, stop) {
    stopOperation();
    clearResults();
    operation = { name: name, stop: stop, superseded: false, stoppedByUser: false };
    $('stop').disabled = false;
    $('grid-holder').setAttribute('aria-busy', 'true');
    return operation;
  }
  function endOperation(op) {
    if (!op || operation !== op) return;
    operation = null;
    $('stop').disabled = true;
    $('grid-holder').removeAttribute('aria-busy');
  }
  /** Stops the running operation; its results are still shown if the Stop button did it. */
  function stopOperation(why) {
    var op = operation;
    if (!op) return;
    op.superseded = why !== 'button';
    endOperation(op);
    op.stop();
  }
  function cancelWork() { work.cancel(); }

  function clearResults() {
    view.clearMarks();
    lastHint = null;
    $('apply-hint').hidden = true;
    $('step-text').textContent = '';
    messages.clearCounters();
    solutionsPanel.hide();
    comparePanel.hide();
    if (shape) checkProblems(false);
  }

  function solve() {
    var a = algorithmById(state.algorithm);
    var op = beginOperation('solve', cancelWork);
    render();
    announce('Solving with ' + a.name + '…');
    var options = searchOptions({ progressInterval: 100, onProgress: function (p) { if (!op.superseded) messages.showStats(p); } });
    work.solve(puzzleLine(), options).then(function (r) {
      if (op.superseded) return;
      messages.showStats(r.stats);
      if (r.status === 'solved') {
        overlay = r.solution;
        render();
        announce('Solved by ' + a.name + ' in ' + fmt.ms(r.stats.elapsedMs) + '.');
      } else if (r.status === 'no_solution') {
        announce('No solution: this grid cannot be completed (' + a.name + ' searched every possibility).');
      } else {
        announce(fmt.stopped(r.stoppedBy) + ' before ' + a.name + ' found a solution.');
      }
    }, function (error) { if (!op.superseded) messages.showError(error); }).then(function () { endOperation(op); });
  }

  function allSolutions() {
    var limit = Number($('limit').value);
    if ($('limit').value.trim() === '' || !Number.isInteger(limit) || limit < 0) {
      announce('The solution limit must be a whole number, 0 (no limit) or more.');
      return;
    }
    var op = beginOperation('all', cancelWork);
    announce('Looking for every solution' + (limit ? ' (up to ' + fmt.count(limit) + ')' : '') + '…');
    solutionsPanel.run(work, puzzleLine(), searchOptions(), limit).then(function (summary) {
      if (op.superseded) return;
      messages.showStats(summary.stats, summary.count);
      announce(summary.verdict + '.');
    }, function (error) { if (!op.superseded) messages.showError(error); }).then(function () { endOperation(op); });
  }

  function compare() {
    var usable = algorithms.filter(function (a) { return state.size >= a.minSize && state.size <= a.maxSize; });
    var op = beginOperation('compare', cancelWork);
    announce('Comparing ' + usable.length + ' algorithms…');
    comparePanel.run(work, puzzleLine(), puzzleOptions(), usable).then(function (r) {
      if (op.superseded) return;
      var done = r.rows.filter(function (row) { return row.status !== 'stopped'; });
      var fastest = done.sort(function (x, y) { return x.stats.elapsedMs - y.stats.elapsedMs; })[0];
      announce(r.stopped ? 'Comparison stopped.' : 'Comparison done' +
        (fastest ? ': fastest was ' + algorithmById(fastest.algorithm).name + ' (' + fmt.ms(fastest.stats.elapsedMs) + ').' : '.'));
    }, function (error) { if (!op.superseded) messages.showError(error); }).then(function () { endOperation(op); });
  }

  // ---- Animation ------------------------------------------------------------

  function animate() { startAnimation(true); }

  function startAnimation(play) {
    var a = algorithmById(state.algorithm);
    var op = beginOperation('animate', function () {
      anim.stop();
      updatePlayButton();
      announce('Animation stopped.');
    });
    view.setReadOnly(false);
    var started = anim.start({
      puzzle: puzzleLine(), options: searchOptions({ limit: 1 }), givens: Uint8Array.from(state.cells),
      houses: shape.houses, size: state.size,
    });
    if (play) anim.play();
    updatePlayButton();
    announce((play ? 'Animating ' : 'Ready to step through ') + a.name + '.');
    return { op: op, started: started };
  }

  function animationFinished(result) {
    updatePlayButton();
    var stats = result.stats;
    var what = result.status === 'solved' ? 'solved' : result.status === 'no_solution' ? 'no solution' : 'stopped';
    announce('Animation finished: ' + what + ' after ' + fmt.count(stats.placements) + ' placements and ' +
      fmt.count(stats.backtracks) + ' backtracks.');
    endOperation(operation && operation.name === 'animate' ? operation : null);
  }

  function animating() { return operation && operation.name === 'animate'; }

  function playOrPause() {
    if (animating() && anim.playing) anim.pause();
    else if (animating()) anim.play();
    else startAnimation(true);
    updatePlayButton();
  }

  function step() {
    if (!animating()) startAnimation(false);
    anim.step().then(updatePlayButton);
  }

  function resetAnimation() {
    startAnimation(false);
    announce('Animation reset to the givens.');
  }

  function updatePlayButton() {
    $('play').textContent = animating() && anim.playing ? 'Pause' : 'Play';
  }

  function updateSpeed() {
    var rate = site.animationSpeed.rateAt(Number($('speed').value));
    if (anim) anim.setRate(rate);
    $('speed-text').textContent = site.animationSpeed.describe(rate);
    embed.update();
    $('speed').setAttribute('aria-valuetext', $('speed-text').textContent);
  }

  // ---- Hints ----------------------------------------------------------------

  function hint() {
    stopOperation();
    clearResults();
    overlay = null;
    render();
    quick.hint(puzzleLine(), puzzleOptions()).then(function (h) {
      lastHint = h;
      var houseCells = [];
      [h.house, h.otherHouse].forEach(function (i) { if (i !== null && shape.houses[i]) houseCells = houseCells.concat(shape.houses[i].cells); });
      if (h.status === 'deduction' && h.house === null && h.cells.length === 1) {
        // A naked single: the reason is everything its row, column and box (every house of the cell) already hold.
        shape.houses.forEach(function (house) {
          if (house.cells.indexOf(h.cells[0]) >= 0) houseCells = houseCells.concat(house.cells);
        });
      }
      var targets = h.placements.concat(h.eliminations).map(function (p) { return p.cell; });
      if (h.cell !== null) targets.push(h.cell);
      view.mark('hint-house', houseCells);
      view.mark('hint-pattern', h.cells);
      view.mark('hint-target', targets);
      $('apply-hint').hidden = h.placements.length === 0;
      announce(h.message);
    }, messages.showError);
  }

  function applyHint() {
    var h = lastHint;
    if (!h || !h.placements.length) return;
    h.placements.forEach(function (p) { state.cells[p.cell] = p.value; });
    puzzleChanged({});
    announce('Placed ' + h.placements.map(function (p) { return model.symbolOf(p.value) + ' in ' + model.cellName(p.cell, state.size); }).join(', ') + '.');
  }

  function debounce(fn, wait) {
    var timer = 0;
    return function () {
      clearTimeout(timer);
      timer = setTimeout(fn, wait);
    };
  }

  // For the browser tests and the curious: the state as plain data.
  site.debugState = function () {
    return { size: state.size, variant: state.variant, regions: state.regions, algorithm: state.algorithm,
      puzzle: puzzleLine(), operation: operation ? operation.name : null };
  };
})(globalThis.SudokuSite = globalThis.SudokuSite || {});
