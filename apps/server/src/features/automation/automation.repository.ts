import { sql } from 'drizzle-orm';
import {
  automationScheduleSchema,
  isMediaAttach,
  type AppRole,
  type AutomationActionKind,
  type AutomationAttach,
  type AutomationRun,
  type AutomationRunStatus,
  type AutomationSchedule,
  type PersonRef,
  type ScheduledPublish,
} from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** An action as stored, before its next run and last run are worked out. */
export interface ActionRow {
  id: string;
  name: string;
  kind: AutomationActionKind;
  text: string;
  schedule: AutomationSchedule;
  enabled: boolean;
  createdBy: PersonRef | null;
  createdAt: Date;
  updatedAt: Date;
  armedFrom: Date;
  version: number;
  attach: AutomationAttach | null;
}

interface RawAction {
  id: string;
  name: string;
  kind: AutomationActionKind;
  text: string;
  schedule: unknown;
  enabled: boolean;
  created_by: string | null;
  creator_name: string | null;
  creator_color: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  armed_from: string | Date;
  version: number | string;
  editorial_id: string | null;
  media_id: string | null;
  element_id: string | null;
}

interface RawRun {
  id: string;
  action_id: string;
  occurrence: string | Date;
  status: AutomationRunStatus;
  started_at: string | Date;
  finished_at: string | Date | null;
  error: string | null;
  worker: string;
  attempts: number | string;
}

const instant = (value: string | Date) => new Date(value);
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** The content_scheduler row as the API shape: a script or a media item (0027: exactly one is set). */
function attachOf(row: RawAction): AutomationAttach | null {
  if (!row.element_id) return null;
  if (row.media_id) return { media_id: row.media_id, element_id: row.element_id };
  return row.editorial_id ? { editorial_id: row.editorial_id, element_id: row.element_id } : null;
}

function toAction(row: RawAction): ActionRow {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    text: row.text,
    schedule: automationScheduleSchema.parse(json(row.schedule)),
    enabled: row.enabled,
    createdBy: row.created_by ? { id: row.created_by, full_name: row.creator_name, chat_color: row.creator_color } : null,
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
    armedFrom: instant(row.armed_from),
    version: Number(row.version),
    attach: attachOf(row),
  };
}

export function toRun(row: RawRun): AutomationRun {
  return {
    id: row.id,
    action_id: row.action_id,
    occurrence: instant(row.occurrence).toISOString(),
    status: row.status,
    started_at: instant(row.started_at).toISOString(),
    finished_at: row.finished_at ? instant(row.finished_at).toISOString() : null,
    error: row.error,
    worker: row.worker,
    attempts: Number(row.attempts),
  };
}

const selectActions = sql`
  SELECT a.id, a.name, a.kind, a.text, a.schedule, a.enabled, a.created_by, p.full_name AS creator_name,
    p.chat_color AS creator_color, a.created_at, a.updated_at, a.armed_from, a.version, cs.editorial_id, cs.media_id, cs.element_id
  FROM automation_actions a LEFT JOIN profiles p ON p.id = a.created_by
  LEFT JOIN content_scheduler cs ON cs.action_id = a.id`;

export async function listActions(db: DbOrTx): Promise<ActionRow[]> {
  return rowsOf<RawAction>(await db.execute(sql`${selectActions} ORDER BY a.created_at, a.id`)).map(toAction);
}

export async function listEnabledActions(db: DbOrTx): Promise<ActionRow[]> {
  return rowsOf<RawAction>(await db.execute(sql`${selectActions} WHERE a.enabled ORDER BY a.created_at, a.id`)).map(toAction);
}

export async function findAction(db: DbOrTx, id: string): Promise<ActionRow | null> {
  const row = rowsOf<RawAction>(await db.execute(sql`${selectActions} WHERE a.id = ${id}`))[0];
  return row ? toAction(row) : null;
}

export async function countActions(db: DbOrTx): Promise<number> {
  const rows = rowsOf<{ n: string | number }>(await db.execute(sql`SELECT count(*) AS n FROM automation_actions`));
  return Number(rows[0]?.n ?? 0);
}

export interface ActionValues {
  name: string;
  kind: AutomationActionKind;
  text: string;
  schedule: AutomationSchedule;
  enabled: boolean;
  attach: AutomationAttach | null;
}

/** The attach_content pair, replaced with the action (none for the other kinds). */
async function writeAttach(db: DbOrTx, id: string, attach: AutomationAttach | null): Promise<void> {
  await db.execute(sql`DELETE FROM content_scheduler WHERE action_id = ${id}`);
  if (!attach) return;
  const editorialId = isMediaAttach(attach) ? null : attach.editorial_id;
  const mediaId = isMediaAttach(attach) ? attach.media_id : null;
  await db.execute(sql`
    INSERT INTO content_scheduler (action_id, editorial_id, media_id, element_id) VALUES (${id}, ${editorialId}, ${mediaId}, ${attach.element_id})`);
}

export async function insertAction(db: DbOrTx, values: ActionValues, createdBy: string, now: Date): Promise<string> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO automation_actions (name, kind, text, schedule, enabled, created_by, created_at, updated_at, armed_from)
      VALUES (${values.name}, ${values.kind}, ${values.text}, ${JSON.stringify(values.schedule)}::jsonb, ${values.enabled},
        ${createdBy}, ${now}, ${now}, ${now})
      RETURNING id`),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('automation insert returned nothing');
  await writeAttach(db, id, values.attach);
  return id;
}

/** Saving re-arms from now (a past occurrence is never fired by an edit); false on a stale version. */
export async function updateAction(db: DbOrTx, id: string, values: ActionValues, version: number, now: Date): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      UPDATE automation_actions SET name = ${values.name}, kind = ${values.kind}, text = ${values.text},
        schedule = ${JSON.stringify(values.schedule)}::jsonb, enabled = ${values.enabled}, updated_at = ${now},
        armed_from = ${now}, version = version + 1
      WHERE id = ${id} AND version = ${version}
      RETURNING id`),
  );
  if (rows.length > 0) await writeAttach(db, id, values.attach);
  return rows.length > 0;
}

export async function deleteAction(db: DbOrTx, id: string): Promise<boolean> {
  return rowsOf<{ id: string }>(await db.execute(sql`DELETE FROM automation_actions WHERE id = ${id} RETURNING id`)).length > 0;
}

const selectRuns = sql`SELECT id, action_id, occurrence, status, started_at, finished_at, error, worker, attempts FROM automation_runs`;

export async function runsOf(db: DbOrTx, actionId: string, limit: number): Promise<AutomationRun[]> {
  return rowsOf<RawRun>(await db.execute(sql`${selectRuns} WHERE action_id = ${actionId} ORDER BY occurrence DESC LIMIT ${limit}`)).map(toRun);
}

/** The newest run of every action, for the list. */
export async function lastRuns(db: DbOrTx): Promise<Map<string, AutomationRun>> {
  const rows = rowsOf<RawRun>(
    await db.execute(sql`
      SELECT DISTINCT ON (action_id) id, action_id, occurrence, status, started_at, finished_at, error, worker, attempts
      FROM automation_runs ORDER BY action_id, occurrence DESC`),
  );
  return new Map(rows.map((r) => [r.action_id, toRun(r)]));
}

export async function findRun(db: DbOrTx, actionId: string, runId: string): Promise<AutomationRun | null> {
  const row = rowsOf<RawRun>(await db.execute(sql`${selectRuns} WHERE id = ${runId} AND action_id = ${actionId}`))[0];
  return row ? toRun(row) : null;
}

/**
 * Takes the occurrence's run row for this attempt, locked until the transaction ends. Null when
 * the occurrence already ran (a job redelivered after its effect committed must not repeat it).
 */
export async function beginRun(db: DbOrTx, actionId: string, occurrence: Date, worker: string, now: Date): Promise<AutomationRun | null> {
  const rows = rowsOf<RawRun>(
    await db.execute(sql`
      INSERT INTO automation_runs (action_id, occurrence, status, started_at, worker)
      VALUES (${actionId}, ${occurrence}, 'running', ${now}, ${worker})
      ON CONFLICT (action_id, occurrence) DO UPDATE SET status = 'running', started_at = ${now}, finished_at = NULL,
        error = NULL, worker = ${worker}, attempts = automation_runs.attempts + 1
        WHERE automation_runs.status <> 'done'
      RETURNING id, action_id, occurrence, status, started_at, finished_at, error, worker, attempts`),
  );
  return rows[0] ? toRun(rows[0]) : null;
}

export async function finishRun(db: DbOrTx, runId: string, status: 'done' | 'failed', error: string | null, now: Date): Promise<AutomationRun> {
  const rows = rowsOf<RawRun>(
    await db.execute(sql`
      UPDATE automation_runs SET status = ${status}, finished_at = ${now}, error = ${error}
      WHERE id = ${runId}
      RETURNING id, action_id, occurrence, status, started_at, finished_at, error, worker, attempts`),
  );
  const row = rows[0];
  if (!row) throw new Error('automation run vanished');
  return toRun(row);
}

/** Who an action runs as, with what they may do now. */
export async function creatorOf(
  db: DbOrTx,
  userId: string,
): Promise<{ person: PersonRef; role: AppRole; approved: boolean; active: boolean } | null> {
  const rows = rowsOf<{ id: string; full_name: string | null; chat_color: string | null; app_role: AppRole; approval_status: string; is_active: boolean }>(
    await db.execute(sql`SELECT id, full_name, chat_color, app_role, approval_status, is_active FROM profiles WHERE id = ${userId}`),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    person: { id: row.id, full_name: row.full_name, chat_color: row.chat_color },
    role: row.app_role,
    approved: row.approval_status === 'approved',
    active: row.is_active,
  };
}

/** Podcast episodes whose publish_at is still ahead, soonest first. */
export async function scheduledPublishes(db: DbOrTx, now: Date, limit: number): Promise<ScheduledPublish[]> {
  const rows = rowsOf<{ id: string; title: string; publish_at: string | Date }>(
    await db.execute(sql`SELECT id, title, publish_at FROM podcast_episodes WHERE publish_at > ${now} ORDER BY publish_at, id LIMIT ${limit}`),
  );
  return rows.map((r) => ({ id: r.id, title: r.title, publish_at: instant(r.publish_at).toISOString() }));
}
