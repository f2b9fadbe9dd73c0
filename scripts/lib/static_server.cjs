// A small static file server for the built site (scripts/serve) and the
// browser tests: GET/HEAD of files under one folder, nothing else. Binds to
// 127.0.0.1 only.
//
//   node static_server.cjs DIR [--port N] [--fragment '#puzzle=...']
//   require('./static_server.cjs').serve(dir, {port}) -> Promise<{url, port, close()}>
'use strict';
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.cjs': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.ts': 'text/plain; charset=utf-8',
  '.png': 'image/png', '.svg': 'image/svg+xml', '.txt': 'text/plain; charset=utf-8', '.wasm': 'application/wasm',
};

function handler(root) {
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    let name;
    try { name = decodeURIComponent(new URL(req.url, 'http://x').pathname); } catch (e) { name = null; }
    if (name === null) { res.writeHead(400); res.end('bad path'); return; }
    if (name === '/favicon.ico') { res.writeHead(204); res.end(); return; }  // a 404 would show as a console error
    let file = path.join(root, path.normalize(name));
    if (file !== root && !file.startsWith(root + path.sep)) { res.writeHead(403); res.end('outside the site'); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file) || !fs.statSync(file).isFile()) { res.writeHead(404); res.end('not found'); return; }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] || 'application/octet-stream', 'Cache-Control': 'no-cache' });
    if (req.method === 'HEAD') { res.end(); return; }
    fs.createReadStream(file).pipe(res);
  };
}

/** Serves `dir` on 127.0.0.1 (port 0 = any free one; a busy port tries the next ones). */
function serve(dir, options = {}) {
  const root = path.resolve(dir);
  const first = options.port || 0;
  const server = http.createServer(handler(root));
  return new Promise((resolve, reject) => {
    let port = first;
    server.on('error', (e) => {
      if (e.code === 'EADDRINUSE' && first && port < first + 20) server.listen(++port, '127.0.0.1');
      else reject(e);
    });
    server.on('listening', () => {
      const actual = server.address().port;
      const close = () => new Promise((r) => {
        server.close(r);
        server.closeAllConnections();  // browsers' keep-alive connections would hold it open
      });
      resolve({ url: `http://127.0.0.1:${actual}/`, port: actual, close });
    });
    server.listen(port, '127.0.0.1');
  });
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const dir = args[0];
  const option = (name) => { const i = args.indexOf(name); return i > 0 ? args[i + 1] : undefined; };
  if (!dir || !fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`static_server: ${dir || '(no folder)'} has no index.html; build the site first (scripts/build)`);
    process.exit(2);
  }
  serve(dir, { port: Number(option('--port') || 8080) }).then(({ url }) => {
    console.log(`Serving ${path.resolve(dir)}`);
    console.log(`Open ${url}${option('--fragment') || ''}`);
    console.log('Press Ctrl-C to stop.');
  }, (e) => { console.error(`static_server: ${e.message}`); process.exit(1); });
}

module.exports = { serve };
