import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { artworkKeyOfSmallCopy, PODCAST_ARTWORK_SMALL_PX } from '@studioportal/shared';
import type { StorageDriver, StoredObjectInfo } from '../../storage/storage-driver';

/**
 * The pages ask for each artwork's small copy (podcastArtworkSrcSet); it is made from the stored
 * artwork on its first request and kept next to it, so artwork uploaded before small copies
 * existed gets one too, and an upload costs no more than before. Concurrent first requests share
 * one resize.
 */
export function smallArtworkCopies(storage: StorageDriver, warn: (error: unknown) => void) {
  const making = new Map<string, Promise<void>>();

  async function make(source: string, key: string) {
    if (!(await storage.stat('podcast', source))) return;
    const full = await buffer(await storage.read('podcast', source));
    const small = await sharp(full).resize(PODCAST_ARTWORK_SMALL_PX, PODCAST_ARTWORK_SMALL_PX, { fit: 'cover' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    await storage.put('podcast', key, small);
    // The artwork may have been replaced while this copy was made: its removal missed the copy.
    if (!(await storage.stat('podcast', source))) await storage.remove('podcast', key);
  }

  /** The stored file's size and date; for a small copy not made yet, made first (null when its artwork is gone). */
  return async function statServed(key: string): Promise<StoredObjectInfo | null> {
    const info = await storage.stat('podcast', key);
    const source = artworkKeyOfSmallCopy(key);
    if (info || !source) return info;
    let job = making.get(key);
    if (!job) {
      job = make(source, key)
        .catch(warn)
        .finally(() => making.delete(key));
      making.set(key, job);
    }
    await job;
    return storage.stat('podcast', key);
  };
}
