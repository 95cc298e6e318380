import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { AppRole, Profile } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { profiles, session } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    full_name: row.fullName,
    profile_picture_url: row.profilePictureUrl,
    chat_color: row.chatColor,
    app_role: row.appRole,
    approval_status: row.approvalStatus,
    approved_at: row.approvedAt?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    is_active: row.isActive,
    requested_role: row.requestedRole,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findProfile(db: DbOrTx, id: string): Promise<Profile | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id)).limit(1);
  return row ? toProfile(row) : null;
}

export async function listProfiles(db: DbOrTx): Promise<Profile[]> {
  // Pending accounts first: they are what an administrator has to act on.
  const rows = await db
    .select()
    .from(profiles)
    .orderBy(sql`case ${profiles.approvalStatus} when 'pending' then 0 when 'approved' then 1 else 2 end`, asc(profiles.createdAt));
  return rows.map(toProfile);
}

/**
 * The display names a new or changed name must not look like: every active account that is not
 * rejected (pending ones included), except `exceptId`. Only the names are read; a station has
 * tens to a few hundred accounts, and names change rarely.
 */
export async function colleagueNames(db: DbOrTx, exceptId?: string): Promise<string[]> {
  const rows = await db
    .select({ fullName: profiles.fullName })
    .from(profiles)
    .where(
      and(
        eq(profiles.isActive, true),
        ne(profiles.approvalStatus, 'rejected'),
        isNotNull(profiles.fullName),
        exceptId ? ne(profiles.id, exceptId) : undefined,
      ),
    );
  return rows.flatMap((r) => (r.fullName ? [r.fullName] : []));
}

export async function countProfiles(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(profiles);
  return row?.n ?? 0;
}

export async function countActiveAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(sql`${profiles.appRole} = 'Administrator' and ${profiles.approvalStatus} = 'approved' and ${profiles.isActive}`);
  return row?.n ?? 0;
}

export async function insertProfile(
  db: DbOrTx,
  values: { id: string; email: string; fullName: string; appRole: AppRole; approved: boolean },
): Promise<Profile> {
  const now = new Date();
  const [row] = await db
    .insert(profiles)
    .values({
      id: values.id,
      email: values.email,
      fullName: values.fullName,
      appRole: values.appRole,
      approvalStatus: values.approved ? 'approved' : 'pending',
      approvedAt: values.approved ? now : null,
    })
    .returning();
  if (!row) throw new Error('profile insert returned nothing');
  return toProfile(row);
}

export type ProfilePatch = Partial<Omit<typeof profiles.$inferInsert, 'id' | 'createdAt'>>;

export async function updateProfile(db: DbOrTx, id: string, patch: ProfilePatch): Promise<Profile | null> {
  const [row] = await db
    .update(profiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return row ? toProfile(row) : null;
}

/** Ends every session of a user (deactivation); returns the ended session ids for the sockets. */
export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return rows.map((r) => r.id);
}

export { isUniqueViolation } from '../../db/unique-violation';
