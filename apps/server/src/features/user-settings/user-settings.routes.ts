import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userSettingsInputSchema, type UserSettingsView } from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { UserSettingsService } from './user-settings.service';

const staff = { access: 'approved' } as const;
const noInput = z.strictObject({});

/** The signed-in person's own settings (docs/user-settings-api.md). */
export function registerUserSettingsRoutes(app: FastifyInstance, ctx: ServerContext) {
  const service = new UserSettingsService(ctx);

  app.get('/api/me/settings', { config: staff }, async (request): Promise<UserSettingsView> => {
    parseInput(noInput, request.query ?? {});
    return service.read(viewerOf(request).userId);
  });

  app.put('/api/me/settings', { config: staff }, async (request): Promise<UserSettingsView> => {
    const input = parseInput(userSettingsInputSchema, request.body);
    return service.save(viewerOf(request).userId, input);
  });
}
