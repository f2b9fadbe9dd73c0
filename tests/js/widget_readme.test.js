// web/widget/README.md, the widget's reference, against its custom elements
// manifest: every attribute, property, method, event, part and custom
// property the manifest lists is in the README's table of its kind, and the
// tables list nothing the manifest lacks. The manifest is the built site's
// (build/site/custom-elements.json, which the build may generate) when there
// is one, else web/widget's.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site');
const README = path.join(ROOT, 'web/widget/README.md');

function manifestPath() {
  const built = path.join(SITE, 'custom-elements.json');
  return fs.existsSync(built) ? built : path.join(ROOT, 'web/widget/custom-elements.json');
}

/** The <sudoku-solver> declaration of the manifest. */
function element() {
  const manifest = JSON.parse(fs.readFileSync(manifestPath(), 'utf8'));
  const found = manifest.modules.flatMap((m) => m.declarations || []).filter((d) => d.tagName === 'sudoku-solver');
  assert.equal(found.length, 1, 'the manifest declares <sudoku-solver> once');
  return found[0];
}

/**
 * The README's markdown tables, by the name of their first column: for each,
 * the names its rows document (every `code span` of a row's first cell, a
 * call's parentheses dropped: `solve()` is solve).
 */
function documentedNames(markdown) {
  const tables = {};
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].startsWith('|') || !/^\|[-| ]+\|$/.test(lines[i + 1] || '')) continue;
    const column = lines[i].split('|')[1].trim();
    assert.ok(!tables[column], `one table whose first column is "${column}"`);
    const names = [];
    for (i += 2; i < lines.length && lines[i].startsWith('|'); i++) {
      const first = lines[i].split('|')[1];
      const spans = [...first.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\(.*\)$/, ''));
      assert.ok(spans.length, `a row of the "${column}" table names what it documents in code: ${lines[i]}`);
      names.push(...spans);
    }
    tables[column] = names;
  }
  return tables;
}

const sorted = (names) => [...names].sort();
const tables = documentedNames(fs.readFileSync(README, 'utf8'));
const declaration = element();
const members = (kind) => declaration.members.filter((m) => m.kind === kind).map((m) => m.name);

const KINDS = [
  ['attribute', 'attributes', () => declaration.attributes.map((a) => a.name)],
  ['property', 'fields', () => members('field')],
  ['method', 'methods', () => members('method')],
  ['event', 'events', () => declaration.events.map((e) => e.name)],
  ['part', 'CSS parts', () => declaration.cssParts.map((p) => p.name)],
  ['custom property', 'CSS custom properties', () => declaration.cssProperties.map((p) => p.name)],
];

for (const [column, what, inManifest] of KINDS) {
  test(`the README's "${column}" table documents exactly the manifest's ${what}`, () => {
    const documented = tables[column];
    assert.ok(documented, `web/widget/README.md has a table whose first column is "${column}"`);
    const listed = inManifest();
    assert.ok(listed.length > 0, `the manifest lists ${what}`);
    assert.equal(new Set(documented).size, documented.length, `each of the ${what} once: ${documented}`);
    assert.deepEqual(sorted(documented), sorted(listed),
      `missing from the README: ${listed.filter((n) => !documented.includes(n)).join(', ') || 'none'}; ` +
      `not in the manifest: ${documented.filter((n) => !listed.includes(n)).join(', ') || 'none'}`);
  });
}

test('every attribute has a property, by the manifest\'s fieldName, in the properties table', () => {
  for (const a of declaration.attributes) {
    assert.ok(tables.property.includes(a.fieldName || a.name), `the property of attribute ${a.name}`);
  }
});
