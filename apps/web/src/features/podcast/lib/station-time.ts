import { TIME_ZONE } from '@studioportal/shared';
import { toZonedWallClock } from '@/lib/datetime';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of <input type="datetime-local"> on the station's wall clock. */
export function toStationInputValue(date: Date, timeZone: string = TIME_ZONE): string {
  const wall = toZonedWallClock(date, timeZone);
  return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}T${pad(wall.getHours())}:${pad(wall.getMinutes())}`;
}

/**
 * The instant a datetime-local value means on the station's wall clock (Europe/Oslo), also when
 * the browser runs in another zone. Two passes settle the offset across a DST change.
 */
export function fromStationInputValue(value: string, timeZone: string = TIME_ZONE): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const wallAsUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let guess = wallAsUtc;
  for (let i = 0; i < 2; i++) {
    const wall = toZonedWallClock(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes());
    guess += wallAsUtc - shownAsUtc;
  }
  return new Date(guess);
}
