import path from 'node:path';
import { buildApp } from './app';
import { registerBackupControl } from './backup/control';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(78);
  }

  let releaseLock = () => {};
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(75);
      }
      throw error;
    }
  }

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
  );
  await migrate(database, (msg) => console.log(msg));
  const { app, ctx } = await buildApp({ config, database });
  // Only this process can open the embedded database, so `npm run backup` asks it through a local channel.
  const backupControl = config.databaseUrl ? null : registerBackupControl(app, ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'avslutter: slutter å ta imot forespørsler');
    const force = setTimeout(() => {
      app.log.error('avslutning tok for lang tid; avbryter');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      backupControl?.close();
      releaseLock();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  backupControl?.publish(typeof address === 'object' && address ? address.port : config.port);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
