// scripts/bench engine "wasm-node": our `fast` as WebAssembly (the built
// site's sudoku.js) beside the reference compiled with the same Emscripten
// (tdoku/), in this node process. Reads the job (JSON) from the file named by
// argv[2] (job.site: the site folder; job.tdoku.wasmJs / wasmBinary: the
// reference's glue and binary), prints the results as JSON on stdout.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { benchMeasure } = require('./measure_wasm.js');
const { benchTdokuApi } = require('./tdoku/tdoku_api.js');

async function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  const { createSudoku } = require(path.join(job.site, 'sudoku.js'));
  const api = await createSudoku();
  const createTdoku = require(job.tdoku.wasmJs);
  const tdoku = benchTdokuApi(await createTdoku({ wasmBinary: fs.readFileSync(job.tdoku.wasmBinary) }));
  process.stdout.write(JSON.stringify(benchMeasure(api, job, tdoku)));
}

main().catch((e) => { console.error(e); process.exit(1); });
