// Texts as people paste them from other programs and pages (issue 18), with
// the grid each must give, for the node test of parse() (tests/js/paste.test.js)
// and the page's test (tests/browser/site_paste.test.js). The Catch2 tests
// (tests/core/text_format_test.cpp) hold their own samples of each format.
'use strict';

/** The puzzle most samples draw (Wikipedia's example), one line, '.' for a blank. */
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

const rows = (line, n) => Array.from({ length: n }, (_, r) => line.slice(r * n, (r + 1) * n));

/** As Simple Sudoku saves a puzzle (.ss): *-----------* borders, |---+---+---| between bands. */
const SIMPLE_SUDOKU = [
  '*-----------*',
  '|53.|.7.|...|', '|6..|195|...|', '|.98|...|.6.|',
  '|---+---+---|',
  '|8..|.6.|..3|', '|4..|8.3|..1|', '|7..|.2.|..6|',
  '|---+---+---|',
  '|.6.|...|28.|', '|...|419|..5|', '|...|.8.|.79|',
  '*-----------*',
].join('\r\n') + '\r\n';

const LIGHT = { h: '─', v: '│', corners: ['┌', '┬', '┐', '├', '┼', '┤', '└', '┴', '┘'] };
const HEAVY = { h: '━', v: '┃', corners: ['┏', '┳', '┓', '┣', '╋', '┫', '┗', '┻', '┛'] };
const DOUBLE = { h: '═', v: '║', corners: ['╔', '╦', '╗', '╠', '╬', '╣', '╚', '╩', '╝'] };

/** `line` (n*n symbols) drawn in boxes of boxRows x boxCols with a style's box-drawing characters. */
function boxDrawn(line, n, boxRows, boxCols, { h, v, corners }) {
  const rule = (k) => corners[k * 3] + Array.from({ length: n / boxCols }, () => h.repeat(2 * boxCols + 1)).join(corners[k * 3 + 1]) +
    corners[k * 3 + 2];
  const out = [rule(0)];
  rows(line, n).forEach((row, r) => {
    if (r && r % boxRows === 0) out.push(rule(1));
    const boxes = Array.from({ length: n / boxCols }, (_, b) => row.slice(b * boxCols, (b + 1) * boxCols));
    out.push(v + boxes.map((box) => ' ' + box.split('').join(' ') + ' ').join(v) + v);
  });
  out.push(rule(2));
  return out.join('\n') + '\n';
}

/** A 16x16 puzzle: 1-G on the main diagonal. */
const SIXTEEN = Array.from({ length: 256 }, (_, i) => (i % 17 === 0 ? '123456789ABCDEFG'[i / 17] : '.')).join('');

/** A spreadsheet's CSV export: an empty field is a blank. */
const CSV = rows(CLASSIC, 9).map((row) => row.replace(/\./g, ' ').split('').join(',').replace(/ /g, '')).join('\n') + '\n';

/** Each: {name, text, line (the grid, '.' for blanks), size}. */
const SAMPLES = [
  { name: 'a SimpleSudoku .ss file', text: SIMPLE_SUDOKU, line: CLASSIC, size: 9 },
  { name: 'a grid drawn with light box-drawing lines', text: boxDrawn(CLASSIC, 9, 3, 3, LIGHT), line: CLASSIC, size: 9 },
  { name: 'a grid drawn with double lines', text: boxDrawn(CLASSIC, 9, 3, 3, DOUBLE), line: CLASSIC, size: 9 },
  { name: 'a 16x16 grid drawn with heavy lines', text: boxDrawn(SIXTEEN, 16, 4, 4, HEAVY), line: SIXTEEN, size: 16 },
  { name: 'CSV with empty fields for blanks', text: CSV, line: CLASSIC, size: 9 },
  { name: 'one line with underscores for blanks', text: CLASSIC.replace(/\./g, '_'), line: CLASSIC, size: 9 },
  { name: 'one line with stars for blanks', text: CLASSIC.replace(/\./g, '*'), line: CLASSIC, size: 9 },
  { name: 'an .sdk file with #A and #D lines', text: '#AWikipedia\n#DThe example puzzle\n' + rows(CLASSIC, 9).join('\n') + '\n', line: CLASSIC, size: 9 },
];

/** Not a puzzle: a scrap of a web page. 23 of its characters are no digit, letter A-P or blank. */
const GARBAGE = '<table><tr><td>5</td></tr></table>';
const GARBAGE_MESSAGE = "23 characters are not digits, letters A-P or blanks (. 0 _ * x ?), starting with '<' at position 1";

module.exports = { CLASSIC, SIMPLE_SUDOKU, SIXTEEN, LIGHT, HEAVY, DOUBLE, boxDrawn, SAMPLES, GARBAGE, GARBAGE_MESSAGE };
