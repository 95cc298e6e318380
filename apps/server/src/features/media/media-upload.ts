import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { detectMediaFormat, MEDIA_FORMAT_INFO, MEDIA_SNIFF_BYTES, MEDIA_STRINGS, type MediaFormat } from '@studioportal/shared';
import { ApiError } from '../../http/errors';
import type { StorageDriver } from '../../storage/storage-driver';

export interface StoredUpload {
  format: MediaFormat;
  storageKey: string;
  sizeBytes: number;
}

class UnsupportedTypeError extends Error {}

/**
 * Reads the first bytes as they stream past and stops the upload as soon as they are not a
 * supported type, so a renamed text file or an SVG is refused without storing anything.
 */
class TypeSniffer extends Transform {
  format: MediaFormat | null = null;
  bytes = 0;
  private head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.format === null) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, MEDIA_SNIFF_BYTES)]).subarray(0, MEDIA_SNIFF_BYTES);
      if (this.head.length < MEDIA_SNIFF_BYTES) return done(null, chunk);
      this.format = detectMediaFormat(this.head);
      if (!this.format) return done(new UnsupportedTypeError());
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    // A file shorter than the sniff window is judged on what there is.
    if (this.format === null && this.head.length > 0) this.format = detectMediaFormat(this.head);
    if (this.format === null && this.bytes > 0) return done(new UnsupportedTypeError());
    done();
  }
}

/**
 * Streams one uploaded file to `media/<id>/original.<ext>` without holding it in memory: the type
 * comes from the file's first bytes, the size limit from multipart's own counter. The file lands
 * under a temporary name first and is renamed once complete, so a failed upload leaves nothing.
 */
export async function storeUpload(storage: StorageDriver, mediaId: string, file: MultipartFile, maxBytes: number): Promise<StoredUpload> {
  const partialPath = await storage.tempPath('.part');
  const sniffer = new TypeSniffer();
  try {
    await pipeline(file.file, sniffer, createWriteStream(partialPath));
    if (file.file.truncated) throw tooLarge(maxBytes);
    if (sniffer.bytes === 0) throw new ApiError(400, 'validation_failed', MEDIA_STRINGS.emptyFile);
    const format = sniffer.format!;
    const storageKey = `${mediaId}/original.${MEDIA_FORMAT_INFO[format].ext}`;
    await storage.putFile('media', storageKey, partialPath);
    return { format, storageKey, sizeBytes: sniffer.bytes };
  } catch (error) {
    await rm(partialPath, { force: true });
    // Let the rest of the request body flow so the client gets the answer instead of a reset.
    file.file.resume();
    if (error instanceof UnsupportedTypeError) throw new ApiError(415, 'unsupported_media_type', MEDIA_STRINGS.unsupported);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
}

export function tooLarge(maxBytes: number) {
  return new ApiError(413, 'payload_too_large', MEDIA_STRINGS.tooLarge(maxBytes));
}

/** A readable title from a file name: no extension, no path, underscores as spaces. */
export function titleFromFilename(filename: string): string {
  const base = path.basename(filename).replace(/\.[^.]{1,5}$/, '').replace(/[_]+/g, ' ').trim();
  return (base || 'Uten navn').slice(0, 200);
}
