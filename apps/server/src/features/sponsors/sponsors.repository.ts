import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { sponsorInputSchema } from '@studioportal/shared';
import type { DbOrTx } from '../../db/client';
import { mediaLibrary, sponsors } from '../../db/schema';

/** Sponsor profiles (sponsors), with what the desk shows beside them: the logo's file and today's mentions. */

export type SponsorData = z.output<typeof sponsorInputSchema>;

export interface SponsorRow {
  row: typeof sponsors.$inferSelect;
  logoKey: string | null;
  mentionsToday: number;
  lastMentionAt: Date | null;
}

/** `today`: the station day [from, to) that "mentions today" counts. */
function selectSponsors(db: DbOrTx, today: { from: Date; to: Date }, where?: SQL) {
  return db
    .select({
      row: sponsors,
      logoKey: mediaLibrary.storageKey,
      mentionsToday: sql<number>`(SELECT count(*)::int FROM sponsor_mentions m WHERE m.sponsor_id = ${sponsors.id} AND m.aired_at >= ${today.from.toISOString()}::timestamptz AND m.aired_at < ${today.to.toISOString()}::timestamptz)`.mapWith(Number),
      // Milliseconds since the epoch: a bare timestamptz in raw SQL comes back as text or Date depending on the driver.
      lastMentionAt: sql<Date | null>`(SELECT floor(extract(epoch FROM max(m.aired_at)) * 1000)::float8 FROM sponsor_mentions m WHERE m.sponsor_id = ${sponsors.id})`.mapWith((v: unknown) =>
        v === null || v === undefined ? null : new Date(Number(v)),
      ),
    })
    .from(sponsors)
    .leftJoin(mediaLibrary, eq(mediaLibrary.id, sponsors.logoMediaId))
    .where(where);
}

export async function listSponsors(db: DbOrTx, today: { from: Date; to: Date }): Promise<SponsorRow[]> {
  return selectSponsors(db, today).orderBy(asc(sponsors.name), asc(sponsors.id));
}

export async function findSponsor(db: DbOrTx, id: string, today: { from: Date; to: Date }): Promise<SponsorRow | null> {
  const [row] = await selectSponsors(db, today, eq(sponsors.id, id)).limit(1);
  return row ?? null;
}

/** Names of every sponsor: which one a clock element's title means. */
export async function sponsorNames(db: DbOrTx): Promise<{ id: string; name: string }[]> {
  return db.select({ id: sponsors.id, name: sponsors.name }).from(sponsors);
}

export async function sponsorExists(db: DbOrTx, id: string): Promise<boolean> {
  return (await db.select({ id: sponsors.id }).from(sponsors).where(eq(sponsors.id, id)).limit(1)).length > 0;
}

export async function nameTaken(db: DbOrTx, name: string, exceptId: string | null): Promise<boolean> {
  const rows = await db
    .select({ id: sponsors.id })
    .from(sponsors)
    .where(and(sql`lower(${sponsors.name}) = lower(${name})`, exceptId ? sql`${sponsors.id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

/** The kind of a media library item, or null when there is none with that id. */
export async function mediaKind(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ kind: mediaLibrary.kind }).from(mediaLibrary).where(eq(mediaLibrary.id, id)).limit(1);
  return row?.kind ?? null;
}

function values(data: SponsorData) {
  return {
    name: data.name,
    logoMediaId: data.logo_media_id,
    contactName: data.contact_name,
    contactEmail: data.contact_email,
    contactPhone: data.contact_phone,
    mentionScript: data.mention_script,
  };
}

export async function insertSponsor(db: DbOrTx, data: SponsorData, now: Date): Promise<string> {
  const [row] = await db
    .insert(sponsors)
    .values({ ...values(data), createdAt: now, updatedAt: now })
    .returning({ id: sponsors.id });
  return row!.id;
}

export async function updateSponsorIfVersion(db: DbOrTx, id: string, version: number, data: SponsorData, now: Date): Promise<boolean> {
  const rows = await db
    .update(sponsors)
    .set({ ...values(data), updatedAt: now, version: sql`${sponsors.version} + 1` })
    .where(and(eq(sponsors.id, id), eq(sponsors.version, version)))
    .returning({ id: sponsors.id });
  return rows.length > 0;
}

export async function deleteSponsor(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(sponsors).where(eq(sponsors.id, id)).returning({ id: sponsors.id });
  return rows.length > 0;
}
