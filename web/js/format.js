// How the page writes numbers, times and the reasons a search stopped, for
// the status line, the counters and the panels of the site and the widget.

/**
 * 1,234,567 (a whole number, grouped by threes). Written out rather than
 * toLocaleString('en-US'), whose first call on a page builds an ICU number
 * formatter: 10-30 ms of the main thread, measured in Chromium between the
 * first solve's answer and its counters.
 */
export function count(n) {
  const whole = Math.round(n);
  const digits = String(Math.abs(whole));
  if (!/^\d+$/.test(digits)) return String(whole);  // Infinity, NaN, 1e+21 and beyond: as JavaScript writes them
  return (whole < 0 ? '-' : '') + digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "0.42 ms", "85 ms", "12.3 s"; browsers time Workers to 0.1 ms at best. */
export function ms(value) {
  if (value < 0.1) return 'under 0.1 ms';
  return value < 10 ? value.toFixed(2) + ' ms' : value < 10000 ? value.toFixed(0) + ' ms' : (value / 1000).toFixed(1) + ' s';
}

/** Why a search ended early, as the start of a sentence. */
export function stopped(by) {
  return by === 'time_limit' ? 'Time limit reached' : by === 'node_budget' ? 'Node budget used up' : 'Stopped';
}

/** A message listing hundreds of conflicts, cut after its first items. */
export function shorten(message) {
  if (message.length <= 240) return message;
  const cut = message.lastIndexOf('; ', 240);
  return message.slice(0, cut > 0 ? cut : 240) + '; …';
}

/** "a, b and c" */
export function listed(names) {
  return names.length < 2 ? names.join('') : names.slice(0, -1).join(', ') + ' and ' + names[names.length - 1];
}

/** The verdict of a count: "Unique solution", "10 solutions", "At least 3 solutions (stopped)", ... */
export function verdict(n, complete, stoppedBy) {
  const text = count(n);
  if (complete) return n === 0 ? 'No solution' : n === 1 ? 'Unique solution' : text + ' solutions';
  if (n === 0) return stoppedBy === 'time_limit' ? 'No solution found before the time limit' : 'No solution found before stopping';
  if (!stoppedBy) return 'At least ' + text + ' solutions (stopped at the limit)';
  return 'At least ' + text + (n === 1 ? ' solution' : ' solutions') + ' (stopped)';
}
