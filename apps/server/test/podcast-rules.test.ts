import { describe, expect, it } from 'vitest';
import {
  chapterIndexAt,
  chaptersFromAsRun,
  formatPodcastLength,
  formatDuration,
  parsePodcastTimestamp,
  podcastChaptersSchema,
  podcastEmbedUrl,
  podcastShareUrl,
} from '@studioportal/shared';
import { sniffAudioType } from '../src/features/podcast/audio-upload';
import { podcastGuid, xmlText } from '../src/features/podcast/feed-xml';
import { silentMp3, wav } from '../../../test-support/podcast-audio';

/** The podcast's pure rules: no server needed. */
describe('podcast rules', () => {
  it('turns a show’s as-run log into chapters counted from the first element sent', () => {
    const chapters = chaptersFromAsRun([
      { title: 'Nyheter', sent_at: '2025-03-03T06:00:04.000Z' },
      { title: 'Ikke sendt', sent_at: null },
      { title: '  Vær  ', sent_at: '2025-03-03T06:03:10.400Z' },
      { title: 'Samme sekund', sent_at: '2025-03-03T06:03:10.900Z' },
      { title: 'Gjest', sent_at: '2025-03-03T06:12:00.000Z' },
    ]);
    expect(chapters).toEqual([
      { start_s: 0, title: 'Nyheter' },
      { start_s: 186, title: 'Vær' },
      { start_s: 716, title: 'Gjest' },
    ]);
    expect(chaptersFromAsRun([{ title: 'X', sent_at: null }])).toEqual([]);
  });

  it('reads share-link times in the forms people type, and nothing else', () => {
    expect(['95', '1:35', '0:01:35', '1m35s', '95s', '1h2m5s'].map(parsePodcastTimestamp)).toEqual([95, 95, 95, 95, 95, 3725]);
    expect(['', 'abc', '1:5', '-3', '1:35:', undefined].map(parsePodcastTimestamp)).toEqual([null, null, null, null, null, null]);
  });

  it('formats times and lengths the Norwegian way', () => {
    expect([formatDuration(0), formatDuration(75.9), formatDuration(3725)]).toEqual(['0:00', '1:15', '1:02:05']);
    expect([formatPodcastLength(42), formatPodcastLength(95), formatPodcastLength(3600), formatPodcastLength(5430)]).toEqual(['42 s', '2 min', '1 t', '1 t 31 min']);
  });

  it('finds the chapter playing and keeps chapters sorted and distinct', () => {
    const chapters = [
      { start_s: 0, title: 'A' },
      { start_s: 30, title: 'B' },
    ];
    expect([chapterIndexAt(chapters, 0), chapterIndexAt(chapters, 29.9), chapterIndexAt(chapters, 30), chapterIndexAt([], 5)]).toEqual([0, 0, 1, -1]);
    expect(podcastChaptersSchema.parse([{ start_s: 30, title: 'B' }, { start_s: 0, title: 'A' }])).toEqual(chapters);
    expect(podcastChaptersSchema.safeParse([{ start_s: 3, title: '' }]).success).toBe(false);
  });

  it('builds share and embed links with only the options that differ from the defaults', () => {
    expect(podcastShareUrl('https://radio.no/', 'abc', 65.7)).toBe('https://radio.no/podcast?episode=abc&t=65');
    expect(podcastShareUrl('https://radio.no', 'abc', 0.4)).toBe('https://radio.no/podcast?episode=abc');
    expect(podcastEmbedUrl('https://radio.no', { theme: 'light', color: '#3B82F6' })).toBe('https://radio.no/podcast-embed?theme=light');
    expect(podcastEmbedUrl('https://radio.no', { episode: 'e1', color: 'E11D48' })).toBe('https://radio.no/podcast-embed?episode=e1&color=e11d48');
  });

  it('recognises MP3 and M4A by their first bytes only', () => {
    expect(sniffAudioType(silentMp3(1))).toBe('audio/mpeg');
    expect(sniffAudioType(silentMp3(1, { id3: true }))).toBe('audio/mpeg');
    expect(sniffAudioType(Buffer.from('\0\0\0\x18ftypM4A \0\0\0\0', 'latin1'))).toBe('audio/mp4');
    expect(sniffAudioType(Buffer.from('\0\0\0\x18ftypqt  \0\0\0\0', 'latin1'))).toBeNull();
    expect(sniffAudioType(wav(1))).toBeNull();
    // An MPEG layer II frame header is not an MP3.
    expect(sniffAudioType(Buffer.from([0xff, 0xfd, 0x90, 0xc0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  it('escapes feed text and derives the podcast GUID from the feed URL as the namespace specifies', () => {
    expect(xmlText('Ola & Kari <3 "quiz"\u0007')).toBe('Ola &amp; Kari &lt;3 &quot;quiz&quot;');
    // The podcast namespace's published example: podcastindex.org/namespace/1.0#guid.
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    expect(podcastGuid('http://radio.no/podcast/feed.xml/')).toBe(podcastGuid('https://radio.no/podcast/feed.xml'));
  });
});
