// `npm start`: builds the web app and the server when either is missing or older than its sources,
// then runs the compiled server (API, realtime and the built app on one port, embedded database by
// default) with plain node, in this same process (decision 017).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { ensureServerBuild } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'].map((p) => path.join(root, p));
const sourceTime = Math.max(...sources.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
const needsBuild = !existsSync(distIndex) || statSync(distIndex).mtimeMs < sourceTime;

if (needsBuild && process.env.SKIP_WEB_BUILD !== '1') {
  console.log('Bygger webappen ...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@studioportal/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverMain = ensureServerBuild();

// The server is imported rather than spawned: a second node process would only forward signals and
// cost its own ~40 MB. The server handles SIGINT/SIGTERM and sets the exit code itself.
process.env.NODE_ENV ??= 'production';
// Stack traces in the log point into apps/server/src, not into the bundle.
process.setSourceMapsEnabled(true);
// The embedded database is PostgreSQL compiled to WebAssembly. V8's optimising WASM compiler
// (TurboFan) spends the first seconds recompiling it in the background, which stalls start-up by
// a few hundred ms on a small machine and keeps ~120 MB of optimised code; the baseline compiler
// (Liftoff) alone answered typical queries as fast in our measurements (decision 017). Set before
// the server is imported, so before any WebAssembly is compiled.
v8.setFlagsFromString('--liftoff-only');
// `npm start` runs us under `sh -c`, which does not pass a SIGTERM on: when npm is stopped the
// shell dies and we would go on running under init, database open. A new parent means whoever
// started us is gone, so stop as if told to (the server closes the database cleanly).
const parentAtStart = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parentAtStart) return;
  clearInterval(parentWatch);
  process.kill(process.pid, 'SIGTERM');
}, 500);
parentWatch.unref();
await import(pathToFileURL(serverMain).href);
