import { and, asc, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { CommentModeration, ListenerComment, PublicComment } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { peopleByIds, personInMap } from '../../db/people';
import { listenerComments, podcastEpisodes } from '../../db/schema';

/** Comments on podcast episodes: shown to listeners only once a moderator approves them. */

/** A published episode's title (publish_at reached, audio present), or null. */
export async function publishedEpisodeTitle(db: DbOrTx, episodeId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ title: podcastEpisodes.title })
    .from(podcastEpisodes)
    .where(and(eq(podcastEpisodes.id, episodeId), isNotNull(podcastEpisodes.publishAt), lte(podcastEpisodes.publishAt, now), isNotNull(podcastEpisodes.audioKey)))
    .limit(1);
  return row?.title ?? null;
}

export async function insertComment(
  db: DbOrTx,
  values: { episodeId: string; messageId: string; senderName: string; body: string; deviceId: string; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(listenerComments).values(values).returning({ id: listenerComments.id });
  if (!row) throw new Error('comment insert returned nothing');
  return row.id;
}

export async function approvedComments(db: DbOrTx, episodeId: string, limit: number): Promise<PublicComment[]> {
  const rows = await db
    .select()
    .from(listenerComments)
    .where(and(eq(listenerComments.episodeId, episodeId), eq(listenerComments.moderation, 'godkjent')))
    .orderBy(asc(listenerComments.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.senderName,
    body: r.body,
    created_at: r.createdAt.toISOString(),
    reply: r.reply,
    replied_at: r.repliedAt?.toISOString() ?? null,
  }));
}

const staffColumns = { c: listenerComments, episodeTitle: podcastEpisodes.title };

async function toComments(db: DbOrTx, rows: { c: typeof listenerComments.$inferSelect; episodeTitle: string }[]): Promise<ListenerComment[]> {
  const people = await peopleByIds(db, rows.flatMap((r) => [r.c.moderatedBy, r.c.repliedBy]));
  return rows.map(({ c, episodeTitle }) => ({
    id: c.id,
    episode_id: c.episodeId,
    episode_title: episodeTitle,
    name: c.senderName,
    body: c.body,
    moderation: c.moderation as CommentModeration,
    moderated_by: personInMap(people, c.moderatedBy),
    moderated_at: c.moderatedAt?.toISOString() ?? null,
    reply: c.reply,
    replied_by: personInMap(people, c.repliedBy),
    replied_at: c.repliedAt?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
  }));
}

export async function listComments(db: DbOrTx, moderation: CommentModeration | undefined, limit: number): Promise<ListenerComment[]> {
  const rows = await db
    .select(staffColumns)
    .from(listenerComments)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, listenerComments.episodeId))
    .where(moderation ? eq(listenerComments.moderation, moderation) : undefined)
    .orderBy(desc(listenerComments.createdAt))
    .limit(limit);
  return toComments(db, rows);
}

export async function findComment(db: DbOrTx, id: string): Promise<ListenerComment | null> {
  const rows = await db
    .select(staffColumns)
    .from(listenerComments)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, listenerComments.episodeId))
    .where(eq(listenerComments.id, id))
    .limit(1);
  const [comment] = await toComments(db, rows);
  return comment ?? null;
}

export async function moderate(db: DbOrTx, id: string, moderation: 'godkjent' | 'skjult', by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(listenerComments)
    .set({ moderation, moderatedBy: by, moderatedAt: at })
    .where(eq(listenerComments.id, id))
    .returning({ id: listenerComments.id });
  return rows.length > 0;
}

export async function reply(db: DbOrTx, id: string, body: string, by: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(listenerComments)
    .set({ reply: body, repliedBy: by, repliedAt: at })
    .where(eq(listenerComments.id, id))
    .returning({ id: listenerComments.id });
  return rows.length > 0;
}
