import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { dayQuery, useActiveClocksRealtime, useStationDay } from '@/features/clocks';
import { useCurrentShow } from '@/features/on-air';

/**
 * What both cockpits (desktop and phone) run on: the station clock ticking each second, today's
 * clocks kept live, the show on air now, and whether this person may mark elements sent.
 */
export function useCockpit() {
  const { now, timeZone, date } = useStationDay(1000);
  const { can } = useAuth();
  const clocks = useQuery(dayQuery(date));
  useActiveClocksRealtime();
  const { show } = useCurrentShow(now);
  return { now, timeZone, clocks, show, canMark: can('markClockElementSent') };
}
