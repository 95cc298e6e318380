import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { browserLabel, type ActiveSession } from '@studioportal/shared';
import { sessionEndsAt, type SessionLifetimes } from '../../auth/session-lifetime';
import type { DbOrTx } from '../../db/client';
import { activeSessions, session } from '../../db/schema';

/**
 * The user's unexpired sessions (the spec's active_sessions), most recently used first. A session
 * ends at its idle deadline or its absolute one under the lifetimes in force, whichever comes
 * first; expires_at says which.
 */
export async function listActiveSessions(db: DbOrTx, userId: string, currentSessionId: string, lifetimes: SessionLifetimes): Promise<ActiveSession[]> {
  const now = Date.now();
  const rows = await db
    .select()
    .from(activeSessions)
    .where(eq(activeSessions.userId, userId))
    .orderBy(desc(activeSessions.updatedAt));
  return rows
    .map((r) => ({ ...r, endsAt: sessionEndsAt(r, lifetimes) }))
    .filter((r) => r.endsAt.getTime() > now)
    .map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      last_active_at: r.updatedAt.toISOString(),
      expires_at: r.endsAt.toISOString(),
      ip: r.ipAddress,
      user_agent: r.userAgent,
      browser: browserLabel(r.userAgent),
      current: r.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** Deletes one of the user's own sessions; false when it is not theirs or already gone. */
export async function deleteOwnSession(db: DbOrTx, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, userId)))
    .returning({ id: session.id });
  return rows.length > 0;
}

/** Deletes every session of the user except the one making the request. */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepSessionId: string): Promise<string[]> {
  const rows = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, keepSessionId)))
    .returning({ id: session.id });
  return rows.map((r) => r.id);
}

/** The session behind a session token (the new one after better-auth rotates it). */
export async function sessionIdByToken(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.token, token), gt(session.expiresAt, new Date())))
    .limit(1);
  return row?.id ?? null;
}
