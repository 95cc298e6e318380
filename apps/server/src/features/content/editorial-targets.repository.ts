import { sql } from 'drizzle-orm';
import { clockIssues, formatOsloDayTime, type AttachKind, type ClockElementTiming, type EditorialTargetInfo, type EditorialTargetsResponse } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../realtime/publisher';

/**
 * What scripts attach to: clock template elements (Sendeklokker) and rundown items
 * (`show_content`), plus the upcoming shows an item can be meant for. Read with plain SQL over the
 * tables of those features; the content feature owns only the link and the length it writes.
 */

const WEEKDAYS = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'];
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

interface ElementRow {
  id: string;
  title: string;
  duration_s: number;
  template_name: string;
  weekday: number;
  start_hour: number;
}

interface RundownRow {
  id: string;
  topic: string;
  planned_length_s: number | null;
  show_title: string;
  scheduled_start: string | Date;
}

const elementGroup = (r: ElementRow) => `${r.template_name} · ${WEEKDAYS[r.weekday] ?? ''} kl. ${hour(r.start_hour)}`;
const rundownGroup = (r: RundownRow) => `${r.show_title} · ${formatOsloDayTime(new Date(r.scheduled_start))}`;

export async function listTargets(db: DbOrTx, now: Date): Promise<EditorialTargetsResponse> {
  const shows = rowsOf<{ id: string; title: string; scheduled_start: string | Date }>(
    await db.execute(sql`
      SELECT id, title, scheduled_start FROM scheduled_shows
      WHERE scheduled_end > ${now} AND status <> 'cancelled'
      ORDER BY scheduled_start LIMIT 60`),
  );
  const elements = rowsOf<ElementRow>(
    await db.execute(sql`
      SELECT e.id, e.title, e.duration_s, t.name AS template_name, t.weekday, t.start_hour
      FROM clock_template_elements e JOIN clock_templates t ON t.id = e.template_id
      WHERE t.is_active
      ORDER BY ((t.weekday + 6) % 7), t.start_hour, e.position LIMIT 2000`),
  );
  const rundown = rowsOf<RundownRow>(
    await db.execute(sql`
      SELECT c.id, c.topic, c.planned_length_s, s.title AS show_title, s.scheduled_start
      FROM show_content c JOIN scheduled_shows s ON s.id = c.show_id
      WHERE s.scheduled_end > ${now}
      ORDER BY s.scheduled_start, c.position LIMIT 2000`),
  );
  return {
    shows: shows.map((s) => ({
      id: s.id,
      label: `${s.title} · ${formatOsloDayTime(new Date(s.scheduled_start))}`,
      starts_at: new Date(s.scheduled_start).toISOString(),
    })),
    clock_elements: elements.map((e) => ({ id: e.id, label: e.title, group: elementGroup(e), duration_s: Number(e.duration_s) })),
    rundown_items: rundown.map((r) => ({
      id: r.id,
      label: r.topic,
      group: rundownGroup(r),
      planned_length_s: r.planned_length_s === null ? null : Number(r.planned_length_s),
    })),
  };
}

export async function targetExists(db: DbOrTx, kind: AttachKind, id: string): Promise<boolean> {
  const rows =
    kind === 'clock_element'
      ? rowsOf(await db.execute(sql`SELECT 1 FROM clock_template_elements WHERE id = ${id}`))
      : rowsOf(await db.execute(sql`SELECT 1 FROM show_content WHERE id = ${id}`));
  return rows.length > 0;
}

export async function showExists(db: DbOrTx, id: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`SELECT 1 FROM scheduled_shows WHERE id = ${id}`)).length > 0;
}

/** Labels and current lengths of the given targets, keyed 'kind:id'. */
export async function describeTargets(db: DbOrTx, targets: { kind: AttachKind; id: string }[]): Promise<Map<string, EditorialTargetInfo>> {
  const map = new Map<string, EditorialTargetInfo>();
  const ids = (kind: AttachKind) => [...new Set(targets.filter((t) => t.kind === kind).map((t) => t.id))];
  const list = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}::uuid`),
      sql`, `,
    );
  const elementIds = ids('clock_element');
  if (elementIds.length) {
    const rows = rowsOf<ElementRow>(
      await db.execute(sql`
        SELECT e.id, e.title, e.duration_s, t.name AS template_name, t.weekday, t.start_hour
        FROM clock_template_elements e JOIN clock_templates t ON t.id = e.template_id WHERE e.id IN (${list(elementIds)})`),
    );
    for (const r of rows) {
      map.set(`clock_element:${r.id}`, { kind: 'clock_element', id: r.id, label: `${r.title} · ${elementGroup(r)}`, planned_length_s: Number(r.duration_s) });
    }
  }
  const rundownIds = ids('rundown_item');
  if (rundownIds.length) {
    const rows = rowsOf<RundownRow>(
      await db.execute(sql`
        SELECT c.id, c.topic, c.planned_length_s, s.title AS show_title, s.scheduled_start
        FROM show_content c JOIN scheduled_shows s ON s.id = c.show_id WHERE c.id IN (${list(rundownIds)})`),
    );
    for (const r of rows) {
      map.set(`rundown_item:${r.id}`, {
        kind: 'rundown_item',
        id: r.id,
        label: `${r.topic} · ${rundownGroup(r)}`,
        planned_length_s: r.planned_length_s === null ? null : Number(r.planned_length_s),
      });
    }
  }
  return map;
}

export async function showLabels(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = rowsOf<{ id: string; title: string; scheduled_start: string | Date }>(
    await db.execute(sql`SELECT id, title, scheduled_start FROM scheduled_shows WHERE id IN (${sql.join(
      unique.map((v) => sql`${v}::uuid`),
      sql`, `,
    )})`),
  );
  return new Map(rows.map((r) => [r.id, `${r.title} · ${formatOsloDayTime(new Date(r.scheduled_start))}`]));
}

/**
 * Sets a clock element's duration to the script's read time (1 s – 1 h) and bumps its template's
 * version, so an editor holding the old version sees the change instead of overwriting it.
 * Answers the template id when something changed; null when nothing did or the new length would
 * break the hour.
 */
export async function setClockElementLength(db: DbOrTx, elementId: string, seconds: number, actorId: string): Promise<string | null> {
  const duration = Math.min(3600, Math.max(1, seconds));
  const elements = rowsOf<ClockElementTiming & { id: string; template_id: string }>(
    await db.execute(sql`
      SELECT e.id, e.template_id, e.title, e.start_offset_s, e.duration_s, e.hard_start
      FROM clock_template_elements e
      WHERE e.template_id = (SELECT template_id FROM clock_template_elements WHERE id = ${elementId})
      FOR UPDATE`),
  );
  const target = elements.find((e) => e.id === elementId);
  if (!target || target.duration_s === duration) return null;
  // The hour's rules still hold (Sendeklokker refuses overlaps, overruns and moved hard starts):
  // a script too long for its slot leaves the slot as it is, and the studio shows the difference.
  const longer = elements.map((e) => (e.id === elementId ? { ...e, duration_s: duration } : e));
  if (clockIssues(longer).length > clockIssues(elements).length) return null;
  await db.execute(sql`UPDATE clock_template_elements SET duration_s = ${duration} WHERE id = ${elementId}`);
  await db.execute(sql`
    UPDATE clock_templates SET version = version + 1, updated_at = now(), updated_by = ${actorId} WHERE id = ${target.template_id}`);
  return target.template_id;
}

/** Sets a rundown item's planned length; answers its show when something changed. */
export async function setRundownLength(db: DbOrTx, itemId: string, seconds: number): Promise<string | null> {
  const [row] = rowsOf<{ show_id: string }>(
    await db.execute(sql`
      UPDATE show_content SET planned_length_s = ${seconds}, updated_at = now()
      WHERE id = ${itemId} AND planned_length_s IS DISTINCT FROM ${seconds} RETURNING show_id`),
  );
  return row?.show_id ?? null;
}
