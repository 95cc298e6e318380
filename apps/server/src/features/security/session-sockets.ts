import type { FastifyInstance } from 'fastify';
import { deleteLapsedSessions, liveSessionIds } from '../../auth/session-lifetime';
import type { ServerContext } from '../../context';
import { stationSettingsOf } from '../station';

/**
 * better-auth rotates the session when two-factor is switched on or off. The tab's open sockets
 * move to the new session, so revoking that session later still closes them.
 */
export function rebindSessionSockets(ctx: ServerContext, fromSessionId: string, toSessionId: string) {
  ctx.realtime.sessionRebound(fromSessionId, toSessionId);
}

/** How often lapsed sessions are deleted and sockets of ended sessions closed. */
export const SESSION_SWEEP_MS = 60_000;

/**
 * A socket is authenticated once, at its handshake, so a session that lapses (idle or absolute
 * limit) or is deleted by better-auth while its tab keeps the socket open would otherwise go on
 * receiving events. Deletes lapsed sessions and closes the sockets of any session that is gone,
 * under the lifetimes in force: a shortened one (/enterprise) ends sessions past it at the next sweep.
 */
export async function endLapsedSessions(ctx: ServerContext): Promise<string[]> {
  const lifetimes = stationSettingsOf(ctx).sessionLifetimes();
  const deleted = await deleteLapsedSessions(ctx.database.db, lifetimes);
  const open = ctx.realtime.openSessionIds();
  const live = await liveSessionIds(ctx.database.db, open, lifetimes);
  const ended = [...new Set([...deleted, ...open.filter((id) => !live.has(id))])];
  for (const id of ended) ctx.realtime.sessionEnded(id);
  return ended;
}

/** Runs endLapsedSessions every SESSION_SWEEP_MS until the server closes. */
export function startSessionSweep(app: FastifyInstance, ctx: ServerContext) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    endLapsedSessions(ctx)
      .catch((err: unknown) => app.log.warn({ err }, 'session sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SESSION_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
