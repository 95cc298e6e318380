import type { FastifyInstance } from 'fastify';
import {
  collectionIdParamsSchema,
  collectionInputSchema,
  collectionItemParamsSchema,
  collectionUpdateSchema,
  contentItemRefSchema,
  contentSettingsSchema,
  createEditorialSchema,
  editorialIdParamsSchema,
  editorialQuerySchema,
  hubQuerySchema,
  updateEditorialSchema,
  type CollectionsResponse,
  type ContentPeopleResponse,
  type ContentSettings,
  type EditorialItemResponse,
  type EditorialListResponse,
  type EditorialTargetsResponse,
  type HubFacetsResponse,
  type HubResponse,
} from '@studioportal/shared';
import { z } from 'zod';
import { viewerOf } from '../../auth/access';
import type { ServerContext } from '../../context';
import { parseInput } from '../../http/errors';
import { countActivity } from '../analytics';
import { ContentHubService } from './content-hub.service';
import { EditorialService } from './editorial.service';

const staff = { access: { permission: 'useStaffScreens' } } as const;
const noQuery = z.strictObject({});

export function registerContentRoutes(app: FastifyInstance, ctx: ServerContext) {
  const hub = new ContentHubService(ctx);
  const editorial = new EditorialService(ctx);

  // ─── Innholdshub ───────────────────────────────────────────────────────────
  app.get('/api/content-hub', { config: staff }, async (request): Promise<HubResponse> => {
    const query = parseInput(hubQuerySchema, request.query ?? {});
    return hub.search(viewerOf(request), query);
  });

  app.get('/api/content-hub/facets', { config: staff }, async (request): Promise<HubFacetsResponse> => {
    parseInput(noQuery, request.query ?? {});
    return hub.facets(viewerOf(request));
  });

  // ─── Collections ───────────────────────────────────────────────────────────
  app.get('/api/collections', { config: staff }, async (request): Promise<CollectionsResponse> => {
    parseInput(noQuery, request.query ?? {});
    return { collections: await hub.listCollections() };
  });

  app.post('/api/collections', { config: staff }, async (request, reply) => {
    const input = parseInput(collectionInputSchema, request.body);
    return reply.status(201).send({ collection: await hub.createCollection(viewerOf(request), input) });
  });

  app.patch('/api/collections/:id', { config: staff }, async (request) => {
    const { id } = parseInput(collectionIdParamsSchema, request.params);
    const input = parseInput(collectionUpdateSchema, request.body);
    return { collection: await hub.updateCollection(viewerOf(request), id, input) };
  });

  app.delete('/api/collections/:id', { config: staff }, async (request, reply) => {
    const { id } = parseInput(collectionIdParamsSchema, request.params);
    await hub.deleteCollection(viewerOf(request), id);
    return reply.status(204).send();
  });

  app.post('/api/collections/:id/items', { config: staff }, async (request) => {
    const { id } = parseInput(collectionIdParamsSchema, request.params);
    const ref = parseInput(contentItemRefSchema, request.body);
    return { collection: await hub.addItem(viewerOf(request), id, ref) };
  });

  app.delete('/api/collections/:id/items/:itemType/:itemId', { config: staff }, async (request) => {
    const { id, itemType, itemId } = parseInput(collectionItemParamsSchema, request.params);
    return { collection: await hub.removeItem(viewerOf(request), id, { item_type: itemType, item_id: itemId }) };
  });

  // ─── Innhold and the content studio ────────────────────────────────────────
  app.get('/api/editorial-content', { config: staff }, async (request): Promise<EditorialListResponse> => {
    const query = parseInput(editorialQuerySchema, request.query ?? {});
    return { items: await editorial.list(query) };
  });

  app.get('/api/editorial-content/targets', { config: staff }, async (request): Promise<EditorialTargetsResponse> => {
    parseInput(noQuery, request.query ?? {});
    return editorial.targets();
  });

  app.post('/api/editorial-content', { config: staff }, async (request, reply) => {
    const input = parseInput(createEditorialSchema, request.body);
    const item = await editorial.create(viewerOf(request), input);
    countActivity(ctx, viewerOf(request).userId, 'content_save');
    return reply.status(201).send({ item } satisfies EditorialItemResponse);
  });

  app.get('/api/editorial-content/:id', { config: staff }, async (request): Promise<EditorialItemResponse> => {
    const { id } = parseInput(editorialIdParamsSchema, request.params);
    return { item: await editorial.get(id) };
  });

  app.patch('/api/editorial-content/:id', { config: staff }, async (request): Promise<EditorialItemResponse> => {
    const { id } = parseInput(editorialIdParamsSchema, request.params);
    const input = parseInput(updateEditorialSchema, request.body);
    const item = await editorial.update(viewerOf(request), id, input);
    countActivity(ctx, viewerOf(request).userId, 'content_save');
    return { item };
  });

  app.delete('/api/editorial-content/:id', { config: staff }, async (request, reply) => {
    const { id } = parseInput(editorialIdParamsSchema, request.params);
    await editorial.remove(viewerOf(request), id);
    return reply.status(204).send();
  });

  app.get('/api/content/people', { config: staff }, async (request): Promise<ContentPeopleResponse> => {
    parseInput(noQuery, request.query ?? {});
    return { people: await editorial.staff() };
  });

  // ─── Station speaking rate (content studio) ────────────────────────────────
  app.get('/api/content/settings', { config: staff }, async (request): Promise<ContentSettings> => {
    parseInput(noQuery, request.query ?? {});
    return editorial.settings();
  });

  app.put('/api/content/settings', { config: { access: { permission: 'stationSettings' } } }, async (request): Promise<ContentSettings> => {
    const { speaking_rate_wpm } = parseInput(contentSettingsSchema, request.body);
    return editorial.setSpeakingRate(viewerOf(request), speaking_rate_wpm);
  });
}
