// The words of the site and the widget in the reader's language. One file per
// language in web/i18n/ (en.js, pl.js, cs.js, ru.js, de.js), each a function
// returning its table; English is always there, another language loads on
// first use (loadTranslator; language_tables.js says from where), so that a
// page downloads and parses only the language it shows.
//
// A table maps a key to a text or, where a number decides the form, to its
// plural forms by Intl.PluralRules category ({one, few, many, other}).
// Texts name their values in braces: "{n} solutions". Three sources of keys:
//   - en.js's keys: the words the scripts say (statuses, buttons the widget
//     draws, verdicts); English is en.js itself.
//   - "html.*": the words of index.html and embed.html, marked there with
//     data-i18n (see translatePage); their English is the page's own text.
//   - "lib.*": the library's words, by the library's ids: a technique's name
//     ("lib.technique.x_wing"), an algorithm's name, summary and description
//     ("lib.algorithm.naive.name"), a variant's, layout's, level's and
//     symmetry's words, and every step template ("lib.step.hidden_single",
//     the core's templates with their fields, core/words.hpp). Their English
//     is the library's (the caller passes it).
// A key a language lacks falls back to English; tests/js/i18n.test.js checks
// that every language has every key and the same fields in each text.
import { count } from './format.js';
import { hasTable, loadedTable, loadTable } from './language_tables.js';

/** The languages offered, each named in itself. */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'pl', name: 'Polski' },
  { code: 'cs', name: 'Čeština' },
  { code: 'ru', name: 'Русский' },
  { code: 'de', name: 'Deutsch' },
];
/** A language no reader picks: every text wrapped in ⟦ ⟧ and lengthened by a third, so that a test sees text the translation missed and room that runs short. */
export const PSEUDO = 'qps';

/** The help page's file in a language: help.html in English, help.pl.html in Polish (web/help_page.cjs writes them). */
export function helpPage(code) {
  return code === 'en' || !hasTable(code) ? 'help.html' : 'help.' + code + '.html';
}

/**
 * The language to show, from the first of `wanted` (language tags, best
 * first: a widget's lang, the page's, navigator.languages) that is offered,
 * by its primary subtag ("de-AT" is "de"); English when none is.
 */
export function pickLanguage(wanted) {
  for (const tag of wanted || []) {
    if (typeof tag !== 'string' || !tag) continue;
    const code = tag.toLowerCase().split(/[-_]/)[0];
    if (code === PSEUDO || hasTable(code)) return code;
  }
  return 'en';
}

/**
 * The translator of `code` (as createTranslator), once its words have
 * loaded. A language that cannot load gives English, with a warning on the
 * console naming the file.
 */
export function loadTranslator(code) {
  if (code === PSEUDO || !hasTable(code)) return Promise.resolve(createTranslator(code));
  return loadTable(code).then(() => createTranslator(code), (error) => {
    if (typeof console !== 'undefined') console.warn('sudoku: the words in "' + code + '" did not load, so they are English:', error.message);
    return createTranslator('en');
  });
}

/** Whether createTranslator(code) has the words of `code` now (English and PSEUDO always do). */
export function translatorReady(code) {
  return code === PSEUDO || !hasTable(code) || loadedTable(code) !== null;
}

/** "1234567" grouped by threes with `separator` (format.js's count() groups with commas). */
function grouped(n, separator) {
  return separator === ',' ? count(n) : count(n).replace(/,/g, separator);
}
// Where Intl is missing: each language's group separator (a no-break space in pl, cs and ru).
const SEPARATORS = { en: ',', de: '.', pl: '\u00a0', cs: '\u00a0', ru: '\u00a0', [PSEUDO]: ',' };

// English plural rules, for where Intl is missing (the other languages then use "other" past 1).
function fallbackCategory(code, n) {
  if (n === 1) return 'one';
  if (code === 'en' || code === 'de' || code === PSEUDO) return 'other';
  return 'many';
}

function pseudo(text) {
  // Fields and markup stay as they are; the words around them are marked and
  // lengthened by a third, in words of up to 6 that may wrap as real ones do.
  const length = Math.ceil(text.replace(/\{[a-z_A-Z]+\}|<[^>]*>/g, '').length / 3);
  const padding = length > 6 ? ('~~~~~ '.repeat(Math.ceil(length / 6))).slice(0, length).trimEnd() : '~'.repeat(length);
  return '⟦' + text + (length > 6 ? ' ' : '') + padding + '⟧';
}

/**
 * The words of one language: code (from pickLanguage), or PSEUDO; English
 * until the language has loaded (loadTranslator, translatorReady).
 *   has(key)        whether the language or English has the key
 *   t(key, values)  the key's text with {name}s filled from values; a number
 *                   in values is written as number() writes it, and a plural
 *                   text takes the form of values.n (or values.count).
 *   lib(key, english, values)  a library word ("technique.x_wing"), its English given
 *   number(n)       a whole number grouped as the language groups it: 1,234,567 / 1 234 567 / 1.234.567
 *   compact(n)      a round number short, as an axis says it: 10k / 10 tys. / 10.000 / 1 Mio.
 *   list(items)     "a, b and c" in the language
 *   wording()       the library's `wording` option for this language (the step templates,
 *                   technique names), or undefined for English
 */
export function createTranslator(code) {
  const lang = code === PSEUDO || (hasTable(code) && loadedTable(code)) ? code : 'en';
  const english = loadedTable('en');
  const table = lang === PSEUDO ? {} : loadedTable(lang);
  let rules = null;
  let numbers = null;
  const canIntl = typeof Intl === 'object' && Intl !== null;

  function category(n) {
    if (!rules && canIntl && typeof Intl.PluralRules === 'function') rules = new Intl.PluralRules(lang === PSEUDO ? 'en' : lang);
    return rules ? rules.select(n) : fallbackCategory(lang, n);
  }
  function number(n) {
    // English as the page always wrote it, without building an ICU formatter (10-30 ms on first use).
    if (lang === 'en' || lang === PSEUDO || typeof n !== 'number' || !isFinite(n)) return grouped(n, ',');
    if (!numbers && canIntl && typeof Intl.NumberFormat === 'function') numbers = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    return numbers ? numbers.format(Math.round(n)) : grouped(n, SEPARATORS[lang]);
  }
  function choose(entry, values) {
    if (typeof entry === 'string') return entry;
    const n = values && typeof values.n === 'number' ? values.n : values && typeof values.count === 'number' ? values.count : 0;
    return entry[category(n)] || entry.other || entry.many || entry.one || '';
  }
  function fill(text, values) {
    if (!values) return text;
    return text.replace(/\{([a-zA-Z_]+)\}/g, (whole, name) => {
      if (!Object.prototype.hasOwnProperty.call(values, name)) return whole;
      const v = values[name];
      return typeof v === 'number' ? number(v) : String(v);
    });
  }
  function has(key) {
    return Object.prototype.hasOwnProperty.call(table, key) || Object.prototype.hasOwnProperty.call(english, key);
  }
  function t(key, values) {
    let entry = Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
    let text;
    if (entry === undefined) {
      if (!Object.prototype.hasOwnProperty.call(english, key)) return key;
      entry = english[key];
      text = choose(entry, values);
      if (lang === PSEUDO) text = pseudo(text);
    } else {
      text = choose(entry, values);
    }
    return fill(text, values);
  }
  function lib(key, englishText, values) {
    const full = 'lib.' + key;
    const entry = Object.prototype.hasOwnProperty.call(table, full) ? table[full] : undefined;
    const text = entry !== undefined ? choose(entry, values)
      : lang === PSEUDO && englishText ? pseudo(englishText) : englishText;
    return fill(text === undefined ? '' : text, values);
  }
  let compacts = null;
  function compact(n) {
    const english = () => (n >= 1e9 ? n / 1e9 + 'G' : n >= 1e6 ? n / 1e6 + 'M' : n >= 1e3 ? n / 1e3 + 'k' : String(n));
    if (lang === 'en' || lang === PSEUDO) return english();
    if (!compacts && canIntl && typeof Intl.NumberFormat === 'function') {
      try {
        compacts = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
      } catch (e) {
        compacts = null;  // (an engine without compact notation)
      }
    }
    return compacts ? compacts.format(n) : n >= 1e3 ? number(n) : english();
  }
  function list(items) {
    if (items.length < 2) return items.join('');
    return t('list.pair', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });
  }
  let wordingTable;
  /** templates: the library's [{id, text}]; techniques: its [{id, name}]; kinds: its constraintKinds() (the rules' names in hints). */
  function wording(templates, techniques, kinds) {
    if (lang === 'en') return undefined;
    if (wordingTable) return wordingTable;
    const out = {};
    for (const tpl of templates || []) {
      const text = lib('step.' + tpl.id, tpl.text);
      if (text !== tpl.text) out[tpl.id] = text;
    }
    for (const tech of techniques || []) {
      const name = lib('technique.' + tech.id, tech.name);
      if (name !== tech.name) out['technique:' + tech.id] = name;
    }
    for (const kind of kinds || []) {
      const name = lib('constraint.' + kind.id, kind.name);
      if (name !== kind.name) out['constraint:' + kind.id] = name;
    }
    wordingTable = out;
    return out;
  }
  return { lang: lang, t: t, has: has, lib: lib, number: number, compact: compact, list: list, wording: wording };
}

/**
 * Puts `tr`'s words into the elements under `root` marked with data-i18n
 * ("html.key": the element's text), data-i18n-html (text with <kbd> and
 * <code> in it: those two elements are made, everything else is text) and
 * data-i18n-attr ("aria-label:html.key title:html.other": attributes).
 * English is the page's own text, kept in the element's data before the
 * first change, so that switching back needs no table.
 */
export function translatePage(root, tr) {
  root.querySelectorAll('[data-i18n]').forEach((el) => {
    if (el.dataset.i18nEnglish === undefined) el.dataset.i18nEnglish = el.textContent;
    el.textContent = tr.lang === 'en' ? el.dataset.i18nEnglish : htmlText(tr, el.dataset.i18n, el.dataset.i18nEnglish);
  });
  root.querySelectorAll('[data-i18n-html]').forEach((el) => {
    if (el.dataset.i18nEnglish === undefined) el.dataset.i18nEnglish = markedText(el);
    setMarkedText(el, tr.lang === 'en' ? el.dataset.i18nEnglish : htmlText(tr, el.dataset.i18nHtml, el.dataset.i18nEnglish));
  });
  root.querySelectorAll('[data-i18n-attr]').forEach((el) => {
    for (const pair of el.dataset.i18nAttr.trim().split(/\s+/)) {
      const [attribute, key] = pair.split(':');
      const kept = 'i18nEnglish' + attribute.replace(/(^|-)([a-z])/g, (m, d, c) => c.toUpperCase());
      if (el.dataset[kept] === undefined) el.dataset[kept] = el.getAttribute(attribute) || '';
      el.setAttribute(attribute, tr.lang === 'en' ? el.dataset[kept] : htmlText(tr, key, el.dataset[kept]));
    }
  });
}

// An element's text with its <kbd> and <code> children written as tags.
function markedText(el) {
  let out = '';
  el.childNodes.forEach((node) => {
    const tag = node.nodeType === 1 ? node.tagName.toLowerCase() : '';
    out += tag === 'kbd' || tag === 'code' ? '<' + tag + '>' + node.textContent + '</' + tag + '>' : node.textContent;
  });
  return out;
}

// `text`'s <kbd>…</kbd> and <code>…</code> as those elements, the rest as text.
function setMarkedText(el, text) {
  el.textContent = '';
  const doc = el.ownerDocument;
  const parts = text.split(/<(kbd|code)>(.*?)<\/\1>/);
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) el.appendChild(doc.createTextNode(parts[i]));
    if (i + 2 < parts.length) {
      const marked = doc.createElement(parts[i + 1]);
      marked.textContent = parts[i + 2];
      el.appendChild(marked);
    }
  }
}

// A page's key: the language's text, or (pseudo) the English marked.
function htmlText(tr, key, englishText) {
  if (tr.has(key)) return tr.t(key);
  return tr.lang === PSEUDO ? pseudo(englishText) : englishText;
}
