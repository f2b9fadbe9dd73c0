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

// A Worker client of `library` over inProcessWorker for the test `t`, with
// `sent`: the method of every call the page posted to the Worker (to check
// that a refused call sends nothing). Restores globalThis.Worker and
// terminates the client when the test ends; await client.ready before use.
function recordingWorkerClient(library, t) {
  const saved = globalThis.Worker;
  const sent = [];
  const Base = inProcessWorker(library);
  globalThis.Worker = class extends Base {
    postMessage(m) { if (m.method) sent.push(m.method); super.postMessage(m); }
  };
  t.after(() => { globalThis.Worker = saved; });
  const client = library.createSudokuWorker();
  t.after(() => client.terminate());
  return { client, sent };
}

module.exports = { inProcessWorker, recordingWorkerClient };
