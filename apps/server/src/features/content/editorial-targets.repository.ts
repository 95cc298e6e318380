import { sql } from 'drizzle-orm';
import { formatClockHour, formatOsloDayTime, weekdayName, type AttachKind, type EditorialTargetInfo, type EditorialTargetsResponse } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * What scripts attach to: clock template elements (Sendeklokker) and rundown items
 * (`show_content`), plus the upcoming shows an item can be meant for. Read with plain SQL over the
 * tables of those features (read only: the planned length a script sets is written by each
 * feature's own function, see planned-length.ts); the content feature owns only the link.
 */

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

const elementGroup = (r: ElementRow) => `${r.template_name} · ${weekdayName(r.weekday)} kl. ${formatClockHour(r.start_hour)}:00`;
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
