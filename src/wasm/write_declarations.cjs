// Writes a built declarations file from its template, each id union filled
// from the library's own catalogs, so no list of ids is kept by hand and a
// typo in an id is a type error. The build runs it on sudoku.d.ts once
// sudoku.js is bundled:
//   node write_declarations.cjs SUDOKU_JS TEMPLATE OUTPUT
// In a template, a union the build fills is one line of the form
//   export type AlgorithmId = never;  // @ids
// and becomes `export type AlgorithmId = 'naive' | 'reverse' | ...;` (long
// ones one `| ...` line each after the first). It fails when a marked union
// is not one it makes, or one it makes is not marked: a template and its
// catalogs cannot part silently. web/widget/write_manifest.js fills the
// widget's own unions the same way (fillUnions).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const MARKED = /^export type (\w+) = never;[ \t]*\/\/ @ids\b.*$/gm;
const WIDTH = 120;  // a union longer than this is written one `| ...` line at a time

/** The TypeScript union of `values` (strings quoted, numbers as they are). */
function literalUnion(values) {
  if (!values.length) throw new Error('an empty catalog: no union to write');
  return values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(' | ');
}

/**
 * `text` with each marked union replaced by unions[name] (a type expression);
 * `label` names the file in errors.
 */
function fillUnions(text, unions, label) {
  const marked = new Set();
  const out = text.replace(MARKED, (line, name) => {
    if (!(name in unions)) throw new Error(`${label}: ${name} is marked @ids, but no catalog gives it`);
    marked.add(name);
    const expression = unions[name];
    const oneLine = `export type ${name} = ${expression};`;
    if (oneLine.length <= WIDTH || !expression.includes(' | ')) return oneLine;
    const lines = [];
    for (const member of expression.split(' | ')) {
      const last = lines[lines.length - 1];
      if (last !== undefined && `${last} | ${member}`.length <= WIDTH) lines[lines.length - 1] = `${last} | ${member}`;
      else lines.push(`  | ${member}`);
    }
    return `export type ${name} =\n${lines.join('\n')};`;
  });
  const unmarked = Object.keys(unions).filter((name) => !marked.has(name));
  if (unmarked.length) throw new Error(`${label}: no \`export type NAME = never;  // @ids\` line for ${unmarked.join(', ')}`);
  return out;
}

/**
 * The library's id unions, from the catalogs of `api` (createSudoku()'s):
 * each in its catalog's order. A `variant` option is a list of the names the
 * variants() ids are made of ("jigsaw,x" is two), in any order: VariantList
 * is every list of up to as many names as there are, alone or followed by a
 * box shape (BoxShape: "3x2", which any rows x columns may be, listed or not).
 */
function catalogUnions(api) {
  const variantIds = api.variants().map((v) => v.id);
  const isBoxShape = (name) => /^\d+x\d+$/.test(name);
  const names = [...new Set(variantIds.flatMap((id) => id.split(',')))].filter((name) => !isBoxShape(name));
  const lists = names.map((_, n) => `\`${Array(n + 1).fill('${VariantName}').join(',')}\``);
  const listsWithBoxes = lists.map((list) => `${list.slice(0, -1)},\${BoxShape}\``);
  return {
    AlgorithmId: literalUnion(api.algorithms().map((a) => a.id)),
    VariantId: literalUnion(variantIds),
    VariantName: literalUnion(names),
    VariantList: ['VariantName', ...lists.slice(1), 'BoxShape', ...listsWithBoxes].join(' | '),
    LayoutId: literalUnion(api.layouts().map((l) => l.id)),
    GridSize: literalUnion(api.sizes().map((s) => s.size)),
    TechniqueId: literalUnion(api.techniques().map((t) => t.id)),
    EventKindId: literalUnion(api.eventKinds()),
    TemplateId: literalUnion(api.templates().map((t) => t.id)),
    ConstraintKindId: literalUnion(api.constraintKinds().map((k) => k.id)),
    RatingLevel: literalUnion(api.levels().map((l) => l.id)),
    SymmetryId: literalUnion(api.symmetries().map((s) => s.id)),
  };
}

/** The catalogs' unions of the library built at `libraryFile` (sudoku.js). */
async function libraryUnions(libraryFile) {
  return catalogUnions(await require(path.resolve(libraryFile)).createSudoku());
}

async function main([libraryFile, template, output]) {
  if (!output) throw new Error('usage: node write_declarations.cjs SUDOKU_JS TEMPLATE OUTPUT');
  const text = fillUnions(fs.readFileSync(template, 'utf8'), await libraryUnions(libraryFile), template);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, text);
}

module.exports = { literalUnion, fillUnions, catalogUnions, libraryUnions };

if (require.main === module) {
  main(process.argv.slice(2)).catch((e) => {
    process.stderr.write(`write_declarations.cjs: ${e.message}\n`);
    process.exit(1);
  });
}
