import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  assertBucket,
  assertStorageKey,
  publicStorageUrl,
  StorageNotFoundError,
  type Bucket,
  type ByteRange,
  type StorageDriver,
  type StoredObject,
  type StoredObjectInfo,
} from './storage-driver';

export { BUCKETS, StorageKeyError, type Bucket } from './storage-driver';

/** Files being written before they get their real name; a dot name no bucket can have. */
const STAGING_DIR = '.staging';

const isMissing = (error: unknown) => ['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '');

/**
 * Buckets on local disk under DATA_DIR/storage. Keys are validated so no request can climb out
 * of its bucket; writes go to a temporary file first and are renamed, so a crash never leaves a
 * half-written file under a real key.
 */
export class LocalDiskStorage implements StorageDriver {
  readonly kind = 'disk' as const;

  constructor(private readonly root: string) {}

  resolve(bucket: Bucket, key: string): string {
    assertBucket(bucket);
    assertStorageKey(key);
    return path.join(this.root, bucket, key);
  }

  async put(bucket: Bucket, key: string, data: Buffer): Promise<void> {
    const target = this.resolve(bucket, key);
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomUUID()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, target);
  }

  async putFile(bucket: Bucket, key: string, sourcePath: string): Promise<void> {
    const target = this.resolve(bucket, key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(sourcePath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // The temporary file was on another disk: copy under a temporary name, then rename.
      const tmp = `${target}.${randomUUID()}.tmp`;
      await copyFile(sourcePath, tmp);
      await rename(tmp, target);
      await rm(sourcePath, { force: true });
    }
  }

  async tempPath(suffix = ''): Promise<string> {
    const dir = path.join(this.root, STAGING_DIR);
    await mkdir(dir, { recursive: true });
    return path.join(dir, `${randomUUID()}${suffix}`);
  }

  async remove(bucket: Bucket, key: string): Promise<void> {
    await rm(this.resolve(bucket, key), { force: true });
  }

  async removePrefix(bucket: Bucket, prefix: string): Promise<void> {
    await rm(this.resolve(bucket, prefix), { force: true, recursive: true });
  }

  async stat(bucket: Bucket, key: string): Promise<StoredObjectInfo | null> {
    const file = this.resolve(bucket, key);
    try {
      const s = await stat(file);
      return s.isFile() ? { size: s.size, mtime: s.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(bucket: Bucket, key: string, range?: ByteRange): Promise<Readable> {
    const file = this.resolve(bucket, key);
    // Opening first turns a missing file into an error the caller can answer with 404, instead
    // of a stream that fails after the headers went out.
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if (isMissing(error)) throw new StorageNotFoundError(`${bucket}/${key}`);
      throw error;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async *list(bucket: Bucket, prefix = ''): AsyncIterable<StoredObject> {
    assertBucket(bucket);
    const bucketDir = path.join(this.root, bucket);
    const walk = async function* (dir: string): AsyncIterable<StoredObject> {
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          yield* walk(full);
          continue;
        }
        // Half-written files (put's temporary names, uploads in progress) are not objects.
        if (!entry.isFile() || /\.(tmp|part|upload)$/.test(entry.name)) continue;
        const key = path.relative(bucketDir, full).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const s = await stat(full);
        yield { key, size: s.size, mtime: s.mtime };
      }
    };
    yield* walk(bucketDir);
  }

  async withLocalFile<T>(bucket: Bucket, key: string, fn: (filePath: string) => Promise<T>): Promise<T> {
    const file = this.resolve(bucket, key);
    if (!(await this.stat(bucket, key))) throw new StorageNotFoundError(`${bucket}/${key}`);
    return fn(file);
  }

  publicUrl(bucket: Bucket, key: string): string {
    return publicStorageUrl(bucket, key);
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
  }

  async close(): Promise<void> {}
}
