import { ACCOUNT_NAMESPACE } from '@studioportal/shared';
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
