// The player's timer (play mode, on the site and in the widget): the time
// spent on the puzzle as m:ss (h:mm:ss past an hour), started when a puzzle
// is played, stopped when the reader completes it, and shown or hidden by a
// button (hidden, it keeps counting). It only reads the session's events,
// and says its words in the session's language (session.tr).

const TICK_MS = 1000;

/** Formats `ms` as m:ss, or h:mm:ss past an hour. */
export function clockText(ms) {
  const total = Math.floor(ms / 1000), h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60, s = total % 60;
  const two = (n) => String(n).padStart(2, '0');
  return h ? h + ':' + two(m) + ':' + two(s) : m + ':' + two(s);
}

/**
 * Drives `parts.clock` (the time) and `parts.toggle` (Hide timer / Show
 * timer) from `session`. now(): the clock (default performance.now; tests
 * pass their own). Returns {elapsed(): ms, running: whether it counts}.
 */
export function createPlayTimer(parts, session, now) {
  now = now || (() => performance.now());
  let startedAt = 0, stoppedAt = 0, running = false, timer = 0, puzzle = '', hidden = false;
  const elapsed = () => (running ? now() : stoppedAt) - startedAt;
  function draw() {
    if (parts.clock) parts.clock.textContent = hidden ? '' : clockText(elapsed());
    if (parts.clock) parts.clock.setAttribute('aria-label', session.tr.t(hidden ? 'timer.hidden' : 'timer.time', { time: clockText(elapsed()) }));
  }
  function start() {
    startedAt = now();
    running = true;
    clearInterval(timer);
    timer = setInterval(draw, TICK_MS);
    draw();
  }
  function stop() {
    if (!running) return;
    stoppedAt = now();
    running = false;
    clearInterval(timer);
    draw();
  }
  // A new puzzle (other givens, or play mode turned on) starts the clock again; edits of the reader's digits do not.
  session.on('puzzle', () => {
    const line = session.state.play ? session.line() + '|' + session.state.layout : '';
    if (line === puzzle) return;
    puzzle = line;
    if (line) start(); else stop();
  });
  session.on('solved', (e) => { if (e.by === 'player') stop(); });
  if (parts.toggle) {
    parts.toggle.addEventListener('click', () => {
      hidden = !hidden;
      parts.toggle.textContent = session.tr.t(hidden ? 'widget.button.show_timer' : 'widget.button.hide_timer');
      draw();
    });
  }
  return { elapsed: elapsed, get running() { return running; } };
}
