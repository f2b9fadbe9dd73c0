// The widget's sudoku-solution events, fired in bounded slices. All
// solutions runs in a Worker of the page's pool and its solutions arrive in batches
// of 256 (session_search.js); firing an event for each of a batch at once
// held the page's main thread 25 ms for one widget, and with 8 widgets whose
// Workers kept both cores busy a batch's events took 470 ms of the page's
// time (scripts/lib/bench/widget_stalls.cjs). So the solutions wait in a
// queue and are fired at most MAX_EVENTS_A_SLICE at a time, for at most
// SLICE_MS, each slice its own task: the page gets its turns (input,
// frames, the other widgets) between them, whatever number of widgets runs.
// Only the first KEEP_SOLUTIONS of a search have events (the session keeps
// no more), so the queue holds at most that many.
import { lineOf } from '../js/cells.js';
import { nextTask } from './next_task.js';

export const MAX_EVENTS_A_SLICE = 64;
const SLICE_MS = 8;

/**
 * emit(name, detail) fires an event on the element. add(solutions, first)
 * queues the solutions of a batch (packed, kept_solutions.js; `first` the
 * index of the first, from 0); clear() drops what is queued (a new search, the widget taken
 * down); drained() resolves once every queued solution has had its event.
 */
export function createSolutionEvents(emit) {
  // The batches as they came ([{first (index from 0), solutions}]), not an
  // entry a solution: fewer objects for the page's young-generation
  // collections to copy (Chromium's trace of 20 widgets listing at once,
  // one run each way: the main thread's MinorGC time 494 -> 368 ms, the
  // longest 70 -> 36 ms).
  let queue = [];
  let head = 0;     // the batch firing now
  let offset = 0;   // its next solution
  let draining = false;
  let waiting = [];  // drained()'s resolvers

  function slice() {
    const start = performance.now();
    let fired = 0;
    while (head < queue.length && fired < MAX_EVENTS_A_SLICE && performance.now() - start < SLICE_MS) {
      const batch = queue[head];
      emit('solution', { index: batch.first + offset + 1, solution: lineOf(batch.solutions.at(offset)) });
      fired++;
      if (++offset === batch.solutions.count) { queue[head++] = null; offset = 0; }
    }
    if (head < queue.length) { nextTask(slice); return; }
    queue = [];
    head = 0;
    draining = false;
    const done = waiting;
    waiting = [];
    done.forEach((resolve) => resolve());
  }

  return {
    add(solutions, first) {
      if (solutions.count) queue.push({ first: first, solutions: solutions });
      if (!draining && head < queue.length) { draining = true; nextTask(slice); }
    },
    clear() { queue = []; head = 0; offset = 0; },
    drained() { return draining ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve(); },
  };
}
