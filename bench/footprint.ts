import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHANNELS } from '@studioportal/shared';
import { emptyPostgresDatabase } from '../test-support/empty-postgres';
import { memoryBreakdown } from './footprint-breakdown';
import { buildServer, startServer, treeRss, type StartKind } from './footprint-server';
import { freePort } from './lib/child-server';
import { sleep } from './lib/clock';
import { signUpStaff } from './lib/http-client';
import { machineFacts, reportResult } from './lib/results';
import { Swarm } from './lib/swarm';

/**
 * npm run bench:footprint — issue 24's benchmark. For each engine (the embedded database; also
 * PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) the real server is started the
 * way `npm start` starts it: time to the first 200 from /api/health on a fresh data directory and
 * on an existing one (medians), resident memory of the whole process tree when idle and with
 * 1,000 Socket.IO clients connected. The same starts under tsx (how `npm start` ran before
 * decision 017) and a bare node HTTP server are the baselines, measured in the same run; a
 * breakdown of where the memory goes comes last. Bounded: fixed counts, every wait has a timeout.
 */
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    clients: { type: 'string', default: '1000' },
    processes: { type: 'string', default: '2' },
    users: { type: 'string', default: '10' },
    settle: { type: 'string', default: '10000' },
    'compare-tsx': { type: 'string', default: 'true' },
  },
});
const RUNS = Number(args.runs);
const CLIENTS = Number(args.clients);
const PROCESSES = Number(args.processes);
const USERS = Number(args.users);
const SETTLE_MS = Number(args.settle);
const COMPARE_TSX = args['compare-tsx'] !== 'false';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const TARGETS = { startExistingMs: 2000, startFreshMs: 5000, idleRssMbEmbedded: 200, rssWith1000ClientsMbEmbedded: 350 };

const log = (line: string) => process.stderr.write(`[bench:footprint] ${line}\n`);
const median = (values: number[]) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! : Number.NaN);
const loadAverage = () => os.loadavg().map((n) => Math.round(n * 100) / 100);

type Engine = 'pglite' | 'postgres';

/** A place for one server's data: a fresh directory, and for PostgreSQL a fresh database. */
async function freshStore(engine: Engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-footprint-'));
  const postgres = engine === 'postgres' ? await emptyPostgresDatabase(POSTGRES_URL!, 'sp_bench') : null;
  const env: Record<string, string> = {
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-app'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  return {
    env,
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}

/** `runs` times: start on a fresh store, stop, start again on it (existing), stop. */
async function startTimes(engine: Engine, kind: StartKind) {
  const fresh: number[] = [];
  const existing: number[] = [];
  const freshCpu: number[] = [];
  const existingCpu: number[] = [];
  let rebuilt = false;
  for (let r = 0; r < RUNS; r++) {
    const store = await freshStore(engine);
    try {
      for (const [wall, cpu] of [
        [fresh, freshCpu],
        [existing, existingCpu],
      ] as const) {
        const server = await startServer(kind, store.env);
        wall.push(server.readyMs);
        cpu.push(server.readyCpuMs);
        rebuilt ||= server.logs().includes('Bygger serveren');
        await server.stop();
      }
    } finally {
      await store.remove();
    }
  }
  log(`${engine}/${kind}: fersk ${fresh.join(', ')} ms (CPU ${freshCpu.join(', ')}); eksisterende ${existing.join(', ')} ms (CPU ${existingCpu.join(', ')})`);
  return {
    freshMs: median(fresh),
    existingMs: median(existing),
    freshCpuMs: median(freshCpu),
    existingCpuMs: median(existingCpu),
    freshRunsMs: fresh,
    existingRunsMs: existing,
    ...(rebuilt ? { note: 'kildene endret seg underveis: en start bygde serveren på nytt' } : {}) };
}

/** Idle memory after settling on an existing store, then with CLIENTS authenticated Socket.IO clients. */
async function memory(engine: Engine, kind: StartKind, withClients: boolean) {
  const store = await freshStore(engine);
  try {
    // First start migrates; memory is measured on the second, as on any later day.
    await (await startServer(kind, store.env)).stop();
    const server = await startServer(kind, store.env);
    let swarm: Swarm | null = null;
    try {
      await sleep(SETTLE_MS);
      const idle = await treeRss(server.pid);
      log(`${engine}/${kind}: tomgang ${idle.rssMb} MB i ${idle.processes} prosess(er)`);
      if (!withClients) return { idle };
      const { clients: staff } = await signUpStaff(server.url, USERS);
      const started = await Swarm.start({
        kind: 'socketio',
        url: server.url,
        cookies: staff.map((s) => s.cookie),
        clients: CLIENTS,
        processes: PROCESSES,
        channel: CHANNELS.broadcast.name,
        tag: 'Benk',
        messages: 0,
      });
      swarm = started.swarm;
      log(`${engine}/${kind}: ${started.connected} klienter tilkoblet (${started.failed} feilet)`);
      await sleep(3000);
      const loaded = await treeRss(server.pid);
      log(`${engine}/${kind}: ${loaded.rssMb} MB med klientene`);
      return { idle, clients: { connected: started.connected, failed: started.failed, errors: started.errors, ...loaded } };
    } finally {
      await swarm?.close();
      await server.stop();
    }
  } finally {
    await store.remove();
  }
}

async function measureEngine(engine: Engine) {
  const compiled = { start: await startTimes(engine, 'compiled'), ...(await memory(engine, 'compiled', true)) };
  const tsx = COMPARE_TSX ? { start: await startTimes(engine, 'tsx'), ...(await memory(engine, 'tsx', false)) } : null;
  // What someone typing `npm start` waits for: npm's own start-up comes on top (embedded database only).
  const viaNpm = engine === 'pglite' ? await startTimes(engine, 'npm') : null;
  return { compiled, beforeDecision017Tsx: tsx, viaNpm };
}

async function bareBaseline() {
  const ready: number[] = [];
  let rssMb = Number.NaN;
  for (let r = 0; r < RUNS; r++) {
    const server = await startServer('bare', { PORT: String(await freePort()) });
    ready.push(server.readyMs);
    if (r === RUNS - 1) rssMb = (await treeRss(server.pid)).rssMb;
    await server.stop();
  }
  return { readyMs: median(ready), readyRunsMs: ready, idleRssMb: rssMb };
}

async function main() {
  const t0 = Date.now();
  const loadBefore = loadAverage();
  const { buildMs } = buildServer();
  log(`server bygget på ${buildMs} ms`);
  const baseline = await bareBaseline();
  log(`grunnlinje (bar node-http): ${baseline.readyMs} ms, ${baseline.idleRssMb} MB`);
  const engines: Partial<Record<Engine, Awaited<ReturnType<typeof measureEngine>>>> = {};
  engines.pglite = await measureEngine('pglite');
  if (POSTGRES_URL) engines.postgres = await measureEngine('postgres');
  const breakdown = memoryBreakdown(RUNS, log);

  const embedded = engines.pglite!.compiled;
  const meetsTargets = {
    startExisting: embedded.start.existingMs <= TARGETS.startExistingMs,
    startFresh: embedded.start.freshMs <= TARGETS.startFreshMs,
    idleRssEmbedded: embedded.idle.rssMb <= TARGETS.idleRssMbEmbedded,
    rssWith1000ClientsEmbedded: (embedded.clients?.rssMb ?? Infinity) <= TARGETS.rssWith1000ClientsMbEmbedded && embedded.clients?.connected === CLIENTS,
    ...(engines.postgres
      ? { startExistingPostgres: engines.postgres.compiled.start.existingMs <= TARGETS.startExistingMs, startFreshPostgres: engines.postgres.compiled.start.freshMs <= TARGETS.startFreshMs }
      : {}),
  };
  const result = {
    benchmark: 'footprint',
    description:
      'Start-up (spawn → first 200 from /api/health, fresh and existing data) and resident memory of the whole process tree (idle, 1,000 Socket.IO clients) of `npm start`, per engine, vs. tsx and a bare node HTTP server; plus where the memory goes',
    at: new Date().toISOString(),
    machine: { ...machineFacts(), loadAverage1m5m15mBefore: loadBefore, loadAverage1m5m15mAfter: loadAverage() },
    settings: { runs: RUNS, clients: CLIENTS, swarmProcesses: PROCESSES, users: USERS, settleMs: SETTLE_MS, engines: Object.keys(engines), serverBuildMs: buildMs },
    baselineBareNodeHttp: baseline,
    engines,
    breakdown,
    targets: TARGETS,
    meetsTargets,
    totalDurationS: Math.round((Date.now() - t0) / 1000),
  };
  reportResult('footprint', result, log);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
