import { useSyncExternalStore } from 'react';
import { isApiErrorBody, MEDIA_DEFAULT_MAX_BYTES, MEDIA_STRINGS, type MediaItem, type MediaItemResponse } from '@studioportal/shared';
import { CLIENT_HEADERS, NETWORK_ERROR_MESSAGE } from '@/lib/api';

/**
 * Uploads in progress, one entry per file, with a progress bar each. XMLHttpRequest rather than
 * fetch because only it reports upload progress. A file over the server's limit is refused here
 * with the server's own message, before a byte is sent.
 */

export interface UploadEntry {
  key: string;
  name: string;
  size: number;
  /** 0–1 of the bytes sent. */
  progress: number;
  status: 'uploading' | 'done' | 'error';
  error?: string;
  media?: MediaItem;
}

type Listener = () => void;
let entries: UploadEntry[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function set(next: UploadEntry[]) {
  entries = next;
  for (const l of listeners) l();
}
function patch(key: string, change: Partial<UploadEntry>) {
  set(entries.map((e) => (e.key === key ? { ...e, ...change } : e)));
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

export function useUploads(): UploadEntry[] {
  return useSyncExternalStore(subscribe, () => entries);
}
