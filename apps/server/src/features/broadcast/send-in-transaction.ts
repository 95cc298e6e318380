import { BROADCAST_EVENTS, broadcastExpiresAt, type BroadcastCreatedPayload, type BroadcastMessage, type BroadcastPriority, type PersonRef } from '@studioportal/shared';
import type { Tx } from '../../db/client';
import type { Publish } from '../../realtime/publisher';
import * as repo from './broadcast.repository';

/**
 * A broadcast message stored and announced in the caller's publisher transaction: the row and its
 * event commit together. The route's path (rate limit, expiry timer) is BroadcastService.create;
 * this is the part every sender shares (the route, and automation firing a scheduled message).
 */
export async function sendBroadcastIn(tx: Tx, publish: Publish, sender: PersonRef, message: string, priority: BroadcastPriority, now: Date): Promise<BroadcastMessage> {
  const inserted = await repo.insertMessage(tx, { sender, message, priority, createdAt: now, expiresAt: broadcastExpiresAt(priority, now) });
  await publish('broadcast', BROADCAST_EVENTS.created, { message: inserted } satisfies BroadcastCreatedPayload);
  return inserted;
}
