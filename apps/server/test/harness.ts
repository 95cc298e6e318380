import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { inject } from 'vitest';
import { SOCKET_EVENTS } from '@studioportal/shared';
import { buildApp, type BuiltApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, pgliteDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { emptyPostgresDatabase, type EmptyPostgres } from '../../../test-support/empty-postgres';
import { postgresCopyPrefix } from './postgres-copies';
import { mergeSetCookies } from '../../../test-support/cookie-jar';
import { giveBackPglite, takeWarmPglite } from '../../../test-support/warm-pglite';

export type DbKind = 'pglite' | 'postgres';

/** The database kinds this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
if (!process.env.TEST_DATABASE_URL) {
  console.info('[test] TEST_DATABASE_URL er ikke satt: PostgreSQL-variantene hoppes over, bare PGlite kjøres.');
}

let pgliteTemplate: Blob | undefined;

/** The migrated PGlite data dir the global set-up made, read once per worker. */
function migratedPgliteDump(): Blob {
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  return pgliteTemplate;
}

/**
 * A migrated, empty database of its own, holding exactly the template the global set-up migrated:
 * the worker's warm in-memory PGlite, emptied back to it after the last test (warm-pglite.ts), or a
 * new PostgreSQL database created for this test from it.
 */
export async function freshDatabase(kind: DbKind): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const client = await takeWarmPglite(migratedPgliteDump);
    return { database: await pgliteDatabase(client), drop: () => giveBackPglite(client) };
  }
  const postgres = await takePostgresCopy();
  const database = await openDatabase({ kind: 'postgres', url: postgres.url });
  return {
    database,
    drop: async () => {
      await database.close();
      await postgres.drop();
    },
  };
}

/** A copy of the migrated template; the global teardown drops any a test left (postgresCopyPrefix). */
function newPostgresCopy(): Promise<EmptyPostgres> {
  // global-setup.ts migrates the template whenever TEST_DATABASE_URL is set, the only time this runs.
  const template = inject('postgresTemplate');
  if (!template) throw new Error('Ingen PostgreSQL-mal: global-setup.ts lager den når TEST_DATABASE_URL er satt.');
  return emptyPostgresDatabase(process.env.TEST_DATABASE_URL!, postgresCopyPrefix(template), { template, unflushedCommits: true });
}

let sparePostgresCopy: Promise<EmptyPostgres> | undefined;

/**
 * The worker's next PostgreSQL database, made while the test before it ran: CREATE DATABASE …
 * TEMPLATE takes 0.1–0.2 s, on every PostgreSQL test's path otherwise. A spare that failed is
 * replaced by a copy made now, whose error (if it fails too) is the test's.
 */
async function takePostgresCopy(): Promise<EmptyPostgres> {
  const ready = sparePostgresCopy ?? newPostgresCopy();
  sparePostgresCopy = newPostgresCopy();
  sparePostgresCopy.catch(() => {});
  return ready.catch(() => newPostgresCopy());
}

export interface TestServer extends BuiltApp {
  url: string;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real server on a random loopback port, with a fresh database. API-only, unless `webApp` is
 * given: it lays out a web build inside the test's data dir and returns its folder (WEB_DIST).
 */
export async function startServer(kind: DbKind = 'pglite', env: Record<string, string> = {}, webApp?: (dataDir: string) => string): Promise<TestServer> {
  const { database, drop } = await freshDatabase(kind);
  return serveOn(database, drop, env, webApp);
}

/**
 * Several servers on one PostgreSQL database, each with its own connections and cluster link:
 * they reach each other only through the database, as separate processes do.
 */
export async function startServersOnPostgres(count: number, env: Record<string, string> = {}): Promise<{ servers: TestServer[]; close(): Promise<void> }> {
  const postgres = await newPostgresCopy();
  const servers: TestServer[] = [];
  for (let i = 0; i < count; i++) {
    const database = await openDatabase({ kind: 'postgres', url: postgres.url });
    await migrate(database);
    servers.push(await serveOn(database, () => database.close(), { DATABASE_URL: postgres.url, ...env }));
  }
  return {
    servers,
    close: async () => {
      for (const server of servers) await server.close();
      await postgres.drop();
    },
  };
}

async function serveOn(database: Database, drop: () => Promise<void>, env: Record<string, string>, webApp?: (dataDir: string) => string): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-test-'));
  const webDist = webApp?.(dataDir);
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env, ...(webDist ? { WEB_DIST: webDist } : {}) });
  const built = await buildApp({ config, database, serveWebApp: Boolean(webDist) });
  await built.app.listen({ port: 0, host: '127.0.0.1' });
  const address = built.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    ...built,
    url,
    database,
    close: async () => {
      await built.app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A minimal HTTP client that keeps its session cookie, like one browser. */
export class Client {
  cookie = '';
  constructor(readonly baseUrl: string) {}

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(this.baseUrl + url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    this.cookie = mergeSetCookies(this.cookie, res.headers.getSetCookie());
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, body: json as any, headers: res.headers };
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: unknown) {
    return this.request('POST', url, body ?? {});
  }
  put(url: string, body?: unknown) {
    return this.request('PUT', url, body ?? {});
  }
  patch(url: string, body?: unknown) {
    return this.request('PATCH', url, body ?? {});
  }

  async signUp(fullName: string, email: string, extra: Record<string, unknown> = {}) {
    return this.post('/api/session/sign-up', { full_name: fullName, email, password: 'et langt passord 123', ...extra });
  }

  socket(namespace = '/'): Socket {
    return io(this.baseUrl + namespace, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: this.cookie },
      reconnection: false,
      forceNew: true,
    });
  }
}

/** A staff socket subscribed to one channel (the ack must say ok). */
export async function subscribedTo(client: Client, channel: string): Promise<Socket> {
  const socket = await connected(client.socket('/'));
  const ack = await emitAck<{ ok: boolean }>(socket, SOCKET_EVENTS.subscribe, { channel });
  if (!ack.ok) throw new Error(`subscribe ${channel} refused: ${JSON.stringify(ack)}`);
  return socket;
}

/** Resolves on connect, rejects with the server's refusal message. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

export function emitAck<T = any>(socket: Socket, event: string, payload: unknown, timeoutMs = 5000): Promise<T> {
  return socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<T>;
}

export function nextEvent<T = any>(socket: Socket, event: string, predicate: (v: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`timed out waiting for ${event}`));
    }, timeoutMs);
    const handler = (value: T) => {
      if (!predicate(value)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(value);
    };
    socket.on(event, handler);
  });
}

/** An admin (first account) and a pending second account, both signed in. */
export async function adminAndPending(server: TestServer) {
  const admin = new Client(server.url);
  const a = await admin.signUp('Ada Admin', 'ada@example.no');
  const pending = new Client(server.url);
  const p = await pending.signUp('Per Pending', 'per@example.no');
  return { admin, pending, adminId: a.body.profile.id as string, pendingId: p.body.profile.id as string };
}
