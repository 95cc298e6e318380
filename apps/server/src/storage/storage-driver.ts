import type { Readable } from 'node:stream';

export const BUCKETS = ['profile-pictures', 'media', 'podcast', 'station'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObjectInfo {
  size: number;
  mtime: Date;
}

export interface StoredObject extends StoredObjectInfo {
  key: string;
}

/** A key no driver accepts (it could climb out of its bucket, or names no file). */
export class StorageKeyError extends Error {}

/** The object is not there (deleted between a stat and a read, or never stored). */
export class StorageNotFoundError extends Error {}

/**
 * Where uploads live. Every feature goes through this, so a station can keep files on the local
 * disk of one machine (`disk`) or share them between machines in an S3-compatible store (`s3`)
 * and nothing else changes: same keys, same URLs, same HTTP behaviour.
 */
export interface StorageDriver {
  readonly kind: 'disk' | 's3';
  /** Stores (or replaces) the object whole; readers see the old or the new bytes, never a mix. */
  put(bucket: Bucket, key: string, data: Buffer): Promise<void>;
  /** Moves a finished local file (from `tempPath`) into storage under `key`; the file is gone afterwards. */
  putFile(bucket: Bucket, key: string, sourcePath: string): Promise<void>;
  /** Size and last change, or null when there is no such object. */
  stat(bucket: Bucket, key: string): Promise<StoredObjectInfo | null>;
  /** The bytes (a range of them when given); rejects with StorageNotFoundError when missing. */
  read(bucket: Bucket, key: string, range?: ByteRange): Promise<Readable>;
  /** Removes one object; removing a missing one is not an error. */
  remove(bucket: Bucket, key: string): Promise<void>;
  /** Removes the object `prefix` and everything under `prefix/` (a media item's folder). */
  removePrefix(bucket: Bucket, prefix: string): Promise<void>;
  /** Every object whose key starts with `prefix` (all of the bucket when empty), in no set order. */
  list(bucket: Bucket, prefix?: string): AsyncIterable<StoredObject>;
  /**
   * Runs `fn` with a path on the local disk holding the object's bytes (for decoders that want a
   * file). With S3 the object is downloaded to a temporary file first and removed afterwards.
   */
  withLocalFile<T>(bucket: Bucket, key: string, fn: (filePath: string) => Promise<T>): Promise<T>;
  /** A fresh path for a file that will be handed to `putFile` (on the same disk where that matters). */
  tempPath(suffix?: string): Promise<string>;
  /** The URL the app serves the object at (spec: "the public URL is read back"). */
  publicUrl(bucket: Bucket, key: string): string;
  /** Fails with a clear message when the store cannot be used (checked once at start-up). */
  check(): Promise<void>;
  close(): Promise<void>;
}

// Letters and digits of any script (keys are made by the app from ids and fixed names, but a
// station migrating files may bring Norwegian names), dot, dash and underscore; '/' separates.
const SEGMENT = /^[\p{L}\p{N}._-]+$/u;
/** The shorter of S3's key limit (1024 bytes with the bucket prefix) and a file name's 255 bytes. */
const MAX_SEGMENT_BYTES = 255;
const MAX_KEY_BYTES = 900;

/**
 * The one key rule of every driver, so a key that works on disk works on S3 and no request can
 * climb out of its bucket. Keys must be NFC: two spellings of "å" must not name two objects.
 */
export function assertStorageKey(key: string): void {
  const parts = key.split('/');
  const ok =
    key.length > 0 &&
    Buffer.byteLength(key) <= MAX_KEY_BYTES &&
    key === key.normalize('NFC') &&
    parts.every((part) => SEGMENT.test(part) && part !== '.' && part !== '..' && Buffer.byteLength(part) <= MAX_SEGMENT_BYTES);
  if (!ok) throw new StorageKeyError(`invalid storage key: ${key}`);
}

export function assertBucket(bucket: string): asserts bucket is Bucket {
  if (!BUCKETS.includes(bucket as Bucket)) throw new StorageKeyError(`unknown bucket: ${bucket}`);
}

export function publicStorageUrl(bucket: Bucket, key: string): string {
  return `/storage/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
}
