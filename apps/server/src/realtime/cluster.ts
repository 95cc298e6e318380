import type { ServerOptions } from 'socket.io';
import type { RedisClientType } from 'redis';
import type { Database } from '../db/client';
import { PostgresRateLimitStore } from './rate-limit-postgres';
import { RedisRateLimitStore } from './rate-limit-redis';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit-store';

/**
 * Heartbeats between processes. A process that stops answering is forgotten after
 * HEARTBEAT_TIMEOUT_MS: its sockets leave presence and cross-process requests stop waiting for it.
 */
const HEARTBEAT_INTERVAL_MS = 2000;
const HEARTBEAT_TIMEOUT_MS = 6000;

/**
 * What ties this process to the others: the socket.io adapter (cross-process rooms, fetchSockets,
 * serverSideEmit) and the rate-limit store. One process on PGlite needs neither.
 */
export interface ClusterLink {
  kind: 'single' | 'postgres' | 'redis';
  /** socket.io's `adapter` option; undefined keeps the in-memory adapter. */
  adapter: ServerOptions['adapter'] | undefined;
  rateLimits: RateLimitStore;
  close(): Promise<void>;
}

export interface ClusterOptions {
  database: Database;
  redisUrl?: string;
  warn(message: string): void;
}

/**
 * PGlite: one process, in memory. PostgreSQL: the PostgreSQL adapter (LISTEN/NOTIFY) and rate
 * limits in a table, or, with REDIS_URL, the Redis streams adapter and rate limits in Redis.
 */
export async function openClusterLink({ database, redisUrl, warn }: ClusterOptions): Promise<ClusterLink> {
  if (database.kind !== 'postgres' || !database.pool) {
    if (redisUrl) warn('REDIS_URL er satt, men uten DATABASE_URL kjører serveren som én prosess; Redis brukes ikke.');
    return { kind: 'single', adapter: undefined, rateLimits: new MemoryRateLimitStore(), close: async () => {} };
  }
  const databaseUrl = database.pool.options.connectionString;
  if (!databaseUrl) throw new Error('PostgreSQL-poolen mangler connectionString');
  // The database's name keeps several installations on one Redis apart.
  const scope = `studioportal:${new URL(databaseUrl).pathname.slice(1) || 'default'}`;

  // The adapters, pg and redis are imported here, not at the top: one process on PGlite never needs
  // them, and redis alone takes a third of a second to load (decision 017).
  if (redisUrl) {
    const [{ createClient }, { createAdapter: createRedisAdapter }] = await Promise.all([import('redis'), import('@socket.io/redis-streams-adapter')]);
    const client: RedisClientType = createClient({ url: redisUrl });
    client.on('error', (error: Error) => warn(`Redis-feil: ${error.message}`));
    await client.connect();
    const rateLimits = new RedisRateLimitStore(client, scope);
    return {
      kind: 'redis',
      adapter: createRedisAdapter(client, {
        streamName: `${scope}:socket.io`,
        channelPrefix: `${scope}:socket.io`,
        heartbeatInterval: HEARTBEAT_INTERVAL_MS,
        heartbeatTimeout: HEARTBEAT_TIMEOUT_MS,
      }),
      rateLimits,
      close: async () => {
        await rateLimits.close();
        await client.close();
      },
    };
  }

  const [{ default: pg }, { createAdapter: createPostgresAdapter }] = await Promise.all([import('pg'), import('@socket.io/postgres-adapter')]);
  // Its own small pool: the adapter keeps one connection for LISTEN, and rate-limit takes must
  // never queue behind the features' transactions (a take inside one would wait for itself).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on('error', (error) => warn(`PostgreSQL-tilkobling for klyngen feilet: ${error.message}`));
  const rateLimits = new PostgresRateLimitStore(pool, (error) => warn(`Rydding av rategrenser feilet: ${error.message}`));
  return {
    kind: 'postgres',
    adapter: createPostgresAdapter(pool, {
      heartbeatInterval: HEARTBEAT_INTERVAL_MS,
      heartbeatTimeout: HEARTBEAT_TIMEOUT_MS,
      errorHandler: (error) => warn(`Sanntid mellom prosesser feilet: ${error.message}`),
    }),
    rateLimits,
    close: async () => {
      await rateLimits.close();
      await pool.end();
    },
  };
}
