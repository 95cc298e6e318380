import { sql, type SQL } from 'drizzle-orm';
import { CONTENT_LIMITS, stationTimeZone, type HubCounts, type HubType, type MediaFormat, type MediaKind, type NoteVisibility, type ProcessingStatus } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface HubFilter {
  viewerId: string;
  /** A to_tsquery('norwegian', …) text from prefixQuery, or null for no text search. */
  tsquery: string | null;
  type: HubType;
  tag?: string;
  owner?: string;
  from?: string;
  to?: string;
  collection?: string;
  page: number;
}

export interface HubRow {
  type: 'note' | 'media';
  id: string;
  title: string;
  excerpt: string;
  tags: string[];
  owner_id: string | null;
  created_at: string | Date;
  updated_at: string | Date;
  visibility: NoteVisibility | null;
  is_pinned: boolean | null;
  kind: MediaKind | null;
  format: MediaFormat | null;
  duration_ms: number | null;
  storage_key: string | null;
  processing_status: ProcessingStatus | null;
}

const wantsNotes = (type: HubType) => type === 'all' || type === 'note';
const wantsMedia = (type: HubType) => type !== 'note';

/** The conditions both tables share; `t` is the table alias. */
function commonConditions(t: 'n' | 'm', itemType: 'note' | 'media', f: HubFilter): SQL[] {
  const col = (name: string) => sql.raw(`${t}.${name}`);
  const where: SQL[] = [];
  if (f.tsquery) where.push(sql`${col('search_vector')} @@ to_tsquery('norwegian', ${f.tsquery})`);
  if (f.tag) where.push(sql`${col('tags')} @> ARRAY[${f.tag}]::text[]`);
  if (f.owner) where.push(sql`${col('owner_id')} = ${f.owner}`);
  // Dates are the station's calendar days, not UTC ones.
  if (f.from) where.push(sql`${col('updated_at')} >= (${f.from}::date)::timestamp AT TIME ZONE ${stationTimeZone()}`);
  if (f.to) where.push(sql`${col('updated_at')} < (${f.to}::date + 1)::timestamp AT TIME ZONE ${stationTimeZone()}`);
  if (f.collection) {
    where.push(
      sql`EXISTS (SELECT 1 FROM collection_items ci WHERE ci.collection_id = ${f.collection} AND ci.item_type = ${itemType} AND ci.item_id = ${col('id')})`,
    );
  }
  return where;
}

function noteConditions(f: HubFilter): SQL {
  // Someone else's private note never shows, whatever the filters.
  const where = [sql`(n.owner_id = ${f.viewerId} OR n.visibility = 'shared')`, ...commonConditions('n', 'note', f)];
  return sql.join(where, sql` AND `);
}

function mediaConditions(f: HubFilter): SQL {
  const where = commonConditions('m', 'media', f);
  if (f.type === 'audio' || f.type === 'image') where.push(sql`m.kind = ${f.type}`);
  return where.length ? sql.join(where, sql` AND `) : sql`true`;
}

const rank = (t: 'n' | 'm', f: HubFilter) =>
  f.tsquery ? sql`ts_rank(${sql.raw(`${t}.search_vector`)}, to_tsquery('norwegian', ${f.tsquery}))` : sql`0::real`;

/** One page of notes and media together, best match first when searching, else newest first. */
export async function searchHub(db: DbOrTx, f: HubFilter): Promise<{ rows: HubRow[]; hasMore: boolean }> {
  const parts: SQL[] = [];
  if (wantsNotes(f.type)) {
    parts.push(sql`
      SELECT 'note' AS type, n.id, n.title, left(n.body, 300) AS excerpt, n.tags, n.owner_id, n.created_at, n.updated_at,
        n.visibility, n.is_pinned, NULL::text AS kind, NULL::text AS format, NULL::int AS duration_ms,
        NULL::text AS storage_key, NULL::text AS processing_status, ${rank('n', f)} AS rank
      FROM notes n WHERE ${noteConditions(f)}`);
  }
  if (wantsMedia(f.type)) {
    parts.push(sql`
      SELECT 'media' AS type, m.id, m.title, left(m.description, 300) AS excerpt, m.tags, m.owner_id, m.created_at, m.updated_at,
        NULL::text AS visibility, false AS is_pinned, m.kind, m.format, m.duration_ms,
        m.storage_key, coalesce(p.status, 'done') AS processing_status, ${rank('m', f)} AS rank
      FROM media_library m LEFT JOIN media_processing_jobs p ON p.media_id = m.id
      WHERE ${mediaConditions(f)}`);
  }
  const pageSize = CONTENT_LIMITS.pageSize;
  const rows = rowsOf<HubRow>(
    await db.execute(sql`
      SELECT * FROM (${sql.join(parts, sql` UNION ALL `)}) items
      ORDER BY rank DESC, updated_at DESC, id
      LIMIT ${pageSize + 1} OFFSET ${f.page * pageSize}`),
  );
  return { rows: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
}

export async function countHub(db: DbOrTx, f: HubFilter): Promise<HubCounts> {
  const notesCount = wantsNotes(f.type) ? sql`(SELECT count(*) FROM notes n WHERE ${noteConditions(f)})` : sql`0`;
  const mediaCount = wantsMedia(f.type) ? sql`(SELECT count(*) FROM media_library m WHERE ${mediaConditions(f)})` : sql`0`;
  const [row] = rowsOf<{ notes: number | string; media: number | string }>(
    await db.execute(sql`SELECT ${notesCount} AS notes, ${mediaCount} AS media`),
  );
  const notes = Number(row?.notes ?? 0);
  const media = Number(row?.media ?? 0);
  return { total: notes + media, notes, media };
}

/** False when the query is made of stop words only ('og', 'på'): then there is nothing to search for. */
export async function hasLexemes(db: DbOrTx, tsquery: string): Promise<boolean> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`SELECT numnode(to_tsquery('norwegian', ${tsquery})) AS n`));
  return Number(row?.n ?? 0) > 0;
}

export async function collectionIdsOf(db: DbOrTx, items: { type: 'note' | 'media'; id: string }[]): Promise<Map<string, string[]>> {
  if (items.length === 0) return new Map();
  const rows = rowsOf<{ item_type: string; item_id: string; collection_id: string }>(
    await db.execute(sql`
      SELECT item_type, item_id, collection_id FROM collection_items
      WHERE item_id IN (${sql.join(
        items.map((i) => sql`${i.id}::uuid`),
        sql`, `,
      )})`),
  );
  const map = new Map<string, string[]>();
  for (const r of rows) {
    const key = `${r.item_type}:${r.item_id}`;
    map.set(key, [...(map.get(key) ?? []), r.collection_id]);
  }
  return map;
}

/** Tags in use (most used first) and the people who own something, for the filter menus. */
export async function facets(db: DbOrTx, viewerId: string): Promise<{ tags: { tag: string; count: number }[]; ownerIds: string[] }> {
  const tags = rowsOf<{ tag: string; count: number | string }>(
    await db.execute(sql`
      SELECT tag, count(*) AS count FROM (
        SELECT unnest(tags) AS tag FROM notes WHERE owner_id = ${viewerId} OR visibility = 'shared'
        UNION ALL SELECT unnest(tags) FROM media_library
      ) t GROUP BY tag ORDER BY count(*) DESC, tag LIMIT 100`),
  );
  const owners = rowsOf<{ owner_id: string }>(
    await db.execute(sql`
      SELECT DISTINCT owner_id FROM notes WHERE owner_id = ${viewerId} OR visibility = 'shared'
      UNION SELECT DISTINCT owner_id FROM media_library WHERE owner_id IS NOT NULL`),
  );
  return { tags: tags.map((t) => ({ tag: t.tag, count: Number(t.count) })), ownerIds: owners.map((o) => o.owner_id) };
}
