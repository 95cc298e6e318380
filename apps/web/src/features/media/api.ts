import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  MEDIA_EVENTS,
  type CreateMarkerInput,
  type MediaItem,
  type MediaItemResponse,
  type MediaListResponse,
  type UpdateMediaInput,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { useChannelEvents } from '@/lib/realtime';

export const mediaKeys = {
  list: ['media', 'list'] as const,
};

/** The library list; the media channel keeps it current, so no polling. Another screen may ask only when it needs it. */
export function useMediaList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: mediaKeys.list,
    queryFn: ({ signal }) => api.get<MediaListResponse>('/api/media', { signal }),
    enabled,
  });
}

function patchList(queryClient: QueryClient, update: (media: MediaItem[]) => MediaItem[]) {
  queryClient.setQueryData<MediaListResponse>(mediaKeys.list, (current) => (current ? { ...current, media: update(current.media) } : current));
}

export function upsertMedia(queryClient: QueryClient, item: MediaItem) {
  patchList(queryClient, (media) => (media.some((m) => m.id === item.id) ? media.map((m) => (m.id === item.id ? item : m)) : [item, ...media]));
}

/** Applies the media channel's events to the cached list: uploads, edits, markers and processing progress. */
export function useMediaLive() {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'media',
    {
      [MEDIA_EVENTS.saved]: ({ media }) => upsertMedia(queryClient, media),
      [MEDIA_EVENTS.deleted]: ({ id }) => patchList(queryClient, (media) => media.filter((m) => m.id !== id)),
      [MEDIA_EVENTS.processing]: ({ media_id, processing }) =>
        patchList(queryClient, (media) => media.map((m) => (m.id === media_id ? { ...m, processing } : m))),
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: mediaKeys.list }) },
  );
}

function useMediaMutation<V>(request: (vars: V) => Promise<MediaItemResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    retry: false,
    onSuccess: ({ media }) => upsertMedia(queryClient, media),
  });
}

export const useUpdateMedia = () =>
  useMediaMutation(({ id, input }: { id: string; input: UpdateMediaInput }) => api.patch<MediaItemResponse>(`/api/media/${id}`, input));

export const useAddMarker = () =>
  useMediaMutation(({ id, input }: { id: string; input: CreateMarkerInput }) => api.post<MediaItemResponse>(`/api/media/${id}/markers`, input));

export const useDeleteMarker = () =>
  useMediaMutation(({ id, markerId }: { id: string; markerId: string }) => api.delete<MediaItemResponse>(`/api/media/${id}/markers/${markerId}`));

export const useReprocessMedia = () => useMediaMutation((id: string) => api.post<MediaItemResponse>(`/api/media/${id}/reprocess`));

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/media/${id}`),
    retry: false,
    onSuccess: (_r, id) => patchList(queryClient, (media) => media.filter((m) => m.id !== id)),
  });
}
