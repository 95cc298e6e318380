import { describe, expect, it } from 'vitest';
import { messageSegments, safeHref } from './message-segments';

describe('message segments', () => {
  it('keeps markup as text and links only http(s) addresses', () => {
    const segments = messageSegments('<img src=x onerror=alert(1)> javascript:alert(1) se https://nrk.no/p3.', []);
    expect(segments).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> javascript:alert(1) se ' },
      { kind: 'link', text: 'https://nrk.no/p3', href: 'https://nrk.no/p3' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('turns www. addresses into https links and keeps parentheses that belong to the address', () => {
    expect(messageSegments('(www.vg.no)', [])).toEqual([
      { kind: 'text', text: '(' },
      { kind: 'link', text: 'www.vg.no', href: 'https://www.vg.no/' },
      { kind: 'text', text: ')' },
    ]);
    const wiki = messageSegments('https://no.wikipedia.org/wiki/P4_(radio)', []);
    expect(wiki[0]).toMatchObject({ kind: 'link', href: 'https://no.wikipedia.org/wiki/P4_(radio)' });
  });

  it('refuses anything but http and https as an href', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>')).toBeNull();
    expect(safeHref('https://example.no')).toBe('https://example.no/');
  });

  it('marks the mentions the server recognised, longest name first, not e-mail addresses', () => {
    const mentions = [
      { user_id: 'ola', name: 'Ola' },
      { user_id: 'olan', name: 'Ola Nordmann' },
    ];
    expect(messageSegments('@ola nordmann og @Ola, ikke ola@example.no', mentions)).toEqual([
      { kind: 'mention', text: '@ola nordmann', userId: 'olan' },
      { kind: 'text', text: ' og ' },
      { kind: 'mention', text: '@Ola', userId: 'ola' },
      { kind: 'text', text: ', ikke ola@example.no' },
    ]);
  });
});
