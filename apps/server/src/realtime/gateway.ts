import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import {
  ACCOUNT_NAMESPACE,
  can,
  type ChannelKey,
  CHANNELS,
  type ChannelEvent,
  findChannel,
  type Profile,
  SOCKET_EVENTS,
} from '@studioportal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import type { ClusterLink } from './cluster';
import { DurableDelivery, type DurableEvent } from './durable-delivery';
import { SocketHandlerRegistry } from './handlers';
import { Presence } from './presence';
import { Publisher, ReplayBudgetExceeded, replayChannel, type ReplayResult } from './publisher';
import { SharedRateLimiter, type RateLimitRule } from './rate-limit-store';
import { SocketIndex } from './socket-index';
import { FairWebSocketServer } from './ws-engine';
import type { AppServer, AppSocket, InterServerEvents, SocketIdentity } from './types';

export interface GatewayDeps {
  httpServer: HttpServer;
  database: Database;
  log: FastifyBaseLogger;
  /** Resolves the session from the handshake's cookie header. */
  identify(headers: Headers): Promise<SocketIdentity | null>;
  loadProfile(userId: string): Promise<Profile | null>;
  /** The other processes (adapter, shared rate limits); `single` for one process. */
  cluster: ClusterLink;
  /** True when the handshake comes from another site's page (the same Origin rule as HTTP writes). */
  isForeignOrigin(request: IncomingMessage): boolean;
  /** Check every published payload against the realtime contract (tests). */
  checkPayloads?: boolean;
}

/** Messages between processes (serverSideEmit); never seen by clients. */
const CLUSTER_EVENTS = {
  durable: 'cluster:durable-event',
  profile: 'cluster:profile-changed',
  sessionEnded: 'cluster:session-ended',
  sessionRebound: 'cluster:session-rebound',
} as const satisfies Record<string, keyof InterServerEvents>;

export type Gateway = ReturnType<typeof createGateway>;

function headersOf(socket: { request: { headers: Record<string, string | string[] | undefined> } }): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(socket.request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return headers;
}

/** Why a handshake was refused; the client reads `err.message`. */
function refusal(code: 'unauthorized' | 'not_approved') {
  const err = new Error(code) as Error & { data?: unknown };
  err.data = { code, status: code === 'unauthorized' ? 401 : 403 };
  return err;
}

export function createGateway(deps: GatewayDeps) {
  /** Set by close(): the HTTP server still answers until Fastify closes it, but takes no new socket. */
  let closed: Promise<void> | null = null;
  const io: AppServer = new Server(deps.httpServer, {
    path: '/socket.io',
    serveClient: false,
    pingInterval: 8000,
    pingTimeout: 10000,
    maxHttpBufferSize: 256 * 1024,
    wsEngine: FairWebSocketServer,
    cors: { origin: false },
    // CORS does not cover WebSocket: without this, any site could open a socket that carries the
    // visitor's cookie (cross-site WebSocket hijacking). Refused before the session is read (403 on
    // polling; engine.io answers a refused WebSocket upgrade with 400).
    allowRequest: (request, callback) => {
      // A client whose socket close() just cut reconnects at once; taken in now, its WebSocket
      // would outlive the HTTP server (an upgraded connection is not the server's to close).
      if (closed) return callback('shutting_down', false);
      const foreign = deps.isForeignOrigin(request);
      callback(foreign ? 'forbidden_origin' : null, !foreign);
    },
    adapter: deps.cluster.adapter,
  });
  const clustered = deps.cluster.kind !== 'single';
  const durable = new DurableDelivery(deps.database.db, io, (err) => deps.log.error({ err }, 'realtime delivery failed'));
  // Durable events cross processes as serverSideEmit, not as a room broadcast: each process then
  // puts them in seq order for its own sockets (see DurableDelivery for why that matters).
  io.on(CLUSTER_EVENTS.durable, (item: DurableEvent) => void durable.accept(item));
  const announce = clustered
    ? (event: DurableEvent['event'], audience?: string[]) => io.serverSideEmit(CLUSTER_EVENTS.durable, { event, audience })
    : undefined;
  const publisher = new Publisher(deps.database, io, deps.cluster.rateLimits, durable, announce, deps.checkPayloads);
  const handlers = new SocketHandlerRegistry();
  const presence = new Presence(io, publisher, clustered);
  const sockets = new SocketIndex();
  /** Features that greet a new subscriber with the channel's current state (presence, health). */
  const subscribeListeners = new Map<string, ((socket: AppSocket) => void)[]>();
  const onSubscribed = (channel: ChannelKey, listener: (socket: AppSocket) => void) => {
    const name = CHANNELS[channel].name;
    subscribeListeners.set(name, [...(subscribeListeners.get(name) ?? []), listener]);
  };
  onSubscribed('presence', (socket) => void presence.sendTo(socket.id));
  /** Indexes a newly connected socket; false (and closed) when its session ended during the handshake. */
  const track = (socket: AppSocket, requireApproved: boolean) => {
    sockets.add(socket);
    socket.on('disconnect', () => sockets.remove(socket));
    if (sockets.isAllowed(socket, requireApproved)) return true;
    socket.disconnect(true);
    return false;
  };

  const authenticate = async (socket: AppSocket, requireApproved: boolean) => {
    const identity = await deps.identify(headersOf(socket));
    if (!identity) throw refusal('unauthorized');
    const profile = await deps.loadProfile(identity.userId);
    if (!profile || !profile.is_active) throw refusal('unauthorized');
    if (requireApproved && profile.approval_status !== 'approved') throw refusal('not_approved');
    socket.data.userId = identity.userId;
    socket.data.sessionId = identity.sessionId;
    socket.data.profile = profile;
  };

  // Main namespace: staff channels, approved users only.
  io.use((socket, next) => {
    authenticate(socket, true).then(() => next(), (err: Error) => next(err));
  });
  // Account namespace: the user's own profile stream, open to pending and rejected users too,
  // so the pending-approval screen can let them in the moment an administrator approves.
  const account = io.of(ACCOUNT_NAMESPACE);
  account.use((socket, next) => {
    authenticate(socket, false).then(() => next(), (err: Error) => next(err));
  });
  account.on('connection', (socket) => {
    track(socket, false);
  });

  handlers.register({
    event: SOCKET_EVENTS.subscribe,
    permission: 'useStaffScreens',
    handle: async ({ socket, userId, allowance }, { channel, since }) => {
      const def = findChannel(channel);
      if (!def) throw new ApiError(404, 'not_found', 'Ukjent kanal.');
      if (!can(socket.data.profile.app_role, def.subscribe)) throw new ApiError(403, 'forbidden');
      const members = io.sockets.adapter.rooms.get(def.name)?.size ?? 0;
      if (!socket.rooms.has(def.name) && members >= def.subscriberCap) {
        throw new ApiError(429, 'channel_full', 'Kanalen er full. Prøv igjen senere.');
      }
      await socket.join(def.name);
      for (const listener of subscribeListeners.get(def.name) ?? []) listener(socket);
      if (!def.durable) return { channel: def.name, seq: 0, missed: [], truncated: false };
      const { replay } = await allowance.replay(async (budget): Promise<{ replay: ReplayResult | null; rows: number }> => {
        try {
          return await replayChannel(deps.database.db, def.name, since, userId, budget);
        } catch (error) {
          if (!(error instanceof ReplayBudgetExceeded)) throw error;
          return { replay: null, rows: 0 };
        }
      });
      if (!replay) throw new ApiError(429, 'rate_limited');
      return { channel: def.name, ...replay };
    },
  });
  handlers.register({
    event: SOCKET_EVENTS.unsubscribe,
    permission: 'useStaffScreens',
    handle: async ({ socket }, { channel }) => {
      // Only registry channels: the room that ties a socket to its user is not the client's to leave.
      const def = findChannel(channel);
      if (!def) throw new ApiError(404, 'not_found', 'Ukjent kanal.');
      await socket.leave(def.name);
    },
  });
  presence.register(handlers);

  /** What a profile change means for the sockets of THIS process (others are told to do the same). */
  const applyProfileLocally = (profile: Profile) => {
    const stillStaff = profile.approval_status === 'approved' && profile.is_active;
    for (const socket of sockets.ofUser(profile.id)) {
      // Found by identity, so a socket that left its rooms is reached too. Every later event of the
      // socket is checked against this profile: a demotion takes effect at once.
      socket.data.profile = profile;
      if (socket.nsp.name === ACCOUNT_NAMESPACE) {
        socket.emit(SOCKET_EVENTS.profileUpdated, profile);
        if (!profile.is_active) socket.disconnect(true);
      } else if (!stillStaff) {
        socket.disconnect(true);
      }
    }
  };
  io.on(CLUSTER_EVENTS.profile, (profile: Profile) => {
    applyProfileLocally(profile);
    presence.scheduleSync();
  });

  /** A session ended: its sockets on THIS process hear why, then close. */
  const endSessionLocally = (sessionId: string) => {
    sockets.markEnded(sessionId);
    for (const socket of sockets.ofSession(sessionId)) {
      if (socket.nsp.name === ACCOUNT_NAMESPACE) socket.emit(SOCKET_EVENTS.sessionEnded, {});
      socket.disconnect(true);
    }
  };
  io.on(CLUSTER_EVENTS.sessionEnded, (sessionId: string) => endSessionLocally(sessionId));
  io.on(CLUSTER_EVENTS.sessionRebound, ({ from, to }: { from: string; to: string }) => sockets.rebind(from, to));

  io.on('connection', (socket) => {
    if (!track(socket, true)) return;
    // The user's room carries events meant for one person (private chat); clients cannot leave it.
    void socket.join(`user:${socket.data.userId}`);
    handlers.attach(socket, {
      onError: (err, event) => deps.log.error({ err, event }, 'socket handler failed'),
      isAllowed: (s) => sockets.isAllowed(s, true),
      onRefused: (s) => s.disconnect(true),
    });
    socket.on('disconnect', () => {
      if (socket.data.presenceSince) presence.scheduleSync();
    });
  });

  return {
    io,
    /** How this process is linked to others ('single' on its own). */
    clusterKind: deps.cluster.kind,
    publisher,
    handlers,
    presence,
    /** Rate limits in the store every process shares (memory when there is one process). */
    rateLimits: deps.cluster.rateLimits,
    /** A named per-key limit (user id, IP, e-mail) in the shared store. */
    limiter(name: string, rule: RateLimitRule) {
      return new SharedRateLimiter(deps.cluster.rateLimits, name, rule);
    },
    /** A user's profile changed: tell their screens, refresh what sockets know, drop lost access. */
    profileChanged(profile: Profile) {
      applyProfileLocally(profile);
      if (clustered) io.serverSideEmit(CLUSTER_EVENTS.profile, profile);
      presence.scheduleSync();
    },
    /** A session ended (sign-out, revoke, lapse): its sockets close at once, on every process. */
    sessionEnded(sessionId: string) {
      endSessionLocally(sessionId);
      if (clustered) io.serverSideEmit(CLUSTER_EVENTS.sessionEnded, sessionId);
    },
    /** better-auth replaced a session (two-factor switched on or off): its sockets now belong to the new one. */
    sessionRebound(fromSessionId: string, toSessionId: string) {
      if (fromSessionId === toSessionId) return;
      sockets.rebind(fromSessionId, toSessionId);
      if (clustered) io.serverSideEmit(CLUSTER_EVENTS.sessionRebound, { from: fromSessionId, to: toSessionId });
    },
    onSubscribed,
    /** Every committed event of a durable channel, on this process, in seq order (server-side followers). */
    onChannelEvent<C extends ChannelKey>(channel: C, observer: (event: ChannelEvent) => void) {
      durable.observe(CHANNELS[channel].name, observer);
    },
    /** Sessions with an open socket on this process (the session sweep checks they still live). */
    openSessionIds(): string[] {
      return sockets.sessionIds();
    },
    /**
     * Closes every socket but leaves the HTTP server to Fastify: io.close() would also close the
     * HTTP server and wait for every kept-alive connection to time out (72 s), stalling shutdown.
     * A second call waits for the first.
     */
    close() {
      closed ??= (async () => {
        presence.stop();
        io.disconnectSockets(true);
        account.disconnectSockets(true);
        io.engine.close();
        // Tell the other processes we are gone (the adapter's close message) before the link closes.
        for (const nsp of [io.of('/'), account]) await Promise.resolve(nsp.adapter.close());
        await deps.cluster.close();
      })();
      return closed;
    },
  };
}
