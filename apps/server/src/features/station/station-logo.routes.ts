import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STATION_SETTINGS_STRINGS as S, stationLogoQuerySchema, type StationLogoResponse } from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { storedFileHeaders } from '../../http/file-headers';
import { ApiError, notFound, parseInput } from '../../http/errors';
import { readLogoUpload } from './station-logo-image';
import { StationLogoService } from './station-logo.service';
import type { StationSettingsService } from './station-settings.service';

const admin = { access: { permission: 'stationSettings' } } as const;
const noInput = z.strictObject({});

/**
 * The station logo (docs/enterprise-api.md). GET is public: the top bar shows it to signed-out
 * visitors too. The public config names it with ?v=<version>, a URL whose bytes never change, so
 * that one is cached for a year; any other form of the address is revalidated each time.
 */
export async function registerStationLogoRoutes(app: FastifyInstance, ctx: ServerContext, settings: StationSettingsService) {
  const logos = new StationLogoService(ctx, settings);

  app.get('/api/station/logo', { config: { access: 'public' } }, async (request, reply) => {
    const { v } = parseInput(stationLogoQuerySchema, request.query ?? {});
    const file = await logos.current(v);
    if (!file) throw notFound(S.logoMissing);
    const etag = `"${file.version}"`;
    reply
      .headers(storedFileHeaders('logo.png'))
      .header('etag', etag)
      .header('cache-control', v === file.version ? 'public, max-age=31536000, immutable' : 'public, no-cache');
    if (request.headers['if-none-match'] === etag) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.header('content-length', file.size).send(file.body);
  });

  app.delete('/api/station/logo', { config: admin }, async (request): Promise<StationLogoResponse> => {
    parseInput(noInput, request.query ?? {});
    return { logo_url: await logos.remove(viewerOf(request).userId) };
  });

  // The file is the whole body, whatever its declared type (a wrong or missing Content-Type must
  // not decide anything: the bytes are checked). Only in this scope; the rest keep their parsers.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put('/api/station/logo', { config: admin }, async (request, reply): Promise<StationLogoResponse> => {
      parseInput(noInput, request.query ?? {});
      const body = request.body instanceof Readable ? request.body : request.raw;
      const length = Number(request.headers['content-length']);
      let upload: Buffer;
      try {
        upload = await readLogoUpload(body, Number.isFinite(length) ? length : undefined);
      } catch (error) {
        // The rest of an oversized body is not read: the connection closes once the answer is out.
        if (error instanceof ApiError && error.status === 413) {
          reply.header('connection', 'close');
          reply.raw.once('finish', () => request.raw.destroy());
        }
        throw error;
      }
      return { logo_url: await logos.replace(viewerOf(request).userId, upload) };
    });
  });
}
