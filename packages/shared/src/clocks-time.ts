/**
 * How clocks show time spans: broadcast 'mm:ss', its parser, spans in words, hour labels and the
 * countdown to what comes next. Wall-clock and calendar maths live in station-time.ts.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'mm:ss' for an offset or duration in seconds (broadcast style; minutes may exceed 59). */
export function formatMmSs(totalSeconds: number): string {
  const sign = totalSeconds < 0 ? '−' : '';
  const s = Math.abs(Math.round(totalSeconds));
  return `${sign}${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** Parses 'mm:ss', 'm:ss' or plain seconds; null when it is not a time. */
export function parseMmSs(text: string): number | null {
  const trimmed = text.trim();
  if (/^\d{1,4}$/.test(trimmed)) return Number(trimmed);
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(trimmed);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Human wording for messages: 75 → '1 min 15 s', 45 → '45 s', 120 → '2 min'. */
export function describeSeconds(totalSeconds: number): string {
  const s = Math.abs(Math.round(totalSeconds));
  const minutes = Math.floor(s / 60);
  const seconds = s % 60;
  if (minutes === 0) return `${seconds} s`;
  if (seconds === 0) return `${minutes} min`;
  return `${minutes} min ${seconds} s`;
}

/** 'kl. 07' style hour label. */
export function formatClockHour(hour: number): string {
  return pad(hour);
}

/** A wait: 'mm:ss' under an hour (never below 00:00), '2 t 5 min' from an hour up. */
export function formatCountdown(seconds: number): string {
  if (seconds < 3600) return formatMmSs(Math.max(0, seconds));
  return `${Math.floor(seconds / 3600)} t ${Math.floor((seconds % 3600) / 60)} min`;
}
