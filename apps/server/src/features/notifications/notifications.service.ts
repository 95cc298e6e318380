import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_STRINGS as S,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationReadAllAnswer,
  type NotificationReadAnswer,
} from '@studioportal/shared';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import * as repo from './notifications.repository';
import { cursorOf, parseCursor, toNotification } from './views';

/**
 * One person's inbox: the list (newest first, by cursor), the unread count and the read marks.
 * Read state is the server's, and every change goes to all the person's devices with the count
 * after it, so a bell on a second device never goes stale (wave2-anchors §4).
 */
export class NotificationsService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime'>) {}

  async list(userId: string, q: { unread?: boolean; kind?: NotificationKind; cursor?: string; limit: number }): Promise<NotificationList> {
    return this.ctx.database.snapshot(async (tx) => {
      const rows = await repo.listNotifications(tx, userId, {
        unreadOnly: q.unread ?? false,
        kind: q.kind ?? null,
        after: q.cursor ? parseCursor(q.cursor) : null,
        limit: q.limit + 1,
      });
      const notifications = rows.slice(0, q.limit).map(toNotification);
      const last = notifications[notifications.length - 1];
      return { notifications, next_cursor: rows.length > q.limit && last ? cursorOf(last) : null, unread: await repo.unreadCount(tx, userId) };
    });
  }

  async unread(userId: string): Promise<number> {
    return repo.unreadCount(this.ctx.database.db, userId);
  }

  async setRead(userId: string, id: string, isRead: boolean, now: Date): Promise<NotificationReadAnswer> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const before = await repo.findNotification(tx, userId, id);
      if (!before) throw new ApiError(404, 'not_found', S.notFound);
      const row = before.is_read === isRead ? before : await repo.setRead(tx, userId, id, isRead, now);
      const notification: Notification = toNotification(row!);
      const unread = await repo.unreadCount(tx, userId);
      if (row !== before) {
        await publish(
          'notifications',
          NOTIFICATION_EVENTS.readChanged,
          { ids: [id], is_read: isRead, read_at: notification.read_at, unread },
          { audience: [userId] },
        );
      }
      return { notification, unread };
    });
  }

  async readAll(userId: string, kind: NotificationKind | null, upTo: string | null, now: Date): Promise<NotificationReadAllAnswer> {
    const up_to = upTo ? new Date(upTo).toISOString() : now.toISOString();
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const count = await repo.markAllRead(tx, userId, kind, up_to, now);
      const unread = await repo.unreadCount(tx, userId);
      if (count > 0) {
        await publish('notifications', NOTIFICATION_EVENTS.allRead, { kind, up_to, read_at: now.toISOString(), count, unread }, { audience: [userId] });
      }
      return { count, unread };
    });
  }
}
