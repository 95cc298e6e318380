import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PublicProfile } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

export function toPublicProfile(row: Pick<ProfileRow, 'id' | 'fullName' | 'profilePictureUrl' | 'chatColor' | 'appRole' | 'updatedAt'>): PublicProfile {
  return {
    id: row.id,
    full_name: row.fullName,
    profile_picture_url: row.profilePictureUrl,
    chat_color: row.chatColor,
    app_role: row.appRole,
    updated_at: row.updatedAt.toISOString(),
  };
}

const publicColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  profilePictureUrl: profiles.profilePictureUrl,
  chatColor: profiles.chatColor,
  appRole: profiles.appRole,
  updatedAt: profiles.updatedAt,
};

/** Colours somebody holds (the suggestions skip them). */
export async function takenChatColors(db: DbOrTx): Promise<Set<string>> {
  const rows = await db.select({ color: profiles.chatColor }).from(profiles).where(isNotNull(profiles.chatColor));
  return new Set(rows.map((r) => r.color).filter((c): c is string => c !== null));
}

/** By id (any status: old chat messages still need a name), or every approved, active colleague. */
export async function findPublicProfiles(db: DbOrTx, ids?: string[]): Promise<PublicProfile[]> {
  const where = ids
    ? inArray(profiles.id, ids)
    : and(eq(profiles.approvalStatus, 'approved'), eq(profiles.isActive, true));
  const rows = await db
    .select(publicColumns)
    .from(profiles)
    .where(where)
    .orderBy(sql`lower(coalesce(${profiles.fullName}, ''))`);
  return rows.map(toPublicProfile);
}

/** Who receives account changes live: approved, active administrators. */
export async function activeAdminIds(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.appRole, 'Administrator'), eq(profiles.approvalStatus, 'approved'), eq(profiles.isActive, true)));
  return rows.map((r) => r.id);
}
