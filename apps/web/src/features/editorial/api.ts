import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CONTENT_EVENTS,
  type ContentPeopleResponse,
  type ContentSettings,
  type CreateEditorialInput,
  type EditorialItem,
  type EditorialItemResponse,
  type EditorialListResponse,
  type EditorialTargetsResponse,
  type UpdateEditorialInput,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { useChannelEvents } from '@/lib/realtime';

export const editorialKeys = {
  list: ['editorial', 'list'] as const,
  targets: ['editorial', 'targets'] as const,
  settings: ['editorial', 'settings'] as const,
  people: ['editorial', 'people'] as const,
};

export function useEditorialList() {
  return useQuery({ queryKey: editorialKeys.list, queryFn: ({ signal }) => api.get<EditorialListResponse>('/api/editorial-content', { signal }) });
}

export function useEditorialTargets() {
  return useQuery({
    queryKey: editorialKeys.targets,
    queryFn: ({ signal }) => api.get<EditorialTargetsResponse>('/api/editorial-content/targets', { signal }),
  });
}

/** The station's speaking rate changes rarely: the 'static' caching profile, plus the live event. */
export function useContentSettings() {
  return useQuery({
    queryKey: editorialKeys.settings,
    queryFn: ({ signal }) => api.get<ContentSettings>('/api/content/settings', { signal }),
    ...cacheProfile('static'),
  });
}

export function useContentPeople() {
  return useQuery({ queryKey: editorialKeys.people, queryFn: ({ signal }) => api.get<ContentPeopleResponse>('/api/content/people', { signal }) });
}

export function upsertEditorial(queryClient: QueryClient, item: EditorialItem) {
  queryClient.setQueryData<EditorialListResponse>(editorialKeys.list, (current) => {
    if (!current) return current;
    const existing = current.items.find((i) => i.id === item.id);
    if (existing && existing.version > item.version) return current;
    return { items: [item, ...current.items.filter((i) => i.id !== item.id)].sort((a, b) => b.updated_at.localeCompare(a.updated_at)) };
  });
}

/** Innhold is live for everyone: every save, move and deletion arrives on the content channel. */
export function useEditorialLive() {
  const queryClient = useQueryClient();
  return useChannelEvents(
    'content',
    {
      [CONTENT_EVENTS.editorialSaved]: ({ item }) => upsertEditorial(queryClient, item),
      [CONTENT_EVENTS.editorialDeleted]: ({ id }) =>
        queryClient.setQueryData<EditorialListResponse>(editorialKeys.list, (c) => (c ? { items: c.items.filter((i) => i.id !== id) } : c)),
      [CONTENT_EVENTS.settingsChanged]: ({ settings }) => {
        queryClient.setQueryData(editorialKeys.settings, settings);
        void queryClient.invalidateQueries({ queryKey: editorialKeys.list });
      },
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: ['editorial'] }) },
  );
}

export function useCreateEditorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEditorialInput) => api.post<EditorialItemResponse>('/api/editorial-content', input),
    retry: false,
    onSuccess: ({ item }) => upsertEditorial(queryClient, item),
  });
}

export function saveEditorial(id: string, input: UpdateEditorialInput) {
  return api.patch<EditorialItemResponse>(`/api/editorial-content/${id}`, input);
}

/** Status, responsible, show and attachment: single choices, saved at once without a version. */
export function useUpdateEditorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateEditorialInput }) => saveEditorial(id, input),
    retry: false,
    onSuccess: ({ item }) => {
      upsertEditorial(queryClient, item);
      if (item.target) void queryClient.invalidateQueries({ queryKey: editorialKeys.targets });
    },
  });
}

export function useDeleteEditorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/editorial-content/${id}`),
    retry: false,
    onSuccess: (_r, id) =>
      queryClient.setQueryData<EditorialListResponse>(editorialKeys.list, (c) => (c ? { items: c.items.filter((i) => i.id !== id) } : c)),
  });
}

export function useSetSpeakingRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (speaking_rate_wpm: number) => api.put<ContentSettings>('/api/content/settings', { speaking_rate_wpm }),
    retry: false,
    onSuccess: (settings) => {
      queryClient.setQueryData(editorialKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: editorialKeys.list });
    },
  });
}
