import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { PODCAST_PATHS } from '@studioportal/shared';
import { registerAccessControl, type Viewer } from './auth/access';
import { createAuth } from './auth/auth';
import { authHeaders } from './auth/headers';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import type { ServerContext } from './context';
import type { Database } from './db/client';
import { FEATURES } from './features';
import { ProfilesService } from './features/profiles/profiles.service';
import { registerErrorHandling } from './http/errors';
import { registerWebApp } from './http/web-app';
import { openClusterLink } from './realtime/cluster';
import { createGateway } from './realtime/gateway';
import { JobQueue, registerJobQueueLifecycle } from './jobs/job-queue';
import { createStorage } from './storage/create-storage';
import { registerStorageRoutes } from './storage/storage.routes';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Serve apps/web/dist (off in API-only tests). */
  serveWebApp?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: ServerContext;
}

/** Builds the whole server without listening, so tests can run it on any port. */
/** How long shutdown waits for requests in flight before it closes their connections. */
const SHUTDOWN_DRAIN_MS = 3000;

export async function buildApp({ config, database, serveWebApp = true }: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Start-up work (migrated database, schedulers, socket close on shutdown) can exceed Fastify's
    // 10 s default on a busy small machine; a slow start is not a failed start.
    pluginTimeout: 60_000,
  });

  const secret = await resolveAuthSecret(database, config.authSecret);
  const baseURL = config.publicUrl ?? `http://localhost:${config.port}`;
  const profiles = new ProfilesService(database);
  const auth = createAuth({
    db: database.db,
    secret,
    baseURL,
    secureCookies: baseURL.startsWith('https://'),
    hooks: {
      onUserCreated: async (user) => {
        await profiles.createForNewUser(user);
      },
      mayCreateSession: async (userId) => (await profiles.get(userId))?.is_active ?? true,
    },
  });

  const identify = async (headers: Headers) => {
    const found = await auth.api.getSession({ headers }).catch(() => null);
    return found ? { userId: found.user.id, sessionId: found.session.id } : null;
  };
  const cluster = await openClusterLink({ database, redisUrl: config.redisUrl, warn: (msg) => app.log.warn(msg) });
  const realtime = createGateway({
    cluster,
    httpServer: app.server,
    database,
    log: app.log,
    identify,
    loadProfile: (id) => profiles.get(id),
  });
  profiles.onChange((profile) => realtime.profileChanged(profile));

  const storage = createStorage(config.storage, config.dataDir);
  await storage.check();
  app.addHook('onClose', () => storage.close());
  const jobs = new JobQueue(database, app.log, { leaseMs: config.jobLeaseMs });
  const ctx: ServerContext = { config, database, auth, realtime, storage, profiles, jobs };

  await app.register(cookie);
  const cspDirectives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
  await app.register(helmet, {
    contentSecurityPolicy: { directives: cspDirectives },
    hsts: baseURL.startsWith('https://') ? { maxAge: 15_552_000 } : false,
    crossOriginEmbedderPolicy: false,
  });
  registerErrorHandling(app);
  registerAccessControl(app, async (request): Promise<Viewer | null> => {
    const identity = await identify(authHeaders(request));
    if (!identity) return null;
    const profile = await profiles.get(identity.userId);
    return profile ? { ...identity, profile } : null;
  });

  // better-auth is used only from the server (auth.api.*): none of its own HTTP endpoints is
  // mounted, so nothing under /api/auth/* bypasses our validation, approval gate and socket closing.

  for (const feature of FEATURES) await feature.register(app, ctx);
  registerStorageRoutes(app, ctx);
  registerJobQueueLifecycle(app, jobs);
  if (serveWebApp) {
    await registerWebApp(app, config.webDist, {
      // The podcast embed is the one page any site may put in an iframe (issue 9); all else stays same-origin.
      frameable: {
        paths: [PODCAST_PATHS.embed],
        helmet: { contentSecurityPolicy: { directives: { ...cspDirectives, frameAncestors: ['*'] } }, frameguard: false },
      },
    });
  }

  // Close sockets before the HTTP server so open WebSockets do not hold shutdown. Requests in
  // flight get a grace period to finish; after it, connections a client keeps open (keep-alive
  // that Node does not count as idle) are cut, so shutdown always reaches the database close.
  app.addHook('preClose', async () => {
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_DRAIN_MS).unref();
    await realtime.close();
  });

  return { app, ctx };
}
