import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PODCAST_AUDIO_MAX_BYTES, PODCAST_STRINGS, type PodcastAudioType } from '@studioportal/shared';
import { ApiError } from '../../http/errors';
import type { StorageDriver } from '../../storage/storage-driver';

export interface StoredAudio {
  key: string;
  type: PodcastAudioType;
  size: number;
  durationS: number;
}

const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso2', 'dash']);

/**
 * What the first bytes say the file is, whatever its name or declared type: an MP3 (ID3 tag or
 * an MPEG audio frame header of layer III) or an M4A (an ISO media file with an audio brand).
 */
export function sniffAudioType(head: Buffer): PodcastAudioType | null {
  if (head.length >= 3 && head.toString('latin1', 0, 3) === 'ID3') return 'audio/mpeg';
  // Frame sync (11 bits), a real MPEG version (not 01) and layer III (01).
  if (head.length >= 2 && head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x18) !== 0x08 && (head[1]! & 0x06) === 0x02) {
    return 'audio/mpeg';
  }
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && M4A_BRANDS.has(head.toString('latin1', 8, 12))) return 'audio/mp4';
  return null;
}

const unsupported = () => new ApiError(415, 'unsupported_media_type', PODCAST_STRINGS.errors.audioType);
const tooLarge = () => new ApiError(413, 'payload_too_large', PODCAST_STRINGS.errors.audioTooLarge);

/**
 * Counts bytes as they pass and checks the first ones, so a wrong or oversized file is refused
 * while it streams rather than after it has filled the disk.
 */
class AudioGate extends Transform {
  size = 0;
  type: PodcastAudioType | null = null;
  private head = Buffer.alloc(0);

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(tooLarge());
    if (this.type === null) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, 16)]);
      if (this.head.length >= 12) {
        this.type = sniffAudioType(this.head);
        if (this.type === null) return callback(unsupported());
      }
    }
    callback(null, chunk);
  }

  override _flush(callback: (error?: Error | null) => void) {
    if (this.size === 0) return callback(new ApiError(400, 'validation_failed', PODCAST_STRINGS.errors.audioEmpty));
    if (this.type === null) this.type = sniffAudioType(this.head);
    callback(this.type === null ? unsupported() : null);
  }
}

/** Reads the duration and confirms the codec matches what the first bytes promised. */
async function probeAudio(file: string, type: PodcastAudioType): Promise<number> {
  // Imported on the first upload, not at start-up (decision 017).
  const { parseFile } = await import('music-metadata');
  let metadata;
  try {
    metadata = await parseFile(file, { duration: true, skipCovers: true });
  } catch {
    throw new ApiError(415, 'unsupported_media_type', PODCAST_STRINGS.errors.audioUnreadable);
  }
  const { container = '', codec = '', duration } = metadata.format;
  const looksRight = type === 'audio/mpeg' ? container === 'MPEG' && /layer 3/i.test(codec) : /aac|alac|mp4a/i.test(codec) && metadata.format.hasVideo !== true;
  if (!looksRight) throw unsupported();
  if (!duration || !Number.isFinite(duration) || duration <= 0) {
    throw new ApiError(415, 'unsupported_media_type', PODCAST_STRINGS.errors.audioUnreadable);
  }
  return Math.round(duration * 1000) / 1000;
}

/**
 * Streams an uploaded episode file into the 'podcast' bucket under a fresh key. The bytes go to a
 * temporary file first and are renamed only once type, size and duration check out, so a failed
 * or aborted upload never leaves a file under a real key.
 */
export async function storeEpisodeAudio(
  storage: StorageDriver,
  episodeId: string,
  body: Readable,
  declaredLength: number | undefined,
): Promise<StoredAudio> {
  if (declaredLength !== undefined && declaredLength > PODCAST_AUDIO_MAX_BYTES) throw tooLarge();
  const uploadId = randomUUID();
  const tmp = await storage.tempPath('.upload');
  const gate = new AudioGate(PODCAST_AUDIO_MAX_BYTES);
  const out = createWriteStream(tmp);
  try {
    try {
      await pipeline(body, gate, out);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(400, 'upload_interrupted', PODCAST_STRINGS.errors.uploadInterrupted);
    }
    const type = gate.type!;
    const durationS = await probeAudio(tmp, type);
    const key = `episodes/${episodeId}/${uploadId}.${type === 'audio/mpeg' ? 'mp3' : 'm4a'}`;
    await storage.putFile('podcast', key, tmp);
    return { key, type, size: gate.size, durationS };
  } finally {
    // A refused upload can end before the file was even opened; wait until the stream has let go
    // of it, or the file would appear again after the removal.
    // (Not events.once: it would reject on the stream's 'error', which the pipeline already handled.)
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    await rm(tmp, { force: true });
  }
}
