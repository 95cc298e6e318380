import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { PODCAST_PATHS } from '@studioportal/shared';
import { registerAccessControl, type Viewer } from './auth/access';
import { createAuth } from './auth/auth';
import { authHeaders } from './auth/headers';
import { LOG_REDACT_PATHS } from './auth/log-redaction';
import { resolveAuthSecret } from './auth/secret';
import { createSessionResolver, rollingExpiry } from './auth/session-lifetime';
import type { Config } from './config';
import type { ServerContext } from './context';
import type { Database } from './db/client';
import { FEATURES } from './features';
import { ProfilesService } from './features/profiles';
import { stationSettingsOf } from './features/station';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { addressedHost, isForeignOrigin, registerOriginCheck } from './http/origin-check';
import { registerNoStoreForApi } from './http/no-store';
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
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: ServerContext;
}

/** How long shutdown waits for requests in flight before it closes their connections. */
const SHUTDOWN_DRAIN_MS = 3000;

/** Builds the whole server without listening, so tests can run it on any port. */
export async function buildApp({ config, database, serveWebApp = true, logStream }: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: LOG_REDACT_PATHS, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // Start-up work (migrated database, schedulers, socket close on shutdown) can exceed Fastify's
    // 10 s default on a busy small machine; a slow start is not a failed start.
    pluginTimeout: 60_000,
  });

  const secret = await resolveAuthSecret(database, config.authSecret);
  const baseURL = config.publicUrl ?? `http://localhost:${config.port}`;
  const profiles = new ProfilesService(database, { adminEmail: config.adminEmail });
  // Fixed for better-auth; the lifetimes in force are the station settings' (editable on /enterprise).
  const rolling = rollingExpiry(config.fromEnvironment.sessionIdleDays ? config.sessionIdleDays : undefined);
  const auth = createAuth({
    db: database.db,
    secret,
    baseURL,
    secureCookies: baseURL.startsWith('https://'),
    rolling,
    log: app.log,
    hooks: {
      onUserCreated: async (user) => {
        await profiles.createForNewUser(user);
      },
      mayCreateSession: async (userId) => (await profiles.get(userId))?.is_active ?? true,
    },
  });

  // `realtime` and `ctx` are created below; a session is only ever resolved once the server takes
  // requests, after features/station has read the stored settings.
  const resolveSession = createSessionResolver({
    auth,
    db: database.db,
    lifetimes: () => stationSettingsOf(ctx).sessionLifetimes(),
    rolling,
    ended: (id) => realtime.sessionEnded(id),
  });
  const identify = async (headers: Headers) => {
    const found = await resolveSession(headers);
    return found ? { userId: found.userId, sessionId: found.sessionId } : null;
  };
  const cluster = await openClusterLink({ database, redisUrl: config.redisUrl, warn: (msg) => app.log.warn(msg) });
  const realtime = createGateway({
    cluster,
    httpServer: app.server,
    database,
    log: app.log,
    identify,
    loadProfile: (id) => profiles.get(id),
    isForeignOrigin: (request) => isForeignOrigin(request.headers, addressedHost(request, config.trustProxy), config),
    checkPayloads: config.env === 'test',
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
    // Over plain http (a LAN set-up, tests) HSTS would be ignored at best and lock out a later
    // http-only host at worst; it is sent only when the public address is https.
    hsts: baseURL.startsWith('https://') ? { maxAge: 15_552_000 } : false,
    crossOriginEmbedderPolicy: false,
    // Not no-referrer: with it, browsers send `Origin: null` on same-origin no-cors posts, which the
    // origin check below would refuse. Other sites still see only our origin, never a path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  registerErrorHandling(app);
  registerOriginCheck(app, config);
  registerNoStoreForApi(app);
  registerAccessControl(app, async (request, reply): Promise<Viewer | null> => {
    const found = await resolveSession(authHeaders(request));
    if (!found) return null;
    // The moved idle deadline goes back as a fresh cookie Max-Age, or the browser would drop the
    // cookie at the first deadline however active the user is.
    if (reply && found.setCookies.length) reply.header('set-cookie', found.setCookies);
    const profile = await profiles.get(found.userId);
    return profile ? { userId: found.userId, sessionId: found.sessionId, profile } : null;
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
