// Puzzles generated a second: ours (`sudoku generate`) side by side with
// qqwing (`qqwing --generate N --difficulty D --one-line`) and Tatham's Solo
// (`sgt-solo --generate N PARAMS`), row by row at matched levels and sizes,
// with the ratio ours / reference (issue 30's goal: at least 10 per core).
// Each is a process timed from start to exit, so each reference's own
// start-up is in its figure as ours is in ours; ours makes OURS_FACTOR
// times as many puzzles, so that its start-up weighs no more than theirs.
// Levels matched (ours from the rating, core/rating.hpp):
//   qqwing simple, easy -> easy; intermediate -> medium; expert (a guess is
//   needed with qqwing's techniques) -> extreme; any -> any
//   Solo trivial, basic -> easy; intermediate -> medium; advanced -> hard;
//   extreme -> expert; unreasonable -> extreme
// Symmetry: qqwing's default (none) and Solo's (rotate180), ours the same.
// A reference that is not installed leaves its rows out, said in the text.
// scripts/bench runs it as its "generate" engine; on its own:
//   node scripts/lib/bench/generate.cjs [--json] SUDOKU_CLI [COUNT=20]
'use strict';
const fs = require('node:fs');
const { execFileSync } = require('node:child_process');

const path = require('node:path');

const QQWING = 'qqwing';
const SOLO = 'sgt-solo';  // Debian's sgt-puzzles puts it in /usr/games
const OURS_FACTOR = 5;
const GOAL_RATIO = 10;

const QQWING_ROWS = [
  ['simple', 'easy'], ['easy', 'easy'], ['intermediate', 'medium'], ['expert', 'extreme'], ['any', 'any'],
];
// [Solo params, what it is, our options]
const SOLO_ROWS = [
  ['3x3dt', '9x9 trivial', ['--level', 'easy']],
  ['3x3db', '9x9 basic', ['--level', 'easy']],
  ['3x3di', '9x9 intermediate', ['--level', 'medium']],
  ['3x3da', '9x9 advanced', ['--level', 'hard']],
  ['3x3de', '9x9 extreme', ['--level', 'expert']],
  ['3x3du', '9x9 unreasonable', ['--level', 'extreme']],
  ['2x2dt', '4x4 trivial', ['--size', '4', '--level', 'easy']],
  ['2x3dt', '6x6 trivial', ['--size', '6', '--level', 'easy']],
  ['3x2dt', '6x6 of 3x2 boxes trivial', ['--variant', '3x2', '--level', 'easy']],
  ['4x3di', '12x12 of 4x3 boxes intermediate', ['--variant', '4x3', '--level', 'medium']],
  ['3x4dt', '12x12 trivial', ['--size', '12', '--level', 'easy']],
  ['4x4dt', '16x16 trivial', ['--size', '16', '--level', 'easy']],
  ['9jdt', '9x9 jigsaw trivial', ['--regions', 'random', '--level', 'easy']],
  ['9jdi', '9x9 jigsaw intermediate', ['--regions', 'random', '--level', 'medium']],
  ['2x5dt', '10x10 trivial', ['--size', '10', '--level', 'easy']],
  ['3x5dt', '15x15 trivial', ['--size', '15', '--level', 'easy']],
  ['7jdt', '7x7 jigsaw trivial (a prime size: no boxes)', ['--size', '7', '--regions', 'random', '--level', 'easy']],
  ['11jdt', '11x11 jigsaw trivial', ['--size', '11', '--regions', 'random', '--level', 'easy']],
];

// The program's path on PATH or in /usr/games, or null.
function which(name) {
  const dirs = [...(process.env.PATH || '').split(':'), '/usr/games'];
  for (const dir of dirs) if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  return null;
}

// Seconds from start to exit, and the lines printed.
function timed(file, args) {
  const start = process.hrtime.bigint();
  const out = execFileSync(file, args, { maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { seconds, lines: out.split('\n').filter((l) => l.trim() && !l.startsWith('(')).length };
}

function ours(cli, count, args) {
  const r = timed(cli, ['generate', '--count', String(count), '--seed', '1', ...args]);
  return { count: r.lines, seconds: r.seconds, perSecond: r.lines / r.seconds };
}

function measureGenerate({ cli, count }) {
  const rows = [];
  const missing = [];
  const qqwing = which(QQWING);
  if (!qqwing) missing.push('qqwing');
  for (const [level, ourLevel] of qqwing ? QQWING_ROWS : []) {
    const ref = timed(qqwing, ['--generate', String(count), '--difficulty', level, '--one-line']);
    rows.push({ reference: 'qqwing', what: `9x9 ${level}`, ourLevel,
      theirs: { count: ref.lines, seconds: ref.seconds, perSecond: ref.lines / ref.seconds },
      ours: ours(cli, count * OURS_FACTOR, ['--level', ourLevel, '--symmetry', 'none']) });
  }
  const solo = which(SOLO);
  if (!solo) missing.push('sgt-solo');
  for (const [params, what, ourArgs] of solo ? SOLO_ROWS : []) {
    const ref = timed(solo, ['--generate', String(count), params]);
    rows.push({ reference: 'Solo', what: `${what} (${params})`, ourLevel: ourArgs[ourArgs.length - 1],
      theirs: { count: ref.lines, seconds: ref.seconds, perSecond: ref.lines / ref.seconds },
      ours: ours(cli, count * OURS_FACTOR, [...ourArgs, '--symmetry', 'rotate180']) });
  }
  // Neither reference makes a 25x25 in reasonable time (Solo's source says so).
  const big = ours(cli, 3, ['--size', '25']);
  return { count, oursFactor: OURS_FACTOR, rows, missing, big25: big, load: require('node:os').loadavg()[0].toFixed(1) };
}

/** The report's section, and the goals ([text, met, measured]) it adds. */
function generateReport(r) {
  const f = (x) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
  let out = `## Generating puzzles (issue 30; load ${r.load})\n\n`;
  out += `Puzzles a second, each program a process timed start to exit: the reference made ${r.count} a row, `;
  out += `ours ${r.count * r.oursFactor} (seed 1). Goal: ours / reference at least ${GOAL_RATIO}.\n`;
  if (r.missing.length) out += `\nNot installed, rows left out: ${r.missing.join(', ')}.\n`;
  out += '\n| reference | what | our level | reference /s | ours /s | ours / reference |\n| --- | --- | --- | --- | --- | --- |\n';
  const goals = [];
  let worst = Infinity;
  for (const row of r.rows) {
    const ratio = row.ours.perSecond / row.theirs.perSecond;
    worst = Math.min(worst, ratio);
    out += `| ${row.reference} | ${row.what} | ${row.ourLevel} | ${f(row.theirs.perSecond)} | ${f(row.ours.perSecond)} | ${f(ratio)} |\n`;
  }
  out += `\nOurs, 25x25 (no reference makes one): ${f(r.big25.seconds / r.big25.count)} s a puzzle (${r.big25.count} made).\n`;
  if (r.rows.length) goals.push([`generating at least ${GOAL_RATIO} times qqwing and Solo at every matched row`, worst >= GOAL_RATIO, `worst ${f(worst)}`]);
  goals.push(['a 25x25 generated within 1 s', r.big25.seconds / r.big25.count <= 1, `${f(r.big25.seconds / r.big25.count)} s`]);
  return { text: out, goals };
}

module.exports = { measureGenerate, generateReport };

if (require.main === module) {
  const args = process.argv.slice(2);
  const json = args[0] === '--json';
  const [cli, count] = json ? args.slice(1) : args;
  if (!cli) {
    console.error('usage: node generate.cjs [--json] SUDOKU_CLI [COUNT]');
    process.exit(2);
  }
  const r = measureGenerate({ cli, count: Number(count || 20) });
  if (json) process.stdout.write(JSON.stringify(r));
  else {
    const { text, goals } = generateReport(r);
    process.stdout.write(text + '\n' + goals.map(([g, met, m]) => `${met ? 'met' : 'NOT MET'}: ${g} (${m})`).join('\n') + '\n');
  }
}
