import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHANNELS, CHAT_EVENTS } from '@studioportal/shared';
import { emptyPostgresDatabase } from '../test-support/empty-postgres';
import { freePort, ROOT } from './lib/child-server';
import { sleep } from './lib/clock';
import { runFanOut, type FanOutResult } from './lib/fanout-run';
import { type CookieClient, signUpStaff } from './lib/http-client';
import { machineFacts, reportResult } from './lib/results';
import { ratio } from './lib/stats';
import { Swarm, type SwarmReport } from './lib/swarm';
import { benchText } from './lib/swarm-protocol';

/**
 * npm run bench:cluster — issue 11's benchmark. The same 1,000 authenticated Socket.IO clients
 * (separate processes, loopback) first on ONE server process and then spread evenly over TWO
 * server processes on one PostgreSQL (a fresh database each time, dropped afterwards). In each
 * set-up: Akutt at its benchmark's rate (urgent messages through POST /api/broadcast-messages,
 * 5 a second) and then chat at its benchmark's rate (POST /api/chat/messages, 20 a second, the
 * channel cap), each message sent through the processes in turn. Every delivery is timed from
 * the start of its HTTP request. With two processes, half of the deliveries cross processes
 * (PostgreSQL LISTEN/NOTIFY through the socket.io adapter). Bounded: fixed counts, timeouts.
 */
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    'akutt-rate': { type: 'string', default: '5' },
    'akutt-seconds': { type: 'string', default: '8' },
    'chat-rate': { type: 'string', default: String(CHANNELS.chat.eventsPerSecond) },
    'chat-seconds': { type: 'string', default: '5' },
    'swarm-processes': { type: 'string', default: '2' },
    users: { type: 'string', default: '20' },
  },
});
const CLIENTS = Number(args.clients);
const SWARM_PROCESSES = Number(args['swarm-processes']);
const USERS = Number(args.users);
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCENARIOS = [
  { name: 'akutt', channel: CHANNELS.broadcast.name, tag: 'Benk', eventType: undefined, rate: Number(args['akutt-rate']), seconds: Number(args['akutt-seconds']) },
  { name: 'chat', channel: CHANNELS.chat.name, tag: 'Chatbenk', eventType: CHAT_EVENTS.messageCreated, rate: Number(args['chat-rate']), seconds: Number(args['chat-seconds']) },
] as const;
type Scenario = (typeof SCENARIOS)[number];

const log = (line: string) => process.stderr.write(`[bench:cluster] ${line}\n`);
const chatText = (n: number) => `Chatbenk #${n}: Hei fra ytelsestesten, dette er en vanlig chatmelding til hele redaksjonen.`;

interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  output: () => string;
}

async function startServer(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await sleep(200);
  }
  return { url, pid: child.pid!, child, output: () => output };
}

async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Several swarms (one per server process) read as one: receipts of message n from all of them. */
function combined(swarms: Swarm[]): Swarm {
  return {
    report: async (): Promise<SwarmReport> => {
      const reports = await Promise.all(swarms.map((s) => s.report()));
      const receipts = reports[0]?.receipts.map((_, n) => reports.flatMap((r) => r.receipts[n] ?? [])) ?? [];
      return { receipts, disconnects: reports.reduce((sum, r) => sum + r.disconnects, 0) };
    },
  } as unknown as Swarm;
}

/** The same person's session used through another process (sessions live in the shared database). */
function on(url: string, client: CookieClient): CookieClient {
  const copy = Object.create(Object.getPrototypeOf(client)) as CookieClient;
  Object.assign(copy, client, { baseUrl: url });
  return copy;
}

async function runScenario(servers: ServerProcess[], staff: CookieClient[], scenario: Scenario): Promise<FanOutResult> {
  const messages = Math.round(scenario.rate * scenario.seconds);
  const swarms: Swarm[] = [];
  try {
    // The clients spread evenly over the processes, as a load balancer would.
    const perServer = Math.ceil(CLIENTS / servers.length);
    const starts = await Promise.all(
      servers.map((server, i) =>
        Swarm.start({
          kind: 'socketio',
          url: server.url,
          cookies: staff.map((s) => s.cookie),
          clients: Math.min(perServer, CLIENTS - i * perServer),
          processes: Math.max(1, Math.round(SWARM_PROCESSES / servers.length)),
          channel: scenario.channel,
          tag: scenario.tag,
          messages,
          ...(scenario.eventType ? { eventType: scenario.eventType } : {}),
        }),
      ),
    );
    swarms.push(...starts.map((s) => s.swarm));
    const connected = starts.reduce((n, s) => n + s.connected, 0);
    log(`${scenario.name}: ${connected} klienter på ${servers.length} prosess(er)${starts.some((s) => s.failed) ? `, feil: ${starts.flatMap((s) => s.errors).join('; ')}` : ''}`);
    if (connected !== CLIENTS) throw new Error('not every client connected');

    // Each sender sends through the processes in turn; senders take turns as people would.
    const send = async (n: number, text: string) => {
      const sender = on(servers[n % servers.length]!.url, staff[n % staff.length]!);
      const res =
        scenario.name === 'akutt'
          ? await sender.post('/api/broadcast-messages', { message: text, priority: 'urgent' })
          : await sender.post('/api/chat/messages', { message: text, client_id: randomUUID() });
      if (res.status !== 201) log(`${scenario.name} ${n}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      return res.status === 201;
    };
    await send(staff.length - 1, 'Oppvarming: ikke talt med');
    await sleep(1000);
    log(`${scenario.name}: sender ${messages} meldinger, ${scenario.rate} per sekund`);
    return await runFanOut({
      swarm: combined(swarms),
      clients: CLIENTS,
      messages,
      perSecond: scenario.rate,
      serverPid: servers[0]!.pid,
      send: (n) => send(n, scenario.name === 'akutt' ? benchText('Benk', n) : chatText(n)),
    });
  } finally {
    await Promise.all(swarms.map((s) => s.close()));
  }
}

async function measure(processCount: number) {
  const database = await emptyPostgresDatabase(BASE_URL, 'sp_bench');
  const dataDirs = Array.from({ length: processCount }, () => mkdtempSync(path.join(os.tmpdir(), 'sp-bench-cluster-')));
  const servers: ServerProcess[] = [];
  try {
    servers.push(...(await Promise.all(dataDirs.map((dir) => startServer(database.url, dir)))));
    log(`${processCount} serverprosess(er) på PostgreSQL (${servers.map((s) => s.url).join(', ')}); lager ${USERS} brukere`);
    const { clients: staff } = await signUpStaff(servers[0]!.url, USERS);
    const results: Record<string, FanOutResult> = {};
    for (const scenario of SCENARIOS) results[scenario.name] = await runScenario(servers, staff, scenario);
    return results;
  } finally {
    await Promise.all(servers.map(stopServer));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await database.drop();
  }
}

function brief(r: FanOutResult) {
  return {
    deliveredPercent: r.deliveredPercent,
    p50PerDeliveryMs: r.latencyPerDeliveryMs.p50,
    p99PerDeliveryMs: r.latencyPerDeliveryMs.p99,
    p99ToLastClientMs: r.latencyToLastClientMs.p99,
    httpP50Ms: r.httpResponseMs.p50,
  };
}

async function main() {
  const t0 = Date.now();
  const one = await measure(1);
  const two = await measure(2);
  const summary = Object.fromEntries(
    SCENARIOS.map((s) => {
      const a = one[s.name]!;
      const b = two[s.name]!;
      return [
        s.name,
        {
          oneProcess: brief(a),
          twoProcesses: brief(b),
          ratioTwoToOne: {
            p50PerDelivery: ratio(b.latencyPerDeliveryMs.p50, a.latencyPerDeliveryMs.p50),
            p99PerDelivery: ratio(b.latencyPerDeliveryMs.p99, a.latencyPerDeliveryMs.p99),
          },
        },
      ];
    }),
  );
  const result = {
    benchmark: 'cluster',
    description:
      '1,000 Socket.IO clients on one server process vs. spread over two processes on one PostgreSQL: Akutt (5/s) and chat (20/s) sent through the processes in turn; delivery and latency from the HTTP request start',
    at: new Date().toISOString(),
    machine: { ...machineFacts(), loadAverage1m: os.loadavg()[0] },
    settings: {
      clients: CLIENTS,
      scenarios: SCENARIOS.map((s) => ({ name: s.name, perSecond: s.rate, seconds: s.seconds, messages: Math.round(s.rate * s.seconds) })),
      swarmProcesses: SWARM_PROCESSES,
      senders: USERS,
      database: 'postgres',
      note: 'CPU and memory are sampled for the first server process only.',
    },
    summary,
    oneProcess: one,
    twoProcesses: two,
    totalDurationS: Math.round((Date.now() - t0) / 1000),
  };
  reportResult('cluster', result, log);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
