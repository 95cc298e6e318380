import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContentPerson } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

/** Names and colours for the people a list mentions, in one query. */
export async function peopleByIds(db: DbOrTx, ids: (string | null | undefined)[]): Promise<Map<string, ContentPerson>> {
  const unique = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, full_name: profiles.fullName, chat_color: profiles.chatColor })
    .from(profiles)
    .where(inArray(profiles.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A person of the map, or null when the id is null or the account is gone. */
export function personOf(people: Map<string, ContentPerson>, id: string | null | undefined): ContentPerson | null {
  return id ? (people.get(id) ?? null) : null;
}

export async function personExists(db: DbOrTx, id: string): Promise<boolean> {
  return (await peopleByIds(db, [id])).has(id);
}

/** Approved, active colleagues: who an item can be assigned to. */
export async function listStaff(db: DbOrTx): Promise<ContentPerson[]> {
  return db
    .select({ id: profiles.id, full_name: profiles.fullName, chat_color: profiles.chatColor })
    .from(profiles)
    .where(and(eq(profiles.approvalStatus, 'approved'), eq(profiles.isActive, true)))
    .orderBy(asc(profiles.fullName));
}
