// scripts/bench engine "npm peers": the fastest JavaScript Sudoku solvers on
// npm, installed as devDependencies of tests/ (dancing-links: Knuth's DLX,
// finds one or counts up to two; @algorithm.ts/sudoku: finds one only), on
// the job's samples. Reads the job from argv[2]; prints JSON on stdout.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../../..');
const requireTool = createRequire(path.join(ROOT, 'tests/package.json'));

const { benchMedian: median, benchValidSolution } = require('./measure_wasm.js');

// Sudoku as exact cover: row (cell, value) covers cell, row-value, column-value
// and box-value columns; a given keeps only its own row.
function dlxSolver(DancingLinks) {
  const dlx = new DancingLinks();
  return function solve(line, limit) {
    const solver = dlx.createSolver({ columns: 324 });
    const rows = [];
    for (let cell = 0; cell < 81; ++cell) {
      const r = Math.floor(cell / 9), c = cell % 9, b = 3 * Math.floor(r / 3) + Math.floor(c / 3);
      const given = line.charCodeAt(cell) - 48;
      for (let v = 0; v < 9; ++v) {
        if (given >= 1 && given <= 9 && given !== v + 1) continue;
        rows.push({ data: cell * 9 + v, columnIndices: [cell, 81 + 9 * r + v, 162 + 9 * c + v, 243 + 9 * b + v] });
      }
    }
    solver.addSparseConstraints(rows);
    const found = solver.find(limit);
    const grid = new Array(81).fill(0);
    if (found.length) for (const row of found[0]) grid[Math.floor(row.data / 9)] = (row.data % 9) + 1;
    return { count: found.length, grid };
  };
}

function algorithmTsSolver(SudokuSolver) {
  const solver = new SudokuSolver({ childMatrixWidth: 3 });
  const board = new Array(81), solution = new Array(81);
  return function solve(line) {
    for (let c = 0; c < 81; ++c) {
      const v = line.charCodeAt(c) - 48;
      board[c] = v >= 1 && v <= 9 ? v - 1 : -1;
    }
    const ok = solver.solve(board, solution);
    return { count: ok ? 1 : 0, grid: ok ? solution.map((v) => v + 1) : [] };
  };
}

const lines0 = (sample) => sample.text.split('\n').filter((l) => l.trim());

function timePeer(solve, lines, limit, runs) {
  const ms = [];
  let wrong = 0;
  for (let run = 0; run < runs || (run < 50 && ms.reduce((a, b) => a + b, 0) < 500); ++run) {
    wrong = 0;
    const start = performance.now();
    const answers = lines.map((line) => solve(line, limit));
    ms.push(performance.now() - start);
    answers.forEach((a, i) => { if (!a.count || !benchValidSolution(lines[i], a.grid, 0)) ++wrong; });
  }
  const m = median(ms);
  return { puzzles: lines.length, medianMs: m, perSecond: lines.length / (m / 1000), runs: ms.length, wrong };
}

async function main() {
  const job = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  // An ES module with an "import"-only exports map: imported by its file.
  const dlxEntry = path.join(ROOT, 'tests/node_modules/dancing-links/built/lib/index.js');
  const { DancingLinks } = await import(pathToFileURL(dlxEntry).href);
  const { SudokuSolver } = requireTool('@algorithm.ts/sudoku');
  const peers = {
    'dancing-links': { solve: dlxSolver(DancingLinks), limits: [1, 2] },
    '@algorithm.ts/sudoku': { solve: algorithmTsSolver(SudokuSolver), limits: [1] },
  };
  const out = {};
  for (const [name, peer] of Object.entries(peers)) {
    out[name] = {};
    // Warm-up, untimed: let the JIT compile the solver first.
    for (const sample of job.samples) lines0(sample).slice(0, 200).forEach((line) => peer.solve(line, 1));
    for (const sample of job.samples) {
      const lines = sample.text.split('\n').filter((l) => l.trim());
      out[name][sample.name] = {};
      for (const limit of peer.limits) out[name][sample.name][limit] = timePeer(peer.solve, lines, limit, job.runs);
    }
  }
  process.stdout.write(JSON.stringify(out));
}

main().catch((e) => { console.error(e); process.exit(1); });
