import {
  can,
  CONTENT_EVENTS,
  CONTENT_LIMITS,
  CONTENT_STRINGS,
  type Collection,
  type CollectionChangedPayload,
  type ContentItemRef,
  type HubFacetsResponse,
  type HubItem,
  type HubResponse,
  type collectionInputSchema,
  type collectionUpdateSchema,
  type hubQuerySchema,
} from '@studioportal/shared';
import type { z } from 'zod';
import type { Viewer } from '../../auth/access';
import type { ServerContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { ApiError } from '../../http/errors';
import type { Publish } from '../../realtime/publisher';
import * as collections from './collections.repository';
import * as hub from './content-hub.repository';
import { prefixQuery } from './search-query';

/** Innholdshub: the search over notes and media, and the collections that group them. */
export class ContentHubService {
  constructor(private readonly ctx: Pick<ServerContext, 'database' | 'realtime' | 'storage'>) {}

  async search(viewer: Viewer, query: z.output<typeof hubQuerySchema>): Promise<HubResponse> {
    const db = this.ctx.database.db;
    let tsquery = prefixQuery(query.q);
    if (tsquery && !(await hub.hasLexemes(db, tsquery))) tsquery = null;
    const filter: hub.HubFilter = { ...query, viewerId: viewer.userId, tsquery };
    const [{ rows, hasMore }, counts] = await Promise.all([hub.searchHub(db, filter), hub.countHub(db, filter)]);
    const [people, inCollections] = await Promise.all([peopleByIds(db, rows.map((r) => r.owner_id)), hub.collectionIdsOf(db, rows)]);
    const items: HubItem[] = rows.map((r) => ({
      type: r.type,
      id: r.id,
      title: r.title,
      excerpt: r.excerpt,
      tags: r.tags,
      owner: personInMap(people, r.owner_id),
      created_at: new Date(r.created_at).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
      visibility: r.visibility,
      is_pinned: r.is_pinned ?? false,
      kind: r.kind,
      format: r.format,
      duration_ms: r.duration_ms === null ? null : Number(r.duration_ms),
      url: r.storage_key ? this.ctx.storage.publicUrl('media', r.storage_key) : null,
      processing_status: r.processing_status,
      collection_ids: inCollections.get(`${r.type}:${r.id}`) ?? [],
    }));
    return { items, counts, page: query.page, has_more: hasMore };
  }

  async facets(viewer: Viewer): Promise<HubFacetsResponse> {
    const db = this.ctx.database.db;
    const { tags, ownerIds } = await hub.facets(db, viewer.userId);
    const people = await peopleByIds(db, ownerIds);
    return { tags, owners: [...people.values()].sort((a, b) => (a.full_name ?? '').localeCompare(b.full_name ?? '', 'nb')) };
  }

  listCollections(): Promise<Collection[]> {
    return collections.listCollections(this.ctx.database.db);
  }

  createCollection(viewer: Viewer, input: z.output<typeof collectionInputSchema>): Promise<Collection> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      if ((await collections.countCollections(tx)) >= CONTENT_LIMITS.collectionsMax) {
        throw new ApiError(400, 'validation_failed', `Det kan være høyst ${CONTENT_LIMITS.collectionsMax} samlinger.`);
      }
      const id = await collections.insertCollection(tx, { ownerId: viewer.userId, ...input });
      return this.announce(tx, publish, id);
    });
  }

  /** Owners rename and describe their collections; Programleder and Administrator anyone's. */
  updateCollection(viewer: Viewer, id: string, input: z.output<typeof collectionUpdateSchema>): Promise<Collection> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await this.lock(tx, id);
      if (!mayChange(viewer, row.ownerId)) throw new ApiError(403, 'forbidden', CONTENT_STRINGS.collectionForbidden);
      await collections.updateCollection(tx, id, input);
      return this.announce(tx, publish, id);
    });
  }

  /** Deleting a collection never deletes what is in it. Owners, Programleder and Administrator may. */
  deleteCollection(viewer: Viewer, id: string): Promise<void> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await this.lock(tx, id);
      if (!mayChange(viewer, row.ownerId)) throw new ApiError(403, 'forbidden', CONTENT_STRINGS.deleteForbidden);
      await collections.deleteCollection(tx, id);
      await publish('content', CONTENT_EVENTS.collectionChanged, { collection_id: id, collection: null } satisfies CollectionChangedPayload);
    });
  }

  addItem(viewer: Viewer, id: string, ref: ContentItemRef): Promise<Collection> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      await this.lock(tx, id);
      if (!(await collections.itemVisible(tx, ref, viewer.userId))) throw new ApiError(404, 'not_found', CONTENT_STRINGS.itemNotFound);
      await collections.addItem(tx, id, ref, viewer.userId);
      return this.announce(tx, publish, id);
    });
  }

  /** Anyone adds to a collection; whoever added an item, the owner, Programleder and Administrator take it out. */
  removeItem(viewer: Viewer, id: string, ref: ContentItemRef): Promise<Collection> {
    return this.ctx.realtime.publisher.transaction(async (tx, publish) => {
      const row = await this.lock(tx, id);
      const entry = await collections.itemAdder(tx, id, ref);
      if (!entry) throw new ApiError(404, 'not_found', CONTENT_STRINGS.itemNotFound);
      if (entry.addedBy !== viewer.userId && !mayChange(viewer, row.ownerId)) throw new ApiError(403, 'forbidden', CONTENT_STRINGS.collectionForbidden);
      await collections.removeItem(tx, id, ref);
      return this.announce(tx, publish, id);
    });
  }

  private async lock(tx: DbOrTx, id: string) {
    const row = await collections.findCollectionRow(tx, id);
    if (!row) throw new ApiError(404, 'not_found', CONTENT_STRINGS.collectionNotFound);
    return row;
  }

  private async announce(tx: DbOrTx, publish: Publish, id: string): Promise<Collection> {
    const collection = await collections.findCollection(tx, id);
    if (!collection) throw new ApiError(404, 'not_found', CONTENT_STRINGS.collectionNotFound);
    await publish('content', CONTENT_EVENTS.collectionChanged, { collection_id: id, collection } satisfies CollectionChangedPayload);
    return collection;
  }
}

/** The owner, or someone who may change others' content (Programleder, Administrator). */
function mayChange(viewer: Viewer, ownerId: string | null): boolean {
  return ownerId === viewer.userId || can(viewer.profile.app_role, 'deleteOthersContent');
}
