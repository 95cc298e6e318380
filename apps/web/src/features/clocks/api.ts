import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ClockDayResponse,
  ClockTemplate,
  ClockTemplateDuplicateInput,
  ClockTemplateInput,
  ClockTemplateResponse,
  ClockTemplatesResponse,
  ClockTemplateUpdate,
  MarkClockElementSentInput,
  MarkClockElementSentResponse,
  PublicProfile,
  ScheduledShowsResponse,
} from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { applyMarkedElement, upsertTemplate } from './cache-updates';

/**
 * Queries and mutations of Sendeklokker. Templates change rarely and arrive by realtime events,
 * so they use the default 'user' profile; today's clocks use the spec's 'realtime' profile
 * (refetch every 5 s as a safety net under the live events).
 */

export const clockKeys = {
  templates: ['clock-templates'] as const,
  day: (date: string) => ['active-clocks', date] as const,
  days: ['active-clocks'] as const,
  upcomingShows: ['shows', 'upcoming'] as const,
  staff: ['profiles', 'staff'] as const,
};

export const templatesQuery = queryOptions({
  queryKey: clockKeys.templates,
  queryFn: ({ signal }) => api.get<ClockTemplatesResponse>('/api/clock-templates', { signal }).then((r) => r.templates),
});

export function dayQuery(date: string, live = true) {
  return queryOptions({
    queryKey: clockKeys.day(date),
    queryFn: ({ signal }) => api.get<ClockDayResponse>(`/api/active-clocks?date=${encodeURIComponent(date)}`, { signal }),
    ...(live ? cacheProfile('realtime') : cacheProfile('user')),
  });
}

export const upcomingShowsQuery = queryOptions({
  queryKey: clockKeys.upcomingShows,
  queryFn: ({ signal }) => api.get<ScheduledShowsResponse>('/api/shows/upcoming', { signal }).then((r) => r.shows),
  // Shows roll out of the 24 h window by themselves; a minute's delay is fine.
  refetchInterval: 60_000,
});

/** Approved colleagues, for "responsible person". */
export const staffQuery = queryOptions({
  queryKey: clockKeys.staff,
  queryFn: ({ signal }) => api.get<{ profiles: PublicProfile[] }>('/api/profiles', { signal }).then((r) => r.profiles),
});

function storeTemplate(queryClient: QueryClient, template: ClockTemplate) {
  queryClient.setQueryData<ClockTemplate[]>(clockKeys.templates, (list) => upsertTemplate(list, template));
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClockTemplateInput) => api.post<ClockTemplateResponse>('/api/clock-templates', input).then((r) => r.template),
    onSuccess: (template) => storeTemplate(queryClient, template),
    retry: 0,
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ClockTemplateUpdate }) =>
      api.put<ClockTemplateResponse>(`/api/clock-templates/${id}`, input).then((r) => r.template),
    onSuccess: (template) => storeTemplate(queryClient, template),
    // A retry of a versioned save would only ever meet its own conflict.
    retry: 0,
  });
}

export function useSetTemplateActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, is_active }: { id: string; is_active: boolean }) =>
      api.post<ClockTemplateResponse>(`/api/clock-templates/${id}/active`, { is_active }).then((r) => r.template),
    onSuccess: (template) => storeTemplate(queryClient, template),
    retry: 0,
  });
}

export function useDuplicateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ClockTemplateDuplicateInput }) =>
      api.post<ClockTemplatesResponse>(`/api/clock-templates/${id}/duplicate`, input).then((r) => r.templates),
    // Replacing deactivates other templates too: refetch the whole list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clockKeys.templates }),
    retry: 0,
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ ok: true }>(`/api/clock-templates/${id}`).then(() => id),
    onSuccess: (id) => queryClient.setQueryData<ClockTemplate[]>(clockKeys.templates, (list) => list?.filter((t) => t.id !== id)),
    retry: 0,
  });
}

export function useMarkSent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkClockElementSentInput) =>
      api.post<MarkClockElementSentResponse>('/api/rpc/mark_clock_element_sent', input).then((r) => r.element),
    onSuccess: (element) => {
      for (const [key] of queryClient.getQueriesData<ClockDayResponse>({ queryKey: clockKeys.days })) {
        queryClient.setQueryData<ClockDayResponse>(key, (day) => applyMarkedElement(day, element));
      }
    },
    retry: 0,
  });
}
