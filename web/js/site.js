// Where the site starts (index.html loads sudoku.js, then this, bundled by
// esbuild into js/site.js): one session (session.js) over the page's own
// instance of sudoku.js, which only reads text and grids (parse and
// readAnyLayout: the puzzle, its shape, its conflicts; about a millisecond)
// and names cells, and two Worker clients, `work` for searches that may run
// long (Solve, All solutions, Animate, Compare; Stop cancels it) and
// `quick` for short calls that may still take a while
// (hints, candidates, splitting files, the layouts). session_view.js shows what
// the site shares with the widget; this file adds the site's own parts: the
// puzzle menus (examples, size, variant, regions and painting), the solution
// limit, the Puzzle box and files (text_input.js), links (share.js and
// links.js),
// Compare (comparison.js, its table compare_panel.js) and the Embed panel
// (embed_panel.js). It also picks the reader's language (i18n.js) and offers
// the Language menu: the page is worded once, as it loads, in the language
// chosen (a change of it keeps the choice and loads the page again, the
// puzzle kept in its link).
import { createSession } from './session.js';
import { loadCatalog, isJigsaw } from './session_catalog.js';
import { bindSessionView } from './session_view.js';
import { createComparePanel } from './compare_panel.js';
import { followPlayback, followResults } from './board_in_view.js';
import { compare } from './comparison.js';
import { loadLink } from './links.js';
import { createTextInput } from './text_input.js';
import { createShare } from './share.js';
import { createEmbedPanel } from './embed_panel.js';
import { animationSpeed } from './animation_speed.js';
import { EXAMPLES, GROUPS } from './examples.js';
import { createNewPuzzle } from './new_puzzle.js';
import { symbolOf, lineOf } from './cells.js';
import { drawPreview } from './puzzle_preview.js';
import { decodeFragment } from './fragment.js';
import { attachHintTechniques } from './hint_techniques.js';
import { hintsAttribute } from './widget_options.js';
import { createRulesEditor } from './rules_editor.js';
import { createIssText } from './iss_text.js';
import { loadTranslator, translatePage, pickLanguage, helpPage, LANGUAGES, PSEUDO } from './i18n.js';

const $ = (id) => document.getElementById(id);
const Sudoku = globalThis.Sudoku;  // sudoku.js, loaded by index.html before this script

// The reader's language: the Language menu's choice, kept in localStorage
// under LANGUAGE_KEY (PSEUDO, i18n.js's test language, only from there),
// else the first of the browser's languages the page speaks. Its words load
// (i18n.js) while the Workers start; the page is worded once they have.
const LANGUAGE_KEY = 'sudoku-language';
// The language the menu has just switched to (sessionStorage), for the page loaded again in it to say so.
const LANGUAGE_SWITCHED_KEY = 'sudoku-language-switched';
let tr = null;
const wordsLoaded = loadTranslator(chosenLanguage());

const restarted = (message) => { if (session) session.announce(tr.t('site.restarted', { message: message })); };
// Issue 16, the first solve from disk (475 ms from navigation in Chromium;
// what waits on what was read from its traces): the search Worker starts
// first and alone. A Worker is handed the messages posted to it (its call,
// the compiled module) only once the page's main thread is free, and a
// second Worker starting beside it shares two cores with it; so the page's
// own instance (the module compiled once, shared with the Workers; a few ms
// of the main thread) starts once the search Worker is up, reads the link,
// the shape and the conflicts and gives the catalog, without a round trip to
// a Worker. Then `quick` starts, and alone builds the layouts (tens of ms),
// which the Layout menu, layout links and layout text wait for.
// `work` counts on every core (All solutions past the solutions it lists: the library's Worker client spreads it).
const work = Sudoku.createSudokuWorker({ onCrash: restarted });
const workUp = work.ready.catch(() => {});  // (a Worker that cannot start says so on the first call)
const reading = workUp.then(() => Sudoku.createSudoku());
let quickClient = null;
const quick = () => quickClient || (quickClient = Sudoku.createSudokuWorker({ onCrash: restarted, workers: 1 }));
// The page reads a 9x9 line or less itself, or a 9x9 grid's cells (at most
// 2.4 ms, every cell the same digit); longer text and larger grids go to
// `quick`, as reading grows fast with the conflicts listed (a 25x25 of one
// digit: 235 ms, measured in node). It names the cells of any shape itself.
const READ_HERE = 100;
const readHere = (puzzle) => puzzle && puzzle.length <= READ_HERE;
const reader = {
  parse: (puzzle, options) => (readHere(puzzle) ? reading.then((api) => api.parse(puzzle, options)) : quick().parse(puzzle, options)),
  readAnyLayout: (text) => (readHere(text) ? reading.then((api) => api.readAnyLayout(text)) : quick().readAnyLayout(text)),
  cellNames: (options) => reading.then((api) => api.cellNames(options)),
};
const layouts = workUp.then(() => quick().layouts());
let session = null;
let keepPuzzle = () => {};  // writes the puzzle into the page's link (once the session is up)

let preview = null;  // the opening puzzle drawn read-only until the solver has started
wordsLoaded.then((words) => {
  tr = words;
  open();
});

function open() {
  // The page in the reader's language, and the Language menu.
  document.documentElement.lang = tr.lang === PSEUDO ? 'en' : tr.lang;
  translatePage(document, tr);
  $('help-link').setAttribute('href', helpPage(tr.lang));  // the help page in the same language
  offerLanguages($('language'));

  // Until the solver has started, the puzzle the page opens with is drawn
  // read-only (the link's, when it is a plain square grid; else the first
  // example's), under "Loading the solver…": the grid is there at once. (Drawn after the
  // Workers are asked for: they start while it draws.)
  // (an ISS puzzle string's link, whose grid the library reads, has none)
  const opening = openingLink(decodeFragment(location.hash, tr)).state;
  preview = opening ? (opening.puzzle !== undefined && !opening.layout && !opening.regions && (!opening.variant || opening.variant === 'standard')
    ? drawPreview($('grid-holder'), opening.puzzle, $('keypad')) : null) : drawPreview($('grid-holder'), EXAMPLES[0].puzzle, $('keypad'));

  reading.then((api) => loadCatalog(api, { layouts: false })).then(start).catch((error) => {
    $('status').textContent = tr.t('site.failed', { message: error.message });
    document.body.classList.add('failed');
  });
}

function start(catalog) {
  if (preview) preview.destroy();
  session = createSession({ quick: quick, work: () => work, reader: reader, catalog: catalog, layouts: layouts, offers: true, tr: tr });
  let rules = null;  // the rules panel (rules_editor.js): while open, the grid picks its cells
  const view = bindSessionView(session, $, {
    onPaint: (cell) => (rules && rules.picking() ? rules.pick(cell) : paint(cell)),
    allLimit: readLimit,
  });
  rules = createRulesEditor({ panel: $('rules-panel'), kind: $('rule-kind'), number: $('rule-number'), kindHelp: $('rule-kind-help'),
    cells: $('rule-cells'), add: $('rule-add'), clearCells: $('rule-clear-cells'), removeLast: $('rule-remove-last'),
    removeAll: $('rule-remove-all'), list: $('rule-list') }, { session: session, grid: view.grid, reader: () => reader,
    beforePicking: () => { if ($('paint').getAttribute('aria-pressed') === 'true') $('paint').click(); },
    otherPainting: () => $('paint').getAttribute('aria-pressed') === 'true' });
  createComparePanel({ panel: $('compare-panel'), table: $('compare-table'), body: $('compare-body'), chart: $('compare-chart') }, session);
  const textInput = createTextInput(
    { text: $('puzzle-text'), file: $('file'), list: $('file-puzzles'), listField: $('file-puzzles-field') }, {
      session: session,
      quick: quick,
      announce: session.announce,
      onCells: (cells, layout, reading) => {
        readings = { layout: layout, cells: Uint8Array.from(cells), others: reading.alternatives };  // (a copy: edits change the grid's)
        session.setTextProblem(null, false);
        return session.setPuzzle({ cells: cells, layout: layout, variant: reading.variant, regions: reading.regions, constraints: reading.constraints || [] },
          { fromText: true }).then((made) => {
          if (!session.current(made)) return null;  // another change came first: its words stand
          if (!session.problems.length) return session.sayWithVerdict(describeReading(cells, layout, reading)).then(() => true);
          return true;
        });
      },
      onProblem: (text) => session.setTextProblem(text),
    });
  const share = createShare({ link: $('share-link'), copy: $('copy-link') }, {
    announce: session.announce,
    onLink: (decoded) => loadLink(session, decoded),
    tr: () => session.tr,
  });
  // A puzzle with rules beyond the houses is written as its ISS puzzle string (iss_text.js), once the library wrote it.
  const issText = createIssText({ session: session, client: quick });
  const saveLink = () => {
    const iss = issText.current();
    share.save(iss ? { iss: iss, algorithm: session.state.algorithm } : { puzzle: session.line(), layout: session.state.layout,
      variant: session.state.variant, regions: session.state.regions, algorithm: session.state.algorithm });
  };
  keepPuzzle = saveLink;
  let hintsChosen = '';  // the widget's `hints` attribute of the page's Hints may use ('' for every technique)
  const embed = createEmbedPanel({
    mode: $('embed-mode'), theme: $('embed-theme'), readonly: $('embed-readonly'), script: $('embed-script'),
    iframe: $('embed-iframe'), copyScript: $('copy-script'), copyIframe: $('copy-iframe'), note: $('embed-note'),
    algorithmNote: $('embed-algorithm-note'), hintsNote: $('embed-hints-note'),
  }, {
    announce: session.announce,
    tr: () => session.tr,
    current: () => {
      const s = session.state;
      const iss = issText.current();  // (a puzzle with rules: its ISS string, which names its variant and regions too)
      return { puzzle: iss || session.line(), layout: s.layout, variant: iss ? 'standard' : s.variant, regions: iss ? '' : s.regions,
        algorithm: s.algorithm,
        speed: animationSpeed.rateAt(Number($('speed').value)), hints: hintsChosen };
    },
  });

  fillMenus(catalog);
  // Hints may use (hint_techniques.js): the choice goes to the session, and
  // to the Embed panel as the widget's `hints` attribute.
  attachHintTechniques({ menu: $('hint-cap'), list: $('hint-techniques'), all: $('hint-techniques-all'),
    none: $('hint-techniques-none'), rungs: catalog.techniques.filter((t) => t.score > 0), tr: tr,
    setHintOptions: (change) => {
      session.setHintOptions(change);
      hintsChosen = hintsAttribute(change);
      embed.update();
    } });
  createNewPuzzle({ level: $('new-level'), symmetry: $('new-symmetry'), technique: $('new-technique'), button: $('new-puzzle') },
    { client: quick, session: session, readLine: (line, layout) => readLine(line, layout) });
  let regionsShown = '';  // the map last written into the Regions box
  session.on('puzzle', (e) => {
    syncControls(e.how);
    if (!e.how.example && !e.how.algorithm && !e.how.play) $('examples').value = '';
    if (!e.how.fromText && !e.how.algorithm) textInput.show(session.line());
    saveLink();
    embed.update();
    issText.update().then((iss) => {
      if (!iss) return;
      if (!e.how.fromText && !e.how.algorithm) textInput.show(iss);
      saveLink();
      embed.update();
    });
  });

  $('examples').addEventListener('change', () => { if ($('examples').value !== '') loadExample(EXAMPLES[Number($('examples').value)]); });
  $('clear').addEventListener('click', () => {
    session.setPuzzle({ cells: new Uint8Array(session.state.cells.length) });  // (a layout keeps its cells)
    session.announce(tr.t('site.cleared'));
  });
  $('size').addEventListener('change', () => {
    const size = Number($('size').value);
    session.setPuzzle({ cells: new Uint8Array(size * size), layout: '', regions: '', constraints: [] });
  });
  // A layout starts empty; "Square grid" goes back to an empty grid of the size chosen.
  // While the grid shows what the Puzzle box's text was read as, another
  // reading of that text (readings) opens instead: the text's own puzzle.
  $('layout').addEventListener('change', () => {
    const layout = session.layoutById($('layout').value);
    const other = otherReading($('layout').value);
    if (other) {
      const others = readings.others;
      session.setPuzzle({ cells: Uint8Array.from(other.cells), layout: other.layout, constraints: [] }, { fromText: true }).then((made) => {
        if (session.current(made) && !session.problems.length) session.sayWithVerdict(describeReading(other.cells, other.layout, { alternatives: others }));
      });
      return;
    }
    const size = Number($('size').value);
    const busy = session.busy;
    const change = session.setPuzzle(layout ? { cells: new Uint8Array(layout.cellCount), layout: layout.id }
      : { cells: new Uint8Array(size * size), layout: '', constraints: [] });
    const stopped = busy ? session.statusText + ' ' : '';  // "Solving stopped: the puzzle changed.", kept before the description
    change.then((made) => {
      if (!session.current(made)) return;
      session.announce(stopped + (layout ? tr.t('site.layout_chosen', { description: tr.lib('layout.' + layout.id + '.description', layout.description) })
        : tr.t('site.square_chosen', { size: size })));
    });
  });
  $('variant').addEventListener('change', () => session.setPuzzle({ variant: $('variant').value }));
  // Play it myself: the givens stay, typing fills the blanks as the reader's own digits.
  $('play-mode').addEventListener('click', () => {
    const on = !session.state.play;
    session.setPuzzle({ play: on }, { announce: false, play: true }).then((made) => {
      if (!session.current(made)) return;
      session.announce(tr.t(on ? 'site.play_on' : 'site.play_off'));
    });
  });
  $('print').addEventListener('click', () => window.print());
  // Hints: capped at a technique of the ladder or kept to chosen ones (hint_techniques.js), nudging first if asked.
  $('hint-nudge').addEventListener('change', () => session.setHintOptions({ nudge: $('hint-nudge').checked }));
  $('regions').addEventListener('input', debounce(() => {
    session.setPuzzle({ regions: $('regions').value.trim().toUpperCase() }, { keepRegionText: true });
  }, 250));
  $('brush').addEventListener('change', showBrush);
  $('paint').addEventListener('click', () => {
    const on = $('paint').getAttribute('aria-pressed') !== 'true';
    if (on) $('rules-panel').open = false;  // (one use of the grid's clicks at a time)
    $('paint').setAttribute('aria-pressed', String(on));
    view.grid.setPainting(on);
    // The brushes take the keypad's place under the grid, where painting happens.
    $('keypad').hidden = on;
    $('brush-palette').hidden = !on;
    if (on) showBrush();
    session.announce(tr.t(on ? 'site.painting_on' : 'site.painting_off'));
  });
  $('reset-regions').addEventListener('click', () => session.setPuzzle({ regions: '' }));  // a jigsaw without a map takes its size's starting map
  $('compare').addEventListener('click', () => compare(session));
  $('animate').addEventListener('click', () => session.animate());
  // The grid, the playback controls and the step text on one screen while the animation is driven.
  followPlayback(session, ['animate', 'play', 'step', 'step-back', 'reset'].map($), $('grid-holder'), $('step-text'));
  // Ctrl+V on the grid reads the clipboard's puzzle as the Puzzle box does
  // (a single character is left to the cell: a digit typed, not a puzzle).
  $('grid-holder').addEventListener('paste', (e) => {
    const text = e.clipboardData ? e.clipboardData.getData('text/plain') : '';
    if (text.trim().length < 2) return;
    e.preventDefault();
    textInput.paste(text);
  });
  // The grid and the status line on one screen when a result is drawn on them.
  followResults(session, ['solve', 'hint', 'apply-hint', 'new-puzzle'].map($), $('grid-holder'), $('status'));
  $('speed').addEventListener('input', () => embed.update());
  view.setSpeed(animationSpeed.rateAt(Number($('speed').value)));

  function syncControls(how) {
    const s = session.state;
    $('play-mode').setAttribute('aria-pressed', String(s.play));
    if (!s.play && $('notes').getAttribute('aria-pressed') === 'true') $('notes').click();
    $('size').value = String(s.size);
    $('layout').value = s.layout;
    // A layout has its own size (9 symbols) and rules: no variant.
    $('size').disabled = $('variant').disabled = !!s.layout;
    Array.from($('variant').options).forEach((o) => { o.disabled = !session.variantFits(o.value, s.size); });
    $('variant').value = s.variant;
    const jigsaw = isJigsaw(s.variant);
    $('regions-panel').hidden = !jigsaw;
    // Rewrite the Regions box only when the map changed elsewhere, so an edit
    // in progress there is not lost when something else changes first.
    if (s.regions !== regionsShown) {
      if (!how.keepRegionText) $('regions').value = s.regions;
      regionsShown = s.regions;
    }
    const brush = $('brush');
    if (brush.options.length !== s.size) {
      brush.textContent = '';
      $('brush-palette').textContent = '';
      for (let v = 1; v <= s.size; v++) {
        brush.appendChild(tinted(option(symbolOf(v), symbolOf(v)), v, s.size));
        $('brush-palette').appendChild(brushButton(v, s.size));
      }
      showBrush();
    }
    if (!jigsaw && $('paint').getAttribute('aria-pressed') === 'true') $('paint').click();
  }

  // A region's colour, as the grid tints it (grid_view.js: the hue of region
  // i of n is i * 360 / n; a complete map's regions are its symbols in order).
  function tinted(el, v, size) {
    el.style.setProperty('--hue', String(Math.round((v - 1) * 360 / size)));
    el.classList.add('region-colour');
    return el;
  }
  // The palette's brush for region `v`, in its colour: the brush the Region menu names.
  function brushButton(v, size) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = symbolOf(v);
    b.setAttribute('role', 'radio');
    b.setAttribute('aria-label', tr.t('site.region_brush', { symbol: symbolOf(v) }));
    b.addEventListener('click', () => { $('brush').value = symbolOf(v); showBrush(); });
    return tinted(b, v, size);
  }
  function showBrush() {
    const chosen = $('brush').value;
    Array.from($('brush-palette').children).forEach((b) => b.setAttribute('aria-checked', String(b.textContent === chosen)));
    $('brush').style.setProperty('--hue', String(Math.round(($('brush').selectedIndex) * 360 / Math.max(1, $('brush').options.length))));
  }

  // Paints `cell` into the region chosen under "Region".
  function paint(cell) {
    const regions = session.state.regions, symbol = $('brush').value;
    if (!isJigsaw(session.state.variant) || regions.charAt(cell) === symbol) return;
    session.setPuzzle({ regions: regions.slice(0, cell) + symbol + regions.slice(cell + 1) }, { announce: false });
  }

  // Loads an example, unless the puzzle changes while its text is read;
  // resolves once it shows (or was overtaken).
  function loadExample(example, opening) {
    const before = session.asked();
    return readLine(example.puzzle, example.layout || '').then((cells) => {
      if (!session.samePuzzle(before)) return null;  // (a search begun meanwhile is stopped by it, as by any change)
      return session.setPuzzle({ cells: cells, layout: example.layout || '', variant: example.variant || 'standard', regions: example.regions || '',
        constraints: [] },
        { announce: false, example: true });
    }).then((made) => {
      if (!made || !session.current(made)) return;
      $('examples').value = String(EXAMPLES.indexOf(example));
      session.sayWithVerdict(tr.t(opening ? 'site.opening' : 'site.example_loaded', { name: exampleName(example) }));  // (shown now: the verdict follows)
    });
  }

  // The puzzle read from the text, in the status line ("Read a Samurai puzzle:
  // 92 givens."), with the other ways the text reads (reading.alternatives).
  function describeReading(cells, layout, reading) {
    const givens = cells.filter((v) => v).length;
    const layoutName = (id) => tr.lib('layout.' + id, session.layoutById(id).name);
    const sentences = [layout ? tr.t('site.read_layout', { layout: layoutName(layout), n: givens })
      : tr.t('site.read_square', { size: Math.round(Math.sqrt(cells.length)), n: givens })];
    if (reading.squareConflicts) sentences.push(tr.t('site.read_square_conflicts'));
    if (reading.constraints && reading.constraints.length) sentences.push(tr.t('site.read_rules', { n: reading.constraints.length }));
    const others = reading.alternatives.map((a) => (a.layout ? layoutName(a.layout) : tr.t('site.a_square_grid')));
    // (named one after the other: "a and b and c")
    if (others.length) sentences.push(tr.t(others.length > 1 ? 'site.read_also_many' : 'site.read_also_one',
      { layouts: others.reduce((first, last) => tr.t('list.pair', { first: first, last: last })) }));
    return sentences.join(' ');
  }
  // The text's reading as `layout` ('' a square grid), while the grid still shows one of its readings.
  let readings = null;  // {layout, cells, others: [{layout, cells}]}
  function otherReading(layout) {
    if (!readings || session.state.layout !== readings.layout || session.line() !== lineOf(readings.cells)) return null;
    const other = readings.others.find((r) => r.layout === layout);
    if (!other) return null;
    const order = (r) => (r.layout ? session.catalog.layouts.findIndex((l) => l.id === r.layout) : Infinity);  // the menu's, a square grid last
    readings = { layout: other.layout, cells: other.cells,
      others: readings.others.filter((r) => r !== other).concat([{ layout: readings.layout, cells: readings.cells }]).sort((a, b) => order(a) - order(b)) };
    return other;
  }

  // The cells of a puzzle line of a layout ('' for a square grid), as the library reads them.
  function readLine(line, layout) {
    return session.readText(line, layout).then((r) => {
      if (!r.cells) throw new Error(r.error.message);
      return r.cells;
    });
  }

  // The solution limit for All solutions: a whole number, 0 or empty for none (null when it is not one).
  function readLimit() {
    const text = $('limit').value.trim(), limit = Number(text);
    if (text === '') return 0;
    if (!Number.isInteger(limit) || limit < 0) {
      session.announce(tr.t('site.bad_limit'));
      return null;
    }
    return limit;
  }

  // `ready` once the first puzzle shows and the Layout menu is filled (the
  // layouts come from `quick` after the first solve can start).
  // (after the Language menu's reload, the link loaded says the page changed language)
  const switched = languageSwitched();
  const shown = loadLink(session, openingLink(share.current()), switched ? tr.t('site.language_switched') : undefined)
    .then((loaded) => (loaded ? null : loadExample(EXAMPLES[0], true)));
  shown.then(() => {  // Solve works from here (scripts/bench's first solve)
    document.querySelectorAll('main [inert]').forEach((part) => { part.inert = false; });
    document.body.classList.add('shown');
  });
  Promise.all([shown, session.layouts().catch(() => {})]).then(() => {
    document.body.classList.add('ready');
  });
}

function fillMenus(catalog) {
  const examples = $('examples');
  examples.appendChild(option('', tr.t('site.choose_example')));
  const groups = new Map();
  EXAMPLES.forEach((example, i) => {
    if (!groups.has(example.group)) {
      const group = document.createElement('optgroup');
      group.label = GROUPS[example.group] ? tr.t('example.group.' + GROUPS[example.group]) : example.group;
      examples.appendChild(group);
      groups.set(example.group, group);
    }
    groups.get(example.group).appendChild(option(String(i), exampleName(example)));
  });
  catalog.sizes.forEach((s) => $('size').appendChild(option(String(s.size), s.size + 'x' + s.size)));
  catalog.variants.forEach((v) => $('variant').appendChild(option(v.id, tr.lib('variant.' + v.id, v.name))));
  $('layout').appendChild(option('', tr.t('site.square_grid')));
  session.layouts().then((list) => {
    list.forEach((l) => $('layout').appendChild(option(l.id, tr.lib('layout.' + l.id, l.name))));
    $('layout').value = session.state.layout;
  }, () => {});  // (a layout link that cannot open says why)
}

/** An example's name in the reader's language. */
function exampleName(example) {
  return example.key ? tr.t('example.' + example.key) : example.name;
}

// The language the page opens in: the link's ?lang= (a help page's "Back to
// the solver" says its own), kept as the menu keeps a choice; else the
// Language menu's last choice, if it is one of the page's (or PSEUDO); else
// the first of the browser's it speaks.
function chosenLanguage() {
  const offered = (code) => code === PSEUDO || LANGUAGES.some((l) => l.code === code);
  const linked = new URLSearchParams(location.search).get('lang');
  if (offered(linked)) {
    try { localStorage.setItem(LANGUAGE_KEY, linked); } catch (e) { /* not kept: the link still says it */ }
    return linked;
  }
  let chosen = null;
  try { chosen = localStorage.getItem(LANGUAGE_KEY); } catch (e) { /* no storage (a file: page in some browsers) */ }
  if (offered(chosen)) return chosen;
  return pickLanguage(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]);
}

// The Language menu: each language named in itself. A choice is kept (in
// localStorage) and the page loaded again in it, the puzzle with it: the
// page keeps its puzzle, layout, variant, regions and algorithm in its link
// (share.js), which the page reads again as it loads (links.js). What the
// session found (solutions, a hint, a comparison) is found again on asking.
function offerLanguages(menu) {
  LANGUAGES.forEach((l) => {
    // (the names are the same in every language: the test language marks them as seen to)
    const o = option(l.code, tr.lang === PSEUDO ? '⟦' + l.name + '⟧' : l.name);
    o.lang = l.code;
    menu.appendChild(o);
  });
  menu.value = tr.lang;  // (none for PSEUDO, which the menu does not offer)
  menu.addEventListener('change', () => {
    const code = menu.value;
    try {
      localStorage.setItem(LANGUAGE_KEY, code);
    } catch (e) {
      // Not kept: loaded again, the page would open in the same language.
      menu.value = tr.lang;
      loadTranslator(code).then((chosen) => {
        const words = chosen.t('site.language_not_kept');
        if (session) session.announce(words);
        else $('status').textContent = words;
      });
      return;
    }
    keepPuzzle();
    // Loaded again, the page says it changed language (not that it loaded a link).
    try { sessionStorage.setItem(LANGUAGE_SWITCHED_KEY, code); } catch (e) { /* it says it loaded the link */ }
    // Loaded again without a link's ?lang=, which would win over the choice.
    if (new URLSearchParams(location.search).has('lang')) location.replace(location.href.replace(/\?[^#]*/, ''));
    else location.reload();
  });
}

// Whether this load is the Language menu's reload into the page's language (read once).
// The link the page opens: its fragment's; without one, a puzzle string of
// the Interactive Sudoku Solver given as ISS's own links give it (?q=...).
function openingLink(fromFragment) {
  if (fromFragment.error || fromFragment.state) return fromFragment;
  let q = null;
  try { q = new URLSearchParams(location.search).get('q'); } catch (e) { q = null; }
  return q ? { state: { iss: q, algorithm: '' } } : fromFragment;
}

function languageSwitched() {
  let switched = null;
  try {
    switched = sessionStorage.getItem(LANGUAGE_SWITCHED_KEY);
    sessionStorage.removeItem(LANGUAGE_SWITCHED_KEY);
  } catch (e) { /* no storage: the link's own words */ }
  return switched !== null && switched === tr.lang;
}

function option(value, text) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  return o;
}

function debounce(fn, wait) {
  let timer = 0;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, wait);
  };
}
