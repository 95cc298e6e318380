import { useQuery } from '@tanstack/react-query';
import { addDaysToDateKey, zonedDateKey, type SponsorReport } from '@studioportal/shared';
import { api } from '@/lib/api';
import { cacheProfile } from '@/lib/query-client';
import { sponsorKeys, sponsorPath } from './keys';

/** The sponsor report for a range of station dates (both ends included), as a page and as CSV. */

export function reportQueryString(from: string, to: string): string {
  return new URLSearchParams({ from, to }).toString();
}

/** "Last ned CSV": the server sends the file itself (attachment), so a plain link downloads it. */
export function reportCsvHref(sponsorId: string, from: string, to: string): string {
  return `${sponsorPath(sponsorId, '/report.csv')}?${reportQueryString(from, to)}`;
}

/** This month on the station's calendar: the first of the month to its last day. */
export function thisMonth(now: Date = new Date(), timeZone?: string): { from: string; to: string } {
  const today = zonedDateKey(now, timeZone);
  const from = `${today.slice(0, 8)}01`;
  const nextMonthFirst = addDaysToDateKey(from, 32).slice(0, 8) + '01';
  return { from, to: addDaysToDateKey(nextMonthFirst, -1) };
}

export function useSponsorReport(sponsorId: string | null, from: string, to: string) {
  return useQuery({
    queryKey: sponsorKeys.report(sponsorId ?? '', from, to),
    queryFn: ({ signal }) => api.get<SponsorReport>(`${sponsorPath(sponsorId!, '/report')}?${reportQueryString(from, to)}`, { signal }),
    enabled: sponsorId !== null && from !== '' && to !== '' && from <= to,
    ...cacheProfile('user'),
  });
}
