import type { AutomationActionKind, PersonRef } from '@studioportal/shared';
import type { Tx } from '../../db/client';
import type { Publish } from '../../realtime/publisher';
import { sendBroadcastIn } from '../broadcast';
import { pushDisplayMessageIn } from '../on-air';

/**
 * What an action does when it fires, in the run's transaction: the message row and its event
 * commit together with the run marked done, so a run is either fully there or not at all. The
 * broadcast and on-air features write the rows, so their screens show them as if the sender had
 * typed them.
 */
export async function performAction(tx: Tx, publish: Publish, kind: Exclude<AutomationActionKind, 'host_reminder' | 'attach_content'>, text: string, sender: PersonRef, now: Date): Promise<void> {
  if (kind === 'display_message') await pushDisplayMessageIn(tx, publish, sender, text, now);
  else await sendBroadcastIn(tx, publish, sender, text, kind === 'akutt' ? 'urgent' : 'normal', now);
}
