import { describe, expect, test } from 'vitest';
import { freshDatabase } from './harness';

// Server tests share one warm PGlite per file: each must still start on exactly the migrated template.

async function tableCounts(query: (sql: string) => Promise<Record<string, unknown>[]>) {
  const tables = await query(`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name as string] = Number((await query(`SELECT count(*) AS n FROM ${name as string}`))[0]!.n);
  return counts;
}

async function marker(query: (sql: string) => Promise<Record<string, unknown>[]>) {
  return (await query(`SELECT current_setting('warm_test.marker', true) AS marker`))[0]!.marker;
}

describe('the warm PGlite a test file shares', () => {
  test('comes back to the next test holding only what the migrations wrote, audit tables and sequences included', async () => {
    const pristine = await freshDatabase('pglite');
    const query = (sql: string) => pristine.database.query(sql);
    const before = await tableCounts(query);
    const seeded = await query(`SELECT row_to_json(s)::text AS row FROM on_air_status s`);
    await query(`SET warm_test.marker = 'brukt'`);

    await query(`INSERT INTO users (id, name, email, email_verified, created_at, updated_at) VALUES ('u1', 'Ada', 'ada@example.no', true, now(), now())`);
    await query(`INSERT INTO profiles (id, full_name, email) VALUES ('u1', 'Ada', 'ada@example.no')`);
    const firstPosition = (await query(`INSERT INTO chat_messages (sender_id, name, message, channel_type) VALUES ('u1', 'Ada', 'hei', 'public') RETURNING position`))[0]!.position;
    await query(`INSERT INTO audit_log (actor_id, action, target_type, summary) VALUES ('u1', 'test', 'test', 'skrevet')`);
    await query(`UPDATE on_air_status SET is_live = true, changed_by = 'u1', changed_at = now()`);
    await query(`CREATE TEMP TABLE scratch (x int)`);
    await pristine.drop();

    const reused = await freshDatabase('pglite');
    const again = (sql: string) => reused.database.query(sql);
    expect(await marker(again)).toBe('brukt');
    expect(await tableCounts(again)).toEqual(before);
    expect(await again(`SELECT row_to_json(s)::text AS row FROM on_air_status s`)).toEqual(seeded);
    await again(`INSERT INTO users (id, name, email, email_verified, created_at, updated_at) VALUES ('u1', 'Ada', 'ada@example.no', true, now(), now())`);
    await again(`INSERT INTO profiles (id, full_name, email) VALUES ('u1', 'Ada', 'ada@example.no')`);
    const position = (await again(`INSERT INTO chat_messages (sender_id, name, message, channel_type) VALUES ('u1', 'Ada', 'hei', 'public') RETURNING position`))[0]!.position;
    expect(position).toBe(firstPosition);
    await expect(again(`SELECT * FROM scratch`)).rejects.toThrow(/scratch/);
    await reused.drop();
  });

  test('is not reused after a test changed its structure: the next test gets a fresh copy of the template', async () => {
    const first = await freshDatabase('pglite');
    await first.database.query(`SET warm_test.marker = 'brukt'`);
    await first.database.query(`DROP TABLE display_messages`);
    await first.drop();

    const next = await freshDatabase('pglite');
    expect(await marker((sql) => next.database.query(sql))).toBeNull();
    expect(await next.database.query(`SELECT count(*) AS n FROM display_messages`)).toEqual([{ n: 0 }]);
    await next.drop();
  });
});
