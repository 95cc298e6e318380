import type { QueryClient } from '@tanstack/react-query';
import type { ScheduledShow, ShowTemplate } from '@studioportal/shared';

/**
 * Cache updates of the show plan. A week's query key carries its range ['show-plan', 'week', from,
 * to], so a show is put into (or taken out of) every cached week it overlaps, without a refetch.
 */

const WEEKS = ['show-plan', 'week'] as const;

const overlaps = (show: ScheduledShow, from: string, to: string) =>
  Date.parse(show.scheduled_start) < Date.parse(to) && Date.parse(show.scheduled_end) > Date.parse(from);

export function upsertShow(queryClient: QueryClient, show: ScheduledShow) {
  for (const [key, list] of queryClient.getQueriesData<ScheduledShow[]>({ queryKey: WEEKS })) {
    if (!list) continue;
    const [, , from, to] = key as [string, string, string, string];
    const rest = list.filter((s) => s.id !== show.id);
    const next = overlaps(show, from, to) ? [...rest, show] : rest;
    next.sort((a, b) => a.scheduled_start.localeCompare(b.scheduled_start) || a.title.localeCompare(b.title, 'nb'));
    queryClient.setQueryData(key, next);
  }
}

export function removeShow(queryClient: QueryClient, id: string) {
  for (const [key, list] of queryClient.getQueriesData<ScheduledShow[]>({ queryKey: WEEKS })) {
    if (list?.some((s) => s.id === id)) queryClient.setQueryData(key, list.filter((s) => s.id !== id));
  }
}

export function upsertTemplate(list: ShowTemplate[] | undefined, template: ShowTemplate): ShowTemplate[] | undefined {
  if (!list) return list;
  const next = list.some((t) => t.id === template.id) ? list.map((t) => (t.id === template.id ? template : t)) : [...list, template];
  return next.sort((a, b) => a.start_time.localeCompare(b.start_time) || a.name.localeCompare(b.name, 'nb'));
}
