import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  createMarkerSchema,
  markerParamsSchema,
  MEDIA_STRINGS,
  mediaIdParamsSchema,
  mediaListQuerySchema,
  updateMarkerSchema,
  updateMediaSchema,
  type MediaItemResponse,
  type MediaListResponse,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { ApiError, parseInput } from '../../http/errors';
import { tooLarge } from './media-upload';
import { MediaService } from './media.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;
/** Room for the multipart boundaries and the title field around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export async function registerMediaRoutes(app: FastifyInstance, ctx: ServerContext) {
  const service = new MediaService(ctx);
  const maxBytes = ctx.config.mediaMaxBytes;

  app.get('/api/media', { config: staff }, async (request): Promise<MediaListResponse> => {
    const { kind } = parseInput(mediaListQuerySchema, request.query ?? {});
    return { media: await service.list(kind), max_bytes: maxBytes };
  });

  app.get('/api/media/:id', { config: staff }, async (request): Promise<MediaItemResponse> => {
    const { id } = parseInput(mediaIdParamsSchema, request.params);
    return { media: await service.get(id) };
  });

  // Multipart lives in its own scope so another feature may register it with other limits.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 50 },
    });
    scope.post('/api/media', { config: staff }, async (request, reply) => {
      // Refuse an announced oversize body before reading a byte of it.
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(maxBytes);
      if (!request.isMultipart()) throw new ApiError(400, 'validation_failed', MEDIA_STRINGS.noFile);
      const file = await request.file();
      if (!file) throw new ApiError(400, 'validation_failed', MEDIA_STRINGS.noFile);
      const media = await service.upload(viewerOf(request), file);
      return reply.status(201).send({ media } satisfies MediaItemResponse);
    });
  });

  app.patch('/api/media/:id', { config: staff }, async (request): Promise<MediaItemResponse> => {
    const { id } = parseInput(mediaIdParamsSchema, request.params);
    const input = parseInput(updateMediaSchema, request.body);
    return { media: await service.update(id, input) };
  });

  app.delete('/api/media/:id', { config: staff }, async (request, reply) => {
    const { id } = parseInput(mediaIdParamsSchema, request.params);
    await service.remove(viewerOf(request), id);
    return reply.status(204).send();
  });

  app.post('/api/media/:id/reprocess', { config: staff }, async (request): Promise<MediaItemResponse> => {
    const { id } = parseInput(mediaIdParamsSchema, request.params);
    return { media: await service.reprocess(id) };
  });

  app.post('/api/media/:id/markers', { config: staff }, async (request, reply) => {
    const { id } = parseInput(mediaIdParamsSchema, request.params);
    const input = parseInput(createMarkerSchema, request.body);
    return reply.status(201).send({ media: await service.addMarker(viewerOf(request), id, input) } satisfies MediaItemResponse);
  });

  app.patch('/api/media/:id/markers/:markerId', { config: staff }, async (request): Promise<MediaItemResponse> => {
    const { id, markerId } = parseInput(markerParamsSchema, request.params);
    const input = parseInput(updateMarkerSchema, request.body);
    return { media: await service.updateMarker(id, markerId, input) };
  });

  app.delete('/api/media/:id/markers/:markerId', { config: staff }, async (request): Promise<MediaItemResponse> => {
    const { id, markerId } = parseInput(markerParamsSchema, request.params);
    return { media: await service.deleteMarker(viewerOf(request), id, markerId) };
  });
}
