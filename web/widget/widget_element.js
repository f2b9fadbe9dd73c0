// The <sudoku-solver> element: its attributes (read by widget_options.js),
// each also a typed property returning its effective value (mode 'solve'
// when absent, speed and size numbers, controls a list, readOnly a
// boolean, lang as written, the language it asks for; setting one sets the
// attribute), a small API (solve(),
// solveAll(), animate(), play(), pause(), step(), stepBack(), reset(),
// stop(), hint(), focus(), ready, grid, busy) and its events (sudoku-solved,
// sudoku-solution, sudoku-step, sudoku-error, the first three followed by
// their deprecated unprefixed aliases (DEPRECATED_EVENT_ALIASES); they bubble
// out of the shadow root). custom-elements.json and
// sudoku-widget.d.ts describe all of it; the README's "Embed in your blog"
// says it in words. Each element owns an open shadow root holding one
// widget (widget_controller.js); every widget on the page shares one Worker
// client for short calls (the algorithms, houses, reading text, hints,
// traces), the library's catalog, and a pool of Workers for searches
// (widget_worker_pool.js), of which each widget leases a client. None of
// that starts before a widget needs it: the first to come within 200 px of
// the viewport (loading="lazy", the default; an IntersectionObserver), to be
// asked something (ready, solve(), ...) or to say loading="eager". Moved in the DOM (taken out and put back in one task)
// a widget keeps its grid, status and Worker; only an element still off
// the page once the task's microtasks run is taken down. Styles go in as a
// constructed stylesheet (not a <style> element), which a page's
// Content-Security-Policy does not govern. defineSudokuSolver (widget.js
// calls it) takes the library, so this file names no global.
import { ATTRIBUTES, PROPERTIES, DEPRECATED_EVENT_ALIASES, attributesOfFragment, readConfig } from '../js/widget_options.js';
import { loadCatalog } from '../js/session_catalog.js';
import { buildWidgetView } from './widget_view.js';
import { createWidgetController } from './widget_controller.js';
import { createWorkerPool, poolSize } from './widget_worker_pool.js';

/** Defines <sudoku-solver> over `Sudoku` (the library's createSudokuWorker, all the widget uses of it), styled by the text `css`. */
export function defineSudokuSolver(Sudoku, css) {
  var quick = null;
  var pool = null;  // the page's Workers for searches, shared by every widget
  var catalog = null;  // the library's, once loaded: the properties check values against it
  var loading = null;
  var sheet = null;
  var nearViewport = null;  // one IntersectionObserver for the page's lazy widgets

  // The page's solver, started by the first widget that needs it: the Worker
  // for short calls, the catalog, and the pool (its Workers start with the
  // first search). Each client keeps to its one Worker (workers: 1): the
  // pool is how the page's widgets share the cores, one left to the page.
  function shared() {
    if (!quick) {
      quick = Sudoku.createSudokuWorker({ workers: 1 });
      pool = createWorkerPool(function () { return Sudoku.createSudokuWorker({ workers: 1 }); }, poolSize(navigator.hardwareConcurrency));
      loading = loadCatalog(quick);
      loading.then(function (c) { catalog = c; }, function () {});
    }
    return loading;
  }

  // Starts `el`'s solver now (loading="eager", no IntersectionObserver
  // here), or once it comes within 200 px of the viewport.
  function startWhenNear(el) {
    if (readConfig(attributesOf(el), catalog).config.loading === 'eager' || typeof IntersectionObserver !== 'function') {
      el._controller.start();
      return;
    }
    if (!nearViewport) {
      nearViewport = new IntersectionObserver(function (entries) {
        entries.forEach(function (entry) {
          if (!entry.isIntersecting) return;
          nearViewport.unobserve(entry.target);
          if (entry.target._controller) entry.target._controller.start();
        });
      }, { rootMargin: '200px' });
    }
    nearViewport.observe(el);
  }

  function attributesOf(el) {
    var out = {};
    ATTRIBUTES.forEach(function (name) { out[name] = el.getAttribute(name); });
    return out;
  }

  class SudokuSolverElement extends HTMLElement {
    static get observedAttributes() { return ATTRIBUTES; }

    /** The attributes an embed.html fragment holds ({name: value}); see widget_options.js. */
    static attributesOfFragment(hash) { return attributesOfFragment(hash); }

    constructor() {
      super();
      var root = this.attachShadow({ mode: 'open' });
      // Constructed stylesheets: every browser since 2023 (Safari 16.4) has them.
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
      }
      root.adoptedStyleSheets = [sheet];
      this._controller = null;
      this._ready = null;
      this._queued = false;
    }

    connectedCallback() {
      // A property set before this script defined the element shadows the accessor: apply it now.
      var self = this;
      PROPERTIES.forEach(function (name) {
        if (Object.prototype.hasOwnProperty.call(self, name)) {
          var value = self[name];
          delete self[name];
          self[name] = value;
        }
      });
      if (this._controller) return;  // moved: it still shows what it showed
      this._controller = createWidgetController(buildWidgetView(this.shadowRoot), {
        quick: function () { return quick; },
        catalog: shared,
        createWork: function () { return pool.lease(quick); },
        host: this,
        emit: function (name, detail) {
          var types = ['sudoku-' + name].concat(DEPRECATED_EVENT_ALIASES.indexOf(name) >= 0 ? [name] : []);
          types.forEach(function (type) {
            self.dispatchEvent(new CustomEvent(type, { detail: detail, bubbles: true, composed: true }));
          });
        },
      });
      this._schedule();
      startWhenNear(this);
    }

    disconnectedCallback() {
      var self = this;
      queueMicrotask(function () {
        if (!self.isConnected && self._controller) {
          if (nearViewport) nearViewport.unobserve(self);
          self._controller.destroy();
          self._controller = null;
        }
      });
    }

    // moveBefore() keeps the element connected: nothing to do.
    connectedMoveCallback() {}

    attributeChangedCallback(name) {
      if (!this._controller) return;
      this._schedule();
      if (name === 'loading' && readConfig(attributesOf(this), catalog).config.loading === 'eager') this._controller.start();
    }

    // Attributes set one after another apply together, once.
    _schedule() {
      if (this._queued) return;
      this._queued = true;
      var self = this;
      this._ready = Promise.resolve().then(function () {
        self._queued = false;
        return self._controller ? self._controller.configure(attributesOf(self)) : undefined;
      });
    }

    _call(method) {
      var self = this;
      return this.ready.then(function () { return self._controller ? self._controller[method]() : null; });
    }

    /** Resolves once the widget shows its current attributes (and the solver has loaded); asked, it starts the solver. */
    get ready() {
      if (this._controller) this._controller.start();
      return this._ready || Promise.resolve();
    }
    /** What the grid shows now, one line ('.' for a blank). */
    get grid() { return this._controller ? this._controller.grid() : ''; }
    /** True while a search or an animation runs. */
    get busy() { return !!this._controller && this._controller.busy; }

    /** Each resolves to the library's result (null when it could not run; a sudoku-error event says why). */
    solve() { return this._call('solve'); }
    solveAll() { return this._call('solveAll'); }
    hint() { return this._call('hint'); }
    /**
     * Animation: animate() starts from the givens and plays; play() also
     * resumes. With arguments it is Element's own animate(keyframes, options).
     */
    animate(keyframes, options) { return arguments.length ? super.animate(keyframes, options) : this._call('animate'); }
    play() { return this._call('play'); }
    pause() { return this._call('pause'); }
    step() { return this._call('step'); }
    /** One step back in the animation on show (a paused, stopped or finished one); nothing when there is none. */
    stepBack() { return this._call('stepBack'); }
    reset() { return this._call('reset'); }
    /** Stops whatever runs, keeping what it found so far on show. */
    stop() { return this._call('stop'); }
    /** puzzle="random": another puzzle of the same attributes (a seed drawn at random); resolves to its line, else null. */
    newPuzzle() { return this._call('newPuzzle'); }
    /** Focuses the grid's current cell (the element itself takes no focus), as a click on it would. */
    focus(options) {
      var cell = this.shadowRoot.querySelector('[role=gridcell][tabindex="0"]');
      if (cell) cell.focus(options);
      else super.focus(options);
    }
  }

  // puzzle, size, variant, regions, algorithm, mode, speed, controls, theme,
  // readOnly: what readConfig makes of the attributes (against the catalog
  // once it has loaded), controls as a list; lang: the attribute as written
  // (HTMLElement's lang, which this one stands in for; the language shown is
  // widget_controller.js's to pick). Set: null, undefined or false
  // removes the attribute, true sets it empty, a list is joined by spaces.
  ATTRIBUTES.forEach(function (name, i) {
    Object.defineProperty(SudokuSolverElement.prototype, PROPERTIES[i], {
      get: function () {
        if (name === 'lang') return this.getAttribute('lang') || '';
        var attributes = attributesOf(this);
        // size and variant: what is drawn, once these attributes are (a 625-cell puzzle is drawn 25x25).
        var drawn = this._controller && (name === 'size' || name === 'variant') ? this._controller.drawn(attributes) : null;
        var value = drawn ? drawn[name] : readConfig(attributes, catalog).config[name];
        return name === 'controls' ? Object.keys(value) : value;
      },
      set: function (value) {
        if (value === null || value === undefined || value === false) this.removeAttribute(name);
        else this.setAttribute(name, value === true ? '' : [].concat(value).join(' '));
      },
      configurable: true,
    });
  });

  customElements.define('sudoku-solver', SudokuSolverElement);
}
