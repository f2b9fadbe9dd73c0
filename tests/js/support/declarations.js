// Reads the members of the interfaces in sudoku.d.ts, so tests can check that
// what the API returns is exactly what the declarations say.
'use strict';
const fs = require('node:fs');

/** Map of interface name → {required: Set, optional: Set} (members of extended interfaces included). */
function readInterfaces(file) {
  const text = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const raw = {};
  const header = /(?:export\s+)?interface\s+(\w+)(?:\s+extends\s+([\w\s,]+?))?\s*\{/g;
  let match;
  while ((match = header.exec(text))) {
    // The top level of the body only: nested object types become "{}".
    let depth = 1;
    let body = '';
    for (let i = header.lastIndex; i < text.length; ++i) {
      const ch = text[i];
      if (ch === '{') {
        if (++depth === 2) body += ch;
      } else if (ch === '}') {
        if (--depth === 0) break;
        if (depth === 1) body += ch;
      } else if (depth === 1) {
        body += ch;
      }
    }
    const members = { required: new Set(), optional: new Set() };
    for (const part of body.split(/[;\n]/)) {
      const m = /^\s*(?:readonly\s+)?(?:get\s+)?(\w+)(\?)?\s*[:(]/.exec(part);
      if (m) (m[2] ? members.optional : members.required).add(m[1]);
    }
    raw[match[1]] = { members, parents: match[2] ? match[2].split(',').map((s) => s.trim()) : [] };
  }
  const resolved = {};
  function resolve(name) {
    if (resolved[name]) return resolved[name];
    const entry = raw[name];
    if (!entry) throw new Error(`interface ${name} not found in ${file}`);
    const out = { required: new Set(entry.members.required), optional: new Set(entry.members.optional) };
    for (const parent of entry.parents) {
      const p = resolve(parent);
      p.required.forEach((k) => { if (!out.optional.has(k)) out.required.add(k); });
      p.optional.forEach((k) => { if (!out.required.has(k)) out.optional.add(k); });
    }
    resolved[name] = out;
    return out;
  }
  Object.keys(raw).forEach(resolve);
  return resolved;
}

/** Problems (as strings) where `value`'s own keys differ from interface `name`. */
function mismatches(interfaces, name, value) {
  const decl = interfaces[name];
  const keys = new Set(Object.keys(value));  // getters defined in an object literal count
  const problems = [];
  for (const k of decl.required) if (!keys.has(k)) problems.push(`${name}.${k} is declared but missing`);
  for (const k of keys) if (!decl.required.has(k) && !decl.optional.has(k)) problems.push(`${name}.${k} is returned but not declared`);
  return problems;
}

module.exports = { readInterfaces, mismatches };
