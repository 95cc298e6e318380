import { sql } from 'drizzle-orm';
import { DEFAULT_SPEAKING_RATE_WPM, type ContentSettings } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The station's speaking rate lives in app_settings, shared by every server process. */
const KEY = 'speaking_rate_wpm';

export async function readSettings(db: DbOrTx): Promise<ContentSettings> {
  const [row] = rowsOf<{ value: unknown }>(await db.execute(sql`SELECT value FROM app_settings WHERE key = ${KEY}`));
  const value = typeof row?.value === 'string' ? Number(JSON.parse(row.value)) : Number(row?.value);
  return { speaking_rate_wpm: Number.isInteger(value) && value > 0 ? value : DEFAULT_SPEAKING_RATE_WPM };
}

export async function writeSpeakingRate(db: DbOrTx, wordsPerMinute: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO app_settings (key, value, updated_at) VALUES (${KEY}, to_jsonb(${wordsPerMinute}::int), now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
}
