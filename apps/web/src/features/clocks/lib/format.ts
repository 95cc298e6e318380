import { formatMmSs, formatZonedTime } from '@studioportal/shared';

/** 'HH:mm:ss' on the station's wall clock for an instant in ms or ISO. */
export function wallTime(instant: number | string, timeZone: string, withSeconds = true): string {
  return formatZonedTime(new Date(instant), timeZone, withSeconds);
}

/** Planned instant of an element of a dated clock. */
export function plannedAt(startsAt: string, offsetSeconds: number): number {
  return Date.parse(startsAt) + offsetSeconds * 1000;
}

/** '+00:40' behind, '−00:30' ahead, '00:00' on time. */
export function signedMmSs(seconds: number): string {
  if (seconds === 0) return '00:00';
  return `${seconds > 0 ? '+' : '−'}${formatMmSs(Math.abs(seconds))}`;
}

/** Drift in words for screen readers and labels. */
export function driftWords(seconds: number): string {
  if (seconds === 0) return 'i rute';
  return seconds > 0 ? `${formatMmSs(seconds)} bak planen` : `${formatMmSs(-seconds)} foran planen`;
}

/** 'kl. 07–08' for a template hour. */
export function hourRange(hour: number): string {
  const pad = (h: number) => String(h % 24).padStart(2, '0');
  return `kl. ${pad(hour)}–${pad(hour + 1)}`;
}
