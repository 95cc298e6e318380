import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  RundownItem,
  RundownItemInput,
  RundownItemPatch,
  RundownItemResponse,
  RundownResponse,
  RundownStatus,
  ScheduledShow,
  ScheduledShowInput,
  ScheduledShowPatch,
  ScheduledShowsResponse,
  ShowTemplate,
  ShowTemplateGenerateResponse,
  ShowTemplateInput,
  ShowTemplateResponse,
  ShowTemplatesResponse,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { removeShow, upsertShow, upsertTemplate } from './lib/cache';

/**
 * Queries and mutations of the show plan. Everything arrives live on the show-planning channel,
 * so the week and the rundown use the 'user' profile; the rundown of an open show uses
 * 'realtime' as a safety net under the live events.
 */

export const showPlanKeys = {
  weeks: ['show-plan', 'week'] as const,
  week: (from: string, to: string) => ['show-plan', 'week', from, to] as const,
  templates: ['show-plan', 'templates'] as const,
  rundown: (showId: string) => ['show-plan', 'rundown', showId] as const,
};

export function weekQuery(from: string, to: string) {
  return queryOptions({
    queryKey: showPlanKeys.week(from, to),
    queryFn: ({ signal }) =>
      api.get<ScheduledShowsResponse>(`/api/shows?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { signal }).then((r) => r.shows),
  });
}

export const showTemplatesQuery = queryOptions({
  queryKey: showPlanKeys.templates,
  queryFn: ({ signal }) => api.get<ShowTemplatesResponse>('/api/show-templates', { signal }).then((r) => r.templates),
});

export function rundownQuery(showId: string) {
  return queryOptions({
    queryKey: showPlanKeys.rundown(showId),
    queryFn: ({ signal }) => api.get<RundownResponse>(`/api/shows/${showId}/rundown`, { signal }).then((r) => r.items),
    ...cacheProfile('realtime'),
  });
}

// ─── Shows ───

function useStoreShow() {
  const queryClient = useQueryClient();
  return (show: ScheduledShow) => upsertShow(queryClient, show);
}

export function useCreateShow() {
  const store = useStoreShow();
  return useMutation({
    mutationFn: (input: ScheduledShowInput) => api.post<{ show: ScheduledShow }>('/api/shows', input).then((r) => r.show),
    onSuccess: store,
    retry: 0,
  });
}

export function useUpdateShow() {
  const store = useStoreShow();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: ScheduledShowPatch }) => api.patch<{ show: ScheduledShow }>(`/api/shows/${id}`, patch).then((r) => r.show),
    onSuccess: store,
    retry: 0,
  });
}

export function useDeleteShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/shows/${id}`).then(() => id),
    onSuccess: (id) => removeShow(queryClient, id),
    retry: 0,
  });
}

// ─── Show templates ───

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ShowTemplateInput }) =>
      (id ? api.put<ShowTemplateResponse>(`/api/show-templates/${id}`, input) : api.post<ShowTemplateResponse>('/api/show-templates', input)).then((r) => r.template),
    onSuccess: (template) => queryClient.setQueryData<ShowTemplate[]>(showPlanKeys.templates, (list) => upsertTemplate(list, template)),
    retry: 0,
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/show-templates/${id}`).then(() => id),
    onSuccess: (id) => queryClient.setQueryData<ShowTemplate[]>(showPlanKeys.templates, (list) => list?.filter((t) => t.id !== id)),
    retry: 0,
  });
}

export function useGenerateShows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, from, weeks }: { id: string; from: string; weeks: number }) =>
      api.post<ShowTemplateGenerateResponse>(`/api/show-templates/${id}/generate`, { from, weeks }),
    onSuccess: (result) => {
      for (const show of result.created) upsertShow(queryClient, show);
    },
    retry: 0,
  });
}

// ─── Rundown ───

function useStoreRundown(showId: string) {
  const queryClient = useQueryClient();
  return {
    item: (item: RundownItem) =>
      queryClient.setQueryData<RundownItem[]>(showPlanKeys.rundown(showId), (list) => list?.map((i) => (i.id === item.id ? item : i))),
    items: (items: RundownItem[]) => queryClient.setQueryData<RundownItem[]>(showPlanKeys.rundown(showId), items),
    refetch: () => queryClient.invalidateQueries({ queryKey: showPlanKeys.rundown(showId) }),
  };
}

export function useAddRundownItem(showId: string) {
  const store = useStoreRundown(showId);
  return useMutation({
    mutationFn: (input: RundownItemInput) => api.post<RundownItemResponse>(`/api/shows/${showId}/rundown`, input).then((r) => r.item),
    // The live event brings the whole list; fetch it if this tab has no copy yet.
    onSuccess: () => store.refetch(),
    retry: 0,
  });
}

export function useUpdateRundownItem(showId: string) {
  const store = useStoreRundown(showId);
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: RundownItemPatch }) =>
      api.patch<RundownItemResponse>(`/api/shows/${showId}/rundown/${id}`, patch).then((r) => r.item),
    onSuccess: store.item,
    retry: 0,
  });
}

export function useSetRundownStatus(showId: string) {
  const store = useStoreRundown(showId);
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RundownStatus }) =>
      api.post<RundownItemResponse>(`/api/shows/${showId}/rundown/${id}/status`, { status }).then((r) => r.item),
    onSuccess: store.item,
    retry: 0,
  });
}

export function useReorderRundown(showId: string) {
  const queryClient = useQueryClient();
  const store = useStoreRundown(showId);
  return useMutation({
    mutationFn: (ids: string[]) => api.post<RundownResponse>(`/api/shows/${showId}/rundown/reorder`, { ids }).then((r) => r.items),
    // Show the new order at once; the answer (or a refetch after a refusal) settles it.
    onMutate: (ids) => {
      queryClient.setQueryData<RundownItem[]>(showPlanKeys.rundown(showId), (list) => {
        if (!list) return list;
        const byId = new Map(list.map((i) => [i.id, i]));
        const next = ids.map((id) => byId.get(id)).filter((i): i is RundownItem => i !== undefined);
        return next.length === list.length ? next.map((i, position) => ({ ...i, position })) : list;
      });
    },
    onSuccess: store.items,
    onError: () => store.refetch(),
    retry: 0,
  });
}

export function useDeleteRundownItem(showId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/shows/${showId}/rundown/${id}`).then(() => id),
    onSuccess: (id) => queryClient.setQueryData<RundownItem[]>(showPlanKeys.rundown(showId), (list) => list?.filter((i) => i.id !== id)),
    retry: 0,
  });
}
