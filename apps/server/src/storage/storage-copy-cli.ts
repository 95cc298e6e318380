import path from 'node:path';
import { loadConfig } from '../config';
import { copyStorage } from './copy-storage';
import { createStorage } from './create-storage';
import { LocalDiskStorage } from './local-disk';

/**
 * `npm run storage:copy [-- --dry-run] [-- --from <dir>]`: copies the files on local disk
 * (DATA_DIR/storage, or --from) into the storage the environment configures (STORAGE_DRIVER=s3 …).
 * Safe to run while the server runs and to run again; see docs/operations/storage.md.
 */
async function main() {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const fromIndex = args.indexOf('--from');
  const config = loadConfig();
  if (config.storage.driver !== 's3') {
    console.error('Målet er disk: sett STORAGE_DRIVER=s3 og S3_*-variablene for bøtta filene skal kopieres til.');
    process.exit(78);
  }
  const fromDir = fromIndex >= 0 && args[fromIndex + 1] ? path.resolve(args[fromIndex + 1]!) : path.join(config.dataDir, 'storage');
  const from = new LocalDiskStorage(fromDir);
  const to = createStorage(config.storage, config.dataDir);
  try {
    await to.check();
    console.log(`Kopierer fra ${fromDir} til S3-bøtta «${config.storage.bucket}»${dryRun ? ' (prøvekjøring, ingenting skrives)' : ''}`);
    const report = await copyStorage(from, to, { dryRun, log: (line) => console.log(`  ${line}`) });
    console.log(`Ferdig: ${report.copied} ${dryRun ? 'ville blitt kopiert' : 'kopiert'} (${report.bytes} byte), ${report.skipped} fantes allerede.`);
  } finally {
    await to.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
