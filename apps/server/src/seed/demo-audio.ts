import sharp from 'sharp';
import { monoPcmWav } from './pcm-wav';

/**
 * The demo data's sounds and picture, made in code (no binary files in git): short PCM WAV
 * sounds for the media library (tones and filtered noise, so their waveforms have a shape), a
 * silent MP3 for podcast episodes (the podcast takes MP3 or M4A only, and encoding real MP3
 * audio needs an encoder we do not ship), and a PNG drawn from SVG.
 */

const RATE = 22_050;

/** A small seeded generator, so every run makes the same bytes. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A mono 16-bit PCM WAV around samples in −1…1. */
export function pcmWav(samples: Float32Array, sampleRate = RATE): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32_767), i * 2));
  return monoPcmWav(data, sampleRate, 16);
}

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

/** Adds a plucked tone (fast attack, exponential decay) at `at` seconds. */
function tone(out: Float32Array, at: number, seconds: number, frequency: number, level: number, decay = 3) {
  const start = Math.floor(at * RATE);
  const length = Math.min(out.length - start, Math.floor(seconds * RATE));
  for (let i = 0; i < length; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, t / 0.01) * Math.exp(-decay * t);
    const v = Math.sin(2 * Math.PI * frequency * t) + 0.3 * Math.sin(4 * Math.PI * frequency * t);
    out[start + i]! += level * envelope * v;
  }
}

/** Adds noise shaped by `envelope(t)` and smoothed by a one-pole low-pass (0 < smooth < 1). */
function noise(out: Float32Array, at: number, seconds: number, level: number, seed: number, envelope: (t: number) => number, smooth = 0.5) {
  const next = random(seed);
  const start = Math.floor(at * RATE);
  const length = Math.min(out.length - start, Math.floor(seconds * RATE));
  let held = 0;
  for (let i = 0; i < length; i++) {
    held = smooth * held + (1 - smooth) * (next() * 2 - 1);
    out[start + i]! += level * envelope(i / RATE) * held;
  }
}

function fadeOut(out: Float32Array, seconds: number) {
  const n = Math.floor(seconds * RATE);
  for (let i = 0; i < n; i++) out[out.length - 1 - i]! *= i / n;
}

/** Rising four-note sting and a held chord: the morning show's jingle. */
function jingle(): Float32Array {
  const out = new Float32Array(Math.round(3.2 * RATE));
  [72, 76, 79, 84].forEach((note, i) => tone(out, i * 0.28, 1.2, hz(note), 0.3, 4));
  for (const note of [72, 76, 79, 84]) tone(out, 1.2, 2, hz(note), 0.14, 1.4);
  noise(out, 0, 0.6, 0.25, 11, (t) => Math.min(1, t / 0.5), 0.2);
  fadeOut(out, 0.4);
  return out;
}

/** Two-tone chime after a short whoosh: the station ident. */
function stationId(): Float32Array {
  const out = new Float32Array(Math.round(2.6 * RATE));
  noise(out, 0, 0.8, 0.35, 23, (t) => Math.sin((Math.PI * t) / 0.8), 0.7);
  tone(out, 0.7, 1.9, hz(76), 0.45, 2);
  tone(out, 1.1, 1.5, hz(72), 0.45, 2);
  fadeOut(out, 0.3);
  return out;
}

/** A loopable bed: bass pulses and ticking hi-hats, for the traffic report. */
function trafficBed(): Float32Array {
  const out = new Float32Array(8 * RATE);
  for (let beat = 0; beat < 16; beat++) {
    const bass = beat % 4 === 3 ? hz(43) : hz(45);
    tone(out, beat * 0.5, 0.45, bass, 0.5, 6);
    noise(out, beat * 0.5 + 0.25, 0.06, 0.25, 100 + beat, (t) => Math.exp(-60 * t), 0.05);
  }
  for (let bar = 0; bar < 4; bar++) tone(out, bar * 2, 1.8, hz(69 + (bar % 2) * 2), 0.12, 1);
  return out;
}

/** Claps swelling and dying away: applause for the competition winner. */
function applause(): Float32Array {
  const out = new Float32Array(4 * RATE);
  const next = random(77);
  for (let i = 0; i < 240; i++) {
    const at = next() * 3.7;
    const swell = Math.min(1, at / 0.8) * Math.min(1, (3.9 - at) / 1.5);
    noise(out, at, 0.05, 0.35 * swell * (0.5 + next()), 1000 + i, (t) => Math.exp(-90 * t), 0.1);
  }
  noise(out, 0, 4, 0.08, 5, (t) => Math.min(1, t / 0.8) * Math.max(0, Math.min(1, (4 - t) / 1.5)), 0.3);
  return out;
}

/** Fast beeps over a pulse: the short news sting before the headlines. */
function newsSting(): Float32Array {
  const out = new Float32Array(Math.round(2.8 * RATE));
  for (let i = 0; i < 8; i++) tone(out, i * 0.125, 0.1, hz(88), 0.25, 30);
  tone(out, 1.05, 1.7, hz(64), 0.5, 1.8);
  tone(out, 1.05, 1.7, hz(71), 0.3, 1.8);
  fadeOut(out, 0.3);
  return out;
}

export const DEMO_SOUNDS = { jingle, stationId, trafficBed, applause, newsSting } as const;
export type DemoSound = keyof typeof DEMO_SOUNDS;

export function demoSoundWav(sound: DemoSound): Buffer {
  return pcmWav(DEMO_SOUNDS[sound]());
}

/**
 * An MP3 of silent MPEG-2 layer III frames: 16 kHz mono at 8 kbit/s (1 kB a second, so an hour
 * is 3.6 MB), each frame 576 samples of 36 bytes. A frame whose side information is all zeros
 * carries no Huffman data, which every decoder plays as silence.
 */
export function silentMp3(seconds: number): Buffer {
  const frames = Math.ceil((seconds * 16_000) / 576);
  const frame = Buffer.alloc(36);
  frame[0] = 0xff;
  frame[1] = 0xf3; // MPEG-2, layer III, no CRC
  frame[2] = (0b0001 << 4) | (0b10 << 2); // 8 kbit/s, 16 kHz, no padding
  frame[3] = 0b11 << 6; // mono
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** A 1200×675 picture of a studio at sunrise, for the media library. */
export function demoStudioPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1e3a8a"/><stop offset="0.55" stop-color="#f97316"/><stop offset="1" stop-color="#fde68a"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="675" fill="url(#sky)"/>
  <circle cx="860" cy="430" r="150" fill="#fef3c7" opacity="0.9"/>
  <path d="M0 520 L180 420 L320 500 L470 380 L640 510 L800 440 L980 520 L1200 430 L1200 675 L0 675 Z" fill="#1f2937"/>
  <rect x="250" y="180" width="90" height="210" rx="45" fill="#111827"/>
  <rect x="270" y="200" width="50" height="150" rx="25" fill="#374151"/>
  <path d="M225 320 Q225 430 295 430 Q365 430 365 320" fill="none" stroke="#111827" stroke-width="16"/>
  <rect x="287" y="430" width="16" height="90" fill="#111827"/>
  <rect x="225" y="515" width="140" height="18" rx="9" fill="#111827"/>
  <rect x="60" y="60" width="210" height="60" rx="12" fill="#dc2626"/>
  <text x="165" y="101" font-family="sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">PÅ LUFTA</text>
  <text x="600" y="610" font-family="sans-serif" font-size="64" font-weight="700" fill="#ffffff" text-anchor="middle">Morgenshowet</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
