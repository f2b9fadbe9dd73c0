// The site's links: the puzzle, layout, variant, region map and algorithm in the URL
// fragment (#puzzle=...&variant=x, #puzzle=...&layout=star), written from the session's state and read
// back as data only, never as markup. Reading checks the link's form
// (length, known parts, characters); whether its size and variant exist is
// the library's to say (links.js checks that against the catalog). What is
// wrong is said in the reader's language (a translator of i18n.js; English
// when none is given).
import { SYMBOLS } from './cells.js';
import { createTranslator } from './i18n.js';

let english = null;  // the translator of a call given none, made on first use

// A 25x25 puzzle and its region map take 1,250 characters; anything much
// longer is not one of our links. A puzzle with rules beyond the houses is
// its ISS puzzle string (#iss=...: the whole puzzle, rules and all, as the
// Interactive Sudoku Solver writes it), which may be longer: an extreme
// killer's 40 cages take some 1,500 characters.
export const MAX_FRAGMENT = 4096;
export const MAX_ISS_FRAGMENT = 32768;
const PARTS = ['puzzle', 'variant', 'regions', 'algorithm', 'layout', 'iss'];

/** The fragment of a state {puzzle (one line), layout, variant, regions, algorithm}, or {iss, algorithm}. */
export function encodeFragment(state) {
  if (state.iss) return '#iss=' + encodeURIComponent(state.iss) + (state.algorithm ? '&algorithm=' + encodeURIComponent(state.algorithm) : '');
  const parts = ['puzzle=' + state.puzzle];
  if (state.layout) parts.push('layout=' + encodeURIComponent(state.layout));
  if (state.variant && state.variant !== 'standard') parts.push('variant=' + encodeURIComponent(state.variant));
  if (state.regions) parts.push('regions=' + state.regions);
  if (state.algorithm) parts.push('algorithm=' + encodeURIComponent(state.algorithm));
  return '#' + parts.join('&');
}

/**
 * Reads a fragment: {state} (null when it holds no puzzle and no layout) or {error}
 * naming what is wrong in `tr`'s language (i18n.js's createTranslator; default
 * English). state: {puzzle, variant, regions, algorithm, and
 * layout when the link names one} as text, the puzzle and regions upper-cased
 * (puzzle '' when a layout's link has none: the layout empty); or {iss,
 * algorithm} for an ISS puzzle string's link (its text for the library to read).
 */
export function decodeFragment(hash, tr) {
  tr = tr || english || (english = createTranslator('en'));
  const text = String(hash || '').replace(/^#/, '');
  if (!text) return { state: null };
  const most = /(^|&)iss=/.test(text) ? MAX_ISS_FRAGMENT : MAX_FRAGMENT;
  if (text.length > most) {
    // (the lengths as written, ungrouped: count, a number, chooses the plural form)
    return { error: tr.t('link.too_long', { n: String(text.length), count: text.length, most: String(most) }) };
  }
  const params = Object.create(null);
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const key = eq < 0 ? pair : pair.slice(0, eq);
    let value;
    try { value = decodeURIComponent((eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' ')); } catch (e) {
      return { error: tr.t('link.bad_encoding', { part: visible(key) }) };
    }
    if (PARTS.indexOf(key) < 0) {
      return { error: tr.t('link.unknown_part', { part: visible(key), known: PARTS.join(', ') }) };
    }
    params[key] = value;
  }
  const algorithm = params.algorithm || '';
  if (algorithm && !/^[a-z_]{1,32}$/.test(algorithm)) {
    return { error: tr.t('link.bad_algorithm', { id: visible(algorithm) }) };
  }
  if (params.iss !== undefined) return { state: { iss: params.iss, algorithm: algorithm } };
  // A layout without a puzzle is that layout empty (puzzle '': links.js gives it its cells).
  if (params.puzzle === undefined && !params.layout) return { state: null };
  if (params.puzzle === undefined) params.puzzle = '';
  const bad = /[^1-9A-Pa-p.0]/.exec(params.puzzle);
  if (bad) {
    return { error: tr.t('link.bad_symbol', { symbol: visible(bad[0]), position: String(bad.index + 1),
      last: SYMBOLS.charAt(SYMBOLS.length - 1) }) };
  }
  const regions = (params.regions || '').toUpperCase();
  if (/[^1-9A-P]/.test(regions)) return { error: tr.t('link.bad_regions') };
  const layout = params.layout || '';
  if (layout && !/^[a-z_]{1,32}$/.test(layout)) {
    return { error: tr.t('link.bad_layout', { id: visible(layout) }) };
  }
  const state = { puzzle: params.puzzle.toUpperCase().replace(/0/g, '.'), variant: params.variant === undefined ? 'standard' : params.variant,
    regions: regions, algorithm: algorithm };
  if (layout) state.layout = layout;
  return { state: state };
}

// At most 20 characters of untrusted text, for a message (shown as text, never as markup).
function visible(text) {
  const s = String(text);
  return s.length > 20 ? s.slice(0, 20) + '…' : s;
}
