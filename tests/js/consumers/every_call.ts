// Compiled (not run) by types_consumers.test.js: every call of sudoku.d.ts
// used the way its documentation says, so a wrong declaration fails to
// compile. The test compiles it beside a copy of the built declarations.
import type {
  SudokuApi, SudokuWorkerClient, SolveResult, CountResult, EnumerateResult, TraceBatch, TraceEvent,
  ParseResult, Hint, Algorithm, InputErrorInfo, WorkerTrace, BatchResult, SizeInfo, VariantInfo, Conflict,
  Elimination, CandidatesResult, LayoutInfo, ShapeInfo, ShapeSpec, LayoutId,
} from './sudoku';
import { createSudoku, createSudokuWorker, SudokuError, version } from './sudoku';

async function synchronousApi(): Promise<number> {
  const api: SudokuApi = await createSudoku();
  const algorithms: Algorithm[] = api.algorithms();
  const ids: string[] = algorithms.filter((a) => a.capabilities.trace).map((a) => a.id);
  const parsed: ParseResult = api.parse('53..7....', { variant: 'x', regions: undefined });
  if (parsed.ok) {
    const size: number = parsed.size + parsed.houses[0].cells[0] + parsed.regionOf[0] + parsed.cells[0];
    ids.push(String(size), parsed.houses[0].kind);
  } else {
    const error: InputErrorInfo = parsed.error;
    ids.push(error.code, error.message, String(error.cells[0]));
    const conflicts: Conflict[] = error.conflicts ?? [];
    for (const c of conflicts) ids.push(c.houseName, String(c.value + c.house + c.cells[0]));
  }
  const sizes: SizeInfo[] = api.sizes();
  const variants: VariantInfo[] = api.variants().filter((v) => v.sizes.includes(sizes[0].size));
  ids.push(variants[0].id, variants[0].name, String(sizes[0].boxRows * sizes[0].boxCols));
  const solved: SolveResult = api.solve([0, 1, 2], { algorithm: 'naive', timeLimit: 100, maxNodes: 5 });
  const first: number = solved.solution ? solved.solution[0] : solved.stats.backtracks;
  const counted: CountResult = api.count('...', { limit: 2, onProgress: (p) => p.count < 10 });
  const listed: EnumerateResult = api.enumerate('...', { limit: 0, batchSize: 5, onBatch: (b) => { ids.push(String(b.index + b.solutions.length)); } });
  const trace = api.trace('...', { algorithm: 'crook', limit: 0 });
  const batch: TraceBatch = trace.next(100);
  const event: TraceEvent = api.eventAt(batch, 0);
  const kinds = api.eventKinds();
  const place: boolean = kinds[batch.kind[0]] === 'place' && event.kind === 'place' && trace.done;
  const finished: boolean = trace.result().finished && trace.result().status !== 'running';
  trace.close();
  const hint: Hint = api.hint('...', { techniqueCap: 'pointing' });
  const text: string = api.format([1, 2], { style: 'grid', boxes: false }) + api.splitPuzzles('a\nb').join();
  ids.push(text);
  const hinted: number = (hint.step?.placements.length ?? 0) + (hint.cell ?? -1) + (hint.value ?? 0);
  // A logic state: the grid plus the candidates crossed out; apply a hint, then ask again.
  const crossed: Elimination[] = [...(hint.step?.eliminations ?? [])];
  const next: Hint = api.hint([0, 1, 2], { eliminations: crossed, techniqueCap: 'naked_pair', variant: 'x' });
  if (next.status === 'deduction') crossed.push(...next.step.eliminations, { cell: 0, value: 1 });
  const marks: CandidatesResult = api.candidates('...', { eliminations: crossed, regions: undefined });
  const open: number = marks.masks[0] & (1 << 4);
  ids.push(String(open + (next.house ?? 0)), next.template, next.message);
  // Layouts: a built-in one by id, a custom shape as plain data, and how to draw either.
  const layouts: LayoutInfo[] = api.layouts();
  const star: LayoutId = layouts[0].id;
  const onStar: SolveResult = api.solve('14.....6....3', { layout: star, algorithm: 'fast' });
  const domino: ShapeSpec = { name: 'domino', symbols: '12', cells: [{ row: 0, col: 0 }, { row: 0, col: 1, form: 'square' }],
                              houses: [[0, 1], { name: 'pair', cells: [0, 1] }] };
  const drawn: ShapeInfo = api.shapeInfo({ shape: domino });
  const triangle: boolean = layouts[0].cells[0].form === 'triangle' && drawn.houses[0].kind === 'custom';
  ids.push(String(onStar.solution?.length ?? 0), layouts[0].description, String(drawn.groupOf[0] + drawn.rows + Number(triangle)));
  api.count('.'.repeat(54), { layout: 'samurai', limit: 2 });
  api.solveBatch('..\n..', { shape: domino });
  const many: BatchResult = api.solveBatch('...\n...', { limit: 2, maxNodes: 100, timeLimit: 50, variant: 'x' });
  ids.push(String(many.counts[0] + many.complete[0] + many.solutions[0] + many.stats.nodes + many.size), many.status);
  try {
    api.solve('11');
  } catch (e) {
    if (e instanceof SudokuError) ids.push(e.code, String(e.cells.length), ...e.conflicts.map((c) => c.houseName));
  }
  return first + counted.count + (listed.solutions ? listed.solutions.length : 0) + Number(place) +
         Number(finished) + hinted + api.heapBytes() + version.length + ids.length;
}

async function workerClient(): Promise<number> {
  const client: SudokuWorkerClient = createSudokuWorker({ onCrash: (message) => console.log(message) });
  await client.ready;
  const counted: CountResult = await client.count('...', { onProgress: (p) => { console.log(p.nodes); } });
  if (counted.status === 'stopped' && counted.stoppedBy === 'cancel') console.log('cancelled');
  const trace: WorkerTrace = await client.trace('...', { algorithm: 'naive' });
  const batch: TraceBatch = await trace.next(500);
  const event: TraceEvent = client.eventAt(batch, 0);
  await trace.close();
  const lines: string[] = await client.splitPuzzles('...');
  const batchDone: BatchResult = await client.solveBatch('...', { algorithm: 'fast' });
  lines.push(batchDone.status);
  const written: string = await client.format(lines[0], { style: 'line' });
  const marks: Uint32Array = (await client.candidates(written, { eliminations: [{ cell: 0, value: 1 }] })).masks;
  console.log(written, marks.length);
  client.cancel();
  client.terminate();
  const variants: VariantInfo[] = await client.variants();
  const sizes: SizeInfo[] = await client.sizes();
  const layouts: LayoutInfo[] = await client.layouts();
  const drawn: ShapeInfo = await client.shapeInfo({ layout: layouts[1].id });
  const samurai: SolveResult = await client.solve('.'.repeat(drawn.cellCount), { layout: 'samurai' });
  lines.push(String(samurai.solution?.[0] ?? 0));
  return batch.size + event.depth + (await client.algorithms()).length + variants.length + sizes[0].size;
}

export { synchronousApi, workerClient };
