import { NOTIFICATION_EVENTS, notifyInputSchema, type Notification, type NotifyInput } from '@studioportal/shared';
import type { ServerContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import type { Publish } from '../../realtime/publisher';
import { notificationChoicesOf } from '../user-settings';
import * as repo from './notifications.repository';
import { toNotification } from './views';

/** A caller already inside `ctx.realtime.publisher.transaction`: the notice commits (and goes out) with its change. */
export interface InTransaction {
  tx: Tx;
  publish: Publish;
}

/**
 * Tells one person something (a mention, a decision, a reminder …): stored in their inbox and
 * published to all their devices. A kind the person muted is not stored; a dedupe key they already
 * have is not stored twice (two processes running the same reminder). Answers the stored
 * notification, or null when nothing was stored.
 *
 * `on` is either the database (notify runs its own transaction) or `{ tx, publish }` from the
 * caller's publisher transaction. A bare transaction is refused: its event could reach a device
 * before (or without) the row being committed, so the publisher's publish must come with it.
 */
export async function notify(
  ctx: Pick<ServerContext, 'database' | 'realtime'>,
  on: Db | InTransaction,
  input: NotifyInput,
  now: Date = new Date(),
): Promise<Notification | null> {
  const n = notifyInputSchema.parse(input);
  const store = async (tx: Tx, publish: Publish): Promise<Notification | null> => {
    const { muted } = await notificationChoicesOf(tx, n.userId);
    if (muted.includes(n.kind)) return null;
    const row = await repo.insertNotification(tx, { ...n, dedupeKey: n.dedupeKey ?? null }, now);
    if (!row) return null;
    const notification = toNotification(row);
    const unread = await repo.unreadCount(tx, n.userId);
    await publish('notifications', NOTIFICATION_EVENTS.created, { notification, unread }, { audience: [n.userId] });
    return notification;
  };
  if (isInTransaction(on)) return store(on.tx, on.publish);
  if (on !== ctx.database.db) throw new Error('notify: pass { tx, publish } from publisher.transaction, not a bare transaction');
  return ctx.realtime.publisher.transaction(store);
}

function isInTransaction(on: Db | InTransaction): on is InTransaction {
  return typeof (on as InTransaction).publish === 'function' && 'tx' in on;
}

/** Notifies several people of one thing (one transaction; each muted choice respected). */
export async function notifyEach(ctx: Pick<ServerContext, 'database' | 'realtime'>, on: Db | InTransaction, inputs: NotifyInput[], now: Date = new Date()): Promise<void> {
  if (inputs.length === 0) return;
  if (isInTransaction(on)) {
    for (const input of inputs) await notify(ctx, on, input, now);
    return;
  }
  if (on !== ctx.database.db) throw new Error('notify: pass { tx, publish } from publisher.transaction, not a bare transaction');
  await ctx.realtime.publisher.transaction(async (tx, publish) => {
    for (const input of inputs) await notify(ctx, { tx, publish }, input, now);
  });
}
