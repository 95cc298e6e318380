import { sql } from 'drizzle-orm';
import { timeOfMinutes, minutesOfTime, type Absence, type AbsenceInput, type AbsenceKind, type WeeklySlot } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** user_availability (the usual week) and user_absences (date ranges away). */

interface SlotRow {
  user_id: string;
  weekday: number | string;
  start_minute: number | string;
  end_minute: number | string;
}

interface AbsenceRow {
  id: string;
  user_id: string;
  kind: AbsenceKind;
  from_key: string;
  to_key: string;
  note: string | null;
}

export interface StaffMember {
  userId: string;
  name: string;
  chatColor: string | null;
}

function toSlot(row: SlotRow): WeeklySlot {
  return { weekday: Number(row.weekday), start: timeOfMinutes(Number(row.start_minute)), end: timeOfMinutes(Number(row.end_minute)) };
}

function toAbsence(row: AbsenceRow): Absence {
  return { id: row.id, kind: row.kind, from: row.from_key, to: row.to_key, note: row.note };
}

// Dates as text: a bare `date` comes back as text or Date depending on the driver.
const ABSENCE_COLUMNS = sql`id, user_id, kind, to_char(from_date, 'YYYY-MM-DD') AS from_key, to_char(to_date, 'YYYY-MM-DD') AS to_key, note`;

/** The usual week of the given people (all approved, active staff when `userIds` is omitted). */
export async function weeksOf(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, WeeklySlot[]>> {
  const byUser = new Map<string, WeeklySlot[]>();
  if (userIds.length === 0) return byUser;
  const rows = rowsOf<SlotRow>(
    await db.execute(sql`
      SELECT user_id, weekday, start_minute, end_minute FROM user_availability
      WHERE user_id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})
      ORDER BY weekday`),
  );
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), toSlot(row)]);
  return byUser;
}

/** Replaces a person's usual week. */
export async function replaceWeek(db: DbOrTx, userId: string, week: readonly WeeklySlot[]): Promise<void> {
  await db.execute(sql`DELETE FROM user_availability WHERE user_id = ${userId}`);
  if (week.length === 0) return;
  const values = week.map((slot) => sql`(${userId}, ${slot.weekday}, ${minutesOfTime(slot.start)}, ${minutesOfTime(slot.end)})`);
  await db.execute(sql`INSERT INTO user_availability (user_id, weekday, start_minute, end_minute) VALUES ${sql.join(values, sql`, `)}`);
}

/** Ranges away of the given people that overlap [from, to] (both included), earliest first. */
export async function absencesOverlapping(db: DbOrTx, userIds: readonly string[], from: string, to: string): Promise<Map<string, Absence[]>> {
  const byUser = new Map<string, Absence[]>();
  if (userIds.length === 0) return byUser;
  const rows = rowsOf<AbsenceRow>(
    await db.execute(sql`
      SELECT ${ABSENCE_COLUMNS} FROM user_absences
      WHERE user_id IN (${sql.join(userIds.map((id) => sql`${id}`), sql`, `)})
        AND from_date <= ${to}::date AND to_date >= ${from}::date
      ORDER BY from_date, to_date, id`),
  );
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), toAbsence(row)]);
  return byUser;
}

/** A person's ranges that end on or after `today`, earliest first. */
export async function openAbsencesOf(db: DbOrTx, userId: string, today: string): Promise<Absence[]> {
  const rows = rowsOf<AbsenceRow>(
    await db.execute(sql`
      SELECT ${ABSENCE_COLUMNS} FROM user_absences
      WHERE user_id = ${userId} AND to_date >= ${today}::date
      ORDER BY from_date, to_date, id`),
  );
  return rows.map(toAbsence);
}

export async function insertAbsence(db: DbOrTx, userId: string, input: AbsenceInput): Promise<Absence> {
  const [row] = rowsOf<AbsenceRow>(
    await db.execute(sql`
      INSERT INTO user_absences (user_id, kind, from_date, to_date, note)
      VALUES (${userId}, ${input.kind}, ${input.from}::date, ${input.to}::date, ${input.note})
      RETURNING ${ABSENCE_COLUMNS}`),
  );
  return toAbsence(row!);
}

/** Deletes one of the person's own ranges; false when there is none with that id for them. */
export async function deleteAbsence(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(await db.execute(sql`DELETE FROM user_absences WHERE id = ${id} AND user_id = ${userId} RETURNING id`));
  return rows.length > 0;
}

/** Approved, active staff by name: the people availability is about. */
export async function listStaff(db: DbOrTx): Promise<StaffMember[]> {
  const rows = rowsOf<{ id: string; name: string; chat_color: string | null }>(
    await db.execute(sql`
      SELECT p.id, coalesce(nullif(p.full_name, ''), u.name, p.email) AS name, p.chat_color
      FROM profiles p JOIN users u ON u.id = p.id
      WHERE p.approval_status = 'approved' AND p.is_active
      ORDER BY lower(coalesce(nullif(p.full_name, ''), u.name, p.email)), p.id`),
  );
  return rows.map((r) => ({ userId: r.id, name: r.name, chatColor: r.chat_color }));
}
