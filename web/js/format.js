// How the page writes numbers, times and the reasons a search stopped, for
// the status line, the counters and the panels of the site and the widget.

/** 1,234,567 */
export function count(n) { return Math.round(n).toLocaleString('en-US'); }

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
