import { sql } from 'drizzle-orm';
import { autoDjRulesSchema, DEFAULT_AUTO_DJ_RULES, type AutoDjConfig, type AutoDjOverride, type AutoDjRules, type AutoDjShow } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** auto_dj_config (one station row, absent until the first save) and auto_dj_overrides. */

interface RawConfig {
  hour_categories: unknown;
  artist_separation_minutes: number | string;
  title_separation_minutes: number | string;
  jingles_per_hour: number | string;
  note: string;
  updated_at: string | Date;
  version: number | string;
}

const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
const dateKey = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export async function findConfig(db: DbOrTx): Promise<AutoDjConfig> {
  const [row] = rowsOf<RawConfig>(await db.execute(sql`SELECT * FROM auto_dj_config WHERE id = 1`));
  // Before the first save the station has the defaults, as version 1 (the insert makes version 2).
  if (!row) return { rules: DEFAULT_AUTO_DJ_RULES, version: 1, updated_at: null };
  const rules: AutoDjRules = autoDjRulesSchema.parse({
    hour_categories: json(row.hour_categories),
    artist_separation_minutes: Number(row.artist_separation_minutes),
    title_separation_minutes: Number(row.title_separation_minutes),
    jingles_per_hour: Number(row.jingles_per_hour),
    note: row.note,
  });
  return { rules, version: Number(row.version), updated_at: new Date(row.updated_at).toISOString() };
}

/**
 * Saves when the stored version is `version`; false when somebody saved in between. The row is
 * made by the first save (from the defaults' version 1), so two first saves race on the key.
 */
export async function saveConfigIfVersion(db: DbOrTx, rules: AutoDjRules, version: number, by: string): Promise<boolean> {
  const categories = JSON.stringify(rules.hour_categories);
  if (version === 1) {
    const inserted = await db.execute(sql`
      INSERT INTO auto_dj_config (id, hour_categories, artist_separation_minutes, title_separation_minutes, jingles_per_hour, note, updated_by, version)
      VALUES (1, ${categories}::jsonb, ${rules.artist_separation_minutes}, ${rules.title_separation_minutes}, ${rules.jingles_per_hour}, ${rules.note}, ${by}, 2)
      ON CONFLICT (id) DO NOTHING
      RETURNING 1`);
    return rowsOf(inserted).length > 0;
  }
  const updated = await db.execute(sql`
    UPDATE auto_dj_config SET
      hour_categories = ${categories}::jsonb,
      artist_separation_minutes = ${rules.artist_separation_minutes},
      title_separation_minutes = ${rules.title_separation_minutes},
      jingles_per_hour = ${rules.jingles_per_hour},
      note = ${rules.note},
      updated_by = ${by},
      updated_at = now(),
      version = version + 1
    WHERE id = 1 AND version = ${version}
    RETURNING 1`);
  return rowsOf(updated).length > 0;
}

export async function listOverrides(db: DbOrTx, from: string, to: string): Promise<AutoDjOverride[]> {
  const rows = rowsOf<{ date: string | Date; hour: number | string; attended: boolean }>(
    await db.execute(sql`SELECT date, hour, attended FROM auto_dj_overrides WHERE date >= ${from}::date AND date <= ${to}::date`),
  );
  return rows.map((r) => ({ date: dateKey(r.date), hour: Number(r.hour), attended: r.attended }));
}

export async function setOverride(db: DbOrTx, o: AutoDjOverride, by: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO auto_dj_overrides (date, hour, attended, created_by) VALUES (${o.date}::date, ${o.hour}, ${o.attended}, ${by})
    ON CONFLICT (date, hour) DO UPDATE SET attended = EXCLUDED.attended, created_by = EXCLUDED.created_by, created_at = now()`);
}

export async function deleteOverride(db: DbOrTx, date: string, hour: number): Promise<void> {
  await db.execute(sql`DELETE FROM auto_dj_overrides WHERE date = ${date}::date AND hour = ${hour}`);
}

/** Overrides for days that are over serve no one. */
export async function deleteOverridesBefore(db: DbOrTx, date: string): Promise<void> {
  await db.execute(sql`DELETE FROM auto_dj_overrides WHERE date < ${date}::date`);
}

/** Shows that are not cancelled and overlap [from, to); staffed = a producer or at least one host. */
export async function showsBetween(db: DbOrTx, from: Date, to: Date): Promise<AutoDjShow[]> {
  const rows = rowsOf<{ title: string; scheduled_start: string | Date; scheduled_end: string | Date; staffed: boolean }>(
    await db.execute(sql`
      SELECT s.title, s.scheduled_start, s.scheduled_end,
        (s.producer_id IS NOT NULL OR EXISTS (SELECT 1 FROM scheduled_show_hosts h WHERE h.show_id = s.id)) AS staffed
      FROM scheduled_shows s
      WHERE s.status <> 'cancelled' AND s.scheduled_start < ${to.toISOString()}::timestamptz AND s.scheduled_end > ${from.toISOString()}::timestamptz
      ORDER BY s.scheduled_start`),
  );
  return rows.map((r) => ({ title: r.title, start: new Date(r.scheduled_start), end: new Date(r.scheduled_end), staffed: Boolean(r.staffed) }));
}
