import { io, type Socket } from 'socket.io-client';
import { CONNECTION_TIMEOUT_MS, SOCKET_EVENTS, type ChannelEvent, type SubscribeAck } from '@studioportal/shared';
import { reconnectDelay } from '../../apps/web/src/lib/realtime/backoff';
import { nowMs } from './clock';
import type { FromStormWorker, StormClientStat, StormStart, ToStormWorker } from './storm-protocol';
import { connectInBatches } from './connect-in-batches';

/**
 * One process of reconnect-storm clients. Each client behaves like the web app's realtime layer:
 * the connection manager of apps/web/src/lib/realtime/client.ts (Socket.IO's own reconnection off,
 * fixed back-off steps with jitter from the web app's backoff.ts, retry after any drop, stop on a
 * refusal) and the channel follower of channels.ts (resubscribe with `since` = last seq, hold live
 * events while the subscribe is pending, replay the ack's missed events in order, drop seen seqs).
 */
const send = (message: FromStormWorker) => process.send?.(message);

const REFUSALS = new Set(['unauthorized', 'not_approved']);
const SUBSCRIBE_TIMEOUT_MS = 5000;
const SUBSCRIBE_RETRIES = 3;

let marked = false;
let target: number | null = null;
const attemptTimes: number[] = [];
const errorCounts: Record<string, number> = {};
const clients: StormClient[] = [];

class StormClient {
  readonly socket: Socket;
  private wanted = true;
  private backoff = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private lastSeq: number | undefined;
  private readonly seen = new Set<number>();
  /** Live events held while a subscribe is pending; null when none is. */
  private held: ChannelEvent[] | null = null;
  private subscribeAttempt = 0;
  private subscribeRetries = 0;
  subscribed = false;
  private baseSeq = 0;
  private lastAttemptAt: number | null = null;
  readonly stat: StormClientStat = {
    disconnectedAt: null,
    reconnectedAt: null,
    resyncedAt: null,
    attempts: 0,
    minAttemptGapMs: null,
    flapsAfterReconnect: 0,
    replayed: 0,
    live: 0,
    duplicates: 0,
    missing: 0,
    refused: null,
    truncated: 0,
  };

  constructor(
    url: string,
    cookie: string,
    private readonly channel: string,
    transports: string[] | undefined,
    private readonly onFirstSubscribe: (error?: Error) => void,
  ) {
    this.socket = io(url, {
      path: '/socket.io',
      autoConnect: false,
      reconnection: false,
      forceNew: true,
      timeout: CONNECTION_TIMEOUT_MS,
      extraHeaders: { cookie },
      ...(transports ? { transports } : {}),
    });
    this.socket.on('connect', () => {
      this.backoff = 0;
      if (marked && this.stat.disconnectedAt !== null && this.stat.reconnectedAt === null) this.stat.reconnectedAt = nowMs();
      this.subscribe();
    });
    this.socket.on('disconnect', (reason) => {
      this.subscribed = false;
      this.subscribeAttempt += 1;
      this.held = null;
      if (marked) {
        if (this.stat.disconnectedAt === null) this.stat.disconnectedAt = nowMs();
        else if (this.stat.reconnectedAt !== null) this.stat.flapsAfterReconnect += 1;
      }
      if (!this.wanted || reason === 'io client disconnect') return;
      this.scheduleRetry();
    });
    this.socket.on('connect_error', (error: Error) => {
      if (!this.wanted) return;
      if (marked) errorCounts[error.message] = (errorCounts[error.message] ?? 0) + 1;
      if (REFUSALS.has(error.message)) {
        this.wanted = false;
        this.stat.refused = error.message;
        this.onFirstSubscribe(error);
        return;
      }
      this.scheduleRetry();
    });
    this.socket.on(SOCKET_EVENTS.event, (event: ChannelEvent) => {
      if (event.channel !== this.channel) return;
      if (this.held) this.held.push(event);
      else this.deliver(event, false);
    });
  }

  start() {
    this.attempt();
  }

  close() {
    this.wanted = false;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.socket.close();
  }

  /** The moment the storm begins: what this client has seen so far is its cursor. */
  mark() {
    this.baseSeq = this.lastSeq ?? 0;
  }

  private attempt() {
    if (marked) {
      const at = nowMs();
      attemptTimes.push(at);
      this.stat.attempts += 1;
      if (this.lastAttemptAt !== null) {
        const gap = at - this.lastAttemptAt;
        this.stat.minAttemptGapMs = this.stat.minAttemptGapMs === null ? gap : Math.min(this.stat.minAttemptGapMs, gap);
      }
      this.lastAttemptAt = at;
    }
    this.socket.connect();
  }

  private scheduleRetry() {
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    const delay = reconnectDelay(this.backoff);
    this.backoff += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.wanted && !this.socket.connected) this.attempt();
    }, delay);
  }

  private subscribe() {
    if (!this.socket.connected) return;
    const attempt = ++this.subscribeAttempt;
    this.held = [];
    const request = this.lastSeq === undefined ? { channel: this.channel } : { channel: this.channel, since: this.lastSeq };
    this.socket.timeout(SUBSCRIBE_TIMEOUT_MS).emit(SOCKET_EVENTS.subscribe, request, (error: Error | null, ack: SubscribeAck) => {
      if (attempt !== this.subscribeAttempt) return;
      if (error || !ack || !ack.ok) {
        this.held = null;
        if (this.subscribeRetries < SUBSCRIBE_RETRIES) {
          this.subscribeRetries += 1;
          setTimeout(() => this.subscribe(), 1000 * this.subscribeRetries);
        } else this.onFirstSubscribe(new Error(error?.message ?? (ack && !ack.ok ? ack.error.message : 'subscribe failed')));
        return;
      }
      this.subscribeRetries = 0;
      const replay = [...ack.missed.map((event) => ({ event, replayed: true })), ...(this.held ?? []).map((event) => ({ event, replayed: false }))].sort(
        (a, b) => (a.event.seq ?? Infinity) - (b.event.seq ?? Infinity),
      );
      this.held = null;
      for (const { event, replayed } of replay) this.deliver(event, replayed);
      if (ack.truncated) this.stat.truncated += 1;
      if (this.lastSeq === undefined || ack.truncated) this.lastSeq = Math.max(this.lastSeq ?? 0, ack.seq);
      this.subscribed = true;
      this.onFirstSubscribe();
      this.checkResync();
    });
  }

  private deliver(event: ChannelEvent, replayed: boolean) {
    if (typeof event.seq === 'number') {
      if (this.seen.has(event.seq)) {
        if (marked) this.stat.duplicates += 1;
        return;
      }
      this.seen.add(event.seq);
      this.lastSeq = Math.max(this.lastSeq ?? 0, event.seq);
    }
    if (marked) {
      if (replayed) this.stat.replayed += 1;
      else this.stat.live += 1;
    }
    this.checkResync();
  }

  checkResync() {
    if (!marked || target === null || this.stat.resyncedAt !== null || this.stat.reconnectedAt === null) return;
    if (this.subscribed && (this.lastSeq ?? 0) >= target) this.stat.resyncedAt = nowMs();
  }

  report(): StormClientStat {
    let missing = 0;
    if (target !== null) for (let seq = this.baseSeq + 1; seq <= target; seq++) if (!this.seen.has(seq)) missing++;
    return { ...this.stat, missing };
  }
}

async function start(config: StormStart) {
  const outcome = await connectInBatches(
    config.clients,
    config.cookies,
    config.offset,
    (cookie) =>
      new Promise<void>((resolve, reject) => {
        let settled = false;
        const client = new StormClient(config.url, cookie, config.channel, config.transports, (error) => {
          if (settled) return;
          settled = true;
          if (error) reject(error);
          else resolve();
        });
        clients.push(client);
        client.start();
      }),
  );
  send({ type: 'ready', ...outcome });
}

process.on('message', (message: ToStormWorker) => {
  switch (message.type) {
    case 'start':
      void start(message);
      break;
    case 'mark':
      for (const c of clients) c.mark();
      marked = true;
      break;
    case 'target':
      target = message.seq;
      for (const c of clients) c.checkResync();
      break;
    case 'progress':
      send({
        type: 'progress',
        reconnected: clients.filter((c) => c.stat.reconnectedAt !== null).length,
        resynced: clients.filter((c) => c.stat.resyncedAt !== null).length,
        connectedNow: clients.filter((c) => c.socket.connected).length,
      });
      break;
    case 'report':
      send({ type: 'report', clients: clients.map((c) => c.report()), attemptTimes, errorCounts });
      break;
    case 'close':
      for (const c of clients) c.close();
      setTimeout(() => process.exit(0), 100);
      break;
  }
});
