// What theme="auto" follows: the colour scheme of the page the widget sits
// in, when the page says one, before the reader's system setting. A dark
// blog read on a light system must not get white panels. In order:
//   1. the used `color-scheme` of the element (what the page sets on it, or
//      on :root, which it inherits), when it names one scheme only;
//   2. <meta name="color-scheme"> naming one scheme only;
//   3. the page's background behind the element (the first ancestor with an
//      opaque one): dark when black text would read worse on it than white
//      (relative luminance below DARK_BELOW);
//   4. none: the widget's light-dark() colours follow prefers-color-scheme.
// watchPageScheme re-reads it when the page changes what it depends on (a
// class or style on <html> or <body>, the meta, the system setting), which
// is how blogs switch themes; one attribute observer a widget, cheap.

// The relative luminance at which black and white text have the same contrast ((L + 0.05)² = 1.05 × 0.05).
const DARK_BELOW = 0.179;

/** 'light', 'dark' or '' (the page says nothing) for the element `host`. */
export function pageScheme(host) {
  var declared = oneScheme(getComputedStyle(host).colorScheme);
  if (declared) return declared;
  var meta = host.ownerDocument.querySelector('meta[name="color-scheme" i]');
  declared = meta && oneScheme(meta.getAttribute('content'));
  if (declared) return declared;
  for (var el = host.parentElement; el; el = el.parentElement) {
    var rgba = channels(getComputedStyle(el).backgroundColor);
    if (rgba && rgba[3] > 0.5) return luminance(rgba) < DARK_BELOW ? 'dark' : 'light';
  }
  return '';
}

// 'light' or 'dark' when `value` (a color-scheme) names that one alone.
function oneScheme(value) {
  var words = String(value || '').toLowerCase().split(/\s+/).filter(function (w) { return w === 'light' || w === 'dark'; });
  return words.length === 1 ? words[0] : '';
}

// [r, g, b, alpha] of a computed colour ("rgb(1, 2, 3)", "rgba(1, 2, 3, 0.5)"), or null.
function channels(color) {
  var m = /^rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+))?\)$/.exec(String(color).trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
}

// Relative luminance (WCAG) of an sRGB colour, 0 (black) to 1 (white).
function luminance(rgb) {
  var lin = rgb.slice(0, 3).map(function (c) {
    c /= 255;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

/**
 * Calls onChange(scheme) now and whenever the page's scheme (pageScheme) may
 * have changed; returns stop().
 */
export function watchPageScheme(host, onChange) {
  var doc = host.ownerDocument;
  var last = null;
  function check() {
    if (!host.isConnected) return;
    var now = pageScheme(host);
    if (now !== last) onChange(last = now);
  }
  var observer = new MutationObserver(check);
  [doc.documentElement, doc.body, doc.head].forEach(function (el) {
    if (el) observer.observe(el, { attributes: true, attributeFilter: ['class', 'style', 'data-theme', 'data-color-scheme', 'data-bs-theme'] });
  });
  if (doc.head) observer.observe(doc.head, { childList: true, subtree: true, attributes: true, attributeFilter: ['content', 'media', 'href', 'disabled'] });
  var media = window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  if (media) media.addEventListener('change', check);
  if (doc.readyState !== 'complete') window.addEventListener('load', check, { once: true });  // the page's stylesheets
  check();
  return function stop() {
    observer.disconnect();
    if (media) media.removeEventListener('change', check);
  };
}
