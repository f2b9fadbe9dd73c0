// The speed of `fast` on the variants and layouts against the standard 9x9,
// in WebAssembly (issue 19), as tests/tools/bench_layouts measures it
// natively, on the very puzzles it wrote:
//   BENCH_LAYOUTS_WRITE=DIR build/native/tests/bench_layouts 100
//   node scripts/lib/bench/layouts_wasm.cjs SITE DIR
// SITE: a built site folder (its sudoku.js). Each shape's puzzles
// (DIR/SHAPE.txt) are counted to 2 with solveBatch, whose elapsedMs times the
// solving loop only, in turns with the standard 9x9's (DIR/standard.txt),
// best of 15 passes each; the jigsaw whose regions are the boxes is solved on
// the standard puzzles. Prints, per shape, the nodes per puzzle, the
// microseconds per puzzle, per 81 cells and per node and 81 cells, and the
// ratios to the standard 9x9 (1.0 = as fast, 0.5 = twice as slow).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROUNDS = 15;
const BOXES = Array.from({ length: 81 }, (_, c) => String(1 + Math.floor(c / 27) * 3 + Math.floor((c % 9) / 3))).join('');

/** The solveBatch options of a shape of bench_layouts' by its file name (the jigsaw's map from DIR/jigsaw.regions). */
function optionsOf(name, dir) {
  if (name === 'standard') return {};
  if (name === 'x' || name === 'windoku') return { variant: name };
  if (name === 'jigsaw') return { variant: 'jigsaw', regions: fs.readFileSync(path.join(dir, 'jigsaw.regions'), 'utf8').trim() };
  return { layout: name };
}

async function main() {
  const [site, dir] = process.argv.slice(2);
  if (!site || !dir) {
    console.error('usage: node layouts_wasm.cjs SITE DIR (DIR from BENCH_LAYOUTS_WRITE=DIR bench_layouts)');
    process.exit(2);
  }
  const { createSudoku } = require(path.resolve(site, 'sudoku.js'));
  const api = await createSudoku();
  const read = (name) => fs.readFileSync(path.join(dir, name + '.txt'), 'utf8').trim();
  // One pass: { us per puzzle, nodes per puzzle, cells per puzzle }; every puzzle must be unique.
  const pass = (text, options) => {
    const r = api.solveBatch(text, { ...options, limit: 2 });
    if (r.counts.some((c) => c !== 1)) throw new Error('a puzzle without exactly one solution: ' + JSON.stringify(options));
    return { us: (r.stats.elapsedMs * 1000) / r.puzzles, nodes: r.stats.nodes / r.puzzles };
  };
  const standard = read('standard');
  const sideBySide = (text, options) => {
    let reference = Infinity, best = Infinity, nodes = 0, referenceNodes = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const r = pass(standard, {});
      const s = pass(text, options);
      reference = Math.min(reference, r.us);
      best = Math.min(best, s.us);
      referenceNodes = r.nodes;
      nodes = s.nodes;
    }
    return { reference, best, nodes, referenceNodes };
  };
  const rows = [['shape', 'cells', 'nodes', 'us/puzzle', 'us/81 cells', 'ratio', 'us/node/81 cells', 'ratio']];
  const report = (label, cells, m) => {
    const per81 = (m.best * 81) / cells, perNode = per81 / m.nodes;
    const referencePerNode = m.reference / m.referenceNodes;
    rows.push([label, cells, m.nodes.toFixed(1), m.best.toFixed(1), per81.toFixed(1), (m.reference / per81).toFixed(2),
      perNode.toFixed(2), (referencePerNode / perNode).toFixed(2)]);
  };
  report('standard 9x9', 81, sideBySide(standard, {}));
  report('jigsaw drawn as the boxes', 81, sideBySide(standard, { variant: 'jigsaw', regions: BOXES }));
  const shapes = fs.readdirSync(dir).filter((f) => f.endsWith('.txt') && f !== 'standard.txt').map((f) => f.slice(0, -4));
  for (const name of shapes) {
    const text = read(name);
    report(name, text.split('\n')[0].length, sideBySide(text, optionsOf(name, dir)));
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const r of rows) console.log(r.map((v, i) => (i === 0 ? String(v).padEnd(widths[i]) : String(v).padStart(widths[i]))).join('  '));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
