import { resolveAuthSecret } from '../../auth/secret';
import type { ServerContext } from '../../context';

/** The server's secret (AUTH_SECRET or the one kept in the data dir); ListenerIdentity derives its own key from it. */
export function resolveListenerSecret(ctx: Pick<ServerContext, 'database' | 'config'>): Promise<string> {
  return resolveAuthSecret(ctx.database, ctx.config.authSecret);
}
