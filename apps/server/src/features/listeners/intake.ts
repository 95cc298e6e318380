import { LISTENER_EVENTS, LISTENER_LIMITS, maskPhone, type ListenerMessage, type ListenerSource } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { Tx } from '../../db/client';
import type { Publish } from '../../realtime/publisher';
import { liveStatus } from '../on-air';
import * as messages from './messages.repository';

export interface Arrival {
  source: ListenerSource;
  name: string;
  body: string;
  phone?: string | null;
  deviceId?: string | null;
  enteredBy?: string | null;
}

/** What became of something a listener sent. Blocked senders and repeats are answered like everyone else. */
export type IntakeResult = { stored: true; message: ListenerMessage } | { stored: false; why: 'blocked' | 'duplicate' };

/**
 * The one way into the listener queue, whatever the source (web form, SMS, music request, episode
 * comment, a caller typed in by staff, later quiz answers and mind-reader guesses): blocked senders
 * and repeats are dropped, the row records the show running now, and every staff screen hears of
 * it in the same transaction. `attach` writes the source's own row (a request, a comment) first,
 * so the event already carries it.
 */
/** The queue row as staff see it, straight after it was written (phone masked, as in every event). */
function newMessage(
  id: string,
  arrival: Arrival,
  sender: { deviceId: string | null; phone: string | null },
  show: { id: string; title: string } | null,
  now: Date,
): ListenerMessage {
  return {
    id,
    source: arrival.source,
    status: 'ny',
    name: arrival.name,
    body: arrival.body,
    phone: sender.phone ? maskPhone(sender.phone) : null,
    blockable: Boolean(sender.phone ?? sender.deviceId),
    show_id: show?.id ?? null,
    show_title: show?.title ?? null,
    request: null,
    episode_title: null,
    created_at: now.toISOString(),
    status_changed_by: null,
    status_changed_at: null,
    pushed_at: null,
    pushed_by: null,
    read_on_air_at: null,
    read_on_air_by: null,
  };
}

export class ListenerIntake {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  /** `knownShow`: the show running now when the caller has just looked it up (undefined: look it up here). */
  async receive(
    arrival: Arrival,
    now: Date,
    attach?: (tx: Tx, publish: Publish, messageId: string) => Promise<void>,
    knownShow?: { id: string; title: string } | null,
  ): Promise<IntakeResult> {
    const sender = { deviceId: arrival.deviceId ?? null, phone: arrival.phone ?? null };
    const db = this.ctx.database.db;
    if (!arrival.enteredBy) {
      const since = new Date(now.getTime() - LISTENER_LIMITS.duplicateWindowMs);
      const check = await messages.senderCheck(db, sender, arrival.body, since);
      if (check.blocked) return { stored: false, why: 'blocked' };
      if (check.duplicate) return { stored: false, why: 'duplicate' };
    }
    const show = knownShow !== undefined ? knownShow : (await liveStatus(db, now)).show;
    const message = await this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const id = await messages.insertMessage(tx, {
        source: arrival.source,
        senderName: arrival.name,
        body: arrival.body,
        phone: sender.phone,
        deviceId: sender.deviceId,
        showId: show?.id ?? null,
        enteredBy: arrival.enteredBy ?? null,
        createdAt: now,
      });
      // A message on its own is known whole from what was written; a request or a comment is read
      // back with its own row (one query less per message in a rush of plain ones).
      let stored: ListenerMessage | null = null;
      if (attach) {
        await attach(tx, publish, id);
        stored = await messages.findMessage(tx, id);
      } else {
        stored = newMessage(id, arrival, sender, show, now);
      }
      if (!stored) throw new Error('listener message vanished in its own transaction');
      // Events go to every staff socket, Teknikere included: the phone in them is always masked.
      await publish('listeners', LISTENER_EVENTS.messageCreated, { message: stored });
      return stored;
    });
    return { stored: true, message };
  }
}
