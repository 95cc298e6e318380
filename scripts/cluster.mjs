// `npm run start:cluster -- --workers N`: N server processes on one PostgreSQL, for local trials of
// running several processes. Worker i listens on 127.0.0.1:(PORT+i); a small reverse proxy on
// HOST:PORT spreads browsers over them round-robin and keeps each browser on its worker (sticky
// cookie), because socket.io's long-polling handshake must reach the process that holds its
// session. A worker that dies is started again. In production put nginx or Caddy in front
// instead (README: "Running several processes").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { workers: { type: 'string', default: '2' } } });
const WORKERS = Number(args.workers);
const PORT = Number(process.env.PORT ?? 8080);
const HOST = process.env.HOST ?? '0.0.0.0';
const STICKY_COOKIE = 'sp_worker';

const fail = (message) => {
  console.error(message);
  process.exit(78);
};
if (!process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL må være satt: flere prosesser deler én PostgreSQL-database (den innebygde databasen er for én prosess).\n' +
      'DATABASE_URL must be set: several processes share one PostgreSQL database (the embedded database is for one process).\n' +
      'Eksempel / example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/studioportal npm run start:cluster -- --workers 2',
  );
}
if (!Number.isInteger(WORKERS) || WORKERS < 1 || WORKERS > 32) fail('--workers må være et heltall fra 1 til 32 / --workers must be an integer from 1 to 32');
if (!Number.isInteger(PORT) || PORT < 1 || PORT + WORKERS > 65535) fail(`Ugyldig PORT / invalid PORT: ${process.env.PORT}`);

if (!existsSync(path.join(root, 'apps/web/dist/index.html')) && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Bygger webappen ...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@studioportal/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// --- Workers ------------------------------------------------------------------------------------

let stopping = false;
const workers = Array.from({ length: WORKERS }, (_, i) => ({ index: i, port: PORT + 1 + i, child: null, up: false, restarts: 0, startedAt: 0 }));

function startWorker(worker) {
  worker.up = false;
  worker.startedAt = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      NODE_ENV: 'production',
      // Every worker signs cookies for the address people use (the proxy), not its own port.
      PUBLIC_URL: `http://localhost:${PORT}`,
      // Only the proxy reaches a worker (loopback), so its X-Forwarded-For is the real client address.
      TRUST_PROXY: 'true',
      ...process.env,
      PORT: String(worker.port),
      HOST: '127.0.0.1',
    },
  });
  worker.child = child;
  void waitUntilUp(worker, child);
  child.on('exit', (code, signal) => {
    worker.up = false;
    if (stopping) return;
    // A worker that keeps dying at once waits longer before the next try (at most 10 s).
    const quick = Date.now() - worker.startedAt < 10_000;
    worker.restarts = quick ? worker.restarts + 1 : 0;
    const delay = Math.min(10_000, 500 * 2 ** worker.restarts);
    console.error(`[klynge] arbeider ${worker.index + 1} (port ${worker.port}) stoppet (${signal ?? code}); starter på nytt om ${delay} ms`);
    setTimeout(() => !stopping && startWorker(worker), delay);
  });
}

async function waitUntilUp(worker, child) {
  while (!stopping && worker.child === child && child.exitCode === null && child.signalCode === null) {
    try {
      const res = await fetch(`http://127.0.0.1:${worker.port}/api/health`);
      if (res.ok) {
        worker.up = true;
        console.log(`[klynge] arbeider ${worker.index + 1} klar på port ${worker.port}`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

// --- Proxy --------------------------------------------------------------------------------------

let nextWorker = 0;

function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The browser's own worker while it is up; otherwise the next live one in turn. */
function pickWorker(req) {
  const sticky = Number(cookieValue(req.headers.cookie, STICKY_COOKIE));
  if (Number.isInteger(sticky) && workers[sticky]?.up) return { worker: workers[sticky], fresh: false };
  for (let i = 0; i < workers.length; i++) {
    const worker = workers[(nextWorker + i) % workers.length];
    if (worker.up) {
      nextWorker = (worker.index + 1) % workers.length;
      return { worker, fresh: true };
    }
  }
  return { worker: null, fresh: false };
}

function forwardedHeaders(req) {
  const client = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  return {
    ...req.headers,
    'x-forwarded-for': prior ? `${prior}, ${client}` : client,
    'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
    'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
  };
}

const proxy = http.createServer((req, res) => {
  const { worker, fresh } = pickWorker(req);
  if (!worker) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' });
    res.end('Ingen serverprosess er klar ennå. Prøv igjen om litt.');
    return;
  }
  const upstream = http.request(
    { host: '127.0.0.1', port: worker.port, method: req.method, path: req.url, headers: forwardedHeaders(req) },
    (answer) => {
      const headers = { ...answer.headers };
      if (fresh) {
        const setCookie = [answer.headers['set-cookie'] ?? []].flat();
        headers['set-cookie'] = [...setCookie, `${STICKY_COOKIE}=${worker.index}; Path=/; HttpOnly; SameSite=Lax`];
      }
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Serverprosessen svarte ikke.');
  });
  req.pipe(upstream);
});

// WebSocket (socket.io's transport after the handshake): the upgrade request is replayed to the
// worker as raw HTTP and then both sockets are piped; the worker answers the 101 itself.
proxy.on('upgrade', (req, socket, head) => {
  const { worker } = pickWorker(req);
  if (!worker) {
    socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n');
    return;
  }
  const upstream = net.connect(worker.port, '127.0.0.1', () => {
    const headers = forwardedHeaders(req);
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (const [key, value] of Object.entries(headers)) {
      for (const v of [value].flat()) if (v !== undefined) lines.push(`${key}: ${v}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head?.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
  upstream.on('close', close);
  socket.on('close', close);
});

for (const worker of workers) startWorker(worker);
proxy.listen(PORT, HOST, () => {
  console.log(`[klynge] ${WORKERS} prosesser bak http://${HOST === '0.0.0.0' ? 'localhost' : HOST}:${PORT} (porter ${PORT + 1}–${PORT + WORKERS})`);
});

async function shutdown() {
  if (stopping) return;
  stopping = true;
  proxy.close();
  proxy.closeAllConnections?.();
  await Promise.all(
    workers.map(
      (w) =>
        new Promise((resolve) => {
          const child = w.child;
          if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
