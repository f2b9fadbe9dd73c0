// The <sudoku-solver> element: its attributes (read by widget_options.js),
// the same names as properties, a small API (solve(), solveAll(), animate(),
// play(), pause(), step(), reset(), stop(), hint(), ready, grid, busy) and
// its events (solved, solution, step, error; they bubble out of the shadow
// root). Each element owns an open shadow root holding one widget
// (widget_controller.js) and, once it first runs something long, its own
// Worker client; every widget on the page shares one more Worker client for
// short calls (the algorithms, houses, reading text, hints). Styles go in
// as a constructed stylesheet (not a <style> element), which a page's
// Content-Security-Policy does not govern. defineSudokuSolver (widget.js
// calls it) takes the library, so this file names no global.
import { ATTRIBUTES, attributesOfFragment } from '../js/widget_options.js';
import { buildWidgetView } from './widget_view.js';
import { createWidgetController } from './widget_controller.js';

/** Defines <sudoku-solver> over `Sudoku` (sudoku.js's library object), styled by the text `css`. */
export function defineSudokuSolver(Sudoku, css) {
  var quick = null;
  var sheet = null;

  function sharedQuick() {
    if (!quick) quick = Sudoku.createSudokuWorker();
    return quick;
  }

  // Constructed stylesheets: every browser since 2023 (Safari 16.4) has them.
  function adoptStyles(root) {
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    root.adoptedStyleSheets = [sheet];
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
      adoptStyles(this.attachShadow({ mode: 'open' }));
      this._controller = null;
      this._ready = null;
      this._queued = false;
    }

    connectedCallback() {
      // A property set before this script defined the element shadows the accessor: apply it now.
      var self = this;
      ATTRIBUTES.concat(['readOnly']).forEach(function (name) {
        if (Object.prototype.hasOwnProperty.call(self, name)) {
          var value = self[name];
          delete self[name];
          self[name] = value;
        }
      });
      if (!this._controller) {
        this._controller = createWidgetController(this.shadowRoot, buildWidgetView(this.shadowRoot), {
          quick: sharedQuick(),
          createWork: function () { return Sudoku.createSudokuWorker(); },
          emit: function (name, detail) {
            self.dispatchEvent(new CustomEvent(name, { detail: detail, bubbles: true, composed: true }));
          },
        });
      }
      this._schedule();
    }

    disconnectedCallback() {
      if (this._controller) this._controller.destroy();
      this._controller = null;
    }

    attributeChangedCallback() {
      if (this._controller) this._schedule();
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

    /** Resolves once the widget shows its current attributes (and the solver has loaded). */
    get ready() { return this._ready || Promise.resolve(); }
    /** What the grid shows now, one line ('.' for a blank). */
    get grid() { return this._controller ? this._controller.grid() : ''; }
    /** True while a search or an animation runs. */
    get busy() { return !!this._controller && this._controller.busy; }

    /** Each resolves to the library's result (null when it could not run; an `error` event says why). */
    solve() { return this._call('solve'); }
    solveAll() { return this._call('solveAll'); }
    hint() { return this._call('hint'); }
    /** Animation: animate() starts from the givens and plays; play() also resumes. */
    animate() { return this._call('animate'); }
    play() { return this._call('play'); }
    pause() { return this._call('pause'); }
    step() { return this._call('step'); }
    reset() { return this._call('reset'); }
    /** Stops whatever runs, keeping what it found so far on show. */
    stop() { return this._call('stop'); }

    get readOnly() { return this.hasAttribute('readonly'); }
    set readOnly(on) { this.toggleAttribute('readonly', !!on); }
  }

  // puzzle, size, variant, regions, algorithm, mode, speed, controls, theme: properties mirroring the attributes.
  ATTRIBUTES.forEach(function (name) {
    if (name === 'readonly') return;
    Object.defineProperty(SudokuSolverElement.prototype, name, {
      get: function () { return this.getAttribute(name); },
      set: function (value) {
        if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
      configurable: true,
    });
  });

  customElements.define('sudoku-solver', SudokuSolverElement);
}
