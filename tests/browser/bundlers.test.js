// The npm package as a developer meets it in each bundler: the `npm pack`
// tarball installed offline into a fresh app, the app built by webpack 5
// (development and production), Vite 8 and Vite 7 (production builds and
// dev servers), Rollup, Parcel (production build and dev server) and
// esbuild with no warning from any of them, then opened in Chromium, where
// it runs createSudokuWorker().solve() and shows the widget solving its
// puzzle. The app imports the library and the widget, and carries one
// binary: sudoku.wasm, once. What the package's README asks of each
// bundler, the apps do: esbuild and Rollup copy no file named by
// new URL(..., import.meta.url), so those two apps copy sudoku.wasm and
// sudoku-worker.js beside their bundle; Vite 7's dev server pre-bundles
// dependencies into a folder without them, so that app leaves the package
// out of optimizeDeps. webpack's production build warns of any asset over
// 244 KiB, as sudoku.wasm is: that warning is allowed, and no other (main.js
// was 182 KiB on 2026-11-29, each language but English a chunk of its own).
// The page has a second widget in German: it speaks German, its language's
// chunk loaded the bundler's way.
// The bundlers are tests/package.json's devDependencies (esbuild is
// Debian's). The whole file takes some 30 seconds.
'use strict';
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const { launch, serve, watchErrors } = require('./support/browser');

const ROOT = path.resolve(__dirname, '../..');
const PACKAGE = process.env.SUDOKU_PACKAGE_DIR ? path.resolve(process.env.SUDOKU_PACKAGE_DIR) : path.join(ROOT, 'build/package');
const MODULES = path.join(ROOT, 'tests/node_modules');
const FIRST = '.58.....317..5...8......1...........4.7.8...6.83.6..1791...3.7...6....8........34';
const FIRST_SOLUTION = '658142793172359468349678152561237849497581326283964517914823675736495281825716934';
// What a build tool prints when it warns: webpack's "WARNING in", Vite's and Rollup's "(!)", Parcel's "⚠️".
const WARNING = /warn|\(!\)|\u26a0/i;

// The app: a Worker client's solve, then the widget's own Solve; the result goes in the body for the test to read.
const MAIN = `import { createSudokuWorker } from 'sudoku-wasm-solver';
import 'sudoku-wasm-solver/widget';

async function main() {
  const client = createSudokuWorker();
  const r = await client.solve('${FIRST}');
  client.terminate();
  const widget = document.querySelector('sudoku-solver');
  await widget.ready;
  const shown = await widget.solve();
  const german = document.getElementById('de');
  await german.ready;
  return { worker: r.status, solution: Array.from(r.solution).join(''), widget: shown && shown.status, grid: widget.grid,
           algorithms: widget.shadowRoot.querySelectorAll('select option').length,
           german: Array.from(german.shadowRoot.querySelectorAll('button'), (b) => b.textContent.trim()).includes('Lösen') };
}
main().then((result) => result, (e) => ({ error: String(e && e.message || e) })).then((result) => {
  document.body.dataset.result = JSON.stringify(result);
  document.title = 'done';
});
`;
const page = (script) => `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>loading</title></head><body>
<sudoku-solver puzzle="${FIRST}"></sudoku-solver>
<sudoku-solver id="de" lang="de" puzzle="${FIRST}"></sudoku-solver>
${script}
</body></html>
`;
const MODULE_PAGE = page('<script type="module" src="./main.js"></script>');

let scratch, tarball, browser;
before(async () => {
  if (!fs.existsSync(path.join(PACKAGE, 'package.json'))) throw new Error(`${PACKAGE} is missing: run scripts/build`);
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sudoku-bundlers-'));
  const packed = execFileSync('npm', ['pack', PACKAGE, '--pack-destination', scratch, '--json', '--silent'], { encoding: 'utf8' });
  tarball = path.join(scratch, JSON.parse(packed)[0].filename);
  browser = await launch();
});
after(async () => {
  if (browser) await browser.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A fresh app folder holding `files` ({name: text}) and main.js, with the tarball installed offline. */
function app(name, files) {
  const dir = path.join(scratch, name);
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: `${name}-app`, private: true, type: 'module' }));
  fs.writeFileSync(path.join(dir, 'main.js'), MAIN);
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', tarball], { cwd: dir, stdio: 'pipe' });
  return dir;
}

/** Runs a build tool (a node script or a program) in `dir`; returns all it printed, failing on a non-zero exit. */
function build(dir, command, args) {
  const [file, argv] = /\.m?js$|\/rollup$/.test(command) ? [process.execPath, [command, ...args]] : [command, args];
  const out = spawnSync(file, argv, { cwd: dir, encoding: 'utf8', timeout: 240000,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: 'true' } });
  const printed = `${out.stdout}${out.stderr}`;
  if (out.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed (${out.status}, ${out.error}):\n${printed}`);
  return printed;
}

/** The .wasm files under `dir` (node_modules and caches left out), and the binary's copies among all its files. */
function binaries(dir) {
  const wasm = [];
  let inlined = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.wasm')) wasm.push(path.relative(dir, file));
      else if (/"eN[o-r][A-Za-z0-9+/]{1000}/.test(fs.readFileSync(file, 'latin1'))) inlined += 1;
    }
  };
  walk(dir);
  return { wasm, inlined };
}

/** Opens `url` in Chromium and returns what the app put in the body, with no error logged. */
async function opened(url) {
  const tab = await browser.context.newPage();
  const errors = watchErrors(tab);
  tab.on('response', (r) => { if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`); });
  try {
    await tab.goto(url);
    await tab.waitForFunction(() => document.title === 'done', null, { timeout: 90000 });  // a hang guard
    const result = JSON.parse(await tab.evaluate(() => document.body.dataset.result));
    return { result, errors };
  } finally {
    await tab.close();
  }
}

function assertSolvedEverywhere({ result, errors }) {
  assert.deepEqual(result, { worker: 'solved', solution: FIRST_SOLUTION, widget: 'solved', grid: FIRST_SOLUTION,
    algorithms: result.algorithms, german: true });
  assert.ok(result.algorithms > 3, `the widget's Algorithm menu lists the algorithms (${result.algorithms})`);
  assert.deepEqual(errors, []);
}

/** Serves the built folder `dist` and checks the app there. */
async function assertBuiltAppWorks(dist) {
  const { wasm, inlined } = binaries(dist);
  assert.equal(wasm.length, 1, `one sudoku.wasm in the build: ${wasm.join(', ')}`);
  assert.equal(inlined, 0, 'no inlined copy of the binary in the build');
  const server = await serve(dist);
  try {
    assertSolvedEverywhere(await opened(server.url));
  } finally {
    await server.close();
  }
}

const bin = (pkg, file) => path.join(MODULES, pkg, file);
// A bundler that needs a newer node than this one (Vite: 20.19; Debian 12 has node 18) is skipped, saying why.
const [MAJOR, MINOR] = process.versions.node.split('.').map(Number);
const VITE_NODE = MAJOR > 22 || (MAJOR === 22 && MINOR >= 12) || (MAJOR === 20 && MINOR >= 19) ? false
  : `Vite needs node 20.19 or 22.12 and later (this is ${process.version})`;

for (const mode of ['development', 'production']) {
  test(`webpack 5 (${mode}): the app builds with no warning and solves in a Worker and in the widget`, async () => {
    const dir = app(`webpack-${mode}`, {});
    const printed = build(dir, bin('webpack-cli', 'bin/cli.js'), ['./main.js', '--mode', mode, '--output-path', 'dist']);
    // The performance hints about size (any other warning still reads "WARNING in"): the .wasm's only.
    const sizeHints = /\n\s*WARNING in (?:asset|entrypoint) size limit:[^]*?(?=\n\s*WARNING in|\n\s*webpack \d)|\n\s*WARNING in webpack performance recommendations: [^]*?(?:code-splitting|optimizationruntimechunk)\/?\n/g;
    const warned = printed.replace(sizeHints, '\n').replace(/compiled with \d+ warnings?/, 'compiled');
    if (mode === 'production') assert.notEqual(warned, printed, 'webpack warns of the size of the .wasm');
    assert.doesNotMatch(printed, /\.js \(\d+ KiB\)/, 'no script is over webpack\'s size hint (the languages a reader does not need are chunks of their own)');
    assert.doesNotMatch(warned, WARNING, printed);
    fs.writeFileSync(path.join(dir, 'dist/index.html'), page('<script src="main.js"></script>'));
    await assertBuiltAppWorks(path.join(dir, 'dist'));
  });
}

for (const [name, vite] of [['Vite 8', 'vite'], ['Vite 7', 'vite7']]) {
  test(`${name} (production build): the app builds with no warning and solves in a Worker and in the widget`, { skip: VITE_NODE }, async () => {
    const dir = app(`${vite}-build`, { 'index.html': MODULE_PAGE });
    const printed = build(dir, bin(vite, 'bin/vite.js'), ['build', '--logLevel', 'warn']);
    assert.doesNotMatch(printed, WARNING, printed);
    await assertBuiltAppWorks(path.join(dir, 'dist'));
  });

  test(`${name} (dev server): the app solves in a Worker and in the widget`, { skip: VITE_NODE }, async () => {
    const files = { 'index.html': MODULE_PAGE };
    if (vite === 'vite7') files['vite.config.js'] = "export default { optimizeDeps: { exclude: ['sudoku-wasm-solver'] } };\n";
    const dir = app(`${vite}-dev`, files);
    await assertDevServerWorks(dir, (port) => [bin(vite, 'bin/vite.js'), '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      (port) => `127.0.0.1:${port}`);
  });
}

/** Starts a dev server in `dir` (node `args(port)`), waits until it prints `ready(port)`, and checks the app it serves. */
async function assertDevServerWorks(dir, args, ready) {
  const port = await freePort();
  const server = spawn(process.execPath, args(port),
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1', CI: 'true' } });
  let printed = '';
  server.stdout.on('data', (d) => { printed += d; });
  server.stderr.on('data', (d) => { printed += d; });
  try {
    await waitFor(() => printed.includes(ready(port)), 120000, () => `the dev server did not start:\n${printed}`);
    assertSolvedEverywhere(await opened(`http://127.0.0.1:${port}/`));
    assert.doesNotMatch(printed, WARNING, printed);
  } finally {
    server.kill();
  }
}

test('Rollup (with its node-resolve plugin, sudoku.wasm and sudoku-worker.js copied beside the bundle): builds with no warning and solves', async () => {
  const dir = app('rollup', {
    'rollup.config.mjs': `import { nodeResolve } from ${JSON.stringify(bin('@rollup/plugin-node-resolve', 'dist/es/index.js'))};
export default { input: 'main.js', output: { dir: 'dist', format: 'es' }, plugins: [nodeResolve({ browser: true })] };
`,
  });
  const printed = build(dir, bin('rollup', 'dist/bin/rollup'), ['-c']);
  assert.doesNotMatch(printed, WARNING, printed);
  copyBeside(dir);
  fs.writeFileSync(path.join(dir, 'dist/index.html'), page('<script type="module" src="main.js"></script>'));
  await assertBuiltAppWorks(path.join(dir, 'dist'));
});

test('Parcel (production build): the app builds with no warning and solves in a Worker and in the widget', async () => {
  const dir = app('parcel', { 'index.html': MODULE_PAGE });
  const printed = build(dir, bin('parcel', 'lib/bin.js'), ['build', 'index.html', '--dist-dir', 'dist', '--no-cache',
    '--no-autoinstall', '--log-level', 'warn', '--cache-dir', path.join(dir, '.parcel-cache')]);
  assert.doesNotMatch(printed, WARNING, printed);
  await assertBuiltAppWorks(path.join(dir, 'dist'));
});

test('Parcel (dev server): the app solves in a Worker and in the widget', async () => {
  const dir = app('parcel-dev', { 'index.html': MODULE_PAGE });
  await assertDevServerWorks(dir, (port) => [bin('parcel', 'lib/bin.js'), 'serve', 'index.html', '--port', String(port), '--host',
    '127.0.0.1', '--no-autoinstall', '--no-hmr', '--cache-dir', path.join(dir, '.parcel-cache'), '--dist-dir', 'dev'],
  (port) => `Server running at http://127.0.0.1:${port}`);
});

test('esbuild (Debian\'s, sudoku.wasm and sudoku-worker.js copied beside the bundle): builds with no warning and solves', async () => {
  const dir = app('esbuild', {});
  const printed = build(dir, 'esbuild', ['main.js', '--bundle', '--format=esm', '--platform=browser', '--minify',
    '--outfile=dist/main.js', '--log-level=warning']);
  assert.doesNotMatch(printed, WARNING, printed);
  copyBeside(dir);
  fs.writeFileSync(path.join(dir, 'dist/index.html'), page('<script type="module" src="main.js"></script>'));
  await assertBuiltAppWorks(path.join(dir, 'dist'));
});

/** What the README asks of a bundler that copies no file named by new URL(..., import.meta.url). */
function copyBeside(dir) {
  for (const file of ['sudoku.wasm', 'sudoku-worker.js']) {
    fs.copyFileSync(path.join(dir, 'node_modules/sudoku-wasm-solver', file), path.join(dir, 'dist', file));
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitFor(done, ms, message) {
  const end = Date.now() + ms;  // a hang guard, not a measurement
  while (!done()) {
    if (Date.now() > end) throw new Error(message());
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
