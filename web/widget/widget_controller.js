// One widget: a session (web/js/session.js) shown in the widget's markup
// (widget_view.js) by the view the site uses too (session_view.js). This
// file only applies the element's configuration (widget_options.js reads
// its attributes) to the session and the controls, and turns the session's
// events into the element's (solved, solution, step, error: the element
// fires each as sudoku-solved, ...).
// widget_element.js creates one of these per element.
import { createSession } from '../js/session.js';
import { isJigsaw, generatorBoard } from '../js/session_catalog.js';
import { bindSessionView } from '../js/session_view.js';
import { readConfig, generatorSeed, hintChoice, RANDOM_PUZZLE } from '../js/widget_options.js';
import { lineOf } from '../js/cells.js';
import { createSolutionEvents } from './widget_solution_events.js';
import { inOwnTask } from './next_task.js';
import { watchPageScheme } from './page_scheme.js';
import { cannotStartMessage, showWithoutSolver } from './widget_unavailable.js';

const ALL_LIMIT = 0;  // All solutions counts every solution, as on the site (Stop ends it)

/**
 * Builds the widget into `ui` (widget_view.js's). deps: {quick(): the
 * Worker client shared by the page's widgets (short calls only), catalog():
 * a promise of the library's catalog (session_catalog.js's loadCatalog,
 * shared too; the first call starts the page's solver), createWork(): this
 * widget's client for long searches (a lease of the page's Worker pool,
 * widget_worker_pool.js), emit(name, detail): an event on the element,
 * host: the element, whose page's colour scheme theme="auto" follows
 * (page_scheme.js)}. Nothing of the solver is asked for until start() (the
 * element calls it once the widget nears the viewport, or at once with
 * loading="eager"); an action asked before then starts it and runs once the
 * solver is ready.
 */
export function createWidgetController(ui, deps) {
  const $ = ui.get;
  let work = null;
  let session = null;
  let view = null;
  let config = null;
  let configSeq = 0;
  let counters = null;
  let drawn = null;  // {attributes, size, variant}: what configure last drew, and from which attributes
  let withoutSolver = null;  // the grid drawn when the solver cannot start (widget_unavailable.js)
  const solutionEvents = createSolutionEvents(deps.emit);  // fired in slices, never a batch at once
  let pageScheme = '';  // the page's own colour scheme ('light', 'dark', '' for none said): theme="auto" follows it
  const stopWatchingScheme = deps.host ? watchPageScheme(deps.host, (now) => { pageScheme = now; paintTheme(); }) : () => {};

  let begin = null;  // resolves `started`: start() calls it
  const started = new Promise((resolve) => { begin = resolve; });

  $('status').textContent = 'Loading the solver…';
  const loaded = started.then(() => deps.catalog()).then((catalog) => {
    session = createSession({ quick: deps.quick, work: () => work || (work = deps.createWork()), catalog: catalog,
      listed: () => solutionEvents.drained() });
    view = bindSessionView(session, $, { allLimit: () => ALL_LIMIT });
    $('new-puzzle').addEventListener('click', () => { anotherPuzzle(); });
    ['solved', 'error'].forEach((name) => session.on(name, (e) => deps.emit(name, e)));
    session.on('solutions', (e) => {
      if (e.type === 'start') solutionEvents.clear();  // a new search's events only
      if (e.type === 'batch') solutionEvents.add(e.solutions, e.first);
    });
    session.on('counters', (e) => { if (e.counters) counters = e.counters; });
    // At most once a frame: the last step drawn, with its counters.
    session.on('step', (e) => { if (e.text && session.operation === 'animate') deps.emit('step', Object.assign({ text: e.text }, counters)); });
    return catalog;
  });

  /**
   * Applies the element's attributes ({name: value}); resolves once the grid
   * shows them. Whatever is wrong with them is said all at once: each
   * problem an error event and a line of the problems list, the status
   * counting them; the widget goes on with a default for each.
   */
  function configure(attributes) {
    const mine = ++configSeq;
    return loaded.then((catalog) => {
      const read = readConfig(attributes, catalog);
      const cfg = read.config;
      const problems = read.problems.slice();
      session.stop();
      config = cfg;
      session.setHintOptions(hintChoice(cfg.hints));  // the `hints` attribute: the techniques hints may use
      showControls(cfg);
      paintTheme();
      view.grid.setReadOnly(cfg.readonly);
      view.setSpeed(cfg.speed);
      // A layout's puzzle is read as that layout's only; without one, as a square grid's.
      const layout = cfg.layout ? session.layoutById(cfg.layout) : null;
      const empty = () => new Uint8Array(layout ? layout.cellCount : cfg.size * cfg.size);  // the default: an empty grid
      const reading = cfg.puzzle === RANDOM_PUZZLE ? generated(cfg)
        : cfg.puzzle ? session.readText(cfg.puzzle, cfg.layout) : Promise.resolve({ cells: empty() });
      return reading.then((r) => {
        if (mine !== configSeq) return null;
        // A puzzle that cannot be read: the default, an empty grid (the
        // layout's), is drawn, and the puzzle's problem is listed first.
        const unreadable = r.cells ? null : r.error;
        const cells = r.cells || empty();
        const size = layout ? layout.symbols : Math.round(Math.sqrt(cells.length));
        let variant = cfg.variant;
        if (!layout && !session.variantFits(variant, size)) {
          problems.push('variant "' + variant + '" does not fit a ' + size + 'x' + size + ' grid; using standard.');
          variant = 'standard';
        }
        drawn = { attributes: JSON.stringify(attributes), size: size, variant: variant };
        const reporting = newlyReported();
        problems.forEach((p) => reporting({ code: 'bad_option', message: p, cells: [] }));
        if (unreadable) {
          problems.unshift('The puzzle attribute: ' + unreadable.message);
          reporting({ code: unreadable.code, message: unreadable.message, cells: unreadable.cells || [] });
        }
        session.setTextProblem(problems, false);
        // New attributes are a new puzzle: the reader's undo walks the reader's own changes only,
        // never back to a grid the attributes no longer name. readonly wins over play mode:
        // nothing can be typed, so nothing is played (the prompt says so).
        return session.setPuzzle({ cells: cells, layout: cfg.layout, variant: variant, regions: isJigsaw(variant) ? r.regions || cfg.regions : '',
          algorithm: cfg.algorithm, play: cfg.mode === 'play' && !cfg.readonly }, { announce: false, freshHistory: true }).then((made) => {
          if (mine !== configSeq || !session.current(made)) return;
          const regionsError = session.shape && session.shape.error;
          if (regionsError) {  // an error event, as every other bad attribute has
            reporting({ code: regionsError.code || 'bad_regions', message: regionsError.message, cells: regionsError.cells || [] });
            say(1 + problems.length, 'The regions attribute: ' + regionsError.message);
          }
          else if (problems.length) say(problems.length, unreadable ? problems[0] : 'Widget options: ' + problems[0]);
          else if (session.problems.length) session.announce(session.problems[0].text);
          else session.announce(prompt());
        });
      });
    }).catch((error) => {
      if (mine !== configSeq) return;
      if (session) {
        $('status').textContent = 'Something went wrong: ' + error.message;
        deps.emit('error', { code: 'failed', message: error.message, cells: [] });
        return;
      }
      // No solver can run here (a CSP without worker-src blob: or 'wasm-unsafe-eval', say): the puzzle
      // shown as far as it can be without the library, the directives to add named, reported once.
      const message = cannotStartMessage(error);
      if (withoutSolver) withoutSolver.destroy();
      withoutSolver = showWithoutSolver(ui, attributes, message);
      newlyReported()({ code: 'failed', message: message, cells: [] });
    });
  }

  // New puzzle (puzzle="random"): another from the generator, of the same
  // attributes but a seed drawn at random, drawn as the attributes' puzzle is.
  function anotherPuzzle() {
    if (!config || config.puzzle !== RANDOM_PUZZLE) return Promise.resolve(null);
    const mine = ++configSeq;
    const cfg = Object.assign({}, config, { seed: '' });
    session.stop();
    session.announce('Making a new puzzle…');
    $('new-puzzle').disabled = true;
    return generated(cfg).then((r) => {
      $('new-puzzle').disabled = false;
      if (mine !== configSeq) return null;
      if (!r.cells) { session.announce('No new puzzle: ' + r.error.message); return null; }
      return session.setPuzzle({ cells: r.cells, layout: cfg.layout, variant: session.state.variant,
        regions: isJigsaw(session.state.variant) ? r.regions || session.state.regions : '',
        algorithm: session.state.algorithm, play: cfg.mode === 'play' && !cfg.readonly }, { announce: false, freshHistory: true })
        .then((made) => { if (mine === configSeq && session.current(made)) session.announce(prompt()); return made ? lineOf(r.cells) : null; });
    });
  }

  // puzzle="random": a puzzle from the library's generator on the board the
  // attributes name (a jigsaw without regions gets regions drawn), read as
  // any puzzle attribute is: {cells, regions (drawn ones)} or {error}.
  function generated(cfg) {
    const board = generatorBoard(cfg.layout, cfg.size, cfg.variant, cfg.regions);
    const options = Object.assign(board, { level: cfg.level, symmetry: cfg.symmetry, seed: generatorSeed(cfg.seed, new Date()) });
    return (work || (work = deps.createWork())).generate(options).then((made) =>
      session.readText(made.puzzle, cfg.layout).then((r) => Object.assign({}, r, { regions: made.regions || '' })),
    (error) => ({ error: { code: error.code || 'failed', message: 'no random puzzle: ' + error.message + '.' } }));
  }

  // Each problem of the attributes has one error event: while it stands (the
  // attributes change but keep it), it is not reported again. newlyReported()
  // starts a new configuration's list and returns report(detail), which fires
  // the event for a problem the last configuration did not have.
  let standing = new Set();  // the problems (code and message) of the configuration shown
  function newlyReported() {
    const before = standing;
    const now = standing = new Set();
    return (detail) => {
      const key = detail.code + ':' + detail.message;
      if (now === standing) now.add(key);
      if (!before.has(key)) deps.emit('error', detail);
    };
  }

  // The top element's classes: the theme (auto narrowed to the page's scheme when it says one) and readonly.
  function paintTheme() {
    if (!config) return;
    const page = config.theme === 'auto' && pageScheme ? ' page-' + pageScheme : '';
    ui.root.className = 'widget theme-' + config.theme + page + (config.readonly ? ' readonly' : '');
  }

  // The status for the attributes' `count` problems (listed under it, one a
  // line): `only` when there is one, else how many.
  function say(count, only) {
    session.announce(count === 1 ? only : 'Widget options: ' + count + ' problems, listed below.');
  }

  function showControls(cfg) {
    const c = cfg.controls;
    const show = (id, shown) => { $(id).hidden = !shown; };
    show('algorithm-field', c.algorithm);
    show('solve', c.solve);
    show('all', c.all);
    ['play', 'step-back', 'step', 'reset'].forEach((id) => show(id, c.animate));
    show('hint', c.hint);
    show('rate', c.rate);
    show('stop', c.stop);
    show('speed-field', c.speed);
    show('speed-text', c.speed);
    show('keypad', c.keypad && !cfg.readonly);
    $('player-tools').dataset.unwanted = String(!c.tools);
    if (view) view.showTools();
    const another = c.new && cfg.puzzle === RANDOM_PUZZLE;  // New puzzle: only a generated puzzle has another
    show('new-puzzle', another);
    $('stop').parentNode.hidden = !(c.solve || c.all || c.animate || c.hint || c.rate || c.stop || another);
  }

  // What the reader can do first, in words.
  function prompt() {
    const a = session.algorithmById(session.state.algorithm), c = config.controls;
    switch (config.mode) {
      case 'play':
        return config.readonly ? 'Read-only: this grid cannot be filled in here.' : 'Fill in the grid: ' + session.blanks() + ' cells to go.';
      case 'animate': return c.animate ? 'Press Play to watch ' + a.name + ' search.' : '';
      case 'all': return c.all ? 'Press All solutions to find every solution.' : '';
      default: return c.solve ? 'Press Solve to solve it with ' + a.name + '.' : '';
    }
  }

  // Each starts the solver, runs once it has loaded and resolves to what the session's call does,
  // or to null when the solver cannot start (the widget said why, with a sudoku-error event).
  // Each runs in a task of its own: a page calling stop() on 20 widgets at
  // once gets 20 short tasks, not one holding its main thread for all their
  // drawing (scripts/lib/bench/widget_stalls.cjs, "stopping them all").
  const call = (method, arg) => () => {
    begin();
    return loaded.then(() => inOwnTask().then(() => session[method](arg)), () => null);
  };
  return {
    configure: configure,
    /** Starts the solver (the page's shared Workers, once), if not started yet. */
    start: () => begin(),
    solve: call('solve'),
    // Resolves once every solution listed has had its event.
    solveAll: () => call('allSolutions', ALL_LIMIT)().then((r) => solutionEvents.drained().then(() => r)),
    animate: call('animate'),
    play: call('play'),
    pause: call('pause'),
    step: call('step'),
    stepBack: call('stepBack'),
    reset: call('resetAnimation'),
    stop: call('stop', 'button'),
    /** puzzle="random": another puzzle of the same attributes, a new seed; resolves to its line (null without one). */
    newPuzzle: () => { begin(); return loaded.then(() => inOwnTask().then(anotherPuzzle), () => null); },
    hint: call('hint'),
    /** {size, variant} as drawn, when the last drawing was of `attributes` ({name: value}); else null. */
    drawn: (attributes) => (drawn && drawn.attributes === JSON.stringify(attributes) ? drawn : null),
    /** What the grid shows, as one line ('.' for a blank). */
    grid: () => (view ? lineOf(view.grid.values()) : withoutSolver ? lineOf(withoutSolver.values()) : ''),
    get busy() { return !!session && session.busy; },
    destroy: () => {
      configSeq++;
      stopWatchingScheme();
      solutionEvents.clear();
      if (session) session.stop();
      if (work) work.terminate();
      if (view) view.grid.destroy();
      if (withoutSolver) withoutSolver.destroy();
      ui.root.remove();
    },
  };
}
