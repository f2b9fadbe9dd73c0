// The site's classic scripts (web/js) run as the page runs them, in a fresh
// global, for the node tests of their pure logic.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');

const WEB = path.resolve(__dirname, '../../../web/js');

/** Runs `files` of web/js in order in one fresh global; returns its SudokuSite. */
function loadSiteScripts(files) {
  const context = vm.createContext({});
  for (const file of files) {
    vm.runInContext(fs.readFileSync(path.join(WEB, file), 'utf8'), context, { filename: file });
  }
  return context.SudokuSite;
}

module.exports = { loadSiteScripts };
