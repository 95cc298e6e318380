import { useQuery } from '@tanstack/react-query';
import type { ScheduledShow } from '@studioportal/shared';
import { showsAroundQuery } from './api';
import { useShowsSync } from './use-on-air-sync';

/** The scheduled show whose start ≤ now < end (the latest to start, should two overlap). */
export function useCurrentShow(now: Date): { show: ScheduledShow | null; isPending: boolean; isError: boolean } {
  const t = now.getTime();
  const query = useQuery(showsAroundQuery(t));
  useShowsSync();
  const running = (query.data ?? []).filter((s) => Date.parse(s.scheduled_start) <= t && t < Date.parse(s.scheduled_end));
  const show = running.sort((a, b) => Date.parse(b.scheduled_start) - Date.parse(a.scheduled_start))[0] ?? null;
  return { show, isPending: query.isPending, isError: query.isError && !query.data };
}
