// A host page that is not UTF-8 (issue 16: "a blog's charset is not always
// UTF-8"): the widget's texts must not depend on the page's charset. A page
// declaring windows-1252, and one declaring nothing (file:// then guesses),
// show the keypad's Clear key as "⌫" (it once read "âŒ«"), and every built
// script is plain ASCII, other characters escaped.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { useWidgetPages, writePage, openPage } = require('./support/widget');

const env = useWidgetPages();
const PUZZLE = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34';

for (const [name, head] of [['windows-1252', '<meta charset="windows-1252">'], ['no charset', '']]) {
  test(`widget on a page with ${name}: the keypad's Clear key reads ⌫ and a solve is announced in plain words`, async () => {
    const file = `charset-${name.replace(/\W+/g, '-')}.html`;
    writePage(env, file, `<!doctype html>${head}<title>Blog</title><script src="sudoku-widget.js"></script>` +
      `<sudoku-solver mode="play" puzzle="${PUZZLE}"></sudoku-solver>`);
    const { page, errors } = await openPage(env, env.fileUrl(file));
    const clear = await page.evaluate(() => {
      const keys = document.querySelector('sudoku-solver').shadowRoot.querySelectorAll('.keypad button');
      return keys[keys.length - 1].textContent.trim();
    });
    assert.equal(clear, '⌫');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('every built script and stylesheet of the site is plain ASCII', () => {
  const bad = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|mjs|css)$/.test(entry.name)) {
        const bytes = fs.readFileSync(full);
        const at = bytes.findIndex((b) => b > 0x7e || (b < 0x20 && b !== 0x0a && b !== 0x0d && b !== 0x09));
        if (at >= 0) bad.push(`${path.relative(env.dir, full)} byte ${at}: 0x${bytes[at].toString(16)}`);
      }
    }
  };
  walk(env.dir);
  assert.deepEqual(bad, []);
});
