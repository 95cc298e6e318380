import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  createPodcastEpisodeSchema,
  emptyPodcastInputSchema,
  ERROR_MESSAGES,
  podcastEpisodeIdParamsSchema,
  publishPodcastEpisodeSchema,
  updatePodcastEpisodeSchema,
  updatePodcastShowSchema,
  type PodcastEpisodeListResponse,
  type PodcastEpisodeResponse,
  type PodcastShowResponse,
} from '@studioportal/shared';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { ApiError, parseInput } from '../../http/errors';
import { sendConditional } from './conditional-get';
import { registerPodcastPublicRoutes } from './podcast-public.routes';
import { PodcastService, type Upload } from './podcast.service';
import { requestOrigin } from './request-origin';

const staff = { access: { permission: 'editPlanning' } } as const;

/** The raw request body of an upload route, as a stream (see the scope's content-type parser). */
function uploadOf(request: FastifyRequest): Upload {
  if (!(request.body instanceof Readable)) throw new ApiError(415, 'unsupported_media_type', ERROR_MESSAGES.unsupported_media_type);
  const length = Number(request.headers['content-length']);
  return { body: request.body, length: Number.isFinite(length) ? length : undefined };
}

export async function registerPodcastRoutes(app: FastifyInstance, ctx: ServerContext) {
  const service = new PodcastService(ctx);
  app.addHook('onClose', async () => {
    await service.drain();
  });

  // --- Listeners (no sign-in) ---------------------------------------------------------------

  // Everything the public page and the embed need, from memory, revalidated by ETag.
  app.get('/api/podcast', { config: { access: 'public' } }, async (request, reply) => {
    parseInput(emptyPodcastInputSchema, request.query ?? {});
    const rendered = await service.publicCache.publicJson(requestOrigin(request, ctx.config));
    return sendConditional(request, reply, rendered, { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' });
  });

  // A play, counted per episode and day only. Always 202, so the answer reveals nothing.
  app.post('/api/podcast/episodes/:id/plays', { config: { access: 'public' } }, async (request, reply) => {
    const { id } = parseInput(podcastEpisodeIdParamsSchema, request.params);
    parseInput(emptyPodcastInputSchema, request.body ?? {});
    await service.countListen(id, 'plays', request.ip);
    return reply.status(202).send({});
  });

  registerPodcastPublicRoutes(app, ctx, service);

  // --- Staff: the show -----------------------------------------------------------------------

  app.get('/api/podcast/show', { config: staff }, async (request): Promise<PodcastShowResponse> => {
    parseInput(emptyPodcastInputSchema, request.query ?? {});
    return { show: await service.getShow() };
  });

  app.put('/api/podcast/show', { config: staff }, async (request): Promise<PodcastShowResponse> => {
    const input = parseInput(updatePodcastShowSchema, request.body);
    return { show: await service.updateShow(input) };
  });

  // --- Staff: episodes -----------------------------------------------------------------------

  app.get('/api/podcast/episodes', { config: staff }, async (request): Promise<PodcastEpisodeListResponse> => {
    parseInput(emptyPodcastInputSchema, request.query ?? {});
    return { episodes: await service.listEpisodes() };
  });

  app.post('/api/podcast/episodes', { config: staff }, async (request, reply) => {
    const input = parseInput(createPodcastEpisodeSchema, request.body);
    const episode = await service.createEpisode(viewerOf(request), input);
    return reply.status(201).send({ episode } satisfies PodcastEpisodeResponse);
  });

  app.get('/api/podcast/episodes/:id', { config: staff }, async (request): Promise<PodcastEpisodeResponse> => {
    const { id } = parseInput(podcastEpisodeIdParamsSchema, request.params);
    parseInput(emptyPodcastInputSchema, request.query ?? {});
    return { episode: await service.getEpisode(id) };
  });

  app.patch('/api/podcast/episodes/:id', { config: staff }, async (request): Promise<PodcastEpisodeResponse> => {
    const { id } = parseInput(podcastEpisodeIdParamsSchema, request.params);
    const input = parseInput(updatePodcastEpisodeSchema, request.body);
    return { episode: await service.updateEpisode(id, input) };
  });

  app.delete('/api/podcast/episodes/:id', { config: staff }, async (request, reply) => {
    const { id } = parseInput(podcastEpisodeIdParamsSchema, request.params);
    await service.deleteEpisode(id);
    return reply.status(204).send();
  });

  app.post('/api/podcast/episodes/:id/publish', { config: staff }, async (request): Promise<PodcastEpisodeResponse> => {
    const { id } = parseInput(podcastEpisodeIdParamsSchema, request.params);
    const { publish_at } = parseInput(publishPodcastEpisodeSchema, request.body ?? {});
    return { episode: await service.publish(id, publish_at) };
  });

  app.post('/api/podcast/episodes/:id/unpublish', { config: staff }, async (request): Promise<PodcastEpisodeResponse> => {
    const { id } = parseInput(podcastEpisodeIdParamsSchema, request.params);
    parseInput(emptyPodcastInputSchema, request.body ?? {});
    return { episode: await service.unpublish(id) };
  });

  // Uploads take the file itself as the body (no multipart envelope), so audio streams straight
  // to disk. The parser lives in this scope only; the rest of the API keeps its JSON limit.
  await app.register(async (scope) => {
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put('/api/podcast/show/artwork', { config: staff }, async (request): Promise<PodcastShowResponse> => {
      return { show: await service.setShowArtwork(uploadOf(request)) };
    });

    scope.put('/api/podcast/episodes/:id/audio', { config: staff }, async (request): Promise<PodcastEpisodeResponse> => {
      const { id } = parseInput(podcastEpisodeIdParamsSchema, request.params);
      return { episode: await service.uploadAudio(id, uploadOf(request)) };
    });

    scope.put('/api/podcast/episodes/:id/artwork', { config: staff }, async (request): Promise<PodcastEpisodeResponse> => {
      const { id } = parseInput(podcastEpisodeIdParamsSchema, request.params);
      return { episode: await service.uploadArtwork(id, uploadOf(request)) };
    });
  });
}
