'use strict';
// A stand-in for the browser's Worker: the library's Worker side
// (_serveWorker) in this process, every message structured-cloned as
// postMessage does (a Proxy or a function in it throws DataCloneError, as in
// a browser). Set globalThis.Worker = inProcessWorker(library) for a test.
function inProcessWorker(library) {
  return class {
    constructor() {
      const worker = this;
      this.scope = { postMessage: (m) => { const data = structuredClone(m); setTimeout(() => worker.onmessage({ data })); } };
      library._serveWorker(this.scope);
    }
    postMessage(m) {
      const data = structuredClone(m);
      setTimeout(() => this.scope.onmessage({ data }));
    }
    terminate() {}
  };
}

module.exports = { inProcessWorker };
