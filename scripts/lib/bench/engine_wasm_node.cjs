// scripts/bench engine "wasm-node": our `fast` as WebAssembly (build/site/sudoku.js)
// in this node process. Reads the job (JSON) from the file named by argv[2],
// prints the results as JSON on stdout.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { benchMeasure } = require('./measure_wasm.js');

const ROOT = path.resolve(__dirname, '../../..');

async function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const { createSudoku } = require(path.join(ROOT, 'build/site/sudoku.js'));
  const api = await createSudoku();
  process.stdout.write(JSON.stringify(benchMeasure(api, job)));
}

main().catch((e) => { console.error(e); process.exit(1); });
