// Types of sudoku-widget.js: the <sudoku-solver> element it defines (a
// classic script, so nothing to import at run time; this file only brings
// the types). It sits beside sudoku-widget.js and sudoku.d.ts (the
// library's types, which the results come from). In TypeScript:
//   import type {} from './sudoku-widget';   // or list it in tsconfig "files"
//   const solver = document.querySelector('sudoku-solver')!;  // a SudokuSolverElement
//   solver.addEventListener('sudoku-solved', (e) => console.log(e.detail.solution));
//   solver.algorithm = 'naive';                                // an AlgorithmId: typos are errors
// The script defines the element and exports nothing, so SudokuSolverElement
// is an interface, not a class to import: reach the element through the DOM
// (querySelector, createElement('sudoku-solver')) or its constructor through
// customElements.get('sudoku-solver').
// custom-elements.json describes the same element for editors and catalogs;
// the README's "Embed in your blog" says it in words. The unions marked
// `// @ids` are written by the build from widget_options.js's lists
// (write_manifest.js); the ids of layouts, variants and algorithms are
// sudoku.d.ts's, written from the library's catalogs.
import type { AlgorithmId, DeductionTechniqueId, ErrorCode, Hint, LayoutId, RatingLevel, SolveResult, Stats, StoppedBy, SymmetryId, VariantId } from './sudoku';

/** The `mode` attribute: what the widget is for. */
export type SudokuSolverMode = never;  // @ids: MODES
/** The `theme` attribute: `auto` follows the reader's system setting. */
export type SudokuSolverTheme = never;  // @ids: THEMES
/** The `loading` attribute: `lazy` starts the solver once the widget nears the viewport, `eager` at once. */
export type SudokuSolverLoading = never;  // @ids: LOADINGS
/** One of the `controls` attribute's names: which parts of the widget show. */
export type SudokuSolverControl = never;  // @ids: CONTROLS
/** The element's attributes (each also a property; readonly's is readOnly). */
export type SudokuSolverAttribute = never;  // @ids: ATTRIBUTES

/**
 * sudoku-solved: the grid is solved, by Solve, by an animation played to its
 * end, or by the reader (play mode); narrow on `by` for the algorithm and
 * its counters.
 */
export type SudokuSolvedDetail = SudokuSolvedBySearch | SudokuSolvedByPlayer;

/** Solved by a search: Solve (or solve()), or an animation played to its end. */
export interface SudokuSolvedBySearch {
  by: 'solve' | 'animate';
  /** The puzzle solved, one line ('.' for a blank). */
  puzzle: string;
  /** The whole grid, one line. */
  solution: string;
  algorithm: AlgorithmId;
  /** The search's counters. */
  stats: Stats;
}

/** Solved by the reader, in play mode. */
export interface SudokuSolvedByPlayer {
  by: 'player';
  puzzle: string;
  solution: string;
  algorithm: null;
  stats: null;
}

/** sudoku-solution: one solution found by All solutions (or solveAll()). */
export interface SudokuSolutionDetail {
  /** 1 for the first. */
  index: number;
  solution: string;
}

/** sudoku-step: the animation drew a step (at most once a frame), with its counters so far. */
export interface SudokuStepDetail {
  /** What the step did, in words, in the widget's language ("Try 4 in r1c1", ...). */
  text: string;
  steps: number;
  placements: number;
  backtracks: number;
  nodes: number;
  depth: number;
}

/** sudoku-error: a bad option (code 'bad_option'), a puzzle that cannot be read or solved, or a solver that cannot start. */
export interface SudokuErrorDetail {
  /** The library's error code (sudoku.d.ts ErrorCode: 'bad_option' for a refused attribute), or 'failed' (the solver could not run). */
  code: ErrorCode | 'failed';
  /** In English, whatever the widget's language (the status line says it in that language). */
  message: string;
  /** The cells concerned (row-major indices), if any. */
  cells: number[];
}

/** What solveAll() resolves to. */
export interface SudokuAllSolutions {
  count: number;
  /** True when every solution was counted. */
  complete: boolean;
  stoppedBy?: StoppedBy;
  stats: Stats;
  /** "10 solutions", "Unique solution", ... (in the widget's language). */
  verdict?: string;
}

/** The element's events. They bubble and are composed (one listener on `document` hears every widget). */
export interface SudokuSolverEventMap {
  'sudoku-solved': CustomEvent<SudokuSolvedDetail>;
  'sudoku-solution': CustomEvent<SudokuSolutionDetail>;
  'sudoku-step': CustomEvent<SudokuStepDetail>;
  'sudoku-error': CustomEvent<SudokuErrorDetail>;
}

/**
 * The old, unprefixed names, each fired right after its sudoku- event with
 * the same detail. There is no unprefixed "error" any more (it reached a
 * page's window.onerror as "[object CustomEvent]"): listen to sudoku-error.
 * @deprecated Listen to sudoku-solved, sudoku-solution and sudoku-step.
 */
export interface SudokuSolverDeprecatedEventMap {
  /** @deprecated Use 'sudoku-solved'. */
  solved: CustomEvent<SudokuSolvedDetail>;
  /** @deprecated Use 'sudoku-solution'. */
  solution: CustomEvent<SudokuSolutionDetail>;
  /** @deprecated Use 'sudoku-step'. */
  step: CustomEvent<SudokuStepDetail>;
}

type ElementEvents = Omit<HTMLElementEventMap, keyof SudokuSolverDeprecatedEventMap> &
  SudokuSolverEventMap & SudokuSolverDeprecatedEventMap;

/**
 * <sudoku-solver>. Each property returns the effective value of its
 * attribute (its default when the attribute is absent or refused) and sets
 * the attribute: null (or false) removes it. Ids are checked against the
 * library's catalog once it has loaded (see `ready`); before that a property
 * returns its attribute as written.
 */
export interface SudokuSolverElement extends HTMLElement {
  /**
   * A layout (star, samurai, ...: the library's layouts()), drawn in its
   * geometry, `puzzle` then read as its puzzle; '' for a square grid.
   */
  get layout(): LayoutId | '';
  set layout(value: LayoutId | null);
  /** The puzzle as written ('' for none: an empty grid; 'random': one from the library's generator, of level, symmetry and seed). */
  get puzzle(): string;
  set puzzle(value: string | null);
  /** With puzzle 'random': the level the puzzle is rated ('any'). */
  get level(): RatingLevel | 'any';
  set level(value: RatingLevel | 'any' | null);
  /** With puzzle 'random': the symmetry its givens keep ('none'). */
  get symmetry(): SymmetryId;
  set symmetry(value: SymmetryId | null);
  /** With puzzle 'random': a whole number's digits, 'daily' (the reader's date), or '' (a new puzzle every load). */
  get seed(): string;
  set seed(value: string | number | null);
  /**
   * The size drawn once the widget shows its attributes (a puzzle of 625
   * cells: 25); before that, the empty grid's size (9). A layout's symbols on a layout.
   */
  get size(): number;
  set size(value: number | string | null);
  /** A variants() id as drawn ('standard' on a layout, or when the one named does not fit the grid). */
  get variant(): VariantId;
  set variant(value: VariantId | null);
  /** A jigsaw's region map ('' for none). */
  get regions(): string;
  set regions(value: string | null);
  /** An algorithm id ('naive' in animate mode, else 'fast'). */
  get algorithm(): AlgorithmId;
  set algorithm(value: AlgorithmId | null);
  get mode(): SudokuSolverMode;
  set mode(value: SudokuSolverMode | null);
  /** Animation steps a second (20). */
  get speed(): number;
  set speed(value: number | string | null);
  /** The controls that show (the mode's when the attribute is absent). */
  get controls(): SudokuSolverControl[];
  set controls(value: readonly SudokuSolverControl[] | string | null);
  /**
   * The techniques hints may use: '' for every one, 'up-to:x_wing' for
   * every rung up to one, 'none', or the ids kept ('naked_single
   * hidden_single x_wing'), checked against the library's ladder once its
   * catalog has loaded.
   */
  get hints(): string;
  set hints(value: readonly DeductionTechniqueId[] | string | null);
  get theme(): SudokuSolverTheme;
  set theme(value: SudokuSolverTheme | null);
  /** The `readonly` attribute: the reader cannot change the grid. */
  get readOnly(): boolean;
  set readOnly(value: boolean | null);
  /** When the solver's Workers start ('lazy': once the widget nears the viewport, or is asked to do something). */
  get loading(): SudokuSolverLoading;
  set loading(value: SudokuSolverLoading | null);
  /**
   * The `lang` attribute as written ('' when absent): the widget's language
   * (en, pl, cs, ru, de; 'de-AT' reads as de). Absent, or one it does not
   * speak: the closest ancestor's lang, the page's, then the reader's
   * browser languages. Changing it re-words the widget.
   */
  get lang(): string;
  set lang(value: string | null);

  /** Resolves once the widget shows its current attributes (and the solver has loaded). */
  readonly ready: Promise<void>;
  /** What the grid shows now, one line ('.' for a blank). */
  readonly grid: string;
  /** True while a search or an animation runs. */
  readonly busy: boolean;

  /** Solves with the algorithm shown; null when it cannot run (a sudoku-error event says why). */
  solve(): Promise<SolveResult | null>;
  /** Finds every solution (up to 1000 listed; one sudoku-solution event each). */
  solveAll(): Promise<SudokuAllSolutions | null>;
  /** Shows and announces the next logical step. */
  hint(): Promise<Hint | null>;
  /** Starts the animation from the givens and plays it. */
  animate(): Promise<void>;
  /** With arguments, Element's own animate() (Web Animations) still works. */
  animate(keyframes: Keyframe[] | PropertyIndexedKeyframes | null, options?: number | KeyframeAnimationOptions): Animation;
  /** Plays: resumes a paused animation, or starts one. */
  play(): Promise<void>;
  pause(): Promise<void>;
  /** One step of the animation. */
  step(): Promise<void>;
  /** One step back in the animation on show (paused, stopped or finished); nothing when none has played a step. */
  stepBack(): Promise<void>;
  /** Back to the givens, ready to step. */
  reset(): Promise<void>;
  /** Stops whatever runs, keeping what it found so far on show. */
  stop(): Promise<void>;
  /** With puzzle 'random': another puzzle of the same attributes from a seed drawn at random (the New puzzle button); resolves to its line, or null without one. */
  newPuzzle(): Promise<string | null>;
  /** Focuses the grid's current cell (the element itself takes no focus). */
  focus(options?: FocusOptions): void;

  addEventListener<K extends keyof ElementEvents>(type: K,
    listener: (this: SudokuSolverElement, event: ElementEvents[K]) => any, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ElementEvents>(type: K,
    listener: (this: SudokuSolverElement, event: ElementEvents[K]) => any, options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The element's class, as customElements.get('sudoku-solver') returns it once sudoku-widget.js has run. */
export interface SudokuSolverElementConstructor {
  new (): SudokuSolverElement;
  readonly prototype: SudokuSolverElement;
  /** The attributes an embed.html address fragment holds ("#puzzle=...&mode=animate"). */
  attributesOfFragment(hash: string): Partial<Record<SudokuSolverAttribute, string>>;
}

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-solver': SudokuSolverElement;
  }
  interface CustomElementRegistry {
    get(name: 'sudoku-solver'): SudokuSolverElementConstructor | undefined;
  }
  // The events bubble out of the shadow root: a listener on any ancestor,
  // or on document or window, hears them (the unprefixed aliases are left
  // out here: "error" would clash with the DOM's own).
  interface GlobalEventHandlersEventMap extends SudokuSolverEventMap {}
}
