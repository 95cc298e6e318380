import { describe, expect, it } from 'vitest';
import type { Draft, DraftElement } from './draft';
import { mergeDraft } from './merge-draft';

const el = (id: string, title: string, start = 0, duration = 60): DraftElement => ({
  key: id,
  id,
  type: 'music',
  title,
  start_offset_s: start,
  duration_s: duration,
  hard_start: false,
  notes: '',
  responsible_id: null,
  media_id: null,
  media: null,
});

const draft = (elements: DraftElement[], over: Partial<Draft> = {}): Draft => ({
  name: 'Morgen 07',
  weekday: 1,
  start_hour: 7,
  color: '#3b82f6',
  is_active: true,
  notes: '',
  elements,
  ...over,
});

const titles = (d: Draft) => d.elements.map((e) => e.title);

describe('mergeDraft', () => {
  const base = draft([el('a', 'Nyheter'), el('b', 'Vær', 60), el('c', 'Musikk', 120)]);

  it('keeps fields this user changed and takes the colleague’s other fields', () => {
    const local = { ...base, name: 'Min tittel' };
    const remote = { ...base, color: '#ef4444', name: 'Deres tittel' };
    const merged = mergeDraft(base, local, remote);
    expect(merged.name).toBe('Min tittel');
    expect(merged.color).toBe('#ef4444');
  });

  it('keeps this user’s element edits and takes the colleague’s edits to other elements', () => {
    const local = draft([el('a', 'Nyheter'), el('b', 'Været i dag', 60), el('c', 'Musikk', 120)]);
    const remote = draft([el('a', 'Nyheter'), el('b', 'Vær', 60), el('c', 'Musikkblokk', 120, 300)]);
    const merged = mergeDraft(base, local, remote);
    expect(titles(merged)).toEqual(['Nyheter', 'Været i dag', 'Musikkblokk']);
    expect(merged.elements[2]!.duration_s).toBe(300);
  });

  it('keeps elements added on both sides and this user’s deletions', () => {
    const mine = { ...el('x', 'Min jingle', 180, 10), id: undefined, key: 'local-1' };
    const local = draft([el('a', 'Nyheter'), el('c', 'Musikk', 120), mine]);
    const remote = draft([el('a', 'Nyheter'), el('b', 'Vær', 60), el('c', 'Musikk', 120), el('d', 'Reklame', 300)]);
    const merged = mergeDraft(base, local, remote);
    expect(titles(merged)).toEqual(['Nyheter', 'Musikk', 'Reklame', 'Min jingle']);
  });

  it('drops what the colleague deleted unless this user changed it', () => {
    const local = draft([el('a', 'Nyheter'), el('b', 'Vær (endret)', 60), el('c', 'Musikk', 120)]);
    const remote = draft([el('c', 'Musikk', 120)]);
    const merged = mergeDraft(base, local, remote);
    expect(titles(merged)).toEqual(['Vær (endret)', 'Musikk']);
    expect(merged.elements[0]!.id).toBeUndefined();
  });

  it('keeps this user’s order when they reordered, with the colleague’s new element at its place', () => {
    const local = draft([el('c', 'Musikk', 0), el('a', 'Nyheter', 60), el('b', 'Vær', 120)]);
    const remote = draft([el('a', 'Nyheter'), el('n', 'Trafikk', 60), el('b', 'Vær', 120), el('c', 'Musikk', 180)]);
    const merged = mergeDraft(base, local, remote);
    // Trafikk came between Nyheter and Vær for the colleague; it lands there in this order too.
    expect(titles(merged)).toEqual(['Musikk', 'Nyheter', 'Trafikk', 'Vær']);
  });

  it('takes the colleague’s order when this user did not reorder', () => {
    const local = draft([el('a', 'Nyheter'), el('b', 'Vær', 60), el('c', 'Musikk', 120)], { name: 'Endret navn' });
    const remote = draft([el('b', 'Vær', 0), el('a', 'Nyheter', 60), el('c', 'Musikk', 120)]);
    const merged = mergeDraft(base, local, remote);
    expect(titles(merged)).toEqual(['Vær', 'Nyheter', 'Musikk']);
    expect(merged.name).toBe('Endret navn');
  });
});
