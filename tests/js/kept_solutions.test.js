// The solutions All solutions keeps for browsing (web/js/kept_solutions.js):
// packed batches read back solution by solution, in order, up to the
// limit, whatever the batches' sizes.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const load = () => import(pathToFileURL(path.resolve(__dirname, '../../web/js/kept_solutions.js')).href);

// Solution k of width w: cells (k + j) % 256.
const solution = (k, w) => Uint8Array.from({ length: w }, (_, j) => (k + j) % 256);

test('packed batches of any sizes read back each solution in order, as views over one array a batch', async () => {
  const { packSolutions, createKeptSolutions } = await load();
  const kept = createKeptSolutions();
  let k = 0;
  for (const size of [1, 256, 3, 0, 97, 256]) {
    // Views of one buffer, as the Worker's batches arrive, and a copy made of them.
    const buffer = new Uint8Array(size * 81);
    const views = Array.from({ length: size }, (_, i) => { buffer.set(solution(k + i, 81), i * 81); return buffer.subarray(i * 81, (i + 1) * 81); });
    const packed = packSolutions(views);
    buffer.fill(0);  // the batch's own buffer may be reused: packed is a copy
    assert.equal(packed.count, size);
    kept.add(packed);
    k += size;
  }
  assert.equal(kept.length, k);
  for (let i = 0; i < k; i++) assert.deepEqual(kept.at(i), solution(i, 81), `solution ${i}`);
  assert.equal(kept.at(k), undefined);
  assert.equal(kept.at(-1), undefined);
});

test('no more than KEEP_SOLUTIONS are kept', async () => {
  const { packSolutions, createKeptSolutions, KEEP_SOLUTIONS } = await load();
  const kept = createKeptSolutions();
  const batch = packSolutions(Array.from({ length: 256 }, (_, i) => solution(i, 16)));
  for (let i = 0; i * 256 < KEEP_SOLUTIONS + 1000; i++) kept.add(batch);
  assert.equal(kept.length, KEEP_SOLUTIONS);
  assert.deepEqual(kept.at(KEEP_SOLUTIONS - 1), solution((KEEP_SOLUTIONS - 1) % 256, 16));
  assert.equal(kept.at(KEEP_SOLUTIONS), undefined);
});
