// What the site and the widget show of a session (session.js) the same way:
// the grid (grid_view.js) with its highlights, the status line, the
// counters, the animation's step text, the problems list, the Solutions
// panel, and the controls both have (Algorithm, Solve, All solutions, Play,
// Step, Reset, Speed, Hint, Apply hint, Rate, Stop, Undo, Redo and their keys; in
// play mode the player's tools: Notes, Check, the timer). Elements are found by id in
// the page or in the widget's shadow root; a control that is missing is
// simply not wired. The site (site.js) and the widget add their own parts.
import { createGridView } from './grid_view.js';
import { createSolutionsPanel } from './solutions_panel.js';
import { animationSpeed } from './animation_speed.js';
import { createPlayTimer } from './play_timer.js';
import { showRules } from './constraint_words.js';

const MAX_LISTED_PROBLEMS = 8;

/**
 * Wires `session` to the elements `$(id)` returns. options: {onPaint(cell),
 * allLimit(): the limit for All solutions (default none)}. Returns {grid,
 * setSpeed(rate), updateAlgorithm(), showTools(): shows play mode's tools
 * again, after the view set whether it wants them (#player-tools's
 * data-unwanted), relabel(): its own words again in the session's language
 * (session.tr) once it changed}. Everything it writes is in that language.
 */
export function bindSessionView(session, $, options) {
  options = options || {};
  let pencil = false;  // typing rules candidates out (and back in) instead of entering digits
  let notes = false;   // typing writes the reader's own pencil marks (play mode)
  const grid = createGridView($('grid-holder'), $('keypad'), {
    tr: () => session.tr,
    onEdit: (cell, value) => (pencil ? value && session.toggleCandidate(cell, value)
      : notes && session.state.play ? session.toggleNote(cell, value) : session.edit(cell, value)),
    onPaint: (cell) => { if (options.onPaint) options.onPaint(cell); },
  });
  const on = (id, type, fn) => { if ($(id)) $(id).addEventListener(type, fn); };

  // ---- What the session says ---------------------------------------------------

  session.on('shape', (e) => grid.setShape({ size: e.shape.size, regionOf: e.shape.regionOf, tinted: e.shape.tinted, special: e.shape.special,
    layout: e.shape.layout }));
  session.on('grid', (e) => {
    // A new size or layout is drawn at once, before its houses come.
    const layout = session.layoutInfo();
    if (layout && grid.layoutId !== layout.id) grid.setShape({ size: layout.symbols, layout: layout });
    else if (!layout && (grid.size !== session.state.size || grid.layoutId)) {
      grid.setShape({ size: session.state.size, regionOf: new Array(session.state.size ** 2).fill(0) });
    }
    grid.setPossibilities(null);  // (a view of where solutions differ lasts until the grid is drawn again)
    grid.show(e.givens, e.overlay, e.entries);
  });
  session.on('possibilities', (e) => grid.setPossibilities(e.tally));
  session.on('notes', (e) => grid.setNotes(e.masks));
  session.on('cell', (e) => grid.setCell(e.cell, e.value, e.kind));
  session.on('flash', (e) => grid.flash(e.cell, e.name));
  session.on('marks', (e) => { if (e.name) grid.mark(e.name, e.cells); else grid.clearMarks(); });
  session.on('status', (e) => { $('status').textContent = e.text; sayOnce(); });
  session.on('counters', (e) => showCounters($('counters'), e.rows));
  session.on('step', (e) => { $('step-text').textContent = e.text; });
  session.on('problems', (e) => {
    const list = $('problems');
    list.textContent = '';
    const items = e.list.slice(0, MAX_LISTED_PROBLEMS).map((p) => p.text);
    if (e.list.length > MAX_LISTED_PROBLEMS) items.push(session.tr.t('problems.more', { n: e.list.length - MAX_LISTED_PROBLEMS }));
    items.forEach((text) => {
      const li = document.createElement('li');
      li.textContent = text;
      list.appendChild(li);
    });
    sayOnce();
  });
  // Each problem is said once: the one the status line says is not listed under it again.
  function sayOnce() {
    const said = $('status').textContent;
    Array.from($('problems').children).forEach((li) => { li.hidden = li.textContent === said; });
  }
  session.on('operation', (e) => {
    $('stop').disabled = !e.name;
    if (e.name) $('grid-holder').setAttribute('aria-busy', 'true');
    else $('grid-holder').removeAttribute('aria-busy');
  });
  session.on('playing', (e) => { if ($('play')) $('play').textContent = session.tr.t(e.on ? 'widget.button.pause' : 'widget.button.play'); });
  session.on('hint', (e) => {
    const step = e.hint && e.hint.step;
    // Circles alone: a forcing chain's forced placements, or 3D Medusa's two colours (class "a" and "b").
    const circles = !step ? null : step.forced.length ? step.forced
      : step.coloured[0].map((p) => ({ cell: p.cell, value: p.value, kind: 'a' }))
        .concat(step.coloured[1].map((p) => ({ cell: p.cell, value: p.value, kind: 'b' })));
    grid.setChain(step ? step.chain : null, circles);
    grid.setStruck(step ? step.eliminations : null);  // (crossed out where the candidates are on show)
  });
  session.on('hint', (e) => {
    if ($('apply-hint')) $('apply-hint').hidden = !e.hint || !e.hint.step || !(e.hint.step.placements.length || e.hint.step.eliminations.length);
  });
  session.on('candidates', (e) => grid.setCandidates(e.masks, e.struck));
  session.on('puzzle', () => updateAlgorithm());
  // The rules beyond the houses: drawn over the grid, and said under it.
  const drawOf = (kind) => { const k = session.constraintKindById(kind); return k ? k.draw : ''; };
  session.on('puzzle', () => {
    grid.setConstraints(session.state.constraints, drawOf);
    if ($('rules')) showRules($('rules'), session);
  });
  // Back has a step to go back to only in the animation on show: anything
  // drawn over it or changed under it (each comes with one of these) ends it.
  ['grid', 'counters', 'operation', 'hint', 'puzzle'].forEach((type) => session.on(type, updateBack));

  if ($('solutions-panel')) {
    createSolutionsPanel({
      panel: $('solutions-panel'), verdict: $('verdict'), position: $('position'),
      previous: $('previous'), next: $('next'), list: $('solution-list'), number: $('solution-number'),
    }, session);
  }

  // ---- What the reader does -----------------------------------------------------

  const algorithms = $('algorithm');
  // An algorithm's words (name, summary, description) in the reader's language.
  const algorithmWords = (a, part) => session.tr.lib('algorithm.' + a.id + '.' + part, a[part]);
  if (algorithms) {
    session.catalog.algorithms.forEach((a) => {
      const o = document.createElement('option');
      o.value = a.id;
      o.textContent = algorithmWords(a, 'name');
      algorithms.appendChild(o);
    });
    algorithms.addEventListener('change', () => session.setAlgorithm(algorithms.value));
  }
  on('solve', 'click', () => session.solve());
  on('all', 'click', () => { const limit = options.allLimit ? options.allLimit() : 0; if (limit !== null) session.allSolutions(limit); });
  on('play', 'click', () => session.playOrPause());
  on('step', 'click', () => session.step());
  on('step-back', 'click', () => session.stepBack());
  on('reset', 'click', () => session.resetAnimation());
  on('hint', 'click', () => session.hint());
  on('apply-hint', 'click', () => session.applyHint());
  on('rate', 'click', () => session.rate());
  on('stop', 'click', () => session.stop('button'));
  on('speed', 'input', () => setSpeed(animationSpeed.rateAt(Number($('speed').value))));
  // Candidates (pencil marks) on or off, and the pencil that edits them.
  const toggle = (id, fn) => on(id, 'click', () => {
    const now = $(id).getAttribute('aria-pressed') !== 'true';
    $(id).setAttribute('aria-pressed', String(now));
    fn(now);
  });
  toggle('candidates', (now) => {
    session.showCandidates(now);
    if (!now && pencil) $('pencil').click();
  });
  toggle('pencil', (now) => {
    pencil = now;
    if (now && $('candidates').getAttribute('aria-pressed') !== 'true') $('candidates').click();
    session.announce(session.tr.t(now ? 'pencil.on' : 'pencil.off'));
  });
  // The player's tools, shown in play mode.
  toggle('notes', (now) => {
    notes = now;
    session.announce(session.tr.t(now ? 'play.notes_on' : 'play.notes_off'));
  });
  on('check', 'click', () => session.checkEntries());
  on('possibilities', 'click', () => session.showPossibilities());
  if ($('timer')) createPlayTimer({ clock: $('timer'), toggle: $('timer-toggle') }, session);
  // (shown in play mode, unless the view does not want them: a widget whose controls leave out `tools`)
  const showTools = () => { if ($('player-tools')) $('player-tools').hidden = !session.state.play || $('player-tools').dataset.unwanted === 'true'; };
  session.on('puzzle', showTools);
  on('undo', 'click', () => session.undo());
  on('redo', 'click', () => session.redo());
  session.on('history', (e) => {
    if ($('undo')) $('undo').disabled = !e.undo;
    if ($('redo')) $('redo').disabled = !e.redo;
  });
  $('grid-holder').getRootNode().addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && session.busy) session.stop('button');
    // Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes (Cmd on a Mac); text fields keep their own undo.
    const target = event.composedPath()[0];
    if (!(event.ctrlKey || event.metaKey) || event.altKey || /^(INPUT|TEXTAREA|SELECT)$/.test(target && target.tagName)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      if (key === 'y' || event.shiftKey) session.redo();
      else session.undo();
    }
  });

  // The algorithm menu (its entries named in the reader's language, again
  // after the language changed), its description and which buttons it allows.
  function updateAlgorithm() {
    const a = session.algorithmById(session.state.algorithm);
    if (!a) return;
    if (algorithms) {
      Array.from(algorithms.options).forEach((o) => {
        const entry = session.algorithmById(o.value);
        const name = entry ? algorithmWords(entry, 'name') : o.textContent;
        if (o.textContent !== name) o.textContent = name;
      });
      algorithms.value = a.id;
    }
    const can = session.capabilities();
    // Plain words first; how it works a click away (the site's "How it works").
    const summary = algorithmWords(a, 'summary');
    if ($('algorithm-description')) {
      $('algorithm-description').textContent = !can.fits ? session.tr.t('view.algorithm_sizes', { summary: summary, min: a.minSize, max: a.maxSize })
        : !can.rules ? session.tr.t('view.algorithm_no_rules', { summary: summary }) : summary;
      if ($('algorithm-technical')) $('algorithm-technical').textContent = algorithmWords(a, 'description');
    } else if (algorithms) {
      algorithms.title = summary;
    }
    if ($('solve')) $('solve').disabled = !can.solve;
    if ($('all')) $('all').disabled = !can.all;
    ['animate', 'play', 'step', 'reset'].forEach((id) => { if ($(id)) $(id).disabled = !can.animate; });
    updateBack();
  }
  function updateBack() {
    if ($('step-back')) $('step-back').disabled = !session.capabilities().animate || !session.canStepBack;
  }

  let speed = 0;  // the speed set last (0: none yet)
  /** Sets the animation's speed (steps a second) and the slider and text that show it. */
  function setSpeed(rate) {
    speed = rate;
    session.setRate(rate);
    if ($('speed')) {
      $('speed').value = String(animationSpeed.positionOf(rate));
      $('speed-text').textContent = animationSpeed.describe(session.tr, rate);
      $('speed').setAttribute('aria-valuetext', $('speed-text').textContent);
    }
    return rate;
  }

  /**
   * Words what this view wrote itself in the reader's language again
   * (session.tr, after it changed): the algorithm's, the grid's names, the
   * Play button and the speed; the status and results say the new language
   * from their next change.
   */
  function relabel() {
    updateAlgorithm();
    grid.relabel();
    if ($('play')) $('play').textContent = session.tr.t(session.playing ? 'widget.button.pause' : 'widget.button.play');
    if (speed) setSpeed(speed);
  }

  updateAlgorithm();
  return { grid: grid, setSpeed: setSpeed, updateAlgorithm: updateAlgorithm, showTools: showTools, relabel: relabel };
}

/** rows: [[name, text], ...] as a definition list. */
function showCounters(dl, rows) {
  dl.textContent = '';
  rows.forEach((row) => {
    const div = document.createElement('div');
    const dt = document.createElement('dt');
    const dd = document.createElement('dd');
    dt.textContent = row[0];
    dd.textContent = row[1];
    div.appendChild(dt);
    div.appendChild(dd);
    dl.appendChild(div);
  });
}
