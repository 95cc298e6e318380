import { useEffect, useState, useSyncExternalStore } from 'react';
import { SPONSOR_LIMITS } from '@studioportal/shared';

/**
 * The "Nevnt på lufta" marks this tab made in the last ten minutes, so the sponsor's button can
 * offer "Angre" on the desk and in the broadcast studio alike (the server lets only the one who
 * marked it take it back, and only for SPONSOR_LIMITS.mentionUndoMs). Kept in sessionStorage so
 * a reload keeps the offer; the newest mark per sponsor is the one "Angre" takes back.
 */
export interface OwnMark {
  mentionId: string;
  sponsorId: string;
  /** When this tab got the answer, in ms (the local clock: the window is timed here too). */
  at: number;
}

const STORAGE_KEY = 'studioportal-sponsor-marks';
const listeners = new Set<() => void>();
let marks: readonly OwnMark[] = read();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): OwnMark[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as OwnMark[]).filter((m) => Date.now() - m.at < SPONSOR_LIMITS.mentionUndoMs) : [];
  } catch {
    return [];
  }
}

function write(next: OwnMark[]) {
  marks = next;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Blocked storage: the offer lasts until the page is left, which is fine.
  }
  for (const listener of listeners) listener();
}

export function rememberMark(mark: OwnMark) {
  write([...marks.filter((m) => Date.now() - m.at < SPONSOR_LIMITS.mentionUndoMs), mark]);
}

export function forgetMark(mentionId: string) {
  if (marks.some((m) => m.mentionId === mentionId)) write(marks.filter((m) => m.mentionId !== mentionId));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** This tab's newest mark of the sponsor still inside the undo window, or null; it lapses by itself. */
export function useUndoableMark(sponsorId: string): OwnMark | null {
  const all = useSyncExternalStore(subscribe, () => marks);
  const [now, setNow] = useState(() => Date.now());
  const mark = all.filter((m) => m.sponsorId === sponsorId && now - m.at < SPONSOR_LIMITS.mentionUndoMs).at(-1) ?? null;
  useEffect(() => {
    if (!mark) return;
    // Wake once when the window closes so "Angre" goes away on time.
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, mark.at + SPONSOR_LIMITS.mentionUndoMs - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [mark]);
  return mark;
}
