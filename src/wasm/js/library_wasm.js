// The WebAssembly binary, and the compiled module every createSudoku() of
// this realm (the page, a Worker, a node process) instantiates.
//
// How it is carried: the build deflates sudoku_module.wasm (zlib format,
// src/wasm/deflate.cjs) and esbuild inlines that as base64 text. Base64 keeps
// the bundles ASCII, so a host page in any charset reads them the same;
// deflating first makes sudoku.js 40 KB smaller gzipped (gzip does poorly on
// base64 of an uncompressed binary: measured on a 285,856-byte binary, its
// base64 gzips to 156,928 bytes, its deflated base64 to 117,027; sudoku.js
// went from 177,948 to 138,311). It is inflated here by the platform's
// DecompressionStream (every browser with WebAssembly SIMD but Firefox 89 to
// 112; node 18+), asynchronously, off the page's main thread; where there
// is none, by library_inflate.js (some 45 ms for the binary in node).
import wasmDeflated from 'sudoku_module.wasm.deflate';  // base64 text (esbuild's base64 loader)
import { decodeBase64 } from './sudoku_api.js';
import { inflate } from './library_inflate.js';

var compiled = null;  // Promise<WebAssembly.Module>, made once

/** The binary, inflated: Promise<Uint8Array>. */
export function wasmBytes() {
  if (typeof DecompressionStream !== 'function') {
    return Promise.resolve().then(function () { return inflate(decodeBase64(wasmDeflated)); });
  }
  var stream = new DecompressionStream('deflate');
  var writer = stream.writable.getWriter();
  writer.write(decodeBase64(wasmDeflated))['catch'](function () { /* the reader below reports it */ });
  writer.close()['catch'](function () {});
  var reader = stream.readable.getReader();
  var chunks = [];
  var length = 0;
  function read() {
    return reader.read().then(function (step) {
      if (!step.done) {
        chunks.push(step.value);
        length += step.value.length;
        return read();
      }
      var bytes = new Uint8Array(length);
      var at = 0;
      chunks.forEach(function (chunk) { bytes.set(chunk, at); at += chunk.length; });
      return bytes;
    });
  }
  return read();
}

/**
 * The compiled module: Promise<WebAssembly.Module>, inflated and compiled
 * once (off the main thread) and shared by every instance of this realm. A
 * Worker client posts it to its Workers (worker_connection.js), which then
 * neither inflate nor compile.
 */
export function wasmModule() {
  if (!compiled) compiled = wasmBytes().then(function (bytes) { return WebAssembly.compile(bytes); });
  return compiled;
}
