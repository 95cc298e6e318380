import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { PersonRef, Profile } from '@studioportal/shared';
import type { DbOrTx } from './client';
import { profiles } from './schema';

/**
 * The people queries every feature shares: how a colleague is named in what the server serves
 * (`PersonRef`: only name and colour, the public fields every colleague may see) and who may be
 * made responsible for something (approved, active staff).
 */

const personColumns = { id: profiles.id, full_name: profiles.fullName, chat_color: profiles.chatColor };

/** A profiles alias and the columns to select for a PersonRef joined on `column`. */
export function personJoin(name: string) {
  const table = alias(profiles, name);
  return {
    table,
    columns: { id: table.id, full_name: table.fullName, chat_color: table.chatColor },
    on: (column: PgColumn) => eq(table.id, column),
  };
}

/** drizzle gives a left-joined object with every field null when there was no match. */
export function personOrNull(row: { id: string | null; full_name: string | null; chat_color: string | null } | null): PersonRef | null {
  return row?.id ? { id: row.id, full_name: row.full_name, chat_color: row.chat_color } : null;
}

/** A signed-in colleague (an actor) as others see them. */
export function personRefOf(profile: Profile): PersonRef {
  return { id: profile.id, full_name: profile.full_name, chat_color: profile.chat_color };
}

/** Names and colours for the people a list mentions, in one query. */
export async function peopleByIds(db: DbOrTx, ids: readonly (string | null | undefined)[]): Promise<Map<string, PersonRef>> {
  const unique = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (unique.length === 0) return new Map();
  const rows = await db.select(personColumns).from(profiles).where(inArray(profiles.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The person of a `peopleByIds` map, or null when the id is null or the account is gone. */
export function personInMap(people: Map<string, PersonRef>, id: string | null | undefined): PersonRef | null {
  return id ? (people.get(id) ?? null) : null;
}

export async function personExists(db: DbOrTx, id: string): Promise<boolean> {
  return (await peopleByIds(db, [id])).has(id);
}

/** Approved, active colleagues: who an item can be assigned to. */
export async function listStaff(db: DbOrTx): Promise<PersonRef[]> {
  return db
    .select(personColumns)
    .from(profiles)
    .where(and(eq(profiles.approvalStatus, 'approved'), eq(profiles.isActive, true)))
    .orderBy(asc(profiles.fullName));
}

/** The ids among `ids` that belong to approved, active staff (who may be made responsible). */
export async function approvedStaffIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.id, [...new Set(ids)]), eq(profiles.approvalStatus, 'approved'), eq(profiles.isActive, true)));
  return new Set(rows.map((r) => r.id));
}
