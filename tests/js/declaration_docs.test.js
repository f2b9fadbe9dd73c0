// Every call of the library's contract shows a summary where an editor
// shows one (on hover, in completion): each exported function, and each
// method and property of the objects the calls return (the synchronous API,
// the Worker client, the traces), has a doc comment in sudoku.d.ts.
'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { ROOT } = require('./support/library');

const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site');
const INTERFACES = ['SudokuApi', 'SudokuWorkerClient', 'Trace', 'WorkerTrace', 'SudokuLibrary'];

/** The names of the exported functions and of INTERFACES' members that have no doc comment in `text`. */
function undocumented(text) {
  const file = ts.createSourceFile('sudoku.d.ts', text, ts.ScriptTarget.ES2020, true);
  const documented = (node) => ts.getJSDocCommentsAndTags(node).some((doc) => ts.isJSDoc(doc) && doc.comment);
  const missing = [];
  const found = new Set();
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && !documented(statement)) missing.push(statement.name.text);
    if (!ts.isInterfaceDeclaration(statement) || !INTERFACES.includes(statement.name.text)) continue;
    found.add(statement.name.text);
    for (const member of statement.members) {
      if (member.name && !documented(member)) missing.push(`${statement.name.text}.${member.name.getText(file)}`);
    }
  }
  assert.deepEqual([...found].sort(), [...INTERFACES].sort(), 'every interface checked is declared');
  return missing;
}

test('every exported function and every member of the API, the Worker client, the traces and the library object has a doc comment', () => {
  assert.deepEqual(undocumented(fs.readFileSync(path.join(SITE, 'sudoku.d.ts'), 'utf8')), []);
});

test('the check names a member whose doc comment is gone (so the test above can fail)', () => {
  const text = fs.readFileSync(path.join(SITE, 'sudoku.d.ts'), 'utf8');
  const stripped = text.replace(/\/\*\*(?:(?!\*\/)[^])*\*\/(\s*count\(puzzle: PuzzleInput, options\?: CountOptions\): CountResult;)/, '$1');
  assert.notEqual(stripped, text);
  assert.deepEqual(undocumented(stripped), ['SudokuApi.count']);
});
