// .github/workflows/pages.yml is valid YAML with the jobs the README promises:
// on pushes to main, build the site with Debian's Emscripten in a Debian
// container (scripts/build site), upload build/site, and deploy it with
// GitHub's Pages actions under the permissions they need.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');

const FILE = path.resolve(__dirname, '../../.github/workflows/pages.yml');
const text = fs.readFileSync(FILE, 'utf8');

test('the workflow parses as YAML with no warnings', () => {
  const document = YAML.parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  assert.deepStrictEqual(document.errors.map(String), []);
  assert.deepStrictEqual(document.warnings.map(String), []);
});

const workflow = YAML.parse(text);
const uses = (job) => job.steps.filter((s) => s.uses).map((s) => s.uses.replace(/@.*$/, ''));
const step = (job, action) => job.steps.find((s) => s.uses && s.uses.startsWith(action + '@'));

test('it runs on pushes to main (and by hand), with the Pages permissions', () => {
  assert.deepStrictEqual(workflow.on.push.branches, ['main']);
  assert.ok('workflow_dispatch' in workflow.on);
  assert.deepStrictEqual(workflow.permissions, { contents: 'read', pages: 'write', 'id-token': 'write' });
  assert.strictEqual(workflow.concurrency.group, 'pages');
  assert.deepStrictEqual(Object.keys(workflow.jobs), ['build', 'deploy']);
});

test('build: Debian trixie (the current stable release), the project\'s own build script, the site folder uploaded', () => {
  const build = workflow.jobs.build;
  assert.strictEqual(build.container, 'debian:trixie');
  assert.deepStrictEqual(uses(build), ['actions/checkout', 'actions/configure-pages', 'actions/upload-pages-artifact']);
  const run = build.steps.filter((s) => s.run).map((s) => s.run);
  assert.ok(run.includes('scripts/build site'), run.join('\n'));
  assert.ok(fs.existsSync(path.resolve(__dirname, '../../scripts/build')));
  assert.match(fs.readFileSync(path.resolve(__dirname, '../../scripts/build'), 'utf8'), /^\s*site\)/m, 'scripts/build knows "site"');
  // Every step that needs the checkout comes after it.
  const names = build.steps.map((s) => s.uses || s.run);
  assert.ok(names.indexOf('scripts/build site') > names.findIndex((n) => /^actions\/checkout@/.test(n)));
  assert.strictEqual(step(build, 'actions/upload-pages-artifact').with.path, 'build/site');
});

test('deploy: after build, in the github-pages environment, with deploy-pages', () => {
  const deploy = workflow.jobs.deploy;
  assert.strictEqual(deploy.needs, 'build');
  assert.strictEqual(deploy.environment.name, 'github-pages');
  assert.strictEqual(deploy.environment.url, '${{ steps.deployment.outputs.page_url }}');
  const deployPages = step(deploy, 'actions/deploy-pages');
  assert.ok(deployPages, 'uses actions/deploy-pages');
  assert.strictEqual(deployPages.id, 'deployment');
  for (const job of Object.values(workflow.jobs)) {
    for (const s of job.steps.filter((x) => x.uses)) assert.match(s.uses, /^actions\/[a-z-]+@v\d+$/, 'GitHub\'s own actions, by major version');
  }
});
