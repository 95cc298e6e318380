import { useSyncExternalStore } from 'react';
import { isApiErrorBody, MEDIA_DEFAULT_MAX_BYTES, MEDIA_STRINGS, type MediaItem, type MediaItemResponse } from '@studioportal/shared';
import { CLIENT_HEADERS, NETWORK_ERROR_MESSAGE } from '@/lib/api';

/**
 * Uploads in progress, one entry per file, with a progress bar each. XMLHttpRequest rather than
 * fetch because only it reports upload progress. A file over the server's limit is refused here
 * with the server's own message, before a byte is sent.
 *
 * Issue 19: an upload is not finished when its last byte has left the browser: the server still
 * stores it ('saving'), and only its answer makes it safe. While any upload runs, leaving the page
 * asks first (beforeunload), and an upload that a reload cut off anyway is named on the next page
 * load (the tab's sessionStorage remembers what was under way), instead of vanishing silently.
 */

export const UPLOAD_STRINGS = {
  uploading: (percent: number) => `Laster opp … ${percent} %`,
  saving: 'Lagrer på serveren …',
  done: 'Lastet opp',
  interrupted: 'Opplastingen ble avbrutt fordi siden ble lastet på nytt eller lukket. Last opp filen igjen.',
} as const;

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  /** 0–1 of the bytes sent. */
  progress: number;
  /** 'saving': every byte is sent, the server has not answered yet. */
  status: 'uploading' | 'saving' | 'done' | 'error';
  error?: string;
  media?: MediaItem;
}

type Listener = () => void;
let entries: UploadEntry[] = [];
const listeners = new Set<Listener>();
let counter = 0;

/** The tab's record of uploads under way, read back after a reload. */
export const IN_FLIGHT_KEY = 'studioportal-uploads-in-flight';

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function rememberInFlight() {
  const running = entries.filter(isRunning).map(({ key, name, size }) => ({ key, name, size }));
  try {
    if (running.length) sessionStore()?.setItem(IN_FLIGHT_KEY, JSON.stringify(running));
    else sessionStore()?.removeItem(IN_FLIGHT_KEY);
  } catch {
    // Blocked storage: the warning before leaving still works.
  }
}

const isRunning = (entry: UploadEntry) => entry.status === 'uploading' || entry.status === 'saving';

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Older browsers ask for a return value to show their "leave this page?" question.
  event.returnValue = '';
}

let guarding = false;
function guardLeaving(running: boolean) {
  if (running === guarding || typeof window === 'undefined') return;
  guarding = running;
  if (running) window.addEventListener('beforeunload', onBeforeUnload);
  else window.removeEventListener('beforeunload', onBeforeUnload);
}

function set(next: UploadEntry[]) {
  entries = next;
  rememberInFlight();
  guardLeaving(entries.some(isRunning));
  for (const l of listeners) l();
}
function patch(key: string, change: Partial<UploadEntry>) {
  set(entries.map((e) => (e.key === key ? { ...e, ...change } : e)));
}

/** Uploads a reload or a closed tab cut off, as failures with a message (read once per page load). */
export function restoreInterruptedUploads(): void {
  let cut: { key: string; name: string; size: number }[] = [];
  try {
    cut = JSON.parse(sessionStore()?.getItem(IN_FLIGHT_KEY) ?? '[]') as typeof cut;
  } catch {
    cut = [];
  }
  if (!Array.isArray(cut) || cut.length === 0) return;
  set([
    ...entries,
    ...cut.map((u) => ({ key: `interrupted-${++counter}`, name: String(u.name), size: Number(u.size) || 0, progress: 0, status: 'error' as const, error: UPLOAD_STRINGS.interrupted })),
  ]);
}

/** Finished uploads leave the list after a moment; failures stay until dismissed. */
const DONE_LINGER_MS = 4000;

export function dismissUpload(key: string) {
  set(entries.filter((e) => e.key !== key));
}

export function startUploads(files: Iterable<File>, maxBytes = MEDIA_DEFAULT_MAX_BYTES, onUploaded?: (media: MediaItem) => void) {
  for (const file of files) {
    const key = `upload-${++counter}`;
    const entry: UploadEntry = { key, name: file.name, size: file.size, progress: 0, status: 'uploading' };
    if (file.size > maxBytes) {
      set([...entries, { ...entry, status: 'error', error: MEDIA_STRINGS.tooLarge(maxBytes) }]);
      continue;
    }
    set([...entries, entry]);
    const form = new FormData();
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    for (const [name, value] of Object.entries(CLIENT_HEADERS)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) patch(key, { progress: e.loaded / e.total });
    };
    // Every byte has left the browser; the server is storing the file and has not answered yet.
    xhr.upload.onload = () => patch(key, { progress: 1, status: 'saving' });
    xhr.onerror = () => patch(key, { status: 'error', error: NETWORK_ERROR_MESSAGE });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201 && body && typeof body === 'object' && 'media' in body) {
        const media = (body as MediaItemResponse).media;
        patch(key, { status: 'done', progress: 1, media });
        onUploaded?.(media);
        setTimeout(() => dismissUpload(key), DONE_LINGER_MS);
      } else {
        patch(key, { status: 'error', error: isApiErrorBody(body) ? body.error.message : MEDIA_STRINGS.uploadFailed });
      }
    };
    xhr.send(form);
  }
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getUploads(): UploadEntry[] {
  return entries;
}

export function useUploads(): UploadEntry[] {
  return useSyncExternalStore(subscribe, getUploads);
}

/** For tests: an empty list and no guard, as on a fresh page. */
export function resetUploads(): void {
  set([]);
}

restoreInterruptedUploads();
