import pg from 'pg';

/** The name prefix of the test databases copied from one run's template (harness.ts). */
export function postgresCopyPrefix(template: string): string {
  return `${template}_c`;
}

/** Drops every copy of `template` still there: a worker's unused spare, or a test's that failed to drop. */
export async function dropPostgresCopies(baseUrl: string, template: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const prefix = postgresCopyPrefix(template);
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${prefix}_`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
