import { sql } from 'drizzle-orm';
import { DEFAULT_PREPARE_CLOCKS_AT } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** When each day's clocks are made (station wall time, hh:mm), shared by every process in app_settings. */
const KEY = 'clocks_prepare_at';

export async function readPrepareAt(db: DbOrTx): Promise<string> {
  const [row] = rowsOf<{ value: unknown }>(await db.execute(sql`SELECT value FROM app_settings WHERE key = ${KEY}`));
  const value = typeof row?.value === 'string' ? safeParse(row.value) : row?.value;
  return typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : DEFAULT_PREPARE_CLOCKS_AT;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function writePrepareAt(db: DbOrTx, time: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO app_settings (key, value, updated_at) VALUES (${KEY}, to_jsonb(${time}::text), now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
}
