// The page and the widget in the reader's language, opened from disk as a new
// reader would: Chromium's language set to pl, cs, ru and de in turn, the
// site and a widget on a blog page say a solve, a count, a hint, an
// animation step and an error in it (each sentence matched against that
// language's own table, plurals chosen by Intl.PluralRules); under the
// pseudo-language no screen shows text that skipped the translation; German
// and Russian fit a phone's width; each page loads the file of its own
// language only, and a widget without its language's file speaks English.
// Screenshots: build/screenshots/lang-*.png.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { launch, watchErrors, SITE } = require('./support/browser');
const { untranslatedTexts } = require('./support/untranslated');
const { FIRST_SOURCE, TEN_SOLUTIONS, fragment, gridLine, HANG_GUARD_MS } = require('./support/site');

const ROOT = path.resolve(__dirname, '../..');
const SHOTS = path.join(ROOT, 'build/screenshots');
const FILE_URL = pathToFileURL(path.join(SITE, 'index.html')).href;
const LANGUAGES = ['pl', 'cs', 'ru', 'de'];

let tables;  // code -> its table (web/i18n), and 'en'
before(async () => {
  tables = {};
  for (const code of ['en', ...LANGUAGES]) {
    tables[code] = (await import(pathToFileURL(path.join(ROOT, 'web/i18n', code + '.js')).href)).default();
  }
});

// A regular expression for a text of `code`'s table: its fields as anything, a plural as the form for `n`.
function sentence(code, key, n) {
  let entry = tables[code][key];
  assert.ok(entry !== undefined, `${code} has ${key}`);
  if (typeof entry !== 'string') entry = entry[new Intl.PluralRules(code).select(n)] || entry.other;
  const parts = entry.split(/\{[a-zA-Z_]+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp('^' + parts.join('.+?') + '$', 's');
}
// Any step template of the library in `code`: the sentence a hint or an animation step says.
function anyStep(code) {
  const steps = Object.keys(tables[code]).filter((k) => k.startsWith('lib.step.') && !/\.(part|house)_/.test(k));
  return (text) => steps.some((k) => sentence(code, k, 1).test(text));
}

// A blog's folder: sudoku-widget.js and, unless `withLanguages` is false, the languages' files beside it.
function copyWidget(dir, withLanguages) {
  for (const file of fs.readdirSync(SITE)) {
    if (file === 'sudoku-widget.js' || (withLanguages !== false && /^sudoku-lang-\w+\.js$/.test(file))) {
      fs.copyFileSync(path.join(SITE, file), path.join(dir, file));
    }
  }
}
// The language files a page has asked for (file: URLs count as requests too).
function languageRequests(page) {
  const asked = [];
  page.on('request', (r) => { const m = /sudoku-lang-(\w+)\.m?js$/.exec(r.url()); if (m) asked.push(m[1]); });
  return asked;
}

async function openSite(browser, hash, init) {
  const page = await browser.context.newPage();
  const errors = watchErrors(page);
  if (init) await page.addInitScript(init);
  await page.goto(FILE_URL + (hash || ''));
  await page.waitForSelector('body.ready', { timeout: HANG_GUARD_MS });
  return { page, errors };
}
const statusText = (page) => page.locator('#status').textContent();
async function waitFor(page, read, check, what) {
  const deadline = Date.now() + 20000;
  let last;
  while (Date.now() < deadline) {
    last = await read();
    if (check(last)) return last;
    await page.waitForTimeout(50);
  }
  assert.fail(`${what}: last "${last}"`);
}

for (const code of LANGUAGES) {
  test(`in ${code}: the site speaks the browser's language through a solve, a count, a hint, an animation and an error`, async () => {
    const browser = await launch({ locale: code });
    try {
      const { page, errors } = await openSite(browser, fragment(FIRST_SOURCE));
      assert.equal(await page.evaluate(() => document.documentElement.lang), code);
      // Every marked element says its key's text (but the status line, which has said more since).
      const marked = await page.evaluate(() => [...document.querySelectorAll('[data-i18n]:not([role=status])')]
        .map((e) => [e.dataset.i18n, e.textContent]));
      assert.ok(marked.length > 50);
      for (const [key, text] of marked) assert.equal(text, tables[code][key], key);

      await page.click('#solve');
      await waitFor(page, () => statusText(page), (t) => sentence(code, 'search.solved_unique', 1).test(t) || sentence(code, 'search.solved', 1).test(t), 'Solve');

      await page.click('#hint');
      const hint = await waitFor(page, () => statusText(page), anyStep(code), 'Hint');
      assert.doesNotMatch(hint, /\{[a-z_]+\}/);

      // All solutions on a grid with ten: the verdict in the plural form for 10.
      await page.fill('#puzzle-text', TEN_SOLUTIONS);
      await page.waitForTimeout(300);
      await page.click('#all');
      await waitFor(page, () => page.locator('#verdict').textContent(), (t) => sentence(code, 'verdict.solutions', 10).test(t), 'All solutions');

      // An animation step, worded from the library's templates in this language.
      await page.fill('#puzzle-text', dotted(FIRST_SOURCE));
      await page.waitForTimeout(300);
      await page.selectOption('#algorithm', 'implications');
      await page.click('#animate');
      await page.waitForTimeout(300);
      await page.click('#step');
      await page.click('#step');
      const step = await waitFor(page, () => page.locator('#step-text').textContent(), (t) => t.trim().length > 0, 'Step');
      assert.doesNotMatch(step, /\b(Try|Take|Dead end|Solution)\b/, 'the step is not English');

      // A clash: the problem named in this language.
      await page.click('#stop').catch(() => {});
      await page.fill('#puzzle-text', '5' + FIRST_SOURCE.slice(1));
      const problem = await waitFor(page, () => page.locator('#problems').textContent(), (t) => t.trim().length > 0, 'Problems');
      assert.ok(sentence(code, 'problem.given_twice', 2).test(problem.trim()), `problem in ${code}: ${problem}`);
      await page.setViewportSize({ width: 390, height: 900 });
      if (code === 'de' || code === 'ru') {
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `lang-${code}-site-phone.png`), fullPage: true });
        const overflowing = await page.evaluate(() => [...document.querySelectorAll('button, label, select, h1, h2, p, summary, th, td')]
          .filter((e) => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'auto')
          .map((e) => (e.id || e.tagName) + ': ' + e.textContent.trim().slice(0, 40)));
        assert.deepEqual(overflowing, [], `${code}: clipped or overflowing text at 390 px`);
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(wide <= 390, `${code}: the page is ${wide} px wide at 390`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  });
}

function dotted(p) { return p.replace(/0/g, '.'); }

test('under the pseudo-language no screen of the site shows text that skipped the translation', async () => {
  const browser = await launch();
  try {
    const { page, errors } = await openSite(browser, fragment(FIRST_SOURCE), () => localStorage.setItem('sudoku-language', 'qps'));
    const seen = [];
    const look = async (screen) => { for (const f of await untranslatedTexts(page)) seen.push(screen + ': ' + f.where + ': ' + f.text); };
    await look('opened');
    await page.click('#solve');
    await page.waitForTimeout(800);
    await look('solved');
    await page.click('#hint');
    await page.waitForTimeout(800);
    await look('hint');
    await page.click('#play-mode');
    await page.waitForTimeout(300);
    await look('play mode');
    await page.click('#play-mode');
    await page.selectOption('#algorithm', 'crook');
    await page.click('#animate');
    await page.waitForTimeout(500);
    await page.click('#step');
    await page.click('#step');
    await page.waitForTimeout(300);
    await look('animation');
    await page.click('#stop').catch(() => {});
    await page.fill('#puzzle-text', TEN_SOLUTIONS);
    await page.waitForTimeout(500);
    await page.click('#all');
    await page.waitForTimeout(1500);
    await look('all solutions');
    await page.click('#compare');
    await page.waitForTimeout(4000);
    await look('compare');
    await page.fill('#puzzle-text', '5' + FIRST_SOURCE.slice(1));
    await page.waitForTimeout(800);
    await look('error');
    assert.deepEqual(seen, []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('a widget on a blog page speaks its lang, and under the pseudo-language shows no untranslated text', async () => {
  const browser = await launch({ locale: 'en' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-lang-'));
  try {
    copyWidget(dir);
    const puzzle = dotted(FIRST_SOURCE);
    fs.writeFileSync(path.join(dir, 'blog.html'), '<!DOCTYPE html><html lang="pl"><meta charset="utf-8"><title>Blog</title>' +
      '<p>Wpis o sudoku.</p><script src="sudoku-widget.js"></script>' +
      `<sudoku-solver id="pl" puzzle="${puzzle}" loading="eager"></sudoku-solver>` +
      `<div lang="ru"><sudoku-solver id="ru" puzzle="${puzzle}" loading="eager"></sudoku-solver></div>` +
      `<sudoku-solver id="qps" lang="qps" puzzle="${puzzle}" loading="eager" controls="algorithm solve all animate hint stop"></sudoku-solver>`);
    const page = await browser.context.newPage();
    const errors = watchErrors(page);
    await page.goto(pathToFileURL(path.join(dir, 'blog.html')).href);
    await page.evaluate(() => Promise.all([...document.querySelectorAll('sudoku-solver')].map((w) => w.ready)));
    for (const code of ['pl', 'ru']) {
      await page.evaluate((id) => document.getElementById(id).solve(), code);
      const said = await waitFor(page, () => page.evaluate((id) => document.getElementById(id).shadowRoot.querySelector('[role=status]').textContent, code),
        (t) => sentence(code, 'search.solved_unique', 1).test(t) || sentence(code, 'search.solved', 1).test(t), `widget ${code}`);
      assert.ok(said);
      await page.evaluate((id) => document.getElementById(id).hint(), code).catch(() => {});
    }
    await page.evaluate(() => document.getElementById('qps').hint());
    await page.waitForTimeout(800);
    const seen = (await untranslatedTexts(page, '#qps')).map((f) => f.where + ': ' + f.text);
    assert.deepEqual(seen, []);
    await page.setViewportSize({ width: 390, height: 900 });
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.locator('#ru').screenshot({ path: path.join(SHOTS, 'lang-ru-widget-phone.png') });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

for (const code of LANGUAGES) {
  test(`in ${code}: a widget on a blog page without a lang follows the browser through a solve, a hint, an animation and an error`, async (t) => {
    const browser = await launch({ locale: code });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-lang-'));
    try {
      copyWidget(dir);
      fs.writeFileSync(path.join(dir, 'blog.html'), '<!DOCTYPE html><html><meta charset="utf-8"><title>Blog</title>' +
        '<script src="sudoku-widget.js"></script>' +
        `<sudoku-solver id="w" puzzle="${dotted(FIRST_SOURCE)}" algorithm="implications" loading="eager"></sudoku-solver>`);
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      const asked = languageRequests(page);
      await page.goto(pathToFileURL(path.join(dir, 'blog.html')).href);
      await page.evaluate(() => document.getElementById('w').ready);
      assert.deepEqual(asked, [code], 'the widget loads its language\'s file, no other');
      const inWidget = (selector) => () => page.evaluate((s) => document.getElementById('w').shadowRoot.querySelector(s).textContent, selector);
      const status = inWidget('[role=status]');
      const buttons = await page.evaluate(() => [...document.getElementById('w').shadowRoot.querySelectorAll('button')].map((b) => b.textContent.trim()));
      assert.ok(buttons.includes(tables[code]['widget.button.solve']), `${code}: the Solve button says ${tables[code]['widget.button.solve']} (${buttons})`);

      await page.evaluate(() => document.getElementById('w').solve());
      await waitFor(page, status, (t) => sentence(code, 'search.solved_unique', 1).test(t) || sentence(code, 'search.solved', 1).test(t), 'Solve');

      await page.evaluate(() => document.getElementById('w').reset());
      await page.evaluate(() => document.getElementById('w').hint());
      const hint = await waitFor(page, status, anyStep(code), 'Hint');
      assert.doesNotMatch(hint, /\{[a-z_]+\}/);

      await page.evaluate(async () => { const w = document.getElementById('w'); await w.reset(); await w.step(); await w.step(); });
      await waitFor(page, inWidget('.step-text'), anyStep(code), 'an animation step');
      await page.evaluate(() => document.getElementById('w').stop());

      await page.evaluate((p) => document.getElementById('w').setAttribute('puzzle', p), '5' + FIRST_SOURCE.slice(1));
      const problem = await waitFor(page, inWidget('.problems'), (t) => t.trim().length > 0, 'Problems');
      assert.doesNotMatch(problem, /\b(given|twice|conflict|house|row)\b/i, `${code}: the problem is not English: ${problem}`);
      assert.match(problem, new RegExp(tables[code]['lib.step.house_row'].replace('{count}', '1')), `${code}: names the row: ${problem}`);
      t.diagnostic(`${code}: ${hint} | ${problem}`);
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.locator('#w').screenshot({ path: path.join(SHOTS, `lang-${code}-widget-error.png`) });
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('the Help link opens the help page in the reader\'s language, each page links the others, and German and Russian fit a phone', async () => {
  for (const code of LANGUAGES) {
    const browser = await launch({ locale: code });
    try {
      const { page, errors } = await openSite(browser, '');
      await page.click('#help-link');
      await page.waitForURL(new RegExp(`/help\\.${code}\\.html$`));
      assert.equal(await page.evaluate(() => document.documentElement.lang), code);
      const source = fs.readFileSync(path.join(ROOT, 'web', `help.${code}.html`), 'utf8');
      assert.equal(await page.title(), /<title>([^<]*)<\/title>/.exec(source)[1]);
      // The generated lists are in the page's language: the fast solver's name as the site's menu says it.
      assert.equal(await page.locator('#algorithm-fast').textContent(), `${tables[code]['lib.algorithm.fast.name']} fast`);
      if (code === 'de' || code === 'ru') {
        await page.setViewportSize({ width: 390, height: 844 });
        const wide = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(wide <= 390, `${code}: the help page is ${wide} px wide at 390`);
        fs.mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: path.join(SHOTS, `lang-${code}-help-phone.png`) });
      }
      await page.locator('.help-languages a[hreflang="en"]').click();
      await page.waitForURL(/\/help\.html$/);
      assert.equal(await page.locator('.help-languages [aria-current="page"]').textContent(), 'English');
      await page.locator(`.help-languages a[hreflang="${code}"]`).click();
      await page.waitForURL(new RegExp(`/help\\.${code}\\.html$`));
      // Another language's page, then "Back to the solver": the solver opens in that language, and keeps it.
      const other = LANGUAGES.find((c) => c !== code);
      await page.locator(`.help-languages a[hreflang="${other}"]`).click();
      await page.waitForURL(new RegExp(`/help\\.${other}\\.html$`));
      await page.locator('.page-header a.header-link').click();
      await page.waitForSelector('body.ready', { timeout: HANG_GUARD_MS });
      assert.equal(await page.evaluate(() => document.documentElement.lang), other);
      await page.goto(FILE_URL);
      await page.waitForSelector('body.ready', { timeout: HANG_GUARD_MS });
      assert.equal(await page.evaluate(() => document.documentElement.lang), other, 'the choice is kept');
      await page.evaluate(() => localStorage.clear());
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test('each page loads its own language\'s file and no other; English loads none', async () => {
  for (const code of ['en', ...LANGUAGES]) {
    const browser = await launch({ locale: code });
    try {
      const page = await browser.context.newPage();
      const errors = watchErrors(page);
      const asked = languageRequests(page);
      await page.goto(FILE_URL);
      await page.waitForSelector('body.ready', { timeout: HANG_GUARD_MS });
      assert.equal(await page.evaluate(() => document.documentElement.lang), code);
      assert.deepEqual(asked, code === 'en' ? [] : [code], `${code}: the language files the site asked for`);
      assert.equal(await page.locator('#all').textContent(), code === 'en' ? 'All solutions' : tables[code]['html.solver.all'], `${code}: the page is worded in it`);
      assert.deepEqual(errors, []);
    } finally {
      await browser.close();
    }
  }
});

test('a widget whose language file is missing beside it speaks English, says so on the console, and solves', async () => {
  const browser = await launch({ locale: 'de' });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-lang-'));
  try {
    copyWidget(dir, false);
    fs.writeFileSync(path.join(dir, 'blog.html'), '<!DOCTYPE html><html lang="pl"><meta charset="utf-8"><title>Blog</title>' +
      `<script src="sudoku-widget.js"></script><sudoku-solver id="w" puzzle="${dotted(FIRST_SOURCE)}" loading="eager"></sudoku-solver>`);
    const page = await browser.context.newPage();
    const warnings = [];
    page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
    await page.goto(pathToFileURL(path.join(dir, 'blog.html')).href);
    await page.evaluate(() => document.getElementById('w').ready);
    const buttons = await page.evaluate(() => [...document.getElementById('w').shadowRoot.querySelectorAll('button')].map((b) => b.textContent.trim()));
    assert.ok(buttons.includes('Solve'), `English buttons: ${buttons}`);
    assert.ok(warnings.some((w) => w.includes('"pl"') && w.includes('sudoku-lang-pl.js')), `a warning names the file: ${warnings}`);
    await page.evaluate(() => document.getElementById('w').solve());
    const status = () => page.evaluate(() => document.getElementById('w').shadowRoot.querySelector('[role=status]').textContent);
    await waitFor(page, status, (t) => /^Solved/.test(t), 'Solve in English');
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('the Language menu loads the page again in the chosen language, says so, keeps the puzzle, and is remembered', async () => {
  const browser = await launch({ locale: 'en' });
  try {
    const { page, errors } = await openSite(browser, fragment(FIRST_SOURCE));
    const cells = () => gridLine(page);
    const before = await cells();
    assert.match(before, /[1-9]/, 'the grid shows the puzzle');
    await Promise.all([page.waitForEvent('load'), page.selectOption('#language', 'de')]);
    await page.waitForSelector('body.ready', { timeout: HANG_GUARD_MS });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.equal(await statusText(page), tables.de['site.language_switched'], 'it says the language changed, not that a link was loaded');
    assert.equal(await cells(), before, 'the puzzle is kept');
    await page.reload();
    await page.waitForSelector('body.ready', { timeout: HANG_GUARD_MS });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de', 'the choice is remembered');
    assert.match(await statusText(page), sentence('de', 'link.loaded'), 'loaded again, it is a link again');
    await Promise.all([page.waitForEvent('load'), page.selectOption('#language', 'en')]);
    await page.waitForSelector('body.ready', { timeout: HANG_GUARD_MS });
    assert.equal(await statusText(page), tables.en['site.language_switched']);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
