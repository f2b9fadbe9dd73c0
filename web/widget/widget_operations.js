// What one widget runs in its own Worker client: Solve, All solutions
// (solutions.js streams and browses them), the animation (animation.js plays
// a trace onto the grid), and Stop, which ends whichever runs. One operation
// at a time, as on the site: starting one stops the last. Works over the
// context widget_controller.js hands it (the grid, the status line, the
// current puzzle, emit() for the element's events).
'use strict';
(function (site) {
  var model = site.model;
  var fmt = site.format;
  var ALL_LIMIT = 1000;  // as the site's default "Solution limit"

  function createWidgetOperations(ctx) {
    var $ = ctx.$;
    var operation = null;  // the running operation: {name, stop(), superseded}
    var anim = null;
    var rate = site.widgetOptions.DEFAULT_SPEED;  // steps a second; configure() sets the widget's own
    var counters = null;
    var solutions = site.createSolutionsPanel({
      panel: $('solutions-panel'), verdict: $('verdict'), position: $('position'),
      previous: $('previous'), next: $('next'), list: $('solution-list'), number: $('solution-number'),
    }, {
      show: function (solution) { ctx.overlay = solution; ctx.render(); },
      onProgress: function (count, stats) { if (operation && operation.name === 'all') ctx.messages.showStats(stats, count); },
      onSolution: function (solution, index) { ctx.emit('solution', { index: index + 1, solution: model.lineOf(solution) }); },
    });

    $('solve').addEventListener('click', function () { solve(); });
    $('all').addEventListener('click', function () { solveAll(); });
    $('play').addEventListener('click', playOrPause);
    $('step').addEventListener('click', function () { step(); });
    $('reset').addEventListener('click', reset);
    $('stop').addEventListener('click', function () { stop('button'); });
    $('speed').addEventListener('input', function () { setRate(site.animationSpeed.rateAt(Number(this.value))); });

    function begin(name, stopIt) {
      stop();
      ctx.clearResults();
      operation = { name: name, stop: stopIt, superseded: false };
      $('stop').disabled = false;
      $('grid-holder').setAttribute('aria-busy', 'true');
      return operation;
    }
    function end(op) {
      if (!op || operation !== op) return;
      operation = null;
      $('stop').disabled = true;
      $('grid-holder').removeAttribute('aria-busy');
    }
    /** Stops what runs; its results stay shown when the Stop button (why 'button') did it. */
    function stop(why) {
      var op = operation;
      if (!op) return;
      op.superseded = why !== 'button';
      end(op);
      op.stop();
    }
    function cancelWork() { ctx.work().cancel(); }
    function failed(op) {
      return function (error) {
        if (!op.superseded) ctx.reportError(error);
        return null;
      };
    }

    function solve() {
      var a = ctx.algorithm();
      if (!a) return Promise.resolve(null);
      var op = begin('solve', cancelWork);
      ctx.overlay = null;
      ctx.render();
      ctx.announce('Solving with ' + a.name + '…');
      var options = Object.assign(ctx.puzzleOptions(), {
        algorithm: a.id, progressInterval: 100,
        onProgress: function (p) { if (!op.superseded) ctx.messages.showStats(p); },
      });
      return ctx.work().solve(ctx.line(), options).then(function (r) {
        if (op.superseded) return r;
        ctx.messages.showStats(r.stats);
        if (r.status === 'solved') {
          // In play mode the solution fills the reader's grid.
          if (ctx.state.entries) ctx.state.entries = Uint8Array.from(r.solution);
          else ctx.overlay = r.solution;
          ctx.render();
          ctx.announce('Solved by ' + a.name + ' in ' + fmt.ms(r.stats.elapsedMs) + '.');
          ctx.emit('solved', { puzzle: ctx.line(), solution: model.lineOf(r.solution), algorithm: a.id, stats: r.stats, by: 'solve' });
        } else if (r.status === 'no_solution') {
          ctx.announce('No solution: this grid cannot be completed (' + a.name + ' searched every possibility).');
        } else {
          ctx.announce(fmt.stopped(r.stoppedBy) + ' before ' + a.name + ' found a solution.');
        }
        return r;
      }, failed(op)).then(function (r) { end(op); return r; });
    }

    function solveAll() {
      var a = ctx.algorithm();
      if (!a) return Promise.resolve(null);
      var op = begin('all', cancelWork);
      ctx.announce('Looking for every solution (up to ' + fmt.count(ALL_LIMIT) + ')…');
      var options = Object.assign(ctx.puzzleOptions(), { algorithm: a.id });
      return solutions.run(ctx.work(), ctx.line(), options, ALL_LIMIT).then(function (summary) {
        if (op.superseded) return summary;
        ctx.messages.showStats(summary.stats, summary.count);
        ctx.announce(summary.verdict + '.');
        return summary;
      }, failed(op)).then(function (r) { end(op); return r; });
    }

    // ---- Animation ------------------------------------------------------------

    function animation() {
      if (anim) return anim;
      anim = site.createAnimation(ctx.work(), ctx.tables, {
        view: ctx.view,
        onCounters: function (c) {
          counters = c;
          ctx.messages.showCounters([['Steps', fmt.count(c.steps)], ['Placements', fmt.count(c.placements)],
            ['Backtracks', fmt.count(c.backtracks)], ['Nodes', fmt.count(c.nodes)], ['Depth', fmt.count(c.depth)]]);
        },
        // At most once a frame: the last step drawn, with its counters.
        onEvent: function (text) {
          $('step-text').textContent = text;
          ctx.emit('step', Object.assign({ text: text }, counters));
        },
        onFinish: finished,
        onError: function (error) { ctx.reportError(error); end(operation); },
      });
      anim.setRate(rate);
      return anim;
    }

    function animating() { return !!operation && operation.name === 'animate'; }

    function startAnimation(play) {
      var a = ctx.algorithm();
      if (!a || !ctx.shape) return;
      begin('animate', function () {
        anim.stop();
        updatePlayButton();
        ctx.announce('Animation stopped.');
      });
      animation().start({
        puzzle: ctx.line(), options: Object.assign(ctx.puzzleOptions(), { algorithm: a.id, limit: 1 }),
        givens: Uint8Array.from(ctx.state.cells), houses: ctx.shape.houses, size: ctx.state.size,
      });
      if (play) anim.play();
      updatePlayButton();
      ctx.announce((play ? 'Animating ' : 'Ready to step through ') + a.name + '.');
    }

    function finished(result, values) {
      updatePlayButton();
      var stats = result.stats;
      var what = result.status === 'solved' ? 'solved' : result.status === 'no_solution' ? 'no solution' : 'stopped';
      ctx.announce('Animation finished: ' + what + ' after ' + fmt.count(stats.placements) + ' placements and ' +
        fmt.count(stats.backtracks) + ' backtracks.');
      if (result.status === 'solved') {
        ctx.emit('solved', { puzzle: ctx.line(), solution: model.lineOf(values), algorithm: ctx.state.algorithm, stats: stats, by: 'animate' });
      }
      end(animating() ? operation : null);
    }

    /** Plays: resumes a paused animation, or starts one from the givens. */
    function play() {
      if (animating()) anim.play();
      else startAnimation(true);
      updatePlayButton();
    }
    function pause() {
      if (animating()) anim.pause();
      updatePlayButton();
    }
    function playOrPause() {
      if (animating() && anim.playing) pause();
      else play();
    }
    /** One step forward (starting a paused animation first); resolves once it is drawn. */
    function step() {
      if (!animating()) startAnimation(false);
      if (!animating()) return Promise.resolve();
      return anim.step().then(updatePlayButton);
    }
    function reset() {
      startAnimation(false);
      if (animating()) ctx.announce('Animation reset to the givens.');
    }
    function updatePlayButton() {
      $('play').textContent = animating() && anim.playing ? 'Pause' : 'Play';
    }

    function setRate(stepsPerSecond) {
      rate = stepsPerSecond;
      if (anim) anim.setRate(rate);
      $('speed-text').textContent = site.animationSpeed.describe(rate);
      $('speed').setAttribute('aria-valuetext', $('speed-text').textContent);
    }

    return {
      solve: solve,
      solveAll: solveAll,
      /** Starts an animation from the givens and plays it. */
      animate: function () { startAnimation(true); },
      play: play,
      pause: pause,
      step: step,
      reset: reset,
      stop: stop,
      setRate: setRate,
      hideSolutions: function () { solutions.hide(); },
      get busy() { return !!operation; },
    };
  }

  site.createWidgetOperations = createWidgetOperations;
})(globalThis.SudokuSite = globalThis.SudokuSite || {});
