import { sql } from 'drizzle-orm';
import { SOCKET_EVENTS, type ChannelEvent } from '@studioportal/shared';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { emitToRoom } from './room-fanout';
import type { AppServer } from './types';

/** One committed event of a durable channel and whom it is for (undefined: the whole channel). */
export interface DurableEvent {
  event: ChannelEvent;
  audience?: string[];
}

/** A gap larger than this is not filled live: those clients replay by cursor when they resubscribe. */
const GAP_FILL_LIMIT = 1000;

/**
 * Hands each durable channel's events to the sockets of THIS process exactly once and in seq
 * order, whichever process published them.
 *
 * Why not simply broadcast to the room through the adapter: two processes publish seq 5 and seq 6
 * a moment apart, and their cross-process messages can arrive in either order (even one process
 * sends its NOTIFYs over different pool connections). A client that saw 6 before 5 moves its
 * cursor to 6; if its process then dies before 5 arrives, the replay `since 6` never brings 5.
 * So every process keeps the last seq it delivered per channel, holds back an event that arrives
 * early, and fills a gap from the database, where every lower seq is already committed (a seq is
 * taken under the channel's row lock, so 6 cannot commit before 5 has).
 */
export class DurableDelivery {
  private readonly delivered = new Map<string, number>();
  private readonly early = new Map<string, Map<number, DurableEvent>>();
  private readonly queues = new Map<string, Promise<void>>();
  private readonly ready: Promise<void>;

  constructor(
    private readonly db: DbOrTx,
    private readonly io: AppServer,
    private readonly onError: (error: unknown) => void,
  ) {
    // Start at each channel's head: events committed before this process started reach its
    // sockets by replay when they subscribe, never twice.
    this.ready = this.db
      .execute(sql`SELECT channel, last_seq FROM realtime_channel_seq`)
      .then((result) => {
        for (const row of rowsOf<{ channel: string; last_seq: string | number }>(result)) {
          if (!this.delivered.has(row.channel)) this.delivered.set(row.channel, Number(row.last_seq));
        }
      })
      .catch(onError);
  }

  /** An event committed here or announced by another process. Order of calls does not matter. */
  accept(item: DurableEvent): Promise<void> {
    const channel = item.event.channel;
    const next = (this.queues.get(channel) ?? this.ready).then(() => this.handle(item)).catch(this.onError);
    this.queues.set(channel, next);
    void next.then(() => {
      if (this.queues.get(channel) === next) this.queues.delete(channel);
    });
    return next;
  }

  private async handle(item: DurableEvent) {
    const { channel, seq } = item.event;
    if (typeof seq !== 'number') return this.emit(item);
    const last = this.delivered.get(channel) ?? 0;
    if (seq <= last) return;
    if (seq > last + 1) {
      this.holdEarly(item);
      await this.fillGap(channel, last, seq);
    } else {
      this.emit(item);
      this.delivered.set(channel, seq);
    }
    this.drainEarly(channel);
  }

  private holdEarly(item: DurableEvent) {
    let held = this.early.get(item.event.channel);
    if (!held) {
      held = new Map();
      this.early.set(item.event.channel, held);
    }
    held.set(item.event.seq!, item);
  }

  private drainEarly(channel: string) {
    const held = this.early.get(channel);
    if (!held) return;
    for (;;) {
      const next = (this.delivered.get(channel) ?? 0) + 1;
      const item = held.get(next);
      if (!item) break;
      held.delete(next);
      this.emit(item);
      this.delivered.set(channel, next);
    }
    for (const seq of held.keys()) if (seq <= (this.delivered.get(channel) ?? 0)) held.delete(seq);
    if (held.size === 0) this.early.delete(channel);
  }

  /** Delivers (last, upTo) from the database; upTo itself is held and drained by the caller. */
  private async fillGap(channel: string, last: number, upTo: number) {
    const rows = rowsOf<{ seq: string | number; type: string; payload: unknown; audience: string[] | null; created_at: string | Date }>(
      await this.db.execute(sql`
        SELECT seq, type, payload, audience, created_at FROM realtime_events
        WHERE channel = ${channel} AND seq > ${last} AND seq < ${upTo}
        ORDER BY seq ASC LIMIT ${GAP_FILL_LIMIT}`),
    );
    for (const row of rows) {
      const seq = Number(row.seq);
      if (seq <= (this.delivered.get(channel) ?? 0)) continue;
      this.emit({
        event: {
          channel,
          seq,
          type: row.type,
          payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
          at: new Date(row.created_at).toISOString(),
        },
        audience: row.audience ?? undefined,
      });
      this.delivered.set(channel, seq);
    }
    // Pruned or too many: skip ahead; a client that missed them replays by cursor or resyncs.
    if ((this.delivered.get(channel) ?? 0) < upTo - 1) this.delivered.set(channel, upTo - 1);
  }

  /**
   * Server-side observers of a channel on THIS process: they see its events in seq order, once,
   * like a socket does (the quiz's listener streams, which are not sockets, follow the game so).
   */
  private readonly observers = new Map<string, ((event: ChannelEvent) => void)[]>();

  observe(channel: string, observer: (event: ChannelEvent) => void) {
    this.observers.set(channel, [...(this.observers.get(channel) ?? []), observer]);
  }

  private emit({ event, audience }: DurableEvent) {
    if (!audience) for (const observer of this.observers.get(event.channel) ?? []) observer(event);
    if (audience) this.io.local.to(audience.map((id) => `user:${id}`)).emit(SOCKET_EVENTS.event, event);
    else emitToRoom(this.io, event.channel, event);
  }
}
