import { TokenBucket } from './rate-limiter';

/**
 * What one socket may ask of the server. A page load subscribes to about 15 channels at once and
 * a busy screen sends a few typing or editing signals a second, so these leave an honest tab far
 * below the limits while one client sending frames at full speed is cut off within a frame or two.
 */
export const SOCKET_LIMITS = {
  /** Client events of every kind, per second, and the burst a page load may spend at once. */
  eventsPerSecond: 20,
  eventsBurst: 40,
  /** Handlers of one socket running at the same time; more are refused, not queued. */
  inFlight: 16,
  /**
   * Replayed events (channel:subscribe with `since`) per second, and the burst: two full replays
   * at once, then one every two seconds. A tab back from a short absence replays a handful of events
   * per channel; one away longer than a full replay reloads from the API instead.
   */
  replayRowsPerSecond: 250,
  replayRowsBurst: 1000,
  /** How long a socket over its event rate is not read from. */
  readPauseMs: 1000,
} as const;

/** The part of an engine.io connection that says which transport carries it, and the ws socket under a WebSocket one. */
interface TransportHolder {
  transport?: { name?: string; socket?: { pause?(): void; resume?(): void } };
}

/**
 * Stops reading from a WebSocket for a while. Refusing each frame of a flood still costs a parse
 * and an answer per frame (one client managed 150,000 a second); not reading makes the kernel's
 * buffers fill and the sender wait, so a flood costs the server only what it chooses to read.
 * Long-polling carries one request at a time and is left alone.
 */
export function pauseReading(connection: unknown, ms: number) {
  const transport = (connection as TransportHolder).transport;
  const ws = transport?.name === 'websocket' ? transport.socket : undefined;
  if (!ws?.pause || !ws.resume) return;
  ws.pause();
  setTimeout(() => ws.resume?.(), ms).unref();
}

/**
 * One socket's allowance: a token bucket over all its events, a cap on handlers in flight, and a
 * budget of replayed rows. Replays of one socket run one after another, so a flood of subscribe
 * frames costs at most the budget, never one full replay per frame at the same time.
 */
export class SocketAllowance {
  private readonly events: TokenBucket;
  private readonly replayTokens: RowBudget;
  private running = 0;
  private replayQueue: Promise<unknown> = Promise.resolve();
  private pausedUntil = 0;

  constructor(private readonly now: () => number = Date.now) {
    this.events = new TokenBucket(SOCKET_LIMITS.eventsPerSecond, SOCKET_LIMITS.eventsBurst, now);
    this.replayTokens = new RowBudget(SOCKET_LIMITS.replayRowsPerSecond, SOCKET_LIMITS.replayRowsBurst, now);
  }

  /** One incoming event; false when the socket is over its rate. */
  takeEvent(): boolean {
    return this.events.tryTake();
  }

  /** True when reading should pause now (not already paused): one pause per over-rate spell. */
  startPause(): boolean {
    const t = this.now();
    if (t < this.pausedUntil) return false;
    this.pausedUntil = t + SOCKET_LIMITS.readPauseMs;
    return true;
  }

  /** Starts a handler; false when too many of this socket's handlers are running already. */
  enter(): boolean {
    if (this.running >= SOCKET_LIMITS.inFlight) return false;
    this.running += 1;
    return true;
  }

  leave() {
    this.running -= 1;
  }

  /**
   * Runs `replay` after this socket's earlier replays, with the number of rows it may return
   * (0: the budget is spent); the rows it answers it read are charged.
   */
  replay<T extends { rows: number }>(replay: (budget: number) => Promise<T>): Promise<T> {
    const run = this.replayQueue.then(async () => {
      const outcome = await replay(this.replayTokens.available());
      this.replayTokens.spend(outcome.rows);
      return outcome;
    });
    this.replayQueue = run.catch(() => undefined);
    return run;
  }
}

/** A token bucket that is spent by amounts known only afterwards (rows a query returned). */
class RowBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  available(): number {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    return Math.max(0, Math.floor(this.tokens));
  }

  spend(rows: number) {
    this.tokens -= rows;
  }
}
