// The reference, tdoku compiled with our Emscripten (tdoku_wasm.c), as
// scripts/bench calls it from JavaScript, the same in node and in a page:
//   benchTdokuApi(Module) -> { solve(line, limit), solveText(text, limit) }
// `Module` is what createTdoku() resolves to. As a user of a small wasm
// solver would call it: each call writes the puzzle's 81 characters into wasm
// memory, calls the export, and copies the answer out.
//   solve(line, limit)      -> {count, grid: Uint8Array(81) of 1-9, or null}
//   solveText(text, limit)  -> {puzzles, counts: Uint8Array, solutions: Uint8Array(81 * puzzles)}
//     one call over one-a-line 81-character puzzles (no other line formats:
//     tdoku validates nothing), the text copied in and the answers copied out.
/* exported benchTdokuApi */
'use strict';

function benchTdokuApi(Module) {
  var DOT = 46;  // '.': tdoku reads a blank as '.', never '0'
  // The module's one scratch area: puzzle (81 characters and a NUL), then
  // its solution (81 values), then solveText's lines and answers.
  var ONE = 82 + 81;
  var puzzle, solution;
  function scratch(extra) {
    var area = Module._tdoku_buffer(ONE + extra);
    if (!area) throw new Error('tdoku: out of memory for ' + extra + ' bytes');
    puzzle = area;
    solution = area + 82;
    return area + ONE;
  }
  scratch(0);

  function solve(line, limit) {
    var heap = Module.HEAPU8;
    for (var c = 0; c < 81; ++c) {
      var ch = line.charCodeAt(c);
      heap[puzzle + c] = ch === 48 ? DOT : ch;
    }
    heap[puzzle + 81] = 0;
    var count = Module._tdoku_solve(puzzle, limit, solution);
    return { count: count, grid: limit === 1 && count ? Module.HEAPU8.slice(solution, solution + 81) : null };
  }

  function solveText(text, limit) {
    var lines = text.split('\n').filter(function (l) { return l.length; });
    var n = lines.length;
    // Lines of 82 bytes, then the counts, then the solutions.
    var base = scratch(82 * n + n + 81 * n);
    var heap = Module.HEAPU8;
    for (var i = 0; i < n; ++i) {
      var line = lines[i], at = base + 82 * i;
      for (var c = 0; c < 81; ++c) {
        var ch = line.charCodeAt(c);
        heap[at + c] = ch === 48 ? DOT : ch;
      }
      heap[at + 81] = 0;
    }
    var counts = base + 82 * n, solutions = counts + n;
    heap.fill(0, solutions, solutions + 81 * n);
    Module._tdoku_solve_text(base, n, limit, counts, solutions);
    heap = Module.HEAPU8;
    return { puzzles: n, counts: heap.slice(counts, counts + n), solutions: heap.slice(solutions, solutions + 81 * n) };
  }

  return { solve: solve, solveText: solveText };
}

if (typeof module !== 'undefined') module.exports = { benchTdokuApi };
