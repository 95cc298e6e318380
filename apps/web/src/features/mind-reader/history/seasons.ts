import { mindReaderSeasonOf, zonedDateKey } from '@studioportal/shared';

/** The season now on the station's calendar ("2026/27"). */
export function currentSeason(now: Date = new Date()): string {
  return mindReaderSeasonOf(zonedDateKey(now)).label;
}

/** The seasons the picker offers: this one and the `count − 1` before it, newest first. */
export function seasonOptions(current: string, count = 5): string[] {
  const start = Number(current.slice(0, 4));
  return Array.from({ length: count }, (_, i) => {
    const year = start - i;
    return `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
  });
}

/** A season from the address, if it is one; otherwise the current one. */
export function seasonFromParam(value: string | null, current: string): string {
  return value && /^\d{4}\/\d{2}$/.test(value) && Number(value.slice(5)) === (Number(value.slice(0, 4)) + 1) % 100 ? value : current;
}
