import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CHANNELS, CHAT_EVENTS, REPLAY_LIMIT } from '@studioportal/shared';
import type { AbuseReport, AbuseStart } from './lib/abuse-worker';
import { closeWorker, nextMessage } from './lib/child-message';
import { startAppServer, type AppServer } from './lib/child-server';
import { sleep } from './lib/clock';
import { runFanOut, type FanOutResult } from './lib/fanout-run';
import { signUpStaff, type CookieClient } from './lib/http-client';
import { machineFacts, reportResult } from './lib/results';
import { percentile, ratio, summarize, type Summary } from './lib/stats';
import { Swarm } from './lib/swarm';

/**
 * npm run bench:abuse — issue 17 part 2. 200 staff clients chat (POST /api/chat/messages, each
 * delivery to every subscriber timed) while /api/health is probed ten times a second; first
 * clean, then with one abusive Tekniker socket sending `channel:subscribe` for a full replay at full
 * speed on a channel holding more than a full replay (REPLAY_LIMIT rows). Reports the normal
 * clients' delivery p99 and /api/health p99 in both phases, the ratio, the abuser's tally and the
 * server's peak RSS. One server for both phases (the clean phase first), loopback, bounded.
 */
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    rate: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
    processes: { type: 'string', default: '2' },
    users: { type: 'string', default: '20' },
    history: { type: 'string', default: String(REPLAY_LIMIT + 100) },
    rounds: { type: 'string', default: '3' },
  },
});
const CLIENTS = Number(args.clients);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const MESSAGES = Math.round(RATE * SECONDS);
const PROCESSES = Number(args.processes);
const USERS = Number(args.users);
const HISTORY = Number(args.history);
const ROUNDS = Number(args.rounds);
const TARGETS = { normalP99RatioMax: 1.5, healthP99MsMax: 100, rssGrowthMbMax: 100 };

const median = (values: number[]) => percentile(values, 50);
const log = (line: string) => process.stderr.write(`[bench:abuse] ${line}\n`);
const textOf = (tag: string, n: number) => `${tag} #${n}: En helt vanlig chatmelding mens noen andre prøver å velte serveren.`;

/** GET /api/health every `everyMs` until stopped; the latencies in ms. */
function probeHealth(url: string, everyMs = 100) {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const t = performance.now();
      try {
        const res = await fetch(`${url}/api/health`);
        await res.arrayBuffer();
        if (!res.ok) failures++;
      } catch {
        failures++;
      }
      latencies.push(performance.now() - t);
      await sleep(Math.max(0, everyMs - (performance.now() - t)));
    }
  })();
  return {
    stop: async (): Promise<{ latencyMs: Summary; failures: number }> => {
      running = false;
      await loop;
      return { latencyMs: summarize(latencies), failures };
    },
  };
}

/** A channel history longer than one full replay: staff notes, each one event on the content channel. */
async function fillHistory(staff: CookieClient[]) {
  let n = 0;
  const writer = async (client: CookieClient) => {
    while (n < HISTORY) {
      const i = n++;
      const res = await client.post('/api/notes', { title: `Historikk ${i}`, body: 'Fyll for replay-budsjettet. '.repeat(8), visibility: 'shared' });
      if (res.status === 429) {
        n--;
        await sleep(200);
      } else if (res.status !== 201) throw new Error(`note ${i}: HTTP ${res.status}`);
    }
  };
  await Promise.all(staff.map(writer));
}

interface Phase {
  fanOut: FanOutResult;
  health: { latencyMs: Summary; failures: number };
  abuser: AbuseReport | null;
}

async function runPhase(server: AppServer, staff: CookieClient[], tag: string, abuserCookie: string | null): Promise<Phase> {
  const started = await Swarm.start({
    kind: 'socketio',
    url: server.url,
    cookies: staff.map((s) => s.cookie),
    clients: CLIENTS,
    processes: PROCESSES,
    channel: CHANNELS.chat.name,
    tag,
    messages: MESSAGES,
    eventType: CHAT_EVENTS.messageCreated,
  });
  const swarm = started.swarm;
  let abuser: ReturnType<typeof fork> | null = null;
  try {
    if (started.connected !== CLIENTS) throw new Error(`only ${started.connected} of ${CLIENTS} clients connected`);
    await sleep(1000);
    if (abuserCookie) {
      abuser = fork(path.join(import.meta.dirname, 'lib/abuse-worker.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const ready = nextMessage<{ type: string }, 'ready'>(abuser, 'ready', 30_000, 'abuse worker');
      abuser.send({ type: 'start', url: server.url, cookie: abuserCookie, channel: CHANNELS.content.name, seconds: SECONDS + 1 } satisfies AbuseStart);
      await ready;
      log('misbrukeren sender for full fart');
    }
    const abuseReport = abuser ? nextMessage<AbuseReport, 'report'>(abuser, 'report', (SECONDS + 30) * 1000, 'abuse worker') : null;
    const health = probeHealth(server.url);
    const send = async (n: number) => {
      const res = await staff[n % staff.length]!.post('/api/chat/messages', { message: textOf(tag, n), client_id: randomUUID() });
      return res.status === 201;
    };
    const fanOut = await runFanOut({ swarm, clients: CLIENTS, messages: MESSAGES, perSecond: RATE, serverPid: server.pid, send });
    const healthResult = await health.stop();
    return { fanOut, health: healthResult, abuser: abuseReport ? await abuseReport : null };
  } finally {
    if (abuser) await closeWorker(abuser, { type: 'close' });
    await swarm.close();
  }
}

async function main() {
  const t0 = Date.now();
  const server = await startAppServer();
  try {
    log(`server på ${server.url} (${server.database}); lager ${USERS + 1} brukere`);
    const { clients } = await signUpStaff(server.url, USERS + 1);
    const abuser = clients.pop()!;
    const staff = clients;
    log(`fyller innholdskanalen med ${HISTORY} hendelser`);
    await fillHistory(staff);
    await sleep(1500);
    // Clean and abused phases alternate, ROUNDS of each on the same server: a 10 s phase's p99 is
    // decided by its two or three slowest messages, so single phases vary; medians do not.
    const rounds: { clean: Phase; abused: Phase }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      log(`runde ${round}/${ROUNDS}: uten misbruk`);
      const clean = await runPhase(server, staff, `Ren${round}`, null);
      await sleep(2000);
      log(`runde ${round}/${ROUNDS}: med én misbrukende socket`);
      const abused = await runPhase(server, staff, `Misbruk${round}`, abuser.cookie);
      await sleep(2000);
      rounds.push({ clean, abused });
    }
    const p99 = (phases: Phase[]) => phases.map((p) => p.fanOut.latencyPerDeliveryMs.p99);
    const cleanP99 = median(p99(rounds.map((r) => r.clean)));
    const abusedP99 = median(p99(rounds.map((r) => r.abused)));
    const healthP99 = median(rounds.map((r) => r.abused.health.latencyMs.p99));
    const rssClean = Math.max(...rounds.map((r) => r.clean.fanOut.server.rssMbMax));
    const rssAbused = Math.max(...rounds.map((r) => r.abused.fanOut.server.rssMbMax));
    const rssGrowthMb = Math.round((rssAbused - rssClean) * 10) / 10;
    const normalP99Ratio = ratio(abusedP99, cleanP99);
    const result = {
      benchmark: 'abuse',
      description:
        'One socket floods channel:subscribe (each a full replay) at full speed while 200 staff clients chat; normal delivery and /api/health against clean phases of the same run (medians of alternating rounds)',
      at: new Date().toISOString(),
      machine: { ...machineFacts(), loadAverage1m: os.loadavg()[0] },
      settings: { clients: CLIENTS, messagesPerPhase: MESSAGES, perSecond: RATE, seconds: SECONDS, rounds: ROUNDS, swarmProcesses: PROCESSES, senders: USERS, historyEvents: HISTORY, database: server.database },
      rounds: rounds.map(({ clean, abused }) => ({
        clean: { deliveryMs: clean.fanOut.latencyPerDeliveryMs, delivered: clean.fanOut.deliveredPercent, healthMs: clean.health.latencyMs, rssMbMax: clean.fanOut.server.rssMbMax },
        abused: {
          deliveryMs: abused.fanOut.latencyPerDeliveryMs,
          delivered: abused.fanOut.deliveredPercent,
          healthMs: abused.health.latencyMs,
          rssMbMax: abused.fanOut.server.rssMbMax,
          abuser: abused.abuser,
        },
      })),
      medianP99Ms: { clean: cleanP99, abused: abusedP99 },
      normalP99Ratio,
      healthP99Ms: healthP99,
      serverPeakRssMb: { clean: rssClean, abused: rssAbused, growth: rssGrowthMb },
      targets: TARGETS,
      meetsTargets: {
        normalP99: normalP99Ratio <= TARGETS.normalP99RatioMax,
        healthP99: healthP99 <= TARGETS.healthP99MsMax,
        rssGrowth: rssGrowthMb <= TARGETS.rssGrowthMbMax,
        everyNormalMessageDelivered: rounds.every((r) => r.abused.fanOut.deliveredPercent === 100),
      },
      totalDurationS: Math.round((Date.now() - t0) / 1000),
    };
    reportResult('abuse', result, log);
  } finally {
    await server.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
