import { LISTENER_SOURCE_LABELS, NOTIFICATION_STRINGS as S, type Notification } from '@studioportal/shared';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import { approvedStaffIds, peopleByIds } from '../../db/people';
import { ApiError } from '../../http/errors';
import { findListenerMessage } from '../listeners';
import { notify } from './notify';

/** The queue, every status, searched for the message's own words: the message is what the colleague lands on. */
export function queueLinkFor(body: string): string {
  const words = body.replace(/\s+/g, ' ').trim().slice(0, 60).trim();
  return `/listener-messages?${new URLSearchParams({ status: 'alle', sok: words })}`;
}

/**
 * "Send til kollega": a listener message handed to one colleague, who gets it as a notification
 * leading to the message in the queue (the queue's own "push" goes to the studio display, not to a person).
 */
export class ForwardService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  async forward(viewer: Viewer, messageId: string, toUserId: string, note: string | null, now: Date): Promise<Notification | null> {
    const db = this.ctx.database.db;
    const message = await findListenerMessage(db, messageId);
    if (!message) throw new ApiError(404, 'not_found', S.listenerMessageNotFound);
    if (!(await approvedStaffIds(db, [toUserId])).has(toUserId)) throw new ApiError(404, 'not_found', S.colleagueNotFound);
    const sender = (await peopleByIds(db, [viewer.userId])).get(viewer.userId)?.full_name ?? 'En kollega';
    const excerpt = message.body.length > 200 ? `${message.body.slice(0, 199)}…` : message.body;
    return notify(this.ctx, db, {
      userId: toUserId,
      kind: 'listener_message',
      title: `${sender} sendte deg en lyttermelding fra ${message.name} (${LISTENER_SOURCE_LABELS[message.source]})`,
      body: note ? `${note}\n«${excerpt}»` : `«${excerpt}»`,
      link: queueLinkFor(message.body),
    }, now);
  }
}
