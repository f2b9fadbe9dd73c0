// How the page writes numbers, times and the reasons a search stopped, for
// the status line, the counters and the panels of the site and the widget.
// The word-writing ones take the reader's language first (`tr`, i18n.js's
// createTranslator); count() is the English grouping that tr.number() uses.

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

/** "0.42 ms", "85 ms", "12.3 s" (the decimal mark as the language writes it); browsers time Workers to 0.1 ms at best. */
export function ms(tr, value) {
  if (value < 0.1) return tr.t('time.under');
  const decimal = (text) => text.replace('.', tr.t('number.decimal'));
  return value < 10 ? tr.t('time.ms', { ms: decimal(value.toFixed(2)) })
    : value < 10000 ? tr.t('time.ms', { ms: value.toFixed(0) }) : tr.t('time.s', { s: decimal((value / 1000).toFixed(1)) });
}

/** Why a search ended early, as the start of a sentence. */
export function stopped(tr, by) {
  return tr.t(by === 'time_limit' ? 'stopped.time_limit' : by === 'node_budget' ? 'stopped.node_budget' : 'stopped.stopped');
}

/** A message listing hundreds of conflicts, cut after its first items. */
export function shorten(message) {
  if (message.length <= 240) return message;
  const cut = message.lastIndexOf('; ', 240);
  return message.slice(0, cut > 0 ? cut : 240) + '; …';
}

/** "a, b and c" */
export function listed(tr, names) {
  return tr.list(names);
}

/** The verdict of a count: "Unique solution", "10 solutions", "At least 3 solutions (stopped)", ... */
export function verdict(tr, n, complete, stoppedBy) {
  if (complete) return n === 0 ? tr.t('verdict.none') : n === 1 ? tr.t('verdict.unique') : tr.t('verdict.solutions', { n: n });
  if (n === 0) return tr.t(stoppedBy === 'time_limit' ? 'verdict.none_before_limit' : 'verdict.none_before_stop');
  if (!stoppedBy) return tr.t('verdict.at_least_limit', { n: n });
  return tr.t('verdict.at_least_stopped', { n: n });
}

const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** A Magnitude (the library's {mantissa, exponent, value}) as a reader writes it: "6.8 × 10²¹", or whole below a million. */
export function magnitudeWords(tr, m) {
  if (m.exponent < 6) return tr.number(Math.round(m.value));
  const mantissa = m.mantissa.toFixed(1).replace('.', tr.t('number.decimal'));
  return tr.t('estimate.power', { mantissa: mantissa, exponent: String(m.exponent).replace(/\d/g, (d) => SUPERSCRIPTS[d]) });
}

/** An estimate (api.estimate()'s result): "About 6.8 × 10²¹ solutions in all (within 3%, with 95% confidence)." */
export function estimateWords(tr, e) {
  const percent = Math.max(1, Math.round(e.relativeError * 100));
  return tr.t('estimate.about', { value: magnitudeWords(tr, e.estimate), within: percent, n: e.estimate.exponent < 6 ? Math.round(e.estimate.value) : 1e6 });
}
