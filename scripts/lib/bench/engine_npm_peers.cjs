// scripts/bench engine "npm peers": the fastest JavaScript Sudoku solvers on
// npm, installed as devDependencies of tests/ (dancing-links: Knuth's DLX,
// finds one or counts up to two; @algorithm.ts/sudoku: finds one only),
// each called once per puzzle on the job's samples, side by side with ours
// called the same way (solve(), count(.., {limit: 2}); the built site's
// sudoku.js, job.site). Reads the job from argv[2]; prints JSON on stdout:
// {peer: {collection: {limit: {perSecond, oursPerSecond, ratio, wrong}}}}.
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../../..');
const requireTool = createRequire(path.join(ROOT, 'tests/package.json'));

const { benchSideBySide, benchValidSolution } = require('./measure_wasm.js');

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

// A peer against ours, a call per puzzle each, in alternating rounds; the
// peer's answers of the last round are checked (a count, a valid grid).
function timePeer(peer, ours, lines, limit, job) {
  const r = benchSideBySide({ ours: () => lines.map((line) => ours(line, limit)),
    reference: () => lines.map((line) => peer(line, limit)) }, lines.length, job.runs, job.minRoundMs);
  let wrong = 0;
  r.referenceAnswer.forEach((a, i) => { if (!a.count || !benchValidSolution(lines[i], a.grid, 0)) ++wrong; });
  r.oursAnswer.forEach((a) => { if (!a) ++wrong; });
  return { puzzles: lines.length, perSecond: r.reference, oursPerSecond: r.ours, ratio: r.ratio, rounds: r.rounds, wrong };
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
  const { createSudoku } = require(path.join(job.site, 'sudoku.js'));
  const api = await createSudoku();
  // Ours as a user calls it; a falsy answer is a wrong one (no solution found, a count of 0).
  const ours = (line, limit) => (limit === 1 ? api.solve(line).solution : api.count(line, { limit: 2 }).count);
  const out = {};
  for (const [name, peer] of Object.entries(peers)) {
    out[name] = {};
    // Warm-up, untimed: let the JIT compile the solver first.
    for (const sample of job.samples) {
      lines0(sample).slice(0, 200).forEach((line) => { peer.solve(line, 1); ours(line, 1); ours(line, 2); });
    }
    for (const sample of job.samples) {
      const lines = sample.text.split('\n').filter((l) => l.trim());
      out[name][sample.name] = {};
      for (const limit of peer.limits) out[name][sample.name][limit] = timePeer(peer.solve, ours, lines, limit, job);
    }
  }
  process.stdout.write(JSON.stringify(out));
}

main().catch((e) => { console.error(e); process.exit(1); });
