// One widget: a session (web/js/session.js) shown in the widget's markup
// (widget_view.js) by the view the site uses too (session_view.js). This
// file only applies the element's configuration (widget_options.js reads
// its attributes) to the session and the controls, and turns the session's
// events into the element's (solved, solution, step, error: the element
// fires each as sudoku-solved, ...). It speaks the widget's language
// (widgetLanguages: its lang attribute, else the page's) and re-words
// itself when that changes.
// widget_element.js creates one of these per element.
import { createSession } from '../js/session.js';
import { errorWords as libraryErrorWords } from '../js/error_words.js';
import { createTranslator, loadTranslator, translatorReady, pickLanguage } from '../js/i18n.js';
import { isJigsaw, generatorBoard } from '../js/session_catalog.js';
import { bindSessionView } from '../js/session_view.js';
import { readConfig, generatorSeed, hintChoice, RANDOM_PUZZLE } from '../js/widget_options.js';
import { lineOf } from '../js/cells.js';
import { createSolutionEvents } from './widget_solution_events.js';
import { inOwnTask } from './next_task.js';
import { watchPageScheme } from './page_scheme.js';
import { cannotStartMessage, showWithoutSolver } from './widget_unavailable.js';

const ALL_LIMIT = 0;  // All solutions counts every solution, as on the site (Stop ends it)
const english = createTranslator('en');  // the words of the element's events (their `message`s are English)

// The element or shadow host `el` sits in, or null at the top.
function parentOf(el) {
  return el.parentElement || (el.parentNode && el.parentNode.host) || null;
}

/**
 * The languages the widget `host` (a <sudoku-solver>) is asked to speak,
 * best first, for i18n.js's pickLanguage: its own lang attribute, the
 * closest ancestor's (across shadow roots), the page's <html lang>, the
 * reader's browser languages. A tag the widget does not speak is passed over.
 */
export function widgetLanguages(host) {
  const wanted = [host.getAttribute('lang')];
  for (let el = parentOf(host); el; el = parentOf(el)) {
    if (el.hasAttribute('lang')) { wanted.push(el.getAttribute('lang')); break; }
  }
  wanted.push(host.ownerDocument.documentElement.lang);
  const reader = typeof navigator === 'object' && navigator ? navigator.languages || [navigator.language] : [];
  return wanted.concat(Array.from(reader || []));
}

// Calls onChange() when a lang attribute of `host`'s page changes (its own,
// an ancestor's, <html>'s) or the reader's languages do; returns stop().
function watchLanguage(host, onChange) {
  const observer = new MutationObserver(onChange);
  observer.observe(host.ownerDocument.documentElement, { attributes: true, subtree: true, attributeFilter: ['lang'] });
  window.addEventListener('languagechange', onChange);
  return function stop() {
    observer.disconnect();
    window.removeEventListener('languagechange', onChange);
  };
}

// A library error in `tr`'s words, as the site words one (error_words.js);
// an error of the widget's own ({words(tr)}) words itself.
function errorWords(tr, error) {
  return error.words ? error.words(tr) : libraryErrorWords(tr, error);
}

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
  let cannotStart = null;  // the error the solver could not start with
  const solutionEvents = createSolutionEvents(deps.emit);  // fired in slices, never a batch at once
  let pageScheme = '';  // the page's own colour scheme ('light', 'dark', '' for none said): theme="auto" follows it
  const stopWatchingScheme = deps.host ? watchPageScheme(deps.host, (now) => { pageScheme = now; paintTheme(); }) : () => {};
  // The widget's language (i18n.js's translator): every word it says itself,
  // and the session's. A language not loaded yet loads (the session starts
  // once it has), English meanwhile.
  const wantedLanguage = () => pickLanguage(deps.host ? widgetLanguages(deps.host) : []);
  let tr = createTranslator(translatorReady(wantedLanguage()) ? wantedLanguage() : 'en');
  ui.relabel(tr);
  let destroyed = false;
  const firstWords = translatorReady(wantedLanguage()) ? Promise.resolve() : loadTranslator(wantedLanguage()).then(() => {
    if (!destroyed) followLanguage();
  });
  const stopWatchingLanguage = deps.host ? watchLanguage(deps.host, () => { followLanguage(); }) : () => {};
  let textProblems = [];  // the attributes' problems shown, each a function of a translator returning its words
  let told = null;  // {text, words(tr)}: what the widget last said in the status line itself

  let begin = null;  // resolves `started`: start() calls it
  const started = new Promise((resolve) => { begin = resolve; });

  $('status').textContent = tr.t('widget.status.loading');
  const loaded = started.then(() => firstWords).then(() => deps.catalog()).then((catalog) => {
    session = createSession({ quick: deps.quick, work: () => work || (work = deps.createWork()), catalog: catalog, tr: tr,
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

  // The widget's language again (widgetLanguages); when it changed, the
  // widget's words in it: its labels, what the session's view words again
  // (session_view.js's relabel), the problems of its attributes, and the
  // status line when it still shows what the widget said. The rest
  // (counters, the verdict, the step, a status of the session's own) takes
  // the new language as it is drawn again.
  function followLanguage() {
    const code = wantedLanguage();
    if (code === tr.lang) return;
    if (!translatorReady(code)) {
      // (loads, then follows whatever is wanted by then; a language that
      // cannot load is English, which the widget may already speak)
      loadTranslator(code).then(() => { if (!destroyed && translatorReady(code)) followLanguage(); });
      return;
    }
    const before = tr;
    tr = createTranslator(code);
    ui.relabel(tr);
    if (cannotStart) $('status').textContent = cannotStartMessage(tr, cannotStart);
    else if ($('status').textContent === before.t('widget.status.loading')) $('status').textContent = tr.t('widget.status.loading');
    if (!session) return;
    session.tr = tr;
    view.relabel();  // the algorithms' names, the grid's and the keypad's, Play or Pause, the speed
    if (config) session.setTextProblem(textProblems.map((words) => words(tr)), false);
    if (told && session.statusText === told.text) tell(told.words);
  }

  // Says words(tr) in the status line, and keeps it to say again in another language.
  function tell(words) {
    const text = words(tr);
    told = { text: text, words: words };
    session.announce(text);
  }

  // configure's attributes without lang, which changes only the words (followLanguage).
  const withoutLang = (attributes) => JSON.stringify(Object.assign({}, attributes, { lang: null }));
  let configuring = null;  // {attributes (withoutLang), lang, done}: the last configuration asked for

  /**
   * Applies the element's attributes ({name: value}); resolves once the grid
   * shows them. Whatever is wrong with them is said all at once: each
   * problem an error event and a line of the problems list, the status
   * counting them; the widget goes on with a default for each. When lang
   * alone changed, the widget is re-worded and nothing else is done (the
   * reader's grid stays).
   */
  function configure(attributes) {
    followLanguage();
    const key = withoutLang(attributes);
    if (configuring && configuring.attributes === key && configuring.lang !== attributes.lang) {
      configuring.lang = attributes.lang;
      return configuring.done;
    }
    const done = applyAttributes(attributes, ++configSeq);
    configuring = { attributes: key, lang: attributes.lang, done: done };
    return done;
  }

  function applyAttributes(attributes, mine) {
    return loaded.then((catalog) => {
      const read = readConfig(attributes, catalog);
      const cfg = read.config;
      // Each problem a function of a translator: its words in that language (English's for the error events).
      const problems = read.problemWords.map((p) => (t) => t.t(p.key, p.values));
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
        // An ISS puzzle string names its own variant and rules.
        let variant = r.constraints && r.variant ? r.variant : cfg.variant;
        if (!layout && !session.variantFits(variant, size)) {
          const wrong = { value: '"' + variant + '"', size: size };
          problems.push((t) => t.t('widget.problem.variant_size', wrong));
          variant = 'standard';
        }
        drawn = { attributes: withoutLang(attributes), size: size, variant: variant };
        const reporting = newlyReported();
        problems.forEach((p) => reporting({ code: 'bad_option', message: p(english), cells: [] }));
        if (unreadable) {
          problems.unshift((t) => t.t('widget.problem.puzzle', { message: errorWords(t, unreadable) }));
          reporting({ code: unreadable.code, message: unreadable.message, cells: unreadable.cells || [] });
        }
        textProblems = problems;
        session.setTextProblem(problems.map((p) => p(tr)), false);
        // New attributes are a new puzzle: the reader's undo walks the reader's own changes only,
        // never back to a grid the attributes no longer name. readonly wins over play mode:
        // nothing can be typed, so nothing is played (the prompt says so).
        return session.setPuzzle({ cells: cells, layout: cfg.layout, variant: variant, regions: isJigsaw(variant) ? r.regions || cfg.regions : '',
          constraints: r.constraints || [], algorithm: cfg.algorithm, play: cfg.mode === 'play' && !cfg.readonly }, { announce: false, freshHistory: true }).then((made) => {
          if (mine !== configSeq || !session.current(made)) return;
          const regionsError = session.shape && session.shape.error;
          if (regionsError) {  // an error event, as every other bad attribute has
            reporting({ code: regionsError.code || 'bad_regions', message: regionsError.message, cells: regionsError.cells || [] });
            say(1 + problems.length, (t) => t.t('widget.problem.regions', { message: errorWords(t, regionsError) }));
          }
          else if (problems.length) say(problems.length, unreadable ? problems[0] : (t) => t.t('widget.status.options_problem', { problem: problems[0](t) }));
          else if (session.problems.length) { told = null; session.announce(session.problems[0].text); }
          else tell(prompt);
        });
      });
    }).catch((error) => {
      if (mine !== configSeq) return;
      if (session) {
        $('status').textContent = tr.t('widget.status.failed', { message: error.message });
        deps.emit('error', { code: 'failed', message: error.message, cells: [] });
        return;
      }
      // No solver can run here (a CSP without worker-src blob: or 'wasm-unsafe-eval', say): the puzzle
      // shown as far as it can be without the library, the directives to add named, reported once (in English).
      cannotStart = error;
      if (withoutSolver) withoutSolver.destroy();
      withoutSolver = showWithoutSolver(ui, attributes, cannotStartMessage(tr, error));
      newlyReported()({ code: 'failed', message: cannotStartMessage(english, error), cells: [] });
    });
  }

  // New puzzle (puzzle="random"): another from the generator, of the same
  // attributes but a seed drawn at random, drawn as the attributes' puzzle is.
  function anotherPuzzle() {
    if (!config || config.puzzle !== RANDOM_PUZZLE) return Promise.resolve(null);
    const mine = ++configSeq;
    const cfg = Object.assign({}, config, { seed: '' });
    session.stop();
    tell((t) => t.t('new.making'));
    $('new-puzzle').disabled = true;
    return generated(cfg).then((r) => {
      $('new-puzzle').disabled = false;
      if (mine !== configSeq) return null;
      if (!r.cells) { tell((t) => t.t('widget.status.no_new_puzzle', { message: errorWords(t, r.error) })); return null; }
      return session.setPuzzle({ cells: r.cells, layout: cfg.layout, variant: session.state.variant,
        regions: isJigsaw(session.state.variant) ? r.regions || session.state.regions : '', constraints: [],
        algorithm: session.state.algorithm, play: cfg.mode === 'play' && !cfg.readonly }, { announce: false, freshHistory: true })
        .then((made) => { if (mine === configSeq && session.current(made)) tell(prompt); return made ? lineOf(r.cells) : null; });
    });
  }

  // puzzle="random": a puzzle from the library's generator on the board the
  // attributes name (a jigsaw without regions gets regions drawn), read as
  // any puzzle attribute is: {cells, regions (drawn ones)} or {error} (its
  // message English, its words(tr) in a language).
  function generated(cfg) {
    const board = generatorBoard(cfg.layout, cfg.size, cfg.variant, cfg.regions);
    const options = Object.assign(board, { level: cfg.level, symmetry: cfg.symmetry, seed: generatorSeed(cfg.seed, new Date()) });
    const failed = (error) => {
      const cause = { code: error.code || 'failed', message: error.message };
      const words = (t) => t.t('widget.problem.no_random_puzzle', { message: errorWords(t, cause) });
      return { error: { code: cause.code, message: words(english), words: words } };
    };
    return (work || (work = deps.createWork())).generate(options).then((made) =>
      session.readText(made.puzzle, cfg.layout).then((r) => Object.assign({}, r, { regions: made.regions || '' })), failed);
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
  // line): `only` (a function of a translator) when there is one, else how many.
  function say(count, only) {
    tell(count === 1 ? only : (t) => t.t('widget.status.options_problems', { n: count }));
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

  // What the reader can do first, in `t`'s words.
  function prompt(t) {
    const a = session.algorithmById(session.state.algorithm), c = config.controls;
    const name = t.lib('algorithm.' + a.id + '.name', a.name);
    switch (config.mode) {
      case 'play':
        return config.readonly ? t.t('widget.prompt.read_only') : t.t('widget.prompt.play', { n: session.blanks() });
      case 'animate': return c.animate ? t.t('widget.prompt.animate', { algorithm: name }) : '';
      case 'all': return c.all ? t.t('widget.prompt.all') : '';
      default: return c.solve ? t.t('widget.prompt.solve', { algorithm: name }) : '';
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
    /** {size, variant} as drawn, when the last drawing was of `attributes` ({name: value}; lang aside); else null. */
    drawn: (attributes) => (drawn && drawn.attributes === withoutLang(attributes) ? drawn : null),
    /** What the grid shows, as one line ('.' for a blank). */
    grid: () => (view ? lineOf(view.grid.values()) : withoutSolver ? lineOf(withoutSolver.values()) : ''),
    get busy() { return !!session && session.busy; },
    destroy: () => {
      configSeq++;
      destroyed = true;
      stopWatchingScheme();
      stopWatchingLanguage();
      solutionEvents.clear();
      if (session) session.stop();
      if (work) work.terminate();
      if (view) view.grid.destroy();
      if (withoutSolver) withoutSolver.destroy();
      ui.root.remove();
    },
  };
}
