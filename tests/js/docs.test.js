// The project's documents: README.md stays a page a newcomer reads in
// minutes (at most 250 lines), every relative link of it and of the Markdown
// documents it leads to (followed from document to document) names a file or
// folder that exists, and an anchor a heading (or an HTML page's id) in it;
// and the algorithm table of src/README.md names exactly the library's
// algorithms. HTML pages (the help page) are ends of the walk: their own
// links point into the built site, and tests/browser/site_help.test.js
// follows them there.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { sudoku } = require('./support/library');

const ROOT = path.resolve(__dirname, '../..');
const MAX_README_LINES = 250;

/** Markdown without its fenced code blocks and code spans (links shown as code are not links). */
const withoutCode = (text) => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** The relative link targets of a Markdown or HTML document: [text](target), ![alt](src), href="", src="". */
function links(file) {
  const text = fs.readFileSync(file, 'utf8');
  const body = file.endsWith('.md') ? withoutCode(text) : text.replace(/<!--[\s\S]*?-->/g, '');
  const found = [...body.matchAll(/\]\(([^)\s]+)\)/g), ...body.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]);
  return found.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));  // https:, mailto:, data: ...
}

/** The anchors a document offers: GitHub's slugs of Markdown headings, or an HTML document's ids. */
function anchors(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (!file.endsWith('.md')) return new Set([...text.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
  const seen = new Map();
  const slugs = new Set();
  for (const [, heading] of withoutCode(text).matchAll(/^#{1,6} +(.+?) *$/gm)) {
    const base = heading.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
    const n = seen.get(base) || 0;
    seen.set(base, n + 1);
    slugs.add(n ? `${base}-${n}` : base);
  }
  // Headings whose text is code (`<sudoku-solver>`) lose it in withoutCode: read them from the raw text too.
  for (const [, heading] of text.matchAll(/^#{1,6} +(.+?) *$/gm)) {
    slugs.add(heading.toLowerCase().replace(/`/g, '').replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-'));
  }
  return slugs;
}

/** Every Markdown document reached from README.md by relative links, and each one's broken links. */
function crawl() {
  const documents = new Map();  // file -> [problems]
  const queue = [path.join(ROOT, 'README.md')];
  while (queue.length) {
    const file = queue.shift();
    if (documents.has(file)) continue;
    const problems = [];
    documents.set(file, problems);
    for (const target of links(file)) {
      const [where, anchor] = target.split('#');
      const resolved = where ? path.resolve(path.dirname(file), decodeURIComponent(where)) : file;
      if (!fs.existsSync(resolved)) { problems.push(`${target}: no such file`); continue; }
      if (!resolved.startsWith(ROOT + path.sep) && resolved !== ROOT) { problems.push(`${target}: outside the repository`); continue; }
      const isPage = /\.(md|html)$/.test(resolved) && fs.statSync(resolved).isFile();
      if (anchor && (!isPage || !anchors(resolved).has(anchor))) problems.push(`${target}: no anchor #${anchor}`);
      if (isPage && resolved.endsWith('.md')) queue.push(resolved);
    }
  }
  return documents;
}

test(`README.md is at most ${MAX_README_LINES} lines`, () => {
  const lines = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8').split('\n').length;
  assert.ok(lines <= MAX_README_LINES, `README.md has ${lines} lines`);
});

test('every relative link of README.md, and of every document it leads to, resolves (anchors included)', () => {
  const documents = crawl();
  const broken = [...documents].flatMap(([file, problems]) => problems.map((p) => `${path.relative(ROOT, file)}: ${p}`));
  assert.deepEqual(broken, []);
  // README.md leads to the folder READMEs and the package's.
  const reached = [...documents.keys()].map((f) => path.relative(ROOT, f));
  for (const expected of ['web/widget/README.md', 'src/README.md', 'src/wasm/package/README.md', 'src/cli/README.md',
    'src/core/README.md', 'src/wasm/README.md', 'web/README.md', 'tests/README.md', 'scripts/README.md']) {
    assert.ok(reached.includes(expected), `README.md leads to ${expected}`);
  }
});

test('the link checker finds a missing file and a missing anchor', () => {
  const scratch = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'docs-test-'));
  try {
    const doc = path.join(scratch, 'doc.md');
    fs.writeFileSync(doc, '# Title\n\n## A `code` heading\n\n[ok](#title) [ok](#a-code-heading) [gone](missing.md) ' +
      '[bad](#nowhere) `[not a link](missing.md)`\n');
    const problems = links(doc).filter((target) => {
      const [where, anchor] = target.split('#');
      const resolved = where ? path.resolve(scratch, where) : doc;
      return !fs.existsSync(resolved) || (anchor && !anchors(resolved).has(anchor));
    });
    assert.deepEqual(problems, ['missing.md', '#nowhere']);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});

test("src/README.md's algorithm table names exactly the registry's algorithms, in its order", async () => {
  const api = await sudoku();
  const text = fs.readFileSync(path.join(ROOT, 'src/README.md'), 'utf8');
  const section = text.split(/^## The algorithms$/m)[1].split(/^## /m)[0];
  const ids = [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
  assert.deepEqual(ids, api.algorithms().map((a) => a.id));
});
