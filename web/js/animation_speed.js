// The animation's speed scale, shared by the site's and the widget's Speed
// slider (session_view.js, site.js) and the widget's speed attribute
// (widget_options.js): slider positions 0-100 on a logarithmic scale from one
// step a second to FASTEST_RATE (5,000 steps a frame), and the rate in words
// (in the reader's language: i18n.js's translator). The player
// (animation.js) takes the rate in steps a second.

const FASTEST_RATE = 300000;

export const animationSpeed = {
  FASTEST_RATE: FASTEST_RATE,
  /** Steps per second at slider position `position` (0-100). */
  rateAt: (position) => Math.max(1, Math.round(Math.pow(FASTEST_RATE, position / 100))),
  /** The slider position closest to `rate` steps per second. */
  positionOf: (rate) => {
    const r = Math.min(Math.max(1, rate), FASTEST_RATE);
    return Math.round(100 * Math.log(r) / Math.log(FASTEST_RATE));
  },
  /** "10 steps a second", "about 83 steps a frame (5,000 a second)", in `tr`'s language. */
  describe: (tr, rate) => (rate < 120 ? tr.t('speed.per_second', { n: rate })
    : tr.t('speed.per_frame', { n: Math.round(rate / 60), rate: rate })),
};
