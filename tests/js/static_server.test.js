// scripts/lib/static_server.cjs, which scripts/serve and the browser tests
// use: files of one folder over GET/HEAD on 127.0.0.1, nothing outside it.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { serve } = require('../../scripts/lib/static_server.cjs');

function get(url, rawPath, method = 'GET') {
  return new Promise((resolve, reject) => {
    const { port } = new URL(url);
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method }, (res) => {
      let body = '';
      res.on('data', (d) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('serves the folder, index.html for directories, and nothing outside it', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  const site = path.join(root, 'site');
  fs.mkdirSync(path.join(site, 'sub'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), '<p>home</p>');
  fs.writeFileSync(path.join(site, 'sub', 'index.html'), '<p>sub</p>');
  fs.writeFileSync(path.join(site, 'app.js'), 'x = 1;');
  fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
  const server = await serve(site);
  try {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
    const home = await get(server.url, '/');
    assert.deepStrictEqual([home.status, home.body], [200, '<p>home</p>']);
    assert.match(home.type, /^text\/html/);
    assert.strictEqual((await get(server.url, '/sub/')).body, '<p>sub</p>');
    assert.match((await get(server.url, '/app.js')).type, /^text\/javascript/);
    assert.strictEqual((await get(server.url, '/app.js', 'HEAD')).status, 200);
    assert.strictEqual((await get(server.url, '/missing.js')).status, 404);
    assert.strictEqual((await get(server.url, '/favicon.ico')).status, 204);
    assert.strictEqual((await get(server.url, '/app.js', 'POST')).status, 405);
    for (const escape of ['/../secret.txt', '/%2e%2e/secret.txt', '/sub/..%2f..%2fsecret.txt', '/%E0%A4%A']) {
      const answer = await get(server.url, escape);
      assert.ok([400, 403, 404].includes(answer.status), `${escape}: ${answer.status}`);
      assert.notStrictEqual(answer.body, 'secret', escape);
    }
  } finally {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('a busy port moves on to the next free one', async () => {
  const first = await serve(os.tmpdir(), { port: 0 });
  const second = await serve(os.tmpdir(), { port: first.port });
  try {
    assert.ok(second.port > first.port && second.port <= first.port + 20, `${first.port} -> ${second.port}`);
  } finally {
    await second.close();
    await first.close();
  }
});
