// The binary loaded from a URL: sudoku.wasm beside the ES module
// (library_wasm_beside.js) or a caller's wasmURL. In a browser it is
// fetched and compiled as it streams in (WebAssembly.compileStreaming, when
// the server says application/wasm; otherwise compiled once downloaded). In
// node, whose fetch reads no file: URL, a file: URL is read from disk
// through process.getBuiltinModule (node 20.16, 22.3): no import of a node
// module that a bundler would have to resolve.

var compiled = {};  // String(url) → Promise<WebAssembly.Module>, one compile per URL and realm

// node's fs for a file: URL; null elsewhere. A node before 20.16 has no
// getBuiltinModule and its fetch reads no file: URL: said as such.
function nodeFs(url) {
  var host = typeof globalThis === 'object' ? globalThis.process : undefined;
  if (!host || !host.versions || !host.versions.node || String(url).slice(0, 5) !== 'file:') return null;
  if (typeof host.getBuiltinModule !== 'function') {
    throw new Error('sudoku.mjs reads ' + url + ' with process.getBuiltinModule, which node ' + host.versions.node +
      ' lacks (node 20.16 or later has it): on this node, require(\'sudoku-wasm-solver\') (sudoku.js, the binary inside) ' +
      'or pass the option wasmModule');
  }
  return host.getBuiltinModule('fs');
}

// A server that has no file there often answers with its index page: said
// as such, with what puts the file there, rather than as a bad magic word.
function fetched(url) {
  return fetch(url, { credentials: 'same-origin' }).then(function (response) {
    var missing = !response.ok ? 'HTTP ' + response.status
      : /^text\/html\b/i.test(response.headers.get('Content-Type') || '') ? 'the server answered with a web page' : '';
    if (missing) {
      throw new Error('could not load the WebAssembly binary ' + url + ' (' + missing + '): serve sudoku.wasm there ' +
        '(beside the bundle, for a bundler that does not copy it; out of a development server\'s pre-bundling, ' +
        'such as Vite 7\'s optimizeDeps) or name where it is with the wasmURL option');
    }
    return response;
  });
}

/** The binary at `url` (a string or URL): Promise<Uint8Array>. */
export function bytesFromURL(url) {
  var fs;
  try {
    fs = nodeFs(url);
  } catch (e) {
    return Promise.reject(e);
  }
  if (fs) return Promise.resolve().then(function () { return new Uint8Array(fs.readFileSync(new URL(String(url)))); });
  return fetched(url).then(function (response) { return response.arrayBuffer(); }).then(function (buffer) {
    return new Uint8Array(buffer);
  });
}

/** The binary at `url`, compiled once per URL: Promise<WebAssembly.Module>. A failed load is tried again on the next call. */
export function moduleFromURL(url) {
  var key = String(url);
  if (!compiled[key]) {
    var inNode = String(url).slice(0, 5) === 'file:' && typeof globalThis === 'object' && globalThis.process &&
      globalThis.process.versions && globalThis.process.versions.node;
    var streaming = !inNode && typeof WebAssembly.compileStreaming === 'function';
    compiled[key] = !streaming ? bytesFromURL(url).then(function (bytes) { return WebAssembly.compile(bytes); })
      : fetched(url).then(function (response) {
        if (/^application\/wasm\b/i.test(response.headers.get('Content-Type') || '')) return WebAssembly.compileStreaming(response);
        return response.arrayBuffer().then(function (buffer) { return WebAssembly.compile(buffer); });
      });
    compiled[key]['catch'](function () { delete compiled[key]; });
  }
  return compiled[key];
}
