import { DISPLAY_MESSAGE_EVENTS, ON_AIR_LIMITS, type DisplayMessage } from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { PersonRef } from '@studioportal/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { personRefOf } from '../../db/people';
import type { Publish } from '../../realtime/publisher';
import * as repo from './on-air.repository';

/**
 * The display-message path for the listener queue: a listener's message goes to the studio displays
 * and the broadcast studio as "Fra lytter", in the caller's transaction so the queue row and the
 * display agree; marking it read on air takes it down again.
 */
export async function pushListenerMessage(
  tx: Tx,
  publish: Publish,
  viewer: Viewer,
  listener: { messageId: string; name: string; text: string },
  now: Date,
): Promise<DisplayMessage> {
  const text = listener.text.length > ON_AIR_LIMITS.displayMessageMax ? `${listener.text.slice(0, ON_AIR_LIMITS.displayMessageMax - 1)}…` : listener.text;
  const id = await repo.insertDisplayMessage(tx, {
    text,
    senderId: viewer.userId,
    createdAt: now,
    listenerMessageId: listener.messageId,
    listenerName: listener.name,
  });
  const message: DisplayMessage = {
    id,
    text,
    sender: personRefOf(viewer.profile),
    created_at: now.toISOString(),
    cleared_at: null,
    listener: { message_id: listener.messageId, name: listener.name },
  };
  await publish('studio', DISPLAY_MESSAGE_EVENTS.pushed, { message });
  return message;
}

/**
 * A staff line on the studio displays in the caller's transaction (automation's scheduled messages
 * and reminders): the same row and event as a message pushed by hand.
 */
export async function pushDisplayMessageIn(tx: Tx, publish: Publish, sender: PersonRef, text: string, now: Date): Promise<DisplayMessage> {
  const id = await repo.insertDisplayMessage(tx, { text, senderId: sender.id, createdAt: now });
  const message: DisplayMessage = { id, text, sender, created_at: now.toISOString(), cleared_at: null, listener: null };
  await publish('studio', DISPLAY_MESSAGE_EVENTS.pushed, { message });
  return message;
}

/** Takes every display message of this listener message down (it was read on air, or archived). */
export async function clearListenerMessage(tx: Tx, publish: Publish, viewer: Viewer, listenerMessageId: string, now: Date): Promise<void> {
  for (const id of await repo.activeIdsForListenerMessage(tx, listenerMessageId)) {
    if (await repo.clearDisplayMessage(tx, id, viewer.userId, now)) {
      await publish('studio', DISPLAY_MESSAGE_EVENTS.cleared, { id, cleared_by: personRefOf(viewer.profile) });
    }
  }
}

/** Is the ON AIR switch on, and which show runs now (the listener page's "Til studio"). */
export async function liveStatus(db: DbOrTx, now: Date): Promise<{ onAir: boolean; show: { id: string; title: string } | null }> {
  const { isLive, show } = await repo.liveAt(db, now);
  return { onAir: isLive, show };
}
