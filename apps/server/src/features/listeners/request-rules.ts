import { foldKeyword, LISTENER_STRINGS, zonedMinuteOfDay, type MusicRequestRules } from '@studioportal/shared';

/**
 * The rules a music request must pass, as pure functions: the time window (station time, may run
 * over midnight), blocked artists or songs, and the track key that spots the same song however it
 * is spelled ("Åge Aleksandersen" = "age aleksandersen").
 */

export function trackKey(artist: string, title: string): string {
  const fold = (text: string) => foldKeyword(text).replace(/[^A-Z0-9]+/g, ' ').trim();
  return `${fold(artist)}|${fold(title)}`;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function inWindow(rules: Pick<MusicRequestRules, 'window_start' | 'window_end'>, now: Date, timeZone?: string): boolean {
  const start = minutes(rules.window_start);
  const end = minutes(rules.window_end);
  if (start === end) return true;
  const at = zonedMinuteOfDay(now, timeZone);
  return start < end ? at >= start && at < end : at >= start || at < end;
}

export function isBlockedTrack(rules: Pick<MusicRequestRules, 'blocked'>, artist: string, title: string): boolean {
  const [artistKey, titleKey] = trackKey(artist, title).split('|');
  return rules.blocked.some((b) => {
    const [blockedArtist, blockedTitle] = trackKey(b.artist, b.title).split('|');
    return blockedArtist === artistKey && (!blockedTitle || blockedTitle === titleKey);
  });
}

/** Why requests are not taken now, or null when they are. */
export function closedReason(rules: MusicRequestRules, now: Date): string | null {
  if (!rules.enabled) return LISTENER_STRINGS.requestsOff;
  if (!inWindow(rules, now)) return LISTENER_STRINGS.requestsClosed(rules.window_start, rules.window_end);
  return null;
}
