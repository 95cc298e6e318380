import { sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, stationTimeZone, type AuditEntry, type AuditLogQuery, type UserModerationAction, type UserModerationEntry } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** What a feature tells the audit log about one administrative action. */
export interface AuditInput {
  actorId: string | null;
  action: AuditEntry['action'];
  targetType: AuditEntry['target_type'];
  targetId?: string | null;
  /** The target in words; for a person it is looked up from targetId when left out. */
  targetLabel?: string | null;
  summary: string;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertAudit(db: DbOrTx, entry: AuditInput): Promise<void> {
  const personLabel =
    entry.targetLabel === undefined && entry.targetType === 'user' && entry.targetId
      ? sql`(SELECT coalesce(full_name, email) FROM profiles WHERE id = ${entry.targetId})`
      : sql`${entry.targetLabel ?? null}`;
  await db.execute(sql`
    INSERT INTO audit_log (actor_id, actor_name, action, target_type, target_id, target_label, summary, before, after)
    VALUES (
      ${entry.actorId},
      (SELECT coalesce(full_name, email) FROM profiles WHERE id = ${entry.actorId}),
      ${entry.action}, ${entry.targetType}, ${entry.targetId ?? null}, ${personLabel},
      ${entry.summary.slice(0, 1000)}, ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb
    )`);
}

interface AuditRow {
  id: string;
  at: Date | string;
  actor_id: string | null;
  actor_name: string | null;
  action: AuditEntry['action'];
  target_type: AuditEntry['target_type'];
  target_id: string | null;
  target_label: string | null;
  summary: string;
  before: unknown;
  after: unknown;
}

const iso = (value: Date | string) => new Date(value).toISOString();
/** jsonb comes back parsed from PGlite and as text from some node-postgres set-ups. */
const parsed = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : (value ?? null));

/** Newest first; the cursor is the last row's id, so paging is exact even for rows in the same microsecond. */
export async function listAudit(db: DbOrTx, query: AuditLogQuery): Promise<{ entries: AuditEntry[]; next_cursor: string | null }> {
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const zone = stationTimeZone();
  const where: SQL[] = [sql`true`];
  if (query.action) where.push(sql`action = ${query.action}`);
  if (query.actor) where.push(sql`actor_id = ${query.actor}`);
  if (query.target) {
    const like = `%${query.target.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(target_id = ${query.target} OR target_label ILIKE ${like})`);
  }
  if (query.from) where.push(sql`at >= (${query.from}::date)::timestamp AT TIME ZONE ${zone}`);
  if (query.to) where.push(sql`at < (${query.to}::date + 1)::timestamp AT TIME ZONE ${zone}`);
  if (query.cursor) {
    where.push(sql`(at, id) < (SELECT at, id FROM audit_log WHERE id::text = ${query.cursor})`);
  }
  const rows = rowsOf<AuditRow>(
    await db.execute(sql`
      SELECT id, at, actor_id, actor_name, action, target_type, target_id, target_label, summary, before, after
      FROM audit_log WHERE ${sql.join(where, sql` AND `)}
      ORDER BY at DESC, id DESC LIMIT ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  return {
    entries: page.map((r) => ({ ...r, at: iso(r.at), before: parsed(r.before), after: parsed(r.after) })),
    next_cursor: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

/** When the last backup was downloaded, and by whom (read from the audit log: one owner). */
export async function lastOf(db: DbOrTx, action: AuditEntry['action']): Promise<{ at: string; by_name: string | null } | null> {
  const [row] = rowsOf<{ at: Date | string; actor_name: string | null }>(
    await db.execute(sql`SELECT at, actor_name FROM audit_log WHERE action = ${action} ORDER BY at DESC, id DESC LIMIT 1`),
  );
  return row ? { at: iso(row.at), by_name: row.actor_name } : null;
}

export async function insertModeration(
  db: DbOrTx,
  entry: { userId: string; action: UserModerationAction; reason: string | null; byId: string | null; until?: Date | null },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO user_moderation_log (user_id, action, reason, by_id, until)
    VALUES (${entry.userId}, ${entry.action}, ${entry.reason}, ${entry.byId}, ${entry.until?.toISOString() ?? null}::timestamptz)`);
}

export async function moderationOf(db: DbOrTx, userId: string): Promise<UserModerationEntry[]> {
  const rows = rowsOf<{ id: string; action: UserModerationAction; reason: string | null; by_id: string | null; by_name: string | null; at: Date | string; until: Date | string | null }>(
    await db.execute(sql`
      SELECT m.id, m.action, m.reason, m.by_id, coalesce(p.full_name, p.email) AS by_name, m.at, m.until
      FROM user_moderation_log m LEFT JOIN profiles p ON p.id = m.by_id
      WHERE m.user_id = ${userId} ORDER BY m.at DESC, m.id DESC LIMIT 200`),
  );
  return rows.map((r) => ({ ...r, at: iso(r.at), until: r.until ? iso(r.until) : null }));
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  return rowsOf(await db.execute(sql`SELECT 1 FROM profiles WHERE id = ${userId}`)).length > 0;
}
