// Finds the words a page shows that did not go through its language: run
// under the pseudo-language (web/js/i18n.js PSEUDO), every text is wrapped in
// ⟦ ⟧, so what is left outside the marks once cell names, digits and
// punctuation are taken out is hard-coded text. Looks at what a reader meets:
// text of rendered elements (shadow roots too), <option>s of shown menus,
// and the aria-label, title, placeholder and alt of rendered elements.
'use strict';

/**
 * The texts under `root` (a CSS selector; default the whole page, widgets'
 * shadow roots included) with words outside the marks: [{where, text}].
 */
async function untranslatedTexts(page, root = 'body') {
  return page.evaluate((selector) => {
    const found = [];
    const left = (text) => {
      let rest = text;
      // Marked texts may hold marked values: take the innermost out first.
      for (let before = ''; before !== rest;) { before = rest; rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' '); }
      rest = rest.replace(/\br\d+c\d+\b/g, ' ')      // cell names
        .replace(/\(\d+\)r\d+c\d+/g, ' ')            // chain nodes
        .replace(/\b[A-P]\b/g, ' ')                   // values 10-25 as letters
        .replace(/https?:\S+|file:\S+|#\S+/g, ' ')    // links
        .replace(/[\d\s.,:;!?()[\]{}<>=+\-–—/\\*'"…~%×x→←↶↷⟳▶⏸⏵⏮⏭✓✗•·|]/g, ' ');
      return /\p{L}{2,}/u.test(rest) ? rest.trim() : '';
    };
    const shown = (el) => el.checkVisibility ? el.checkVisibility() : el.offsetParent !== null;
    const visit = (node, where) => {
      for (const child of node.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) {
          const parent = child.parentElement;
          if (!parent || ['SCRIPT', 'STYLE', 'TEXTAREA', 'CODE', 'KBD', 'OPTION'].includes(parent.tagName)) continue;
          if (!shown(parent) || !child.textContent.trim()) continue;
          if (left(child.textContent)) found.push({ where: where + ' ' + parent.tagName.toLowerCase() + (parent.id ? '#' + parent.id : ''), text: child.textContent.trim() });
        } else if (child.nodeType === Node.ELEMENT_NODE) {
          const el = child;
          if (el.hasAttribute('data-i18n-html')) {  // one marked text around <kbd> and <code>: read whole
            if (shown(el) && left(el.textContent)) found.push({ where: where + ' ' + el.tagName.toLowerCase() + (el.id ? '#' + el.id : ''), text: el.textContent.trim() });
            continue;
          }
          if (shown(el) || el.tagName === 'SELECT') {
            for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
              const value = el.getAttribute(attribute);
              if (value && left(value)) found.push({ where: where + ' ' + el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + '[' + attribute + ']', text: value });
            }
          }
          if (el.tagName === 'SELECT' && shown(el)) {
            for (const option of el.options) {
              if (left(option.textContent)) found.push({ where: where + ' select' + (el.id ? '#' + el.id : '') + ' option', text: option.textContent });
            }
          }
          if (el.shadowRoot) visit(el.shadowRoot, where + ' ' + el.tagName.toLowerCase() + '::shadow');
          visit(el, where);
        }
      }
    };
    const root = document.querySelector(selector);
    if (root.shadowRoot) visit(root.shadowRoot, selector + '::shadow');
    visit(root, selector);
    return found;
  }, root);
}

module.exports = { untranslatedTexts };
