import { zonedDateKey, zonedWeekday } from '@studioportal/shared';
import { useAppConfig } from '@/lib/app-config';
import { useNow } from '@/lib/use-now';

/**
 * "Now" on the station's clock, ticking every `tickMs`. Every clock screen takes its time from
 * here (Date under the hood), so a test can install a fake clock in the browser and see exactly
 * what a person would see at that moment.
 */
export function useStationDay(tickMs = 1000, options: { critical?: boolean } = {}) {
  const now = useNow(tickMs, options);
  const { timeZone } = useAppConfig();
  return { now, timeZone, date: zonedDateKey(now, timeZone), weekday: zonedWeekday(now, timeZone) };
}
