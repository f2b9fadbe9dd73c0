// How the bundles carry the WebAssembly binary. sudoku.js and the widget's
// single file (issue 16's download): deflated and base64-encoded
// (src/wasm/js/library_wasm.js), inflated by DecompressionStream or, where
// there is none, by library_inflate.js. sudoku.mjs (issue 28): not at all,
// the binary being sudoku.wasm beside it.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { execFileSync } = require('node:child_process');
const { pathToFileURL } = require('node:url');
const { LIBRARY } = require('./support/library');

const INFLATE = pathToFileURL(path.resolve(__dirname, '../../src/wasm/js/library_inflate.js')).href;
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

const SITE = path.dirname(LIBRARY);
const ZLIB_BASE64 = /"eN[o-r][A-Za-z0-9+/]{1000}/g;

test('sudoku.js and sudoku-widget.js carry the binary once, deflated, never as plain base64 of a wasm file', () => {
  for (const file of [LIBRARY, path.join(SITE, 'sudoku-widget.js')]) {
    const text = fs.readFileSync(file, 'latin1');
    assert.ok(!text.includes('AGFzbQ'), `${path.basename(file)} holds base64 of "\\0asm" (an uncompressed binary)`);
    assert.equal((text.match(ZLIB_BASE64) || []).length, 1, `${path.basename(file)} holds base64 of zlib data once`);
  }
});

test('sudoku.mjs and its Worker\'s script carry no binary: sudoku.mjs names sudoku.wasm and sudoku-worker.js beside it as bundlers recognize them', () => {
  for (const file of ['sudoku.mjs', 'sudoku-worker.js', 'sudoku-widget.mjs']) {
    const text = fs.readFileSync(path.join(SITE, file), 'latin1');
    assert.ok(!text.includes('AGFzbQ') && !ZLIB_BASE64.test(text), `${file} holds a binary`);
  }
  const esm = fs.readFileSync(path.join(SITE, 'sudoku.mjs'), 'utf8');
  assert.match(esm, /new URL\("\.\/sudoku\.wasm",import\.meta\.url\)/);
  // Its Worker is the file beside it, started in the form bundlers bundle as a Worker, and not a copy inside.
  assert.match(esm, /new Worker\(new URL\("\.\/sudoku-worker\.js",import\.meta\.url\),\{type:"module"\}\)/);
  assert.ok(!esm.includes('the page sent this Worker no WebAssembly module'), 'sudoku.mjs carries the Worker\'s script');
  assert.deepEqual(fs.readFileSync(path.join(SITE, 'sudoku.wasm')).subarray(0, 4), Buffer.from('\0asm', 'latin1'));
});

test('where there is no DecompressionStream (Firefox 89 to 112), the library inflates the binary itself and solves', () => {
  const script = `delete globalThis.DecompressionStream;
    require(${JSON.stringify(LIBRARY)}).createSudoku().then((api) => {
      const r = api.solve(${JSON.stringify(HARD)});
      process.stdout.write(r.status + ' ' + r.solution.length);
    }, (e) => { process.stdout.write('failed: ' + e.message); });`;
  assert.equal(execFileSync(process.execPath, ['-e', script], { timeout: 60000 }).toString(), 'solved 81');
});

test('the fallback inflater gives what zlib deflated: stored, fixed and dynamic blocks, empty input', async () => {
  const { inflate } = await import(INFLATE);
  const wasm = Buffer.from(Array.from({ length: 200000 }, (_, i) => ((i * 2654435761) >>> 13) & (i % 7 ? 255 : 15)));
  const cases = [
    ['dynamic blocks', wasm, { level: 9 }],
    ['stored blocks', wasm.subarray(0, 70000), { level: 0 }],
    ['fixed codes', Buffer.from('abcabcabcabd'.repeat(50)), { strategy: zlib.constants.Z_FIXED }],
    ['empty', Buffer.alloc(0), {}],
  ];
  for (const [name, data, options] of cases) {
    const out = inflate(new Uint8Array(zlib.deflateSync(data, options)));
    assert.ok(Buffer.from(out).equals(data), name);
  }
});

test('the fallback inflater refuses damaged data with a message saying so, and never hangs', async () => {
  const { inflate } = await import(INFLATE);
  const good = new Uint8Array(zlib.deflateSync(Buffer.from('0123456789'.repeat(5000)), { level: 9 }));
  const flipped = good.slice();
  flipped[40] ^= 0x10;
  const badSum = good.slice();
  badSum[badSum.length - 1] ^= 1;
  for (const [name, bytes] of [['truncated', good.subarray(0, 20)], ['a flipped bit', flipped],
    ['no zlib header', good.subarray(2)], ['a wrong checksum', badSum], ['random bytes', new Uint8Array(64).fill(0xb7)]]) {
    assert.throws(() => inflate(bytes), /the WebAssembly binary in sudoku\.js is damaged/, name);
  }
});
