import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { stationSettingsUpdateSchema, type StationSettingsResponse } from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { lastBackup } from '../audit';
import { BackupDownload } from './backup-download';
import { stationSettingsOf } from './index';
import { registerStationLogoRoutes } from './station-logo.routes';

const admin = { access: { permission: 'stationSettings' } } as const;
const noInput = z.strictObject({});

/** /enterprise (docs/enterprise-api.md): the station settings, its logo and the backup download. */
export async function registerStationRoutes(app: FastifyInstance, ctx: ServerContext) {
  const settings = stationSettingsOf(ctx);
  const backups = new BackupDownload(ctx);
  await settings.start();
  app.addHook('onClose', async () => settings.stop());
  await registerStationLogoRoutes(app, ctx, settings);

  const answer = async (): Promise<StationSettingsResponse> => ({ settings: settings.settings(), last_backup: await lastBackup(ctx.database.db) });

  app.get('/api/station-settings', { config: admin }, async (request) => {
    parseInput(noInput, request.query ?? {});
    return answer();
  });

  app.put('/api/station-settings', { config: admin }, async (request) => {
    const input = parseInput(stationSettingsUpdateSchema, request.body);
    await settings.update(viewerOf(request).userId, input);
    return answer();
  });

  app.get('/api/station-settings/backup', { config: admin }, async (request, reply) => {
    parseInput(noInput, request.query ?? {});
    return backups.send(viewerOf(request).userId, reply);
  });
}
