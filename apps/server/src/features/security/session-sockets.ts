import type { FastifyInstance } from 'fastify';
import { ACCOUNT_NAMESPACE } from '@studioportal/shared';
import { deleteLapsedSessions, liveSessionIds, sessionLifetimes } from '../../auth/session-lifetime';
import type { ServerContext } from '../../context';

/**
 * better-auth rotates the session when two-factor is switched on or off. The tab's open sockets
 * move to the new session's room, so revoking that session later still closes them.
 */
export async function rebindSessionSockets(ctx: ServerContext, fromSessionId: string, toSessionId: string) {
  if (fromSessionId === toSessionId) return;
  for (const namespace of [ctx.realtime.io.of('/'), ctx.realtime.io.of(ACCOUNT_NAMESPACE)]) {
    const sockets = await namespace.in(`session:${fromSessionId}`).fetchSockets();
    for (const socket of sockets) {
      socket.join(`session:${toSessionId}`);
      socket.leave(`session:${fromSessionId}`);
      (socket.data as { sessionId?: string }).sessionId = toSessionId;
    }
  }
}

/** How often lapsed sessions are deleted and sockets of ended sessions closed. */
export const SESSION_SWEEP_MS = 60_000;

/**
 * A socket is authenticated once, at its handshake, so a session that lapses (idle or absolute
 * limit) or is deleted by better-auth while its tab keeps the socket open would otherwise go on
 * receiving events. Deletes lapsed sessions and closes the sockets of any session that is gone.
 */
export async function endLapsedSessions(ctx: ServerContext): Promise<string[]> {
  const lifetimes = sessionLifetimes(ctx.config.sessionIdleDays, ctx.config.sessionAbsoluteDays);
  const deleted = await deleteLapsedSessions(ctx.database.db, lifetimes);
  const open = new Set<string>();
  for (const namespace of [ctx.realtime.io.of('/'), ctx.realtime.io.of(ACCOUNT_NAMESPACE)]) {
    for (const socket of await namespace.local.fetchSockets()) {
      const id = (socket.data as { sessionId?: string }).sessionId;
      if (id) open.add(id);
    }
  }
  const live = await liveSessionIds(ctx.database.db, [...open], lifetimes);
  const ended = [...new Set([...deleted, ...[...open].filter((id) => !live.has(id))])];
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
