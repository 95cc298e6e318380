import { describe, expect, it } from 'vitest';
import { mergeFields, sameFields, type ShowFields } from './show-fields';

const stored: ShowFields = {
  title: 'Morgenshowet',
  description: '',
  author: 'Radio Nord',
  category: 'Comedy',
  explicit: false,
  owner_name: 'Pia',
  owner_email: 'pia@example.no',
  website_url: '',
};

describe('merging a colleague’s save into an open settings form', () => {
  it('takes their values where nothing was touched here', () => {
    const theirs = { ...stored, title: 'Morgenshowet live' };
    expect(mergeFields(stored, stored, theirs)).toEqual({ fields: theirs, conflict: false });
  });

  it('keeps our edit of another field and takes theirs beside it', () => {
    const ours = { ...stored, author: 'Radio Nord AS' };
    const theirs = { ...stored, title: 'Morgenshowet live' };
    expect(mergeFields(stored, ours, theirs)).toEqual({ fields: { ...stored, author: 'Radio Nord AS', title: 'Morgenshowet live' }, conflict: false });
  });

  it('keeps our value and reports a conflict when both changed the same field differently', () => {
    const ours = { ...stored, title: 'Vårt navn' };
    const theirs = { ...stored, title: 'Deres navn' };
    expect(mergeFields(stored, ours, theirs)).toEqual({ fields: ours, conflict: true });
  });

  it('sees no conflict when both made the same change (our own save coming back)', () => {
    const both = { ...stored, explicit: true };
    expect(mergeFields(stored, both, both)).toEqual({ fields: both, conflict: false });
    expect(sameFields(both, { ...both })).toBe(true);
  });
});
