import { copyFile } from 'node:fs/promises';
import { BUCKETS, type StorageDriver } from './storage-driver';

export interface CopyReport {
  copied: number;
  skipped: number;
  bytes: number;
}

/**
 * Copies every object of every bucket from one driver to another (disk → S3 when a station moves
 * to several machines). An object already at the target with the same size is skipped, so a run
 * that was interrupted can simply be started again. Nothing is deleted at the source.
 */
export async function copyStorage(
  from: StorageDriver,
  to: StorageDriver,
  options: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, bytes: 0 };
  for (const bucket of BUCKETS) {
    for await (const object of from.list(bucket)) {
      const there = await to.stat(bucket, object.key);
      if (there && there.size === object.size) {
        report.skipped++;
        continue;
      }
      options.log?.(`${options.dryRun ? 'ville kopiert' : 'kopierer'} ${bucket}/${object.key} (${object.size} byte)`);
      if (!options.dryRun) {
        // Through a local file: objects can be larger than we want in memory (podcast audio).
        await from.withLocalFile(bucket, object.key, async (file) => {
          const staged = await to.tempPath();
          await copyFile(file, staged);
          await to.putFile(bucket, object.key, staged);
        });
      }
      report.copied++;
      report.bytes += object.size;
    }
  }
  return report;
}
