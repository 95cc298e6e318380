import { monoPcmWav } from './wav';

/**
 * Test media for the podcast, made in code (no binary files in git).
 *
 * An MP3 of silent MPEG-1 layer III frames: 44.1 kHz mono at 128 kbit/s, each frame 1152
 * samples. A frame whose side information is all zeros carries no Huffman data, which every
 * decoder plays as silence, so browsers really play it and parsers read a real duration.
 */
const SAMPLE_RATE = 44_100;
const SAMPLES_PER_FRAME = 1152;
const BITRATE = 128_000;

export function silentMp3(seconds: number, options: { id3?: boolean } = {}): Buffer {
  const frames = Math.ceil((seconds * SAMPLE_RATE) / SAMPLES_PER_FRAME);
  const exact = (144 * BITRATE) / SAMPLE_RATE; // 417.96 bytes: padding keeps the average exact.
  const parts: Buffer[] = [];
  if (options.id3) {
    // An empty ID3v2.4 tag, as most encoders write one first.
    parts.push(Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]));
  }
  let carried = 0;
  for (let i = 0; i < frames; i++) {
    carried += exact - Math.floor(exact);
    const padding = carried >= 1 ? 1 : 0;
    carried -= padding;
    const frame = Buffer.alloc(Math.floor(exact) + padding);
    frame[0] = 0xff;
    frame[1] = 0xfb; // MPEG-1, layer III, no CRC
    frame[2] = (0b1001 << 4) | (0b00 << 2) | (padding << 1); // 128 kbit/s, 44.1 kHz
    frame[3] = 0b11 << 6; // mono
    parts.push(frame);
  }
  return Buffer.concat(parts);
}

/** Seconds of audio `silentMp3(seconds)` really holds (whole frames). */
export function silentMp3Duration(seconds: number): number {
  return (Math.ceil((seconds * SAMPLE_RATE) / SAMPLES_PER_FRAME) * SAMPLES_PER_FRAME) / SAMPLE_RATE;
}

/** A short PCM WAV: real audio, but not a format the podcast accepts. */
export function wav(seconds: number): Buffer {
  return monoPcmWav(Buffer.alloc(Math.round(seconds * 8000), 128), 8000, 8);
}
