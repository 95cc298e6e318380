import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  CHANNELS,
  LISTENER_LIMITS,
  type ListenerMessagesResponse,
  type ListenerPoll,
  type ListenerPollResponse,
  type ListenerPollsResponse,
} from '@studioportal/shared';
import { emptyPostgresDatabase, type EmptyPostgres } from '../test-support/empty-postgres';
import { seededRandom } from '../test-support/seeded-random';
import { closeWorker, nextMessage } from './lib/child-message';
import { startAppServer } from './lib/child-server';
import { nowMs, sleep } from './lib/clock';
import { BENCH_PASSWORD, CookieClient } from './lib/http-client';
import type { CrowdJob, CrowdResult, DeviceSpec, FromCrowd, FromStaff, LoopLag, ToCrowd, ToStaff } from './lib/listener-protocol';
import { startLoopLag } from './lib/loop-lag';
import { ProcessTreeMemory } from './lib/process-tree-memory';
import { machineFacts, reportResult } from './lib/results';
import { percentile, summarize, type Summary } from './lib/stats';

/**
 * npm run bench:listeners — issue 20's load test: "Stem nå!" on air sends thousands of listeners
 * to the page at once. One server (its own process, loopback; PGlite by default, PostgreSQL when
 * BENCH_DATABASE_URL is set) with ON AIR switched on and one open poll; 50 staff sockets
 * (listener-staff-worker.ts) watch the listener channels. The listeners (listener-crowd-worker.ts,
 * another process) are separate devices: each loads the page first (GET /api/listener/live: the
 * device cookie and form token), and once the warm-up is done and every form is older than the
 * minimum fill time, 5,000 vote and 2,000 send a message, spread over 10 seconds.
 *
 * Measured: every acknowledged vote counted exactly once (the admin's GET /api/listener-polls, and
 * the database itself on PostgreSQL), every accepted message stored and delivered to every staff
 * socket (latency from the listener's POST to each socket's listeners.message.created), the live
 * result's updates on the staff sockets (largest gap), GET /api/health every 100 ms during the
 * burst, the server's peak memory, and the load generators' own event-loop lag. Then a small abuse
 * phase: one network address sending far more than its allowance (messages and votes), one device
 * over its own, and repeated votes — refused (429 / 409) with nothing stored.
 *
 * Bounded: fixed counts, every request and wait has a timeout; about two minutes with the defaults.
 */
const { values: args } = parseArgs({
  options: {
    voters: { type: 'string', default: '5000' },
    senders: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    staff: { type: 'string', default: '50' },
    'staff-accounts': { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '128' },
    // The warm-up opens as many kept-alive connections as the burst uses, as a reverse proxy's pool
    // to the app is open before a call to action: with fewer, the burst opened the rest on a busy
    // server, and requests on those new connections waited 2.5–3 s (seen with 32 here).
    'warm-concurrency': { type: 'string' },
    'abuse-messages': { type: 'string', default: '200' },
    'abuse-votes': { type: 'string', default: '1500' },
    'device-flood': { type: 'string', default: '10' },
    'repeat-votes': { type: 'string', default: '100' },
  },
});
const VOTERS = Number(args.voters);
const SENDERS = Number(args.senders);
const SPREAD_MS = Number(args.seconds) * 1000;
const STAFF_SOCKETS = Number(args.staff);
const STAFF_ACCOUNTS = Number(args['staff-accounts']);
const CONCURRENCY = Number(args.concurrency);
const WARM_CONCURRENCY = Number(args['warm-concurrency'] ?? CONCURRENCY);
const ABUSE_MESSAGES = Number(args['abuse-messages']);
const ABUSE_VOTES = Number(args['abuse-votes']);
const DEVICE_FLOOD = Number(args['device-flood']);
const REPEAT_VOTES = Number(args['repeat-votes']);
const TARGETS = { messageDeliveryP99Ms: 500, tallyMaxGapMs: 1000, healthP99Ms: 200 };
const REQUEST_TIMEOUT_MS = 60_000;
/** Message bodies start "<TAG> #<n>:", which the staff watchers find in each frame. */
const TAG = 'Lytterbenk';
const POLL_OPTIONS = ['Kygo', 'Aurora', 'Sigrid', 'Girl in Red'];
/** How the crowd votes (share per option): a clear winner, as in a real call to action. */
const VOTE_SHARES = [0.4, 0.3, 0.2, 0.1];

const log = (line: string) => process.stderr.write(`[bench:listeners] ${line}\n`);
const round1 = (n: number) => Math.round(n * 10) / 10;


/** Device i's own address, 10.x.y.z (one per listener, as their reverse proxy names them). */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
/** The one address of the abuse phase (a single host, far over its allowance). */
const ABUSE_ADDRESS = '10.254.0.1';
const messageText = (n: number) => `${TAG} #${n}: Hei studio! Stemte nettopp, og hilsen fra lytter ${n} på vei til jobb.`;
const numberOf = (body: string) => Number(new RegExp(`^${TAG} #(\\d+):`).exec(body)?.[1] ?? -1);

// ─── Staff ───────────────────────────────────────────────────────────────────

async function getJson<T>(client: CookieClient, pathAndQuery: string): Promise<T> {
  const res = await fetch(client.baseUrl + pathAndQuery, { headers: { cookie: client.cookie }, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`GET ${pathAndQuery}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function expectOk<T>(what: string, call: Promise<{ status: number; body: T }>, status = 200): Promise<T> {
  const res = await call;
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The first sign-up is the Administrator; the others are approved as Teknikere. */
async function signUpStaff(url: string, count: number): Promise<CookieClient[]> {
  const clients: CookieClient[] = [];
  for (let i = 0; i < count; i++) {
    const client = new CookieClient(url);
    const body = await expectOk(
      `sign-up ${i + 1}`,
      client.post<{ profile: { id: string } }>('/api/session/sign-up', { full_name: `Lytterbenk Stab ${i + 1}`, email: `lytterbenk${i + 1}@example.no`, password: BENCH_PASSWORD }),
      201,
    );
    if (i > 0) await expectOk(`approve ${i + 1}`, clients[0]!.post(`/api/admin/users/${body.profile.id}/approve`, { app_role: 'Tekniker' }));
    clients.push(client);
  }
  return clients;
}

/** What the admin's screens say is stored: the poll's counts and the web messages in the queue. */
async function storedCounts(admin: CookieClient, pollId: string) {
  const { polls } = await getJson<ListenerPollsResponse>(admin, '/api/listener-polls');
  const poll = polls.find((p) => p.id === pollId);
  if (!poll) throw new Error('the poll is not in GET /api/listener-polls');
  const { counts } = await getJson<ListenerMessagesResponse>(admin, '/api/listener-messages?source=web&status=alle');
  return {
    votes: poll.total_votes,
    votesPerOption: Object.fromEntries(poll.options.map((o) => [o.option_id, o.votes])),
    messages: Object.values(counts).reduce((a, b) => a + b, 0),
  };
}

/** The same counts read from the database itself (PostgreSQL only: PGlite lives inside the server). */
async function databaseCounts(url: string, pollId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const votes = await client.query<{ option_id: string; n: number }>('SELECT option_id, count(*)::int AS n FROM listener_poll_votes WHERE poll_id = $1 GROUP BY option_id', [pollId]);
    const messages = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM messages WHERE source = 'web'");
    return {
      votes: votes.rows.reduce((sum, r) => sum + r.n, 0),
      votesPerOption: Object.fromEntries(votes.rows.map((r) => [r.option_id, r.n])),
      messages: messages.rows[0]?.n ?? 0,
    };
  } finally {
    await client.end();
  }
}

// ─── Probes ──────────────────────────────────────────────────────────────────

/** GET /api/health every `everyMs` until stopped: [start, latency ms, ok]. */
function probeHealth(url: string, everyMs = 100) {
  const samples: [number, number, boolean][] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = nowMs();
      let ok = false;
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        ok = res.ok;
      } catch {
        ok = false;
      }
      samples.push([t, nowMs() - t, ok]);
      await sleep(Math.max(0, everyMs - (nowMs() - t)));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return samples;
    },
  };
}

// ─── Workers ─────────────────────────────────────────────────────────────────

function forkWorker(file: string): ChildProcess {
  return fork(path.join(import.meta.dirname, 'lib', file), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

async function warm(crowd: ChildProcess, url: string, devices: DeviceSpec[]) {
  const warmed = nextMessage<FromCrowd, 'warmed'>(crowd, 'warmed', 240_000, 'crowd worker');
  crowd.send({ type: 'warm', url, devices, concurrency: WARM_CONCURRENCY } satisfies ToCrowd);
  const result = await warmed;
  if (result.failures > 0) throw new Error(`${result.failures} of ${devices.length} devices failed to load the page: ${result.errors.join('; ')}`);
  return result;
}

async function fire(crowd: ChildProcess, url: string, jobs: CrowdJob[], startAt: number, spreadMs: number) {
  const fired = nextMessage<FromCrowd, 'fired'>(crowd, 'fired', spreadMs + REQUEST_TIMEOUT_MS * 2 + 60_000, 'crowd worker');
  crowd.send({ type: 'fire', url, jobs, startAt, spreadMs, concurrency: CONCURRENCY, timeoutMs: REQUEST_TIMEOUT_MS } satisfies ToCrowd);
  return fired;
}

async function staffReport(staff: ChildProcess, reset: boolean) {
  const report = nextMessage<FromStaff, 'report'>(staff, 'report', 60_000, 'staff worker');
  staff.send({ type: 'report', reset } satisfies ToStaff);
  return report;
}

// ─── Figures ─────────────────────────────────────────────────────────────────

function statusCounts(results: CrowdResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) {
    const key = r.code ? `${r.status} ${r.code}` : String(r.status);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

function perOption(results: CrowdResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of results) if (r.status === 200) counts[r.key] = (counts[r.key] ?? 0) + 1;
  return counts;
}

const sameCounts = (a: Record<string, number>, b: Record<string, number>) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => (a[k] ?? 0) === (b[k] ?? 0));

/** Each accepted message on each staff socket: latency from its POST being sent and from its 202. */
function deliveries(accepted: Map<number, CrowdResult>, report: Extract<FromStaff, { type: 'report' }>, sockets: number) {
  const fromSent: number[] = [];
  const fromAnswered: number[] = [];
  const fromScheduled: number[] = [];
  const lastSocket = new Map<number, number>();
  const seen = new Set<string>();
  let duplicates = 0;
  let unexpected = 0;
  for (const [n, socket, at] of report.messages) {
    const sent = accepted.get(n);
    if (!sent) {
      unexpected++;
      continue;
    }
    const key = `${n}/${socket}`;
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    fromSent.push(at - sent.sentAt);
    fromAnswered.push(at - sent.answeredAt);
    fromScheduled.push(at - sent.scheduledAt);
    lastSocket.set(n, Math.max(lastSocket.get(n) ?? -Infinity, at - sent.sentAt));
  }
  const expected = accepted.size * sockets;
  return {
    expected,
    delivered: seen.size,
    deliveredPercent: expected ? round1((seen.size / expected) * 100) : 100,
    duplicates,
    eventsForMessagesNotAccepted: unexpected,
    latencyFromSentMs: summarize(fromSent),
    latencyFromAnswered202Ms: summarize(fromAnswered),
    // From when the listener meant to send: adds the wait at the bench's concurrency gate, which
    // a real crowd (nobody waits for others' requests) would spend queued at the server instead.
    latencyFromScheduledMs: summarize(fromScheduled),
    toLastSocketFromSentMs: summarize([...lastSocket.values()]),
  };
}

/**
 * The live result on each staff socket while votes come in: from the first accepted vote to the
 * first update after the last one, the longest time without an update (a screen that froze for
 * longer shows a stale result).
 */
function tallyGaps(report: Extract<FromStaff, { type: 'report' }>, sockets: number, firstVoteAt: number, lastVoteAt: number, dbTotal: number) {
  const bySocket: [number, number][][] = Array.from({ length: sockets }, () => []);
  for (const [socket, at, total] of report.tallies) bySocket[socket]?.push([at, total]);
  const maxGaps: number[] = [];
  const allGaps: number[] = [];
  const updates: number[] = [];
  let finalMatches = 0;
  for (const list of bySocket) {
    list.sort((a, b) => a[0] - b[0]);
    const during = list.filter(([at]) => at > firstVoteAt && at <= lastVoteAt).map(([at]) => at);
    const after = list.find(([at]) => at > lastVoteAt)?.[0];
    const points = [firstVoteAt, ...during, after ?? Infinity];
    let max = 0;
    for (let i = 1; i < points.length; i++) {
      const gap = points[i]! - points[i - 1]!;
      allGaps.push(gap);
      max = Math.max(max, gap);
    }
    maxGaps.push(max);
    updates.push(during.length);
    if (list.at(-1)?.[1] === dbTotal) finalMatches++;
  }
  const burstS = (lastVoteAt - firstVoteAt) / 1000;
  return {
    maxGapMs: round1(Math.max(...maxGaps)),
    maxGapPerSocketMs: summarize(maxGaps),
    gapMs: summarize(allGaps),
    updatesPerSocketDuringBurst: summarize(updates),
    updatesPerSecond: round1(percentile(updates, 50) / burstS),
    socketsWhoseLastUpdateMatchesDb: finalMatches,
  };
}

function sendWindow(results: CrowdResult[]) {
  let first = Infinity;
  let last = -Infinity;
  for (const r of results) {
    first = Math.min(first, r.sentAt);
    last = Math.max(last, r.sentAt);
  }
  return { first, last };
}

const latencies = (results: CrowdResult[]) => summarize(results.map((r) => r.answeredAt - r.sentAt));

// ─── Run ─────────────────────────────────────────────────────────────────────

async function main() {
  const t0 = Date.now();
  const loadBefore = os.loadavg().map(round1);
  const random01 = seededRandom(20);

  // On PostgreSQL the bench makes the server's database itself, so it can count rows there as
  // well (startAppServer's own fresh database then goes unused and is dropped with it).
  const base = process.env.BENCH_DATABASE_URL;
  const ownDb: EmptyPostgres | null = base ? await emptyPostgresDatabase(base, 'sp_bench_listeners') : null;
  const server = await startAppServer({ TRUST_PROXY: '1', ...(ownDb ? { DATABASE_URL: ownDb.url } : {}) });
  const memory = new ProcessTreeMemory(server.pid, nowMs);
  memory.start();
  let staff: ChildProcess | null = null;
  let crowd: ChildProcess | null = null;
  try {
    log(`server på ${server.url} (${server.database}, TRUST_PROXY=1); lager ${STAFF_ACCOUNTS} stabskontoer`);
    const accounts = await signUpStaff(server.url, STAFF_ACCOUNTS);
    const admin = accounts[0]!;
    await expectOk('ON AIR', admin.post('/api/on-air', { is_live: true }));
    const created = await expectOk(
      'create poll',
      admin.post<ListenerPollResponse>('/api/listener-polls', { question: 'Hvem skal vi spille etter nyhetene?', options: POLL_OPTIONS }),
      201,
    );
    const poll: ListenerPoll = (await expectOk('open poll', admin.post<ListenerPollResponse>(`/api/listener-polls/${created.poll.id}/open`, {}))).poll;
    const optionIds = poll.options.map((o) => o.option_id);

    staff = forkWorker('listener-staff-worker.ts');
    const staffReady = nextMessage<FromStaff, 'ready'>(staff, 'ready', 120_000, 'staff worker');
    staff.send({
      type: 'start',
      url: server.url,
      cookies: accounts.map((a) => a.cookie),
      sockets: STAFF_SOCKETS,
      channels: [CHANNELS.listeners.name, CHANNELS.listenerPolls.name],
      tag: TAG,
    } satisfies ToStaff);
    memory.watch('staffSockets', staff.pid!);
    const ready = await staffReady;
    if (ready.connected !== STAFF_SOCKETS) throw new Error(`only ${ready.connected} of ${STAFF_SOCKETS} staff sockets subscribed: ${ready.errors.join('; ')}`);
    log(`${ready.connected} stabssockets abonnerer på ${CHANNELS.listeners.name} og ${CHANNELS.listenerPolls.name} (${STAFF_ACCOUNTS} kontoer)`);

    // ── Warm-up: every listener loads the page (cookie, form token); not measured.
    crowd = forkWorker('listener-crowd-worker.ts');
    memory.watch('crowd', crowd.pid!);
    memory.watch('orchestrator', process.pid);
    const burstDevices: DeviceSpec[] = Array.from({ length: VOTERS + SENDERS }, (_, i) => ({ id: i, address: addressOf(i + 1) }));
    log(`oppvarming: ${burstDevices.length} lyttere laster siden (GET /api/listener/live, ${WARM_CONCURRENCY} om gangen)`);
    const warmed = await warm(crowd, server.url, burstDevices);
    if (!warmed.onAir || warmed.openPollId !== poll.id) throw new Error(`listeners do not see ON AIR and the open poll (on_air ${warmed.onAir}, poll ${warmed.openPollId})`);
    log(`oppvarming ferdig på ${round1(warmed.durationMs / 1000)} s (GET /live p50 ${round1(percentile(warmed.latencyMs, 50))} ms)`);

    // ── The burst: votes and messages interleaved at random, spread evenly over the window.
    const burstJobs: CrowdJob[] = [];
    for (let i = 0; i < VOTERS; i++) {
      const r = random01();
      let option = 0;
      let share = VOTE_SHARES[0]!;
      while (r >= share && option < optionIds.length - 1) share += VOTE_SHARES[++option] ?? 0;
      burstJobs.push({ device: i, kind: 'vote', pollId: poll.id, optionId: optionIds[option]! });
    }
    for (let n = 0; n < SENDERS; n++) burstJobs.push({ device: VOTERS + n, kind: 'message', name: `Lytter ${n}`, body: messageText(n) });
    for (let i = burstJobs.length - 1; i > 0; i--) {
      const j = Math.floor(random01() * (i + 1));
      [burstJobs[i], burstJobs[j]] = [burstJobs[j]!, burstJobs[i]!];
    }
    // Every form is past the minimum fill time when the window opens.
    const startAt = Math.max(warmed.lastTokenAt + LISTENER_LIMITS.minFillMs + 200, nowMs() + 1500);
    await staffReport(staff, true);
    const ownLag = startLoopLag();
    const health = probeHealth(server.url);
    log(`${VOTERS} stemmer og ${SENDERS} meldinger over ${SPREAD_MS / 1000} s (${CONCURRENCY} forespørsler om gangen)`);
    const burst = await fire(crowd, server.url, burstJobs, startAt, SPREAD_MS);
    const burstEnd = Math.max(...burst.results.map((r) => r.answeredAt));
    await sleep(2000); // the last live result (one tick) and the last deliveries
    const healthSamples = await health.stop();
    const orchestratorLag = ownLag.stop();
    const burstStaff = await staffReport(staff, true);
    const burstStored = await storedCounts(admin, poll.id);
    const burstDb = ownDb ? await databaseCounts(ownDb.url, poll.id) : null;
    const rssBurstMb = memory.maxMb(startAt, burstEnd + 2000);
    const cpuBurst = memory.cpuBetween(startAt, burstEnd);

    const votes = burst.results.filter((r) => r.kind === 'vote');
    const sends = burst.results.filter((r) => r.kind === 'message');
    const acceptedVotes = votes.filter((r) => r.status === 200);
    const acceptedMessages = new Map(sends.filter((r) => r.status === 202).map((r) => [numberOf(r.key), r]));
    const voteTimes = acceptedVotes.map((r) => r.answeredAt);
    const firstVoteAt = Math.min(...voteTimes);
    const lastVoteAt = Math.max(...voteTimes);
    const window = sendWindow(burst.results);
    const healthDuring = healthSamples.filter(([t]) => t >= startAt && t <= burstEnd);
    const delivery = deliveries(acceptedMessages, burstStaff, STAFF_SOCKETS);
    const tally = tallyGaps(burstStaff, STAFF_SOCKETS, firstVoteAt, lastVoteAt, burstStored.votes);
    const acceptedPerOption = perOption(votes);

    // ── Abuse: one address far over its allowance (messages and votes), one device over its
    // own, and listeners voting a second time. Refused with 429 / 409, nothing stored.
    let nextDevice = VOTERS + SENDERS;
    const abuseDevices: DeviceSpec[] = [];
    const abuseJobs: CrowdJob[] = [];
    let n = SENDERS;
    for (let i = 0; i < ABUSE_MESSAGES; i++, n++) {
      abuseDevices.push({ id: nextDevice, address: ABUSE_ADDRESS });
      abuseJobs.push({ device: nextDevice++, kind: 'message', name: `Samme nett ${i}`, body: messageText(n) });
    }
    const abuseVoters = new Set<number>();
    for (let i = 0; i < ABUSE_VOTES; i++) {
      abuseVoters.add(nextDevice);
      abuseDevices.push({ id: nextDevice, address: ABUSE_ADDRESS });
      abuseJobs.push({ device: nextDevice++, kind: 'vote', pollId: poll.id, optionId: optionIds[i % optionIds.length]! });
    }
    const flooder = nextDevice++;
    abuseDevices.push({ id: flooder, address: addressOf(flooder + 1) });
    for (let i = 0; i < DEVICE_FLOOD; i++, n++) abuseJobs.push({ device: flooder, kind: 'message', name: 'Ivrig lytter', body: messageText(n) });
    const repeaters = acceptedVotes.slice(0, REPEAT_VOTES);
    for (const r of repeaters) abuseJobs.push({ device: r.device, kind: 'vote', pollId: poll.id, optionId: optionIds[0]! });

    log(`misbruk: ${ABUSE_MESSAGES} meldinger og ${ABUSE_VOTES} stemmer fra én adresse, ${DEVICE_FLOOD} meldinger fra én enhet, ${repeaters.length} stemmer på nytt`);
    const abuseWarm = await warm(crowd, server.url, abuseDevices);
    const abuseStart = Math.max(abuseWarm.lastTokenAt + LISTENER_LIMITS.minFillMs + 200, nowMs() + 500);
    const abuse = await fire(crowd, server.url, abuseJobs, abuseStart, 0);
    await sleep(1500);
    const abuseStaff = await staffReport(staff, true);
    const afterStored = await storedCounts(admin, poll.id);
    const afterDb = ownDb ? await databaseCounts(ownDb.url, poll.id) : null;

    const isAbuseMessage = (r: CrowdResult) => r.kind === 'message' && r.device !== flooder;
    const abuseSends = abuse.results.filter(isAbuseMessage);
    const abuseVotes = abuse.results.filter((r) => abuseVoters.has(r.device));
    const floods = abuse.results.filter((r) => r.device === flooder);
    const repeats = abuse.results.filter((r) => r.kind === 'vote' && r.device < VOTERS);
    const abuseAcceptedMessages = new Map(abuse.results.filter((r) => r.kind === 'message' && r.status === 202).map((r) => [numberOf(r.key), r]));
    const abuseDelivery = deliveries(abuseAcceptedMessages, abuseStaff, STAFF_SOCKETS);
    const onlyRefusedOrTaken = (results: CrowdResult[], ok: number, refused: number) => results.every((r) => r.status === ok || r.status === refused);
    const acceptedVotesAfter = acceptedVotes.length + abuseVotes.filter((r) => r.status === 200).length;
    const acceptedMessagesAfter = acceptedMessages.size + abuseAcceptedMessages.size;
    const expectedPerOption = { ...acceptedPerOption };
    for (const [k, v] of Object.entries(perOption(abuseVotes))) expectedPerOption[k] = (expectedPerOption[k] ?? 0) + v;

    const peak = memory.peakMb();
    memory.stop();

    const result = {
      benchmark: 'listeners',
      description:
        '"Stem nå!": 5,000 listeners vote and 2,000 send a message within 10 s (each its own device and address, after loading the page), 50 staff sockets watching the listener channels; then one address and one device far over their allowance',
      at: new Date().toISOString(),
      machine: {
        ...machineFacts(),
        loadAverage1m5m15mBefore: loadBefore,
        loadAverage1m5m15mAfter: os.loadavg().map(round1),
      },
      settings: {
        database: server.database,
        voters: VOTERS,
        senders: SENDERS,
        windowS: SPREAD_MS / 1000,
        staffSockets: STAFF_SOCKETS,
        staffAccounts: STAFF_ACCOUNTS,
        concurrency: CONCURRENCY,
        warmConcurrency: WARM_CONCURRENCY,
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        trustProxy: true,
      },
      warmUp: { devices: warmed.devices, durationS: round1(warmed.durationMs / 1000), liveLatencyMs: summarize(warmed.latencyMs) },
      burst: {
        sendWindowS: round1((window.last - window.first) / 1000),
        lastAnswerAfterStartS: round1((burstEnd - startAt) / 1000),
        // Offered: (voters + senders) / window. Answered: what the server got through; lower means
        // it could not keep up, the gate filled and later sends went out late (scheduleLagMs).
        offeredPerS: round1((VOTERS + SENDERS) / (SPREAD_MS / 1000)),
        answeredPerS: round1(burst.results.length / ((burstEnd - startAt) / 1000)),
        scheduleLagMs: summarize(burst.results.map((r) => r.sentAt - r.scheduledAt)),
        inFlightMax: burst.inFlightMax,
        votes: {
          sent: votes.length,
          statuses: statusCounts(votes),
          accepted: acceptedVotes.length,
          acceptedPerOption,
          latencyMs: latencies(votes),
          stored: { api: { total: burstStored.votes, perOption: burstStored.votesPerOption }, database: burstDb ? { total: burstDb.votes, perOption: burstDb.votesPerOption } : null },
        },
        messages: {
          sent: sends.length,
          statuses: statusCounts(sends),
          accepted: acceptedMessages.size,
          latencyMs: latencies(sends),
          stored: { api: burstStored.messages, database: burstDb?.messages ?? null },
          delivery,
        },
        staffSocketsClosed: burstStaff.disconnects.map(([socket, at, reason]) => ({ socket, afterStartS: round1((at - startAt) / 1000), reason })),
        liveResult: tally,
        healthDuringBurst: {
          probes: healthDuring.length,
          failures: healthDuring.filter(([, , ok]) => !ok).length,
          latencyMs: summarize(healthDuring.map(([, ms]) => ms)),
        },
        server: { rssMbBefore: memory.samples[0]?.rssMb ?? null, rssMbMaxDuringBurst: rssBurstMb, rssMbMaxWholeRun: memory.maxMb(), vmHwmMb: peak.vmHwmMb, processes: peak.processes },
        cpuDuringBurst: cpuBurst,
        loadGeneratorLoopLagMs: { crowd: burst.loopLagMs, staffSockets: burstStaff.loopLagMs, orchestrator: orchestratorLag } satisfies Record<string, LoopLag>,
      },
      abuse: {
        oneAddress: {
          address: ABUSE_ADDRESS,
          messages: { sent: abuseSends.length, statuses: statusCounts(abuseSends), allowance: { burst: LISTENER_LIMITS.addressBurst, perSecond: LISTENER_LIMITS.addressPerSecond } },
          votes: { sent: abuseVotes.length, statuses: statusCounts(abuseVotes), allowance: { burst: LISTENER_LIMITS.voteAddressBurst, perSecond: LISTENER_LIMITS.voteAddressPerSecond } },
          sendWindowS: round1((sendWindow(abuse.results).last - sendWindow(abuse.results).first) / 1000),
        },
        oneDevice: { messages: floods.length, statuses: statusCounts(floods), allowance: { burst: LISTENER_LIMITS.deviceBurst, refillS: LISTENER_LIMITS.deviceRefillSeconds } },
        repeatedVotes: { sent: repeats.length, statuses: statusCounts(repeats) },
        stored: {
          expected: { votes: acceptedVotesAfter, votesPerOption: expectedPerOption, messages: acceptedMessagesAfter },
          api: { votes: afterStored.votes, votesPerOption: afterStored.votesPerOption, messages: afterStored.messages },
          database: afterDb,
        },
        staffEvents: { forAcceptedMessages: abuseDelivery.delivered, expected: abuseDelivery.expected, forRefusedMessages: abuseDelivery.eventsForMessagesNotAccepted },
      },
      targets: TARGETS,
      meetsTargets: {
        burstAbsorbedWithinWindow: burstEnd - startAt <= SPREAD_MS + 1000,
        everyVoteAnswered: votes.every((r) => r.status !== 0),
        everyAcceptedVoteCountedOnce: burstStored.votes === acceptedVotes.length && sameCounts(burstStored.votesPerOption, acceptedPerOption) && (!burstDb || burstDb.votes === acceptedVotes.length),
        everyAcceptedMessageStored: burstStored.messages === acceptedMessages.size && (!burstDb || burstDb.messages === acceptedMessages.size),
        noStaffSocketClosed: abuseStaff.disconnects.length === 0,
        everyMessageDeliveredToEveryStaffSocket: delivery.deliveredPercent === 100 && delivery.duplicates === 0,
        messageDeliveryP99FromSent: delivery.latencyFromSentMs.p99 <= TARGETS.messageDeliveryP99Ms,
        messageDeliveryP99From202: delivery.latencyFromAnswered202Ms.p99 <= TARGETS.messageDeliveryP99Ms,
        liveResultAtLeastEverySecond: tally.maxGapMs <= TARGETS.tallyMaxGapMs,
        healthP99: summarize(healthDuring.map(([, ms]) => ms)).p99 <= TARGETS.healthP99Ms && healthDuring.every(([, , ok]) => ok),
        abuseRefusedWith429: onlyRefusedOrTaken(abuseSends, 202, 429) && onlyRefusedOrTaken(abuseVotes, 200, 429) && onlyRefusedOrTaken(floods, 202, 429)
          && abuseSends.some((r) => r.status === 429) && abuseVotes.some((r) => r.status === 429) && floods.some((r) => r.status === 429),
        repeatedVotesRefused: repeats.every((r) => r.status === 409 && r.code === 'already_voted'),
        nothingStoredForRefused:
          afterStored.votes === acceptedVotesAfter &&
          sameCounts(afterStored.votesPerOption, expectedPerOption) &&
          afterStored.messages === acceptedMessagesAfter &&
          (!afterDb || (afterDb.votes === acceptedVotesAfter && afterDb.messages === acceptedMessagesAfter)) &&
          abuseDelivery.eventsForMessagesNotAccepted === 0,
      },
      totalDurationS: Math.round((Date.now() - t0) / 1000),
    };
    reportResult('listeners', result, log);
    summary(result);
  } finally {
    memory.stop();
    if (crowd) await closeWorker(crowd, { type: 'close' } satisfies ToCrowd);
    if (staff) await closeWorker(staff, { type: 'close' } satisfies ToStaff);
    await server.stop();
    await ownDb?.drop();
  }
}

interface ResultShape {
  settings: { database: string };
  burst: {
    sendWindowS: number;
    offeredPerS: number;
    answeredPerS: number;
    cpuDuringBurst: { serverPercentOfOneCore: number; machineBusyPercent: number };
    votes: { sent: number; accepted: number; statuses: Record<string, number>; stored: { api: { total: number } } };
    messages: { sent: number; accepted: number; stored: { api: number }; delivery: { deliveredPercent: number; latencyFromSentMs: Summary; latencyFromAnswered202Ms: Summary } };
    staffSocketsClosed: { socket: number; afterStartS: number; reason: string }[];
    liveResult: { maxGapMs: number; updatesPerSecond: number };
    healthDuringBurst: { latencyMs: Summary; failures: number };
    server: { rssMbMaxDuringBurst: number; vmHwmMb: number };
    loadGeneratorLoopLagMs: Record<string, LoopLag>;
  };
  abuse: { oneAddress: { messages: { statuses: Record<string, number> }; votes: { statuses: Record<string, number> } }; oneDevice: { statuses: Record<string, number> } };
  meetsTargets: Record<string, boolean>;
}

/** A few lines for a person reading the terminal (the JSON above has everything). */
function summary(r: ResultShape) {
  const mark = (ok: boolean | undefined) => (ok ? '✔' : '✘');
  const t = r.meetsTargets;
  const b = r.burst;
  const lag = Object.entries(b.loadGeneratorLoopLagMs).map(([who, l]) => `${who} p99 ${l.p99} / maks ${l.max} ms`).join(', ');
  log(`── Sammendrag (${r.settings.database}) ──`);
  log(
    `${mark(t.burstAbsorbedWithinWindow)} last: tilbudt ${b.offeredPerS}/s, besvart ${b.answeredPerS}/s; server-CPU ${b.cpuDuringBurst.serverPercentOfOneCore} % av én kjerne, maskinen ${b.cpuDuringBurst.machineBusyPercent} % opptatt`,
  );
  log(`${mark(t.everyAcceptedVoteCountedOnce)} stemmer: ${b.votes.sent} sendt over ${b.sendWindowS} s, ${b.votes.accepted} godtatt, lagret ${b.votes.stored.api.total} (${JSON.stringify(b.votes.statuses)})`);
  log(`${mark(t.everyAcceptedMessageStored)} meldinger: ${b.messages.sent} sendt, ${b.messages.accepted} godtatt (202), lagret ${b.messages.stored.api}`);
  log(
    `${mark(t.messageDeliveryP99FromSent)} til stab: ${b.messages.delivery.deliveredPercent} % levert, p50/p99 ${b.messages.delivery.latencyFromSentMs.p50}/${b.messages.delivery.latencyFromSentMs.p99} ms fra sendt, ${b.messages.delivery.latencyFromAnswered202Ms.p50}/${b.messages.delivery.latencyFromAnswered202Ms.p99} ms fra 202 (mål p99 ≤ ${TARGETS.messageDeliveryP99Ms})`,
  );
  if (b.staffSocketsClosed.length) {
    const reasons = [...new Set(b.staffSocketsClosed.map((c) => c.reason))].join(', ');
    log(`✘ ${b.staffSocketsClosed.length} stabssockets ble lukket (${reasons}), første ${b.staffSocketsClosed[0]!.afterStartS} s etter start`);
  }
  log(`${mark(t.liveResultAtLeastEverySecond)} live-resultat: lengste pause ${b.liveResult.maxGapMs} ms, ${b.liveResult.updatesPerSecond} oppdateringer/s (mål ≤ ${TARGETS.tallyMaxGapMs} ms)`);
  log(`${mark(t.healthP99)} /api/health: p50/p99 ${b.healthDuringBurst.latencyMs.p50}/${b.healthDuringBurst.latencyMs.p99} ms, ${b.healthDuringBurst.failures} feil (mål p99 ≤ ${TARGETS.healthP99Ms})`);
  log(`  server-RSS maks ${b.server.rssMbMaxDuringBurst} MB under toppen, VmHWM ${b.server.vmHwmMb} MB; lastgeneratorenes hendelsesløkke: ${lag}`);
  log(
    `${mark(t.abuseRefusedWith429 && t.nothingStoredForRefused && t.repeatedVotesRefused)} misbruk: én adresse meldinger ${JSON.stringify(r.abuse.oneAddress.messages.statuses)}, stemmer ${JSON.stringify(r.abuse.oneAddress.votes.statuses)}; én enhet ${JSON.stringify(r.abuse.oneDevice.statuses)}; ingenting lagret for avviste: ${mark(t.nothingStoredForRefused)}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
