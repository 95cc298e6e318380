import { describe, expect, it } from 'vitest';
import { countWords, detectMediaFormat, formatReadTime, readTimeSeconds, scriptReadTime, tagsSchema } from './content';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectMediaFormat', () => {
  it('recognises every accepted type by its first bytes', () => {
    expect(detectMediaFormat(bytes('ID3', [3, 0, 0, 0, 0, 0, 0, 0]))).toBe('mp3');
    expect(detectMediaFormat(bytes([0xff, 0xfb, 0x90, 0xc4]))).toBe('mp3');
    expect(detectMediaFormat(bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]))).toBe('m4a');
    expect(detectMediaFormat(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(detectMediaFormat(bytes('OggS', [0, 2, 0, 0, 0, 0]))).toBe('ogg');
    expect(detectMediaFormat(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectMediaFormat(bytes([0x89], 'PNG\r\n\x1a\n'))).toBe('png');
    expect(detectMediaFormat(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(detectMediaFormat(bytes('GIF89a', [1, 0]))).toBe('gif');
  });

  it('refuses text, SVG and look-alikes', () => {
    expect(detectMediaFormat(bytes('Hei, dette er bare tekst'))).toBeNull();
    expect(detectMediaFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectMediaFormat(bytes('<?xml version="1.0"?><svg>'))).toBeNull();
    expect(detectMediaFormat(bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'))).toBeNull();
    expect(detectMediaFormat(bytes([0, 0, 0, 0x20], 'ftypqt  '))).toBeNull();
    expect(detectMediaFormat(bytes([0xff, 0xff, 0xff, 0xff]))).toBeNull();
    expect(detectMediaFormat(bytes('MZ'))).toBeNull();
  });
});

describe('read time', () => {
  it('counts spoken words, not markdown syntax, links or stage directions', () => {
    expect(countWords('# Overskrift\n\nGod morgen, **Norge**! [pause] Se [nettsiden](https://example.no).')).toBe(6);
    expect(countWords('Blåbærsyltetøy og ærfugl på Ørland')).toBe(5);
    expect(countWords('')).toBe(0);
  });

  it('divides words by the speaking rate and rounds up to whole seconds', () => {
    expect(readTimeSeconds(150, 150)).toBe(60);
    expect(readTimeSeconds(151, 150)).toBe(61);
    expect(readTimeSeconds(75)).toBe(30);
    expect(readTimeSeconds(0)).toBe(0);
    expect(formatReadTime(61)).toBe('01:01');
    expect(formatReadTime(3725)).toBe('62:05');
    expect(scriptReadTime('ord '.repeat(300), 150)).toEqual({ words: 300, seconds: 120, label: '02:00' });
  });
});

describe('tags', () => {
  it('trims, lower-cases and de-duplicates', () => {
    expect(tagsSchema.parse([' Morgen', 'morgen', 'ØL '])).toEqual(['morgen', 'øl']);
  });
});
