import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { NOTIFICATION_EVENTS } from '@studioportal/shared';
import { useChannelEvents } from '@/lib/realtime';
import { getNotificationChoices } from '@/features/user-settings';
import { notificationKeys, refreshLists, storeRead } from './api';
import { showDesktop } from './desktop';

/**
 * Keeps the bell and the inbox live on every page from the person's own events: a new
 * notification, a read mark from another device, mark-all. Each carries the unread count after
 * it, so every device shows the same number (read state lives on the server, wave2-anchors §4).
 */
export function useNotificationsSync(enabled: boolean) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useChannelEvents(
    'notifications',
    {
      [NOTIFICATION_EVENTS.created]: ({ notification, unread }) => {
        refreshLists(queryClient, unread);
        showDesktop(notification, getNotificationChoices().desktop, (link) => void navigate(link));
      },
      [NOTIFICATION_EVENTS.readChanged]: ({ ids, is_read, read_at, unread }) => storeRead(queryClient, ids, is_read, read_at, unread),
      [NOTIFICATION_EVENTS.allRead]: ({ unread }) => refreshLists(queryClient, unread),
    },
    { enabled, onResync: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }) },
  );
}
