import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

export const BUCKETS = ['profile-pictures', 'media', 'podcast'] as const;
export type Bucket = (typeof BUCKETS)[number];

const SAFE_KEY = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export class StorageKeyError extends Error {}

/**
 * Buckets on local disk under DATA_DIR/storage. Keys are validated so no request can climb out
 * of its bucket; writes go to a temporary file first and are renamed, so a crash never leaves a
 * half-written file under a real key.
 */
export class LocalDiskStorage {
  constructor(private readonly root: string) {}

  resolve(bucket: Bucket, key: string): string {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
      throw new StorageKeyError(`invalid storage key: ${key}`);
    }
    return path.join(this.root, bucket, key);
  }

  async put(bucket: Bucket, key: string, data: Buffer): Promise<void> {
    const target = this.resolve(bucket, key);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, target);
  }

  async remove(bucket: Bucket, key: string): Promise<void> {
    await rm(this.resolve(bucket, key), { force: true });
  }

  async removePrefix(bucket: Bucket, prefix: string): Promise<void> {
    await rm(this.resolve(bucket, prefix), { force: true, recursive: true });
  }

  async stat(bucket: Bucket, key: string): Promise<{ size: number; mtime: Date } | null> {
    try {
      const s = await stat(this.resolve(bucket, key));
      return s.isFile() ? { size: s.size, mtime: s.mtime } : null;
    } catch {
      return null;
    }
  }

  read(bucket: Bucket, key: string, range?: { start: number; end: number }) {
    return createReadStream(this.resolve(bucket, key), range);
  }

  /** The URL the app serves the object at (spec: "the public URL is read back"). */
  publicUrl(bucket: Bucket, key: string): string {
    return `/storage/${bucket}/${key}`;
  }
}
