import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BUCKETS, StorageNotFoundError, type Bucket, type StorageDriver } from '../storage/storage-driver';
import type { ManifestFile } from './manifest';

interface Copied extends ManifestFile {
  mtime: number;
}

function hashing(hash: ReturnType<typeof createHash>, count: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      count.bytes += chunk.length;
      done(null, chunk);
    },
  });
}

export const filePathIn = (root: string, bucket: Bucket, key: string) => path.join(root, 'files', bucket, ...key.split('/'));

/**
 * Copies storage objects into `root/files/<bucket>/<key>`. Called twice around the database
 * snapshot: the second pass copies what is new or changed since the first and keeps the first
 * copy of anything deleted in between (a row in the snapshot may still point at it).
 */
export class FileCollector {
  private readonly copied = new Map<string, Copied>();

  constructor(
    private readonly storage: StorageDriver,
    private readonly root: string,
  ) {}

  async pass(): Promise<{ copied: number; bytes: number }> {
    let copied = 0;
    let bytes = 0;
    for (const bucket of BUCKETS) {
      for await (const object of this.storage.list(bucket)) {
        const id = `${bucket}/${object.key}`;
        const before = this.copied.get(id);
        if (before && before.size === object.size && before.mtime === object.mtime.getTime()) continue;
        const result = await this.copyOne(bucket, object.key, object.mtime.getTime());
        if (!result) continue;
        this.copied.set(id, result);
        copied++;
        bytes += result.size;
      }
    }
    return { copied, bytes };
  }

  private async copyOne(bucket: Bucket, key: string, mtime: number): Promise<Copied | null> {
    const target = filePathIn(this.root, bucket, key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomUUID()}.partial`;
    const hash = createHash('sha256');
    const count = { bytes: 0 };
    try {
      await pipeline(await this.storage.read(bucket, key), hashing(hash, count), createWriteStream(partial, { mode: 0o600 }));
    } catch (error) {
      await rm(partial, { force: true });
      // Deleted between the listing and the read: its row's deletion committed first, so
      // whatever copy an earlier pass made stays, and otherwise nothing needs it.
      if (error instanceof StorageNotFoundError) return null;
      throw error;
    }
    await rename(partial, target);
    return { bucket, key, size: count.bytes, sha256: hash.digest('hex'), mtime };
  }

  files(): ManifestFile[] {
    return [...this.copied.values()]
      .map(({ bucket, key, size, sha256 }) => ({ bucket, key, size, sha256 }))
      .sort((a, b) => (`${a.bucket}/${a.key}` < `${b.bucket}/${b.key}` ? -1 : 1));
  }
}

export async function sha256OfStream(stream: NodeJS.ReadableStream): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

/** Puts one file of the backup into storage after checking it against the manifest. */
export async function restoreFile(storage: StorageDriver, root: string, file: ManifestFile): Promise<void> {
  const source = filePathIn(root, file.bucket, file.key);
  const found = await sha256OfStream(createReadStream(source)).catch(() => null);
  if (!found) throw new Error(`Filen ${file.bucket}/${file.key} mangler i sikkerhetskopien.`);
  if (found.sha256 !== file.sha256 || found.size !== file.size) {
    throw new Error(`Filen ${file.bucket}/${file.key} i sikkerhetskopien er skadet (sjekksummen stemmer ikke).`);
  }
  // putFile moves its source away; the backup folder may be the user's own, so hand it a copy.
  const staged = await storage.tempPath();
  await copyFile(source, staged);
  await storage.putFile(file.bucket, file.key, staged);
}

/** Reads the object back from storage and compares it with the manifest. */
export async function verifyStoredFile(storage: StorageDriver, file: ManifestFile): Promise<boolean> {
  try {
    const found = await sha256OfStream(await storage.read(file.bucket, file.key));
    return found.sha256 === file.sha256 && found.size === file.size;
  } catch (error) {
    if (error instanceof StorageNotFoundError) return false;
    throw error;
  }
}
