import { describe, expect, it } from 'vitest';
import { clockIssues, HOUR_SECONDS } from '@studioportal/shared';
import { newDraftElement, type DraftElement } from './draft';
import { issuesByKey } from './issues-by-key';
import { moveItem } from './move-item';

const el = (key: string, start: number, duration: number, hard_start = false): DraftElement => ({
  key,
  type: 'music',
  title: key,
  start_offset_s: start,
  duration_s: duration,
  hard_start,
  notes: '',
  responsible_id: null,
  media_id: null,
  media: null,
});

describe('template editor helpers', () => {
  it('pins each rule problem to the key of the element that has to change', () => {
    const elements = [el('a', 0, 120), el('b', 60, 60)];
    const byKey = issuesByKey(clockIssues(elements), elements);
    expect([...byKey.keys()]).toEqual(['b']);
    expect(byKey.get('b')).toHaveLength(1);
    expect(issuesByKey([], elements).size).toBe(0);
  });

  it('opens a new element as three minutes of music after the last element, cut at the hour', () => {
    expect(newDraftElement([])).toMatchObject({ type: 'music', title: '', start_offset_s: 0, duration_s: 180, hard_start: false });
    expect(newDraftElement([el('a', 0, HOUR_SECONDS - 60)])).toMatchObject({ start_offset_s: HOUR_SECONDS - 60, duration_s: 60 });
    expect(newDraftElement([el('a', 0, HOUR_SECONDS)])).toMatchObject({ start_offset_s: HOUR_SECONDS - 1, duration_s: 1 });
  });

  it('moves one item and leaves the list it was given alone', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
