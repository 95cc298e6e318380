import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUploads, IN_FLIGHT_KEY, resetUploads, restoreInterruptedUploads, startUploads, UPLOAD_STRINGS } from './upload-store';

/** A stand-in for the browser's XMLHttpRequest that the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader() {}
  send() {}
}

const file = () => new File([new Uint8Array(1000)], 'Morgenjingel.mp3', { type: 'audio/mpeg' });
const leaving = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('an upload under way (issue 19)', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    window.sessionStorage.clear();
    resetUploads();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetUploads();
  });

  it('is shown as uploading, then saving, until the server answers; leaving the page asks first meanwhile', () => {
    expect(leaving()).toBe(false);
    startUploads([file()]);
    const xhr = FakeXhr.last!;
    expect(leaving()).toBe(true);

    xhr.upload.onprogress!({ lengthComputable: true, loaded: 450, total: 1000 });
    expect(UPLOAD_STRINGS.uploading(45)).toBe('Laster opp … 45 %');
    xhr.upload.onload!();
    // Every byte sent is not the same as stored: still under way, still guarded.
    expect(getUploads()).toMatchObject([{ status: 'saving', progress: 1 }]);
    expect(leaving()).toBe(true);

    xhr.status = 201;
    xhr.responseText = JSON.stringify({ media: { id: 'm1' } });
    xhr.onload!();
    expect(getUploads()).toMatchObject([{ status: 'done' }]);
    expect(leaving()).toBe(false);
    expect(window.sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });

  it('one that a reload cut off is named on the next page load, not lost without a word', () => {
    startUploads([file()]);
    const remembered = window.sessionStorage.getItem(IN_FLIGHT_KEY);
    expect(remembered).toContain('Morgenjingel.mp3');
    // The page goes away mid-upload; the new page starts with an empty list and reads the record.
    resetUploads();
    window.sessionStorage.setItem(IN_FLIGHT_KEY, remembered!);
    restoreInterruptedUploads();
    expect(getUploads()).toMatchObject([{ name: 'Morgenjingel.mp3', status: 'error', error: UPLOAD_STRINGS.interrupted }]);
    expect(window.sessionStorage.getItem(IN_FLIGHT_KEY)).toBeNull();
  });
});
