import { beforeEach, describe, expect, it } from 'vitest';
import { clearPendingDrafts, PENDING_DRAFTS_STORAGE_KEY, readPendingDraft, removePendingDraft, storePendingDraft } from './pending-drafts';

const base = { id: 'n1', version: 3, body: 'Linje 1' };

describe('drafts waiting for the network', () => {
  beforeEach(() => localStorage.clear());

  it('keeps one draft per document, the newest replacing the older', () => {
    storePendingDraft('note:u1:n1', base, { body: 'Linje 1\nA' });
    storePendingDraft('note:u1:n1', base, { body: 'Linje 1\nAB' });
    storePendingDraft('note:u1:n2', { ...base, id: 'n2' }, { body: 'Annet' });
    expect(readPendingDraft('note:u1:n1')).toMatchObject({ base, draft: { body: 'Linje 1\nAB' } });
    expect(Object.keys(JSON.parse(localStorage.getItem(PENDING_DRAFTS_STORAGE_KEY)!) as object)).toEqual(['note:u1:n1', 'note:u1:n2']);
  });

  it('forgets a draft once it is saved, and all of them at sign-out', () => {
    storePendingDraft('note:u1:n1', base, { body: 'x' });
    storePendingDraft('note:u1:n2', base, { body: 'y' });
    removePendingDraft('note:u1:n1');
    expect(readPendingDraft('note:u1:n1')).toBeNull();
    expect(readPendingDraft('note:u1:n2')).not.toBeNull();
    clearPendingDrafts();
    expect(localStorage.getItem(PENDING_DRAFTS_STORAGE_KEY)).toBeNull();
  });

  it('reads nothing from a damaged entry', () => {
    localStorage.setItem(PENDING_DRAFTS_STORAGE_KEY, '{not json');
    expect(readPendingDraft('note:u1:n1')).toBeNull();
  });
});
