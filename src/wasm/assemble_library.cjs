// Writes build/site/sudoku.js: js/library.js.in with the Emscripten module,
// its WebAssembly binary (base64) and the JavaScript parts inlined at their
// markers. Run by CMake:
//   node assemble_library.cjs MODULE.js MODULE.wasm JS_DIR VERSION OUTPUT
//
// The binary is inlined here rather than by -sSINGLE_FILE because the loader
// SINGLE_FILE generates first tries fetch() on a data: URL, which a page's
// Content-Security-Policy (connect-src / default-src) blocks with console
// errors; handing the bytes over as Module.wasmBinary never fetches anything.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const [moduleJs, moduleWasm, jsDir, version, output] = process.argv.slice(2);
const read = (file) => fs.readFileSync(file, 'utf8');

const moduleSource = read(moduleJs);
if (!moduleSource.includes('var createSudokuModule')) throw new Error(`${moduleJs} does not define createSudokuModule`);
const parts = {
  '/*@EMSCRIPTEN_MODULE@*/': moduleSource,
  '/*@WASM_BASE64@*/': `'${fs.readFileSync(moduleWasm).toString('base64')}'`,
  '/*@SUDOKU_API@*/': read(path.join(jsDir, 'sudoku_api.js')),
  '/*@WORKER_CLIENT@*/': read(path.join(jsDir, 'worker_client.js')),
  '@SUDOKU_VERSION@': version,
};
let library = read(path.join(jsDir, 'library.js.in'));
for (const [marker, text] of Object.entries(parts)) {
  if (!library.includes(marker)) throw new Error(`library.js.in has no ${marker}`);
  library = library.split(marker).join(text);
}
fs.mkdirSync(path.dirname(output), { recursive: true });
fs.writeFileSync(output, library);
