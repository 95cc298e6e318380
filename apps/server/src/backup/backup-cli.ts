import { loadConfigOrExit } from './cli-config';
import { runBackup } from './backup-command';
import { formatBytes, formatMs } from './format';

/** `npm run backup [-- --out PATH]` (PATH ending in .tar.gz: an archive; otherwise a folder). */
async function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  if (outIndex >= 0 && !args[outIndex + 1]) {
    console.error('Bruk: npm run backup [-- --out STI]');
    process.exit(64);
  }
  const config = loadConfigOrExit();
  const result = await runBackup(config, outIndex >= 0 ? args[outIndex + 1] : undefined, (line) => console.log(`  ${line}`));
  console.log(`Sikkerhetskopi lagret: ${result.path}`);
  console.log(`  ${result.tables} tabeller, ${result.rows} rader, ${result.files} filer (${formatBytes(result.bytes)})`);
  console.log(`  Tid: ${formatMs(result.totalMs)} (databaseøyeblikket: ${formatMs(result.snapshotMs)})${result.via === 'server' ? ', tatt av serveren som kjører' : ''}`);
  console.log('  Kopien inneholder passord-hasher og øktnøkler: oppbevar den like trygt som selve serveren.');
}

main().catch((error: unknown) => {
  console.error(`Sikkerhetskopien feilet: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
