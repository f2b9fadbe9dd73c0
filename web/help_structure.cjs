// The shape of a help page apart from its words, so that each language's page
// (web/help.<lang>.html) can be checked against the English one (web/help.html):
// the same elements in the same order, with the same ids, classes, links and
// generated lists, and the same text inside <code>, <kbd> and <pre> (commands
// and input stay as typed). Only the words between them are the translator's.
//   node help_structure.cjs web/help.html web/help.pl.html   (prints what differs)
'use strict';
const fs = require('node:fs');

const KEPT_ATTRIBUTES = ['id', 'class', 'href', 'src', 'rel', 'data-generated', 'aria-labelledby', 'aria-describedby', 'colspan', 'rowspan', 'scope', 'type'];
const VERBATIM = ['code', 'kbd', 'pre', 'samp'];

/** One line per opening tag (name and kept attributes) and per verbatim element's text. */
function structure(html) {
  const body = html.replace(/<!--[\s\S]*?-->/g, '');
  const lines = [];
  for (const m of body.matchAll(/<([a-zA-Z][\w-]*)\b([^>]*)>/g)) {
    const [, tag, attributes] = m;
    const kept = KEPT_ATTRIBUTES
      .map((name) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes))
      .map((a, i) => (a ? ` ${KEPT_ATTRIBUTES[i]}="${a[1]}"` : ''))
      .join('');
    lines.push(`<${tag.toLowerCase()}${kept}>`);
  }
  for (const tag of VERBATIM) {
    for (const m of body.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))) lines.push(`${tag}: ${m[1]}`);
  }
  return lines;
}

/** What differs between two pages' structures, as readable lines (empty when they match). */
function differences(englishHtml, translatedHtml) {
  const a = structure(englishHtml);
  const b = structure(translatedHtml);
  const out = [];
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length && out.length < 20; i++) {
    if (a[i] !== b[i]) out.push(`#${i}: English ${a[i] === undefined ? '(nothing)' : a[i]}\n     here    ${b[i] === undefined ? '(nothing)' : b[i]}`);
  }
  return out;
}

if (require.main === module) {
  const [english, translated] = process.argv.slice(2);
  if (!translated) {
    console.error('usage: node help_structure.cjs ENGLISH_HTML TRANSLATED_HTML');
    process.exit(2);
  }
  const found = differences(fs.readFileSync(english, 'utf8'), fs.readFileSync(translated, 'utf8'));
  if (found.length) {
    console.log(found.join('\n'));
    process.exit(1);
  }
  console.log('same structure');
}

module.exports = { structure, differences };
