import { and, eq, inArray } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { ClockPerson, Profile } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

/**
 * People shown on clocks and shows (responsible, sent by, hosts): only name and colour, the
 * same public fields every colleague may see.
 */

/** A profiles alias and the columns to select for a ClockPerson joined on `column`. */
export function personJoin(name: string) {
  const table = alias(profiles, name);
  return {
    table,
    columns: { id: table.id, full_name: table.fullName, chat_color: table.chatColor },
    on: (column: PgColumn) => eq(table.id, column),
  };
}

/** drizzle gives a left-joined object with every field null when there was no match. */
export function personOrNull(row: { id: string | null; full_name: string | null; chat_color: string | null } | null): ClockPerson | null {
  return row?.id ? { id: row.id, full_name: row.full_name, chat_color: row.chat_color } : null;
}

export function personOf(profile: Profile): ClockPerson {
  return { id: profile.id, full_name: profile.full_name, chat_color: profile.chat_color };
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
