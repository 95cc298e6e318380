// One part of the server on its own, for bench:footprint's memory breakdown: loads what `mode` names,
// waits for the process to settle and prints one JSON line with its resident memory. Plain
// JavaScript, so the bare and compiled cases run without tsx; bench/footprint.ts adds `--import tsx`
// or V8 flags on the command line where a case needs them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const [mode = 'bare', settleArg = '1500'] = process.argv.slice(2);

/** What each mode loads; the process itself (node, and tsx when started with it) comes on top. */
const MODES = {
  bare: async () => {},
  // Started with --import tsx: the loader and its hooks thread, nothing of ours.
  tsx: async () => {},
  // Started with --import tsx: the server's module graph as `npm start` loaded it before decision 017.
  'graph-tsx': async () => {
    await import(pathToFileURL(path.join(ROOT, 'apps/server/src/app.ts')).href);
  },
  // The same graph compiled (apps/server/dist/app-graph.js, built by bench:footprint), without a database.
  graph: async () => {
    await import(pathToFileURL(path.join(ROOT, 'apps/server/dist/app-graph.js')).href);
  },
  // PGlite on an empty data directory (creates the cluster, like a first start), one query.
  pglite: async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const dir = mkdtempSync(path.join(tmpdir(), 'sp-footprint-pglite-'));
    process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
    const db = new PGlite(dir);
    await db.waitReady;
    await db.query('select 1');
    globalThis.keep = db;
  },
  sharp: async () => {
    const { default: sharp } = await import('sharp');
    globalThis.keep = sharp;
  },
};

const load = MODES[mode];
if (!load) {
  console.error(`ukjent modus: ${mode}`);
  process.exit(2);
}
await load();
const loadMs = performance.now();
await new Promise((resolve) => setTimeout(resolve, Number(settleArg)));
const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
const usage = process.memoryUsage();
console.log(
  JSON.stringify({
    mode,
    // From process start (node's own start-up included) to everything loaded.
    loadMs: Math.round(loadMs),
    rssMb: mb(usage.rss),
    heapUsedMb: mb(usage.heapUsed),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
  }),
);
process.exit(0);
