// The widget as a Web Components developer expects it to behave: typed
// properties that return their effective values and set their attributes;
// ::part() names a page can style; --sudoku-* custom properties that theme
// it (and nothing else of the page's reaching in); kept state when the
// element is moved in the DOM; prefixed events (sudoku-solved, ...) with
// their old names as deprecated aliases (but no unprefixed `error`); and a custom-elements.json beside
// sudoku-widget.js that lists exactly what the element has and fires.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const {
  useWidgetPages, writePage, addWidget, openPage, widget, button, gridLine, statusMatching, status, eventually, screenshot,
} = require('./support/widget');

const env = useWidgetPages();
const TEN_SOLUTIONS = '...........2..3....4.15..6......7....2.41...89.....41..6.58.1..2.......55..3...86';
const FIRST_SOURCE = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34';
const SMALL = '.....3.4....143.';

test('properties return their effective values, typed, and setting one sets its attribute', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await addWidget(page, { id: 'typed' });
  const w = widget(page, '#typed');
  const props = () => w.evaluate((el) => ({
    puzzle: el.puzzle, size: el.size, variant: el.variant, regions: el.regions, algorithm: el.algorithm,
    mode: el.mode, speed: el.speed, controls: el.controls, theme: el.theme, readOnly: el.readOnly,
  }));
  assert.deepEqual(await props(), {
    puzzle: '', size: 9, variant: 'standard', regions: '', algorithm: 'fast', mode: 'solve', speed: 20,
    controls: ['algorithm', 'solve', 'stop'], theme: 'auto', readOnly: false,
  }, 'no attributes: the defaults');

  // Setting a property sets the attribute (as text); the property reads it back typed.
  const set = (values) => w.evaluate((el, values) => {
    Object.assign(el, values);
    return Object.fromEntries(['mode', 'speed', 'size', 'controls', 'readonly', 'variant', 'regions'].map((a) => [a, el.getAttribute(a)]));
  }, values);
  assert.deepEqual(await set({ mode: 'animate', speed: 250, size: 16, controls: ['solve', 'stop'], readOnly: true, variant: 'X+Jigsaw', regions: 'ab' }),
    { mode: 'animate', speed: '250', size: '16', controls: 'solve stop', readonly: '', variant: 'X+Jigsaw', regions: 'ab' });
  assert.deepEqual(await props(), {
    puzzle: '', size: 16, variant: 'jigsaw,x', regions: 'AB', algorithm: 'naive', mode: 'animate', speed: 250,
    controls: ['solve', 'stop'], theme: 'auto', readOnly: true,
  });
  assert.equal(await w.evaluate((el) => typeof el.speed + typeof el.size + typeof el.readOnly), 'numbernumberboolean');

  // null (or false) removes the attribute: back to the defaults, which depend on the mode.
  assert.deepEqual(await set({ speed: null, size: undefined, controls: null, readOnly: false, variant: null, regions: null }),
    { mode: 'animate', speed: null, size: null, controls: null, readonly: null, variant: null, regions: null });
  assert.deepEqual(await w.evaluate((el) => [el.speed, el.size, el.controls, el.readOnly]), [20, 9, ['algorithm', 'animate', 'speed', 'stop'], false]);
  assert.deepEqual(await w.evaluate((el) => { el.controls = 'hint  keypad'; return el.controls; }), ['hint', 'keypad']);
  assert.deepEqual(await w.evaluate((el) => { el.controls = []; return [el.getAttribute('controls'), el.controls]; }), ['', []]);
  assert.deepEqual(await w.evaluate((el) => { el.setAttribute('readonly', 'false'); return el.readOnly; }), false);

  // What the widget refuses reads as what it uses instead; the catalog (loaded by now) checks sizes and algorithms.
  await w.evaluate((el) => { el.mode = 'fly'; el.speed = 'fast'; el.size = '26'; el.theme = 'neon'; el.algorithm = 'nope'; el.controls = null; });
  assert.deepEqual(await props(), {
    puzzle: '', size: 9, variant: 'standard', regions: '', algorithm: 'fast', mode: 'solve', speed: 20,
    controls: ['algorithm', 'solve', 'stop'], theme: 'auto', readOnly: false,
  });
  await w.evaluate((el) => el.ready);
  assert.equal(await status(w).textContent(), 'Widget options: 5 problems, listed below.');
  assert.match((await w.locator('#problems li').allTextContents()).join('\n'), /^mode "fly" [^]*\nalgorithm "nope" is not one of/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('::part names let the page style the grid, the cells by state, the keypad, the buttons and the lines', async () => {
  writePage(env, 'parts.html', `<!DOCTYPE html><meta charset="utf-8"><title>Parts</title>
<style>
  sudoku-solver::part(widget) { border-radius: 0; border-width: 4px; }
  sudoku-solver::part(grid) { border-color: rgb(0, 0, 200); }
  sudoku-solver::part(cell) { font-family: monospace; }
  sudoku-solver::part(given) { color: rgb(200, 0, 0); }
  sudoku-solver::part(cell conflict) { background: rgb(255, 0, 255); }
  sudoku-solver::part(selected) { box-shadow: none; }
  sudoku-solver::part(button) { border-radius: 0; }
  sudoku-solver::part(key) { background: rgb(0, 100, 0); }
  sudoku-solver::part(primary) { background: rgb(120, 0, 120); }
  sudoku-solver::part(status) { font-style: italic; }
  sudoku-solver::part(counters) { font-size: 10px; }
  sudoku-solver::part(keypad) { gap: 1px; }
  /* Class names and element selectors are the widget's own: these change nothing. */
  sudoku-solver .cell, .given, button { color: rgb(0, 255, 0) !important; }
</style>
<script src="sudoku-widget.js"></script>
<sudoku-solver id="parts" mode="play" controls="solve hint keypad" puzzle="${SMALL}"></sudoku-solver>`);
  const { page, errors } = await openPage(env, env.fileUrl('parts.html'));
  const w = widget(page, '#parts');
  const style = (selector, property) => w.locator(selector).first().evaluate((el, p) => getComputedStyle(el)[p], property);
  assert.equal(await w.getByRole('grid').getAttribute('part'), 'grid');
  assert.equal(await style('.widget', 'borderRadius'), '0px');
  assert.equal(await style('.widget', 'borderTopWidth'), '4px');
  assert.equal(await style('.grid', 'borderTopColor'), 'rgb(0, 0, 200)');
  assert.equal(await style('.cell.given', 'color'), 'rgb(200, 0, 0)');
  assert.match(await style('.cell:not(.given)', 'fontFamily'), /monospace/);
  assert.equal(await style('.keypad button', 'backgroundColor'), 'rgb(0, 100, 0)');
  assert.equal(await style('.keypad button', 'borderRadius'), '0px');
  assert.equal(await style('button.primary', 'backgroundColor'), 'rgb(120, 0, 120)');
  assert.equal(await style('.status', 'fontStyle'), 'italic');
  assert.equal(await style('.keypad', 'columnGap'), '1px');
  assert.notEqual(await style('button.primary', 'color'), 'rgb(0, 255, 0)');

  // A cell's parts follow its state: a conflict typed in, then taken back.
  await w.getByRole('gridcell', { name: /^Row 1, column 1(,|$)/ }).click();
  assert.equal(await w.getByRole('gridcell', { name: /^Row 1, column 1(,|$)/ }).getAttribute('part'), 'cell selected');
  await page.keyboard.press('3');
  await statusMatching(w, /appears twice/);
  assert.equal(await style('.cell.conflict.given', 'backgroundColor'), 'rgb(255, 0, 255)');
  assert.equal(await w.locator('.cell.conflict.given').getAttribute('part'), 'cell given conflict');
  await page.keyboard.press('Backspace');
  await eventually(async () => assert.equal(await w.locator('[part~=conflict]').count(), 0));
  assert.equal(await w.locator('[part~=given]').count(), 5);
  assert.deepEqual(errors, []);
  await page.close();
});

const THEMED = `<!DOCTYPE html><meta charset="utf-8"><title>Theming</title>
<style>
  body { background: #f4efe6; font-family: Georgia, serif; }
  /* The page's own custom properties, named as the widget's internal ones: they stay out. */
  :root { --panel: red; --accent: red; --cell: red; }
  #themed {
    --sudoku-panel: rgb(255, 248, 225);
    --sudoku-accent: rgb(0, 121, 107);
    --sudoku-accent-text: rgb(255, 255, 255);
    --sudoku-cell: rgb(255, 253, 245);
    --sudoku-given: rgb(62, 39, 35);
    --sudoku-solver: rgb(0, 121, 107);
    --sudoku-thick: rgb(93, 64, 55);
    --sudoku-line: rgb(188, 170, 164);
    --sudoku-border: rgb(188, 170, 164);
    --sudoku-font: Georgia, "DejaVu Serif", serif;
  }
  #themed::part(widget) { border-radius: 0; box-shadow: 0 2px 8px rgb(0 0 0 / 0.2); }
  #themed::part(given) { font-weight: 400; }
  #themed::part(button) { border-radius: 999px; }
  #themed::part(status) { font-style: italic; }
  #scheme { --sudoku-panel: light-dark(rgb(1, 2, 3), rgb(4, 5, 6)); }
  #inside { --panel: green; }
</style>
<script src="sudoku-widget.js"></script>
<div style="width: 720px"><sudoku-solver id="themed" puzzle="${FIRST_SOURCE}"></sudoku-solver></div>
<sudoku-solver id="scheme" theme="dark" controls="none" size="4"></sudoku-solver>
<sudoku-solver id="inside" controls="none" size="4"></sudoku-solver>`;

test('--sudoku-* custom properties on the element theme it; the page\'s other custom properties stay out', async () => {
  writePage(env, 'themed.html', THEMED);
  const { page, errors } = await openPage(env, env.fileUrl('themed.html'), { widgets: 3, colorScheme: 'light' });
  const w = widget(page, '#themed');
  const style = (which, selector, property) => widget(page, which).locator(selector).first().evaluate((el, p) => getComputedStyle(el)[p], property);
  assert.equal(await style('#themed', '.widget', 'backgroundColor'), 'rgb(255, 248, 225)');
  assert.equal(await style('#themed', 'button.primary', 'backgroundColor'), 'rgb(0, 121, 107)');
  assert.equal(await style('#themed', '.cell.given', 'color'), 'rgb(62, 39, 35)');
  assert.equal(await style('#themed', '.cell', 'backgroundColor'), 'rgb(255, 253, 245)');
  assert.match(await style('#themed', '.widget', 'fontFamily'), /^Georgia/);
  assert.equal(await style('#themed', 'button', 'borderRadius'), '999px');
  // light-dark() in a page's value follows the widget's theme, as the defaults do.
  assert.equal(await style('#scheme', '.widget', 'backgroundColor'), 'rgb(4, 5, 6)');
  // Unprefixed names (the page's :root, or the element's own) are the widget's internals: no effect.
  assert.equal(await style('#inside', '.widget', 'backgroundColor'), 'rgb(255, 255, 255)');
  assert.equal(await style('#inside', '.cell', 'backgroundColor'), 'rgb(255, 255, 255)');

  await button(w, 'Solve').click();
  await statusMatching(w, /^Solved by Fast solver/);
  assert.equal(await style('#themed', '.cell.solver', 'color'), 'rgb(0, 121, 107)');
  await screenshot(w, 'widget_themed');
  assert.deepEqual(errors, []);
  await page.close();
});

test('moved in the DOM, a widget keeps its solved grid, its status and its Worker; an animation goes on', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await page.evaluate(() => {
    for (const id of ['first', 'second']) document.body.appendChild(Object.assign(document.createElement('div'), { id }));
  });
  await addWidget(page, { id: 'moving', puzzle: TEN_SOLUTIONS }, '#first');
  const w = widget(page, '#moving');
  await button(w, 'Solve').click();
  const solved = await statusMatching(w, /^Solved by Fast solver in .* one of 10 solutions\.$/);
  const line = await gridLine(w);
  assert.ok(!line.includes('.'));
  const workers = page.workers().length;
  assert.equal(workers, 2, 'the shared Worker and the widget\'s own');

  // appendChild elsewhere (disconnected, then connected, in one task), then the newer moveBefore().
  await page.evaluate(() => document.getElementById('second').appendChild(document.getElementById('moving')));
  await page.waitForTimeout(100);
  assert.equal(await gridLine(w), line, 'the solution still shows');
  assert.equal(await status(w).textContent(), solved);
  assert.equal(page.workers().length, workers, 'no Worker let go or started');
  await page.evaluate(() => {
    const el = document.getElementById('moving');
    if (Element.prototype.moveBefore) document.getElementById('first').moveBefore(el, null);
    else document.getElementById('first').append(el);
    el.remove();
    document.body.prepend(el);  // taken out and put back in one task: still a move
  });
  await page.waitForTimeout(100);
  assert.equal(await gridLine(w), line);
  assert.equal(await status(w).textContent(), solved);

  // An animation moved goes on animating, from where it was.
  await w.evaluate((el) => { el.puzzle = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34'; el.algorithm = 'naive'; el.speed = 200; });
  await w.evaluate((el) => el.ready);
  await w.evaluate((el) => el.animate());
  await eventually(async () => assert.ok((await page.evaluate(() => window.__steps.count)) > 5));
  await page.evaluate(() => document.getElementById('second').appendChild(document.getElementById('moving')));
  const before = await page.evaluate(() => window.__steps.last.steps);
  await eventually(async () => assert.ok((await page.evaluate(() => window.__steps.last.steps)) > before + 5));
  assert.equal(await w.evaluate((el) => el.busy), true);
  await statusMatching(w, /^Animating Naive backtracking\.$/);
  await w.evaluate((el) => el.stop());
  assert.deepEqual(errors, []);
  await page.close();
});

test('events are sudoku-solved, sudoku-solution, sudoku-step and sudoku-error, the first three followed by a deprecated alias, and no unprefixed error', async () => {
  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  await page.evaluate(() => {
    window.__seen = [];
    let last = null;
    for (const type of ['sudoku-solved', 'sudoku-solution', 'sudoku-step', 'sudoku-error', 'solved', 'solution', 'step', 'error']) {
      document.addEventListener(type, (e) => {
        // An alias carries the very detail of the event just before it.
        window.__seen.push({ type, composed: e.composed, bubbles: e.bubbles, target: e.target.id, same: e.detail === last });
        last = e.detail;
      });
    }
  });
  await addWidget(page, { id: 'fires', puzzle: '.....3.4....143.', mode: 'bogus', algorithm: 'naive' });
  const w = widget(page, '#fires');
  await w.evaluate((el) => el.solve());
  await w.evaluate((el) => el.solveAll());
  await w.evaluate((el) => el.step());
  const seen = await page.evaluate(() => window.__seen);
  assert.deepEqual(seen.map((e) => e.type), [
    'sudoku-error', 'sudoku-solved', 'solved', 'sudoku-solution', 'solution', 'sudoku-step', 'step',
  ]);
  assert.ok(seen.every((e) => e.composed && e.bubbles && e.target === 'fires'));
  assert.deepEqual(seen.map((e) => e.same), [false, false, true, false, true, false, true]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('custom-elements.json lists exactly the element\'s attributes, properties, methods, events, parts and CSS properties', async () => {
  const manifestFile = path.join(env.dir, 'custom-elements.json');
  assert.ok(fs.existsSync(manifestFile), 'custom-elements.json sits beside sudoku-widget.js');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  assertSchema(manifest);
  const module = manifest.modules[0];
  assert.equal(module.path, 'sudoku-widget.js');
  const element = module.declarations.find((d) => d.customElement && d.tagName === 'sudoku-solver');
  assert.ok(element, 'the declaration of <sudoku-solver>');
  assert.deepEqual(module.exports, [{ kind: 'custom-element-definition', name: 'sudoku-solver', declaration: { name: element.name, module: 'sudoku-widget.js' } }]);
  const names = (list) => list.map((x) => x.name).sort();

  // Attributes: exactly widget_options.js's, each with its property; defaults as a bare element reads them.
  const { ATTRIBUTES } = await import(pathToFileURL(path.resolve(__dirname, '../../web/js/widget_options.js')).href);
  assert.deepEqual(element.attributes.map((a) => a.name), ATTRIBUTES);
  const fields = element.members.filter((m) => m.kind === 'field');
  const methods = element.members.filter((m) => m.kind === 'method');
  for (const a of element.attributes) assert.ok(fields.some((f) => f.name === a.fieldName), `${a.name}: field ${a.fieldName}`);

  const { page, errors } = await openPage(env, env.fileUrl('blank.html'), { widgets: 0 });
  // Every event the element dispatches, by type.
  await page.evaluate(() => {
    window.__dispatched = new Set();
    const dispatch = EventTarget.prototype.dispatchEvent;
    EventTarget.prototype.dispatchEvent = function (event) {
      if (this.localName === 'sudoku-solver') window.__dispatched.add(event.type);
      return dispatch.call(this, event);
    };
  });
  await addWidget(page, { id: 'bare' });
  const bare = widget(page, '#bare');
  const actual = await bare.evaluate((el, fields) => {
    const proto = Object.getPrototypeOf(el);
    const own = Object.getOwnPropertyNames(proto).filter((n) => n !== 'constructor' && !n.startsWith('_') && !/Callback$/.test(n));
    return {
      observed: proto.constructor.observedAttributes,
      values: Object.fromEntries(fields.map((f) => [f, el[f]])),
      own: own.sort(),
      methods: own.filter((n) => typeof Object.getOwnPropertyDescriptor(proto, n).value === 'function'),
      statics: Object.getOwnPropertyNames(proto.constructor).filter((n) => typeof proto.constructor[n] === 'function'),
    };
  }, fields.map((f) => f.name));
  assert.deepEqual(actual.observed, ATTRIBUTES);
  assert.deepEqual(actual.own, names(fields.concat(methods.filter((m) => !m.static))), 'every property and method, and nothing else');
  assert.deepEqual(actual.methods.sort(), names(methods.filter((m) => !m.static)));
  assert.deepEqual(names(methods.filter((m) => m.static)), actual.statics.filter((n) => n !== 'observedAttributes').sort());
  for (const f of fields.filter((f) => 'default' in f)) assert.deepEqual(actual.values[f.name], JSON.parse(f.default), `${f.name} defaults to ${f.default}`);
  for (const a of element.attributes.filter((a) => 'default' in a)) {
    assert.equal([].concat(actual.values[a.fieldName]).join(' '), a.default, `${a.name}="${a.default}" by default`);
  }

  // Events: fire each kind (a bad option, a solve, all solutions, an animation's step).
  await addWidget(page, { id: 'busy', puzzle: TEN_SOLUTIONS, speed: 'fast' });
  const busy = widget(page, '#busy');
  await busy.evaluate((el) => el.solve());
  await busy.evaluate((el) => el.solveAll());
  await busy.evaluate((el) => { el.algorithm = 'naive'; el.removeAttribute('speed'); return el.ready; });
  await busy.evaluate((el) => el.step());
  assert.deepEqual(await page.evaluate(() => [...window.__dispatched].sort()), names(element.events), 'every event fired is listed, and every one listed fires');

  // Parts: every part name in the shadow roots of widgets in every state, and nothing else.
  await addWidget(page, { id: 'play', mode: 'play', variant: 'x', puzzle: '11' + '.'.repeat(79) });
  await busy.evaluate((el) => el.step());  // the animation's current cell
  await eventually(async () => assert.ok(await busy.locator('[part~=current]').count() > 0));
  const parts = await page.evaluate(() => {
    const found = new Set();
    document.querySelectorAll('sudoku-solver').forEach((el) => el.shadowRoot.querySelectorAll('[part]').forEach((p) => p.part.forEach((n) => found.add(n))));
    return [...found].sort();
  });
  assert.deepEqual(parts, names(element.cssParts));

  // CSS properties: every --sudoku-* the widget's stylesheet reads.
  const source = fs.readFileSync(path.join(env.dir, 'sudoku-widget.js'), 'utf8');
  const read = [...new Set(source.match(/--sudoku-[a-z-]+/g))].sort();
  assert.deepEqual(names(element.cssProperties), read);
  assert.deepEqual(errors, []);
  await page.close();
});

// The manifest's shape as schema version 1.0.0 of the custom elements
// manifest has it (a custom element declaration: a class declaration and
// the custom element's own lists): required fields and no unknown ones.
function assertSchema(manifest) {
  const keys = (where, object, required, optional) => {
    for (const k of required) assert.ok(k in object, `${where}: ${k} is required`);
    for (const k of Object.keys(object)) assert.ok(required.includes(k) || optional.includes(k), `${where}: ${k} is not in schema 1.0.0`);
  };
  const type = (where, t) => { if (t) keys(`${where}.type`, t, ['text'], ['references', 'source']); };
  const described = ['summary', 'description'];
  keys('package', manifest, ['schemaVersion', 'modules'], ['readme']);
  assert.equal(manifest.schemaVersion, '1.0.0');
  for (const m of manifest.modules) {
    keys('module', m, ['kind', 'path'], [...described, 'declarations', 'exports']);
    assert.equal(m.kind, 'javascript-module');
    for (const e of m.exports) {
      keys('export', e, ['kind', 'name', 'declaration'], []);
      keys('export.declaration', e.declaration, ['name'], ['package', 'module']);
    }
    for (const d of m.declarations) {
      keys(d.name, d, ['kind', 'name', 'customElement'], [...described, 'superclass', 'mixins', 'members', 'source', 'tagName',
        'attributes', 'events', 'slots', 'cssParts', 'cssProperties', 'demos']);
      assert.equal(d.kind, 'class');
      assert.equal(d.customElement, true);
      for (const a of d.attributes) { keys(`attribute ${a.name}`, a, ['name'], [...described, 'inheritedFrom', 'type', 'default', 'fieldName']); type(a.name, a.type); }
      for (const e of d.events) { keys(`event ${e.name}`, e, ['name', 'type'], [...described, 'inheritedFrom']); type(e.name, e.type); }
      for (const p of d.cssParts) keys(`part ${p.name}`, p, ['name'], described);
      for (const p of d.cssProperties) { keys(`css ${p.name}`, p, ['name'], ['default', ...described]); assert.match(p.name, /^--sudoku-/); }
      for (const member of d.members) {
        if (member.kind === 'field') {
          keys(`field ${member.name}`, member, ['kind', 'name'], [...described, 'type', 'default', 'static', 'privacy', 'inheritedFrom', 'source']);
        } else {
          assert.equal(member.kind, 'method');
          keys(`method ${member.name}`, member, ['kind', 'name'], [...described, 'parameters', 'return', 'static', 'privacy', 'inheritedFrom', 'source']);
          for (const p of member.parameters || []) keys(`${member.name}(${p.name})`, p, ['name'], [...described, 'type', 'default', 'optional']);
          if (member.return) { keys(`${member.name} return`, member.return, [], ['type', 'description']); type(member.name, member.return.type); }
        }
        type(member.name, member.type);
      }
    }
  }
}
