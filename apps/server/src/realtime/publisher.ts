import { sql } from 'drizzle-orm';
import {
  CHANNELS,
  type ChannelEvent,
  type ChannelKey,
  ERROR_MESSAGES,
  type EventPayloadIn,
  type EventTypeOf,
  parseChannelEvent,
  REPLAY_LIMIT,
  SOCKET_EVENTS,
} from '@studioportal/shared';
import type { Database, DbOrTx, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { ApiError } from '../http/errors';
import type { DurableDelivery } from './durable-delivery';
import type { RateLimitStore } from './rate-limit-store';
import type { AppServer } from './types';

/** Tells the other processes about a committed durable event (nothing to do in one process). */
export type AnnounceDurable = (event: ChannelEvent, audience?: string[]) => void;

export interface PublishOptions {
  /** Deliver only to these users (private messages); everyone on the channel otherwise. */
  audience?: string[];
}

export interface EphemeralOptions extends PublishOptions {
  /** Only this process's sockets (news about this process, such as its health). */
  local?: boolean;
}

/** Publishes one event of the shared contract (channel-events.ts): only a registered type of the channel, with its payload. */
export type Publish = <C extends ChannelKey, T extends EventTypeOf<C>>(channel: C, type: T, payload: EventPayloadIn<C, T>, options?: PublishOptions) => Promise<ChannelEvent>;

interface PendingEvent {
  event: ChannelEvent;
  audience?: string[];
}

/**
 * The one way to publish a realtime event. Durable channels get a per-channel sequence number
 * stored with the event in the same transaction as the change it describes, so what clients see
 * is exactly what was committed and a reconnecting client can replay by cursor. Delivery happens
 * after commit, in seq order, on every process (see DurableDelivery).
 */
export class Publisher {
  constructor(
    private readonly database: Database,
    private readonly io: AppServer,
    /** Each channel's cap from the registry (spec section 9), shared by every process when clustered. */
    private readonly rateLimits: RateLimitStore,
    private readonly durable: DurableDelivery,
    private readonly announce: AnnounceDurable = () => {},
    /** Check every payload against its schema before it goes out (tests): a contract breach fails loudly. */
    private readonly checkPayloads = false,
  ) {}

  private check(channel: ChannelKey, type: string, payload: unknown) {
    if (!this.checkPayloads) return;
    const parsed = parseChannelEvent(channel, { type, payload });
    if (!parsed.ok) throw new Error(`realtime contract: ${CHANNELS[channel].name} ${type} ${parsed.reason}${parsed.issue ? ` (${parsed.issue})` : ''}`);
  }

  /**
   * Runs `fn` in a transaction; events it publishes are delivered once the transaction commits.
   * A write over its channel's events-per-second is refused (429) and rolled back, so nothing is
   * stored that the channel could not carry. One write counts once per channel, however many
   * events it publishes there (a bulk change is one change). Channels the caller took from the
   * budget beforehand with `admit` are passed as `admitted` and not counted again.
   */
  async transaction<T>(fn: (tx: Tx, publish: Publish) => Promise<T>, options: { admitted?: readonly ChannelKey[] } = {}): Promise<T> {
    const pending: PendingEvent[] = [];
    const admitted = new Set<ChannelKey>(options.admitted);
    const result = await this.database.db.transaction(async (tx) => {
      const publish: Publish = async (channel, type, payload, options) => {
        this.check(channel, type, payload);
        if (!admitted.has(channel)) {
          if (!(await this.takeBudget(channel))) throw new ApiError(429, 'channel_busy', ERROR_MESSAGES.channel_busy);
          admitted.add(channel);
        }
        const event = await recordEvent(tx, channel, type, payload, options?.audience);
        pending.push({ event, audience: options?.audience });
        return event;
      };
      return fn(tx, publish);
    });
    for (const p of pending) {
      void this.durable.accept(p);
      this.announce(p.event, p.audience);
    }
    return result;
  }

  /**
   * Takes one write from the channel's budget before any work is done, for features that refuse
   * with their own message (or must refuse even when the write turns out to change nothing).
   */
  async admit(channel: ChannelKey, refusal: () => ApiError = () => new ApiError(429, 'channel_busy', ERROR_MESSAGES.channel_busy)): Promise<void> {
    if (!(await this.takeBudget(channel))) throw refusal();
  }

  private takeBudget(channel: ChannelKey): Promise<boolean> {
    const { name, eventsPerSecond } = CHANNELS[channel];
    return this.rateLimits.take(`channel:${name}`, { perSecond: eventsPerSecond, burst: eventsPerSecond });
  }

  /** Ephemeral events (typing, presence): not stored, not replayed; the adapter's room broadcast reaches every process. */
  emitEphemeral<C extends ChannelKey, T extends EventTypeOf<C>>(channel: C, type: T, payload: EventPayloadIn<C, T>, options?: EphemeralOptions) {
    this.check(channel, type, payload);
    const event: ChannelEvent = { channel: CHANNELS[channel].name, type, payload, at: new Date().toISOString() };
    const io = options?.local ? this.io.local : this.io;
    const target = options?.audience ? io.to(options.audience.map((id) => `user:${id}`)) : io.to(event.channel);
    target.emit(SOCKET_EVENTS.event, event);
  }
}

async function recordEvent(tx: DbOrTx, channel: ChannelKey, type: string, payload: unknown, audience?: string[]): Promise<ChannelEvent> {
  const def = CHANNELS[channel];
  if (!def.durable) throw new Error(`channel ${def.name} is not durable; use emitEphemeral`);
  const result = await tx.execute(sql`
    WITH next AS (
      INSERT INTO realtime_channel_seq (channel, last_seq) VALUES (${def.name}, 1)
      ON CONFLICT (channel) DO UPDATE SET last_seq = realtime_channel_seq.last_seq + 1
      RETURNING last_seq
    )
    INSERT INTO realtime_events (channel, seq, type, payload, audience)
    SELECT ${def.name}, last_seq, ${type}, ${JSON.stringify(payload)}::jsonb, ${audience ? sql`${toPgArray(audience)}::text[]` : sql`NULL`}
    FROM next
    RETURNING seq, created_at`);
  const row = rowsOf<{ seq: string | number; created_at: string | Date }>(result)[0];
  if (!row) throw new Error('event insert returned nothing');
  return { channel: def.name, seq: Number(row.seq), type, payload, at: new Date(row.created_at).toISOString() };
}

function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

export interface ReplayResult {
  seq: number;
  missed: ChannelEvent[];
  truncated: boolean;
}

/** More events were missed than the socket's replay budget allows right now (answered as rate_limited). */
export class ReplayBudgetExceeded extends Error {
  constructor() {
    super('replay budget exceeded');
  }
}

/** Rows read per query of a replay; the event loop serves others between pages. */
const REPLAY_PAGE = 50;

/**
 * Events after `since` that this user may see, oldest first, plus the channel's current sequence,
 * and how many rows were read. A gap wider than REPLAY_LIMIT is answered `truncated` with no
 * events (the client reloads from the API); a gap wider than `budget` throws ReplayBudgetExceeded
 * before anything is read, so an answer is never cut short and a refusal costs one lookup.
 */
export async function replayChannel(
  db: DbOrTx,
  channelName: string,
  since: number | undefined,
  userId: string,
  budget: number = REPLAY_LIMIT,
): Promise<{ replay: ReplayResult; rows: number }> {
  const head = rowsOf<{ last_seq: string | number }>(
    await db.execute(sql`SELECT last_seq FROM realtime_channel_seq WHERE channel = ${channelName}`),
  );
  const seq = Number(head[0]?.last_seq ?? 0);
  if (since === undefined || since >= seq) return { replay: { seq, missed: [], truncated: false }, rows: 0 };
  // More missed than one replay carries: the client reloads from the API anyway (truncated), so
  // reading and sending the first REPLAY_LIMIT events would be work for nothing.
  if (seq - since > REPLAY_LIMIT) return { replay: { seq, missed: [], truncated: true }, rows: 0 };
  // The gap bounds the rows (fewer when some were for others only).
  if (seq - since > budget) throw new ReplayBudgetExceeded();
  const missed: ChannelEvent[] = [];
  let rows = 0;
  for (let after = since; ; ) {
    const page = rowsOf<{ seq: string | number; type: string; payload: unknown; created_at: string | Date }>(
      await db.execute(sql`
        SELECT seq, type, payload, created_at FROM realtime_events
        WHERE channel = ${channelName} AND seq > ${after} AND seq <= ${seq}
          AND (audience IS NULL OR ${userId} = ANY(audience))
        ORDER BY seq ASC LIMIT ${REPLAY_PAGE}`),
    );
    rows += page.length;
    for (const r of page) {
      missed.push({
        channel: channelName,
        seq: Number(r.seq),
        type: r.type,
        payload: typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload,
        at: new Date(r.created_at).toISOString(),
      });
    }
    if (page.length < REPLAY_PAGE) break;
    after = Number(page[page.length - 1]!.seq);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { replay: { seq, missed, truncated: false }, rows };
}
