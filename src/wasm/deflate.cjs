// Build step (src/wasm/CMakeLists.txt): writes OUTPUT, the file INPUT
// deflated in the zlib format at level 9, which library_wasm.js inflates
// with DecompressionStream('deflate').
//   node deflate.cjs INPUT OUTPUT
'use strict';
const fs = require('node:fs');
const zlib = require('node:zlib');

const [input, output] = process.argv.slice(2);
if (!input || !output) {
  console.error('usage: node deflate.cjs INPUT OUTPUT');
  process.exit(2);
}
fs.writeFileSync(output, zlib.deflateSync(fs.readFileSync(input), { level: 9, memLevel: 9 }));
