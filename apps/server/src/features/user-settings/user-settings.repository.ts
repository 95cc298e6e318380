import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** user_settings: one JSON document per person plus a version every write bumps. */

export interface StoredSettingsRow {
  settings: unknown;
  version: number;
  updatedAt: string;
}

interface RawRow {
  settings: unknown;
  version: number | string;
  updated_ms: number | string;
}

function toRow(raw: RawRow): StoredSettingsRow {
  // jsonb comes back parsed on both drivers; a string would mean a driver that does not parse it.
  const settings = typeof raw.settings === 'string' ? (JSON.parse(raw.settings) as unknown) : raw.settings;
  return { settings, version: Number(raw.version), updatedAt: new Date(Number(raw.updated_ms)).toISOString() };
}

export async function findSettings(db: DbOrTx, userId: string): Promise<StoredSettingsRow | null> {
  const [row] = rowsOf<RawRow>(
    await db.execute(sql`
      SELECT settings, version, floor(extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms
      FROM user_settings WHERE user_id = ${userId}`),
  );
  return row ? toRow(row) : null;
}

/** Last write wins: the whole document is replaced and the version goes up by one. */
export async function upsertSettings(db: DbOrTx, userId: string, settings: unknown): Promise<StoredSettingsRow> {
  const [row] = rowsOf<RawRow>(
    await db.execute(sql`
      INSERT INTO user_settings (user_id, settings, version, updated_at)
      VALUES (${userId}, ${JSON.stringify(settings)}::jsonb, 1, now())
      ON CONFLICT (user_id) DO UPDATE
        SET settings = EXCLUDED.settings, version = user_settings.version + 1, updated_at = now()
      RETURNING settings, version, floor(extract(epoch FROM updated_at) * 1000)::float8 AS updated_ms`),
  );
  return toRow(row!);
}
