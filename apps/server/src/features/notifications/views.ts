import type { Notification } from '@studioportal/shared';
import type { NotificationRow } from './notifications.repository';

const iso = (value: Date | string): string => new Date(value).toISOString();

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    is_read: row.is_read,
    read_at: row.read_at == null ? null : iso(row.read_at),
    created_at: iso(row.created_at),
  };
}

/** The list's page cursor: the last row's position, read back by parseCursor. */
export const cursorOf = (n: Notification): string => `${n.created_at}_${n.id}`;

export function parseCursor(cursor: string): { createdAt: string; id: string } {
  const at = cursor.lastIndexOf('_');
  return { createdAt: cursor.slice(0, at), id: cursor.slice(at + 1) };
}
