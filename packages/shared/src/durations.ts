/**
 * A length or a position in a recording as the players show it (media library, podcast player,
 * chapters, the feed): 'm:ss', or 'h:mm:ss' from an hour up. Whole seconds, rounded down; a
 * negative or unknown value (an audio element before its metadata) shows as 0:00. The media
 * library counts in milliseconds: pass `ms / 1000`.
 */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}
