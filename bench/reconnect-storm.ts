import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { io } from 'socket.io-client';
import { CHANNELS, RECONNECT_JITTER, RECONNECT_STEPS_MS, SOCKET_EVENTS, type SubscribeAck } from '@studioportal/shared';
import { MAX_RECONNECT_ATTEMPTS } from '../apps/web/src/lib/realtime/backoff';
import { nowMs, sleep } from './lib/clock';
import { signUpStaff } from './lib/http-client';
import { RestartableServer } from './lib/restartable-server';
import { reportResult } from './lib/results';
import { summarize } from './lib/stats';
import type { FromStormWorker, StormClientStat, ToStormWorker } from './lib/storm-protocol';
import { closeWorker, nextMessage as nextMessageOf } from './lib/child-message';

/**
 * npm run bench:storm — reliability checklist row 20. N authenticated staff clients (default 500,
 * in separate processes, loopback only) follow the chat channel the way the web app does. The
 * server is restarted (SIGTERM, then started again on the same port and data) and every client
 * reconnects on the web client's own back-off (imported from apps/web/src/lib/realtime/backoff.ts).
 * Right after the restart, chat messages are posted that the clients still in back-off miss; they
 * must replay them by cursor when they resubscribe. Measured: connection attempts per second during
 * the storm, time until every client is reconnected and resynced (target: 60 s), p50/p99 reconnect
 * time, and whether any client looped. Bounded: the storm is cut off 120 s after the SIGTERM.
 */
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    processes: { type: 'string', default: '2' },
    // Sign-up allows 20 accounts per address; the clients share their sessions.
    users: { type: 'string', default: '20' },
    missed: { type: 'string', default: '20' },
    transport: { type: 'string', default: 'default' },
  },
});
const CLIENTS = Number(args.clients);
const PROCESSES = Number(args.processes);
const USERS = Number(args.users);
const MISSED = Number(args.missed);
const TRANSPORTS = args.transport === 'default' ? undefined : [args.transport];
const HARD_STOP_MS = 120_000;
const TARGETS = { allResyncedWithinMs: 60_000 };
/** Timers fire a little early or late; a gap this far under the shortest back-off step is a loop. */
const TIMER_SLACK_MS = 10;

const log = (line: string) => process.stderr.write(`[bench:storm] ${line}\n`);

const nextMessage = <T extends FromStormWorker['type']>(child: ChildProcess, type: T, timeoutMs: number) => nextMessageOf<FromStormWorker, T>(child, type, timeoutMs, 'storm worker');

async function ask<T extends 'progress' | 'report'>(workers: ChildProcess[], type: T) {
  return Promise.all(
    workers.map((w) => {
      const answer = nextMessage(w, type, 30_000);
      w.send({ type } satisfies ToStormWorker);
      return answer;
    }),
  );
}

/**
 * The most attempts the web client's schedule allows in `ms` of being away: each retry waits at
 * least its step (jitter only adds), and the count starts again after a successful connect.
 */
function attemptsAllowedWithin(ms: number): number {
  let elapsed = 0;
  let n = 1;
  for (let i = 0; ; i++) {
    elapsed += RECONNECT_STEPS_MS[Math.min(i, RECONNECT_STEPS_MS.length - 1)]!;
    if (elapsed > ms) return n;
    n++;
  }
}

/** The channel's current head, as a fresh client's first subscribe sees it. */
async function headSeq(url: string, cookie: string): Promise<number> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false, forceNew: true });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const ack = (await socket.timeout(10_000).emitWithAck(SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name })) as SubscribeAck;
    if (!ack.ok) throw new Error(ack.error.message);
    return ack.seq;
  } finally {
    socket.close();
  }
}

async function main() {
  const t0 = Date.now();
  const server = await RestartableServer.create();
  const workers: ChildProcess[] = [];
  // Whatever happens, nothing is left running.
  const cleanUp = () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    server.killNow();
  };
  process.once('exit', cleanUp);
  try {
    await server.start();
    log(`server på ${server.url} (${server.database}); lager ${USERS} brukere`);
    const { clients: staff } = await signUpStaff(server.url, USERS);
    const cookies = staff.map((s) => s.cookie);

    const per = Math.ceil(CLIENTS / PROCESSES);
    const readies = [];
    for (let w = 0; w < PROCESSES; w++) {
      const clients = Math.min(per, CLIENTS - w * per);
      if (clients <= 0) break;
      const child = fork(path.join(import.meta.dirname, 'lib/storm-worker.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      workers.push(child);
      const ready = nextMessage(child, 'ready', 120_000);
      child.send({ type: 'start', url: server.url, cookies, clients, offset: w * per, channel: CHANNELS.chat.name, transports: TRANSPORTS } satisfies ToStormWorker);
      readies.push(ready);
    }
    const ready = await Promise.all(readies);
    const connected = ready.reduce((n, r) => n + r.connected, 0);
    log(`${connected} klienter tilkoblet og abonnert på ${CHANNELS.chat.name} (${ready.reduce((n, r) => n + r.failed, 0)} feilet ${ready.flatMap((r) => r.errors).join('; ')})`);
    if (connected !== CLIENTS) throw new Error('not every client connected');

    // A few messages before the restart, so every client has a real cursor to resume from.
    for (let i = 0; i < 5; i++) {
      const res = await staff[i % staff.length]!.post('/api/chat/messages', { message: `Før omstart #${i}`, client_id: randomUUID() });
      if (res.status !== 201) throw new Error(`warm-up message: HTTP ${res.status}`);
    }
    await sleep(1000);

    // ─── the storm ───
    for (const w of workers) w.send({ type: 'mark' } satisfies ToStormWorker);
    await sleep(100);
    const stormStart = nowMs();
    // The last line of defence for the bound: even a hung answer cannot keep the bench running.
    setTimeout(() => {
      log('hard stopp: benken ble ikke ferdig i tide');
      cleanUp();
      process.exit(2);
    }, HARD_STOP_MS + 45_000).unref();
    log('SIGTERM til serveren');
    const exitCode = await server.stop();
    const serverDownAt = nowMs();
    await server.start();
    const serverUpAt = nowMs();
    log(`server oppe igjen etter ${Math.round(serverUpAt - stormStart)} ms (avsluttet med ${exitCode} etter ${Math.round(serverDownAt - stormStart)} ms)`);

    // Sent while most clients are still waiting out their back-off: they must replay these by cursor.
    let posted = 0;
    for (let i = 0; i < MISSED; i++) {
      const sender = staff[i % staff.length]!;
      const body = { message: `Mens dere var borte #${i}`, client_id: randomUUID() };
      for (let attempt = 0; attempt < 10; attempt++) {
        const res = await sender.post('/api/chat/messages', body);
        if (res.status === 201) {
          posted++;
          break;
        }
        if (res.status !== 429) throw new Error(`message while away: HTTP ${res.status}`);
        await sleep(1000);
      }
    }
    const messagesPostedAt = nowMs();
    const target = await headSeq(server.url, cookies[0]!);
    for (const w of workers) w.send({ type: 'target', seq: target } satisfies ToStormWorker);
    log(`${posted} meldinger sendt mens klientene var borte; kanalens hode er seq ${target}`);

    let allReconnectedAt: number | null = null;
    let allResyncedAt: number | null = null;
    let hardStopped = false;
    for (;;) {
      const progress = await ask(workers, 'progress');
      const reconnected = progress.reduce((n, p) => n + p.reconnected, 0);
      const resynced = progress.reduce((n, p) => n + p.resynced, 0);
      if (reconnected === CLIENTS) allReconnectedAt ??= nowMs();
      if (resynced === CLIENTS) {
        allResyncedAt = nowMs();
        break;
      }
      if (nowMs() - stormStart > HARD_STOP_MS) {
        hardStopped = true;
        log(`stoppet etter ${HARD_STOP_MS / 1000} s: ${reconnected} tilkoblet igjen, ${resynced} synkronisert`);
        break;
      }
      await sleep(250);
    }
    // Let stragglers show themselves: a looping client keeps attempting after everyone is back.
    await sleep(3000);
    const reports = await ask(workers, 'report');
    const stats: StormClientStat[] = reports.flatMap((r) => r.clients);
    const attemptTimes = reports.flatMap((r) => r.attemptTimes).map((t) => t - stormStart);
    const errorCounts: Record<string, number> = {};
    for (const r of reports) for (const [k, v] of Object.entries(r.errorCounts)) errorCounts[k] = (errorCounts[k] ?? 0) + v;

    // ─── figures ───
    const seconds = Math.max(1, Math.ceil(Math.max(0, ...attemptTimes) / 1000));
    const perSecond = Array.from({ length: seconds }, () => 0);
    for (const t of attemptTimes) perSecond[Math.max(0, Math.floor(t / 1000))]! += 1;
    const upSecond = Math.floor((serverUpAt - stormStart) / 1000);
    const reconnectMs = stats.filter((s) => s.reconnectedAt !== null && s.disconnectedAt !== null).map((s) => s.reconnectedAt! - s.disconnectedAt!);
    const resyncMs = stats.filter((s) => s.resyncedAt !== null && s.disconnectedAt !== null).map((s) => s.resyncedAt! - s.disconnectedAt!);
    const looping = stats.filter((s) => {
      const away = s.reconnectedAt !== null && s.disconnectedAt !== null ? s.reconnectedAt - s.disconnectedAt : HARD_STOP_MS;
      return (
        (s.minAttemptGapMs !== null && s.minAttemptGapMs < RECONNECT_STEPS_MS[0] - TIMER_SLACK_MS) ||
        s.attempts > attemptsAllowedWithin(away) ||
        s.flapsAfterReconnect > 0
      );
    });
    const rel = (t: number | null) => (t === null ? null : Math.round(t - stormStart));
    const result = {
      benchmark: 'reconnect-storm',
      description:
        'Server restart (SIGTERM, start again on the same port and data) under N Socket.IO clients that reconnect with the web client back-off and replay missed chat by cursor',
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', node: process.version, platform: `${os.platform()} ${os.release()}`, loadAverage1m: os.loadavg()[0] },
      settings: {
        clients: CLIENTS,
        clientProcesses: PROCESSES,
        users: USERS,
        messagesWhileAway: MISSED,
        transports: TRANSPORTS ?? 'socket.io default (polling, then websocket upgrade), as the web app',
        backoff: { stepsMs: RECONNECT_STEPS_MS, jitter: RECONNECT_JITTER, errorStateAfterAttempts: MAX_RECONNECT_ATTEMPTS, source: 'apps/web/src/lib/realtime/backoff.ts' },
        database: server.database,
        hardStopMs: HARD_STOP_MS,
      },
      timelineMs: {
        sigterm: 0,
        serverExited: rel(serverDownAt),
        serverUp: rel(serverUpAt),
        missedMessagesPosted: rel(messagesPostedAt),
        allReconnected: rel(allReconnectedAt),
        allResynced: rel(allResyncedAt),
      },
      serverExitCode: exitCode,
      reconnected: stats.filter((s) => s.reconnectedAt !== null).length,
      resynced: stats.filter((s) => s.resyncedAt !== null).length,
      timeToAllReconnectedMs: rel(allReconnectedAt),
      timeToAllResyncedMs: rel(allResyncedAt),
      timeFromServerUpToAllReconnectedMs: allReconnectedAt === null ? null : Math.round(allReconnectedAt - serverUpAt),
      reconnectMs: summarize(reconnectMs),
      resyncMs: summarize(resyncMs),
      connectionAttempts: {
        total: attemptTimes.length,
        perClient: summarize(stats.map((s) => s.attempts)),
        peakPerSecond: Math.max(0, ...perSecond),
        peakPerSecondWhileServerUp: Math.max(0, ...perSecond.slice(upSecond)),
        perSecond,
        shortestGapBetweenAttemptsOfOneClientMs: Math.round(Math.min(...stats.flatMap((s) => (s.minAttemptGapMs === null ? [] : [s.minAttemptGapMs])))),
        connectErrors: errorCounts,
      },
      delivery: {
        targetSeq: target,
        replayedByCursor: stats.reduce((n, s) => n + s.replayed, 0),
        live: stats.reduce((n, s) => n + s.live, 0),
        duplicatesDropped: stats.reduce((n, s) => n + s.duplicates, 0),
        missing: stats.reduce((n, s) => n + s.missing, 0),
        truncatedReplays: stats.reduce((n, s) => n + s.truncated, 0),
      },
      loopingClients: looping.length,
      refusedClients: stats.filter((s) => s.refused !== null).length,
      hardStopped,
      targets: TARGETS,
      meetsTargets: {
        allReconnected: stats.every((s) => s.reconnectedAt !== null),
        allResyncedWithin60s: allResyncedAt !== null && allResyncedAt - stormStart <= TARGETS.allResyncedWithinMs,
        noLooping: looping.length === 0,
        nothingMissing: stats.every((s) => s.missing === 0),
      },
      totalDurationS: Math.round((Date.now() - t0) / 1000),
    };
    reportResult('storm', result, log);
    return Object.values(result.meetsTargets).every(Boolean);
  } finally {
    await Promise.all(workers.map((child) => closeWorker(child, { type: 'close' } satisfies ToStormWorker)));
    await server.dispose();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
