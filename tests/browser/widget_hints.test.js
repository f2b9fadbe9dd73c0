// A teacher's widget (issue 29): `hints` keeps Hint to the techniques a
// class has learned, so Hint and Apply hint, repeated, use only those and
// then say where to guess; Rate names the puzzle's level, hardest step and
// steps in the status line. Screenshots of a widget to play with Rate, on
// a phone and a wide screen: build/screenshots/widget-rate-*.png.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useWidgetPages, writeWidgetPage, openPage, widget, button, status, statusMatching, events, screenshot } = require('./support/widget');
const { sudoku } = require('../js/support/library');

const env = useWidgetPages();
// Singles take it to an X-Wing on 4; after it none of the three applies.
const PUZZLE = '....1...76...7..9..59...38......6...23....76..7.13..5....9.........52.7.8..3....5';
const CHOSEN = ['naked_single', 'hidden_single', 'x_wing'];

test('hints="naked_single hidden_single x_wing": Hint and Apply hint use only those, reach an X-Wing, then say to guess', async () => {
  const api = await sudoku();
  const names = CHOSEN.map((id) => api.techniques().find((t) => t.id === id).name);
  writeWidgetPage(env, 'hints.html', [{ id: 'class', mode: 'play', puzzle: PUZZLE, hints: CHOSEN.join(' ') }]);
  const { page, errors } = await openPage(env, env.fileUrl('hints.html'));
  const w = widget(page, '#class');
  assert.equal(await w.evaluate((el) => el.hints), CHOSEN.join(' '));
  const used = [];
  for (let i = 0; i < 100; i++) {
    await button(w, 'Hint').click();
    // Until the hint comes the status still says what the last Apply hint did
    // (before the first, play mode's "Fill in the grid: N cells to go.").
    const said = await statusMatching(w, /^(?!Looking for the next step|Placed |Ruled out |Fill in the grid)/);
    if (/^None of the chosen techniques applies: guess r\dc\d, one of [\d, ]+\.$/.test(said)) break;
    const technique = names.find((name) => said.startsWith(name + ':') || said.startsWith(name + ' on '));
    assert.ok(technique, `hint ${i + 1} uses a chosen technique: ${said}`);
    used.push(technique);
    await button(w, 'Apply hint').click();
    await statusMatching(w, /^(Placed|Ruled out) /);
  }
  assert.match(await status(w).textContent(), /^None of the chosen techniques applies: guess /);
  assert.equal(used[used.length - 1], 'X-Wing', 'the last step before the guess is the X-Wing');
  assert.ok(used.filter((t) => t !== 'X-Wing').length >= 20, `singles first: ${used.join(', ')}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('hints names what the ladder lacks: a problem in words and a sudoku-error; the rest is kept', async () => {
  const api = await sudoku();
  const rungs = api.techniques().filter((t) => t.score > 0).map((t) => t.id);
  writeWidgetPage(env, 'bad-hints.html', [{ id: 'bad', mode: 'play', puzzle: PUZZLE, hints: 'Naked-Single fish' }]);
  const { page, errors } = await openPage(env, env.fileUrl('bad-hints.html'));
  const w = widget(page, '#bad');
  const problem = `hints: "fish" is not one of ${rungs.join(', ')}; left out.`;
  assert.equal(await status(w).textContent(), 'Widget options: ' + problem);
  assert.deepEqual((await events(page)).filter((e) => e.type === 'error').map((e) => [e.detail.code, e.detail.message]), [['bad_option', problem]]);
  assert.equal(await w.evaluate((el) => el.hints), 'naked_single');
  // Set as a property (a list), the attribute follows; up-to: keeps to a prefix of the ladder.
  assert.equal(await w.evaluate(async (el) => { el.hints = ['hidden_single', 'x_wing']; await el.ready; return el.getAttribute('hints'); }),
    'hidden_single x_wing');
  await w.evaluate(async (el) => { el.hints = 'up-to:naked_single'; await el.ready; });
  await button(w, 'Hint').click();
  await statusMatching(w, /^Naked single: /);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Rate says the puzzle\'s level, hardest step and steps; shown in play mode, asked for elsewhere; looked at on a phone and a wide screen', async () => {
  const api = await sudoku();
  const r = api.rate(PUZZLE);
  const hardest = api.techniques().find((t) => t.id === r.hardest).name;
  writeWidgetPage(env, 'rate.html', [
    { id: 'to-play', mode: 'play', puzzle: PUZZLE },
    { id: 'to-solve', puzzle: PUZZLE },
    { id: 'asked', puzzle: PUZZLE, controls: 'solve rate' },
  ], { before: '<style>body { margin: 16px; font-family: Georgia, serif } sudoku-solver { display: block; margin-bottom: 24px }</style>' });
  const { page, errors } = await openPage(env, env.fileUrl('rate.html'), { widgets: 3, viewport: { width: 390, height: 900 } });
  const play = widget(page, '#to-play');
  assert.equal(await button(play, 'Rate').isVisible(), true, 'a widget to play has Rate');
  assert.equal(await button(widget(page, '#to-solve'), 'Rate').isVisible(), false, 'a solver widget does not, unless asked');
  await button(play, 'Rate').click();
  await statusMatching(play, new RegExp(`^This puzzle is rated ${r.level} \\(hardest step: ${hardest}; ${r.steps} steps\\)\\.$`));
  assert.ok(api.levels().some((l) => l.id === r.level));
  await screenshot(play, 'widget-rate-phone');
  const asked = widget(page, '#asked');
  await button(asked, 'Rate').click();
  await statusMatching(asked, /^This puzzle is rated /);
  // The reader's digits are not the puzzle: after one, Rate still rates the givens.
  await play.getByRole('gridcell', { name: /^Row 1, column 1(,|$)/ }).click();
  await page.keyboard.press('9');
  await button(play, 'Rate').click();
  await statusMatching(play, new RegExp(`^This puzzle is rated ${r.level} `));
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(play, 'widget-rate-wide');
  assert.deepEqual(errors, []);
  await page.close();
});
