import { zonedDateKey, type Notification } from '@studioportal/shared';
import { formatLongDate } from '@/lib/datetime';

export interface DayGroup {
  key: string;
  heading: string;
  rows: Notification[];
}

/** Rows (newest first) in groups by the station's day: "I dag", "I går", then the long date. */
export function groupByDay(rows: readonly Notification[], now: Date = new Date(), timeZone?: string): DayGroup[] {
  const today = zonedDateKey(now, timeZone);
  const yesterday = zonedDateKey(new Date(now.getTime() - 24 * 3_600_000), timeZone);
  const groups: DayGroup[] = [];
  for (const n of rows) {
    const at = new Date(n.created_at);
    const key = zonedDateKey(at, timeZone);
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      group = { key, heading: key === today ? 'I dag' : key === yesterday ? 'I går' : formatLongDate(at, timeZone), rows: [] };
      groups.push(group);
    }
    group.rows.push(n);
  }
  return groups;
}
