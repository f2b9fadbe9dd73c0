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

export const MAX_EVENTS_A_SLICE = 64;
const SLICE_MS = 8;

// The next task: scheduler.postTask where there is one (Chromium, Firefox),
// which a chain of does not slow down; else setTimeout (a chain of which
// waits at least 4 ms a step). A MessageChannel a slice was tried: with 20
// widgets its messages came some 13 a second.
function nextTask(fn) {
  if (typeof scheduler === 'object' && scheduler && typeof scheduler.postTask === 'function') scheduler.postTask(fn);
  else setTimeout(fn, 0);
}

/**
 * emit(name, detail) fires an event on the element. add(solutions, first)
 * queues the solutions of a batch (cells; `first` the index of the first,
 * from 0); clear() drops what is queued (a new search, the widget taken
 * down); drained() resolves once every queued solution has had its event.
 */
export function createSolutionEvents(emit) {
  let queue = [];  // [{index (from 1), cells}], fired from queue[head] on
  let head = 0;
  let draining = false;
  let waiting = [];  // drained()'s resolvers

  function slice() {
    const start = performance.now();
    let fired = 0;
    while (head < queue.length && fired < MAX_EVENTS_A_SLICE && performance.now() - start < SLICE_MS) {
      const next = queue[head++];
      emit('solution', { index: next.index, solution: lineOf(next.cells) });
      fired++;
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
      solutions.forEach((cells, i) => queue.push({ index: first + i + 1, cells: cells }));
      if (!draining && head < queue.length) { draining = true; nextTask(slice); }
    },
    clear() { queue = []; head = 0; },
    drained() { return draining ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve(); },
  };
}
