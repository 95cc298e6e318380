import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
import {
  BROADCAST_EVENTS,
  CHANNELS,
  CHAT_EVENTS,
  type ChannelEvent,
  ON_AIR_EVENTS,
  PRESENCE_EVENTS,
  type PresenceEntry,
  SOCKET_EVENTS,
} from '@studioportal/shared';
import { startServerProcess, type ServerProcess } from '../../../test-support/server-process';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { Client, connected, emitAck, nextEvent } from './harness';

/**
 * Several server processes on one PostgreSQL (issue 11): real child processes, real sockets, a
 * fresh database per test. Needs TEST_DATABASE_URL; without it the file is skipped and says so.
 */
const BASE_URL = process.env.TEST_DATABASE_URL;
if (!BASE_URL) console.warn('[cluster] TEST_DATABASE_URL er ikke satt: klyngetestene (flere prosesser på PostgreSQL) hoppes over.');
const REDIS_URL = process.env.TEST_REDIS_URL;
if (BASE_URL && !REDIS_URL) console.warn('[cluster] TEST_REDIS_URL er ikke satt: Redis-varianten (REDIS_URL) hoppes over.');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Names the step a timeout happened in. */
async function step<T>(label: string, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw new Error(`${label}: ${(error as Error).message}`);
  }
}

/** A fresh database next to TEST_DATABASE_URL, dropped when the test ends. */
async function freshDatabaseUrl(cleanups: (() => Promise<void>)[]): Promise<string> {
  const name = `sp_cluster_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: BASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  const url = new URL(BASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** N real server processes on one database, started at the same moment. */
async function startProcesses(databaseUrl: string, n: number, cleanups: (() => Promise<void>)[]): Promise<ServerProcess[]> {
  const started = await Promise.all(
    Array.from({ length: n }, () => startServerProcess({ DATABASE_URL: databaseUrl }, undefined, mkdtempSync(path.join(tmpdir(), 'sp-cluster-')))),
  );
  // A failing test shows what the servers said.
  onTestFailed(() => {
    for (const [i, s] of started.entries()) console.error(`--- prosess ${i} ---\n${s.logs().slice(-3000)}`);
  });
  // Stopped before the database is dropped (cleanups run last to first).
  cleanups.push(async () => {
    await Promise.all(
      started.map(async (s) => {
        // A process this test killed has exited already (stop() would wait for an exit that came).
        if (s.process.exitCode === null && s.process.signalCode === null) await s.stop();
        else rmSync(s.dataDir, { recursive: true, force: true });
      }),
    );
  });
  return started;
}

/** The server in this test process (faster to start than a child), on `databaseUrl`. */
async function inProcessServer(databaseUrl: string, env: Record<string, string>, cleanups: (() => Promise<void>)[]): Promise<string> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrate(database);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-cluster-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl, ...env });
  const built = await buildApp({ config, database, serveWebApp: false });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  cleanups.push(async () => {
    await built.app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${address.port}`;
}

interface Person {
  id: string;
  cookie: string;
  client: Client;
}

/** The administrator (first account) and approved colleagues, signed up through `url`. */
async function staff(url: string, count: number, prefix: string): Promise<Person[]> {
  const signUp = async (i: number): Promise<Person> => {
    const client = new Client(url);
    const res = await client.signUp(`${prefix} ${i}`, `${prefix.toLowerCase()}${i}@example.no`);
    expect(res.status).toBe(201);
    return { id: res.body.profile.id, cookie: client.cookie, client };
  };
  const admin = await signUp(0);
  const colleagues = await Promise.all(Array.from({ length: count - 1 }, (_, i) => signUp(i + 1)));
  await Promise.all(colleagues.map(async (p) => expect((await admin.client.post(`/api/admin/users/${p.id}/approve`, {})).status).toBe(200)));
  return [admin, ...colleagues];
}

/** The same person's browser pointed at another process (a load balancer sending them elsewhere). */
function clientOn(url: string, person: Person): Client {
  const client = new Client(url);
  client.cookie = person.cookie;
  return client;
}

/**
 * Follows one durable channel the way the web client does (apps/web/src/lib/realtime/channels.ts):
 * remembers the last seq, resubscribes with `since` after a reconnect, holds live events while
 * the subscribe is pending, and drops a seq it has already seen.
 */
class ChannelFollower {
  readonly delivered: ChannelEvent[] = [];
  socket: Socket | null = null;
  private lastSeq: number | undefined;
  private readonly seen = new Set<number>();
  private held: ChannelEvent[] | null = null;
  duplicates = 0;

  constructor(private readonly channel: string) {}

  async connect(client: Client) {
    const socket = await connected(client.socket());
    this.socket = socket;
    this.held = [];
    socket.on(SOCKET_EVENTS.event, (event: ChannelEvent) => {
      if (event.channel !== this.channel) return;
      if (this.held) this.held.push(event);
      else this.deliver(event);
    });
    const ack = await emitAck(socket, SOCKET_EVENTS.subscribe, { channel: this.channel, ...(this.lastSeq === undefined ? {} : { since: this.lastSeq }) });
    expect(ack.ok).toBe(true);
    expect(ack.truncated).toBe(false);
    const replay = [...ack.missed, ...this.held].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    this.held = null;
    for (const event of replay) this.deliver(event);
    this.lastSeq = Math.max(this.lastSeq ?? 0, ack.seq);
  }

  private deliver(event: ChannelEvent) {
    if (this.seen.has(event.seq!)) {
      this.duplicates += 1;
      return;
    }
    this.seen.add(event.seq!);
    this.lastSeq = Math.max(this.lastSeq ?? 0, event.seq!);
    this.delivered.push(event);
  }
}

function presenceSync(socket: Socket, predicate: (users: PresenceEntry[]) => boolean, timeoutMs: number) {
  return nextEvent<ChannelEvent<{ users: PresenceEntry[] }>>(
    socket,
    SOCKET_EVENTS.event,
    (e) => e.channel === CHANNELS.presence.name && e.type === PRESENCE_EVENTS.sync && predicate(e.payload.users),
    timeoutMs,
  );
}

describe.skipIf(!BASE_URL)('several server processes on one PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('three processes starting at once on an empty database apply every migration exactly once', async () => {
    const url = await freshDatabaseUrl(cleanups);
    const processes = await startProcesses(url, 3, cleanups);
    for (const p of processes) expect((await fetch(`${p.url}/api/health`)).status).toBe(200);
    const files = (await query<{ name: string }>(url, 'SELECT name FROM schema_migrations ORDER BY name')).map((r) => r.name);
    expect(files).toContain('0010_cluster.sql');
    // Each migration was run by one process only (the others waited on the advisory lock and found it done).
    const runs = processes.flatMap((p) => p.logs().match(/migrering kjørt: \S+/g) ?? []);
    expect(runs.sort()).toEqual(files.map((f) => `migrering kjørt: ${f}`));
  }, 90_000);

  it('a client on A and a client on B see each other’s chat, presence, Akutt and ON AIR; A’s users go offline when A dies', async () => {
    const url = await freshDatabaseUrl(cleanups);
    const [a, b] = await startProcesses(url, 2, cleanups);
    const [ada, bo] = await staff(a!.url, 2, 'Klynge');
    const onA = await connected(clientOn(a!.url, ada!).socket());
    const onB = await connected(clientOn(b!.url, bo!).socket());
    sockets.push(onA, onB);
    for (const s of [onA, onB]) {
      for (const channel of [CHANNELS.chat.name, CHANNELS.broadcast.name, CHANNELS.presence.name, CHANNELS.onAir.name]) {
        expect((await emitAck(s, SOCKET_EVENTS.subscribe, { channel })).ok).toBe(true);
      }
    }

    // Presence: Ada (administrator) tracks on A; the client on B sees her online.
    const seenOnB = presenceSync(onB, (users) => users.some((u) => u.user_id === ada!.id), 10_000);
    expect((await emitAck(onA, 'presence:track', {})).ok).toBe(true);
    await step('presence on B', seenOnB);

    // Chat both ways: each side sends through its own process.
    const chatOn = (s: Socket, text: string) =>
      nextEvent<ChannelEvent<any>>(s, SOCKET_EVENTS.event, (e) => e.type === CHAT_EVENTS.messageCreated && e.payload.message === text, 10_000);
    const fromA = chatOn(onB, 'Hei fra prosess A');
    expect((await clientOn(a!.url, ada!).post('/api/chat/messages', { message: 'Hei fra prosess A', client_id: randomUUID() })).status).toBe(201);
    await step('chat A to B', fromA);
    const fromB = chatOn(onA, 'Hei fra prosess B');
    expect((await clientOn(b!.url, bo!).post('/api/chat/messages', { message: 'Hei fra prosess B', client_id: randomUUID() })).status).toBe(201);
    await step('chat B to A', fromB);

    // Akutt from B reaches the banner subscriber on A.
    const akutt = nextEvent<ChannelEvent<any>>(onA, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.broadcast.name && e.type === BROADCAST_EVENTS.created, 10_000);
    expect((await clientOn(b!.url, ada!).post('/api/broadcast-messages', { message: 'Brannalarm i bygg B', priority: 'urgent' })).status).toBe(201);
    expect(JSON.stringify((await step('Akutt B to A', akutt)).payload)).toContain('Brannalarm i bygg B');

    // ON AIR switched through B lights up the screen on A.
    const onAir = nextEvent<ChannelEvent<any>>(onA, SOCKET_EVENTS.event, (e) => e.channel === CHANNELS.onAir.name && e.type === ON_AIR_EVENTS.switched, 10_000);
    expect((await clientOn(b!.url, ada!).post('/api/on-air', { is_live: true })).status).toBe(200);
    expect((await step('ON AIR B to A', onAir)).payload.status.is_live).toBe(true);

    // A dies without a word: B's screens stop showing Ada within the adapter's heartbeat timeout.
    const gone = presenceSync(onB, (users) => !users.some((u) => u.user_id === ada!.id), 20_000);
    a!.process.kill('SIGKILL');
    await step('presence after A died', gone);
  }, 90_000);

  it('kill -9 of A during a burst of 500 chat messages: A’s clients reconnect to B and end with exactly the stored messages, in order, once', async () => {
    const url = await freshDatabaseUrl(cleanups);
    const [a, b] = await startProcesses(url, 2, cleanups);
    // 19 senders at the per-person 1 a second keep the channel near its cap of 20 a second.
    const people = await staff(b!.url, 20, 'Sender');
    const followersOnA = [new ChannelFollower(CHANNELS.chat.name), new ChannelFollower(CHANNELS.chat.name), new ChannelFollower(CHANNELS.chat.name)];
    const followerOnB = new ChannelFollower(CHANNELS.chat.name);
    for (const [i, f] of followersOnA.entries()) await f.connect(clientOn(a!.url, people[i]!));
    await followerOnB.connect(clientOn(b!.url, people[3]!));
    const reconnected: Promise<void>[] = [];
    for (const [i, f] of followersOnA.entries()) {
      // The browser's reconnect, sent by the load balancer to the process still alive.
      f.socket!.once('disconnect', () => reconnected.push(sleep(300 + i * 100).then(() => f.connect(clientOn(b!.url, people[i]!)))));
    }

    const TOTAL = 500;
    const senders = people.slice(1).map((p) => clientOn(b!.url, p));
    const queue = Array.from({ length: TOTAL }, (_, n) => ({ n, clientId: randomUUID() }));
    let sent = 0;
    let killed = false;
    const started = Date.now();
    const inFlight = new Set<Promise<void>>();
    for (let tick = 0; queue.length > 0 || inFlight.size > 0; tick++) {
      if (Date.now() - started > 60_000) throw new Error(`burst did not finish: ${sent} of ${TOTAL} sent`);
      const item = queue.shift();
      if (item) {
        const sender = senders[tick % senders.length]!;
        const p: Promise<void> = sender.post('/api/chat/messages', { message: `Melding ${item.n}`, client_id: item.clientId }).then((res) => {
          if (res.status === 201) sent += 1;
          else if (res.status === 429) queue.push(item); // refused by a limit: the same message (same client_id) again later
          else throw new Error(`send ${item.n}: HTTP ${res.status}`);
        });
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
      } else await Promise.race(inFlight);
      if (!killed && sent >= 150) {
        killed = true;
        a!.process.kill('SIGKILL');
      }
      await sleep(50);
    }
    expect(killed).toBe(true);
    expect(sent).toBe(TOTAL);
    await Promise.all(reconnected);
    expect(reconnected).toHaveLength(followersOnA.length);

    const stored = (
      await query<{ id: string }>(url, `SELECT payload->>'id' AS id FROM realtime_events WHERE channel = $1 AND type = $2 ORDER BY seq`, [
        CHANNELS.chat.name,
        CHAT_EVENTS.messageCreated,
      ])
    ).map((r) => r.id);
    const messages = await query<{ id: string }>(url, `SELECT id FROM chat_messages WHERE channel_type = 'public'`);
    expect(stored).toHaveLength(TOTAL);
    expect(new Set(stored)).toEqual(new Set(messages.map((m) => m.id)));

    const idsOf = (f: ChannelFollower) => f.delivered.filter((e) => e.type === CHAT_EVENTS.messageCreated).map((e) => (e.payload as { id: string }).id);
    const deadline = Date.now() + 15_000;
    const all = [...followersOnA, followerOnB];
    while (Date.now() < deadline && all.some((f) => idsOf(f).length < TOTAL)) await sleep(200);
    for (const f of all) {
      expect(idsOf(f)).toEqual(stored);
      expect(f.duplicates).toBe(0);
      f.socket?.close();
    }
  }, 150_000);

  it('shares sign-in throttling: the sixth attempt on one account is refused whichever process it hits', async () => {
    const url = await freshDatabaseUrl(cleanups);
    const servers = await Promise.all([0, 1].map(() => inProcessServer(url, {}, cleanups)));
    // All at once, alternating between the two: the answer must not depend on how slow a sign-in
    // is (the bucket refills one attempt every 12 s).
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => new Client(servers[i % 2]!).post('/api/session/sign-in', { email: 'ukjent@example.no', password: 'feil passord her' })),
    );
    // One shared allowance of five; per-process buckets would have let all eight through to a 401.
    const statuses = attempts.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const refused = attempts.filter((r) => r.status === 429);
    for (const r of refused) expect(r.body.error.message).toBe('For mange innloggingsforsøk. Vent litt og prøv igjen.');
  }, 60_000);
});

describe.skipIf(!BASE_URL || !REDIS_URL)('several server processes with REDIS_URL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('carries chat between processes through Redis and shares the sign-in throttle there', async () => {
    const url = await freshDatabaseUrl(cleanups);
    const [a, b] = await Promise.all([0, 1].map(() => inProcessServer(url, { REDIS_URL: REDIS_URL! }, cleanups)));
    const [ada] = await staff(a!, 1, 'Redis');
    const onB = await connected(clientOn(b!, ada!).socket());
    cleanups.push(async () => void onB.close());
    expect((await emitAck(onB, SOCKET_EVENTS.subscribe, { channel: CHANNELS.chat.name })).ok).toBe(true);
    const got = nextEvent<ChannelEvent<any>>(onB, SOCKET_EVENTS.event, (e) => e.type === CHAT_EVENTS.messageCreated, 10_000);
    expect((await ada!.client.post('/api/chat/messages', { message: 'Via Redis', client_id: randomUUID() })).status).toBe(201);
    expect((await step('chat A to B over Redis', got)).payload.message).toBe('Via Redis');

    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => new Client([a, b][i % 2]!).post('/api/session/sign-in', { email: 'ukjent@example.no', password: 'feil passord her' })),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  }, 60_000);
});
