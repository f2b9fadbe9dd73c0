// The site's Embed panel, as a blog author uses it: pick a puzzle and an
// algorithm on the site, choose how the widget behaves, copy the script
// snippet, paste it into a page on another origin: that page shows the same
// puzzle with the same algorithm; the iframe snippet points at embed.html
// with the same options.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const { openSite, field, button: siteButton, statusMatching: siteStatus, gridShows } = require('./support/site');
const { useWidgetPages, writePage, openPage, widget, gridLine, status, button, statusMatching } = require('./support/widget');

const env = useWidgetPages();
const X = '68.9.3.1...914....4.16.2.97...2147....28.6.........26...6.9...18..4.13....3......';

const snippet = (page, name) => page.getByRole('textbox', { name, exact: true }).inputValue();

test('the Embed panel writes snippets for the current puzzle; the copied one works on another origin', async () => {
  const { page, errors } = await openSite(env, { url: env.url + 'index.html' });
  await field(page, 'Examples').selectOption({ label: 'X (both diagonals)' });
  await gridShows(page, X);
  await field(page, 'Algorithm').selectOption({ label: 'Forward checking + MRV' });
  const mode = page.getByRole('combobox', { name: 'Widget mode', exact: true });
  assert.equal(await mode.inputValue(), 'animate');
  await mode.selectOption({ label: 'Solve' });
  await page.getByRole('combobox', { name: 'Widget theme', exact: true }).selectOption({ label: 'Dark' });
  await page.getByRole('checkbox', { name: 'Read-only grid' }).check();

  const script = await snippet(page, 'Script snippet');
  assert.equal(script, `<script src="${env.url}sudoku-widget.js" defer></script>\n` +
    `<sudoku-solver puzzle="${X}" variant="x" algorithm="mrv" theme="dark" readonly></sudoku-solver>`);
  const iframe = await snippet(page, 'Iframe snippet');
  assert.ok(iframe.startsWith(`<iframe src="${env.url}embed.html#puzzle=${X}&amp;variant=x&amp;algorithm=mrv&amp;theme=dark&amp;readonly="`), iframe);
  assert.match(iframe, new RegExp(`event\\.origin !== '${env.url.replace(/\/$/, '')}'`));

  await env.browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy script snippet', exact: true }).click();
  await siteStatus(page, /^Script snippet copied\./);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, script);

  // A blog post on the other origin with the pasted snippet.
  writePage(env, 'pasted.html', `<!DOCTYPE html><meta charset="utf-8"><title>Pasted</title>\n<p>My post.</p>\n${copied}\n`);
  const blog = await openPage(env, env.other + 'pasted.html');
  const w = widget(blog.page);
  assert.equal(await gridLine(w), X);
  assert.equal(await w.locator('.cell.special').count(), 17);
  assert.equal(await w.getByRole('combobox', { name: 'Algorithm', exact: true }).inputValue(), 'mrv');
  assert.equal(await status(w).textContent(), 'Press Solve to solve it with Forward checking + MRV.');
  await button(w, 'Solve').click();
  await statusMatching(w, /^Solved by Forward checking \+ MRV/);
  assert.deepEqual(blog.errors, []);
  await blog.page.close();

  // The speed goes in with the animate mode; the panel follows the site's changes.
  await mode.selectOption({ label: 'Animate' });
  await page.getByRole('slider', { name: 'Speed', exact: true }).fill('50');
  assert.match(await snippet(page, 'Script snippet'), / mode="animate" speed="548" /);
  await siteButton(page, 'Clear').click();
  assert.match(await snippet(page, 'Script snippet'), new RegExp(`puzzle="${'\\.'.repeat(81)}"`));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the site\'s Hints may use goes into a widget to play as its hints attribute, and through embed.html\'s fragment', async () => {
  const { page, errors } = await openSite(env, { url: env.url + 'index.html' });
  const mode = page.getByRole('combobox', { name: 'Widget mode', exact: true });
  await mode.selectOption({ label: 'Play it yourself' });
  const note = page.locator('#embed-hints-note');
  assert.doesNotMatch(await snippet(page, 'Script snippet'), / hints=/, 'every technique: no attribute');
  assert.equal(await note.isVisible(), false);
  await page.getByRole('combobox', { name: 'Hints may use', exact: true }).selectOption('claiming');
  assert.match(await snippet(page, 'Script snippet'), / mode="play" hints="up-to:claiming">/);
  assert.equal(await note.textContent(),
    'The widget\'s hints keep to the techniques chosen under Hints may use (hints="up-to:claiming"); choose Every technique there to leave them free.');
  // A mix ticked one by one is its ids; a widget with no Hint button (animate) gets none.
  await page.locator('#hint-techniques-panel summary').click();
  await page.getByRole('checkbox', { name: /^Pointing/ }).uncheck();
  // (every rung up to claiming but pointing: the rules' own rungs, variant rule and cage combinations, among them)
  assert.match(await snippet(page, 'Script snippet'), / hints="naked_single hidden_single constraint_rule cage_combination claiming">/);
  await mode.selectOption({ label: 'Animate' });
  assert.doesNotMatch(await snippet(page, 'Script snippet'), / hints=/);
  assert.equal(await note.isVisible(), false);
  await mode.selectOption({ label: 'Play it yourself' });

  const src = (await snippet(page, 'Iframe snippet')).match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
  assert.match(src, /&hints=naked_single%20hidden_single%20constraint_rule%20cage_combination%20claiming$/);
  const framed = await openPage(env, src.replace(env.url, env.other));
  const w = widget(framed.page);
  assert.equal(await w.evaluate((el) => el.hints), 'naked_single hidden_single constraint_rule cage_combination claiming');
  await button(w, 'Hint').click();
  await statusMatching(w, /^(Naked single|Hidden single|Claiming)[: ]|^None of the chosen techniques applies: /);
  assert.deepEqual(framed.errors, []);
  await framed.page.close();
  assert.deepEqual(errors, []);
  await page.close();
});
