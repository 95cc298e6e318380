import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type {
  Notification,
  NotificationKind,
  NotificationList,
  NotificationReadAllAnswer,
  NotificationReadAnswer,
  UnreadCount,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';

/**
 * The inbox on the server (docs/notifications-api.md): the unread count for the bell, the list by
 * pages under a filter, and the read marks. Every answer and event carries the unread count after
 * it, which is stored at once so the bell never lags behind a list.
 */

export interface InboxFilter {
  unread: boolean;
  kind: NotificationKind | null;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  lists: ['notifications', 'list'] as const,
  list: (f: InboxFilter) => ['notifications', 'list', f.unread, f.kind ?? 'all'] as const,
};

export const unreadQuery = queryOptions({
  queryKey: notificationKeys.unread,
  queryFn: ({ signal }) => api.get<UnreadCount>('/api/notifications/unread-count', { signal }).then((r) => r.unread),
  ...cacheProfile('user'),
});

export function useUnreadCount(enabled = true): number {
  return useQuery({ ...unreadQuery, enabled }).data ?? 0;
}

function listPath(f: InboxFilter, cursor: string | null, limit?: number): string {
  const params = new URLSearchParams();
  if (f.unread) params.set('unread', 'true');
  if (f.kind) params.set('kind', f.kind);
  if (cursor) params.set('cursor', cursor);
  if (limit) params.set('limit', String(limit));
  const query = params.toString();
  return `/api/notifications${query ? `?${query}` : ''}`;
}

export function inboxQuery(queryClient: QueryClient, f: InboxFilter, limit?: number) {
  return infiniteQueryOptions({
    queryKey: limit ? [...notificationKeys.list(f), limit] : notificationKeys.list(f),
    queryFn: async ({ signal, pageParam }) => {
      const page = await api.get<NotificationList>(listPath(f, pageParam, limit), { signal });
      // A fresh first page also says how many are unread: the bell follows it.
      if (pageParam === null) queryClient.setQueryData(notificationKeys.unread, page.unread);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    ...cacheProfile('user'),
  });
}

const allRows = (data: InfiniteData<NotificationList>): Notification[] => data.pages.flatMap((p) => p.notifications);

export function useInbox(f: InboxFilter, limit?: number, enabled = true) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({ ...inboxQuery(queryClient, f, limit), enabled, select: allRows });
}

/** Puts one notification's new read state into every cached list, and the count into the bell. */
export function storeRead(queryClient: QueryClient, ids: readonly string[], isRead: boolean, readAt: string | null, unread: number) {
  queryClient.setQueryData(notificationKeys.unread, unread);
  const wanted = new Set(ids);
  queryClient.setQueriesData<InfiniteData<NotificationList>>({ queryKey: notificationKeys.lists }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            notifications: page.notifications.map((n) => (wanted.has(n.id) ? { ...n, is_read: isRead, read_at: isRead ? (n.read_at ?? readAt) : null } : n)),
          })),
        }
      : data,
  );
}

/** Anything that moved more than a known row (a new notification, mark-all): the lists load again. */
export function refreshLists(queryClient: QueryClient, unread: number) {
  queryClient.setQueryData(notificationKeys.unread, unread);
  void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
}

export function useSetRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: string; isRead: boolean }) => api.put<NotificationReadAnswer>(`/api/notifications/${id}/read`, { is_read: isRead }),
    onSuccess: ({ notification, unread }) => storeRead(queryClient, [notification.id], notification.is_read, notification.read_at, unread),
  });
}

export function useReadAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: NotificationKind | null; upTo: string | null }) =>
      api.post<NotificationReadAllAnswer>('/api/notifications/read-all', { kind: input.kind, up_to: input.upTo }),
    onSuccess: ({ unread }) => refreshLists(queryClient, unread),
  });
}

/** The newest row shown: "mark all" covers it and everything older, never a row that arrived unseen. */
export const newestShown = (rows: readonly Notification[]): string | null => rows.reduce<string | null>((max, n) => (!max || n.created_at > max ? n.created_at : max), null);
