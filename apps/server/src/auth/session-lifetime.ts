import { and, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { session } from '../db/schema';
import type { Auth } from './auth';

/**
 * How long a session lives (checklist row 9). Two limits, both enforced by the server:
 * - idle: a session not used (no signed-in request, no socket handshake) for this long is refused.
 *   A week covers a long weekend or a week off the morning shift without signing in again.
 * - absolute: counted from sign-in, however busy the session is. After a month a lost or
 *   shared device drops out on its own, and everyone types their password at least monthly.
 * SESSION_IDLE_DAYS and SESSION_ABSOLUTE_DAYS override these (config.ts).
 */
export const SESSION_IDLE_DAYS = 7;
export const SESSION_ABSOLUTE_DAYS = 30;
/**
 * How often a session in use has its idle deadline moved forward (better-auth's updateAge). Each
 * move is one write; an hour keeps writes rare while the idle limit stays accurate to the hour.
 */
export const SESSION_REFRESH_S = 60 * 60;

const DAY_S = 24 * 60 * 60;

export interface SessionLifetimes {
  idleS: number;
  absoluteS: number;
}

export function sessionLifetimes(idleDays = SESSION_IDLE_DAYS, absoluteDays = SESSION_ABSOLUTE_DAYS): SessionLifetimes {
  return { idleS: Math.round(idleDays * DAY_S), absoluteS: Math.round(absoluteDays * DAY_S) };
}

/** better-auth's rolling expiry implements the idle limit; the refresh never exceeds a tenth of it. */
export function betterAuthSessionOptions(lifetimes: SessionLifetimes) {
  return { expiresIn: lifetimes.idleS, updateAge: Math.min(SESSION_REFRESH_S, Math.floor(lifetimes.idleS / 10)) };
}

/** When a session signed in at `createdAt` must end, however active it is. */
export function absoluteDeadline(createdAt: Date, lifetimes: SessionLifetimes): Date {
  return new Date(createdAt.getTime() + lifetimes.absoluteS * 1000);
}

export interface ResolvedSession {
  userId: string;
  sessionId: string;
  /** better-auth's refreshed cookie (a new Max-Age) when it moved the idle deadline; forward it. */
  setCookies: string[];
}

export interface SessionResolverOptions {
  auth: Auth;
  db: DbOrTx;
  lifetimes: SessionLifetimes;
  /** A session the resolver ended (absolute limit): its sockets must close. */
  ended(sessionId: string): void;
}

/**
 * The one place a request's or handshake's cookie becomes a session. better-auth refuses a session
 * past its idle deadline (and deletes it); the absolute limit is ours, because better-auth's rolling
 * expiry would extend an active session for ever.
 */
export function createSessionResolver({ auth, db, lifetimes, ended }: SessionResolverOptions) {
  return async function resolveSession(headers: Headers): Promise<ResolvedSession | null> {
    const result = await auth.api.getSession({ headers, returnHeaders: true }).catch(() => null);
    const found = result?.response;
    if (!found) return null;
    if (absoluteDeadline(new Date(found.session.createdAt), lifetimes).getTime() <= Date.now()) {
      await db.delete(session).where(eq(session.id, found.session.id));
      ended(found.session.id);
      return null;
    }
    return { userId: found.user.id, sessionId: found.session.id, setCookies: result.headers.getSetCookie() };
  };
}

/** Deletes every session past its idle or absolute deadline; returns their ids. */
export async function deleteLapsedSessions(db: DbOrTx, lifetimes: SessionLifetimes, now = new Date()): Promise<string[]> {
  const signedInBefore = new Date(now.getTime() - lifetimes.absoluteS * 1000);
  const rows = await db
    .delete(session)
    .where(or(lte(session.expiresAt, now), lte(session.createdAt, signedInBefore)))
    .returning({ id: session.id });
  return rows.map((r) => r.id);
}

/** Of `ids`, the sessions that still exist and are within both limits. */
export async function liveSessionIds(db: DbOrTx, ids: string[], lifetimes: SessionLifetimes, now = new Date()): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const signedInAfter = new Date(now.getTime() - lifetimes.absoluteS * 1000);
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(inArray(session.id, ids), gt(session.expiresAt, now), gt(session.createdAt, signedInAfter)));
  return new Set(rows.map((r) => r.id));
}
