import { loadConfigOrExit } from './cli-config';
import { formatBytes, formatMs } from './format';
import { RestoreRefusedError } from './restore';
import { runRestore } from './restore-command';

const KIND = { pglite: 'innebygd database', postgres: 'PostgreSQL' } as const;

/** `npm run restore -- PATH [--force]`. */
async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const paths = args.filter((a) => !a.startsWith('--'));
  if (paths.length !== 1) {
    console.error('Bruk: npm run restore -- STI [--force]   (STI: en .tar.gz eller mappe fra npm run backup)');
    process.exit(64);
  }
  const config = loadConfigOrExit();
  const result = await runRestore(config, paths[0]!, { force, log: (line) => console.log(`  ${line}`) });
  const m = result.manifest;
  console.log(`Gjenopprettet sikkerhetskopien fra ${m.created_at} (Studioportal ${m.app_version}, ${KIND[m.source.database]} → ${KIND[config.databaseUrl ? 'postgres' : 'pglite']}).`);
  if (result.wiped) console.log('  Det som lå i måldatabasen fra før, ble slettet (--force).');
  console.log(`  Tabeller: ${m.tables.length}, rader: ${result.rows}. Antall og sjekksummer stemmer.`);
  console.log(`  Filer: ${result.files} (${formatBytes(result.bytes)}). Sjekksummene stemmer.`);
  console.log(`  Migreringer kjørt etterpå: ${result.upgradedWith.length ? result.upgradedWith.join(', ') : 'ingen (samme versjon)'}`);
  console.log(`  Tid: ${formatMs(result.totalMs)}`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof RestoreRefusedError) {
    console.error(`Gjenopprettingen ble ikke startet: ${message}`);
    process.exit(error.message.includes('bruker datamappen') ? 75 : 2);
  }
  console.error(`Gjenopprettingen feilet: ${message}`);
  process.exit(1);
});
