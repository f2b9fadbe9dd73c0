// The site's New puzzle: a puzzle of the level and symmetry chosen on the
// board shown (a jigsaw's regions drawn anew), made in a Worker, with one
// solution, named by a seed that makes it again; a symmetry that does not fit
// the board said so in the status line.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { useSite, openSite, button, field, gridLine, statusMatching, screenshot } = require('./support/site');
const { sudoku } = require('../js/support/library');

const env = useSite();

async function newPuzzle(page, level, symmetry) {
  await button(page, 'New puzzle').waitFor();
  await page.waitForFunction(() => !document.getElementById('new-puzzle').disabled);
  await field(page, 'Level').selectOption({ label: level });
  await field(page, 'Symmetry').selectOption({ label: symmetry });
  await button(page, 'New puzzle').click();
}

test('New puzzle makes one of the level and symmetry chosen, with one solution, and its seed makes it again', async () => {
  const api = await sudoku();
  const { page, errors } = await openSite(env);
  await page.waitForFunction(() => !document.getElementById('new-puzzle').disabled);
  const levels = await field(page, 'Level').locator('option').allTextContents();
  assert.deepEqual(levels, ['Any level', ...api.levels().map((l) => l.id.charAt(0).toUpperCase() + l.id.slice(1))], 'the library\'s levels');
  await newPuzzle(page, 'Medium', 'Rotate 180°');
  const words = await statusMatching(page, /^New medium puzzle: \d+ givens, score \d+, hardest step [^;]+; seed (\d+)\.$/, 30000);
  const line = await gridLine(page);
  assert.equal(api.count(line, { limit: 2 }).count, 1, 'one solution');
  assert.equal(api.rate(line).level, 'medium');
  for (let i = 0; i < 81; i++) assert.equal(line[i] === '.', line[80 - i] === '.', `cell ${i} and its image under a half turn`);
  const seed = Number(/seed (\d+)/.exec(words)[1]);
  assert.equal(api.generate({ seed, level: 'medium', symmetry: 'rotate180' }).puzzle, line, 'the seed makes the same puzzle');
  await screenshot(page, 'new-puzzle');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a jigsaw board New puzzle draws new regions, and a symmetry that does not fit the board is named', async () => {
  const api = await sudoku();
  const { page, errors } = await openSite(env);
  await field(page, 'Size').selectOption({ label: '6x6' });
  await field(page, 'Variant').selectOption('jigsaw');
  await newPuzzle(page, 'Any level', 'No symmetry');
  await statusMatching(page, /^New \w+ puzzle: /, 30000);
  const regions = await page.inputValue('#regions');
  assert.equal(regions.length, 36);
  assert.equal(api.count(await gridLine(page), { regions, limit: 2 }).count, 1, 'one solution in the regions drawn');

  await field(page, 'Layout').selectOption('star');
  await newPuzzle(page, 'Any level', 'Mirror');
  await statusMatching(page, /^No new puzzle: symmetry mirror does not fit this shape/, 30000);
  assert.equal(await page.locator('#new-puzzle').isDisabled(), false, 'the button is back');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Practise: New puzzle makes one whose hardest step is the technique chosen, from the library\'s ladder', async () => {
  const api = await sudoku();
  const { page, errors } = await openSite(env);
  await page.waitForFunction(() => !document.getElementById('new-puzzle').disabled);
  const offered = await field(page, 'Practise').locator('option').evaluateAll((o) => o.map((x) => x.value));
  assert.deepEqual(offered, ['any'].concat(api.techniques().filter((t) => t.practice).map((t) => t.id)));
  assert.ok(offered.includes('death_blossom') && !offered.includes('forcing_net'), 'the rungs practice puzzles are made for');
  await field(page, 'Practise').selectOption('x_wing');
  await newPuzzle(page, 'Any level', 'No symmetry');
  const words = await statusMatching(page, /^New \w+ puzzle: \d+ givens, score \d+, hardest step X-Wing; seed \d+\.$/, 60000);
  const line = await gridLine(page);
  assert.equal(api.rate(line).hardest, 'x_wing', words);
  assert.equal(api.count(line, { limit: 2 }).count, 1);
  assert.deepEqual(errors, []);
  await page.close();
});
