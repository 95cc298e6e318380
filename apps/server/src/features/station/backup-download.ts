import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { STATION_SETTINGS_STRINGS as S } from '@studioportal/shared';
import { createBackup, defaultBackupPath } from '../../backup/create-backup';
import type { ServerContext } from '../../context';
import { ApiError } from '../../http/errors';
import { recordAudit } from '../audit';

/**
 * The administrator's backup download: the same archive `npm run backup` makes (backup/, format in
 * docs), taken inside the running server, recorded in the audit log and streamed as an attachment.
 * The archive is written under DATA_DIR/backups first (a consistent snapshot needs a finished
 * file) and removed once sent. One at a time per process.
 */
export class BackupDownload {
  private running = false;

  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'storage' | 'config' | 'realtime'>) {}

  async send(actorId: string, reply: FastifyReply): Promise<FastifyReply> {
    if (this.running) throw new ApiError(409, 'backup_running', S.backupRunning);
    this.running = true;
    let target: string | null = null;
    try {
      const result = await createBackup({ database: this.ctx.database, storage: this.ctx.storage, target: defaultBackupPath(this.ctx.config.dataDir) });
      target = result.path;
      const name = path.basename(result.path);
      await this.ctx.database.db.transaction((tx) =>
        recordAudit(tx, {
          actorId,
          action: 'station.backup_downloaded',
          targetType: 'station',
          targetId: null,
          targetLabel: 'Stasjonen',
          summary: `Sikkerhetskopi lastet ned (${result.manifest.tables.length} tabeller, ${result.rows} rader, ${result.manifest.files.length} filer)`,
          before: null,
          after: { file: name, migration: result.manifest.migration, rows: result.rows, files: result.manifest.files.length },
        }),
      );
      const stream = createReadStream(result.path);
      const cleanUp = () => void rm(result.path, { force: true }).finally(() => (this.running = false));
      stream.once('close', cleanUp);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    } catch (error) {
      if (target) await rm(target, { force: true });
      this.running = false;
      if (error instanceof ApiError) throw error;
      throw new ApiError(500, 'backup_failed', S.backupFailed);
    }
  }
}
