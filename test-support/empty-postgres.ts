import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface EmptyPostgres {
  url: string;
  drop: () => Promise<void>;
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function run(connectionString: string, sql: string) {
  await withClient(connectionString, (client) => client.query(sql));
}

const dropDatabase = (name: string) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`;

/** The name of a database `emptyPostgresDatabase` makes: the caller's prefix and a random part. */
const databaseName = (prefix: string) => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

/** Drops every database made with `prefix` that is still there (one whose owner never dropped it). */
export async function dropPostgresDatabases(baseUrl: string, prefix: string): Promise<void> {
  await withClient(baseUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${prefix}_`]);
    for (const { datname } of rows) await client.query(dropDatabase(pg.escapeIdentifier(datname)));
  });
}

/**
 * A new, empty PostgreSQL database beside the one `baseUrl` names (not migrated: whoever opens it
 * does that; or a copy of `template`), and how to drop it again, connections and all. For tests and benchmarks that need
 * "the first account" to be first, or a database of their own per server process.
 */
export async function emptyPostgresDatabase(
  baseUrl: string,
  prefix: string,
  options: {
    ownRole?: boolean;
    template?: string;
    /**
     * Commits return before the WAL is flushed to disk (synchronous_commit = off, for this database
     * only). For throwaway test databases: a test commits thousands of times, and on a busy disk each
     * flush took 5–20 ms. Only a crash of the PostgreSQL server itself could lose such a commit.
     */
    unflushedCommits?: boolean;
  } = {},
): Promise<EmptyPostgres> {
  const name = databaseName(prefix);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  if (!options.ownRole) {
    // A copy of a migrated template is a file copy on the server: much quicker than migrating.
    await run(baseUrl, options.template ? `CREATE DATABASE ${name} TEMPLATE ${options.template}` : `CREATE DATABASE ${name}`);
    if (options.unflushedCommits) await run(baseUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
    return { url: url.toString(), drop: () => run(baseUrl, dropDatabase(name)) };
  }
  // An operator's usual set-up: the app connects as an ordinary role that owns its database.
  await run(baseUrl, `CREATE ROLE ${name} LOGIN NOSUPERUSER`);
  await run(baseUrl, `CREATE DATABASE ${name} OWNER ${name}`);
  url.username = name;
  url.password = '';
  return {
    url: url.toString(),
    drop: async () => {
      await run(baseUrl, dropDatabase(name));
      await run(baseUrl, `DROP ROLE IF EXISTS ${name}`);
    },
  };
}
