// Runs a function in a task of its own, so that work begun in one task by
// many widgets (a page stopping all of them at once) is spread over as many
// tasks, each short, and the page gets its turns between them.

// scheduler.postTask where there is one (Chromium, Firefox), which a chain
// of does not slow down; else setTimeout (a chain of which waits at least
// 4 ms a step). A MessageChannel a slice was tried for the solution events:
// with 20 widgets its messages came some 13 a second.
export function nextTask(fn) {
  if (typeof scheduler === 'object' && scheduler && typeof scheduler.postTask === 'function') scheduler.postTask(fn);
  else setTimeout(fn, 0);
}

/** A promise resolved in a task of its own. */
export function inOwnTask() {
  return new Promise((resolve) => nextTask(resolve));
}
