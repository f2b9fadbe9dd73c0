// Loads the built library (build/site/sudoku.js) and the shared test tables
// (tests/data/*.txt, the same rows the Catch2 suite runs).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../../..');
// SUDOKU_SITE_DIR: another built site folder (a second build beside build/site).
const SITE = process.env.SUDOKU_SITE_DIR ? path.resolve(process.env.SUDOKU_SITE_DIR) : path.join(ROOT, 'build/site');
const LIBRARY = path.join(SITE, 'sudoku.js');
const DATA = path.join(ROOT, 'tests/data');

function loadLibrary() {
  if (!fs.existsSync(LIBRARY)) throw new Error(`${LIBRARY} is missing: run scripts/build`);
  return require(LIBRARY);
}

let apiPromise = null;
/** One module instance per test file, like a page would have. */
function sudoku() {
  apiPromise = apiPromise || loadLibrary().createSudoku();
  return apiPromise;
}

function tableLines(file) {
  return fs.readFileSync(path.join(DATA, file), 'utf8').split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(' | ').map((field) => field.trim()));
}

// A row's variant column as options: "layout:NAME" is {layout: NAME}.
function optionsOf(variant, regions) {
  if (variant.startsWith('layout:')) return { layout: variant.slice('layout:'.length) };
  const options = { variant };
  if (regions !== '-') options.regions = regions;
  return options;
}

/**
 * Rows of tests/data/puzzles.txt: {name, options, puzzle, solutions, solution}.
 * Rows of layouts (variant layout:NAME: the star, samurai, ...) have options
 * {layout: NAME}; their puzzle and solution are in reading order.
 */
function puzzleTable() {
  return tableLines('puzzles.txt')
    .map(([name, variant, regions, puzzle, solutions, solution]) => ({
    name, options: optionsOf(variant, regions), puzzle, solutions: Number(solutions),
    solution: solution === '-' ? null : solution,
  }));
}

/** Rows of tests/data/invalid_inputs.txt: {name, options, input, code, fragment}. */
function invalidTable() {
  return tableLines('invalid_inputs.txt').map(([name, variant, regions, input, code, fragment]) => ({
    name, options: optionsOf(variant, regions), input: input.replace(/\\n/g, '\n'), code, fragment,
  }));
}

/** True when `grid` completes `givens` and breaks no house of `parsed` (a square grid's or a layout's). */
function isValidSolution(parsed, grid) {
  if (!grid || grid.length !== parsed.cells.length) return false;
  for (let c = 0; c < grid.length; ++c) {
    if (grid[c] < 1 || grid[c] > parsed.size) return false;
    if (parsed.cells[c] && parsed.cells[c] !== grid[c]) return false;
  }
  // Every house holds different values (a layout's house may have fewer than N cells).
  return parsed.houses.every((house) => new Set(house.cells.map((c) => grid[c])).size === house.cells.length);
}

const SYMBOLS = '.123456789ABCDEFGHIJKLMNOP';
function gridLine(grid) { return Array.from(grid, (v) => SYMBOLS[v]).join(''); }

module.exports = { ROOT, LIBRARY, loadLibrary, sudoku, puzzleTable, invalidTable, isValidSolution, gridLine };
