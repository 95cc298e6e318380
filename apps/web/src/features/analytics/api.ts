import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { addDaysToDateKey, zonedDateKey, type AnalyticsAnswer, type AnalyticsChart } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';

/** A chart's rows for a range of station dates (both ends included), and its CSV as a plain link. */

export interface DateRange {
  from: string;
  to: string;
}

const query = (range: DateRange) => new URLSearchParams({ from: range.from, to: range.to }).toString();

export const analyticsCsvHref = (chart: AnalyticsChart, range: DateRange) => `/api/analytics/${chart}/csv?${query(range)}`;

/** The last `days` station days up to today. */
export function lastDays(days: number, now: Date = new Date(), timeZone?: string): DateRange {
  const to = zonedDateKey(now, timeZone);
  return { from: addDaysToDateKey(to, -(days - 1)), to };
}

export function useAnalyticsChart<C extends AnalyticsChart>(chart: C, range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', chart, range.from, range.to],
    queryFn: ({ signal }) => api.get<AnalyticsAnswer<C>>(`/api/analytics/${chart}?${query(range)}`, { signal }),
    enabled,
    // A new range keeps the old chart on screen until the new numbers arrive (no jump to a spinner).
    placeholderData: keepPreviousData,
    ...cacheProfile('user'),
  });
}
