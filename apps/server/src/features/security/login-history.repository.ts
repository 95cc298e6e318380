import { desc, eq } from 'drizzle-orm';
import { browserLabel, type LoginHistoryEntry } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { user, userLoginHistory } from '../../db/schema';

export interface LoginAttempt {
  email: string;
  /** Known when the password matched or the e-mail belongs to an account. */
  userId?: string | null;
  ip: string | null;
  userAgent: string | null;
  success: boolean;
  reason?: string | null;
}

/** Records one sign-in attempt. A failed attempt on an existing e-mail lands in that account's history. */
export async function recordLoginAttempt(db: DbOrTx, attempt: LoginAttempt) {
  const email = attempt.email.trim().toLowerCase();
  let userId = attempt.userId ?? null;
  if (!userId) {
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
    userId = row?.id ?? null;
  }
  await db.insert(userLoginHistory).values({
    userId,
    email,
    ip: attempt.ip,
    userAgent: attempt.userAgent?.slice(0, 500) ?? null,
    success: attempt.success,
    reason: attempt.reason ?? null,
  });
}

export async function listLoginHistory(db: DbOrTx, userId: string, limit: number): Promise<LoginHistoryEntry[]> {
  const rows = await db
    .select()
    .from(userLoginHistory)
    .where(eq(userLoginHistory.userId, userId))
    .orderBy(desc(userLoginHistory.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    created_at: r.createdAt.toISOString(),
    ip: r.ip,
    user_agent: r.userAgent,
    browser: browserLabel(r.userAgent),
    success: r.success,
    reason: r.reason,
  }));
}
