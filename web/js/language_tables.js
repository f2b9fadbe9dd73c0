// Where each language's table (web/i18n/<code>.js) comes from, so that a page
// downloads and parses English and the one language it shows, no other.
// English is part of every bundle; each other language is a file of its own,
// loaded on first use (loadTable) and kept:
//   - classic scripts (js/site.js, sudoku-widget.js; pages opened from disk):
//     a <script> element for sudoku-lang-<code>.js, which esbuild writes
//     beside sudoku-widget.js as a classic script that puts its module into
//     self.sudokuLanguages[code]. Chromium runs classic scripts from file://,
//     where it refuses fetch() and modules. The folder is SUDOKU_LANGUAGES_AT
//     from the loading script's. A page may also load the file itself,
//     before the widget, and the language is there at once.
//   - ES modules (sudoku-widget.mjs, node, the tests): import() of the
//     language's module; esbuild splits it out of sudoku-widget.mjs as
//     sudoku-lang-<code>.mjs, which bundlers follow as any import().
import en from '../i18n/en.js';

/** Each language's module, for import() (the module's default export returns its table). */
const MODULES = {
  pl: () => import('../i18n/pl.js'),
  cs: () => import('../i18n/cs.js'),
  ru: () => import('../i18n/ru.js'),
  de: () => import('../i18n/de.js'),
};

// Our classic bundles say where their languages' scripts are, from the
// bundle: SUDOKU_LANGUAGES_AT, an esbuild define ("./" for sudoku-widget.js,
// "../" for js/site.js). Anything else (sudoku-widget.mjs, an app's bundle
// of it, even a classic one, node) has it undefined and import()s.
/* global SUDOKU_LANGUAGES_AT */
const FOLDER = typeof SUDOKU_LANGUAGES_AT === 'string' ? SUDOKU_LANGUAGES_AT : null;
// The classic bundle this code runs in, read while it first runs (later,
// document.currentScript is another script or none).
const LOADING_SCRIPT = FOLDER !== null && typeof document !== 'undefined' && document.currentScript && document.currentScript.src
  ? document.currentScript.src : '';

const tables = new Map([['en', en()]]);  // code -> its table, read once
const loading = new Map();  // code -> the promise of its table

/** Whether `code` is one of the languages with a table (en, pl, cs, ru, de). */
export function hasTable(code) {
  return code === 'en' || Object.prototype.hasOwnProperty.call(MODULES, code);
}

/** The table of `code` if it has loaded (English always has), else null. */
export function loadedTable(code) {
  if (tables.has(code)) return tables.get(code);
  const registered = registeredModule(code);
  if (registered) tables.set(code, registered.default());
  return tables.get(code) || null;
}

/** The language's file name beside the loading script: sudoku-lang-pl.js. */
export function languageFile(code) {
  return 'sudoku-lang-' + code + '.js';
}

/**
 * The table of `code`, loaded once. Rejects with an Error naming the file
 * when it cannot load (missing beside the script, refused by the page's
 * Content-Security-Policy); the caller then shows English.
 */
export function loadTable(code) {
  if (!hasTable(code)) return Promise.reject(new Error('no language "' + code + '"'));
  const now = loadedTable(code);
  if (now) return Promise.resolve(now);
  if (!loading.has(code)) {
    const read = LOADING_SCRIPT ? loadScript(new URL(FOLDER + languageFile(code), LOADING_SCRIPT).href, code) : MODULES[code]();
    loading.set(code, read.then((module) => {
      tables.set(code, module.default());
      return tables.get(code);
    }, (error) => {
      loading.delete(code);  // asked again, tried again
      throw error;
    }));
  }
  return loading.get(code);
}

function registeredModule(code) {
  const all = typeof self !== 'undefined' ? self.sudokuLanguages : undefined;
  return all && Object.prototype.hasOwnProperty.call(all, code) ? all[code] : null;
}

function loadScript(url, code) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      script.remove();
      const module = registeredModule(code);
      if (module) resolve(module);
      else reject(new Error(url + ' did not define the language "' + code + '"'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('the language file ' + url + ' could not load'));
    };
    document.head.appendChild(script);
  });
}
