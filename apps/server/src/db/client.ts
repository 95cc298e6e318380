import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a multi-statement SQL script (migrations). */
  execScript(sql: string): Promise<void>;
  /** Raw parameterised query for the few places that need driver-level SQL. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Runs several reads against one consistent snapshot (read-only, repeatable read). A response
   * built from two plain queries could otherwise mix a row from before a commit with its
   * neighbour from after it.
   */
  snapshot<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs fn on one pinned connection (session-level advisory locks need that). */
  pinned<T>(fn: (conn: RawConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The pg pool when on PostgreSQL (for the realtime adapter and LISTEN/NOTIFY). */
  pool?: pg.Pool;
}

export interface RawConnection {
  execScript(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  // Each driver is imported only when it is used: a server loads one of them, not both (decision 017).
  if (target.kind === 'postgres') {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle client can fail (server restart, network cut). Without a listener that error would
    // crash the process; the pool drops the client and the next query opens a fresh one.
    pool.on('error', (error) => {
      console.warn(`PostgreSQL-tilkobling feilet og ble forkastet: ${error.message}`);
    });
    // Fail fast with a clear message rather than on the first request.
    await pool.query('select 1');
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      snapshot: (fn) => db.transaction(fn, SNAPSHOT),
      pool,
      execScript: async (sql) => {
        await pool.query(sql);
      },
      query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
      pinned: async (fn) => {
        const conn = await pool.connect();
        try {
          return await fn({
            execScript: async (sql) => {
              await conn.query(sql);
            },
            query: async <T>(sql: string, params: unknown[] = []) => (await conn.query(sql, params)).rows as T[],
          });
        } finally {
          conn.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  return pgliteDatabase(target.dataDir ? new PGlite(target.dataDir) : new PGlite());
}

/** A Database over a PGlite instance opened elsewhere (the tests open theirs from a migrated copy). */
export async function pgliteDatabase(client: PGlite): Promise<Database> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    snapshot: (fn) => db.transaction(fn, SNAPSHOT),
    execScript: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    pinned: (fn) =>
      fn({
        execScript: async (sql) => {
          await client.exec(sql);
        },
        query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
      }),
    close: () => client.close(),
  };
}
