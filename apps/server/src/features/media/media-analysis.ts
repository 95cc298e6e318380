import { createReadStream } from 'node:fs';
import { WAVEFORM_PEAKS, type MediaFormat } from '@studioportal/shared';

/**
 * What the processing job learns from a file, with pure JS/WASM only (music-metadata for the
 * container's duration, audio-decode's WASM decoders for the samples): no ffmpeg needed.
 */

export interface AudioAnalysis {
  durationMs: number;
  /** WAVEFORM_PEAKS peak levels 0–1. */
  waveform: number[];
}

type DecodeFormat = 'mp3' | 'm4a' | 'wav' | 'oga';
const DECODER: Partial<Record<MediaFormat, DecodeFormat>> = { mp3: 'mp3', m4a: 'm4a', wav: 'wav', ogg: 'oga' };

/** Peaks are first taken per block of this many samples, then folded down to WAVEFORM_PEAKS. */
const BLOCK = 1024;

export async function analyseAudio(
  filePath: string,
  format: MediaFormat,
  options: { onProgress?: (fraction: number) => void | Promise<void>; signal?: AbortSignal } = {},
): Promise<AudioAnalysis> {
  const decoder = DECODER[format];
  if (!decoder) throw new Error(`not an audio format: ${format}`);
  // Loaded when a file is analysed, not at start-up: ~17 MB a server without uploads never needs (decision 017).
  const [{ parseFile }, { default: decode }] = await Promise.all([import('music-metadata'), import('audio-decode')]);
  const metadata = await parseFile(filePath, { duration: true });
  const expectedSeconds = metadata.format.duration ?? 0;

  const blockPeaks: number[] = [];
  let blockMax = 0;
  let inBlock = 0;
  let samples = 0;
  let sampleRate = metadata.format.sampleRate ?? 0;
  let lastReported = 0;
  const stream = createReadStream(filePath, { highWaterMark: 256 * 1024 });
  try {
    for await (const chunk of decode(stream as unknown as AsyncIterable<Uint8Array>, decoder)) {
      if (options.signal?.aborted) throw new Error('aborted');
      const channels = chunk.channelData;
      if (channels.length === 0) continue;
      sampleRate = chunk.sampleRate || sampleRate;
      const length = channels[0]!.length;
      for (let i = 0; i < length; i++) {
        let peak = 0;
        for (const channel of channels) {
          const v = Math.abs(channel[i] ?? 0);
          if (v > peak) peak = v;
        }
        if (peak > blockMax) blockMax = peak;
        if (++inBlock === BLOCK) {
          blockPeaks.push(blockMax);
          blockMax = 0;
          inBlock = 0;
        }
      }
      samples += length;
      if (expectedSeconds > 0 && sampleRate > 0 && options.onProgress) {
        const fraction = Math.min(0.99, samples / sampleRate / expectedSeconds);
        // Report in 10 % steps: enough for a live progress bar, few events.
        if (fraction - lastReported >= 0.1) {
          lastReported = fraction;
          await options.onProgress(fraction);
        }
      }
    }
  } finally {
    stream.destroy();
  }
  if (inBlock > 0) blockPeaks.push(blockMax);
  if (samples === 0 || sampleRate === 0) throw new Error('no audio samples decoded');
  return { durationMs: Math.round((samples / sampleRate) * 1000), waveform: foldPeaks(blockPeaks, WAVEFORM_PEAKS) };
}

/** Folds any number of peaks into `count` by taking the maximum of each span, rounded to 3 decimals. */
export function foldPeaks(peaks: number[], count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.floor((i * peaks.length) / count);
    const end = Math.max(start + 1, Math.floor(((i + 1) * peaks.length) / count));
    let max = 0;
    for (let j = start; j < end && j < peaks.length; j++) max = Math.max(max, peaks[j] ?? 0);
    out.push(Math.round(Math.min(1, max) * 1000) / 1000);
  }
  return out;
}

/** Reads the size from the header, then decodes a small copy to prove the whole picture is one. */
export async function analyseImage(filePath: string): Promise<{ width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  const image = sharp(filePath, { limitInputPixels: 100_000_000 });
  const { width, height } = await image.metadata();
  if (!width || !height) throw new Error('image has no size');
  await image.resize(64, 64, { fit: 'inside' }).toBuffer();
  return { width, height };
}
