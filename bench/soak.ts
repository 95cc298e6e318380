import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { CHANNELS, SOCKET_EVENTS, zonedDateKey, zonedParts, type ChannelEvent, type ClockDayResponse, type SubscribeAck } from '@studioportal/shared';
import { ROOT, startAppServer } from './lib/child-server';
import { nowMs, sleep } from './lib/clock';
import { signUpStaff, type CookieClient } from './lib/http-client';
import { reportResult } from './lib/results';
import { summarize } from './lib/stats';

/**
 * npm run bench:soak — issue 17: a studio day compressed into a few minutes, to see that the server
 * stays flat (open descriptors, memory, responsiveness) rather than creeping towards a crash.
 * N staff sockets (default 30) stay connected and subscribed to the channels the app follows;
 * chat messages are posted, clock elements marked sent and unmarked, the web app is loaded
 * (index.html and every asset, gzip, alternately as a first visit and as a revisit with ETags),
 * and a few sockets at a time drop and reconnect, replaying what they missed by cursor.
 *
 * Measured from outside, at the end of a warm-up and at the end of the run, each time with the
 * workload paused for a few seconds and the page loads' connections closed: the server's open descriptors
 * (/proc/<pid>/fd), its resident memory (VmRSS in /proc/<pid>/status) and the latency of
 * /api/health. The server exposes no event-loop delay, so the health latency seen by the client
 * stands in for it. "flat": end within +20 descriptors and +10% RSS of the start.
 *
 * Loopback only; bounded: --minutes (0.5–30, default 3), counts and rates clamped, every request
 * with a timeout. Linux (/proc) for the process figures; elsewhere they are null.
 */
const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '3' },
    staff: { type: 'string', default: '30' },
    'warmup-s': { type: 'string', default: '30' },
    'chat-per-minute': { type: 'string', default: '40' },
    'marks-per-minute': { type: 'string', default: '30' },
    'page-loads-per-minute': { type: 'string', default: '10' },
    'reconnects-per-minute': { type: 'string', default: '20' },
    web: { type: 'string' },
  },
});
const clamp = (value: number, min: number, max: number, fallback: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback);
const MINUTES = clamp(Number(args.minutes), 0.5, 30, 3);
const STAFF = Math.round(clamp(Number(args.staff), 1, 200, 30));
// Sign-up allows 20 accounts per address: the sockets share the sessions of up to 20 people.
const USERS = Math.min(20, STAFF);
const TOTAL_MS = MINUTES * 60_000;
const WARMUP_MS = clamp(Number(args['warmup-s']) * 1000, 5_000, TOTAL_MS / 3, 30_000);
const RATES = {
  chatPerMinute: clamp(Number(args['chat-per-minute']), 0, 600, 40),
  marksPerMinute: clamp(Number(args['marks-per-minute']), 0, 600, 30),
  pageLoadsPerMinute: clamp(Number(args['page-loads-per-minute']), 0, 60, 10),
  reconnectsPerMinute: clamp(Number(args['reconnects-per-minute']), 0, 600, 20),
};
const CHANNELS_FOLLOWED = [CHANNELS.chat.name, CHANNELS.activeClocks.name, CHANNELS.broadcast.name, CHANNELS.onAir.name];
/** A browser opens about six connections to one host. */
const PAGE_CONCURRENCY = 6;
/**
 * Quiet time before a measurement: page-load connections are closed by then (each load's agent is
 * destroyed) and in-flight work is done; the few connections fetch keeps alive for the API calls
 * are reused, not added to, so they count the same at the start and at the end.
 */
const SETTLE_MS = 6_000;
const THRESHOLDS = { fdsGrowthMax: 20, rssGrowthMaxPercent: 10 };
const CLOCK_ELEMENTS = 60;

const log = (line: string) => process.stderr.write(`[bench:soak] ${line}\n`);

// ---------------------------------------------------------------------------------------------
// The server process, from outside

function openDescriptors(pid: number): number | null {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return null;
  }
}

function rssMb(pid: number): number | null {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

interface Answer {
  status: number;
  etag?: string;
}

/** One GET over node:http (the caller's agent), its body read and dropped; rejects after 20 s. */
function get(url: string, headers: Record<string, string>, agent: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, etag: typeof res.headers.etag === 'string' ? res.headers.etag : undefined }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(20_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.end();
  });
}

/** /api/health over one kept-alive connection: the latency a quiet client sees. */
const healthAgent = new Agent({ keepAlive: true, maxSockets: 1 });
async function healthMs(baseUrl: string): Promise<number> {
  const start = nowMs();
  const res = await get(`${baseUrl}/api/health`, {}, healthAgent);
  if (res.status !== 200) throw new Error(`health: ${res.status}`);
  return nowMs() - start;
}

interface Snapshot {
  fds: number | null;
  rssMb: number | null;
  healthMs: ReturnType<typeof summarize>;
}

/** Descriptors and memory with the workload paused and idle connections closed, then 100 health probes. */
async function snapshot(baseUrl: string, pid: number): Promise<Snapshot> {
  await sleep(SETTLE_MS);
  const fds = openDescriptors(pid);
  const rss = rssMb(pid);
  const latencies: number[] = [];
  for (let i = 0; i < 100; i++) latencies.push(await healthMs(baseUrl));
  return { fds, rssMb: rss, healthMs: summarize(latencies) };
}

// ---------------------------------------------------------------------------------------------
// The web app on disk

/** A stand-in web build when none is given and apps/web/dist is not built: index.html and 24 assets. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sp-soak-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="nb"><head><title>Studioportal</title></head><body><div id="root"></div></body></html>');
  for (let n = 0; n < 20; n++) {
    writeFileSync(path.join(dist, 'assets', `chunk-${n}-${randomUUID().slice(0, 8)}.js`), `export const c${n} = [${Array.from({ length: 2000 + n * 500 }, (_, i) => i).join(',')}];\n`);
  }
  for (let n = 0; n < 4; n++) writeFileSync(path.join(dist, 'assets', `style-${n}.css`), `.c${n}{color:red}`.repeat(2000));
  return dist;
}

// ---------------------------------------------------------------------------------------------
// Staff sockets

interface Counters {
  eventsReceived: number;
  replayedOnResubscribe: number;
  subscribeRefused: number;
  reconnects: number;
  reconnectFailures: number;
  chatSent: number;
  chatFailed: number;
  marks: number;
  marksFailed: number;
  pageLoads: number;
  assetRequests: number;
  assetStatuses: Record<string, number>;
  errors: string[];
}

const counters: Counters = {
  eventsReceived: 0,
  replayedOnResubscribe: 0,
  subscribeRefused: 0,
  reconnects: 0,
  reconnectFailures: 0,
  chatSent: 0,
  chatFailed: 0,
  marks: 0,
  marksFailed: 0,
  pageLoads: 0,
  assetRequests: 0,
  assetStatuses: {},
  errors: [],
};
const noteError = (error: unknown) => {
  const message = String((error as Error)?.message ?? error).slice(0, 200);
  if (counters.errors.length < 10 && !counters.errors.includes(message)) counters.errors.push(message);
};

/** One open screen: a socket that follows the channels and, back after a drop, resumes from its cursors. */
class StaffSocket {
  socket: Socket | null = null;
  private readonly seq = new Map<string, number>();
  constructor(
    private readonly url: string,
    private readonly cookie: string,
  ) {}

  async connect(): Promise<void> {
    const socket = io(this.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: this.cookie }, reconnection: false, forceNew: true, timeout: 20_000 });
    this.socket = socket;
    socket.on(SOCKET_EVENTS.event, (event: ChannelEvent) => {
      counters.eventsReceived++;
      if (typeof event.seq === 'number') this.seq.set(event.channel, Math.max(this.seq.get(event.channel) ?? 0, event.seq));
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    for (const channel of CHANNELS_FOLLOWED) {
      const since = this.seq.get(channel);
      const ack = (await socket.timeout(20_000).emitWithAck(SOCKET_EVENTS.subscribe, since === undefined ? { channel } : { channel, since })) as SubscribeAck;
      if (!ack.ok) {
        counters.subscribeRefused++;
        continue;
      }
      counters.replayedOnResubscribe += since === undefined ? 0 : ack.missed.length;
      const last = ack.missed.at(-1)?.seq ?? ack.seq;
      this.seq.set(channel, Math.max(this.seq.get(channel) ?? 0, last));
    }
  }

  close() {
    this.socket?.close();
    this.socket = null;
  }
}

// ---------------------------------------------------------------------------------------------
// The day's work

async function api<T>(client: CookieClient, method: string, url: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(client.baseUrl + url, {
    method,
    headers: { cookie: client.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * Runs `action` every `60 000 / perMinute` ms, one at a time, until `until()` (looked at least once
 * a second); an action that overruns delays the next instead of bunching them. None at a zero rate.
 */
async function every(perMinute: number, until: () => boolean, action: (n: number) => Promise<void>) {
  if (perMinute <= 0) return;
  const interval = 60_000 / perMinute;
  let due = nowMs();
  for (let n = 0; ; n++) {
    while (nowMs() < due) {
      if (until()) return;
      await sleep(Math.min(due - nowMs(), 1000));
    }
    if (until()) return;
    try {
      await action(n);
    } catch (error) {
      noteError(error);
    }
    due = Math.max(due + interval, nowMs());
  }
}

interface Day {
  url: string;
  staff: CookieClient[];
  sockets: StaffSocket[];
  elementIds: string[];
  pages: string[];
}

/** A page load as a browser does it: index.html, then every asset, six at a time; revisits send ETags. */
async function loadPage(day: Day, etags: Map<string, string>, revisit: boolean) {
  const agent = new Agent({ keepAlive: true, maxSockets: PAGE_CONCURRENCY });
  try {
    let next = 0;
    await Promise.all(
      Array.from({ length: PAGE_CONCURRENCY }, async () => {
        while (next < day.pages.length) {
          const page = day.pages[next++]!;
          const etag = revisit ? etags.get(page) : undefined;
          const res = await get(`${day.url}${page}`, { 'accept-encoding': 'gzip', ...(etag ? { 'if-none-match': etag } : {}) }, agent);
          if (res.etag) etags.set(page, res.etag);
          counters.assetRequests++;
          counters.assetStatuses[res.status] = (counters.assetStatuses[res.status] ?? 0) + 1;
        }
      }),
    );
    counters.pageLoads++;
  } finally {
    agent.destroy();
  }
}

/** The workload until `until()`: chat, clock marks, page loads, reconnects, and a health probe a second. */
async function work(day: Day, until: () => boolean, healthLatencies: number[]) {
  const marked = new Map<string, boolean>();
  const etags = new Map<string, string>();
  let pageLoads = 0;
  await Promise.all([
    every(RATES.chatPerMinute, until, async (n) => {
      const res = await api(day.staff[n % day.staff.length]!, 'POST', '/api/chat/messages', {
        message: `Soak #${n}: Husk at neste innslag starter etter nyhetene.`,
        client_id: randomUUID(),
      });
      if (res.status === 201) counters.chatSent++;
      else {
        counters.chatFailed++;
        noteError(`chat ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }),
    every(RATES.marksPerMinute, until, async (n) => {
      const id = day.elementIds[n % day.elementIds.length]!;
      const sent = !marked.get(id);
      const res = await api(day.staff[n % day.staff.length]!, 'POST', '/api/rpc/mark_clock_element_sent', { element_id: id, sent });
      if (res.status === 200) {
        counters.marks++;
        marked.set(id, sent);
      } else {
        counters.marksFailed++;
        noteError(`mark ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }),
    every(RATES.pageLoadsPerMinute, until, () => loadPage(day, etags, pageLoads++ % 2 === 1)),
    every(RATES.reconnectsPerMinute, until, async (n) => {
      const staffSocket = day.sockets[(n * 7) % day.sockets.length]!;
      staffSocket.close();
      await sleep(200);
      try {
        await staffSocket.connect();
        counters.reconnects++;
      } catch (error) {
        counters.reconnectFailures++;
        throw error;
      }
    }),
    every(60, until, async () => {
      healthLatencies.push(await healthMs(day.url));
    }),
  ]);
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const t0 = Date.now();
  const loadBefore = os.loadavg();
  const builtApp = path.join(ROOT, 'apps/web/dist');
  const webDist = args.web ? path.resolve(args.web) : existsSync(path.join(builtApp, 'index.html')) ? builtApp : fakeWebBuild();
  const fakeWeb = !args.web && webDist !== builtApp;
  const server = await startAppServer({ WEB_DIST: webDist });
  const sockets: StaffSocket[] = [];
  try {
    const assets = readdirSync(path.join(webDist, 'assets')).filter((f) => !f.endsWith('.map'));
    const pages = ['/', ...assets.map((f) => `/assets/${f}`)];
    log(`server på ${server.url} (${server.database}), pid ${server.pid}; webapp ${fakeWeb ? '(laget for benken)' : webDist}: ${pages.length} filer per sidelasting`);

    const { clients: staff } = await signUpStaff(server.url, USERS);
    const admin = staff[0]!;
    const now = new Date();
    const parts = zonedParts(now);
    const elements = Array.from({ length: CLOCK_ELEMENTS }, (_, n) => ({ type: 'music', title: `Låt ${n + 1}`, start_offset_s: n * 60, duration_s: 60, hard_start: false }));
    const created = await api(admin, 'POST', '/api/clock-templates', { name: 'Soak', weekday: parts.weekday, start_hour: parts.hour, color: '#3b82f6', is_active: true, elements });
    if (created.status !== 201) throw new Error(`clock template: ${created.status} ${JSON.stringify(created.body)}`);
    const clockDay = await api<ClockDayResponse>(admin, 'GET', `/api/active-clocks?date=${zonedDateKey(now)}`);
    const elementIds = clockDay.body.clocks.flatMap((c) => c.elements.map((e) => e.id));
    if (!elementIds.length) throw new Error('no clock elements to mark');

    for (let i = 0; i < STAFF; i++) sockets.push(new StaffSocket(server.url, staff[i % staff.length]!.cookie));
    for (let i = 0; i < sockets.length; i += 10) await Promise.all(sockets.slice(i, i + 10).map((s) => s.connect()));
    log(`${sockets.length} sokler tilkoblet (${USERS} personer), abonnerer på ${CHANNELS_FOLLOWED.join(', ')}`);

    const day: Day = { url: server.url, staff, sockets, elementIds, pages };
    const healthWarmup: number[] = [];
    const warmupEnd = Date.now() + WARMUP_MS;
    log(`oppvarming i ${Math.round(WARMUP_MS / 1000)} s`);
    await work(day, () => Date.now() >= warmupEnd, healthWarmup);
    const start = await snapshot(server.url, server.pid);
    log(`start: ${start.fds} fd, ${start.rssMb} MB RSS, /api/health p99 ${start.healthMs.p99} ms`);

    const runMs = TOTAL_MS - WARMUP_MS;
    const runStart = Date.now();
    const runEnd = runStart + runMs;
    const timeline: { t: number; fds: number | null; rssMb: number | null }[] = [];
    const sampler = setInterval(() => timeline.push({ t: Math.round((Date.now() - runStart) / 1000), fds: openDescriptors(server.pid), rssMb: rssMb(server.pid) }), 5_000);
    const healthRun: number[] = [];
    const countsAtStart = { ...counters, assetStatuses: { ...counters.assetStatuses } };
    log(`dagen går i ${Math.round(runMs / 1000)} s`);
    const progress = setInterval(() => log(`${Math.round((Date.now() - runStart) / 1000)} s: ${openDescriptors(server.pid)} fd, ${rssMb(server.pid)} MB, ${counters.pageLoads} sidelastinger, ${counters.chatSent} chatmeldinger, ${counters.marks} markeringer, ${counters.reconnects} gjenoppkoblinger`), 30_000);
    try {
      await work(day, () => Date.now() >= runEnd, healthRun);
    } finally {
      clearInterval(sampler);
      clearInterval(progress);
    }
    const end = await snapshot(server.url, server.pid);
    log(`slutt: ${end.fds} fd, ${end.rssMb} MB RSS, /api/health p99 ${end.healthMs.p99} ms`);
    for (const s of sockets) s.close();
    healthAgent.destroy();
    await sleep(3_000);
    const fdsAfterSocketsClosed = openDescriptors(server.pid);
    const alive = server.process.exitCode === null && server.process.signalCode === null;

    const fdsGrowth = start.fds !== null && end.fds !== null ? end.fds - start.fds : null;
    const rssGrowthPercent = start.rssMb && end.rssMb !== null ? Math.round(((end.rssMb - start.rssMb) / start.rssMb) * 1000) / 10 : null;
    const flatFds = fdsGrowth !== null && fdsGrowth <= THRESHOLDS.fdsGrowthMax;
    const flatRss = rssGrowthPercent !== null && rssGrowthPercent <= THRESHOLDS.rssGrowthMaxPercent;
    const badAssets = Object.entries(counters.assetStatuses).filter(([status]) => status !== '200' && status !== '304').reduce((n, [, c]) => n + c, 0);
    const third = Math.floor(healthRun.length / 3);
    const result = {
      benchmark: 'soak',
      description:
        'A studio day compressed: staff sockets subscribed, chat, clock marks, gzip page loads (first visits and ETag revisits), reconnects; the server’s descriptors, RSS and /api/health latency at the start (after warm-up) and the end',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}`, loadAverage1m5m15mBefore: loadBefore, loadAverage1m5m15mAfter: os.loadavg() },
      settings: {
        minutes: MINUTES,
        warmupS: Math.round(WARMUP_MS / 1000),
        staffSockets: STAFF,
        users: USERS,
        channels: CHANNELS_FOLLOWED,
        ...RATES,
        filesPerPageLoad: pages.length,
        webApp: fakeWeb ? 'generated stand-in build' : webDist,
        database: server.database,
      },
      eventLoopDelay: 'not exposed by the server: /api/health latency measured from the client (one kept-alive connection) stands in for it',
      start,
      end,
      fdsAfterSocketsClosed,
      growth: { fds: fdsGrowth, rssPercent: rssGrowthPercent },
      thresholds: THRESHOLDS,
      flat: { fds: flatFds, rss: flatRss, all: flatFds && flatRss },
      healthDuringRunMs: { all: summarize(healthRun), firstThird: summarize(healthRun.slice(0, third)), lastThird: summarize(healthRun.slice(-third || healthRun.length)) },
      timeline,
      counts: { ...counters, warmup: { pageLoads: countsAtStart.pageLoads, chatSent: countsAtStart.chatSent, marks: countsAtStart.marks, reconnects: countsAtStart.reconnects } },
      assetFailures: badAssets,
      serverAlive: alive,
      totalDurationS: Math.round((Date.now() - t0) / 1000),
    };
    reportResult('soak', result, log);
    log(result.flat.all && alive && badAssets === 0 ? 'flatt: ingen vekst i fd eller minne' : `IKKE flatt eller feil: fd ${fdsGrowth}, RSS ${rssGrowthPercent} %, feilede filer ${badAssets}, server i live: ${alive}`);
  } finally {
    for (const s of sockets) s.close();
    healthAgent.destroy();
    await server.stop();
    if (fakeWeb) rmSync(webDist, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
