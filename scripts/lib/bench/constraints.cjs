// Constraint puzzles against the Interactive Sudoku Solver (issue 31's
// goals): every puzzle of ISS's examples and collections
// (../shared/reference/iss/data: example_puzzles.js, collections.js) that
// our library reads, counted to 2 by count(puzzle, {limit: 2}) of the built
// sudoku.js in node beside ISS's own solver in the same process (its
// tools/lib/solver_analysis.js runSolve, maxSolutions 2). Both sides are
// timed over the same span, text in to count out: our count() parses the
// string, builds the shape and its rules and searches, so ISS's time is its
// whole runSolve (parse, SudokuBuilder.build with its optimizer, search).
// ISS's search alone (runSolve's elapsedMs, its parse and build untimed) is
// printed beside it, with that ratio, which leans its way. Rounds alternate
// ours and theirs per puzzle; each time is the median of its rounds. Per
// group (the extreme killers of ISS's EXTREME_KILLERS, then killers, lines,
// dots and the rest, by the first of a puzzle's constraint types that names
// a group) the ratio theirs / ours of each puzzle, their median and the
// worst. Counts and listed solutions must agree (a disagreement fails the
// run); the puzzles we do not read are listed with the reason the library
// gives. A search past CAP_MS (ours) or CAP_BACKTRACKS (ISS) is capped: listed, not in a ratio.
// scripts/bench runs it as its "constraints" engine; on its own:
//   node scripts/lib/bench/constraints.cjs [--json] SITE_DIR [ROUNDS=3]
'use strict';
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const ROOT = path.resolve(__dirname, '../../..');
const ISS = path.join(ROOT, '../shared/reference/iss');
const CAP_MS = 20000;
const CAP_BACKTRACKS = 5000000;
const GOAL = 1.0;  // ours at least as fast as ISS on every group (theirs / ours)
const GROUPS = [
  ['extreme killers', null],
  ['killers', ['Cage', 'Sum', 'LittleKiller', 'Sandwich']],
  ['lines', ['Thermo', 'Whisper', 'Renban', 'Palindrome', 'Arrow']],
  ['dots', ['WhiteDot', 'BlackDot', 'X', 'V', 'GreaterThan']],
  ['the rest', null],
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const compact = (text) => text.split(/\s+/).join('');

// Every inline ISS puzzle, once: {name, input, solution, extreme}.
async function issPuzzles() {
  globalThis.self = globalThis.self || { VERSION_PARAM: '' };
  const examples = await import(pathToFileURL(path.join(ISS, 'data/example_puzzles.js')));
  const collections = await import(pathToFileURL(path.join(ISS, 'data/collections.js')));
  const extreme = new Set((collections.EXTREME_KILLERS || []).map((p) => (typeof p === 'string' ? p : p.name)));
  const seen = new Set();
  const out = [];
  const add = (p, unnamed) => {
    if (!p || typeof p.input !== 'string' || p.input.startsWith('/') || seen.has(p.input)) return;
    seen.add(p.input);
    out.push({ name: p.name || unnamed, input: compact(p.input), solution: p.solution || '', extreme: extreme.has(p.name) });
  };
  for (const g of examples.DISPLAYED_EXAMPLE_GROUPS) g.puzzles.forEach((p) => add(p, g.name));
  for (const [collection, value] of Object.entries(collections)) {
    if (!Array.isArray(value)) continue;
    value.forEach((p, i) => add(typeof p === 'string' ? examples.PUZZLE_INDEX.get(p) : p, `${collection} #${i + 1}`));
  }
  return out;
}

function groupOf(puzzle) {
  if (puzzle.extreme) return 'extreme killers';
  if (puzzle.input.startsWith('3x3:')) return 'killers';
  const types = new Set(puzzle.input.split('.').slice(1).map((part) => part.split('~')[0]));
  for (const [name, members] of GROUPS) if (members && members.some((t) => types.has(t))) return name;
  return 'the rest';
}

// A listed solution's values: digits, or (a 16x16's) letters A..P for 1..16.
const valuesOf = (text) => [...text].map((ch) => (/[0-9]/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 64));

async function measureConstraints({ site, rounds }) {
  const { createSudoku } = require(path.join(site, 'sudoku.js'));
  const api = await createSudoku();
  const { runSolve } = await import(pathToFileURL(path.join(ISS, 'tools/lib/solver_analysis.js')));
  const puzzles = await issPuzzles();
  const unread = [], rows = [];
  for (const p of puzzles) {
    const parsed = api.parse(p.input);
    if (!parsed.ok) {
      unread.push({ name: p.name, reason: parsed.error.message.split('\n')[0] });
      continue;
    }
    rows.push({ ...p, group: groupOf(p), cells: parsed.cellCount, ours: [], theirs: [], theirsSearch: [] });
  }
  for (let r = 0; r < rounds; ++r)
    for (const row of rows) {
      const start = process.hrtime.bigint();
      const mine = api.count(row.input, { limit: 2, timeLimit: CAP_MS });
      row.ours.push(Number(process.hrtime.bigint() - start) / 1e6);
      const theirsStart = process.hrtime.bigint();
      const theirs = runSolve({ name: row.name, input: row.input }, { maxSolutions: 2, maxBacktracks: CAP_BACKTRACKS });
      row.theirs.push(Number(process.hrtime.bigint() - theirsStart) / 1e6);
      row.theirsSearch.push(theirs.elapsedMs);
      row.oursCount = mine.complete || mine.count >= 2 ? Math.min(mine.count, 2) : null;
      row.oursFirst = mine.solution ? [...mine.solution] : null;
      row.theirsCount = theirs.exhausted ? Math.min(theirs.counters.solutions, 2) : theirs.counters.solutions >= 2 ? 2 : null;
      row.theirsCapped = theirs.capped;
    }
  for (const row of rows) {
    row.oursMs = median(row.ours);
    row.theirsMs = median(row.theirs);
    row.theirsSearchMs = median(row.theirsSearch);
    row.capped = row.oursCount === null || row.theirsCount === null;
    row.agrees = row.capped || row.oursCount === row.theirsCount;
    if (row.solution && row.oursFirst && row.oursCount === 1) {
      const listed = valuesOf(row.solution);
      row.agrees = row.agrees && listed.length === row.oursFirst.length && listed.every((v, i) => v === row.oursFirst[i]);
    }
    delete row.ours;
    delete row.theirs;
    delete row.theirsSearch;
    delete row.oursFirst;
  }
  return { rows, unread, rounds, machine: { cores: os.cpus().length, load: os.loadavg()[0].toFixed(1) } };
}

const f = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

function constraintsReport(r) {
  let out = '## Constraint puzzles against the Interactive Sudoku Solver (issue 31)\n\n';
  out += `Every inline puzzle of ISS's examples and collections that the library reads (${r.rows.length}; `;
  out += `${r.unread.length} not read, listed below), counted to 2 in node: \`count(puzzle, {limit: 2})\` of sudoku.js `;
  out += 'beside ISS\'s solver, medians of ' + r.rounds + ' alternating rounds, each side timed from the text to the count ';
  out += '(ISS: parse, build and search). Ratio: ISS\'s milliseconds / ours (above 1: ours is faster). ';
  out += 'The last two columns set ours beside ISS\'s search alone, its parse and build untimed.\n\n';
  out += '| group | puzzles | capped | median ratio | worst ratio (puzzle) | ours ms in all | ISS ms in all | ISS search alone: median ratio | worst |\n';
  out += '| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n';
  const goals = [];
  for (const [group] of GROUPS) {
    const rows = r.rows.filter((x) => x.group === group);
    if (!rows.length) continue;
    const timed = rows.filter((x) => !x.capped);
    const ratios = timed.map((x) => x.theirsMs / Math.max(x.oursMs, 0.001));
    const worst = timed.reduce((w, x) => (!w || x.theirsMs / x.oursMs < w.theirsMs / w.oursMs ? x : w), null);
    const capped = rows.filter((x) => x.capped).length;
    const sum = (k) => timed.reduce((s, x) => s + x[k], 0);
    out += `| ${group} | ${rows.length} | ${capped} | ${ratios.length ? f(median(ratios)) : '-'} | `;
    const searchRatios = timed.map((x) => x.theirsSearchMs / Math.max(x.oursMs, 0.001));
    out += `${worst ? `${f(worst.theirsMs / worst.oursMs)} (${worst.name})` : '-'} | ${f(sum('oursMs'))} | ${f(sum('theirsMs'))} | `;
    out += `${searchRatios.length ? `${f(median(searchRatios))} | ${f(Math.min(...searchRatios))}` : '- | -'} |\n`;
    const least = ratios.length ? Math.min(...ratios) : 0;
    goals.push([`constraint puzzles, ${group}: every puzzle at least ${GOAL} of ISS's speed, none capped`,
      least >= GOAL && capped === 0, `worst ${f(least)}, ${capped} capped`]);
  }
  const wrong = r.rows.filter((x) => !x.agrees);
  out += `\nCounts${r.rows.some((x) => x.solution) ? ' and listed solutions' : ''} agree with ISS on ${r.rows.length - wrong.length} of ${r.rows.length}`;
  out += wrong.length ? `; **disagree** on ${wrong.map((x) => x.name).join(', ')}.\n` : '.\n';
  const capped = r.rows.filter((x) => x.capped);
  if (capped.length) {
    out += `\nCapped (ours past ${CAP_MS} ms or ISS past ${CAP_BACKTRACKS} backtracks): `;
    out += capped.map((x) => `${x.name} (${x.oursCount === null ? `ours ${f(x.oursMs)} ms` : ''}${x.oursCount === null && x.theirsCount === null ? ', ' : ''}${x.theirsCount === null ? `ISS ${f(x.theirsMs)} ms` : ''})`).join('; ') + '.\n';
  }
  const slowest = [...r.rows].filter((x) => !x.capped).sort((a, b) => a.theirsMs / a.oursMs - b.theirsMs / b.oursMs).slice(0, 8);
  out += '\nThe slowest beside ISS:\n\n| puzzle | group | ours ms | ISS ms | ratio | ISS search alone ms |\n| --- | --- | --- | --- | --- | --- |\n';
  for (const x of slowest) out += `| ${x.name} | ${x.group} | ${f(x.oursMs)} | ${f(x.theirsMs)} | ${f(x.theirsMs / x.oursMs)} | ${f(x.theirsSearchMs)} |\n`;
  const reasons = new Map();
  for (const u of r.unread) {
    const key = u.reason.replace(/^the ISS part '[^']*'/, 'a part').replace(/ \(read: .*\)$/, '');
    reasons.set(key, (reasons.get(key) || 0) + 1);
  }
  out += `\nNot read (${r.unread.length}), by the library's reason:\n\n`;
  for (const [reason, n] of [...reasons].sort((a, b) => b[1] - a[1])) out += `- ${n}: ${reason}\n`;
  out += `\nMachine: ${r.machine.cores} cores, load ${r.machine.load} when done.\n`;
  goals.push(['constraint puzzles: every count and listed solution agrees with ISS', wrong.length === 0, `${wrong.length} disagree`]);
  return { text: out, goals, disagreements: wrong.length };
}

module.exports = { measureConstraints, constraintsReport };

if (require.main === module) {
  const args = process.argv.slice(2);
  const json = args[0] === '--json';
  const [site, rounds] = json ? args.slice(1) : args;
  if (!site) {
    console.error('usage: node constraints.cjs [--json] SITE_DIR [ROUNDS]');
    process.exit(2);
  }
  measureConstraints({ site: path.resolve(site), rounds: Number(rounds || 3) }).then((r) => {
    if (json) process.stdout.write(JSON.stringify(r));
    else {
      const { text, goals } = constraintsReport(r);
      process.stdout.write(text + '\n' + goals.map(([g, met, m]) => `${met ? 'met' : 'NOT MET'}: ${g} (${m})`).join('\n') + '\n');
    }
  }).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
