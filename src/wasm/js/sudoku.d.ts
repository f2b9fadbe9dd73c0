// sudoku.js: the Sudoku solver library compiled to WebAssembly.
//
// Load it as a classic script (defines the globals `Sudoku` and
// `createSudoku`), with require() in node, or inside a Worker: everything is
// in that one file, the WebAssembly binary included, so it also works from
// file:// and under
// `Content-Security-Policy: script-src 'self' 'wasm-unsafe-eval'; worker-src blob:`.
// sudoku.mjs is the same library as an ES module (its types: sudoku.d.mts,
// these plus the default export), for bundlers, browsers and node: its
// binary is the file sudoku.wasm beside it, fetched and compiled as it
// streams in (or named by the options wasmURL or wasmModule).
//
//   const sudoku = await Sudoku.createSudoku();          // synchronous API
//   const r = sudoku.solve('53..7....6..195...');
//   if (r.status === 'solved') r.solution;               // a Uint8Array only once solved
//
//   const client = Sudoku.createSudokuWorker();          // same calls, in a Worker
//   await client.solve(text, { algorithm: 'naive' });
//   client.cancel();                                     // stops within milliseconds
//
// This file declares modules' exports only. The globals of the classic
// script (`Sudoku`, `createSudoku`, in a page or a Worker) are declared in
// sudoku-global.d.ts: reference it from script code,
//   /// <reference path="sudoku-global.d.ts" />
// so that ES-module code, which has no such global, is not told it has one.
//
// Results are unions told apart by `status` (or `ok`): narrow before reading
// what only one case has. Ids (AlgorithmId, TechniqueId, VariantId, ...) are
// unions of the module's own catalogs (algorithms(), techniques(),
// variants(), ...), so a typo is a type error: the build writes each from
// the catalog (src/wasm/write_declarations.cjs fills the lines marked
// `never;  // @ids` in the source of this file). tests/js/declarations.test.js
// checks every result against what the module returns.

/** The registry's algorithm ids, in algorithms() order: the `algorithm` option's values. */
export type AlgorithmId = never;  // @ids: algorithms()

/** The variants() ids, in menu order (jigsaw ones need `regions`). */
export type VariantId = never;  // @ids: variants()

/** The names the variants() ids are made of ("jigsaw,x" is jigsaw and x), box shapes aside. */
export type VariantName = never;  // @ids: the parts of the variants() ids

/**
 * Boxes of rows x columns ("3x2": 3 rows by 2 columns, taller than wide),
 * instead of the size's usual ones (sizes() boxRows x boxCols). Their area is
 * the size, each side at least 2, and no `regions` beside them; else
 * SudokuError "bad_variant". variants() lists the usual boxes turned (3x2,
 * 4x2, 4x3); any other shape that tiles the grid is taken too (2x6, 8x2).
 */
export type BoxShape = `${number}x${number}`;

/**
 * A `variant` option: a VariantName, or several joined by commas in any
 * order ("x,windoku", "jigsaw,x"), a BoxShape alone or last ("3x2",
 * "x,4x2"); every VariantId is one. (The library also
 * reads "+" or a space between names, any case, and the aliases "classic" and
 * "diagonal"; the type takes the names as variants() spells them.)
 */
export type VariantList = never;  // @ids: lists of VariantName, up to as many as there are

/** The layouts() ids, in menu order: the `layout` option's values. */
export type LayoutId = never;  // @ids: layouts()

/** The supported grid sizes (N of N x N), as sizes() lists them. */
export type GridSize = never;  // @ids: sizes()

/**
 * Codes of SudokuError and InputErrorInfo: what was wrong with an input or an option.
 * A text holding a lone surrogate (half of a UTF-16 pair) is "bad_character"
 * naming it and where it is ("a lone surrogate U+D800 at position 1"), in
 * every call taking text, a string option's included.
 */
export type ErrorCode =
  | 'empty' | 'too_long' | 'bad_character' | 'bad_cell_count' | 'value_too_large' | 'conflict'
  | 'bad_regions' | 'bad_variant' | 'bad_option' | 'too_many_traces'
  /** generate(): the grids drawn (options.attempts) gave no puzzle as asked (a level this board rarely reaches). */
  | 'budget_spent'
  /** A `shape` that is no valid shape (its message names the place: "houses[2].cells[1] ..."). */
  | 'bad_shape'
  /** A layout puzzle's given on a place of the bounding box that is no cell of the layout. */
  | 'outside_layout'
  /**
   * An ISS puzzle string's constraint that cannot stand ("the cage r1c1 r1c2 has the sum 50, but 2 different
   * digits from 1 to 9 add up to 3 to 17"), that its givens already break, or an ISS type not read yet
   * ("the ISS part 'Skyscraper~10~R1' is a Skyscraper, which is not read yet (read: ...)").
   */
  | 'bad_constraint';

/**
 * A puzzle: text in any supported format, or its cells: N*N numbers row-major
 * with 0 for a blank (a layout's: its cells in reading order), each a whole
 * number from 0 to 25; an array or a typed array (a Uint8Array as parse()
 * gives `cells`). Cells are taken as they are, with no text built or read,
 * and bad ones get the errors the same numbers written as text would.
 *
 * Text may also be a puzzle string of the Interactive Sudoku Solver, which
 * carries its shape and its constraints (killer cages, thermometers, dots,
 * ...): `".~R1C1_5.Cage~15~R1C2~R1C3.Thermo~R2C1~R2C2"`, or SudokuWiki's
 * killer form `"3x3::k:..."`. Give it no variant, regions, layout or shape.
 * solve(), count(), enumerate() and trace() take it with the fast algorithm;
 * other algorithms refuse it ("bad_option"), and so do hint(), rate(),
 * estimate() and candidates(); parse() lists its `constraints`.
 */
export type PuzzleInput = string | ArrayLike<number>;

/**
 * How to read a puzzle. `variant` is a comma-separated list: "standard" (the
 * default), "x" (both diagonals), "windoku" (9x9 only), "jigsaw" (needs
 * `regions`), and a box shape ("3x2": boxes of 3 rows by 2 columns; BoxShape).
 * `regions` is a region map: N*N symbols naming each cell's region
 * (e.g. "AAABBBCCC..." or digits), which implies "jigsaw". variants() lists
 * the ids to offer and the sizes each fits.
 */
export interface PuzzleOptions {
  /** A VariantId, or another list of the names ("x,windoku"); an unknown name is SudokuError "bad_variant". */
  variant?: VariantList;
  regions?: string;
  /**
   * A built-in layout (layouts()): the puzzle is its bounding box as rows of
   * tokens (separated by spaces or not; ".", "0" or "-" for a blank, places
   * outside the layout blank too) or its cells in reading order (the star: 54
   * symbols, strip by strip from the top tip). Takes no variant or regions.
   * Results are in reading order: a solution has cellCount values, trace
   * events and hints name cells by their reading-order index. An unknown id is
   * "bad_variant"; a given outside the layout "outside_layout".
   */
  layout?: LayoutId;
  /**
   * A custom layout, read as `layout` is; takes no layout, variant or regions
   * beside it: a ShapeSpec, or the text of a shape file (what the CLI's
   * `--shape FILE` reads).
   */
  shape?: ShapeSpec | string;
  /**
   * Rules beyond the houses for this puzzle (killer cages, thermometers, dots, ...; cells in reading order), or
   * their JSON text (what the CLI's `--constraints FILE` reads). solve(), count(), enumerate() and trace() take
   * them with the fast algorithm; parse() lists them; hint() narrows by them (the techniques "constraint_rule",
   * "cage_combination" and "innies_outies"), rate() rates by them, and candidates() gives what the houses leave,
   * less the eliminations; the other algorithms and estimate() refuse them ("bad_option"), and so do solveBatch(),
   * splitPuzzles(), format() (but its style "iss") and generate().
   * An unknown kind, a cell out of the grid, an unreachable sum, or givens that already break a rule are
   * "bad_constraint", naming the place ("constraints[0].cells[1] must be a cell number from 0 to 80, got 81").
   * Not beside an ISS puzzle string, which carries its own.
   */
  constraints?: PuzzleConstraint[] | string;
}

/**
 * A custom layout (the schema of the CLI's --shape file). Read once, before
 * any work, and written as JSON (its own enumerable fields, then what
 * JSON.stringify writes of each), which the library reads as the CLI reads a
 * shape file, with the CLI's messages: a getter or Proxy that throws, a cycle
 * or a BigInt is "bad_option"; a value of the wrong kind, a house naming an
 * unknown cell or one cell twice, a house larger than the symbol count, a cell
 * in no house, two cells at one place, ... is "bad_shape" with a message
 * naming it. Limits, each "bad_shape" naming it: at most 2500 cells and 512
 * houses; 1 MiB of JSON; lists and objects nested at most 32 deep; 100,000
 * values; numbers from -1,000,000 to 1,000,000; a bounding box of at most
 * 1,048,576 places (rows x columns, as 1024 x 1024); names of at most 100
 * characters. Control characters in names are kept escaped as JSON writes
 * them ("top\nrow" for a newline), so no name can break a line or colour a
 * terminal where it is printed.
 */
export interface ShapeSpec {
  /** Names the layout in messages and shapeInfo(); default "custom". */
  name?: string;
  /** N, the values 1..N (1 to 25), or the symbols themselves: "1234" (the first N of 1-9 then A-P). */
  symbols: number | string;
  /**
   * The cells, with where each is drawn (see ShapeCell), in any order: the
   * library numbers them in reading order, by place (row by row from the top,
   * each row from the left; triangles strip by strip, each by half-column),
   * and every puzzle, solution and cell index follows that numbering
   * (shapeInfo().cells lists them so). Only `houses` name cells by their
   * index in this list.
   */
  cells: Array<{ row: number; col: number; form?: CellForm }>;
  /** Cells that must all differ (a house of N cells holds every value): a list, or {name, cells}. */
  houses: Array<number[] | { name?: string; cells: number[] }>;
}

/**
 * "square": row and col in the bounding box. "triangle": a triangular
 * lattice, row the horizontal strip, col the half-column; the triangle points
 * up when row + col is odd (the star: strips 0..7, half-columns 1..13).
 */
export type CellForm = 'square' | 'triangle';

/** Where a cell of a layout is drawn. */
export interface ShapeCell {
  row: number;
  col: number;
  form: CellForm;
}

/**
 * A layout as a page draws it: layouts() for the built-in ones, shapeInfo()
 * for any `layout` or `shape` option. Every cell of one layout has one form.
 */
export interface ShapeInfo {
  /** The `layout` id, or a custom shape's name. */
  id: string;
  /** Display name ("Samurai"); a custom shape's name. */
  name: string;
  /** N: values 1..N. */
  symbols: number;
  cellCount: number;
  /** The bounding box: one past the largest row and col of any cell. */
  rows: number;
  cols: number;
  /** Per cell in reading order. */
  cells: ShapeCell[];
  /** Every house, named ("row 3 of grid 2", "triangle 4", "/ line 2"), in the order TraceBatch.house and hints index. */
  houses: House[];
  /** The group each cell is drawn in (its box, its big triangle): an index into houses. */
  groupOf: number[];
}

/** A built-in layout (layouts()). */
export interface LayoutInfo extends ShapeInfo {
  id: LayoutId;
  /** One line, e.g. "Samurai: five 9x9 grids, four corners sharing a box with the middle one (21x21)". */
  description: string;
}

/**
 * Limits shared by every search. Each ends the search with status "stopped".
 *
 * Every options object of this API is read once, before any work: its own
 * enumerable properties, copied. A getter or Proxy that throws while being
 * read gives SudokuError "bad_option". Counts (limit, maxNodes, batchSize)
 * must be whole numbers in range: 0.5 or -1 is a "bad_option" naming the
 * option and the value, never truncated. Durations in milliseconds
 * (timeLimit, progressInterval) may be fractional. A callback option
 * (onProgress, onBatch) given as anything but a function (undefined and
 * null are "not given") is a "bad_option" naming it, before the search starts.
 * So is, in every call (the Worker client's too, on the page), an option of
 * the wrong type, even one the call does not use (`trace(p, {timeLimit:
 * '5'})`), and a name that is no option of this API (`{timelimit: 5}`).
 */
export interface SearchLimits {
  /** Registry id of the algorithm; default "fast". See algorithms(). */
  algorithm?: AlgorithmId;
  /** Stop after this many search nodes (a whole number up to 2^53 - 1); 0 (default) = no budget. */
  maxNodes?: number;
  /** Stop after this many milliseconds (at most 1e12); 0 (default) = no limit. */
  timeLimit?: number;
  /** Logic solvers ("crook") use no technique harder than this (a Technique id). */
  techniqueCap?: DeductionTechniqueId;
  /** Milliseconds between onProgress calls, 1 to 1e9; default 100. */
  progressInterval?: number;
  /**
   * Called every progressInterval ms; return false to stop the search.
   * Whatever it throws (undefined and 0 included) stops the search, and the
   * synchronous call rethrows it.
   */
  onProgress?: (report: Progress) => boolean | void;
}

export interface Progress {
  /** Solutions found so far. */
  count: number;
  placements: number;
  backtracks: number;
  nodes: number;
  /** As in Stats. */
  attempts: number;
  elapsedMs: number;
}

export interface Stats {
  /** Values written into empty cells (guesses and deductions). */
  placements: number;
  /** Dead ends: a cell or state left with nothing to try (as the sources count them). */
  backtracks: number;
  /** Search states visited. */
  nodes: number;
  /** Moves tried, valid or not: levels' counter (a given is tried at its own level and may fail); 0 for every other algorithm. */
  attempts: number;
  elapsedMs: number;
  /** Logic solvers: the hardest technique used ("none" otherwise). Grades a puzzle. */
  hardestTechnique: TechniqueId;
}

/** "solved": at least one solution; "no_solution": the whole space holds none; "stopped": a limit or a stop ended it first. */
export type Status = 'solved' | 'no_solution' | 'stopped';
/** Why a "stopped" search stopped: "cancel" only comes from the Worker client. */
export type StoppedBy = 'time_limit' | 'node_budget' | 'callback' | 'cancel';

export interface SolveOptions extends PuzzleOptions, SearchLimits {}

/**
 * What solve() returns: narrow on `status` to read `solution` or `stoppedBy`.
 *   const r = sudoku.solve(text);
 *   if (r.status === 'solved') show(r.solution); else if (r.status === 'stopped') say(r.stoppedBy);
 */
export type SolveResult = SolveSolved | SolveNoSolution | SolveStopped;

/** A solution was found (even if a limit ended the search after it). */
export interface SolveSolved {
  status: 'solved';
  /** N*N values row-major (a layout's: its cells in reading order). */
  solution: Uint8Array;
  stats: Stats;
  /** The algorithm that ran (the option, or "fast"). */
  algorithm: AlgorithmId;
  /** Only a stopped result says why (absent here, so `r.stoppedBy` reads on any result). */
  stoppedBy?: undefined;
}

/** The whole search space holds no solution. */
export interface SolveNoSolution {
  status: 'no_solution';
  solution: null;
  stats: Stats;
  algorithm: AlgorithmId;
  stoppedBy?: undefined;
}

/** A limit, a callback or cancel() ended the search before any solution. */
export interface SolveStopped {
  status: 'stopped';
  solution: null;
  stats: Stats;
  algorithm: AlgorithmId;
  stoppedBy: StoppedBy;
}

export interface CountOptions extends PuzzleOptions, SearchLimits {
  /** Stop counting at this many (a whole number); default 0 = count every solution (may run forever: set a time limit, or use the Worker client and cancel()). */
  limit?: number;
}

/** What count() returns; `stoppedBy` only when stopped, and then `count` is a lower bound. */
export type CountResult = CountSolved | CountNoSolution | CountStopped;

/** At least one solution, and the search ended by itself or at `limit`. */
export interface CountSolved {
  status: 'solved';
  /** Solutions found (1 or more). */
  count: number;
  /** True when the whole search space was explored, so `count` is exact (false when `limit` ended it). */
  complete: boolean;
  stats: Stats;
  /** Only a stopped result says why (absent here, so `r.stoppedBy` reads on any result). */
  stoppedBy?: undefined;
}

/** The whole search space holds no solution. */
export interface CountNoSolution {
  status: 'no_solution';
  count: 0;
  complete: true;
  stats: Stats;
  stoppedBy?: undefined;
}

/** A time limit, node budget, callback or cancel() ended the search (perhaps after some solutions). */
export interface CountStopped {
  status: 'stopped';
  /** Solutions found before it stopped. */
  count: number;
  complete: false;
  stats: Stats;
  stoppedBy: StoppedBy;
}

export interface SolutionBatch {
  /** Index (0-based) of the first solution in this batch. */
  index: number;
  /** N*N values each, row-major (a layout's: its cells in reading order). */
  solutions: Uint8Array[];
}

export interface EnumerateOptions extends PuzzleOptions, SearchLimits {
  /** Stop after this many solutions (a whole number); default 1000; 0 = no limit (give onBatch then). */
  limit?: number;
  /** Solutions per batch, a whole number from 1; default 256 (at most 2^20, and at most 16 MB of cells per batch). */
  batchSize?: number;
  /**
   * Receives the solutions as they are found; return false to stop. Without
   * it, the result holds them all. Whatever it throws stops the search, and
   * the synchronous call rethrows it.
   */
  onBatch?: (batch: SolutionBatch) => boolean | void;
}

/**
 * A number that may pass a double's range (a 25x25 grid has about 4 x 10^308
 * solutions): mantissa x 10^exponent, the mantissa in [1, 10) (0 and 0 for
 * zero); value is the same as a number (Infinity past 1.8 x 10^308).
 */
export interface Magnitude {
  mantissa: number;
  exponent: number;
  value: number;
}

/** estimate()'s options: the board, and how long to sample. */
export interface EstimateOptions extends PuzzleOptions {
  /** Random walks down the search tree (default 10,000; 1 to 10^8): more narrow the interval. */
  probes?: number;
  /** The same seed gives the same estimate (default 1). */
  seed?: number;
  /** Milliseconds; past it the walks so far give the estimate (status "stopped"). */
  timeLimit?: number;
}

/** pieces()'s options: the board, and how many pieces at least (default 32, 1 to 4096). */
export interface PiecesOptions extends PuzzleOptions {
  pieces?: number;
}

/** What pieces() returns: each piece the puzzle's cells with some blanks filled, in reading order. */
export interface PuzzlePieces {
  pieces: Uint8Array[];
}

/**
 * About how many solutions a puzzle has, for grids an exact count would take
 * too long on (an empty 9x9 has about 6.67 x 10^21): Knuth's estimator of a
 * search tree's size, from random walks that place forced cells and branch
 * on the cell with the fewest candidates. The interval is the mean plus or
 * minus 1.96 standard errors; checked against exact counts, 85-100% of the
 * intervals of 2,000 walks hold the truth (tests/core/estimate_test.cpp).
 */
export interface SolutionEstimate {
  /** "stopped" when timeLimit ended it: the walks so far give the figures. */
  status: 'estimated' | 'stopped';
  estimate: Magnitude;
  /** The 95% confidence interval. */
  low: Magnitude;
  high: Magnitude;
  /** Half the interval's width over the estimate: 0.05 is "within 5%" (0 when the estimate is 0). */
  relativeError: number;
  /** Walks run, and those that ended on a solution. */
  probes: number;
  solved: number;
  /** Why it stopped: "time_limit". */
  stopReason?: 'time_limit';
}

/** What enumerate() returns: count()'s result, with the solutions when no onBatch took them. */
export type EnumerateResult = CountResult & {
  /** Every solution, only when no onBatch was given. */
  solutions?: Uint8Array[];
};

/**
 * The language of the sentences a call says (hints' and ratings' messages,
 * traces' step sentences): another language's templates by id, replacing
 * the English of templates() (`{"hidden_single": "{technique}: w {base}
 * {values} pasuje tylko do {cells}."}`), plus "technique:ID" for a
 * technique's name; ids left out stay English. The fields ({cells}, ...)
 * are those of templates(); an unknown id or field is a bad_option.
 * Cells are named r1c1 in every language; lists are joined with ", ".
 */
export interface WordingOptions {
  wording?: Record<string, string>;
}

export interface TraceOptions extends PuzzleOptions, WordingOptions {
  /** Registry id; default "fast". Every algorithm can trace. */
  algorithm?: AlgorithmId;
  /** Trace until this many solutions (a whole number); default 1; 0 = all. */
  limit?: number;
  /** End the trace after this many nodes (a whole number); default 0 = no budget. */
  maxNodes?: number;
  techniqueCap?: DeductionTechniqueId;
  /**
   * Also hand out the pencil marks each event changes (TraceBatch.maskEnd,
   * maskCells, maskValues), as a person following the search would keep
   * them: start from candidates() of the givens and apply each event's
   * changes. Only for algorithms that name techniques ("crook"); others are
   * SudokuError "bad_option".
   */
  candidates?: boolean;
}

/** Event kinds, in the order of the numbers in TraceBatch.kind (see eventKinds()). */
export type EventKindId = never;  // @ids: eventKinds()

/**
 * A batch of trace events as columns: event i is kind[i], cell[i], ... .
 * Replaying "place" (cell := value) and "remove" (cell := 0) in order onto the
 * givens reproduces the algorithm's grid at every step.
 */
export interface TraceBatch {
  size: number;
  /** Index into eventKinds(). */
  kind: Uint8Array;
  /** Index into techniques(): why a value was placed ("guess", "naked_single", ...). */
  technique: Uint8Array;
  /** Placed / removed / eliminated value; 0 otherwise. */
  value: Uint8Array;
  /** Search depth (open guesses). */
  depth: Uint16Array;
  /** Cell index (row-major; a layout's: in reading order) or -1. */
  cell: Int16Array;
  /**
   * The template of each event's sentence: an index into templates(). Fill
   * it from the event's cell, value, technique and solutionIndex (or take a
   * "deduce" event's step message); eventSentence in the library's
   * step_words.js does exactly that.
   */
  words: Uint8Array;
  /**
   * 1 when the event carries out the "deduce" event before it (its
   * placements and eliminations): a step, as the CLI's trace and the page's
   * animation show it, is an event and the effects after it.
   */
  effect: Uint8Array;
  /**
   * "deduce": its step is steps[stepEnd[i-1] .. stepEnd[i]) (from 0 for i =
   * 0), UTF-8 JSON of a Step (JSON.parse it, or use eventAt()); an empty
   * range for every other event.
   */
  stepEnd: Uint32Array;
  steps: Uint8Array;
  /**
   * With the trace option `candidates`: event i changes the pencil marks of
   * cells maskCells[k] to maskValues[k] (bit v-1 for value v; 0 for a filled
   * cell) for k in maskEnd[i-1] .. maskEnd[i). Empty without it.
   */
  maskEnd: Uint32Array;
  maskCells: Int16Array;
  maskValues: Uint32Array;
  /** The algorithm's counters just after each event: live counters for an animation. */
  placements: Float64Array;
  backtracks: Float64Array;
  nodes: Float64Array;
  /** "solution": how many solutions so far; 0 otherwise. */
  solutionIndex: Float64Array;
  /** Events handed out so far, this batch included. */
  position: number;
  /** True when this was the last batch. */
  done: boolean;
}

/** One event of a batch as an object, from eventAt(). */
export interface TraceEvent {
  kind: EventKindId;
  technique: TechniqueId;
  depth: number;
  cell: number;
  value: number;
  /** True when it carries out the "deduce" event before it (see TraceBatch.effect). */
  effect: boolean;
  /** The id of its sentence's template (templates()). */
  words: TemplateId | null;
  /** "deduce": the step; null for every other event. */
  step: Step | null;
  placements: number;
  backtracks: number;
  nodes: number;
  solutionIndex: number;
}

/**
 * A trace's outcome: "running" (finished false) until the trace has been
 * replayed to its end, then the search's status (finished true).
 */
export type TraceResult = TraceRunning | TraceSolved | TraceNoSolution | TraceStopped;

interface TraceResultFields {
  /** Solutions reached. */
  count: number;
  /** True when the traced search explored its whole space. */
  complete: boolean;
  /** The first solution reached, or null. */
  solution: Uint8Array | null;
  /** Counters of the search (elapsedMs is 0: a trace is replayed in pieces, not timed). */
  stats: Stats;
  finished: boolean;
}

/** Not replayed to its end yet: the counters so far. */
export interface TraceRunning extends TraceResultFields {
  status: 'running';
  finished: false;
}

export interface TraceSolved extends TraceResultFields {
  status: 'solved';
  solution: Uint8Array;
  finished: true;
}

export interface TraceNoSolution extends TraceResultFields {
  status: 'no_solution';
  count: 0;
  complete: true;
  solution: null;
  finished: true;
}

/** The traced search's `maxNodes` ended it (a solution may have been reached first). */
export interface TraceStopped extends TraceResultFields {
  status: 'stopped';
  complete: false;
  finished: true;
}

/**
 * A trace handed out in batches. It holds wasm memory (a few MB, tens of MB
 * deep into a long trace): call close() when done (the synchronous API's
 * trace is a C++ object underneath). One module keeps at most 16 traces open:
 * trace() then throws SudokuError "too_many_traces" until one is closed. A
 * trace dropped without close() is freed when it is garbage-collected, where
 * the platform has FinalizationRegistry; that may be much later, so close().
 */
export interface Trace {
  /** The next events, at most maxEvents (a whole number, default 1000). Throws once closed. */
  next(maxEvents?: number): TraceBatch;
  /** Final once `finished` (see TraceResult). */
  result(): TraceResult;
  /** True once every event has been handed out. */
  readonly done: boolean;
  /** Frees the trace's memory; next() and result() throw after it. Closing twice is harmless. */
  close(): void;
}

/** The techniques() ids, in order: "none" and "guess", then the ladder of human techniques, cheapest first. */
export type TechniqueId = never;  // @ids: techniques()

/** The human techniques a deduction (a hint, a "deduce" event) names, cheapest first: the `techniqueCap` ladder. */
export type DeductionTechniqueId = Exclude<TechniqueId, 'none' | 'guess'>;

export interface Technique {
  id: TechniqueId;
  name: string;
  /** The difficulty of one step by it (HoDoKu's scale); 0 for "none" and "guess". */
  score: number;
  /**
   * Whether generate({technique}) makes practice puzzles for it: the rungs
   * up to the forcing chain (contradiction). Past it, a random grid's
   * hardest step is too rare to find within the generator's attempts.
   */
  practice: boolean;
}

/**
 * The ids of the sentences the library says (templates()): each technique's
 * (its id), then the trace events' and the hints'.
 */
export type TemplateId = never;  // @ids: templates()

/**
 * A sentence with named fields, e.g. "{technique}: in {base}, {values} fits
 * only {cells}." Fields: technique, cap (technique names); base, cover, house
 * (house names); cells, fins, pivot, pincers, cell (cell names); values,
 * value, candidates (symbols); count (a number written 1,234). Lists are
 * joined with ", ". Another language can replace a template by its id and
 * keep its fields.
 */
export interface Template {
  id: TemplateId;
  text: string;
}

export interface Algorithm {
  /** Stable id for `algorithm` options and URLs. */
  id: AlgorithmId;
  name: string;
  /** What a person gets from it, in plain words (one sentence), e.g. "Guesses first in the cell with the fewest possible digits, ...". */
  summary: string;
  /** How it works, one technical line. */
  description: string;
  capabilities: {
    /** Counts and enumerates every solution. */
    enumerate: boolean;
    /** Emits place / remove / dead-end events. */
    trace: boolean;
    /** Emits "deduce" events naming human techniques. */
    namesTechniques: boolean;
    /** Its backtracks follow the sources' definition exactly. */
    countsBacktracks: boolean;
    /** Its whole search can run for hours on ordinary puzzles (levels): give it a timeLimit or maxNodes. */
    needsBudget: boolean;
    /** Solves puzzles with rules beyond the houses (PuzzleConstraint); the others refuse them ("bad_option"). */
    constraints: boolean;
  };
  minSize: number;
  maxSize: number;
}

/** One value given more than once in one house. */
export interface Conflict {
  value: number;
  /** The house's index in the order ParsedPuzzle.houses lists a grid of this size and variant. */
  house: number;
  /** "row 1", "box 3", "main diagonal", ... */
  houseName: string;
  /** Every cell of the house holding `value`, ascending. */
  cells: number[];
}

/** What went wrong with an input, and where: narrow on `code` ("conflict") to read `conflicts`. */
export type InputErrorInfo = ConflictErrorInfo | OtherErrorInfo;

/**
 * An error's facts by name, each as a string (numbers in decimal digits), so
 * that a page can word the error in its own language (the message stays
 * English). Empty for codes other than those named here.
 */
export interface ErrorDetails {
  /** "bad_character": the first bad one as typed; "value_too_large": the first too large. */
  character?: string;
  /** "bad_character": the place of the first, by line (text of several lines only) and column (characters counted from 1). */
  line?: string;
  column?: string;
  /** "bad_character", "value_too_large": how many are bad; "bad_cell_count": the cells read. */
  count?: string;
  /** "value_too_large": the first too-large value, its cell ("r1c5") and the grid's size; "bad_variant" of a
   * prime size given no region map (it has no boxes): that size. */
  value?: string;
  cell?: string;
  size?: string;
  /** "too_long": the text's length and the most that is read. */
  length?: string;
  limit?: string;
}

/** Givens that break the rules: the same value twice in a house. */
export interface ConflictErrorInfo {
  code: 'conflict';
  /** One sentence naming every pair of equal givens and the houses they share. */
  message: string;
  /** Cell indices (row-major; a layout's: in reading order) the message talks about. */
  cells: number[];
  details?: ErrorDetails;
  /** Each house and value given more than once, houses in ParsedPuzzle.houses order, values ascending within a house. */
  conflicts: Conflict[];
}

/** Any other input error. */
export interface OtherErrorInfo {
  code: Exclude<ErrorCode, 'conflict'>;
  /** One sentence naming the problem: which character is not a digit, which option is out of range. */
  message: string;
  /** Cell indices (row-major; a layout's: in reading order) the message talks about (often none). */
  cells: number[];
  /** The message's facts by name (see ErrorDetails). */
  details?: ErrorDetails;
  /** Only a "conflict" error has conflicts (absent here, so `error.conflicts ?? []` reads on any error). */
  conflicts?: undefined;
}

/** Thrown (or rejected with) for invalid input or options; never a crash. */
export declare class SudokuError extends Error {
  name: 'SudokuError';
  code: ErrorCode;
  cells: number[];
  /** As InputErrorInfo.conflicts; empty unless code is "conflict". */
  conflicts: Conflict[];
  /** The message's facts by name (see ErrorDetails); {} when the error has none. */
  details: ErrorDetails;
}

/** A supported grid size (see sizes()). */
export interface SizeInfo {
  /** N of the N x N grid. */
  size: GridSize;
  /** The box is boxRows rows by boxCols columns (wider than tall); 0 and 0
   * on a prime size (5, 7, 11, ...), which has no boxes: a jigsaw only (its
   * `variant` needs `regions`). */
  boxRows: number;
  boxCols: number;
  /** The region map a jigsaw of this size starts from, a region index
   * (0..N-1) per cell, row-major: the boxes, or on a prime size strips a few
   * columns wide walked as snakes. */
  startRegions: number[];
}

/** A variant to offer (see variants()). */
export interface VariantInfo {
  /** The `variant` option's value ("jigsaw" ones need `regions`). */
  id: VariantId;
  /** Display name, e.g. "Windoku (9x9: four extra windows)". */
  name: string;
  /** The sizes it fits, ascending (windoku: [9]). */
  sizes: GridSize[];
}

/**
 * What a house is: a row, a column, a box, a jigsaw region, a diagonal (x) or
 * a window (windoku); on layouts also a line or big triangle of the star, or a
 * custom shape's house.
 */
export type HouseKind = 'row' | 'column' | 'box' | 'region' | 'diagonal' | 'anti_diagonal' | 'window'
  | 'line' | 'triangle' | 'custom';

export interface House {
  kind: HouseKind;
  /** 0-based among houses of its kind. */
  index: number;
  /** "row 3", "box 4", "main diagonal", ... */
  name: string;
  cells: number[];
}

export interface ParsedPuzzle {
  ok: true;
  /** N, the symbol count: a GridSize for a square grid or built-in layout, any count from 1 for a custom shape. */
  size: number;
  /** N*N, or a layout's cell count. */
  cellCount: number;
  /** The layout's id or custom shape's name; null for a square grid (shapeInfo() draws a layout). */
  layout: string | null;
  boxRows: number;
  boxCols: number;
  /** "standard", "x", "windoku", "jigsaw", "jigsaw+x", ... */
  variant: string;
  /** The givens, N*N row-major (a layout's: in reading order), 0 = blank. */
  cells: Uint8Array;
  givens: number;
  /** The box or jigsaw region each cell is drawn in (a layout's: its group, an index into houses). */
  regionOf: number[];
  /** Every house the rules apply to, in the order TraceBatch.house and hints index. */
  houses: House[];
  /** The rules beyond the houses an ISS puzzle string carries; empty for any other puzzle. */
  constraints: PuzzleConstraint[];
}

/** The constraintKinds() ids: the kinds of rule beyond the houses. */
export type ConstraintKindId = never;  // @ids: constraintKinds()

/** A kind of rule beyond the houses (the library's constraint registry, core/constraints/constraint_list.hpp). */
export interface ConstraintKindInfo {
  /** What PuzzleConstraint.kind names it by. */
  id: ConstraintKindId;
  /** "Killer cage". */
  name: string;
  /** The rule in plain words. */
  rule: string;
  /** What its `number` is, in words: "sum", "difference", or "" (none, or a values rule's bit mask). */
  number: 'sum' | 'difference' | '';
  /**
   * How a page draws it and a reader picks its cells: "cage" (an outline, its number in a corner), "diagonal"
   * (a sum along a diagonal, the clue outside the grid before the first cell), "outside" (a whole row or column,
   * the clue outside before the first cell), "arrow" (a circle on the first cell, an arrow through the rest),
   * "thermo" (a bulb on the first cell), "line", "dot", "letter" (X for 10, V for 5), "sign" (greater than,
   * pointing to the second cell), "cell" (a mark in each cell), "grid" (over every cell: said, not drawn),
   * "unmarked" (a pair without a mark: said once, not drawn).
   */
  draw: 'cage' | 'diagonal' | 'outside' | 'arrow' | 'thermo' | 'line' | 'dot' | 'letter' | 'sign' | 'cell' | 'grid' | 'unmarked';
}

/** A rule beyond the houses, of a kind constraintKinds() lists. */
export interface PuzzleConstraint {
  kind: ConstraintKindId;
  /** Its cells in the rule's order (a line's along the line; an arrow's circle first; a global rule's: every cell). */
  cells: number[];
  /** A cage's or sum's total, a whisper's difference, 10 or 5 for X or V, a values rule's bit mask; absent when 0. */
  number?: number;
}

/** A failed parse; `cells` are the givens when the text was read but they conflict. */
export interface ParseFailure {
  ok: false;
  error: InputErrorInfo;
  cells?: Uint8Array;
}
/** parse(): narrow on `ok`. */
export type ParseResult = ParsedPuzzle | ParseFailure;
/** validate(): parse() without the grid. */
export type ValidateResult = { ok: true; size: number; variant: string; givens: number } | { ok: false; error: InputErrorInfo };

/**
 * A candidate crossed out: `value` (1..N) can no longer go in `cell` (a
 * row-major index, 0..N*N-1). Hint.eliminations lists them in this form.
 */
export interface Elimination {
  cell: number;
  value: number;
}

/** A digit a hint places: `value` goes in the empty `cell`. */
export interface Placement {
  cell: number;
  value: number;
}

/**
 * A logic state: the grid (the puzzle text or array: givens plus every digit
 * placed so far) and `eliminations`, the candidates crossed out so far.
 * Its candidates are, for each empty cell, the values no peer holds (every
 * house of the variant counts) minus the eliminated ones.
 *
 * The list is read once, before any work, like every options object: it
 * must be an array of at most 15,625 entries (every candidate of a 25x25
 * grid), each an object whose `cell` and `value` are whole numbers, the cell
 * in the grid and the value 1..N. Anything else is SudokuError "bad_option"
 * naming the entry, e.g. "eliminations[3]: cell 81 is not in the 9x9 grid
 * (cells 0 to 80)". Repeats, and entries on filled cells, are allowed.
 */
export interface LogicStateOptions extends PuzzleOptions {
  eliminations?: Elimination[];
}

export interface HintOptions extends LogicStateOptions, WordingOptions {
  /** Use no technique harder than this; default: the whole ladder. */
  techniqueCap?: DeductionTechniqueId;
  /**
   * Use only these techniques (a teacher's choice: what a class has
   * learned), cheapest first as always; with techniqueCap, only those up to
   * the cap. When none applies the hint is "stuck" ("None of the chosen
   * techniques applies: guess r1c2, one of 3, 7."). An unknown id is
   * SudokuError "bad_option" naming it.
   */
  techniques?: DeductionTechniqueId[];
}

/** What candidates() returns. */
export interface CandidatesResult {
  /**
   * N*N masks, row-major: bit v-1 is set when value v is still possible in
   * that cell (mask & (1 << (v - 1))); 0 for a filled cell. An empty cell
   * with mask 0 has no candidate left (the state has no solution).
   */
  masks: Uint32Array;
}

/** The role of a house or a cell in a step's pattern. */
export type StepRole = 'base' | 'cover' | 'pattern' | 'fin' | 'pivot' | 'pincer' | 'colour_a' | 'colour_b';

/**
 * One logical step as data: the structure a hint's `step`, a trace's
 * "deduce" events and the CLI's `sudoku hint --json` all share (one C++
 * writer makes it, core/step_json.hpp).
 * - houses: the pattern's houses with their roles; a hidden single's house
 *   is its base, pointing's box the base and the line it clears the cover,
 *   a fish has several of each.
 * - cells: the pattern's cells with their roles (pattern, fin, pivot, pincer;
 *   a simple colouring's two colours: colour_a, the one named first, and colour_b).
 * - chain: for chains, the nodes, each joined to the next by a strong or
 *   weak link; empty otherwise.
 * - forced: for a forcing chain (contradiction), the placements its
 *   assumption forces by singles that the contradiction rests on, in the
 *   order made; the contradiction is the cell with role "fin" (left with no
 *   candidate) or the house with role "cover" (a value with no place left).
 *   Empty otherwise.
 * - coloured: for 3D Medusa, the candidates of each colour (the first the
 *   one the words name first, whose cells have role "colour_a"); two empty
 *   lists otherwise.
 * - placements / eliminations: what the step writes and removes.
 * - message: the step in words, its technique's template (templates())
 *   filled from the fields above.
 */
export interface Step {
  technique: DeductionTechniqueId;
  /** "Hidden single", "Pointing (box/line interaction)", ... */
  name: string;
  /** The step's difficulty (its technique's score: techniques()). */
  score: number;
  houses: StepHouse[];
  cells: StepCell[];
  values: number[];
  chain: ChainNode[];
  forced: Placement[];
  coloured: [Placement[], Placement[]];
  placements: Placement[];
  eliminations: Elimination[];
  /** e.g. "Hidden single: in column 2, 4 fits only r6c2." */
  message: string;
}
export interface StepHouse {
  /** Index into the shape's houses (parse().houses, shapeInfo().houses). */
  house: number;
  role: StepRole;
  /** "column 2", "box 4", "row 3 of grid 2", ... */
  name: string;
}
export interface StepCell {
  cell: number;
  role: StepRole;
  /** "r6c2", or a triangle's "cell 7 (strip 2)". */
  name: string;
}
export interface ChainNode {
  cell: number;
  value: number;
  /** The link to the next node. */
  link: 'strong' | 'weak';
}

/**
 * The next step on a logic state (see LogicStateOptions). Its placements and
 * eliminations are always new to the state: placements fill empty cells,
 * eliminations remove candidates the state still has (never one already in
 * `eliminations`). Apply a hint by writing its step's placements into the
 * grid and appending its eliminations to the list: that is the next state,
 * and hint after hint walks a puzzle as far as the techniques go.
 *
 * status
 * - "deduction": `step` says what to look at and what follows.
 * - "solved": the grid is complete; nothing left.
 * - "stuck": no technique (up to the cap, named in `cap`) applies, so the
 *   next step is a guess: `cell` (one with the fewest candidates) and its
 *   `candidates`.
 * - "no_solution": the state cannot be completed. Where its candidates show
 *   why, it says where: `cell` is an empty cell with no candidate left (or a
 *   filled cell whose `value` is eliminated), or `house` a house where
 *   `value` has no place left. Else the solver found that no completion keeps
 *   the eliminations (`cell` and `value` name the one the only completion
 *   needs, when it has one; `count` how many completions there are, when
 *   there are several).
 *
 * The structure is the one `sudoku hint --json` prints. Every case has every
 * field; narrow on `status` to know which are set (the others are null or
 * empty).
 */
export type Hint = HintDeduction | HintSolved | HintStuck | HintNoSolution;

/**
 * A puzzle's rating, from its logical solution path: the ladder's cheapest
 * step again and again from the givens, the solution's digit handed over as
 * a guess where no technique applies. The structure `sudoku rate --json`
 * prints. level: "easy" (singles), "medium" (up to box/line and naked
 * subsets), "hard" (fish, wings, hidden quads), "expert" (chains),
 * "extreme" (forcing chains and nets, or any guess). A puzzle with no
 * solution or several has only a status.
 */
export type Rating =
  | {
      status: 'solved';
      level: RatingLevel;
      /** The steps' scores summed (HoDoKu's scale: singles 4 and 14, X-Wing 140, forcing chains 500). */
      score: number;
      /** The hardest technique used, by score; null when the givens fill the grid. */
      hardest: DeductionTechniqueId | null;
      /** Digits handed over where no technique applied. */
      guesses: number;
      /** Logical steps (guesses not counted). */
      steps: number;
      /** How many steps each technique took. */
      byTechnique: Partial<Record<DeductionTechniqueId, number>>;
    }
  | { status: 'no_solution' | 'several_solutions' };

/** A rating's level, easiest first (levels()). */
export type RatingLevel = never;  // @ids: levels()

/** The symmetries a generated puzzle's givens can keep (symmetries()). */
export type SymmetryId = never;  // @ids: symmetries()

/** A level or a symmetry as levels() and symmetries() list them. */
export interface GeneratorChoice<Id> {
  id: Id;
  /** One line: what the level takes ("singles only"), how the symmetry maps the grid. */
  description: string;
}

/**
 * generate()'s options: the board (a size with its variant, and regions
 * "random" for jigsaw regions drawn anew; a layout; a shape), the level, the
 * symmetry the givens keep, whether no given may be removable, the seed and
 * how many grids to draw before giving up.
 */
export interface GenerateOptions extends PuzzleOptions, WordingOptions {
  /** N of N x N (default 9); ignored with a layout or a shape. */
  size?: number;
  /** A level the puzzle's rating must have; "any" (the default) takes the first unique puzzle. */
  level?: RatingLevel | 'any';
  /** Practice: the puzzle's hardest step is this technique of the ladder (its rating's `hardest`); "any" (the default) asks nothing. A rare technique may need more attempts. */
  technique?: DeductionTechniqueId | 'any';
  /** Default "none". A symmetry that does not fit the board is a bad_option. */
  symmetry?: SymmetryId;
  /** No given can be removed with the puzzle keeping one solution (default false). */
  minimal?: boolean;
  /** A whole number from 0 to 2^53 - 1: the same options and seed make the same puzzle (the CLI's `generate --seed` too). Default: drawn at random. */
  seed?: number;
  /** Grids drawn before giving up with "budget_spent" (default 1000; 0 means the default). */
  attempts?: number;
}

/**
 * A generated puzzle: the structure `sudoku generate --json` prints a line
 * of. Cells are in reading order; `regions` only when regions were drawn
 * (pass it as the `regions` option to solve the puzzle).
 */
export interface GeneratedPuzzle {
  puzzle: string;
  /** The seed that makes this puzzle again. */
  seed: number;
  /** The drawn jigsaw regions' map, one symbol a cell (regions "random" only). */
  regions?: string;
  givens: number;
  /** The one solution. */
  solution: string;
  rating: Rating;
}

/** What hint() can say: the four statuses. */
export type HintStatus = Hint['status'];

/** The fields every Hint has. */
export interface HintFields {
  status: 'deduction' | 'solved' | 'no_solution' | 'stuck';
  /** One sentence, e.g. "Hidden single: in row 3, 7 fits only r3c5." */
  message: string;
  /**
   * The id of the template `message` fills (templates()): a deduction's
   * technique id, else one of the hint templates ("hint_stuck", "no_solution_cell", ...).
   */
  template: TemplateId;
  /** "deduction": the step. */
  step: Step | null;
  /** "stuck": where to guess; "no_solution": see Hint. */
  cell: number | null;
  /** "no_solution": the house a value has no place left in. */
  house: number | null;
  /** "no_solution": the value that has no place, or is eliminated, or the only completion needs. */
  value: number | null;
  /** "stuck": the candidates of `cell`. */
  candidates: number[];
  /** "no_solution": the number of completions, each needing an eliminated value. */
  count: number | null;
  /** "stuck": the technique cap that stopped the ladder, null when there was none. */
  cap: DeductionTechniqueId | null;
}

/** A step by a human technique: what to look at and what follows (placements or eliminations). */
export interface HintDeduction extends HintFields {
  status: 'deduction';
  template: DeductionTechniqueId;
  step: Step;
  cell: null;
  house: null;
  value: null;
  count: null;
  cap: null;
}

/** The grid is complete: nothing else is set. */
export interface HintSolved extends HintFields {
  status: 'solved';
  step: null;
  cell: null;
  house: null;
  value: null;
  count: null;
  cap: null;
}

/** No technique up to the cap applies: guess `cell`, one of `candidates`. */
export interface HintStuck extends HintFields {
  status: 'stuck';
  step: null;
  cell: number;
  house: null;
  value: null;
  count: null;
}

/** The state cannot be completed; `cell`, `house`, `value` and `count` say why, when they can (see Hint). */
export interface HintNoSolution extends HintFields {
  status: 'no_solution';
  step: null;
  cap: null;
}

/** One way a text reads (readAnyLayout()). */
export interface TextReading {
  /** A built-in layout's id, or "" for a square grid. */
  layout: LayoutId | '';
  /** A square grid's side; 0 for a layout. */
  size: number;
  /**
   * A square grid's boxes as its rules draw them, when not the size's usual
   * ones ("3x2": a 6x6 printed with boxes of 3 rows by 2 columns); "" else.
   * `conflict` is checked in those boxes; pass it as the `variant` option.
   * An ISS puzzle string's reading: its variant, as variants() spells it.
   */
  variant: BoxShape | VariantId | '';
  /** The givens as read, in reading order (0 = blank). */
  cells: Uint8Array;
  /** The givens' conflicts (code "conflict"), or null. */
  conflict: ConflictErrorInfo | null;
  /**
   * An ISS puzzle string's reading (its only one) has its variant as variants() spells it ("x", "jigsaw"), its
   * region map (a region index per cell) and its rules beyond the houses.
   */
  regionOf?: number[];
  constraints?: PuzzleConstraint[];
}

/** Options of solveBatch: one algorithm and shape for every puzzle. */
export interface BatchOptions extends PuzzleOptions {
  /** Registry id of the algorithm; default "fast". */
  algorithm?: AlgorithmId;
  /** Solutions to look for in each puzzle (a whole number); default 1 (2 tells unique from several; 0 = all). */
  limit?: number;
  /** Search nodes allowed for each puzzle (a whole number); 0 (default) = no budget. */
  maxNodes?: number;
  /** Milliseconds for the whole batch; puzzles after it are not started. 0 (default) = no limit. */
  timeLimit?: number;
}

/** What solveBatch() returns: narrow on `status` ("stopped" has `stoppedBy`). */
export type BatchResult = BatchDone | BatchStopped;

/** Every puzzle was attempted. */
export interface BatchDone extends BatchFields {
  status: 'done';
  stoppedBy?: undefined;
}

/** The time limit ended the batch: the puzzles from `started` on were not started. */
export interface BatchStopped extends BatchFields {
  status: 'stopped';
  stoppedBy: 'time_limit';
}

/** The fields every BatchResult has. */
export interface BatchFields {
  status: 'done' | 'stopped';
  puzzles: number;
  /**
   * Puzzles that ran: puzzle i ran when i < started (all of them when
   * "done"); the others keep count 0 and complete 0 and were never looked at.
   */
  started: number;
  /** N, the symbol count (as ParsedPuzzle.size: any count for a custom shape). */
  size: number;
  /** Puzzles with at least one solution found. */
  solved: number;
  /**
   * Puzzles whose search was cut short (node budget or time limit), whatever
   * they had found: one that ran is stopped when it is not complete and its
   * count is below the limit (or the limit is 0).
   */
  stopped: number;
  /** Solutions found per puzzle, up to the limit. */
  counts: Float64Array;
  /** Per puzzle, 1 when its whole search space was explored (its count is exact). */
  complete: Uint8Array;
  /** Each puzzle's first solution (N*N values, a layout's cellCount), zeros when none; puzzle i starts at i*N*N. */
  solutions: Uint8Array;
  /** Counters summed over the batch; elapsedMs times the solving loop only (not the reading). */
  stats: Stats;
}

/** The synchronous API. Runs on the calling thread: use it in node or inside a Worker. */
export interface SudokuApi {
  /**
   * The registered algorithms, in menu order, each with its id, name,
   * description and capability flags (a copy): what `options.algorithm`
   * takes.
   */
  algorithms(): Algorithm[];
  /** The supported sizes, ascending, with their boxes (a copy). */
  sizes(): SizeInfo[];
  /** The variants in menu order with the sizes each fits (a copy). */
  variants(): VariantInfo[];
  /** The kinds of rule beyond the houses (PuzzleConstraint.kind), in the order a page lists them (a copy). */
  constraintKinds(): ConstraintKindInfo[];
  /** The built-in layouts in menu order, each with its cells' geometry and its houses (a copy). */
  layouts(): LayoutInfo[];
  /**
   * The layout `options.layout` or `options.shape` names, as layouts() describes one.
   * @throws SudokuError "bad_shape" or "bad_variant"; "bad_option" without either.
   */
  shapeInfo(options: { layout?: LayoutId; shape?: ShapeSpec | string }): ShapeInfo;
  /** The human techniques, from the cheapest to the hardest (the ladder a logic solver climbs), each with its id and name (a copy). */
  techniques(): Technique[];
  /** The trace event kinds, in the order of the numbers in TraceBatch.kind. */
  eventKinds(): EventKindId[];
  /** Every sentence's template, in the order TraceBatch.words indexes. */
  templates(): Template[];
  /**
   * The names of the cells of a shape, in reading order ("r3c7"; the star's
   * triangles "cell 7 (strip 2)"): options {size} for a square grid, or
   * {layout} or {shape}.
   * @throws SudokuError "bad_option", "bad_shape" or "bad_variant".
   */
  cellNames(options: { size?: number; layout?: LayoutId; shape?: ShapeSpec | string }): string[];
  /** Decodes event i of a trace batch. */
  /**
   * Event i of a trace batch as an object. @throws SudokuError "bad_option"
   * for anything but a batch of next() and a whole i from 0 to its length - 1.
   */
  eventAt(batch: TraceBatch, i: number): TraceEvent;
  /** Reads and checks a puzzle; never throws for bad input (returns ok: false). */
  parse(puzzle: PuzzleInput, options?: PuzzleOptions): ParseResult;
  /** Checks a puzzle as parse() does, answering only ok with the size, variant and givens, or the error; never throws for bad input. */
  validate(puzzle: PuzzleInput, options?: PuzzleOptions): ValidateResult;
  /**
   * Finds one solution with `options.algorithm` (default "fast"). Narrow on
   * the result's status: "solved" (with the solution), "no_solution", or
   * "stopped" by a time limit, node budget or onProgress.
   * @throws SudokuError for invalid input or options.
   */
  solve(puzzle: PuzzleInput, options?: SolveOptions): SolveResult;
  /**
   * Counts the solutions, up to `options.limit` (default 0: all of them,
   * which may take forever on a sparse grid: set a limit or a time limit).
   * `complete` says whether the count is exact.
   * @throws SudokuError for invalid input or options.
   */
  count(puzzle: PuzzleInput, options?: CountOptions): CountResult;
  /**
   * Lists the solutions, up to `options.limit` (default 1000), in the
   * result or, given `onBatch`, in batches as they are found.
   * @throws SudokuError for invalid input or options.
   */
  enumerate(puzzle: PuzzleInput, options?: EnumerateOptions): EnumerateResult;
  /**
   * Needs close() when done (see Trace).
   * @throws SudokuError; "too_many_traces" when 16 traces of this module are open.
   */
  trace(puzzle: PuzzleInput, options?: TraceOptions): Trace;
  /**
   * The next step on a logic state: the grid `puzzle` with
   * `options.eliminations` crossed out (see Hint).
   * @throws SudokuError for invalid input or options ("bad_option" naming a bad elimination).
   */
  hint(puzzle: PuzzleInput, options?: HintOptions): Hint;
  /**
   * The puzzle's rating from its logical solution path (see Rating): level,
   * score, hardest technique, guesses and steps.
   * @throws SudokuError for invalid input or options.
   */
  rate(puzzle: PuzzleInput, options?: PuzzleOptions & WordingOptions): Rating;
  /**
   * About how many solutions the puzzle has, with a 95% interval, when
   * count() would take too long (see SolutionEstimate).
   * @throws SudokuError for invalid input or options.
   */
  estimate(puzzle: PuzzleInput, options?: EstimateOptions): SolutionEstimate;
  /**
   * The puzzle split at the top of its search: grids that together hold
   * each of its solutions exactly once (the cell with the fewest candidates
   * gets each of them in turn, level by level, until there are at least
   * `pieces` or no empty cell is left; dead ends are left out). Counting
   * the pieces on several Workers or machines and adding the counts gives
   * the puzzle's count; the Worker client's count() does so.
   * @throws SudokuError for invalid input or options.
   */
  pieces(puzzle: PuzzleInput, options?: PiecesOptions): PuzzlePieces;
  /**
   * A new puzzle with exactly one solution, rated: a random complete grid,
   * dug under the symmetry while one solution stays, drawn again until it
   * is of the level asked (see GenerateOptions). An extreme or minimal
   * 9x9 can take seconds: the Worker client's generate() keeps the page free.
   * @throws SudokuError "bad_option" (an unknown level or symmetry, one that does not fit, a bad size or seed), "budget_spent".
   */
  generate(options?: GenerateOptions): GeneratedPuzzle;
  /** The levels generate() takes, easiest first (a copy). */
  levels(): GeneratorChoice<RatingLevel>[];
  /** The symmetries generate() takes (a copy). */
  symmetries(): GeneratorChoice<SymmetryId>[];
  /**
   * The candidates of every cell of a logic state (see LogicStateOptions):
   * the values no peer holds, minus the eliminations.
   * @throws SudokuError for invalid input or options.
   */
  candidates(puzzle: PuzzleInput, options?: LogicStateOptions): CandidatesResult;
  /**
   * Many puzzles of one size, one a line (blank and '#' lines skipped), read
   * and checked first (an error names the line), then solved in one loop.
   * The text may be at most 16 MiB (16,777,216 characters, about 200,000 9x9
   * lines); a longer one is refused before it is read (SudokuError
   * "too_long"): split it into several calls.
   * @throws SudokuError
   */
  solveBatch(text: string, options?: BatchOptions): BatchResult;
  /**
   * A grid (conflicts allowed) as text: "line" (default) is one line of N*N
   * symbols, "." for blanks, 1-9 then A-P; "grid" is one row a line with box
   * lines unless `boxes` is false or `regions` are given (jigsaw), drawn
   * around the `variant`'s box shape ("3x2") when it names one, which parse()
   * reads back. @throws SudokuError
   */
  format(grid: PuzzleInput, options?: FormatOptions): string;
  /**
   * The puzzles of a text holding several: one a line, or one multi-line grid.
   * With options.layout or options.shape, puzzles of that layout as the CLI
   * splits them: rows() lines of its bounding box (or its drawing) each, or
   * blocks between blank lines, or one a line in reading order; a samurai
   * with a row missing is one piece, which parse then refuses naming the count.
   * The text may be at most 4 MiB (4,194,304 characters) and 262,144 lines.
   * @throws SudokuError "too_long" for a longer text or more lines; "bad_option" or
   * "bad_shape" for options that name no board.
   */
  splitPuzzles(text: string, options?: PuzzleOptions): string[];
  /**
   * How a text reads when nobody said which layout it is, the rule behind
   * the CLI's "add --layout star" advice and the page's paste: a square grid
   * without conflicts is that grid; else the built-in layouts that read it
   * cleanly come first (21 rows of 21: samurai, then sohei and windmill when
   * they read it too), then those that read it with conflicts when none is
   * clean, and the square grid's reading last. The first is the one to open.
   * @throws SudokuError when it reads as nothing: the square grid's error, or
   * the reasons of the layouts with as many rows as the text has lines.
   */
  readAnyLayout(text: string): TextReading[];
  /** Current size of the wasm heap in bytes. */
  heapBytes(): number;
}

export interface FormatOptions extends PuzzleOptions {
  /**
   * "line" (default), "grid", or "iss": the whole puzzle (givens, variant,
   * regions, `constraints`) as an ISS puzzle string, which parse() reads back
   * and the Interactive Sudoku Solver opens; "bad_option" for a shape such
   * strings cannot carry (a layout, boxes other than the size's usual ones).
   */
  style?: 'line' | 'grid' | 'iss';
  boxes?: boolean;
}

/**
 * A trace living in a client's Worker; it ends when the Worker is replaced
 * (cancel()). Close it when done: it counts against the Worker's 16 open
 * traces (see Trace).
 */
export interface WorkerTrace {
  /** Rejects with CancelledError once the client's Worker was replaced. */
  next(maxEvents?: number): Promise<TraceBatch>;
  /** As Trace.result, from the Worker. */
  result(): Promise<TraceResult>;
  /** True once every event has been handed out. */
  readonly done: boolean;
  /** Frees the trace in the Worker. */
  close(): Promise<void>;
}

/** WebAssembly.Module where the program's lib declares it (dom, webworker, node's types); otherwise any object. */
export type CompiledModule = typeof globalThis extends { WebAssembly: { Module: abstract new (...args: never[]) => infer M } } ? M : object;

/** A URL object where the program's lib declares URL (dom, webworker, node's types); otherwise only strings are taken. */
export type URLObject = typeof globalThis extends { URL: abstract new (...args: never[]) => infer U } ? U : never;

/**
 * Which binary an instance or a client uses. By default the library's own:
 * inlined in sudoku.js, the file sudoku.wasm beside sudoku.mjs.
 */
export interface WasmOptions {
  /**
   * The module compiled from sudoku.wasm (or a promise of it): nothing is
   * fetched or compiled. A Worker client sends it to its Workers.
   */
  wasmModule?: CompiledModule | Promise<CompiledModule>;
  /**
   * Where sudoku.wasm is served (a URL, or a string relative to the page):
   * fetched once per URL and compiled as it streams in (when served as
   * application/wasm). For a bundler that does not copy the file beside
   * the bundle, or a CDN.
   */
  wasmURL?: string | URLObject;
}

/**
 * createSudoku's options: WasmOptions, and options of the Emscripten glue
 * (print, printErr, ...), which go to it as they are; a wasmBinary or
 * instantiateWasm of the caller's is used instead of the library's binary.
 */
export interface ModuleOptions extends WasmOptions {
  [glueOption: string]: unknown;
}

export interface WorkerClientOptions extends WasmOptions {
  /**
   * Called when the Worker crashed (e.g. ran out of memory) or ended from
   * outside, and was replaced. The call it was running rejects with an Error
   * saying so; the calls queued behind it run in the new Worker. An ending
   * from outside is seen through the Web Locks API (secure contexts: https,
   * localhost, file://).
   */
  onCrash?: (message: string) => void;
  /**
   * The URL of sudoku-worker.js (the package's Worker script) to start the
   * Worker from, as a classic Worker: instead of the file beside sudoku.mjs
   * (for a bundler that does not copy it) or a Blob URL of the copy inside
   * sudoku.js (for a Content-Security-Policy without `worker-src blob:`).
   * The script needs no binary: it is sent the page's.
   */
  workerURL?: string | URLObject;
  /**
   * How many Workers count(), enumerate() and solveBatch() spread over (1 to 64): by
   * default the cores the browser reports (navigator.hardwareConcurrency, at
   * most 16). The others beyond the client's own start on the first call that
   * spreads, and stay until terminate(). 1 keeps every call in one Worker.
   * @throws SudokuError (code "bad_option") from createSudokuWorker for anything else.
   */
  workers?: number;
}

/**
 * The same calls as SudokuApi, computed in a Web Worker: sudoku.mjs starts
 * sudoku-worker.js, the file beside it, as a module Worker (in the form
 * bundlers recognize); sudoku.js starts a Blob URL of the copy it carries,
 * so it works from file://; `workerURL` names another. Calls run one at a time, in order. Search
 * calls stream: enumerate's onBatch and every onProgress are called on the
 * page as results arrive. Returning false from them stops that call (its
 * promise resolves with status "stopped", stoppedBy "callback").
 * Every client has its own Worker; several clients work side by side.
 * Calls that return a promise never throw: bad arguments reject it (parse
 * and validate resolve with ok: false).
 */
export interface SudokuWorkerClient {
  /** Resolves when the module is loaded in the Worker. */
  readonly ready: Promise<void>;
  /** As SudokuApi.algorithms, computed in the Worker. */
  algorithms(): Promise<Algorithm[]>;
  /** As SudokuApi.sizes, computed in the Worker. */
  sizes(): Promise<SizeInfo[]>;
  /** As SudokuApi.variants, computed in the Worker. */
  variants(): Promise<VariantInfo[]>;
  /** As SudokuApi.constraintKinds, computed in the Worker. */
  constraintKinds(): Promise<ConstraintKindInfo[]>;
  /** As SudokuApi.layouts, computed in the Worker. */
  layouts(): Promise<LayoutInfo[]>;
  /** As SudokuApi.shapeInfo, computed in the Worker. */
  shapeInfo(options: { layout?: LayoutId; shape?: ShapeSpec | string }): Promise<ShapeInfo>;
  /** As SudokuApi.techniques, computed in the Worker. */
  techniques(): Promise<Technique[]>;
  /** As SudokuApi.eventKinds, computed in the Worker. */
  eventKinds(): Promise<EventKindId[]>;
  /** As SudokuApi.templates, computed in the Worker. */
  templates(): Promise<Template[]>;
  /** As SudokuApi.cellNames, computed in the Worker. */
  cellNames(options: { size?: number; layout?: LayoutId; shape?: ShapeSpec | string }): Promise<string[]>;
  /** Needs `ready` to have resolved. */
  eventAt(batch: TraceBatch, i: number): TraceEvent;
  /** As SudokuApi.parse, computed in the Worker. */
  parse(puzzle: PuzzleInput, options?: PuzzleOptions): Promise<ParseResult>;
  /** As SudokuApi.validate, computed in the Worker. */
  validate(puzzle: PuzzleInput, options?: PuzzleOptions): Promise<ValidateResult>;
  /** As SudokuApi.solve, computed in the Worker; rejects with SudokuError for invalid input. */
  solve(puzzle: PuzzleInput, options?: SolveOptions): Promise<SolveResult>;
  /**
   * As SudokuApi.count, computed in the Worker; with the fast solver and no
   * maxNodes, spread over `workers` Workers (WorkerClientOptions): the
   * puzzle's pieces (pieces()), each counted by the next free Worker. The
   * count is one search's; the counters are the pieces' summed, elapsedMs
   * the wall clock. cancel() and an onProgress returning false stop every
   * Worker at once.
   */
  count(puzzle: PuzzleInput, options?: CountOptions): Promise<CountResult>;
  /** As SudokuApi.pieces, computed in the Worker. */
  pieces(puzzle: PuzzleInput, options?: PiecesOptions): Promise<PuzzlePieces>;
  /**
   * Without onBatch the result holds every solution (mind the limit).
   * Flow control: the Worker runs at most 16 MB of solutions ahead of
   * onBatch, so a slow onBatch never makes memory grow. There it ends its
   * search and, once onBatch has taken them all, replays it from the start
   * and goes on (same solutions, order, indices and counters as the
   * synchronous call), so a long enumeration slows as it goes: past a
   * million solutions each 16 MB waits a second or two. timeLimit counts
   * from the call, waits included.
   *
   * With the fast solver, no maxNodes and a limit of 0 (all) or above
   * 100,000, it spreads over `workers` Workers (WorkerClientOptions): each
   * takes the next of the puzzle's 256 pieces (pieces()), and onBatch gets
   * the solutions piece by piece, in the pieces' order. That order is the
   * same for any number of Workers above 1 (and the same as the CLI's
   * `enumerate --jobs 2`), but it is not one search's: `workers: 1` keeps
   * the synchronous call's order. Batches and indices are as from one
   * Worker (batchSize each, the last shorter). The page holds at most 32 MB of
   * solutions waiting for their turn, plus 16 MB a Worker. cancel(), a
   * false from onBatch or onProgress, and a limit reached stop every Worker.
   */
  enumerate(puzzle: PuzzleInput, options?: EnumerateOptions): Promise<EnumerateResult>;
  /** As SudokuApi.trace, computed in the Worker. */
  trace(puzzle: PuzzleInput, options?: TraceOptions): Promise<WorkerTrace>;
  /** As SudokuApi.hint, computed in the Worker. */
  hint(puzzle: PuzzleInput, options?: HintOptions): Promise<Hint>;
  /** As SudokuApi.rate, computed in the Worker. */
  rate(puzzle: PuzzleInput, options?: PuzzleOptions & WordingOptions): Promise<Rating>;
  /** As SudokuApi.estimate, computed in the Worker. */
  estimate(puzzle: PuzzleInput, options?: EstimateOptions): Promise<SolutionEstimate>;
  /** As SudokuApi.generate, in the Worker. */
  generate(options?: GenerateOptions): Promise<GeneratedPuzzle>;
  /** As SudokuApi.levels, once the Worker is ready. */
  levels(): Promise<GeneratorChoice<RatingLevel>[]>;
  /** As SudokuApi.symmetries, once the Worker is ready. */
  symmetries(): Promise<GeneratorChoice<SymmetryId>[]>;
  /** The candidates of every cell of a logic state, as SudokuApi.candidates. */
  candidates(puzzle: PuzzleInput, options?: LogicStateOptions): Promise<CandidatesResult>;
  /**
   * Rejects with SudokuError for invalid input or a text over 16 MiB; cancel() rejects it with CancelledError.
   * A text of one puzzle a line of 2,000 lines or more, without layout, shape
   * or timeLimit, is spread over `workers` Workers (WorkerClientOptions) in
   * runs of whole lines: the same answers, in the same order, as one call;
   * the counters summed, elapsedMs the wall clock.
   */
  solveBatch(text: string, options?: BatchOptions): Promise<BatchResult>;
  /** As SudokuApi.format, computed in the Worker. */
  format(grid: PuzzleInput, options?: FormatOptions): Promise<string>;
  /** Rejects with SudokuError "too_long" for a text over 4 MiB or 262,144 lines. */
  splitPuzzles(text: string, options?: PuzzleOptions): Promise<string[]>;
  /** As SudokuApi.readAnyLayout, computed in the Worker. */
  readAnyLayout(text: string): Promise<TextReading[]>;
  /**
   * Stops all work at once: the Worker is terminated and replaced. Pending
   * solve / count / enumerate calls resolve with status "stopped" and
   * stoppedBy "cancel" (count: the last progress report; enumerate: the
   * solutions already delivered). Other pending calls reject with an Error
   * named "CancelledError"; open traces end.
   */
  cancel(): void;
  /** Ends the Worker (and the Workers count() spread over) for good; pending calls reject with CancelledError. */
  terminate(): void;
  /** How many Workers count(), enumerate() and solveBatch() spread over (WorkerClientOptions.workers). */
  readonly workers: number;
}

/** The project's version, e.g. "1.4.0". */
export declare const version: string;
/**
 * Loads the module: compiles the binary (once per page, Worker or process,
 * and per wasmURL) and instantiates it. Resolves to the synchronous API.
 */
export declare function createSudoku(moduleOptions?: ModuleOptions): Promise<SudokuApi>;
/**
 * Starts a Worker client (browsers only): its Worker is sent the module this
 * page compiled, so the binary is loaded and compiled once for all clients.
 */
export declare function createSudokuWorker(options?: WorkerClientOptions): SudokuWorkerClient;

/**
 * The library object: what require('sudoku.js') returns, what the classic
 * script puts in the global `Sudoku` (see sudoku-global.d.ts), and
 * sudoku.mjs's default export.
 */
export interface SudokuLibrary {
  /** The project's version, e.g. "1.4.0". */
  version: string;
  /** Loads the module; resolves to the synchronous API (see createSudoku). */
  createSudoku: typeof createSudoku;
  /** Starts a Worker client (see createSudokuWorker). */
  createSudokuWorker: typeof createSudokuWorker;
  /** What the calls throw or reject with for bad input (see SudokuError). */
  SudokuError: typeof SudokuError;
}
