import { describe, expect, it } from 'vitest';
import { placeInList } from './list-cache';

const row = (id: string, minute: number) => ({ id, created_at: `2025-03-01T07:${String(minute).padStart(2, '0')}:00.000Z` });

describe('rows placed in filtered lists', () => {
  it('puts a new row in its place, newest first', () => {
    const list = [row('c', 30), row('a', 10)];
    expect(placeInList(list, row('b', 20), true)!.map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(placeInList(list, row('d', 40), true)!.map((r) => r.id)).toEqual(['d', 'c', 'a']);
    expect(placeInList(list, row('z', 5), true)!.map((r) => r.id)).toEqual(['c', 'a', 'z']);
  });

  it('replaces a row it has, and drops one that left the filter', () => {
    const list = [row('b', 20), row('a', 10)];
    const changed = { ...row('a', 10), text: 'ny' };
    expect(placeInList(list, changed, true)![1]).toBe(changed);
    expect(placeInList(list, row('a', 10), false)!.map((r) => r.id)).toEqual(['b']);
  });

  it('leaves lists alone that neither had the row nor want it, and lists not loaded', () => {
    const list = [row('a', 10)];
    expect(placeInList(list, row('x', 20), false)).toBe(list);
    expect(placeInList(undefined, row('x', 20), true)).toBeUndefined();
  });
});
