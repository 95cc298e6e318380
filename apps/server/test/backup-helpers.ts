import type { Database } from '../src/db/client';
import { BUCKETS, type StorageDriver } from '../src/storage/storage-driver';

/** Every row of every table as canonical JSON text (UTC), sorted: driver-independent. */
export async function allRows(database: Database): Promise<Record<string, string[]>> {
  return database.pinned(async (conn) => {
    // LOCAL: the connection goes back to a pool the server keeps using.
    await conn.execScript(`BEGIN; SET LOCAL TimeZone = 'UTC'`);
    const tables = await conn.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY 1`,
    );
    const result: Record<string, string[]> = {};
    for (const { name } of tables) {
      const rows = await conn.query<{ j: string }>(`SELECT to_jsonb(t)::text AS j FROM public."${name}" t`);
      result[name] = rows.map((r) => r.j).sort();
    }
    await conn.execScript('COMMIT');
    return result;
  });
}

export async function allFiles(storage: StorageDriver): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const bucket of BUCKETS) {
    for await (const object of storage.list(bucket)) {
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.read(bucket, object.key)) chunks.push(chunk as Buffer);
      files[`${bucket}/${object.key}`] = Buffer.concat(chunks).toString('base64');
    }
  }
  return files;
}

