import { sql } from 'drizzle-orm';
import {
  BROADCAST_EVENTS,
  broadcastExpiresAt,
  DISPLAY_MESSAGE_EVENTS,
  type AutomationActionKind,
  type BroadcastMessage,
  type BroadcastPriority,
  type DisplayMessage,
  type PersonRef,
} from '@studioportal/shared';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { Publish } from '../../realtime/publisher';

/**
 * What an action does when it fires, in the run's transaction: the message row and its event
 * commit together with the run marked done, so a run is either fully there or not at all. The
 * rows and events are the ones the broadcast and studio-display features write themselves (same
 * tables, same event payloads), so their screens show them as if the sender had typed them.
 */
export async function performAction(tx: Tx, publish: Publish, kind: AutomationActionKind, text: string, sender: PersonRef, now: Date): Promise<void> {
  if (kind === 'display_message') {
    await pushDisplayMessage(tx, publish, text, sender, now);
    return;
  }
  await sendBroadcast(tx, publish, text, kind === 'akutt' ? 'urgent' : 'normal', sender, now);
}

async function sendBroadcast(tx: Tx, publish: Publish, text: string, priority: BroadcastPriority, sender: PersonRef, now: Date) {
  const expiresAt = broadcastExpiresAt(priority, now);
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO broadcast_messages (sender_id, message, priority, is_active, created_at, expires_at)
      VALUES (${sender.id}, ${text}, ${priority}, true, ${now}, ${expiresAt})
      RETURNING id`),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('broadcast insert returned nothing');
  const message: BroadcastMessage = {
    id,
    sender_id: sender.id,
    message: text,
    priority,
    is_active: true,
    expires_at: expiresAt?.toISOString() ?? null,
    created_at: now.toISOString(),
    acknowledged_by: [],
    sender,
    acknowledgers: [],
  };
  await publish('broadcast', BROADCAST_EVENTS.created, { message });
}

export async function pushDisplayMessage(tx: Tx, publish: Publish, text: string, sender: PersonRef, now: Date) {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`INSERT INTO display_messages (text, sender_id, created_at) VALUES (${text}, ${sender.id}, ${now}) RETURNING id`),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('display message insert returned nothing');
  const message: DisplayMessage = { id, text, sender, created_at: now.toISOString(), cleared_at: null, listener: null };
  await publish('studio', DISPLAY_MESSAGE_EVENTS.pushed, { message });
}
