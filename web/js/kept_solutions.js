// Solutions found by All solutions, held as flat arrays: a batch of n
// solutions of w cells is one Uint8Array of n*w values, not n arrays. The
// Worker's batches arrive as n views of one buffer; kept as they came, each
// of 20 widgets listing at once held 10,000 objects a search for the page's
// collector to trace. Packed, the views die young and one array a batch
// lives (20 widgets: the last of their 200,000 events came after 2.7-2.8 s
// against 3.2-3.3 s unpacked, widget_stalls.cjs; the longest young-
// generation collection stayed 35-45 ms in Chromium's trace either way).

export const KEEP_SOLUTIONS = 10000;  // solutions kept for browsing (a 25x25 one is 625 bytes)

/**
 * A batch of solutions (arrays of cells, all of one length) as one flat
 * array: {count, at(i): the cells of solution i (a view, from 0)}.
 */
export function packSolutions(solutions) {
  const count = solutions.length;
  const width = count ? solutions[0].length : 0;
  const cells = new Uint8Array(count * width);
  for (let i = 0; i < count; i++) cells.set(solutions[i], i * width);
  return { count: count, at: (i) => (i >= 0 && i < count ? cells.subarray(i * width, (i + 1) * width) : undefined) };
}

/**
 * The first KEEP_SOLUTIONS solutions of a search, kept from its packed
 * batches: {add(batch), at(i), length}. at(i) is undefined past what is kept.
 */
export function createKeptSolutions() {
  const batches = [];  // [{first, batch}], in order
  let length = 0;
  return {
    add(batch) {
      if (length >= KEEP_SOLUTIONS || !batch.count) return;
      batches.push({ first: length, batch: batch });
      length = Math.min(KEEP_SOLUTIONS, length + batch.count);
    },
    at(i) {
      if (!(i >= 0 && i < length)) return undefined;
      let lo = 0, hi = batches.length - 1;  // the last batch whose first is at most i
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (batches[mid].first <= i) lo = mid; else hi = mid - 1;
      }
      return batches[lo].batch.at(i - batches[lo].first);
    },
    get length() { return length; },
  };
}
