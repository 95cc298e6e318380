import {
  PODCAST_POSITION_KEY_PREFIX,
  PODCAST_RESUME_END_MARGIN_S,
  PODCAST_SPEED_KEY,
  PODCAST_SPEEDS,
  type PodcastSpeed,
} from '@studioportal/shared';

/**
 * What the player remembers in this browser: where each episode was left and the chosen speed.
 * localStorage only (per device, nothing sent anywhere); blocked storage just means no memory.
 */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The position to resume an episode at, or null (never started, or heard to the end). */
export function readPosition(episodeId: string, durationS: number): number | null {
  const raw = storage()?.getItem(PODCAST_POSITION_KEY_PREFIX + episodeId);
  const seconds = raw === null || raw === undefined ? Number.NaN : Number(raw);
  if (!Number.isFinite(seconds) || seconds < 1) return null;
  if (durationS > 0 && seconds >= durationS - PODCAST_RESUME_END_MARGIN_S) return null;
  return seconds;
}

export function writePosition(episodeId: string, seconds: number): void {
  try {
    storage()?.setItem(PODCAST_POSITION_KEY_PREFIX + episodeId, String(Math.floor(seconds)));
  } catch {
    // Full or blocked storage: the position is simply not remembered.
  }
}

export function forgetPosition(episodeId: string): void {
  try {
    storage()?.removeItem(PODCAST_POSITION_KEY_PREFIX + episodeId);
  } catch {
    // Nothing to forget.
  }
}

export function readSpeed(): PodcastSpeed {
  const value = Number(storage()?.getItem(PODCAST_SPEED_KEY));
  return (PODCAST_SPEEDS as readonly number[]).includes(value) ? (value as PodcastSpeed) : 1;
}

export function writeSpeed(speed: PodcastSpeed): void {
  try {
    storage()?.setItem(PODCAST_SPEED_KEY, String(speed));
  } catch {
    // Not remembered; the speed still applies now.
  }
}

/** "1,25×": Norwegian decimal comma. */
export function formatSpeed(speed: number): string {
  return `${String(speed).replace('.', ',')}×`;
}
