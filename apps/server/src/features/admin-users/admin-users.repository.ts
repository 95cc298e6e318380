import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersQuery, Profile, UserCounts } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import { toProfile } from '../profiles';

/** LIKE pattern that matches the text literally (%, _ and \ typed by the admin are not wildcards). */
function containsPattern(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(query: AdminUsersQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.status === 'deactivated') conditions.push(eq(profiles.isActive, false));
  else if (query.status) conditions.push(eq(profiles.approvalStatus, query.status), eq(profiles.isActive, true));
  if (query.role) conditions.push(eq(profiles.appRole, query.role));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern));
    if (match) conditions.push(match);
  }
  return conditions;
}

/** Pending first (what an administrator has to act on), then approved, rejected; newest sign-ups first within each. */
export async function listUsers(db: DbOrTx, query: AdminUsersQuery): Promise<Profile[]> {
  const conditions = filterConditions(query);
  const rows = await db
    .select()
    .from(profiles)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      sql`case when not ${profiles.isActive} then 3 when ${profiles.approvalStatus} = 'pending' then 0 when ${profiles.approvalStatus} = 'approved' then 1 else 2 end`,
      sql`${profiles.createdAt} desc`,
      asc(profiles.id),
    );
  return rows.map(toProfile);
}

/** Counts per status tab; deactivated accounts count only as deactivated. */
export async function countUsers(db: DbOrTx): Promise<UserCounts> {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      pending: sql<number>`count(*) filter (where ${profiles.isActive} and ${profiles.approvalStatus} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${profiles.isActive} and ${profiles.approvalStatus} = 'approved')::int`,
      rejected: sql<number>`count(*) filter (where ${profiles.isActive} and ${profiles.approvalStatus} = 'rejected')::int`,
      deactivated: sql<number>`count(*) filter (where not ${profiles.isActive})::int`,
    })
    .from(profiles);
  return row ?? { all: 0, pending: 0, approved: 0, rejected: 0, deactivated: 0 };
}
