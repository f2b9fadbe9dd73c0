// The <sudoku-solver> element in TypeScript: tag-name lookups, typed
// properties, events with typed `detail`, and the constructor from the
// registry. Compiled, not run, by types_consumers.test.js (and by
// package.test.js against the npm package); see esm.mts for the
// `@ts-expect-error TSnnnn` convention.
import type { AlgorithmId } from './sudoku';
import { SudokuSolverElement } from './sudoku-widget';

const made = document.createElement('sudoku-solver');
made.puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
made.algorithm = 'naive';
made.mode = 'animate';
made.controls = ['algorithm', 'animate', 'stop'];
made.readOnly = true;
made.speed = 40;
const algorithm: AlgorithmId = made.algorithm;
const speed: number = made.speed;

made.addEventListener('sudoku-solved', (e) => {
  const line: string = e.detail.solution;
  if (e.detail.by === 'player') console.log(line, e.detail.stats);  // null: the reader solved it
  else console.log(line, e.detail.algorithm, e.detail.stats.nodes);
});
made.addEventListener('sudoku-step', (e) => console.log(e.detail.text, e.detail.depth));
document.addEventListener('sudoku-error', (e) => console.log(e.detail.code === 'failed' ? e.detail.message : e.detail.cells));

const found: SudokuSolverElement | null = document.querySelector('sudoku-solver');
found?.solve().then((r) => {
  if (r && r.status === 'solved') console.log(r.solution.length, r.algorithm);
});
const Element = customElements.get('sudoku-solver');
if (Element) console.log(Element.attributesOfFragment('#puzzle=...&mode=animate').mode, new Element().busy);

// @ts-expect-error TS2551 no such detail field
made.addEventListener('sudoku-solved', (e) => console.log(e.detail.soluton));
// @ts-expect-error TS18047 stats is null when the reader solved it: narrow on `by` first
made.addEventListener('sudoku-solved', (e) => console.log(e.detail.stats.nodes));
// @ts-expect-error TS2322 an unknown algorithm id
made.algorithm = 'fastest';
// @ts-expect-error TS2693 the script exports no class: the element's type is an interface
new SudokuSolverElement();

export { algorithm, speed };
