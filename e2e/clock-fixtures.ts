import { zonedDateKey, zonedParts, zonedWeekday } from '@studioportal/shared';

/** Wall-clock date, hour and weekday of an instant in Oslo (the station's time zone). */
export const oslo = (instant: Date) => ({ date: zonedDateKey(instant), hour: zonedParts(instant).hour, weekday: zonedWeekday(instant) });

export type ElementSpec = { type: string; title: string; start_offset_s: number; duration_s: number; hard_start: boolean };

export { KNOWN_HOUR, m } from '../test-support/known-hour';
