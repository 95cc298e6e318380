import { and, eq, gt, inArray, lte, or } from 'drizzle-orm';
import { STATION_LIMITS } from '@studioportal/shared';
import type { DbOrTx } from '../db/client';
import { session } from '../db/schema';
import type { Auth } from './auth';
import { readSignedSessionToken } from './session-cookie';

/**
 * How long a session lives (checklist row 9). Two limits, both enforced by the server:
 * - idle: a session not used (no signed-in request, no socket handshake) for this long is refused.
 *   A week covers a long weekend or a week off the morning shift without signing in again.
 * - absolute: counted from sign-in, however busy the session is. After a month a lost or
 *   shared device drops out on its own, and everyone types their password at least monthly.
 * The administrator sets both on /enterprise (features/station); SESSION_IDLE_DAYS and
 * SESSION_ABSOLUTE_DAYS override them (config.ts). Either may change while the server runs, so
 * both limits are checked here against the values of the moment, never handed to better-auth.
 */
export const SESSION_IDLE_DAYS = 7;
export const SESSION_ABSOLUTE_DAYS = 30;
/**
 * How often a session in use has its last use (updated_at) and better-auth's expiry moved forward
 * (better-auth's updateAge). Each move is one write; an hour keeps writes rare while the idle limit
 * stays accurate to the hour.
 */
export const SESSION_REFRESH_S = 60 * 60;

const DAY_S = 24 * 60 * 60;

export interface SessionLifetimes {
  idleS: number;
  absoluteS: number;
}

/** The lifetimes in force right now (they follow /enterprise without a restart). */
export type CurrentLifetimes = () => SessionLifetimes;

export function sessionLifetimes(idleDays = SESSION_IDLE_DAYS, absoluteDays = SESSION_ABSOLUTE_DAYS): SessionLifetimes {
  return { idleS: Math.round(idleDays * DAY_S), absoluteS: Math.round(absoluteDays * DAY_S) };
}

/** better-auth's session options, fixed when it is created. */
export interface RollingExpiry {
  expiresIn: number;
  updateAge: number;
}

/**
 * better-auth's rolling expiry only keeps a session row and its cookie alive: it is set to the
 * longest idle lifetime the station can choose (or the one SESSION_IDLE_DAYS fixes), and the
 * idle limit in force is checked against the last refresh (sessionEndsAt). The refresh never
 * exceeds a tenth of the shortest idle lifetime possible.
 */
export function rollingExpiry(envIdleDays?: number): RollingExpiry {
  const longestS = Math.round((envIdleDays ?? STATION_LIMITS.sessionIdleMaxDays) * DAY_S);
  const shortestS = Math.round((envIdleDays ?? STATION_LIMITS.sessionIdleMinDays) * DAY_S);
  return { expiresIn: longestS, updateAge: Math.min(SESSION_REFRESH_S, Math.floor(shortestS / 10)) };
}

/** When a session signed in at `createdAt` must end, however active it is. */
export function absoluteDeadline(createdAt: Date, lifetimes: SessionLifetimes): Date {
  return new Date(createdAt.getTime() + lifetimes.absoluteS * 1000);
}

interface SessionTimes {
  createdAt: Date;
  /** The last refresh: better-auth moves it (with expiresAt) at most every updateAge while in use. */
  updatedAt: Date;
  expiresAt: Date;
}

/**
 * When a session ends under the lifetimes in force: its idle deadline (from the last refresh), its
 * absolute one (from sign-in) or better-auth's own expiry, whichever comes first. A session from
 * before the lifetimes were editable has the same columns, so it keeps its time.
 */
export function sessionEndsAt(s: SessionTimes, lifetimes: SessionLifetimes): Date {
  const idle = new Date(s.updatedAt).getTime() + lifetimes.idleS * 1000;
  return new Date(Math.min(idle, absoluteDeadline(new Date(s.createdAt), lifetimes).getTime(), new Date(s.expiresAt).getTime()));
}

/** better-auth's own test for moving a session's expiry (routes/session.mjs, getSession). */
function refreshDue(s: SessionTimes, rolling: RollingExpiry, now: number): boolean {
  return new Date(s.expiresAt).getTime() - rolling.expiresIn * 1000 + rolling.updateAge * 1000 <= now;
}

export interface ResolvedSession {
  userId: string;
  sessionId: string;
  /** better-auth's refreshed cookie (a new Max-Age) when it moved the session's expiry; forward it. */
  setCookies: string[];
}

export interface SessionResolverOptions {
  auth: Auth;
  db: DbOrTx;
  lifetimes: CurrentLifetimes;
  rolling: RollingExpiry;
  /** A session the resolver ended (idle or absolute limit): its sockets must close. */
  ended(sessionId: string): void;
}

/**
 * The one place a request's or handshake's cookie becomes a session. The session is first read
 * by its signed cookie with one query and no refresh (session-cookie.ts says why not through
 * better-auth), since a refresh moves updated_at, the idle limit's reference, before it could be
 * checked; only a session within both limits whose refresh is due goes through better-auth's
 * getSession with one (about once an hour per session in use), which writes the new expiry and
 * answers the refreshed cookie.
 */
export function createSessionResolver({ auth, db, lifetimes, rolling, ended }: SessionResolverOptions) {
  const cookie = auth.$context.then((context) => ({ name: context.authCookies.sessionToken.name, secret: context.secret }));
  return async function resolveSession(headers: Headers): Promise<ResolvedSession | null> {
    const { name, secret } = await cookie;
    const token = readSignedSessionToken(headers.get('cookie'), name, secret);
    if (!token) return null;
    const [found] = await db
      .select({ id: session.id, userId: session.userId, createdAt: session.createdAt, updatedAt: session.updatedAt, expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, token))
      .limit(1)
      // As better-auth's getSession answered a failed lookup: no session, never the database's error.
      .catch(() => []);
    if (!found) return null;
    const now = Date.now();
    if (sessionEndsAt(found, lifetimes()).getTime() <= now) {
      await db.delete(session).where(eq(session.id, found.id));
      ended(found.id);
      return null;
    }
    const resolved = { userId: found.userId, sessionId: found.id, setCookies: [] as string[] };
    if (!refreshDue(found, rolling, now)) return resolved;
    const refreshed = await auth.api.getSession({ headers, returnHeaders: true }).catch(() => null);
    if (!refreshed?.response) return null;
    return { ...resolved, setCookies: refreshed.headers.getSetCookie() };
  };
}

/** The conditions of a session that has lapsed by `now` under `lifetimes`. */
function lapsedBy(lifetimes: SessionLifetimes, now: Date) {
  const lastUsedBefore = new Date(now.getTime() - lifetimes.idleS * 1000);
  const signedInBefore = new Date(now.getTime() - lifetimes.absoluteS * 1000);
  return { now, lastUsedBefore, signedInBefore };
}

/** Deletes every session past its idle or absolute deadline; returns their ids. */
export async function deleteLapsedSessions(db: DbOrTx, lifetimes: SessionLifetimes, now = new Date()): Promise<string[]> {
  const by = lapsedBy(lifetimes, now);
  const rows = await db
    .delete(session)
    .where(or(lte(session.expiresAt, by.now), lte(session.updatedAt, by.lastUsedBefore), lte(session.createdAt, by.signedInBefore)))
    .returning({ id: session.id });
  return rows.map((r) => r.id);
}

/** Of `ids`, the sessions that still exist and are within both limits. */
export async function liveSessionIds(db: DbOrTx, ids: string[], lifetimes: SessionLifetimes, now = new Date()): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const by = lapsedBy(lifetimes, now);
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(inArray(session.id, ids), gt(session.expiresAt, by.now), gt(session.updatedAt, by.lastUsedBefore), gt(session.createdAt, by.signedInBefore)));
  return new Set(rows.map((r) => r.id));
}
