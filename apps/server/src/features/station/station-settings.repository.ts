import { sql } from 'drizzle-orm';
import { STATION_LIMITS as L } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** The station's own values in app_settings, one key each ('station.*'); a missing key means "not set here". */
export const STATION_KEYS = {
  showName: 'station.show_name',
  timeZone: 'station.time_zone',
  smsInboxUrl: 'station.sms_inbox_url',
  sessionIdleDays: 'station.session_idle_days',
  sessionAbsoluteDays: 'station.session_absolute_days',
} as const;

/** The uploaded logo's version (its file is station/logo/<version>.png in storage); missing: none. */
export const STATION_LOGO_KEY = 'station.logo';

export interface StoredStationSettings {
  showName: string | null;
  timeZone: string | null;
  smsInboxUrl: string | null;
  /** Whole days (the shared schema's bounds); anything else found is ignored. */
  sessionIdleDays: number | null;
  sessionAbsoluteDays: number | null;
}

const textOf = (value: unknown): string | null => {
  const parsed = typeof value === 'string' && value.startsWith('"') ? (JSON.parse(value) as unknown) : value;
  return typeof parsed === 'string' && parsed !== '' ? parsed : null;
};

/** A jsonb number, as the driver hands it over (parsed, or as its text). */
const daysOf = (value: unknown, min: number, max: number): number | null => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : null;
};

/** Every 'station.*' value in one read: the settings and the logo's version. */
export async function readStored(db: DbOrTx): Promise<{ stored: StoredStationSettings; logo: string | null }> {
  const rows = rowsOf<{ key: string; value: unknown }>(await db.execute(sql`SELECT key, value FROM app_settings WHERE key LIKE 'station.%'`));
  const raw = (key: string) => rows.find((r) => r.key === key)?.value;
  const get = (key: string) => textOf(raw(key));
  return {
    stored: {
      showName: get(STATION_KEYS.showName),
      timeZone: get(STATION_KEYS.timeZone),
      smsInboxUrl: get(STATION_KEYS.smsInboxUrl),
      sessionIdleDays: daysOf(raw(STATION_KEYS.sessionIdleDays), L.sessionIdleMinDays, L.sessionIdleMaxDays),
      sessionAbsoluteDays: daysOf(raw(STATION_KEYS.sessionAbsoluteDays), L.sessionAbsoluteMinDays, L.sessionAbsoluteMaxDays),
    },
    logo: get(STATION_LOGO_KEY),
  };
}

/** null removes the stored value (the default applies again); a number is stored as a jsonb number. */
export async function writeStored(db: DbOrTx, key: string, value: string | number | null): Promise<void> {
  if (value === null) {
    await db.execute(sql`DELETE FROM app_settings WHERE key = ${key}`);
    return;
  }
  const json = typeof value === 'number' ? sql`to_jsonb(${value}::integer)` : sql`to_jsonb(${value}::text)`;
  await db.execute(sql`
    INSERT INTO app_settings (key, value, updated_at) VALUES (${key}, ${json}, now())
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`);
}
